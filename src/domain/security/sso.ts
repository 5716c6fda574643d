// Single sign-on, SSO users, the SSO audit log, SCIM provisioning and identities (issue 23,
// SEC-01, SEC-04; decision 0110): the schemas the server checks and the portal's forms share.
import { rowIdSchema } from '../schemas/common';
import { listQuerySchema } from '../schemas/listQuery';
import { z } from '../schemas/zod';

// ── SSO settings ──

/** A domain name: labels of letters, digits and hyphens, a dot between, ending in a word. */
const DOMAIN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,63}$/;
export const MAX_SSO_DOMAINS = 20;

const domainSchema = z
  .string({ error: 'Enter an e-mail domain, like example.com.' })
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(z.string().regex(DOMAIN, { error: 'Enter an e-mail domain, like example.com.' }));

const issuerSchema = z
  .string({ error: 'Enter the issuer address of your identity provider.' })
  .trim()
  .max(500, { error: 'An issuer address has at most 500 characters.' })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        // http only on the server's own machine (a provider beside it, or in a test; decision 0117).
        const loopback = u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
        return (u.protocol === 'https:' || loopback) && !u.search && !u.hash && !u.username;
      } catch {
        return false;
      }
    },
    { error: 'Enter the issuer as an https address, like https://login.example.com.' },
  );

const clientIdSchema = z
  .string({ error: 'Enter the client ID.' })
  .trim()
  .min(1, { error: 'Enter the client ID.' })
  .max(255, { error: 'A client ID has at most 255 characters.' });

/**
 * The client secret: given to set or change it; absent to keep the one stored; null or '' to
 * remove it. It is never answered back (the settings say only whether one is stored).
 */
const clientSecretSchema = z
  .string({ error: 'Enter the client secret.' })
  .max(1000, { error: 'A client secret has at most 1,000 characters.' })
  .nullable()
  .optional();

const ssoSettingsShape = {
  enabled: z.boolean({ error: 'enabled is true or false.' }),
  issuer: issuerSchema,
  clientId: clientIdSchema,
  clientSecret: clientSecretSchema,
  domains: z
    .array(domainSchema, { error: 'Enter at least one e-mail domain.' })
    .min(1, { error: 'Enter at least one e-mail domain.' })
    .max(MAX_SSO_DOMAINS, { error: `Enter at most ${MAX_SSO_DOMAINS} e-mail domains.` })
    .refine((ds) => new Set(ds).size === ds.length, { error: 'Enter each domain once.' }),
  jitCreation: z.boolean({ error: 'jitCreation is true or false.' }),
  /** Everyone of the covered domains signs in through the provider only: no password (decision 0121). */
  ssoOnly: z.boolean({ error: 'ssoOnly is true or false.' }).optional().default(false),
};

/** PUT /v1/sso/accounts/{accountId} (C-184). */
export const ssoSettingsSchema = z.object(ssoSettingsShape).meta({ id: 'SsoSettings' });
export type SsoSettingsInput = z.output<typeof ssoSettingsSchema>;

/** PUT .../override (C-186): a parent account sets a child's SSO and may lock it there. */
export const ssoOverrideSchema = z
  .object({ ...ssoSettingsShape, locked: z.boolean({ error: 'locked is true or false.' }) })
  .meta({ id: 'SsoOverride' });
export type SsoOverrideInput = z.output<typeof ssoOverrideSchema>;

/** The settings as answered: never the secret. */
export interface SsoSettings {
  accountId: number;
  configured: boolean;
  enabled: boolean;
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  domains: string[];
  jitCreation: boolean;
  /** The covered domains sign in through the provider only (decision 0121). */
  ssoOnly: boolean;
  /** The parent account that forced these settings, when locked there. */
  lockedBy: { accountId: number; name: string } | null;
  updatedAt: string | null;
}

/** A form's empty settings (nothing configured yet). */
export const NO_SSO_SETTINGS = {
  configured: false,
  enabled: false,
  issuer: '',
  clientId: '',
  hasClientSecret: false,
  domains: [] as string[],
  jitCreation: false,
  ssoOnly: false,
  lockedBy: null,
  updatedAt: null,
};

// ── SSO users ──

const userIdsSchema = z
  .array(rowIdSchema('Choose users.'), { error: 'Choose users.' })
  .min(1, { error: 'Choose at least one user.' })
  .max(500, { error: 'Change at most 500 users at once.' });

/** PUT /v1/sso/users (C-187): make users SSO only, or let them sign in with a password again. */
export const ssoUsersChangeSchema = z
  .object({ userIds: userIdsSchema, ssoOnly: z.boolean({ error: 'ssoOnly is true or false.' }) })
  .meta({ id: 'SsoUsersChange' });
export type SsoUsersChange = z.output<typeof ssoUsersChangeSchema>;

/** PUT /v1/sso/change-users-state (C-190): enable or disable users, in bulk. */
export const ssoUsersStateSchema = z
  .object({ userIds: userIdsSchema, enabled: z.boolean({ error: 'enabled is true or false.' }) })
  .meta({ id: 'SsoUsersState' });
export type SsoUsersState = z.output<typeof ssoUsersStateSchema>;

/** The disabled and never-logged-in lists (C-188, C-189). */
export const ssoUserListQuerySchema = listQuerySchema({
  sortFields: ['lastName', 'loginName'],
  defaultSort: 'lastName',
  pageSize: 50,
  keyword: 'Part of the name or login name.',
});

export interface SsoUserItem {
  userId: number;
  loginName: string;
  email: string;
  name: string;
  enabled: boolean;
  ssoOnly: boolean;
  lastSignInAt: string | null;
}

