// Simple (C-309) and child (C-310) account creation (decision 0114), with the company contact
// kept in the account's profile.
import { ACCOUNT_STATUS } from '../../../src/domain/accounts';
import type { ChildAccount, SimpleAccount } from '../../../src/domain/schemas/accountLifecycle';
import type { DbOrTx } from '../../db/client';
import { accountBillingProfiles, accounts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { accountRow } from './lifecycleStore';

const LOCALE: Record<string, string> = { US: 'en-us', GB: 'en-gb', AU: 'en-au', IN: 'en-in' };
const TIME_ZONE: Record<string, string> = {
  US: 'America/New_York',
  GB: 'Europe/London',
  AU: 'Australia/Sydney',
  IN: 'Asia/Kolkata',
};

interface NewAccount {
  parentId: number;
  name: string;
  kind: 'customer' | 'reseller';
  countryCode: 'US' | 'GB' | 'AU' | 'IN';
  status: string;
  partnerType: string | null;
  freeTrialStatus: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone?: string;
  now: Date;
}

async function insertAccount(db: DbOrTx, n: NewAccount) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        parentId: n.parentId,
        name: n.name,
        kind: n.kind,
        accountType: n.kind === 'reseller' ? 'Reseller' : 'Business',
        partnerType: n.partnerType,
        status: n.status,
        countryCode: n.countryCode,
        locale: LOCALE[n.countryCode],
        timeZone: TIME_ZONE[n.countryCode],
        isInternational: n.countryCode !== 'US',
        freeTrialStatus: n.freeTrialStatus,
        createdAt: n.now,
      })
      .returning();
    await tx.insert(accountBillingProfiles).values({
      accountId: row.id,
      contactName: n.contactName,
      contactEmail: n.contactEmail,
      contactPhone: n.contactPhone ?? null,
      updatedAt: n.now,
    });
    // The new account's id is `id` (not accountId): it is the caller's to reach from now on.
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      status: row.status,
      partnerType: row.partnerType,
      countryCode: row.countryCode,
      parentAccountId: row.parentId,
      contactName: n.contactName,
      contactEmail: n.contactEmail,
    };
  });
}

/** C-309: the provider's staff create a customer account straight under the platform. */
export async function createSimpleAccount(db: DbOrTx, homeAccountId: number, body: SimpleAccount, now: Date) {
  const home = await accountRow(db, homeAccountId);
  if (home.kind !== 'provider')
    throw new ApiError(
      403,
      'not_provider',
      'Only the provider’s staff create accounts this way. Partners add child accounts.',
    );
  return insertAccount(db, {
    parentId: home.id,
    name: body.name.trim(),
    kind: 'customer',
    countryCode: body.countryCode,
    status: body.trial ? ACCOUNT_STATUS.PENDING : ACCOUNT_STATUS.ACTIVE,
    partnerType: body.trial ? 'ssu' : null,
    freeTrialStatus: body.trial ? 'ACTIVE' : null,
    contactName: body.contactName,
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone,
    now,
  });
}

/** C-310: a partner (or reseller, or the provider) adds a child account under itself. */
export async function createChildAccount(db: DbOrTx, parentId: number, body: ChildAccount, now: Date) {
  const parent = await accountRow(db, parentId);
  if (parent.kind === 'customer')
    throw new ApiError(403, 'not_partner', 'Only a partner or reseller account can have child accounts.');
  const kind = body.kind ?? 'customer';
  if (kind === 'reseller' && parent.kind === 'reseller')
    throw new ApiError(400, 'validation_failed', 'A reseller cannot have resellers under it.', [
      { field: 'kind', message: 'A reseller’s child accounts are customers.' },
    ]);
  return insertAccount(db, {
    parentId,
    name: body.name.trim(),
    kind,
    countryCode: body.countryCode,
    status: body.status ?? ACCOUNT_STATUS.ACTIVE,
    partnerType: null,
    freeTrialStatus: null,
    contactName: body.contactName,
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone,
    now,
  });
}
