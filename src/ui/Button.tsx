import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button } from './Button.css';
import { Spinner } from './Spinner';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children' | 'style' | 'render'> {
  /** primary: the one main action; secondary: the others; danger: destroys or removes; quiet: low emphasis. */
  variant?: 'primary' | 'secondary' | 'danger' | 'quiet';
  fullWidth?: boolean;
  children: ReactNode;
}

/**
 * RAC's Button with our look. `isPending` keeps the button focusable but inert, shows a spinner
 * beside the label (the label stays, so the accessible name does not change) and sets aria-busy.
 */
export function Button({ variant = 'primary', fullWidth, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={button({ variant, fullWidth })}
      render={(domProps, { isPending }) => <button {...domProps} aria-busy={isPending || undefined} />}
    >
      {({ isPending }) => (
        <>
          {isPending ? <Spinner size="sm" decorative /> : null}
          {children}
        </>
      )}
    </RACButton>
  );
}
