import { type ReactNode, useId } from 'react';
import { card, header, heading as headingClass } from './Card.css';

export interface CardProps {
  /** The section's heading; it also names the region for assistive technology. */
  title: string;
  /** Heading level, so the outline stays in order wherever the card is placed. */
  level?: 1 | 2 | 3;
  /** Something shown at the end of the heading row (a badge, an action). */
  actions?: ReactNode;
  size?: 'auto' | 'narrow';
  children: ReactNode;
}

/** A `section` landmark named by its heading. */
export function Card({ title, level = 2, actions, size, children }: CardProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} className={card({ size })}>
      <div className={header}>
        <Heading id={headingId} className={headingClass({ level })}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
