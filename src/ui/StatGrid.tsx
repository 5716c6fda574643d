import type { ReactNode } from 'react';
import { useFormat } from './format/FormatContext';
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
  /** Numbers are formatted in the shown account's locale (decision 0087). */
  value: number | string;
}

export function Stat({ label, value }: StatProps) {
  const fmt = useFormat();
  // The number is shown above the label (column-reverse) while the reading order stays label first.
  return (
    <div className={stat}>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass}>{typeof value === 'number' ? fmt.number(value) : value}</dd>
    </div>
  );
}
