import type { ReactNode } from 'react';
import { alert, body, icon, title as titleClass } from './Alert.css';

export type AlertVariant = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps {
  variant?: AlertVariant;
  /** Optional bold first line. */
  title?: string;
  children: ReactNode;
  id?: string;
}

const GLYPH: Record<AlertVariant, string> = { error: '!', warning: '!', info: 'i', success: '✓' };

/**
 * A message block. Errors use role="alert" (announced at once); the others are polite status
 * messages. Error alerts carry `data-error-block`, the "error block" of core §8 (ERR-06), so the
 * error display can find, clear and hide them.
 */
export function Alert({ variant = 'error', title, children, id }: AlertProps) {
  const isError = variant === 'error';
  return (
    <div
      id={id}
      role={isError ? 'alert' : 'status'}
      data-variant={variant}
      data-error-block={isError ? '' : undefined}
      className={alert({ variant })}
    >
      <span aria-hidden="true" className={icon({ variant })}>
        {GLYPH[variant]}
      </span>
      <div className={body}>
        {title ? <p className={titleClass}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
