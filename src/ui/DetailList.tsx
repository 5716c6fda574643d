import type { ReactNode } from 'react';
import { detail, list, term, wideItem } from './DetailList.css';

export interface DetailListProps {
  /** `wide`: the item takes a whole row (a contact, an address), so it never wraps in a narrow column. */
  items: readonly { label: string; value: ReactNode; wide?: boolean }[];
}

/** Label and value pairs (a description list), e.g. an account's id, country and type. */
export function DetailList({ items }: DetailListProps) {
  return (
    <dl className={list}>
      {items.map((item) => (
        <div key={item.label} className={item.wide ? wideItem : undefined}>
          <dt className={term}>{item.label}</dt>
          <dd className={detail}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
