// Page-load timing (REQ-10): the loads pending per page and the longest load time per page.
// The record of a page is discarded 3000 ms after its last pending load finishes; a load that
// starts within those 3000 ms keeps the record.
import { realTimers, type Timers } from './retry';

export const PAGE_TIMING_DISCARD_MS = 3000;

export interface PageTimingRecord {
  page: string;
  pending: number;
  /** Loads finished on this page since the record began. */
  finished: number;
  /** The longest load time seen on this page, in ms. */
  longestMs: number;
}

export interface PageTiming {
  /** A load on `page` begins; call the returned function when it ends (once; later calls are ignored). */
  start(page: string): () => void;
  record(page: string): PageTimingRecord | undefined;
  pages(): string[];
}

export function createPageTiming(
  opts: { timers?: Timers; discardAfterMs?: number; onDiscard?: (record: PageTimingRecord) => void } = {},
): PageTiming {
  const timers = opts.timers ?? realTimers;
  const discardAfter = opts.discardAfterMs ?? PAGE_TIMING_DISCARD_MS;
  const records = new Map<string, PageTimingRecord & { discard?: unknown }>();
  return {
    start(page) {
      let rec = records.get(page);
      if (!rec) {
        rec = { page, pending: 0, finished: 0, longestMs: 0 };
        records.set(page, rec);
      }
      if (rec.discard !== undefined) {
        timers.clearTimeout(rec.discard);
        rec.discard = undefined;
      }
      rec.pending++;
      const began = timers.now();
      const owner = rec;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        owner.pending--;
        owner.finished++;
        owner.longestMs = Math.max(owner.longestMs, timers.now() - began);
        if (owner.pending === 0 && records.get(page) === owner) {
          owner.discard = timers.setTimeout(() => {
            if (records.get(page) === owner && owner.pending === 0) {
              records.delete(page);
              const { discard: _discard, ...record } = owner;
              opts.onDiscard?.(record);
            }
          }, discardAfter);
        }
      };
    },
    record(page) {
      const rec = records.get(page);
      if (!rec) return undefined;
      const { discard: _discard, ...record } = rec;
      return record;
    },
    pages: () => [...records.keys()],
  };
}
