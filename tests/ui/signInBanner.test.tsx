// @vitest-environment happy-dom
// AUTH-01: a new submit takes the last refusal's banner away, so it never stands beside the
// field errors of an empty form; the next refusal shows again.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { type SignInError, SignInView } from '../../src/screens/signin/SignInView';

afterEach(cleanup);

const refused: SignInError = { kind: 'invalid', message: 'The login name or password is incorrect.' };

it('AUTH-01 submitting the empty form after a refusal shows only what to enter', () => {
  const onSubmit = vi.fn();
  const { rerender } = render(<SignInView onSubmit={onSubmit} busy={false} error={refused} />);
  expect(screen.getByText(refused.message)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('Enter your login name.')).toBeTruthy();
  expect(screen.queryByText(refused.message)).toBeNull();
  // The same refusal still held by the session does not come back on a re-render…
  rerender(<SignInView onSubmit={onSubmit} busy={false} error={refused} />);
  expect(screen.queryByText(refused.message)).toBeNull();
  // …and the next refusal is shown.
  const again: SignInError = { ...refused };
  rerender(<SignInView onSubmit={onSubmit} busy={false} error={again} />);
  expect(screen.getByText(refused.message)).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
});