/** A user's SSO state (C-195 self, C-196 by user id). */
export interface SsoUser extends SsoUserItem {
  accountId: number;
  identities: IdentityItem[];
}

// ── SSO audit log ──

export const SSO_AUDIT_TYPES = [
  'SETTINGS_CHANGED',
  'SETTINGS_DELETED',
  'SETTINGS_OVERRIDDEN',
  'USERS_SSO_CHANGED',
  'USERS_STATE_CHANGED',
  'PROVISIONING_CHANGED',
  'PROVISIONING_TOKEN_ROTATED',
  'SCIM_USER_CREATED',
  'SCIM_USER_UPDATED',
  'SCIM_USER_DELETED',
  'IDENTITY_REMOVED',
  'SSO_SIGN_IN',
] as const;
export type SsoAuditType = (typeof SSO_AUDIT_TYPES)[number];

export const SSO_AUDIT_TYPE_LABELS: Record<SsoAuditType, string> = {
  SETTINGS_CHANGED: 'SSO settings changed',
  SETTINGS_DELETED: 'SSO settings removed',
  SETTINGS_OVERRIDDEN: 'SSO settings set by a parent account',
  USERS_SSO_CHANGED: 'Users made SSO only or not',
  USERS_STATE_CHANGED: 'Users enabled or disabled',
  PROVISIONING_CHANGED: 'SCIM provisioning turned on or off',
  PROVISIONING_TOKEN_ROTATED: 'Provisioning token made',
  SCIM_USER_CREATED: 'User created through SCIM',
  SCIM_USER_UPDATED: 'User changed through SCIM',
  SCIM_USER_DELETED: 'User deleted through SCIM',
  IDENTITY_REMOVED: 'External identity removed',
  SSO_SIGN_IN: 'Signed in through SSO',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z
    .string()
    .regex(DAY, { error: `${name} is a date as YYYY-MM-DD.` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
      error: `${name} is a date as YYYY-MM-DD.`,
    });

const auditFilters = {
  type: z
    .enum(SSO_AUDIT_TYPES, { error: `type is one of ${SSO_AUDIT_TYPES.join(', ')}.` })
    .optional()
    .describe('Only events of this type.'),
  from: day('from').optional().describe('From this day (UTC), included.'),
  to: day('to').optional().describe('To this day (UTC), included.'),
};

/** C-192: the account's SSO audit log, newest first. */
export const ssoAuditLogQuerySchema = listQuerySchema({
  sortFields: ['createdAt'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  pageSize: 50,
  filters: auditFilters,
});

/** C-193: the export takes the same filters, no paging. */
export const ssoAuditExportQuerySchema = z.object(auditFilters).meta({ id: 'SsoAuditExportQuery' });
export type SsoAuditFilters = z.output<typeof ssoAuditExportQuerySchema>;

export interface SsoAuditItem {
  id: number;
  type: SsoAuditType;
  typeLabel: string;
  message: string;
  actor: { userId: number; name: string } | null;
  subject: { userId: number; name: string } | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

/** C-191: whether a user name's domain signs in through SSO (for the sign-in page). */
export const ssoUsernameQuerySchema = z
  .object({
    username: z
      .string({ error: 'Enter a user name.' })
      .trim()
      .min(1, { error: 'Enter a user name.' })
      .max(320, { error: 'A user name has at most 320 characters.' }),
  })
  .meta({ id: 'SsoUsernameQuery' });

// ── SCIM provisioning settings (C-219, C-220) ──

export const provisioningChangeSchema = z
  .object({
    scimEnabled: z.boolean({ error: 'scimEnabled is true or false.' }),
    /** Makes a new token (the old one stops working at once); the answer shows it, once. */
    rotateToken: z.boolean({ error: 'rotateToken is true or false.' }).optional(),
  })
  .meta({ id: 'ProvisioningChange' });
export type ProvisioningChange = z.output<typeof provisioningChangeSchema>;

export interface ProvisioningSettings {
  accountId: number;
  scimEnabled: boolean;
  /** The SCIM base address an identity provider is given. */
  scimBaseUrl: string;
  tokenPrefix: string | null;
  tokenCreatedAt: string | null;
  tokenLastUsedAt: string | null;
  /** Only in the answer of the PUT that made it. */
  token?: string;
}

/** Every provisioning token starts with it, so that it is recognisable in a secret scanner. */
export const SCIM_TOKEN_MARK = 'sbscim_';
export const SCIM_TOKEN_PREFIX_LENGTH = 11;

// ── Identities (C-221..C-223) ──

export interface IdentityItem {
  id: number;
  userId: number;
  provider: string;
  providerIdentityId: string;
  username: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const providerSchema = z
  .string({ error: 'Enter the provider.' })
  .trim()
  .min(1, { error: 'Enter the provider.' })
  .max(500, { error: 'A provider has at most 500 characters.' });

/** C-222: identities by provider and, optionally, user name. */
export const identityQuerySchema = z
  .object({
    provider: providerSchema,
    username: z.string().trim().min(1).max(320).optional(),
  })
  .meta({ id: 'IdentityQuery' });

/** C-223 without an id: provider and providerIdentityId, or username. */
export const identityDeleteQuerySchema = z
  .object({
    provider: providerSchema,
    providerIdentityId: z.string().trim().min(1).max(500).optional(),
    username: z.string().trim().min(1).max(320).optional(),
  })
  .refine((q) => (q.providerIdentityId === undefined) !== (q.username === undefined), {
    error: 'Give providerIdentityId or username, one of them.',
    path: ['providerIdentityId'],
  })
  .meta({ id: 'IdentityDeleteQuery' });
