// A table of many rows (thousands) where only the rows in view are in the DOM
// (@tanstack/react-virtual). It stays a real <table> laid out as grid rows (the way to position
// virtual rows absolutely), with aria-rowcount and aria-rowindex telling assistive technology
// how many rows there are and where each visible one sits; sortable headers carry aria-sort.
// Rows not loaded yet show a placeholder; `onRangeChange` tells the page which rows are in view
// so it can load their page (not while rows fly by under a dragged scrollbar: where it rests).
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type Key,
  memo,
  type ReactNode,
  type RefObject,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type FlyingState, nextFlying } from './flyingRows';
import { ariaSortOf, SortHeaderLabel, type TableSort } from './sortHeader';
import { cell, headerCell, headerRow, placeholder, row, scroller, sortButton } from './VirtualTable.css';

export interface VirtualColumn<T> {
  key: string;
  header: string;
  /** A CSS grid track, e.g. '2fr' or '8rem'. */
  width: string;
  render: (row: T) => ReactNode;
  /** The cell's whole text, for its tooltip when the column cuts it (text cells have it already). */
  text?: (row: T) => string;
  /** The sort field this column sorts by, when it can. */
  sortField?: string;
}

export interface VirtualTableProps<T> {
  label: string;
  columns: readonly VirtualColumn<T>[];
  /** How many rows there are in all (loaded or not). */
  rowCount: number;
  /** The row at an index, or undefined while its page loads. */
  rowAt: (index: number) => T | undefined;
  rowKey: (row: T) => Key;
  onRangeChange?: (first: number, last: number) => void;
  sort?: TableSort;
  onSort?: (field: string) => void;
  /** Height of the scrolling area. */
  height?: string;
  rowHeight?: number;
  /** The viewport's height before layout (first paint, and tests without layout). */
  initialHeight?: number;
}

