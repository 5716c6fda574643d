import type { ReactNode } from 'react';
import { grid, label as labelClass, stat, value as valueClass } from './StatGrid.css';

export interface StatGridProps {
  children: ReactNode;
}

/** A description list of figures: each Stat is a term (label) and its definition (number). */
export function StatGrid({ children }: StatGridProps) {
  return <dl className={grid}>{children}</dl>;
}

export interface StatProps {
  label: string;
  /** Numbers are formatted for the user's locale. */
  value: number | string;
}

export function Stat({ label, value }: StatProps) {
  // The number is shown above the label (column-reverse) while the reading order stays label first.
  return (
    <div className={stat}>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass}>{typeof value === 'number' ? value.toLocaleString() : value}</dd>
    </div>
  );
}
