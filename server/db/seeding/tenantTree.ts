// The tenant tree: provider → partners → resellers → customer accounts of every kind, the rows
// of their accounts, and the platform home account.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema';
import { ACME, BRITANNIA, HOME_ACCOUNT_NAME, WHITE_LABEL_PARTNER } from './demoSignIns';
import type { DemoPlan } from './plan';
import type { Tx } from './writing';

export type Country = 'US' | 'GB' | 'AU' | 'IN';

export const LOCALE: Record<Country, string> = { US: 'en-us', GB: 'en-gb', AU: 'en-au', IN: 'en-in' };

export interface Location {
  street: string;
  city: string;
  region: string | null;
  postalCode: string;
  provisioning?: boolean;
}

export interface CustomerSpec {
  id: number;
  name: string;
  domain: string;
  country: Country;
  parentId: number;
  status: 'Active' | 'Suspended' | 'Cancelled' | 'Pending' | 'Demo';
  timeZone: string;
  /** US only: the area code of the account's numbers and of its users' mobiles. */
  area?: string;
  mobileArea?: string;
  accountType?: string;
  partnerType?: string;
  isCsp?: boolean;
  isCpq?: boolean;
  isIceberg?: boolean;
  isEnterprise?: boolean;
  fraudReview?: boolean;
  freeTrialStatus?: string;
  location: Location;
  /** End users beyond one of each role. */
  extraEndUsers?: number;
  /** US only. */
  tollFree: number;
  deskPhones: number;
}

export interface PartySpec {
  id: number;
  name: string;
  kind: 'provider' | 'partner' | 'reseller';
  parentId: number | null;
  accountType: string;
  country: Country;
  timeZone: string;
  zipCode: string;
  isWhiteLabelPartner?: boolean;
}

export const PARTIES: PartySpec[] = [
  {
    id: 1,
    name: HOME_ACCOUNT_NAME,
    kind: 'provider',
    parentId: null,
    accountType: 'Provider',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    zipCode: '94043',
  },
  {
    id: 2,
    name: WHITE_LABEL_PARTNER,
    kind: 'partner',
    parentId: 1,
    accountType: 'White Label Partner',
    country: 'US',
    timeZone: 'America/New_York',
    zipCode: '10001',
    isWhiteLabelPartner: true,
  },
  {
    id: 3,
    name: 'Northwind Wholesale',
    kind: 'partner',
    parentId: 1,
    accountType: 'Wholesaler Partner',
    country: 'US',
    timeZone: 'America/Chicago',
    zipCode: '60601',
  },
  {
    id: 4,
    name: 'Bluebird Telecom',
    kind: 'reseller',
    parentId: 2,
    accountType: 'Reseller',
    country: 'US',
    timeZone: 'America/New_York',
    zipCode: '02110',
  },
  {
    id: 5,
    name: 'Southern Cross Voice',
    kind: 'reseller',
    parentId: 3,
    accountType: 'Reseller',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    zipCode: '2000',
  },
];

