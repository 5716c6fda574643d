// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiryDialog, timeLeftText } from '../../src/screens/session/SessionExpiryDialog';

afterEach(cleanup);

describe('SessionExpiryDialog', () => {
  it('AUTH-09 warns with the time left and offers "Stay signed in" and "Sign out"', () => {
    const onStay = vi.fn();
    const onSignOut = vi.fn();
    render(<SessionExpiryDialog isOpen secondsLeft={125} canRenew onStay={onStay} onSignOut={onSignOut} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog.textContent).toMatch(/2 minutes 5 seconds/);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStay).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('AUTH-09 without enableSessionRenew only "Sign out" is offered', () => {
    render(
      <SessionExpiryDialog isOpen secondsLeft={30} canRenew={false} onStay={vi.fn()} onSignOut={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('AUTH-09 the time left reads naturally', () => {
    expect(timeLeftText(1)).toBe('1 second');
    expect(timeLeftText(45)).toBe('45 seconds');
    expect(timeLeftText(60)).toBe('1 minute');
    expect(timeLeftText(121)).toBe('2 minutes 1 second');
    expect(timeLeftText(-3)).toBe('0 seconds');
  });
});
