// @vitest-environment happy-dom
// The sign-in's second step as a view (SEC-03, decision 0109): the code, a recovery code instead,
// an e-mail code sent, and the choice a user who must enrol makes first.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondFactorView, type SecondFactorViewProps } from '../../src/screens/signin/SecondFactorView';

afterEach(cleanup);

const props = (over: Partial<SecondFactorViewProps> = {}): SecondFactorViewProps => ({
  methods: ['totp', 'email'],
  enrolmentRequired: false,
  recovery: true,
  message: 'Enter the code from your authenticator app or your e-mail.',
  busy: false,
  requestPending: false,
  onRequest: vi.fn(),
  onSubmit: vi.fn(),
  onCancel: vi.fn(),
  ...over,
});

describe('SecondFactorView', () => {
  it('SEC-03 asks for the code, refuses an empty one, submits what was typed', () => {
    const p = props();
    render(<SecondFactorView {...p} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: /^Code/ });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    expect(p.onSubmit).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(p.onSubmit).toHaveBeenCalledWith('123456');
  });

  it('SEC-03 offers a recovery code instead, and an e-mail code to a user who has e-mail codes', () => {
    const p = props({ sentTo: 'a•••@acme.example' });
    render(<SecondFactorView {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByRole('textbox', { name: /^Recovery code/ })).toBeTruthy();
    expect(screen.getByText(/We sent a 6-digit code to a•••@acme.example/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send another e-mail code' }));
    expect(p.onRequest).toHaveBeenCalledWith('email');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(p.onCancel).toHaveBeenCalled();
  });

  it('SEC-03 a user who must enrol chooses first; an authenticator shows its QR code and key', () => {
    const p = props({ methods: [], enrolmentRequired: true, recovery: false });
    const { rerender } = render(<SecondFactorView {...p} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(p.onRequest).toHaveBeenCalledWith('totp');
    rerender(
      <SecondFactorView
        {...p}
        enrolment={{ qrCode: 'data:image/svg+xml;base64,AA==', secret: 'ABCDEFGH' }}
      />,
    );
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(screen.getByText('ABCDEFGH')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Code/ })).toBeTruthy();
  });
});
