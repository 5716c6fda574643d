// The account info's address and origin id for every customer, a few custom attributes for Acme
// (US) and Britannia (GB), and the reseller settings two resellers set for the accounts below them
// (roles-rest, decision 0119). Set-based.
import type { DbOrTx } from '../client';
import { accountCustomAttributes, accountProfiles } from '../schema';
import { CUSTOMERS } from './tenantTree';

const ACME_ID = 10;
const BRITANNIA_ID = 11;
/** Bluebird Telecom lets its customers add services; Southern Cross Voice hides billing from them. */
const BLUEBIRD_ID = 4;
const SOUTHERN_CROSS_ID = 5;

export async function insertAccountDetails(tx: DbOrTx, now: Date): Promise<void> {
  await tx.insert(accountProfiles).values(
    CUSTOMERS.map((c) => ({
      accountId: c.id,
      address: { ...c.location, region: c.location.region ?? null },
      originId: `CRM-${String(c.id).padStart(6, '0')}`,
    })),
  );
  const attribute = (accountId: number, name: string, value: string, type = 'string') => ({
    accountId,
    name,
    value,
    type,
    updatedAt: now,
  });
  await tx
    .insert(accountCustomAttributes)
    .values([
      attribute(ACME_ID, 'costCentre', 'US-OPS-100'),
      attribute(ACME_ID, 'salesRegion', 'West'),
      attribute(ACME_ID, 'seatsCommitted', '25', 'number'),
      attribute(BRITANNIA_ID, 'costCentre', 'GB-LON-7'),
      attribute(BRITANNIA_ID, 'vatRegistered', 'true', 'boolean'),
      attribute(BLUEBIRD_ID, 'resellerSettings.hideBilling', 'false', 'boolean'),
      attribute(BLUEBIRD_ID, 'resellerSettings.canAddService', 'true', 'boolean'),
      attribute(SOUTHERN_CROSS_ID, 'resellerSettings.hideBilling', 'true', 'boolean'),
      attribute(SOUTHERN_CROSS_ID, 'resellerSettings.canAddService', 'false', 'boolean'),
    ]);
}
