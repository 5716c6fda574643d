import type { ReactNode } from 'react';
import { meta, pageHeader, title as titleClass } from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** Short facts or actions beside the title. */
  children?: ReactNode;
}

export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <div className={pageHeader}>
      <h1 className={titleClass}>{title}</h1>
      {children ? <div className={meta}>{children}</div> : null}
    </div>
  );
}