export const CUSTOMERS: CustomerSpec[] = [
  {
    id: 10,
    name: ACME,
    domain: 'acme.example',
    country: 'US',
    parentId: 4,
    status: 'Active',
    timeZone: 'America/Los_Angeles',
    area: '415',
    mobileArea: '628',
    location: { street: '100 Market Street', city: 'San Francisco', region: 'CA', postalCode: '94105' },
    extraEndUsers: 6,
    tollFree: 7,
    deskPhones: 8,
  },
  {
    id: 11,
    name: BRITANNIA,
    domain: 'britannia.example',
    country: 'GB',
    parentId: 2,
    status: 'Active',
    timeZone: 'Europe/London',
    location: { street: '221 Baker Street', city: 'London', region: null, postalCode: 'NW1 6XE' },
    extraEndUsers: 2,
    tollFree: 0,
    deskPhones: 5,
  },
  {
    id: 12,
    name: 'Outback Supplies Pty Ltd',
    domain: 'outback.example',
    country: 'AU',
    parentId: 5,
    status: 'Active',
    timeZone: 'Australia/Sydney',
    location: { street: '1 Macquarie Street', city: 'Sydney', region: 'NSW', postalCode: '2000' },
    tollFree: 0,
    deskPhones: 4,
  },
  {
    id: 13,
    name: 'Lotus Software Pvt Ltd',
    domain: 'lotus.example',
    country: 'IN',
    parentId: 3,
    status: 'Active',
    timeZone: 'Asia/Kolkata',
    location: { street: '42 MG Road', city: 'Bengaluru', region: 'Karnataka', postalCode: '560001' },
    tollFree: 0,
    deskPhones: 4,
  },
  {
    id: 14,
    name: 'Dormant Dynamics Inc',
    domain: 'dormant.example',
    country: 'US',
    parentId: 4,
    status: 'Suspended',
    timeZone: 'America/Chicago',
    area: '312',
    mobileArea: '773',
    location: { street: '233 South Wacker Drive', city: 'Chicago', region: 'IL', postalCode: '60606' },
    tollFree: 1,
    deskPhones: 4,
  },
  {
    id: 15,
    name: 'Closed Circuit LLC',
    domain: 'closedcircuit.example',
    country: 'US',
    parentId: 4,
    status: 'Cancelled',
    timeZone: 'America/New_York',
    area: '617',
    mobileArea: '857',
    location: { street: '1 Beacon Street', city: 'Boston', region: 'MA', postalCode: '02108' },
    tollFree: 1,
    deskPhones: 4,
  },
  {
    id: 16,
    name: 'Trailblazer Startups',
    domain: 'trailblazer.example',
    country: 'US',
    parentId: 2,
    status: 'Pending',
    partnerType: 'ssu',
    freeTrialStatus: 'ACTIVE',
    timeZone: 'America/Chicago',
    area: '512',
    mobileArea: '737',
    location: {
      street: '500 Congress Avenue',
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      provisioning: true,
    },
    tollFree: 1,
    deskPhones: 4,
  },
  {
    id: 17,
    name: 'Showroom Demo Co',
    domain: 'showroom.example',
    country: 'US',
    parentId: 3,
    status: 'Demo',
    timeZone: 'America/Los_Angeles',
    area: '206',
    mobileArea: '425',
    location: { street: '400 Pine Street', city: 'Seattle', region: 'WA', postalCode: '98101' },
    tollFree: 1,
    deskPhones: 4,
  },
  {
    id: 18,
    name: 'Cloudserve Solutions',
    domain: 'cloudserve.example',
    country: 'US',
    parentId: 3,
    status: 'Active',
    isCsp: true,
    timeZone: 'America/Denver',
    area: '303',
    mobileArea: '720',
    location: { street: '1700 Lincoln Street', city: 'Denver', region: 'CO', postalCode: '80203' },
    tollFree: 1,
    deskPhones: 4,
  },
  {
    id: 19,
    name: 'Quoteworks Inc',
    domain: 'quoteworks.example',
    country: 'US',
    parentId: 4,
    status: 'Active',
    isCpq: true,
    timeZone: 'America/New_York',
    area: '404',
    mobileArea: '678',
    location: { street: '191 Peachtree Street', city: 'Atlanta', region: 'GA', postalCode: '30303' },
    tollFree: 1,
    deskPhones: 4,
  },
  {
    id: 20,
    name: 'Iceberg Holdings',
    domain: 'iceberg.example',
    country: 'US',
    parentId: 1,
    status: 'Active',
    accountType: 'Enterprise',
    isIceberg: true,
    isEnterprise: true,
    timeZone: 'America/Los_Angeles',
    area: '702',
    mobileArea: '725',
    location: { street: '3600 Las Vegas Boulevard', city: 'Las Vegas', region: 'NV', postalCode: '89109' },
    tollFree: 2,
    deskPhones: 4,
  },
  {
    id: 21,
    name: 'Redflag Ventures',
    domain: 'redflag.example',
    country: 'US',
    parentId: 4,
    status: 'Active',
    isCpq: true,
    fraudReview: true,
    timeZone: 'America/Denver',
    area: '720',
    mobileArea: '970',
    location: { street: '15151 East Alameda Parkway', city: 'Aurora', region: 'CO', postalCode: '80012' },
    tollFree: 1,
    deskPhones: 4,
  },
  {
    id: 22,
    name: 'Holdfast Trading',
    domain: 'holdfast.example',
    country: 'US',
    parentId: 2,
    status: 'Pending',
    isCpq: true,
    freeTrialStatus: 'ON_HOLD',
    timeZone: 'America/Chicago',
    area: '737',
    mobileArea: '830',
    location: { street: '301 West 2nd Street', city: 'Austin', region: 'TX', postalCode: '78701' },
    tollFree: 1,
    deskPhones: 4,
  },
];

