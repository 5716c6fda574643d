// Opaque bearer tokens: random bytes handed out once, kept only as SHA-256 hashes.
// Refresh tokens rotate on use; a refresh token presented twice revokes its whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { authTokens, sessions, users } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { Deps, Principal } from '../http/types';

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  user_id: number;
  account_id: number;
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
    expiresAt: addSeconds(deps.now(), deps.config.sessionLifetimeSeconds),
  });
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
 * Takes a refresh token of `kind` for one use: it must belong to the client, be unused, unexpired
 * and of a live session. A token presented twice revokes its whole family (theft detection).
 * Answers the token's row; the caller issues the new pair.
 */
export async function claimRefreshToken(deps: Deps, refreshToken: string, clientId: string, kind: string) {
  const [row] = await deps.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(refreshToken)), eq(authTokens.kind, kind)));
  if (!row || row.clientId !== clientId) throw unauthorized('invalid_grant');
  if (row.usedAt || row.revokedAt) {
    await endSession(deps, row.familyId);
    throw unauthorized('invalid_grant');
  }
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
  // Mark used only if nobody else did in the meantime (two tabs refreshing at once).
  const claimed = await deps.db
    .update(authTokens)
    .set({ usedAt: deps.now() })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  if (claimed.length === 0) {
    await endSession(deps, row.familyId);
    throw unauthorized('invalid_grant');
  }
  return row;
}

/** The refresh_token grant: one use per token, rotated. */
export async function rotateRefreshToken(deps: Deps, refreshToken: string, clientId: string) {
  const row = await claimRefreshToken(deps, refreshToken, clientId, 'refresh');
  // A refresh is activity: the session lives on for another lifetime.
  await deps.db
    .update(sessions)
    .set({ expiresAt: addSeconds(deps.now(), deps.config.sessionLifetimeSeconds) })
    .where(eq(sessions.familyId, row.familyId));
  return issuePair(deps, {
    userId: row.userId,
    accountId: row.accountId,
    clientId: row.clientId,
    familyId: row.familyId,
  });
}

/** Resolves a bearer access token to its principal, or undefined when it is not valid now. */
export async function principalFor(deps: Deps, accessToken: string): Promise<Principal | undefined> {
  const [row] = await deps.db
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
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(accessToken)), eq(authTokens.kind, 'access')));
  if (!row || row.revokedAt || row.expiresAt <= deps.now()) return undefined;
  if (!row.isEnable || row.blockAccess) return undefined;
  if (!(await liveSession(deps, row.familyId))) return undefined;
  return {
    userId: row.userId,
    roleId: row.roleId,
    homeAccountId: row.homeAccountId,
    actingAccountId: row.accountId,
    sessionId: row.familyId,
    clientId: row.clientId,
  };
}
