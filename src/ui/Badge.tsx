import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONE_BY_STATUS: Readonly<Record<string, BadgeTone>> = {
  active: 'success',
  suspended: 'warning',
  cancelled: 'danger',
  canceled: 'danger',
  pending: 'info',
  demo: 'neutral',
};

/** The colour of an account or service status; unknown statuses are neutral. */
export function badgeToneForStatus(status: string): BadgeTone {
  return TONE_BY_STATUS[status.trim().toLowerCase()] ?? 'neutral';
}

export interface BadgeProps {
  /** A status word (Active, Suspended, Cancelled, Pending, Demo); picks the tone and is the text. */
  status?: string;
  /** Overrides the tone picked from `status`. */
  tone?: BadgeTone;
  /** Text to show instead of `status`. */
  children?: ReactNode;
}

/** A short status label. The text itself carries the meaning; colour only repeats it. */
export function Badge({ status, tone, children }: BadgeProps) {
  const resolved = tone ?? (status ? badgeToneForStatus(status) : 'neutral');
  return (
    <span data-tone={resolved} className={badge({ tone: resolved })}>
      {children ?? status}
    </span>
  );
}
