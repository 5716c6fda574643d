// Opaque bearer tokens: random bytes handed out once, kept only as SHA-256 hashes.
// Refresh tokens rotate on use; a refresh token presented again after a short grace (two tabs
// refreshing at once) revokes its whole family. A session ends after the user's idle timeout.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defaultPermissions, type PermissionKey, parsePermissionKeys } from '../../src/domain/permissions';
import { preparedPerDatabase } from '../db/prepared';
import {
  authTokens,
  rolePermissions,
  sessions,
  ssoSignInRequests,
  userSecuritySettings,
  users,
} from '../db/schema';
import { unauthorized } from '../http/errors';
import type { Deps, Principal } from '../http/types';
import { recordSignIn } from './signInRecord';

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  user_id: number;
  account_id: number;
  /** Only after a first MFA method was enrolled at sign-in: its recovery codes, once (decision 0121). */
  recovery_codes?: string[];
}

const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/** Opens a session (a new token family) for a user who has just proved who they are. */
export async function openSession(
  deps: Deps,
  user: { id: number; accountId: number },
  clientId: string,
): Promise<TokenAnswer> {
  const familyId = randomUUID();
  await deps.db.insert(sessions).values({
    familyId,
    userId: user.id,
    accountId: user.accountId,
    expiresAt: addSeconds(deps.now(), await idleSecondsOf(deps, user.id)),
  });
  await recordSignIn(deps, user);
  return issuePair(deps, { userId: user.id, accountId: user.accountId, clientId, familyId });
}

async function issuePair(
  deps: Deps,
  s: { userId: number; accountId: number; clientId: string; familyId: string },
): Promise<TokenAnswer> {
  const access = newToken();
  const refresh = newToken();
  const now = deps.now();
  await deps.db.insert(authTokens).values([
    {
      ...s,
      tokenHash: hashToken(access),
      kind: 'access',
      expiresAt: addSeconds(now, deps.config.accessTokenTtlSeconds),
    },
    {
      ...s,
      tokenHash: hashToken(refresh),
      kind: 'refresh',
      expiresAt: addSeconds(now, deps.config.refreshTokenTtlSeconds),
    },
  ]);
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: deps.config.accessTokenTtlSeconds,
    token_type: 'Bearer',
    user_id: s.userId,
    account_id: s.accountId,
  };
}

/** How long the user's sessions may stay idle: their own timeout, or SESSION_LIFETIME. */
export async function idleSecondsOf(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ minutes: userSecuritySettings.sessionTimeoutMinutes })
    .from(userSecuritySettings)
    .where(eq(userSecuritySettings.userId, userId));
  return row?.minutes ? row.minutes * 60 : deps.config.sessionLifetimeSeconds;
}

/** Activity (a refresh or keep-alive): the session lives on for the user's idle time. Answers the new end. */
export async function extendSession(deps: Deps, familyId: string, userId: number): Promise<Date> {
  const expiresAt = addSeconds(deps.now(), await idleSecondsOf(deps, userId));
  await deps.db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.endedAt)));
  return expiresAt;
}

/** A user's timeout was changed: sessions already open end by the new timeout at the latest. */
export async function applyIdleTimeout(deps: Deps, userId: number): Promise<void> {
  const latest = addSeconds(deps.now(), await idleSecondsOf(deps, userId));
  await deps.db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${latest.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

/** Deletes expired tokens, and ended or expired sessions with their tokens. */
export async function purgeExpired(deps: Deps): Promise<void> {
  const now = deps.now();
  const over = await deps.db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(or(isNotNull(sessions.endedAt), lte(sessions.expiresAt, now)));
  const families = over.map((s) => s.familyId);
  for (let i = 0; i < families.length; i += 1000) {
    const batch = families.slice(i, i + 1000);
    await deps.db.delete(authTokens).where(inArray(authTokens.familyId, batch));
    await deps.db.delete(sessions).where(inArray(sessions.familyId, batch));
  }
  await deps.db.delete(authTokens).where(lte(authTokens.expiresAt, now));
  // Sign-ins sent to an account's own provider and never completed (decision 0117).
  await deps.db.delete(ssoSignInRequests).where(lte(ssoSignInRequests.expiresAt, now));
}

/** Ends a session: every token of the family stops working. */
export async function endSession(deps: Deps, familyId: string): Promise<void> {
  const now = deps.now();
  await deps.db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.familyId, familyId), isNull(authTokens.revokedAt)));
  await deps.db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.endedAt)));
}

async function liveSession(deps: Deps, familyId: string) {
  const [session] = await deps.db.select().from(sessions).where(eq(sessions.familyId, familyId));
  if (!session || session.endedAt || session.expiresAt <= deps.now()) return undefined;
  return session;
}

/**
 * Takes a refresh token of `kind` for one use: it must belong to the client, be unused (or used
 * within the last `graceSeconds`: two tabs refreshing at once, as RFC 9700 permits),
 * unexpired and of a live session. A token presented again after the grace revokes its whole
 * family (theft detection). Answers the token's row; the caller issues a new pair.
 */
