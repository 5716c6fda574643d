import type { MouseEvent, ReactNode } from 'react';
import { button } from './Button.css';
import { Spinner } from './Spinner';

export interface PlainButtonProps {
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'quiet';
  fullWidth?: boolean;
  /** Busy: focusable, ignores presses, shows a spinner beside the label and sets aria-busy. */
  isPending?: boolean;
  onPress?(): void;
  children: ReactNode;
}

/**
 * A plain <button> with Button's look, for the pages that must carry no widget library: the
 * sign-in page and the shell around every page (decision 0125). Everything else uses Button.
 */
export function PlainButton({
  type = 'button',
  variant,
  fullWidth,
  isPending,
  onPress,
  children,
}: PlainButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault(); // a pending submit is not sent twice
      return;
    }
    onPress?.();
  };
  return (
    <button
      type={type}
      className={button({ variant, fullWidth })}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={click}
    >
      {isPending ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
