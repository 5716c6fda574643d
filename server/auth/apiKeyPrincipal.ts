// API keys as bearer credentials (issue 23, decision 0107): a secret `sbk_...` resolves to its
// API user, as an access token resolves to its signed-in user, with that user's permissions and
// account. A revoked or expired key, or one whose user is no longer an enabled API user, is
// refused on the request that presents it (the row is read on every call, nothing is cached).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defaultPermissions, parsePermissionKeys } from '../../src/domain/permissions';
import { ROLE } from '../../src/domain/roles';
import { API_KEY_MARK, API_KEY_PREFIX_LENGTH } from '../../src/domain/schemas/apiKey';
import { apiKeys, rolePermissions, users } from '../db/schema';
import type { Deps, Principal } from '../http/types';
import { hashToken } from './tokens';

/** A new secret, its hash (all that is stored) and the prefix shown to people. */
export function newApiKeySecret() {
  const secret = `${API_KEY_MARK}${randomBytes(32).toString('base64url')}`;
  return { secret, secretHash: hashToken(secret), prefix: secret.slice(0, API_KEY_PREFIX_LENGTH) };
}

export const isApiKeySecret = (bearer: string) => bearer.startsWith(API_KEY_MARK);

/** Last used is written at most once a minute per key, so that a busy key's reads stay reads. */
const LAST_USED_EVERY_MS = 60_000;

const ownRole = alias(rolePermissions, 'key_own_role');
const builtInRole = alias(rolePermissions, 'key_built_in_role');

/** The principal of a key's secret, or undefined when the key does not work now. */
export async function principalForApiKey(deps: Deps, secret: string): Promise<Principal | undefined> {
  const [row] = await deps.db
    .select({
      id: apiKeys.id,
      accountId: apiKeys.accountId,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      roleId: users.roleId,
      homeAccountId: users.accountId,
      isEnable: users.isEnable,
      blockAccess: users.blockAccess,
      ownPermissions: ownRole.permissions,
      builtInPermissions: builtInRole.permissions,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.apiUserId))
    .leftJoin(ownRole, and(eq(ownRole.accountId, users.accountId), eq(ownRole.roleId, users.roleId)))
    .leftJoin(builtInRole, and(isNull(builtInRole.accountId), eq(builtInRole.roleId, users.roleId)))
    .where(eq(apiKeys.secretHash, hashToken(secret)));
  const now = deps.now();
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return undefined;
  // A user made something else than an API user since does not lend a key its new role.
  if (row.roleId !== ROLE.API_USER || !row.isEnable || row.blockAccess) return undefined;
  if (row.homeAccountId !== row.accountId) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await deps.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), sql`${apiKeys.revokedAt} is null`));
  }
  const stored = row.ownPermissions ?? row.builtInPermissions;
  return {
    userId: row.userId,
    roleId: row.roleId,
    homeAccountId: row.homeAccountId,
    actingAccountId: row.accountId,
    // No session: the session calls (keep-alive, sign-out) find none for a key and change nothing.
    sessionId: `api-key:${row.id}`,
    clientId: 'api-key',
    permissions: stored ? parsePermissionKeys(stored) : defaultPermissions(row.roleId),
  };
}
