// An account's SSO settings (SEC-01; C-183..C-186; decision 0110): read without the client
// secret, written with its domains (each claimed by one account of the platform), removed, and
// forced by a parent account (the override), which may lock them against the account's own people.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SsoOverrideInput, SsoSettings, SsoSettingsInput } from '../../../src/domain/security/sso';
import { NO_SSO_SETTINGS } from '../../../src/domain/security/sso';
import { sealSecret } from '../../crypto/secretBox';
import type { DbOrTx } from '../../db/client';
import { accounts, ssoDomains, ssoSettings } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { forbidden, notFound, validationFailed } from '../../http/errors';
import type { Deps, Principal } from '../../http/types';
import { recordSsoEvent } from './ssoAudit';

export const domainTakenMessage = (domain: string) =>
  `${domain} is already used for single sign-on by another account.`;

export async function ssoSettingsOf(db: DbOrTx, accountId: number): Promise<SsoSettings> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.accountId, accountId));
  if (!row) return { accountId, ...NO_SSO_SETTINGS };
  const domains = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.accountId, accountId))
    .orderBy(ssoDomains.domain);
  let lockedBy: SsoSettings['lockedBy'] = null;
  if (row.lockedByAccountId !== null) {
    const [a] = await db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, row.lockedByAccountId));
    if (a) lockedBy = { accountId: a.id, name: a.name };
  }
  return {
    accountId,
    configured: true,
    enabled: row.enabled,
    issuer: row.issuer,
    clientId: row.clientId,
    hasClientSecret: row.clientSecretSealed !== null,
    domains: domains.map((d) => d.domain),
    jitCreation: row.jitCreation,
    ssoOnly: row.ssoOnly,
    lockedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's own people may not change settings a parent locked. */
async function assertNotLocked(db: DbOrTx, accountId: number, principal: Principal) {
  const [row] = await db
    .select({ lockedBy: ssoSettings.lockedByAccountId })
    .from(ssoSettings)
    .where(eq(ssoSettings.accountId, accountId));
  if (row?.lockedBy != null && principal.homeAccountId === accountId)
    throw forbidden('A parent account set these SSO settings and locked them. Ask them to change them.');
}

async function writeSettings(
  deps: Deps,
  tx: DbOrTx,
  accountId: number,
  body: SsoSettingsInput,
  principal: Principal,
  lockedBy: number | null | undefined,
) {
  const taken = await tx
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, body.domains), ne(ssoDomains.accountId, accountId)));
  if (taken.length)
    throw validationFailed(taken.map((t) => ({ field: 'domains', message: domainTakenMessage(t.domain) })));
  const [current] = await tx.select().from(ssoSettings).where(eq(ssoSettings.accountId, accountId));
  let sealed = current?.clientSecretSealed ?? null;
  if (body.clientSecret === null || body.clientSecret === '') sealed = null;
  else if (body.clientSecret !== undefined) sealed = await sealSecret(deps, tx, body.clientSecret);
  const values = {
    enabled: body.enabled,
    issuer: body.issuer,
    clientId: body.clientId,
    clientSecretSealed: sealed,
    jitCreation: body.jitCreation,
    ssoOnly: body.ssoOnly,
    updatedAt: deps.now(),
    updatedBy: principal.userId,
    ...(lockedBy !== undefined ? { lockedByAccountId: lockedBy } : {}),
  };
  await tx
    .insert(ssoSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: ssoSettings.accountId, set: values });
  await tx.delete(ssoDomains).where(eq(ssoDomains.accountId, accountId));
  try {
    await tx.insert(ssoDomains).values(body.domains.map((domain) => ({ accountId, domain })));
  } catch (error) {
    refuseUniqueViolation(error, {
      sso_domains_domain_idx: {
        field: 'domains',
        message: 'One of these domains is already used by another account.',
      },
    });
  }
  return { before: current, secretChanged: body.clientSecret !== undefined };
}

const summary = (body: SsoSettingsInput, secretChanged: boolean) => ({
  enabled: body.enabled,
  issuer: body.issuer,
  clientId: body.clientId,
  domains: body.domains,
  jitCreation: body.jitCreation,
  ssoOnly: body.ssoOnly,
  clientSecretChanged: secretChanged,
});

export async function putSsoSettings(
  deps: Deps,
  accountId: number,
  body: SsoSettingsInput,
  principal: Principal,
) {
  await deps.db.transaction(async (tx) => {
    await assertNotLocked(tx, accountId, principal);
    const { secretChanged } = await writeSettings(deps, tx, accountId, body, principal, undefined);
    await recordSsoEvent(tx, {
      accountId,
      type: 'SETTINGS_CHANGED',
      message: `SSO settings saved (${body.enabled ? 'on' : 'off'}) for ${body.domains.join(', ')}.`,
      actorUserId: principal.userId,
      detail: summary(body, secretChanged),
      at: deps.now(),
    });
  });
  return ssoSettingsOf(deps.db, accountId);
}

/** The override: a person of a parent account sets the child's SSO and locks it or not. */
export async function overrideSsoSettings(
  deps: Deps,
  accountId: number,
  body: SsoOverrideInput,
  principal: Principal,
) {
  if (principal.homeAccountId === accountId)
    throw forbidden('Only a parent account may override these SSO settings.');
  await deps.db.transaction(async (tx) => {
    const { locked, ...settings } = body;
    const { secretChanged } = await writeSettings(
      deps,
      tx,
      accountId,
      settings,
      principal,
      locked ? principal.homeAccountId : null,
    );
    await recordSsoEvent(tx, {
      accountId,
      type: 'SETTINGS_OVERRIDDEN',
      message: `SSO settings set by a parent account${locked ? ' and locked' : ''}.`,
      actorUserId: principal.userId,
      detail: { ...summary(settings, secretChanged), locked, byAccountId: principal.homeAccountId },
      at: deps.now(),
    });
  });
  return ssoSettingsOf(deps.db, accountId);
}

export async function deleteSsoSettings(deps: Deps, accountId: number, principal: Principal) {
  await deps.db.transaction(async (tx) => {
    await assertNotLocked(tx, accountId, principal);
    const removed = await tx
      .delete(ssoSettings)
      .where(eq(ssoSettings.accountId, accountId))
      .returning({ id: ssoSettings.accountId });
    if (removed.length === 0) throw notFound('This account has no SSO settings.');
    await tx.delete(ssoDomains).where(eq(ssoDomains.accountId, accountId));
    await recordSsoEvent(tx, {
      accountId,
      type: 'SETTINGS_DELETED',
      message: 'SSO settings removed.',
      actorUserId: principal.userId,
      at: deps.now(),
    });
  });
  return ssoSettingsOf(deps.db, accountId);
}

/** C-191: the account whose enabled SSO covers a user name's e-mail domain, if any. */
export async function ssoForUsername(db: DbOrTx, username: string) {
  const at = username.lastIndexOf('@');
  const domain =
    at >= 0
      ? username
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  if (!domain) return undefined;
  const [row] = await db
    .select({ accountId: ssoSettings.accountId, issuer: ssoSettings.issuer, ssoOnly: ssoSettings.ssoOnly })
    .from(ssoDomains)
    .innerJoin(ssoSettings, eq(ssoSettings.accountId, ssoDomains.accountId))
    .where(and(eq(ssoDomains.domain, domain), eq(ssoSettings.enabled, true)));
  return row ? { ...row, domain } : undefined;
}
