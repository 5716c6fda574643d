// External identities linked to users (SEC-04; C-221..C-223): SCIM writes them now, the sign-in
// through the customer's OpenID provider later. Removing one unlinks it; the user stays.
import { and, eq, sql } from 'drizzle-orm';
import type { IdentityItem } from '../../../src/domain/security/sso';
import type { DbOrTx } from '../../db/client';
import { accounts, externalIdentities, scimProvisioning, ssoSettings } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { recordSsoEvents } from './ssoAudit';

export type IdentityRow = typeof externalIdentities.$inferSelect;

export const identityItem = (r: IdentityRow): IdentityItem => ({
  id: r.id,
  userId: r.userId,
  provider: r.provider,
  providerIdentityId: r.providerIdentityId,
  username: r.username,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

export async function identitiesOfUser(db: DbOrTx, userId: number): Promise<IdentityItem[]> {
  const rows = await db
    .select()
    .from(externalIdentities)
    .where(eq(externalIdentities.userId, userId))
    .orderBy(externalIdentities.id);
  return rows.map(identityItem);
}

/** Links (or relinks) a user to an identity of a provider. */
export async function linkIdentity(
  db: DbOrTx,
  at: Date,
  i: { accountId: number; userId: number; provider: string; providerIdentityId: string; username: string },
) {
  await db
    .insert(externalIdentities)
    .values({ ...i, createdAt: at })
    .onConflictDoUpdate({
      target: [
        externalIdentities.accountId,
        externalIdentities.provider,
        externalIdentities.providerIdentityId,
      ],
      set: { userId: i.userId, username: i.username },
    });
}

/** C-221: what an identity provider (or the sign-in) needs to know of the account. */
export async function accountEssentials(db: DbOrTx, accountId: number) {
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [sso] = await db
    .select({ enabled: ssoSettings.enabled, issuer: ssoSettings.issuer, jit: ssoSettings.jitCreation })
    .from(ssoSettings)
    .where(eq(ssoSettings.accountId, accountId));
  const [scim] = await db
    .select({ enabled: scimProvisioning.enabled })
    .from(scimProvisioning)
    .where(eq(scimProvisioning.accountId, accountId));
  const providers = await db
    .select({ provider: externalIdentities.provider, count: sql<number>`count(*)::int` })
    .from(externalIdentities)
    .where(eq(externalIdentities.accountId, accountId))
    .groupBy(externalIdentities.provider)
    .orderBy(externalIdentities.provider);
  return {
    accountId: account.id,
    accountName: account.name,
    ssoEnabled: sso?.enabled ?? false,
    ssoIssuer: sso?.issuer ?? null,
    jitCreation: sso?.jit ?? false,
    scimEnabled: scim?.enabled ?? false,
    identities: providers,
  };
}

/** C-222: the account's identities of a provider, by user name when given. */
export async function findIdentities(
  db: DbOrTx,
  accountId: number,
  q: { provider: string; username?: string },
) {
  const where = [eq(externalIdentities.accountId, accountId), eq(externalIdentities.provider, q.provider)];
  if (q.username) where.push(sql`lower(${externalIdentities.username}) = lower(${q.username})`);
  const rows = await db
    .select()
    .from(externalIdentities)
    .where(and(...where))
    .orderBy(externalIdentities.id)
    .limit(100);
  return { total: rows.length, items: rows.map(identityItem) };
}

async function removeRows(deps: Deps, db: DbOrTx, rows: IdentityRow[], actorUserId: number | null) {
  if (rows.length === 0) throw notFound('No such identity.');
  for (const r of rows) await db.delete(externalIdentities).where(eq(externalIdentities.id, r.id));
  await recordSsoEvents(
    db,
    rows.map((r) => ({
      accountId: r.accountId,
      type: 'IDENTITY_REMOVED' as const,
      message: `Identity ${r.username} of ${r.provider} unlinked.`,
      actorUserId,
      subjectUserId: r.userId,
      detail: { provider: r.provider, providerIdentityId: r.providerIdentityId, username: r.username },
      at: deps.now(),
    })),
  );
  return { removed: rows.length, items: rows.map(identityItem) };
}

/** C-223 by id (the row the access check loaded). */
export const removeIdentity = (deps: Deps, row: IdentityRow, actorUserId: number) =>
  deps.db.transaction((tx) => removeRows(deps, tx, [row], actorUserId));

/** One's own identity by id (decision 0121): another user's, or none, is a 404. */
export async function removeOwnIdentity(deps: Deps, identityId: string, userId: number) {
  const id = /^\d{1,9}$/.test(identityId) ? Number(identityId) : 0;
  if (id < 1) throw notFound('No such identity.');
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.id, id), eq(externalIdentities.userId, userId)));
    return removeRows(deps, tx, rows, userId);
  });
}

/** C-223 by provider and providerIdentityId, or by user name. */
export async function removeIdentitiesBy(
  deps: Deps,
  accountId: number,
  q: { provider: string; providerIdentityId?: string; username?: string },
  actorUserId: number,
) {
  return deps.db.transaction(async (tx) => {
    const where = [eq(externalIdentities.accountId, accountId), eq(externalIdentities.provider, q.provider)];
    if (q.providerIdentityId) where.push(eq(externalIdentities.providerIdentityId, q.providerIdentityId));
    if (q.username) where.push(sql`lower(${externalIdentities.username}) = lower(${q.username})`);
    const rows = await tx
      .select()
      .from(externalIdentities)
      .where(and(...where));
    return removeRows(deps, tx, rows, actorUserId);
  });
}
