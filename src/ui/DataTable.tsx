import { type HTMLAttributes, type Key, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  caption as captionClass,
  cell,
  headerCell,
  row as rowClass,
  sortButton,
  table,
  wrapper,
} from './DataTable.css';
import { EmptyState } from './EmptyState';
import { LoadingState } from './LoadingState';
import { ariaSortOf, SortHeaderLabel, type TableSort } from './sortHeader';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** How to show a cell; without it the row's property `key` is shown as text. */
  render?: (row: T) => ReactNode;
  /** 'end' for numbers and durations. */
  align?: 'start' | 'end';
  /** The server's sort field this column sorts by, when it can (with the table's `onSort`). */
  sortField?: string;
}

export type { TableSort } from './sortHeader';

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Names the table; also its visible title unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  rowKey: (row: T, index: number) => Key;
  /** Shown in the body when there are no rows and nothing is loading. */
  emptyText?: string;
  loading?: boolean;
  loadingText?: string;
  /** Attributes and handlers of a body row (such as dragging it); its className joins the row's. */
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  /** The list's order; headers of columns with a `sortField` become buttons calling `onSort`. */
  sort?: TableSort;
  onSort?: (field: string) => void;
}

/** Whether an element is wider inside than it shows (it scrolls sideways), kept as it resizes. */
function useScrollsSideways<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [scrolls, ref] as const;
}

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A plain HTML table (caption, column headers with scope) rather than RAC's grid: it is read-only,
 * so the table semantics screen readers know best serve better than grid keyboard navigation.
 */
export function DataTable<T>({
  columns,
  rows,
  caption,
  hideCaption,
  rowKey,
  emptyText = 'Nothing to show.',
  loading = false,
  loadingText = 'Loading…',
  rowProps,
  sort,
  onSort,
}: DataTableProps<T>) {
  const showRows = !loading && rows.length > 0;
  const [scrolls, wrapperRef] = useScrollsSideways<HTMLDivElement>();
  return (
    // A table wider than the screen scrolls sideways: the keyboard must reach it too (Tab, then the
    // arrow keys), so it is then a named, focusable region; otherwise no extra tab stop.
    <div
      ref={wrapperRef}
      className={wrapper}
      {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-label': caption } : {})}
    >
      <table className={table} aria-busy={loading || undefined}>
        <caption className={captionClass({ hidden: hideCaption })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={headerCell({ align: column.align })}
                aria-sort={ariaSortOf(sort, column.sortField)}
              >
                <SortHeaderLabel
                  header={column.header}
                  field={column.sortField}
                  sort={sort}
                  onSort={onSort}
                  className={sortButton}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showRows ? (
            rows.map((row, index) => {
              const extra = rowProps?.(row, index);
              return (
                <tr
                  key={rowKey(row, index)}
                  {...extra}
                  className={extra?.className ? `${rowClass} ${extra.className}` : rowClass}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={cell({ align: column.align })}>
                      {column.render ? column.render(row) : defaultCell(row, column.key)}
                    </td>
                  ))}
                </tr>
              );
            })
          ) : (
            <tr>
              <td colSpan={columns.length}>
                {loading ? <LoadingState label={loadingText} /> : <EmptyState title={emptyText} />}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
