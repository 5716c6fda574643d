// @vitest-environment happy-dom
// The password forms (issue 23, sec-pw; decision 0108): a new password checked against the
// account's rules before it is sent, the policy form, and the secret question form.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PasswordPolicy } from '../../src/domain/security/passwords';
import type { WriteState } from '../../src/screens/common/writeState';
import { ChangePasswordForm } from '../../src/screens/security/passwords/ChangePasswordForm';
import { SecretQuestionForm } from '../../src/screens/security/passwords/MySecretQuestionSection';
import { PasswordPolicyForm } from '../../src/screens/security/passwords/PasswordPolicyForm';

afterEach(cleanup);

const POLICY: PasswordPolicy = {
  minLength: 12,
  requireDigit: true,
  requireUpper: false,
  requireSymbol: false,
  historyCount: 5,
  expiryDays: 90,
};
const IDLE = { pending: false, errors: [] };
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('ChangePasswordForm', () => {
  const renderForm = (onSubmit = vi.fn(), state: WriteState = IDLE) =>
    render(
      <ChangePasswordForm
        label="Change your password"
        policy={POLICY}
        askCurrent
        state={state}
        submitLabel="Change password"
        onSubmit={onSubmit}
      />,
    );

  it('SEC-02 says the rules and refuses a too-short password with them, sending nothing', () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    expect(screen.getByText('Use at least 12 characters and a digit.')).toBeTruthy();
    fill('Current password', 'old one');
    fill('New password', 'short-1');
    fill('New password again', 'short-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The password needs at least 12 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('SEC-02 asks for the current password and for the same new password twice', () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fill('New password', 'Long-enough-2026');
    fill('New password again', 'Long-enough-2027');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('The two new passwords are not the same.')).toBeTruthy();
    fill('Current password', 'old one');
    fill('New password again', 'Long-enough-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'old one', password: 'Long-enough-2026' });
  });

  it('SEC-02 shows the platform’s refusal under its field (a reused password, a wrong current one)', () => {
    renderForm(vi.fn(), {
      pending: false,
      errors: [
        { field: 'current_password', message: 'The current password is incorrect.' },
        {
          field: 'password',
          message: 'This password was used recently. Choose one you have not used before.',
        },
      ],
    });
    expect(screen.getByText('The current password is incorrect.')).toBeTruthy();
    expect(screen.getByText(/used recently/)).toBeTruthy();
  });
});

describe('PasswordPolicyForm', () => {
  it('SEC-02 refuses a minimum below 8 and saves the rules as numbers and flags', () => {
    const onSave = vi.fn();
    render(<PasswordPolicyForm policy={POLICY} canUpdate state={IDLE} onSave={onSave} />);
    fill('Minimum length', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByText('The minimum length is 8 to 64 characters.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fill('Minimum length', '14');
    fireEvent.click(screen.getByLabelText('Needs a symbol'));
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(onSave).toHaveBeenCalledWith({ ...POLICY, minLength: 14, requireSymbol: true });
  });

  it('SEC-02 a caller who may only look sees no save button', () => {
    render(<PasswordPolicyForm policy={POLICY} canUpdate={false} state={IDLE} onSave={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Save policy' })).toBeNull();
    expect(screen.getByText(/changing it needs another role/)).toBeTruthy();
  });
});

describe('SecretQuestionForm', () => {
  const QUESTIONS = [
    { id: 1, question: 'What was the name of your first pet?' },
    { id: 2, question: 'In what city were you born?' },
  ];
  it('SEC-02 needs an answer, then sends the chosen question and the answer', () => {
    const onSave = vi.fn();
    render(<SecretQuestionForm questions={QUESTIONS} currentId={null} state={IDLE} onSave={onSave} />);
    expect(screen.getByText(/no secret question yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save secret question' }));
    expect(screen.getByText('An answer has at least 2 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: '2' } });
    fill('Answer', 'Leeds');
    fireEvent.click(screen.getByRole('button', { name: 'Save secret question' }));
    expect(onSave).toHaveBeenCalledWith({ question_id: 2, answer: 'Leeds' });
  });

  it('SEC-02 shows the question set, never an answer', () => {
    render(<SecretQuestionForm questions={QUESTIONS} currentId={1} state={IDLE} onSave={vi.fn()} />);
    expect(screen.getByText(/Your question: What was the name of your first pet\?/)).toBeTruthy();
    expect((screen.getByLabelText('Answer') as HTMLInputElement).value).toBe('');
  });
});
