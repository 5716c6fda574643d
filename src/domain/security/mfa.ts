// Multi-factor authentication (issue 23, item 2; SEC-03; C-209..C-216, C-367, C-368; decision
// 0109): a user's second factors (a TOTP authenticator, e-mail codes), recovery codes, the
// account's enforcement, and the sign-in's second step.
import { flagSchema, rowIdSchema } from '../schemas/common';
import { z } from '../schemas/zod';

export const MFA_KINDS = ['totp', 'email'] as const;
export type MfaKind = (typeof MFA_KINDS)[number];

/** A code of an authenticator app or of an e-mail: six digits. */
export const MFA_CODE_LENGTH = 6;
/** How many recovery codes a user is given at a time. */
export const RECOVERY_CODE_COUNT = 10;

const CODE = 'Enter the 6-digit code.';
const codeSchema = z
  .string({ error: CODE })
  .trim()
  .regex(/^\d{6}$/, { error: CODE });

/** A new second factor of one's own (C-214). */
export const mfaMethodCreateSchema = z
  .object({
    kind: z.enum(MFA_KINDS, { error: 'Choose an authenticator app or e-mail codes.' }),
    label: z.string().trim().max(60, { error: 'A name has at most 60 characters.' }).optional(),
  })
  .meta({ id: 'MfaMethodCreate' });
export type MfaMethodCreate = z.output<typeof mfaMethodCreateSchema>;

/** The confirmation of a new method with its first code (C-209). */
export const mfaVerificationSchema = z
  .object({
    methodId: rowIdSchema('Name the method to confirm.'),
    code: codeSchema,
  })
  .meta({ id: 'MfaVerification' });
export type MfaVerification = z.output<typeof mfaVerificationSchema>;

/** At sign-in's second step: send an e-mail code, or start enrolling an authenticator (C-210). */
export const mfaRequestSchema = z
  .object({
    mfa_token: z.string({ error: 'Sign in again.' }).min(1, { error: 'Sign in again.' }).max(200),
    method: z.enum(MFA_KINDS, { error: 'Choose an authenticator app or e-mail codes.' }),
  })
  .meta({ id: 'MfaRequest' });
export type MfaRequest = z.output<typeof mfaRequestSchema>;

/** An account's enforcement (C-216). */
export const mfaEnforcementSchema = z
  .object({ enforced: flagSchema('enforced') })
  .meta({ id: 'MfaEnforcement' });
export type MfaEnforcement = z.output<typeof mfaEnforcementSchema>;

/** The appserver's enable flag (C-368): the same truth as the enforcement. */
export const mfaEnableSchema = z.object({ enable_mfa: flagSchema('enable_mfa') }).meta({ id: 'MfaEnable' });

/** A second factor as listed: never its secret. */
export interface MfaMethod {
  id: number;
  kind: MfaKind;
  label: string;
  createdAt: string;
  confirmedAt: string | null;
  lastUsedAt: string | null;
}

/** One's own second factors (C-213). */
export interface MyMfa {
  items: MfaMethod[];
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** The account requires a second factor at sign-in. */
  enforced: boolean;
}

/** A new authenticator: its secret, shown now and never again, as text, URI and QR code. */
export interface TotpEnrolment {
  method: MfaMethod;
  secret: string;
  otpauthUri: string;
  /** The QR code of the URI, as an SVG data URL. */
  qrCode: string;
}

/** What the password step answers instead of tokens when a second factor is due (403). */
export interface MfaChallengeAnswer {
  code: 'mfa_required';
  message: string;
  mfa_token: string;
  /** The second factors the user may use now; empty when they must enrol one. */
  methods: MfaKind[];
  /** The user has no method yet and the account requires one: enrol now. */
  enrolment_required: boolean;
  /** Recovery codes are left. */
  recovery: boolean;
}

/** The OAuth grant type of the second step: `mfa_token` and `otp` (a code or a recovery code). */
export const MFA_GRANT = 'mfa';
