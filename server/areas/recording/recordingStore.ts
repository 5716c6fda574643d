// The recordings' data (REC-01, decision 0104): the search and the recycle bin (one query, the
// bin's rows are the trashed ones), the chosen rows of a bulk call, comments, transcriptions and
// the usage. Every query names the account first, so it reaches one tenant's rows by an index.
import {
  and,
  asc,
  count,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  RecordingComment,
  RecordingDirection,
  RecordingItem,
  RecordingSearchQuery,
  RecordingUsage,
  Transcription,
  TranscriptSegment,
} from '../../../src/domain/schemas/recording';
import { tableRows } from '../../auth/rows';
import type { DbOrTx } from '../../db/client';
import { listOrder, listTotal } from '../../db/listPage';
import {
  accounts,
  extensions,
  recordingComments,
  recordings,
  recordingTranscriptions,
  recordingUsage,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import type { ObjectStore } from '../../storage';
import type { RecordingReach } from './access';

export const recordingRows = tableRows('recording', recordings);
export type RecordingRow = typeof recordings.$inferSelect;

const queueExtension = alias(extensions, 'queue_extension');
const userName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
const commentCount = sql<number>`(select count(*)::int from ${recordingComments} where ${recordingComments.recordingId} = ${recordings.id})`;
const transcribed = sql<boolean>`exists (select 1 from ${recordingTranscriptions} where ${recordingTranscriptions.recordingId} = ${recordings.id})`;

/** The rows a reach sees: its account, its owner, in the bin or not. */
export function reachWhere(reach: RecordingReach, trashed: boolean): SQL {
  return and(
    eq(recordings.accountId, reach.accountId),
    reach.ownerId === undefined ? undefined : eq(recordings.userId, reach.ownerId),
    trashed ? isNotNull(recordings.trashedAt) : isNull(recordings.trashedAt),
  ) as SQL;
}

/** A date alone ends at its day's end: `to=2026-11-23` takes the whole 23rd. */
const endOf = (to: string) =>
  to.length === 10 ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : new Date(to);

function filterWhere(f: RecordingSearchQuery['filters']): SQL[] {
  const where: (SQL | undefined)[] = [
    f.from ? gte(recordings.startedAt, new Date(f.from)) : undefined,
    f.to ? lt(recordings.startedAt, endOf(f.to)) : undefined,
    f.userId ? eq(recordings.userId, f.userId) : undefined,
    f.queueId ? eq(recordings.queueId, f.queueId) : undefined,
    f.direction ? eq(recordings.direction, f.direction) : undefined,
    f.minDuration !== undefined ? gte(recordings.durationSeconds, f.minDuration) : undefined,
    f.maxDuration !== undefined ? lte(recordings.durationSeconds, f.maxDuration) : undefined,
  ];
  const digits = f.number?.replace(/[^\d+]/g, '');
  if (digits) {
    const pattern = containsPattern(digits);
    where.push(
      or(sql`${recordings.fromNumber} ilike ${pattern}`, sql`${recordings.toNumber} ilike ${pattern}`),
    );
  }
  if (f.hasComment) {
    const commented = exists(
      sql`(select 1 from ${recordingComments} where ${recordingComments.recordingId} = ${recordings.id})`,
    );
    where.push(f.hasComment === 'true' ? commented : not(commented));
  }
  return where.filter((w): w is SQL => w !== undefined);
}

const itemColumns = {
  id: recordings.id,
  userId: recordings.userId,
  userName,
  queueId: recordings.queueId,
  queueName: queueExtension.userName,
  direction: recordings.direction,
  fromNumber: recordings.fromNumber,
  toNumber: recordings.toNumber,
  startedAt: recordings.startedAt,
  durationSeconds: recordings.durationSeconds,
  sizeBytes: recordings.sizeBytes,
  comments: commentCount,
  hasTranscription: transcribed,
  trashedAt: recordings.trashedAt,
};

type ItemRow = {
  [K in keyof typeof itemColumns]: unknown;
} & { startedAt: Date; trashedAt: Date | null };

const itemOf = (r: ItemRow): RecordingItem => ({
  ...(r as unknown as RecordingItem),
  direction: r.direction as RecordingDirection,
  comments: Number(r.comments),
  hasTranscription: Boolean(r.hasTranscription),
  startedAt: r.startedAt.toISOString(),
  trashedAt: r.trashedAt ? r.trashedAt.toISOString() : null,
});

/** A page of the search (C-249) or of the recycle bin (C-262), and the total. */
export async function searchRecordings(
  db: DbOrTx,
  reach: RecordingReach,
  query: RecordingSearchQuery,
  trashed: boolean,
): Promise<{ total: number; items: RecordingItem[] }> {
  const where = and(reachWhere(reach, trashed), ...filterWhere(query.filters));
  const pageSize = query.fetchAll ? 5_000 : query.pageSize;
  const rows = await db
    .select(itemColumns)
    .from(recordings)
    .leftJoin(users, eq(users.id, recordings.userId))
    .leftJoin(queueExtension, eq(queueExtension.id, recordings.queueId))
    .where(where)
    .orderBy(
      ...listOrder(
        query,
        {
          startedAt: recordings.startedAt,
          duration: recordings.durationSeconds,
          user: [users.lastName, users.firstName],
          queue: queueExtension.userName,
        },
        recordings.id,
      ),
    )
    .limit(pageSize)
    .offset(query.fetchAll ? 0 : query.offset);
  const total = await listTotal({ pageSize, offset: query.fetchAll ? 0 : query.offset }, rows.length, () =>
    db.$count(recordings, where),
  );
  return { total, items: rows.map((r) => itemOf(r as ItemRow)) };
}

/** The chosen recordings as items, in the reach (trashed ones too, where the reach has the bin). */
export async function chosenItems(db: DbOrTx, accountId: number, ids: number[]): Promise<RecordingItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(recordings)
    .leftJoin(users, eq(users.id, recordings.userId))
    .leftJoin(queueExtension, eq(queueExtension.id, recordings.queueId))
    .where(and(eq(recordings.accountId, accountId), inArray(recordings.id, ids)))
    .orderBy(asc(recordings.startedAt), asc(recordings.id));
  return rows.map((r) => itemOf(r as ItemRow));
}

