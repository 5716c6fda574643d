// Passwords, the account's password policy and secret questions (issue 23, SEC-02; decision 0108).
// Shared by the server (every password set checks the policy here) and the portal's forms.

import { emailSchema, firstNameSchema, lastNameSchema } from '../schemas/user';
import { z } from '../schemas/zod';

/** The account's rules for every password set (admin reset, set by id, self change, expired change). */
export interface PasswordPolicy {
  minLength: number;
  requireDigit: boolean;
  requireUpper: boolean;
  requireSymbol: boolean;
  /** How many earlier passwords may not be used again (0: only the current one is refused). */
  historyCount: number;
  /** Days a password lasts; 0: it does not expire. */
  expiryDays: number;
}

/** An account with no policy of its own has this one. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requireDigit: false,
  requireUpper: false,
  requireSymbol: false,
  historyCount: 0,
  expiryDays: 0,
};

/** No password is longer (scrypt takes anything, but a form should say where the end is). */
export const PASSWORD_MAX_LENGTH = 128;

const count = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const passwordPolicySchema = z
  .object({
    minLength: count('The minimum length is 8 to 64 characters.', 8, 64),
    requireDigit: z.boolean({ error: 'requireDigit is true or false.' }),
    requireUpper: z.boolean({ error: 'requireUpper is true or false.' }),
    requireSymbol: z.boolean({ error: 'requireSymbol is true or false.' }),
    historyCount: count('The history is 0 to 24 earlier passwords.', 0, 24),
    expiryDays: count('Expiry is 0 (never) to 730 days.', 0, 730),
  })
  .meta({ id: 'PasswordPolicy' });

/** What a password breaks of a policy, in words a person reads; empty when it complies. */
export function passwordProblems(policy: PasswordPolicy, password: string): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`at least ${policy.minLength} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`at most ${PASSWORD_MAX_LENGTH} characters`);
  if (policy.requireDigit && !/\d/.test(password)) problems.push('a digit');
  if (policy.requireUpper && !/\p{Lu}/u.test(password)) problems.push('an upper-case letter');
  if (policy.requireSymbol && !/[^\p{L}\p{N}\s]/u.test(password)) problems.push('a symbol such as ! or #');
  return problems;
}

/** One sentence for a refused password, e.g. 'The password needs at least 12 characters and a digit.' */
export function passwordProblemText(problems: readonly string[]): string | undefined {
  if (problems.length === 0) return undefined;
  const list =
    problems.length === 1 ? problems[0] : `${problems.slice(0, -1).join(', ')} and ${problems.at(-1)}`;
  return `The password needs ${list}.`;
}

/** The rules in one sentence, shown beside a new-password field. */
export function passwordRulesText(policy: PasswordPolicy): string {
  const needs = [`at least ${policy.minLength} characters`];
  if (policy.requireDigit) needs.push('a digit');
  if (policy.requireUpper) needs.push('an upper-case letter');
  if (policy.requireSymbol) needs.push('a symbol');
  const last = needs.pop();
  return `Use ${needs.length ? `${needs.join(', ')} and ` : ''}${last}.`;
}

export const REUSED_PASSWORD = 'This password was used recently. Choose one you have not used before.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

const newPassword = z
  .string({ error: 'Enter a new password.' })
  .min(1, { error: 'Enter a new password.' })
  .max(PASSWORD_MAX_LENGTH, { error: `A password has at most ${PASSWORD_MAX_LENGTH} characters.` });

/** An administrator sets a user's password (C-197, C-198). */
export const passwordSetSchema = z
  .object({
    password: newPassword,
    /** The user must choose a new one at the next sign-in (true for a reset unless said otherwise). */
    mustChange: z.boolean({ error: 'mustChange is true or false.' }).optional(),
  })
  .meta({ id: 'PasswordSet' });
export type PasswordSet = z.output<typeof passwordSetSchema>;

/** A user changes their own password (C-199): the current one is required (cat §5). */
export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, { error: 'Enter your current password.' }),
    password: newPassword,
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** An expired password changed before sign-in (a call of our own): no token yet, so the login name. */
export const expiredPasswordChangeSchema = z
  .object({
    username: z
      .string({ error: 'Enter your login name.' })
      .trim()
      .min(1, { error: 'Enter your login name.' }),
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, { error: 'Enter your current password.' }),
    password: newPassword,
  })
  .meta({ id: 'ExpiredPasswordChange' });
export type ExpiredPasswordChange = z.output<typeof expiredPasswordChangeSchema>;

/** The sign-in's answer when the password is right but expired: no token until it is changed. */
export const PASSWORD_EXPIRED_CODE = 'password_expired';
export const PASSWORD_EXPIRED_MESSAGE = 'Your password has expired. Choose a new one to sign in.';

// ---- Secret questions ----

export interface SecretQuestion {
  id: number;
  question: string;
}

/** The questions a user may choose from (C-164, C-203); the product's own list. */
export const SECRET_QUESTIONS: readonly SecretQuestion[] = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'In what city were you born?' },
  { id: 3, question: 'What was the name of your first school?' },
  { id: 4, question: 'What is your mother’s maiden name?' },
  { id: 5, question: 'What was the make of your first car?' },
  { id: 6, question: 'What is the name of the street you grew up on?' },
];

export const secretQuestionAnswerSchema = z
  .object({
    question_id: z
      .number({ error: 'Choose a question.' })
      .int({ error: 'Choose a question.' })
      .refine((id) => SECRET_QUESTIONS.some((q) => q.id === id), {
        error: 'Choose a question from the list.',
      }),
    answer: z
      .string({ error: 'Enter an answer.' })
      .trim()
      .min(2, { error: 'An answer has at least 2 characters.' })
      .max(100, { error: 'An answer has at most 100 characters.' }),
  })
  .meta({ id: 'SecretQuestionAnswer' });
export type SecretQuestionAnswer = z.output<typeof secretQuestionAnswerSchema>;

/** Case and spaces do not count: 'New  York ' answers 'new york'. Hashed after this. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * One's own record changed by oneself (C-020, C-549): the current password is required (cat §5);
 * the name, the e-mail address and a new password may change, nothing else.
 */
export const selfUpdateSchema = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, { error: 'Enter your current password.' }),
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    email: emailSchema.optional(),
    password: newPassword.optional(),
  })
  .meta({ id: 'SelfUpdate' });
export type SelfUpdate = z.output<typeof selfUpdateSchema>;