export async function claimRefreshToken(
  deps: Deps,
  refreshToken: string,
  clientId: string,
  kind: string,
  graceSeconds = 0,
) {
  const withinGrace = (usedAt: Date) => deps.now().getTime() - usedAt.getTime() < graceSeconds * 1000;
  const [row] = await deps.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(refreshToken)), eq(authTokens.kind, kind)));
  if (!row || row.clientId !== clientId) throw unauthorized('invalid_grant');
  const reused = async () => {
    await endSession(deps, row.familyId);
    return unauthorized('invalid_grant');
  };
  if (row.revokedAt || (row.usedAt && !withinGrace(row.usedAt))) throw await reused();
  if (row.expiresAt <= deps.now() || !(await liveSession(deps, row.familyId))) {
    throw unauthorized('invalid_grant');
  }
  // A user whose sign-in has been turned off since gets no new tokens (the gateway's are checked
  // by nothing else once issued).
  const [user] = await deps.db
    .select({ isEnable: users.isEnable, blockAccess: users.blockAccess })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user?.isEnable || user.blockAccess) throw unauthorized('invalid_grant');
  if (row.usedAt) return row;
  // Mark used unless another request did in the meantime; that one is within the grace too.
  const claimed = await deps.db
    .update(authTokens)
    .set({ usedAt: deps.now() })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  if (claimed.length === 0) {
    const [current] = await deps.db
      .select({ usedAt: authTokens.usedAt, revokedAt: authTokens.revokedAt })
      .from(authTokens)
      .where(eq(authTokens.id, row.id));
    if (!current?.usedAt || current.revokedAt || !withinGrace(current.usedAt)) throw await reused();
  }
  return row;
}

/** The refresh_token grant: one use per token (plus REFRESH_GRACE for two tabs at once), rotated. */
export async function rotateRefreshToken(deps: Deps, refreshToken: string, clientId: string) {
  const row = await claimRefreshToken(
    deps,
    refreshToken,
    clientId,
    'refresh',
    deps.config.refreshGraceSeconds,
  );
  // A refresh is activity: the session lives on for the user's idle time.
  await extendSession(deps, row.familyId, row.userId);
  return issuePair(deps, {
    userId: row.userId,
    accountId: row.accountId,
    clientId: row.clientId,
    familyId: row.familyId,
  });
}

/** Resolves a bearer access token to its principal, or undefined when it is not valid now. */
// The caller's role as their home account defines it (an override of a built-in role, or a
// custom role), else as the platform does (ROLE-04): read in the token's statement.
const ownRole = alias(rolePermissions, 'own_role');
const builtInRole = alias(rolePermissions, 'built_in_role');

const principalStatement = preparedPerDatabase((db) =>
  db
    .select({
      userId: authTokens.userId,
      accountId: authTokens.accountId,
      clientId: authTokens.clientId,
      familyId: authTokens.familyId,
      expiresAt: authTokens.expiresAt,
      revokedAt: authTokens.revokedAt,
      roleId: users.roleId,
      homeAccountId: users.accountId,
      isEnable: users.isEnable,
      blockAccess: users.blockAccess,
      // The session and the role's permissions in the same statement: one round trip
      // authenticates a request and tells what the caller may do.
      sessionEndedAt: sessions.endedAt,
      sessionExpiresAt: sessions.expiresAt,
      assumedRoleId: sessions.assumedRoleId,
      assumedUntil: sessions.assumedUntil,
      ownPermissions: ownRole.permissions,
      builtInPermissions: builtInRole.permissions,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(sessions, eq(sessions.familyId, authTokens.familyId))
    .leftJoin(ownRole, and(eq(ownRole.accountId, users.accountId), eq(ownRole.roleId, users.roleId)))
    .leftJoin(builtInRole, and(isNull(builtInRole.accountId), eq(builtInRole.roleId, users.roleId)))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), eq(authTokens.kind, 'access')))
    .prepare('principal_for_token'),
);

export async function principalFor(deps: Deps, accessToken: string): Promise<Principal | undefined> {
  const [row] = await principalStatement(deps.db).execute({ tokenHash: hashToken(accessToken) });
  const now = deps.now();
  if (!row || row.revokedAt || row.expiresAt <= now) return undefined;
  if (!row.isEnable || row.blockAccess) return undefined;
  if (row.sessionEndedAt || row.sessionExpiresAt <= now) return undefined;
  const stored = row.ownPermissions ?? row.builtInPermissions;
  const own = stored ? parsePermissionKeys(stored) : defaultPermissions(row.roleId);
  // An assumed role (decision 0108) bounds what the caller may do until it ends; then the
  // session acts on its home account again, with the caller's own permissions.
  const assumed = row.assumedUntil && row.assumedRoleId !== null ? row : undefined;
  const ended = assumed !== undefined && assumed.assumedUntil! <= now;
  return {
    userId: row.userId,
    roleId: row.roleId,
    homeAccountId: row.homeAccountId,
    actingAccountId: ended ? row.homeAccountId : row.accountId,
    sessionId: row.familyId,
    clientId: row.clientId,
    permissions: assumed && !ended ? boundedBy(own, defaultPermissions(assumed.assumedRoleId!)) : own,
  };
}

/** The keys of `own` that `bound` also holds. */
function boundedBy(own: ReadonlySet<PermissionKey>, bound: ReadonlySet<PermissionKey>): Set<PermissionKey> {
  return new Set([...own].filter((key) => bound.has(key)));
}
