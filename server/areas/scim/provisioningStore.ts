// An account's SCIM provisioning (SEC-04; C-219, C-220; decision 0110): on or off, and its bearer
// token, made on request (rotate), shown in that answer only and kept as its SHA-256 hash. A new
// token replaces the old one at once. Turning SCIM off keeps the token but refuses it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type ProvisioningChange,
  type ProvisioningSettings,
  SCIM_TOKEN_MARK,
  SCIM_TOKEN_PREFIX_LENGTH,
} from '../../../src/domain/security/sso';
import { hashToken } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import { scimProvisioning } from '../../db/schema';
import type { Deps, Principal } from '../../http/types';
import { recordSsoEvents, type SsoEvent } from '../sso/ssoAudit';

export type ProvisioningRow = typeof scimProvisioning.$inferSelect;

export async function provisioningOf(
  db: DbOrTx,
  accountId: number,
  scimBaseUrl: string,
): Promise<ProvisioningSettings> {
  const [row] = await db.select().from(scimProvisioning).where(eq(scimProvisioning.accountId, accountId));
  return {
    accountId,
    scimEnabled: row?.enabled ?? false,
    scimBaseUrl,
    tokenPrefix: row?.tokenPrefix ?? null,
    tokenCreatedAt: row?.tokenCreatedAt?.toISOString() ?? null,
    tokenLastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

export async function changeProvisioning(
  deps: Deps,
  accountId: number,
  body: ProvisioningChange,
  principal: Principal,
  scimBaseUrl: string,
): Promise<ProvisioningSettings> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [current] = await tx
      .select()
      .from(scimProvisioning)
      .where(eq(scimProvisioning.accountId, accountId));
    // Turning SCIM on for the first time makes its token: there is nothing to use otherwise.
    const rotate = body.rotateToken === true || (body.scimEnabled && !current?.tokenHash);
    const token = rotate ? `${SCIM_TOKEN_MARK}${randomBytes(32).toString('base64url')}` : undefined;
    const values = {
      enabled: body.scimEnabled,
      ...(token
        ? {
            tokenHash: hashToken(token),
            tokenPrefix: token.slice(0, SCIM_TOKEN_PREFIX_LENGTH),
            tokenCreatedAt: now,
            lastUsedAt: null,
          }
        : {}),
    };
    await tx
      .insert(scimProvisioning)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: scimProvisioning.accountId, set: values });
    const events: SsoEvent[] = [];
    if ((current?.enabled ?? false) !== body.scimEnabled)
      events.push({
        accountId,
        type: 'PROVISIONING_CHANGED',
        message: `SCIM provisioning turned ${body.scimEnabled ? 'on' : 'off'}.`,
        actorUserId: principal.userId,
        detail: { scimEnabled: body.scimEnabled },
        at: now,
      });
    if (token)
      events.push({
        accountId,
        type: 'PROVISIONING_TOKEN_ROTATED',
        message: current?.tokenHash
          ? 'A new provisioning token was made; the previous one no longer works.'
          : 'The provisioning token was made.',
        actorUserId: principal.userId,
        detail: { tokenPrefix: token.slice(0, SCIM_TOKEN_PREFIX_LENGTH) },
        at: now,
      });
    await recordSsoEvents(tx, events);
    const answer = await provisioningOf(tx, accountId, scimBaseUrl);
    return token ? { ...answer, token } : answer;
  });
}

/** The account a provisioning token is for, when it is one and SCIM is on. */
export async function accountForScimToken(deps: Deps, token: string): Promise<number | undefined> {
  if (!token.startsWith(SCIM_TOKEN_MARK)) return undefined;
  const [row] = await deps.db
    .select()
    .from(scimProvisioning)
    .where(eq(scimProvisioning.tokenHash, hashToken(token)));
  if (!row?.enabled) return undefined;
  const now = deps.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000)
    await deps.db
      .update(scimProvisioning)
      .set({ lastUsedAt: now })
      .where(eq(scimProvisioning.accountId, row.accountId));
  return row.accountId;
}
