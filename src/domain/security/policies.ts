// Policies (C-217, C-218) and assume-role (C-205) (issue 23, SEC-04; decision 0108).
import { ROLE } from '../roles';
import { z } from '../schemas/zod';
import { type PasswordPolicy, passwordPolicySchema } from './passwords';

/**
 * A policy here is the security policy of an account, as it applies to a user: the password
 * rules (the one part an account writes with PUT /policies), and what follows from them and
 * from the session rules for that user (read with GET /policies/{userId}).
 */
export const accountPolicySchema = z
  .object({ password: passwordPolicySchema })
  .meta({ id: 'AccountPolicy', description: 'The acting account’s security policy.' });
export type AccountPolicy = z.output<typeof accountPolicySchema>;

/** GET /policies/{userId}: the policy in effect for one user. */
export interface EffectivePolicy {
  userId: number;
  accountId: number;
  password: PasswordPolicy & {
    /** When the current password was set through the platform; null when it was set before (seed, import). */
    changedAt: string | null;
    /** When it expires under the policy; null when it does not. */
    expiresAt: string | null;
    expired: boolean;
  };
  secretQuestion: { set: boolean };
  session: { idleTimeoutSeconds: number };
}

/** Who may assume a role in a child account: a provider super user or a partner administrator. */
export const ASSUMING_ROLES: readonly number[] = [
  ROLE.SUPERUSER,
  ROLE.PARTNER_ACCOUNT_SUPERUSER,
  ROLE.PARTNER_ACCOUNT_ADMINISTRATOR,
];
/** The role assumed: the child account's administrator, never more. */
export const ASSUMED_ROLE_ID = ROLE.ACCOUNT_ADMINISTRATOR;

const MINUTES = 'An assumed role lasts 5 to 240 minutes.';

export const assumeRoleSchema = z
  .object({
    accountId: z.number({ error: 'Choose an account.' }).int({ error: 'Choose an account.' }).positive({
      error: 'Choose an account.',
    }),
    /** How long the role lasts (default 60). */
    durationMinutes: z
      .number({ error: MINUTES })
      .int({ error: MINUTES })
      .min(5, { error: MINUTES })
      .max(240, { error: MINUTES })
      .optional(),
    reason: z
      .string({ error: 'Say why you act in this account.' })
      .trim()
      .min(3, { error: 'Say why you act in this account.' })
      .max(200, { error: 'A reason has at most 200 characters.' }),
  })
  .meta({ id: 'AssumeRole' });
export type AssumeRole = z.output<typeof assumeRoleSchema>;

/** POST /v1/auth/assume-role answers this (201). */
export interface AssumedRole {
  id: number;
  userId: number;
  homeAccountId: number;
  accountId: number;
  roleId: number;
  roleName: string;
  reason: string;
  startedAt: string;
  expiresAt: string;
}
