// Archiving jobs (C-486..C-488, decision 0104's update): a task of kind 'recordingArchive' in the
// job runner (decision 0076) moves the account's recordings older than N days to the archive
// tier, one task row per recording chosen at the start. A cancel is a flag in the task's params,
// read again by every batch, so the rows not yet run are refused and stay where they were.
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { RecordingArchiveJob } from '../../../src/domain/schemas/recording';
import type { DbOrTx } from '../../db/client';
import { bulkTasks, recordings } from '../../db/schema';
import type { Deps } from '../../http/types';
import type { JobKindDefinition, JobOutcome, JobRow } from '../../jobs/registry';
import { startJob } from '../../jobs/runner';

/** Recordings archived per batch (one transaction each): the progress moves this many at a time. */
export const ARCHIVE_BATCH = 25;
const ACTIVE = ['queued', 'running'];

interface ArchiveParams {
  olderThanDays: number;
  cancelled?: boolean;
}

/** The account's archiving tasks not finished and not cancelled, newest first. */
async function activeTasks(db: DbOrTx, accountId: number) {
  return db
    .select()
    .from(bulkTasks)
    .where(
      and(
        eq(bulkTasks.accountId, accountId),
        eq(bulkTasks.kind, 'recordingArchive'),
        inArray(bulkTasks.status, ACTIVE),
        sql`coalesce((${bulkTasks.params}->>'cancelled')::boolean, false) = false`,
      ),
    )
    .orderBy(desc(bulkTasks.id));
}

/** C-487: the account's archiving jobs still going, with their progress. */
export async function activeArchives(db: DbOrTx, accountId: number): Promise<RecordingArchiveJob[]> {
  return (await activeTasks(db, accountId)).map((t) => ({
    taskId: t.id,
    olderThanDays: (t.params as ArchiveParams).olderThanDays,
    done: t.processed,
    total: t.total,
    startedAt: t.createdAt.toISOString(),
  }));
}

/** C-486: the task archiving the account's recordings older than `olderThanDays`; undefined when one is already going. */
export async function startArchive(
  deps: Deps,
  init: { accountId: number; createdBy: number; olderThanDays: number },
): Promise<number | undefined> {
  if ((await activeTasks(deps.db, init.accountId)).length) return undefined;
  const before = new Date(deps.now().getTime() - init.olderThanDays * 86_400_000);
  const chosen = await deps.db
    .select({ id: recordings.id })
    .from(recordings)
    .where(
      and(
        eq(recordings.accountId, init.accountId),
        lt(recordings.startedAt, before),
        isNull(recordings.archivedAt),
      ),
    )
    .orderBy(recordings.startedAt, recordings.id);
  const params: ArchiveParams = { olderThanDays: init.olderThanDays };
  return startJob(deps, {
    accountId: init.accountId,
    kind: 'recordingArchive',
    createdBy: init.createdBy,
    rows: chosen.map((r, i) => ({ rowNumber: i + 1, input: { recordingId: r.id } })),
    params,
  });
}

/** C-488: the task's rows not yet run are refused; answers false when the task is not an active archive of the account. */
export async function cancelArchive(db: DbOrTx, accountId: number, taskId: number): Promise<boolean> {
  const cancelled = await db
    .update(bulkTasks)
    .set({ params: sql`coalesce(${bulkTasks.params}, '{}'::jsonb) || '{"cancelled": true}'::jsonb` })
    .where(
      and(
        eq(bulkTasks.id, taskId),
        eq(bulkTasks.accountId, accountId),
        eq(bulkTasks.kind, 'recordingArchive'),
        inArray(bulkTasks.status, ACTIVE),
      ),
    )
    .returning({ id: bulkTasks.id });
  return cancelled.length > 0;
}

async function runArchiveBatch(
  db: DbOrTx,
  task: { id: number; accountId: number },
  rows: JobRow[],
  now: Date,
) {
  const outcomes = new Map<number, JobOutcome>();
  // Read now, not from the claim: a cancel arrives between batches.
  const [current] = await db
    .select({ params: bulkTasks.params })
    .from(bulkTasks)
    .where(eq(bulkTasks.id, task.id));
  if ((current?.params as ArchiveParams | null)?.cancelled) {
    for (const row of rows)
      outcomes.set(row.id, { status: 'refused', message: 'The archiving was cancelled.' });
    return outcomes;
  }
  const ids = rows.map((r) => (r.input as { recordingId: number }).recordingId);
  // A recording deleted meanwhile is simply no longer there to archive.
  const archived = new Set(
    (
      await db
        .update(recordings)
        .set({ archivedAt: now })
        .where(
          and(
            eq(recordings.accountId, task.accountId),
            inArray(recordings.id, ids),
            isNull(recordings.archivedAt),
          ),
        )
        .returning({ id: recordings.id })
    ).map((r) => r.id),
  );
  for (const row of rows) {
    const id = (row.input as { recordingId: number }).recordingId;
    outcomes.set(
      row.id,
      archived.has(id)
        ? { status: 'ok', subjectId: id }
        : { status: 'refused', message: 'The recording was deleted or archived already.', subjectId: id },
    );
  }
  return outcomes;
}

export const recordingArchiveJobKinds: JobKindDefinition[] = [
  {
    kind: 'recordingArchive',
    readPermission: 'read:call-recording',
    batchSize: () => ARCHIVE_BATCH,
    runBatch: ({ deps, db, task }, rows) => runArchiveBatch(db, task, rows, deps.now()),
    describe: () => 'The recordings could not be archived. Start the archiving again.',
  },
];
