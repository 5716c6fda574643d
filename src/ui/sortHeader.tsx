// A sortable column's header, as every table draws it: its `aria-sort`, and a button that sorts
// by the column with an arrow for the eye (aria-sort says it to a screen reader).
import type { ReactNode } from 'react';

/** How a server-sorted list is ordered now. */
export interface TableSort {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** The header cell's aria-sort for a column sorted by `field`. */
export const ariaSortOf = (sort: TableSort | undefined, field: string | undefined) =>
  sort && field !== undefined && sort.field === field
    ? sort.direction === 'ASC'
      ? 'ascending'
      : 'descending'
    : undefined;

/** The header's content: the button that sorts by `field`, or the plain header when it cannot. */
export function SortHeaderLabel(props: {
  header: ReactNode;
  field: string | undefined;
  sort: TableSort | undefined;
  onSort: ((field: string) => void) | undefined;
  className: string;
}) {
  const { header, field, sort, onSort, className } = props;
  if (field === undefined || !onSort) return <>{header}</>;
  const direction = ariaSortOf(sort, field);
  return (
    <button type="button" className={className} onClick={() => onSort(field)}>
      {header}
      {direction ? <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : ' ▼'}</span> : null}
    </button>
  );
}