export const DEMO_ACCOUNT_IDS = [...PARTIES, ...CUSTOMERS].map((a) => a.id);

export function partyAccount(p: PartySpec): DemoPlan['accounts'][number] {
  return {
    id: p.id,
    parentId: p.parentId,
    name: p.name,
    kind: p.kind,
    accountType: p.accountType,
    status: 'Active',
    countryCode: p.country,
    locale: LOCALE[p.country],
    timeZone: p.timeZone,
    zipCode: p.zipCode,
    isInternational: p.country !== 'US',
    isWhiteLabelPartner: p.isWhiteLabelPartner ?? false,
  };
}

export function customerAccount(c: CustomerSpec): DemoPlan['accounts'][number] {
  const isInternational = c.country !== 'US';
  return {
    id: c.id,
    parentId: c.parentId,
    name: c.name,
    kind: 'customer',
    accountType: c.accountType ?? 'Business',
    partnerType: c.partnerType ?? null,
    status: c.status,
    countryCode: c.country,
    locale: LOCALE[c.country],
    timeZone: c.timeZone,
    zipCode: c.location.postalCode,
    isInternational,
    isEnterprise: c.isEnterprise ?? false,
    isCsp: c.isCsp ?? false,
    isCpq: c.isCpq ?? false,
    isIceberg: c.isIceberg ?? false,
    fraudReview: c.fraudReview ?? false,
    freeTrialStatus: c.freeTrialStatus ?? null,
  };
}

/** Inserts the demo accounts and moves the account id sequence past them. */
export async function insertDemoAccounts(tx: Tx, rows: DemoPlan['accounts']): Promise<void> {
  // Account 1 may already exist (npm run create-admin); any other demo id must be free.
  const taken = (
    await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, DEMO_ACCOUNT_IDS))
  ).map((r) => r.id);
  const homeExists = taken.includes(1);
  const clashes = taken.filter((id) => id !== 1);
  if (clashes.length > 0) {
    throw new Error(
      `The demo seed needs account ids ${clashes.join(', ')}, which already hold other accounts; seed an empty database.`,
    );
  }
  await tx.insert(accounts).values(rows.filter((acc) => !(homeExists && acc.id === 1)));
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('accounts', 'id'), (select max(id) from accounts))`,
  );
}

/** Makes sure the platform home account (id 1) exists; used by seedLarge and create-admin. */
export async function ensureHomeAccount(db: Db | Tx): Promise<void> {
  await db
    .insert(accounts)
    .values({
      id: 1,
      parentId: null,
      name: HOME_ACCOUNT_NAME,
      kind: 'provider',
      accountType: 'Provider',
      timeZone: 'America/Los_Angeles',
      zipCode: '94043',
    })
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('accounts', 'id'), greatest((select max(id) from accounts), 1))`,
  );
}
