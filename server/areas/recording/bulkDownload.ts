// The zip of chosen recordings (REC-02, decision 0104), built by the job runner (decision 0076)
// as a task of kind 'recordingZip': one row per recording (is it still there and in reach?),
// then one last row that writes the zip of those that are, with index.csv, to the store. The
// runner runs rows in order and resumes a stopped task from its pending rows, so a restart goes
// on where it was; progress is the task's processed rows. A cancelled download refuses its rows.
import { and, eq, inArray } from 'drizzle-orm';
import { type Zippable, zipSync } from 'fflate';
import type { RecordingItem } from '../../../src/domain/schemas/recording';
import type { DbOrTx } from '../../db/client';
import { bulkTaskRows, recordingDownloads, recordings } from '../../db/schema';
import type { Deps } from '../../http/types';
import type { JobKindDefinition, JobOutcome, JobRow } from '../../jobs/registry';
import { startJob } from '../../jobs/runner';
import { recordingObjects } from './objects';
import { chosenItems } from './recordingStore';

/** How long a finished zip can be downloaded. */
export const DOWNLOAD_HOURS = 24;
/** Recordings checked per batch: the progress moves this many at a time. */
const ZIP_BATCH = 25;

type ZipRowInput = { recordingId: number } | { finish: true };

export type DownloadRow = typeof recordingDownloads.$inferSelect;

/** The file name of a recording in the zip: its id and when the call started (UTC). */
export function zipEntryName(item: Pick<RecordingItem, 'id' | 'startedAt'>): string {
  const stamp = item.startedAt.slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `recording-${item.id}-${stamp}.wav`;
}

/** A CSV field, quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text) && !/^[+-]?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function indexCsv(items: RecordingItem[]): string {
  const head = ['id', 'started', 'user', 'queue', 'direction', 'from', 'to', 'duration', 'file name'];
  const lines = items.map((r) =>
    [
      r.id,
      r.startedAt,
      r.userName,
      r.queueName,
      r.direction,
      r.fromNumber,
      r.toNumber,
      r.durationSeconds,
      zipEntryName(r),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[head.join(','), ...lines].join('\r\n')}\r\n`;
}

const resultKeyOf = (download: DownloadRow) => `downloads/${download.accountId}/${download.id}.zip`;

/** Records the download and its task; answers the download. */
export async function startDownload(
  deps: Deps,
  init: { accountId: number; createdBy: number; recordingIds: number[] },
): Promise<DownloadRow> {
  const now = deps.now();
  const [download] = await deps.db
    .insert(recordingDownloads)
    .values({
      accountId: init.accountId,
      createdBy: init.createdBy,
      recordingIds: init.recordingIds,
      total: init.recordingIds.length,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DOWNLOAD_HOURS * 3_600_000),
    })
    .returning();
  const rows: { rowNumber: number; input: ZipRowInput }[] = init.recordingIds.map((recordingId, i) => ({
    rowNumber: i + 1,
    input: { recordingId },
  }));
  rows.push({ rowNumber: rows.length + 1, input: { finish: true } });
  const taskId = await startJob(deps, {
    accountId: init.accountId,
    kind: 'recordingZip',
    createdBy: init.createdBy,
    rows,
    params: { downloadId: download.id },
  });
  const [linked] = await deps.db
    .update(recordingDownloads)
    .set({ taskId })
    .where(eq(recordingDownloads.id, download.id))
    .returning();
  return linked;
}

/** The download a task builds: named in its params, as the task may run before the download row names it. */
async function downloadOfTask(db: DbOrTx, params: unknown) {
  const downloadId = (params as { downloadId?: number } | null)?.downloadId;
  if (typeof downloadId !== 'number') return undefined;
  const [download] = await db.select().from(recordingDownloads).where(eq(recordingDownloads.id, downloadId));
  return download;
}

async function runZipBatch(
  deps: Deps,
  db: DbOrTx,
  task: { id: number; accountId: number; params: unknown },
  rows: JobRow[],
) {
  const taskId = task.id;
  const accountId = task.accountId;
  const outcomes = new Map<number, JobOutcome>();
  const download = await downloadOfTask(db, task.params);
  if (download?.state !== 'running') {
    for (const row of rows)
      outcomes.set(row.id, { status: 'refused', message: 'The download was cancelled.' });
    return outcomes;
  }
  const asked = rows.flatMap((r) =>
    'recordingId' in (r.input as ZipRowInput) ? [(r.input as { recordingId: number }).recordingId] : [],
  );
  const present = new Set(
    asked.length
      ? (
          await db
            .select({ id: recordings.id })
            .from(recordings)
            .where(and(eq(recordings.accountId, accountId), inArray(recordings.id, asked)))
        ).map((r) => r.id)
      : [],
  );
  const okHere: number[] = [];
  for (const row of rows) {
    const input = row.input as ZipRowInput;
    if ('recordingId' in input) {
      if (present.has(input.recordingId)) {
        okHere.push(input.recordingId);
        outcomes.set(row.id, { status: 'ok', subjectId: input.recordingId });
      } else outcomes.set(row.id, { status: 'refused', message: 'The recording was deleted.' });
      continue;
    }
    await writeZip(deps, db, download, taskId, okHere);
    outcomes.set(row.id, { status: 'ok' });
  }
  return outcomes;
}

/** The zip of the task's recordings that were found (earlier batches' and this one's), stored. */
async function writeZip(deps: Deps, db: DbOrTx, download: DownloadRow, taskId: number, okHere: number[]) {
  const earlier = await db
    .select({ id: bulkTaskRows.subjectId })
    .from(bulkTaskRows)
    .where(and(eq(bulkTaskRows.taskId, taskId), eq(bulkTaskRows.status, 'ok')));
  const ids = [...new Set([...earlier.flatMap((r) => (r.id === null ? [] : [r.id])), ...okHere])];
  const items = ids.length ? await chosenItems(db, download.accountId, ids) : [];
  const keys = ids.length
    ? new Map(
        (
          await db
            .select({ id: recordings.id, key: recordings.storageKey })
            .from(recordings)
            .where(inArray(recordings.id, ids))
        ).map((r) => [r.id, r.key]),
      )
    : new Map<number, string>();
  const store = await recordingObjects({ db, config: deps.config });
  const files: Zippable = { 'index.csv': new TextEncoder().encode(indexCsv(items)) };
  for (const item of items) {
    const object = await store.get(keys.get(item.id)!);
    // WAV does not compress much: stored, so that a large zip is quick to make.
    if (object) files[zipEntryName(item)] = [object.body, { level: 0 }];
  }
  const zip = zipSync(files);
  const key = resultKeyOf(download);
  await store.put(key, zip);
  // Only a download still running becomes ready: one cancelled meanwhile keeps no zip.
  const readied = await db
    .update(recordingDownloads)
    .set({ state: 'ready', resultKey: key, resultBytes: zip.length })
    .where(and(eq(recordingDownloads.id, download.id), eq(recordingDownloads.state, 'running')))
    .returning({ id: recordingDownloads.id });
  if (readied.length === 0) await store.delete(key);
}

export const recordingJobKinds: JobKindDefinition[] = [
  {
    kind: 'recordingZip',
    readPermission: 'read:call-recording',
    batchSize: () => ZIP_BATCH,
    runBatch: ({ deps, db, task }, rows) => runZipBatch(deps, db, task, rows),
    describe: () => 'The zip could not be written. Start the download again.',
  },
];
