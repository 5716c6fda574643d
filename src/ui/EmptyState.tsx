import type { ReactNode } from 'react';
import { empty, title as titleClass } from './EmptyState.css';

export interface EmptyStateProps {
  /** The main line, e.g. 'No calls yet.' */
  title: string;
  description?: ReactNode;
  /** A next step, such as a Button or Link. */
  action?: ReactNode;
}

/** What a list or page shows when there is nothing in it. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={empty}>
      <p className={titleClass}>{title}</p>
      {description ? <div>{description}</div> : null}
      {action}
    </div>
  );
}