export function VirtualTable<T>({
  label,
  columns,
  rowCount,
  rowAt,
  rowKey,
  onRangeChange,
  sort,
  onSort,
  height = '70vh',
  rowHeight = 40,
  initialHeight = 600,
}: VirtualTableProps<T>) {
  const parentRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => parentRef.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    initialRect: { width: 1000, height: initialHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const fast = useFlying(first, items.length, virtualizer.isScrolling, tbodyRef);
  // While the rows fly by (a dragged scrollbar), no page is asked for: the rows the table passes
  // would load, parse and render pages nobody reads. The rows where it comes to rest are asked for
  // as soon as it does (the render where `fast` turns false).
  useEffect(() => {
    if (last >= 0 && !fast) onRangeChange?.(first, last);
  }, [first, last, fast, onRangeChange]);
  const flying = useLanding(fast);
  const template = columns.map((c) => c.width).join(' ');
  const textsOf = useRowTexts(columns);
  return (
    // A tab stop of its own: rows without a link or button (a call log) can still be scrolled by
    // keyboard (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys
    <section ref={parentRef} className={scroller} style={{ height }} aria-label={label} tabIndex={0}>
      <table aria-label={label} aria-rowcount={rowCount + 1} style={{ display: 'grid' }}>
        <thead style={{ display: 'grid', position: 'sticky', top: 0, zIndex: 1 }}>
          <tr aria-rowindex={1} className={headerRow} style={{ gridTemplateColumns: template }}>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={headerCell}
                title={c.header}
                aria-sort={ariaSortOf(sort, c.sortField)}
              >
                <SortHeaderLabel
                  header={c.header}
                  field={c.sortField}
                  sort={sort}
                  onSort={onSort}
                  className={sortButton}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          ref={tbodyRef}
          style={{ display: 'grid', height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {items.map((v, slot) => {
            const data = rowAt(v.index);
            if (flying)
              return (
                <FlyingRow
                  // Keyed by slot on purpose: the same row elements take the next rows' text and offset.
                  // biome-ignore lint/suspicious/noArrayIndexKey: reusing the elements is the point
                  key={`slot-${slot}`}
                  index={v.index}
                  start={v.start}
                  height={rowHeight}
                  template={template}
                  texts={data === undefined ? undefined : textsOf(data)}
                  columnCount={columns.length}
                />
              );
            return (
              <VirtualRow
                key={data === undefined ? `loading-${v.index}` : rowKey(data)}
                index={v.index}
                start={v.start}
                height={rowHeight}
                template={template}
                columns={columns as readonly VirtualColumn<unknown>[]}
                data={data}
              />
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Whether the rows fly by (flyingRows.ts), from one render to the next. */
function useFlying(first: number, inView: number, scrolling: boolean, body: RefObject<HTMLElement | null>) {
  const state = useRef<FlyingState>({ first, flying: false });
  const focusInside = typeof document !== 'undefined' && !!body.current?.contains(document.activeElement);
  state.current = nextFlying(state.current, { first, inView, scrolling, focusInside });
  return state.current.flying;
}

/**
 * Whether rows are drawn flying: from the moment they fly until their full rows are built. The
 * full rows (links, controls, tooltips: a screen of new elements) are built in a transition once
 * the rows stop, which React does between frames, so the frame where the scrolling stops stays
 * short; a scroll that starts again before they are built keeps the flying rows.
 */
function useLanding(fast: boolean) {
  const [landed, setLanded] = useState(true);
  // Stored from this render (React renders again at once): the flying rows show in this frame.
  if (fast && landed) setLanded(false);
  useEffect(() => {
    if (!fast && !landed) startTransition(() => setLanded(true));
  }, [fast, landed]);
  return fast || !landed;
}

/**
 * A row's cell texts, computed once per row object (and columns): a row whose data did not change
 * gets the same array, so its flying row does not render again when a page lands.
 */
function useRowTexts<T>(columns: readonly VirtualColumn<T>[]) {
  const cache = useRef({ columns, texts: new WeakMap<object, string[]>() });
  if (cache.current.columns !== columns) cache.current = { columns, texts: new WeakMap() };
  return (data: T): string[] => {
    const texts = cache.current.texts;
    const key = data as object;
    let found = typeof data === 'object' && data !== null ? texts.get(key) : undefined;
    if (!found) {
      found = columns.map((c) => cellText(c, data));
      if (typeof data === 'object' && data !== null) texts.set(key, found);
    }
    return found;
  };
}

/** A cell's whole text: its column's text, or its content when that is text. */
function cellText<T>(column: VirtualColumn<T>, data: T): string {
  if (column.text) return column.text(data);
  const content = column.render(data);
  return typeof content === 'string' || typeof content === 'number' ? String(content) : '';
}

// While rows fly by, each is its cells' text only: no links, controls or tooltips to create, so a
// frame that brings a screen of new rows changes text and offsets, not elements. A row whose page
// has not loaded has the same cells, empty but the first ("Loading…"), so passing from loaded rows
// to rows still loading creates no elements either. The full rows come back as soon as the
// scrolling stops.
const FlyingRow = memo(function FlyingRow(props: {
  index: number;
  start: number;
  height: number;
  template: string;
  texts: string[] | undefined;
  columnCount: number;
}) {
  const { index, start, height, template, texts, columnCount } = props;
  const cells = texts ?? loadingTexts(columnCount);
  return (
    <tr
      aria-rowindex={index + 2}
      className={row}
      style={{ transform: `translateY(${start}px)`, height, gridTemplateColumns: template }}
    >
      {cells.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
        <td key={i} className={texts === undefined && i === 0 ? `${cell} ${placeholder}` : cell}>
          {text}
        </td>
      ))}
    </tr>
  );
});

/** The texts of a flying row still loading: "Loading…" in its first cell, the others empty. */
const loading = new Map<number, string[]>();
function loadingTexts(columnCount: number): string[] {
  let texts = loading.get(columnCount);
  if (!texts) {
    texts = Array.from({ length: columnCount }, (_, i) => (i === 0 ? 'Loading…' : ''));
    loading.set(columnCount, texts);
  }
  return texts;
}

// A row re-renders only when its data or position changes, which keeps scrolling smooth.
const VirtualRow = memo(function VirtualRow(props: {
  index: number;
  start: number;
  height: number;
  template: string;
  columns: readonly VirtualColumn<unknown>[];
  data: unknown;
}) {
  const { index, start, height, template, columns, data } = props;
  return (
    <tr
      aria-rowindex={index + 2}
      className={row}
      style={{ transform: `translateY(${start}px)`, height, gridTemplateColumns: template }}
    >
      {data === undefined ? (
        <td className={`${cell} ${placeholder}`} style={{ gridColumn: '1 / -1' }}>
          Loading…
        </td>
      ) : (
        columns.map((c) => {
          const content = c.render(data);
          const text = c.text?.(data) ?? (typeof content === 'string' ? content : undefined);
          return (
            <td key={c.key} className={cell} title={text || undefined}>
              {content}
            </td>
          );
        })
      )}
    </tr>
  );
});
