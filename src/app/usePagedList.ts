// A long list read page by page from the server (server-side paging, sort and search): the
// table says which rows are in view, and only their pages are fetched. Changing the query
// (sort, keyword) starts again from nothing; answers to an older query are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<T> {
  /** undefined until the first page answers. */
  total: number | undefined;
  rowAt(index: number): T | undefined;
  /** Loads the pages that hold rows first..last (called by the table as it scrolls). */
  ensureRange(first: number, last: number): void;
  error: unknown;
  /** Drops every page and loads again (after a delete or an import). */
  reload(): void;
}

export function usePagedList<T>(
  load: (offset: number, pageSize: number) => Promise<{ total: number; items: T[] }>,
  pageSize: number,
  queryKey: string,
): PagedList<T> {
  const pages = useRef(new Map<number, T[]>());
  const pending = useRef(new Set<number>());
  const generation = useRef(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [, setVersion] = useState(0);

  const fetchPage = useCallback(
    (page: number) => {
      if (pages.current.has(page) || pending.current.has(page)) return;
      pending.current.add(page);
      const gen = generation.current;
      latestLoad
        .current(page * pageSize, pageSize)
        .then((answer) => {
          if (gen !== generation.current) return;
          pages.current.set(page, answer.items);
          setTotal(answer.total);
          setError(undefined);
          setVersion((v) => v + 1);
        })
        .catch((e) => {
          if (gen === generation.current) setError(e);
        })
        .finally(() => {
          if (gen === generation.current) pending.current.delete(page);
        });
    },
    [pageSize],
  );

  const [reloads, setReloads] = useState(0);
  // A new query (or a reload): forget everything and load the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey and reloads are the triggers
  useEffect(() => {
    generation.current++;
    pages.current = new Map();
    pending.current = new Set();
    setTotal(undefined);
    setError(undefined);
    fetchPage(0);
  }, [queryKey, reloads, fetchPage]);

  const ensureRange = useCallback(
    (first: number, last: number) => {
      for (let p = Math.floor(first / pageSize); p <= Math.floor(last / pageSize); p++) fetchPage(p);
    },
    [fetchPage, pageSize],
  );

  return {
    total,
    error,
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
export function useListQuery<F extends string>(initialField: F) {
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebounced(keywordInput.trim(), 300);
  const [sort, setSort] = useState<{ field: F; direction: SortDirection }>({
    field: initialField,
    direction: 'ASC',
  });
  const toggleSort = useCallback(
    (field: F) =>
      setSort((s) => ({ field, direction: s.field === field && s.direction === 'ASC' ? 'DESC' : 'ASC' })),
    [],
  );
  return { keywordInput, setKeywordInput, keyword, sort, toggleSort };
}
