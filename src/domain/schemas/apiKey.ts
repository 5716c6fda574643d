// API keys (issue 23, item 3; C-206..C-208; decision 0107): a bearer credential of an API user
// (role 7), created by an account administrator, shown once, renamed, given an expiry, revoked.
import { rowIdSchema } from './common';
import { z } from './zod';

/** The secret's first characters kept to tell keys apart (`sbk_` and four more). */
export const API_KEY_PREFIX_LENGTH = 8;
/** What every secret starts with: the bearer check tells a key from a session token by it. */
export const API_KEY_MARK = 'sbk_';

const nameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, { error: 'Enter a name.' })
  .max(100, { error: 'A name has at most 100 characters.' });

/** An expiry: an ISO date-time, or null for a key that does not expire. */
const expirySchema = z.iso
  .datetime({ offset: true, error: 'Enter the expiry as a date and time.' })
  .nullable()
  .optional();

export const apiKeyCreateSchema = z
  .object({
    name: nameSchema,
    /** The account's API user the key acts as; absent with createApiUser. */
    apiUserId: rowIdSchema('Choose an API user.').optional(),
    /** Creates an API user named after the key for it (when the account has none to choose). */
    createApiUser: z.boolean({ error: 'createApiUser is true or false.' }).optional(),
    expiresAt: expirySchema,
  })
  .refine((b) => b.apiUserId !== undefined || b.createApiUser === true, {
    error: 'Choose an API user.',
    path: ['apiUserId'],
  })
  .meta({ id: 'ApiKeyCreate' });
export type ApiKeyCreate = z.output<typeof apiKeyCreateSchema>;

/** A change of a key: its name and its expiry (revoking is DELETE). */
export const apiKeyUpdateSchema = z
  .object({ name: nameSchema.optional(), expiresAt: expirySchema })
  .meta({ id: 'ApiKeyUpdate' });
export type ApiKeyUpdate = z.output<typeof apiKeyUpdateSchema>;

/** A key as listed: never its secret. */
export interface ApiKeyItem {
  id: number;
  name: string;
  prefix: string;
  apiUser: { id: number; name: string };
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** The answer to a create: the key and, this once, its secret. */
export interface ApiKeyCreated extends ApiKeyItem {
  secret: string;
}

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

/** Whether a key works at `now`. */
export function apiKeyStatus(key: Pick<ApiKeyItem, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
