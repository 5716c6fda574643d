// The one way a screen loads a long list: read page by page from the server (server-side
// paging, sort and search); the table says which rows are in view, and only their pages are
// fetched. Changing the query (sort, keyword) starts again from nothing: the pages still
// loading are aborted and answers to an older query are dropped. Like useResource, each page
// load counts towards the page-load time (REQ-10), and a failure the page does not declare
// `handled` goes to the error display once (src/app/failures.ts).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useOptionalErrorDisplay } from './errors/ErrorDisplay';
import { type Handled, reportFailure } from './failures';
import { currentPage, pageTimings } from './pageTimings';

export interface PagedList<T> {
  /** undefined until the first page answers. */
  total: number | undefined;
  rowAt(index: number): T | undefined;
  /** Loads the pages that hold rows first..last (called by the table as it scrolls). */
  ensureRange(first: number, last: number): void;
  /** A page failed to load (shown by the error display, or by the page when handled). */
  failed: boolean;
  /** The failure when the page declared it `handled`; otherwise undefined. */
  error: unknown;
  /** Drops every page and loads again (after a delete or an import). */
  reload(): void;
}

export function usePagedList<T>(
  load: (offset: number, pageSize: number, signal: AbortSignal) => Promise<{ total: number; items: T[] }>,
  pageSize: number,
  queryKey: string,
  options: { handled?: Handled } = {},
): PagedList<T> {
  const pages = useRef(new Map<number, T[]>());
  const pending = useRef(new Set<number>());
  const generation = useRef(0);
  const aborter = useRef(new AbortController());
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const handled = useRef(options.handled);
  handled.current = options.handled;
  const display = useOptionalErrorDisplay();
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<{ error: unknown; shown: unknown } | undefined>(undefined);
  const [, setVersion] = useState(0);

  const fetchPage = useCallback(
    (page: number) => {
      if (pages.current.has(page) || pending.current.has(page)) return;
      pending.current.add(page);
      const gen = generation.current;
      const signal = aborter.current.signal;
      const loaded = pageTimings.start(currentPage());
      latestLoad
        .current(page * pageSize, pageSize, signal)
        .then((answer) => {
          if (gen !== generation.current) return;
          const first = pages.current.size === 0;
          pages.current.set(page, answer.items);
          const apply = () => {
            setTotal(answer.total);
            setFailure(undefined);
            setVersion((v) => v + 1);
          };
          // The first page of a query shows at once; a page that lands while the table scrolls is
          // drawn between its frames, not in one.
          if (first) apply();
          else startTransition(apply);
        })
        .catch((error) => {
          // A load this list stopped itself (a new query, or the page left) failed nothing.
          if (gen !== generation.current || signal.aborted) return;
          setFailure({ error, shown: reportFailure(error, handled.current, display) });
        })
        .finally(() => {
          loaded();
          if (gen === generation.current) pending.current.delete(page);
        });
    },
    [pageSize, display],
  );

  const [reloads, setReloads] = useState(0);
  // A new query (or a reload): forget everything and load the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey and reloads are the triggers
  useEffect(() => {
    generation.current++;
    aborter.current.abort();
    aborter.current = new AbortController();
    pages.current = new Map();
    pending.current = new Set();
    setTotal(undefined);
    setFailure(undefined);
    fetchPage(0);
  }, [queryKey, reloads, fetchPage]);
  // Leaving the page stops what it still loads.
  useEffect(() => () => aborter.current.abort(), []);

  const ensureRange = useCallback(
    (first: number, last: number) => {
      for (let p = Math.floor(first / pageSize); p <= Math.floor(last / pageSize); p++) fetchPage(p);
    },
    [fetchPage, pageSize],
  );

  return {
    total,
    failed: failure !== undefined,
    error: failure?.shown,
    rowAt: (index) => pages.current.get(Math.floor(index / pageSize))?.[index % pageSize],
    ensureRange,
    reload: () => setReloads((n) => n + 1),
  };
}

/** The value after it has stopped changing for `ms` (search boxes). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export type SortDirection = 'ASC' | 'DESC';

/**
 * What a searchable, sortable table asks the server for: the search box as typed and as sent
 * (debounced), and the sort, where choosing the sorted column again flips its direction.
 */
export function useListQuery<F extends string>(initialField: F, initialDirection: SortDirection = 'ASC') {
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebounced(keywordInput.trim(), 300);
  const [sort, setSort] = useState<{ field: F; direction: SortDirection }>({
    field: initialField,
    direction: initialDirection,
  });
  const toggleSort = useCallback(
    (field: F) =>
      setSort((s) => ({ field, direction: s.field === field && s.direction === 'ASC' ? 'DESC' : 'ASC' })),
    [],
  );
  return { keywordInput, setKeywordInput, keyword, sort, toggleSort };
}