/** Of the chosen ids, those the reach does not see (in the bin or not, as `trashed` says). */
export async function outOfReach(db: DbOrTx, reach: RecordingReach, ids: number[], trashed: boolean | 'any') {
  const where =
    trashed === 'any'
      ? and(
          eq(recordings.accountId, reach.accountId),
          reach.ownerId === undefined ? undefined : eq(recordings.userId, reach.ownerId),
        )
      : reachWhere(reach, trashed);
  const found = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(where, inArray(recordings.id, ids)));
  const seen = new Set(found.map((r) => r.id));
  return ids.filter((id) => !seen.has(id));
}

/** Moves the chosen recordings to the recycle bin (C-250); answers how many moved. */
export async function trashRecordings(db: DbOrTx, accountId: number, ids: number[], now: Date) {
  const moved = await db
    .update(recordings)
    .set({ trashedAt: now })
    .where(
      and(eq(recordings.accountId, accountId), inArray(recordings.id, ids), isNull(recordings.trashedAt)),
    )
    .returning({ id: recordings.id });
  return moved.length;
}

/** Takes the chosen recordings out of the recycle bin (C-261); answers how many came back. */
export async function restoreRecordings(db: DbOrTx, accountId: number, ids: number[]) {
  const back = await db
    .update(recordings)
    .set({ trashedAt: null })
    .where(
      and(eq(recordings.accountId, accountId), inArray(recordings.id, ids), isNotNull(recordings.trashedAt)),
    )
    .returning({ id: recordings.id });
  return back.length;
}

/**
 * Deletes the chosen recordings for good (C-259): the rows (their comments and transcriptions
 * with them), then each file no other row needs, and the usage drops by their sizes.
 */
export async function deletePermanently(
  db: DbOrTx,
  store: ObjectStore,
  accountId: number,
  ids: number[],
  now: Date,
) {
  const gone = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(recordings)
      .where(and(eq(recordings.accountId, accountId), inArray(recordings.id, ids)))
      .returning({ key: recordings.storageKey, size: recordings.sizeBytes });
    const bytes = deleted.reduce((sum, r) => sum + r.size, 0);
    await tx
      .insert(recordingUsage)
      .values({ accountId, bytes: 0, recordings: 0, calculatedAt: now })
      .onConflictDoUpdate({
        target: recordingUsage.accountId,
        set: {
          bytes: sql`greatest(${recordingUsage.bytes} - ${bytes}, 0)`,
          recordings: sql`greatest(${recordingUsage.recordings} - ${deleted.length}, 0)`,
        },
      });
    const keys = [...new Set(deleted.map((r) => r.key))];
    if (keys.length === 0) return { count: 0, unused: [] as string[] };
    const stillUsed = await tx
      .selectDistinct({ key: recordings.storageKey })
      .from(recordings)
      .where(inArray(recordings.storageKey, keys));
    const used = new Set(stillUsed.map((r) => r.key));
    return { count: deleted.length, unused: keys.filter((k) => !used.has(k)) };
  });
  // After the commit: a file is removed only once no row can point at it any more.
  for (const key of gone.unused) await store.delete(key);
  return gone.count;
}

