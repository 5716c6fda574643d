// The totals of numbers searches that must be counted (a keyword, field keywords, two filters at
// once), kept until the account's numbers change (decision 0124). A table that scrolls a search
// fetches its 750-row pages one after the other, and each page counted the whole match again
// (98,000 rows for a keyword in every number). The version is the database's: list_versions
// (account, 'numbers'), moved by statement triggers on every write to phone_numbers, whoever
// writes (migration of decision 0124); it is read before the count, so a kept total is never
// older than its version. The rows of a page are never kept (REQ-07): only its total.
import type { Db } from '../../db/client';
import type { ListCache } from '../../http/listCache';

export interface NumberTotals {
  /** The total of the search `key` in the account: kept, or counted by `count` and kept. */
  total(accountId: number, key: unknown, count: () => Promise<number>): Promise<number>;
}

/** Totals kept in the server's list cache (server/http/listCache.ts), under the 'numbers' list. */
export function numberTotals(db: Db, cache: ListCache): NumberTotals {
  const decoder = new TextDecoder();
  return {
    async total(accountId, key, count) {
      const kept = await cache.answer(db, accountId, 'numbers', ['total', key], async () =>
        String(await count()),
      );
      return Number(decoder.decode(kept));
    },
  };
}
