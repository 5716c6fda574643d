import type { ReactNode } from 'react';
import { detail, list, term } from './DetailList.css';

export interface DetailListProps {
  items: readonly { label: string; value: ReactNode }[];
}

/** Label and value pairs (a description list), e.g. an account's id, country and type. */
export function DetailList({ items }: DetailListProps) {
  return (
    <dl className={list}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className={term}>{item.label}</dt>
          <dd className={detail}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