export async function commentsOf(db: DbOrTx, recordingId: number): Promise<RecordingComment[]> {
  const rows = await db
    .select({
      id: recordingComments.id,
      authorId: recordingComments.authorId,
      authorName: userName,
      text: recordingComments.text,
      createdAt: recordingComments.createdAt,
    })
    .from(recordingComments)
    .leftJoin(users, eq(users.id, recordingComments.authorId))
    .where(eq(recordingComments.recordingId, recordingId))
    .orderBy(asc(recordingComments.createdAt), asc(recordingComments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function addComment(
  db: DbOrTx,
  recording: RecordingRow,
  authorId: number,
  text: string,
  now: Date,
) {
  const [row] = await db
    .insert(recordingComments)
    .values({ recordingId: recording.id, accountId: recording.accountId, authorId, text, createdAt: now })
    .returning({ id: recordingComments.id });
  return row.id;
}

export async function transcriptionOf(db: DbOrTx, recordingId: number): Promise<Transcription | undefined> {
  const [row] = await db
    .select()
    .from(recordingTranscriptions)
    .where(eq(recordingTranscriptions.recordingId, recordingId));
  return row && { recordingId, language: row.language, segments: row.segments as TranscriptSegment[] };
}

const usageJson = async (
  db: DbOrTx,
  row: typeof recordingUsage.$inferSelect,
  now: Date,
): Promise<RecordingUsage> => ({
  accountId: row.accountId,
  bytes: Number(row.bytes),
  recordings: row.recordings,
  calculatedAt: row.calculatedAt.toISOString(),
  archived: await archivedOf(db, row.accountId),
  daily: await dailyBytes(db, row.accountId, now),
});

/** What the archive tier holds, at the rows' recorded sizes (the archive is the rows' state, not the store's). */
async function archivedOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ n: count(), bytes: sql<string | null>`sum(${recordings.sizeBytes})` })
    .from(recordings)
    .where(and(eq(recordings.accountId, accountId), isNotNull(recordings.archivedAt)));
  return { bytes: Number(row.bytes ?? 0), recordings: Number(row.n) };
}

/** Bytes recorded per day of the account's time zone, the last 30 days with today, summed in SQL. */
async function dailyBytes(db: DbOrTx, accountId: number, now: Date) {
  // The 31 days before now bound the index range; the days themselves are the account's.
  const since = new Date(now.getTime() - 31 * 86_400_000);
  const result = await db.execute(sql`
    with zone as (select ${accounts.timeZone} as tz from ${accounts} where ${accounts.id} = ${accountId}),
    days as (
      select generate_series((${now}::timestamptz at time zone zone.tz)::date - 29,
                             (${now}::timestamptz at time zone zone.tz)::date, interval '1 day')::date as day, zone.tz
      from zone
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sum(r.size_bytes), 0)::text as bytes
    from days
    left join ${recordings} r
      on r.account_id = ${accountId} and r.started_at >= ${since} and r.trashed_at is null
      and (r.started_at at time zone days.tz)::date = days.day
    group by days.day order by days.day`);
  const rows = (result as unknown as { rows: { day: string; bytes: string }[] }).rows;
  return rows.map((r) => ({ day: r.day, bytes: Number(r.bytes) }));
}

/** The account's usage as kept (C-257); calculated first when it never was. */
export async function usageOf(db: DbOrTx, store: () => Promise<ObjectStore>, accountId: number, now: Date) {
  const [row] = await db.select().from(recordingUsage).where(eq(recordingUsage.accountId, accountId));
  return row ? usageJson(db, row, now) : recalculateUsage(db, await store(), accountId, now);
}

/**
 * The usage computed again from what is stored (C-258): each of the account's recordings
 * (those in the bin too: they are still kept) at its file's size in the store, a missing file
 * as nothing. A file shared by several rows is asked for once.
 */
export async function recalculateUsage(db: DbOrTx, store: ObjectStore, accountId: number, now: Date) {
  const perKey = await db
    .select({ key: recordings.storageKey, n: count() })
    .from(recordings)
    .where(eq(recordings.accountId, accountId))
    .groupBy(recordings.storageKey);
  let bytes = 0;
  let stored = 0;
  for (const { key, n } of perKey) {
    const size = await store.size(key);
    if (size === undefined) continue;
    bytes += size * Number(n);
    stored += Number(n);
  }
  const [row] = await db
    .insert(recordingUsage)
    .values({ accountId, bytes, recordings: stored, calculatedAt: now })
    .onConflictDoUpdate({
      target: recordingUsage.accountId,
      set: { bytes, recordings: stored, calculatedAt: now },
    })
    .returning();
  return usageJson(db, row, now);
}
