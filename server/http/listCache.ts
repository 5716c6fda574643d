// Answers of list reads, kept per account, list, version and query. The version is the
// database's (list_versions, moved by triggers on every write to the rows the list shows), read
// before the list: an answer is stored under the version read before it was computed, so it is
// never older than its version, and a write elsewhere (another request, a bulk task, another
// server) moves the version and every older answer is no longer found. Authentication, tenancy
// and permission checks run before a list is read, as for any route: the cache only saves the
// list query and its serialisation. Least recently used answers go first beyond the limits.
// 'users' keeps whole pages; 'numbers' keeps only the totals of counted searches, never rows
// (REQ-07, decision 0124).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { listVersions } from '../db/schema';

export type ListName = 'users' | 'numbers';

export interface ListCacheLimits {
  /** Answers kept at most (default 200). */
  entries?: number;
  /** Bytes of serialised answers kept at most (default 64 MiB). */
  bytes?: number;
}

export interface ListCache {
  /**
   * The answer as UTF-8 JSON: from the cache when the list has not changed, else computed. Kept
   * encoded, so that a repeated answer is sent as it is.
   */
  answer(
    db: Db,
    accountId: number,
    list: ListName,
    query: unknown,
    compute: () => Promise<string>,
  ): Promise<Uint8Array<ArrayBuffer>>;
  /** How many answers came from the cache and how many were computed (the bench prints them). */
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

const versionStatement = preparedPerDatabase((db) =>
  db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(
      and(
        eq(listVersions.accountId, sql.placeholder('accountId')),
        eq(listVersions.list, sql.placeholder('list')),
      ),
    )
    .prepare('list_version'),
);

export async function listVersion(db: Db, accountId: number, list: ListName): Promise<number> {
  const [row] = await versionStatement(db).execute({ accountId, list });
  return Number(row?.version ?? 0);
}

export function createListCache(limits: ListCacheLimits = {}): ListCache {
  const maxEntries = limits.entries ?? 200;
  const maxBytes = limits.bytes ?? 64 * 1024 * 1024;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recent.
  const kept = new Map<string, { answer: Uint8Array<ArrayBuffer>; list: string }>();
  // Per account and list: the newest version seen and the keys kept for it. When the version
  // moves, the answers of the older one can never be found again, so they go at once instead of
  // waiting for the least-recently-used rule (megabytes the garbage collector would walk).
  const lists = new Map<string, { version: number; keys: Set<string> }>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.answer.byteLength;
    lists.get(entry.list)?.keys.delete(key);
  };
  const evict = () => {
    for (const key of kept.keys()) {
      if (kept.size <= maxEntries && bytes <= maxBytes) break;
      drop(key);
    }
  };
  return {
    async answer(db, accountId, list, query, compute) {
      const version = await listVersion(db, accountId, list);
      const listKey = `${accountId}:${list}`;
      const seen = lists.get(listKey);
      if (!seen || seen.version < version) {
        for (const key of seen?.keys ?? []) drop(key);
        lists.set(listKey, { version, keys: new Set() });
      }
      const key = JSON.stringify([accountId, list, version, query]);
      const found = kept.get(key);
      if (found !== undefined) {
        hits++;
        kept.delete(key);
        kept.set(key, found);
        return found.answer;
      }
      misses++;
      const answer = new TextEncoder().encode(await compute());
      // A request that read its version before a write finished answers with it, unkept.
      const now = lists.get(listKey);
      if (now?.version === version) {
        kept.set(key, { answer, list: listKey });
        now.keys.add(key);
        bytes += answer.byteLength;
        evict();
      }
      return answer;
    },
    stats: () => ({ hits, misses, entries: kept.size, bytes }),
  };
}
