// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/api/failure';
import { describeSignInError } from '../../src/app/SignInPage';
import { SignInView } from '../../src/screens/signin/SignInView';

afterEach(cleanup);

function fill(name: string, value: string) {
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
}

describe('SignInView', () => {
  it('AUTH-01 sign-in form has a heading, labelled fields with autocomplete, and a sign in button', () => {
    render(<SignInView onSubmit={vi.fn()} busy={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Switchboard' })).toBeTruthy();
    const loginName = screen.getByRole('textbox', { name: 'Login name' });
    expect(loginName.getAttribute('autocomplete')).toBe('username');
    expect(loginName.getAttribute('aria-required')).toBe('true');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('AUTH-01 sign-in form with empty fields shows what to enter and does not submit', () => {
    const onSubmit = vi.fn();
    render(<SignInView onSubmit={onSubmit} busy={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your login name.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Login name' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('AUTH-01 sign-in form with only a login name asks for the password and keeps the login name', () => {
    const onSubmit = vi.fn();
    render(<SignInView onSubmit={onSubmit} busy={false} />);
    fill('Login name', 'alice@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByText('Enter your login name.')).toBeNull();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fill('Password', 'secret');
    expect(screen.queryByText('Enter your password.')).toBeNull();
    expect((screen.getByLabelText('Login name') as HTMLInputElement).value).toBe('alice@example.com');
  });

  it('AUTH-01 sign-in form calls onSubmit with the login name and password', () => {
    const onSubmit = vi.fn();
    render(<SignInView onSubmit={onSubmit} busy={false} />);
    fill('Login name', 'alice@example.com');
    fill('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('alice@example.com', 'correct horse');
  });

  it('AUTH-01 while busy the sign in button is pending and does not submit again', () => {
    const onSubmit = vi.fn();
    render(<SignInView onSubmit={onSubmit} busy />);
    fill('Login name', 'alice@example.com');
    fill('Password', 'correct horse');
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('AUTH-10 shows attempts left after an invalid sign-in', () => {
    const { rerender } = render(
      <SignInView
        onSubmit={vi.fn()}
        busy={false}
        error={{ kind: 'invalid', message: 'The login name or password is incorrect.', attemptsLeft: 3 }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The login name or password is incorrect.')).toBeTruthy();
    expect(within(alert).getByText('3 attempts left before you must wait to try again.')).toBeTruthy();

    rerender(
      <SignInView
        onSubmit={vi.fn()}
        busy={false}
        error={{ kind: 'invalid', message: 'The login name or password is incorrect.', attemptsLeft: 1 }}
      />,
    );
    expect(
      within(screen.getByRole('alert')).getByText('1 attempt left before you must wait to try again.'),
    ).toBeTruthy();
  });

  it('AUTH-10 an invalid sign-in without a count shows only the message', () => {
    render(
      <SignInView onSubmit={vi.fn()} busy={false} error={{ kind: 'invalid', message: 'Wrong password.' }} />,
    );
    expect(within(screen.getByRole('alert')).getByText('Wrong password.')).toBeTruthy();
    expect(screen.queryByText(/attempts? left/)).toBeNull();
  });

  it('AUTH-10 a throttled sign-in shows the message and the local time it may be tried again', () => {
    const retryAt = '2030-05-06T07:08:00Z';
    render(
      <SignInView
        onSubmit={vi.fn()}
        busy={false}
        error={{ kind: 'throttled', message: 'Too many failed sign-in attempts.', retryAt }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Too many failed sign-in attempts.')).toBeTruthy();
    const local = new Date(retryAt).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(alert.textContent).toContain(`You can try again after ${local}.`);
    expect(alert.querySelector('time')?.getAttribute('datetime')).toBe(retryAt);
  });

  it("AUTH-01 the platform's 429 answer becomes the throttled message with its retry time", () => {
    const retryAt = '2030-05-06T07:08:00Z';
    const failure = new ApiFailure({
      status: 429,
      url: '/svc/auth/oauth/token',
      body: { status: 429, code: 'too_many_attempts', message: 'Wait a little.', attemptsLeft: 0, retryAt },
    });
    expect(describeSignInError(failure)).toEqual({ kind: 'throttled', message: 'Wait a little.', retryAt });
  });

  it('the per-address limit of sign-ins (429 too_many_requests) is told with its retry time too', () => {
    const retryAt = '2030-05-06T07:08:00Z';
    const message = 'Too many requests. Wait a little and try again.';
    const failure = new ApiFailure({
      status: 429,
      url: '/svc/auth/oauth/token',
      body: { status: 429, code: 'too_many_requests', message, retryAfter: 40, retryAt },
    });
    expect(describeSignInError(failure)).toEqual({ kind: 'throttled', message, retryAt });
  });

  it('shows the notice above the form and keeps typed values when an error arrives', () => {
    const { rerender } = render(
      <SignInView onSubmit={vi.fn()} busy={false} notice="Your session has ended. Please sign in again." />,
    );
    expect(screen.getByRole('status').textContent).toContain('Your session has ended. Please sign in again.');
    fill('Login name', 'alice@example.com');
    fill('Password', 'typo');
    rerender(
      <SignInView onSubmit={vi.fn()} busy={false} error={{ kind: 'network', message: 'No connection.' }} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No connection.');
    expect((screen.getByLabelText('Login name') as HTMLInputElement).value).toBe('alice@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('typo');
  });

  it('renders the footer slot', () => {
    render(
      <SignInView onSubmit={vi.fn()} busy={false} footer={<button type="button">Sign in with SSO</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Sign in with SSO' })).toBeTruthy();
  });
});

describe('SignInView: an e-mail of an SSO domain (decision 0121)', () => {
  it('SEC-01 tells each key to the look-up, says the domain uses SSO and offers to continue, keeping the password', () => {
    const onLoginNameChange = vi.fn();
    const onContinueWithSso = vi.fn();
    const { rerender } = render(
      <SignInView onSubmit={vi.fn()} busy={false} onLoginNameChange={onLoginNameChange} />,
    );
    fill('Login name', 'ann@acme.example');
    expect(onLoginNameChange).toHaveBeenLastCalledWith('ann@acme.example');
    rerender(
      <SignInView
        onSubmit={vi.fn()}
        busy={false}
        onLoginNameChange={onLoginNameChange}
        sso={{ domain: 'acme.example', passwordSignIn: true }}
        onContinueWithSso={onContinueWithSso}
      />,
    );
    expect(screen.getByText(/People at acme.example can sign in with single sign-on/)).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    expect(onContinueWithSso).toHaveBeenCalledTimes(1);
  });

  it('SEC-01 an SSO-only domain offers no password field: submitting continues at the provider', () => {
    const onSubmit = vi.fn();
    const onContinueWithSso = vi.fn();
    render(
      <SignInView
        onSubmit={onSubmit}
        busy={false}
        sso={{ domain: 'acme.example', passwordSignIn: false }}
        onContinueWithSso={onContinueWithSso}
      />,
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    fill('Login name', 'ann@acme.example');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(onContinueWithSso).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
