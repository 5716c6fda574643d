// The demo tenant tree (provider → partners → resellers → customer accounts of every kind,
// users of every role) and, on request, one large account for performance work.
// Both are idempotent: a `meta` row records that they ran.
import { eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '../../src/domain/roles';
import { hashPassword } from '../auth/passwords';
import { seedPermissions } from '../auth/permissionStore';
import type { Db } from './client';
import {
  accounts,
  callRecords,
  contactNumbers,
  devices,
  emergencyLocations,
  extensions,
  lines,
  meta,
  phoneNumbers,
  roleMemberships,
  users,
} from './schema';

export interface DemoSignIn {
  role: string;
  roleId: number;
  loginName: string;
  password: string;
  accountName: string;
  landing: string;
}

const HOME_ACCOUNT_NAME = 'Switchboard Platform';
const WHITE_LABEL_PARTNER = 'Brightline Communications';
const ACME = 'Acme Corporation';
const BRITANNIA = 'Britannia Trading Ltd';

/** One sign-in per role a person uses; printed at startup and used by tests. */
export const DEMO_SIGN_INS: DemoSignIn[] = [
  {
    role: 'provider super user',
    roleId: ROLE.SUPERUSER,
    loginName: 'provider@switchboard.example',
    password: 'Demo-Provider-2026',
    accountName: HOME_ACCOUNT_NAME,
    landing: '/management/m/searchAccount',
  },
  {
    role: 'partner super user',
    roleId: ROLE.PARTNER_ACCOUNT_SUPERUSER,
    loginName: 'partner@brightline.example',
    password: 'Demo-Partner-2026',
    accountName: WHITE_LABEL_PARTNER,
    landing: '/management/m/resellerList',
  },
  {
    role: 'partner account administrator',
    roleId: ROLE.PARTNER_ACCOUNT_ADMINISTRATOR,
    loginName: 'partner.admin@brightline.example',
    password: 'Demo-PartnerAdmin-2026',
    accountName: WHITE_LABEL_PARTNER,
    landing: '/management/m/resellerList',
  },
  {
    role: 'account super user',
    roleId: ROLE.ACCOUNT_SUPER_USER,
    loginName: 'superuser@acme.example',
    password: 'Demo-Super-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'account administrator',
    roleId: ROLE.ACCOUNT_ADMINISTRATOR,
    loginName: 'admin@acme.example',
    password: 'Demo-Admin-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'billing admin',
    roleId: ROLE.BILLING_ADMIN,
    loginName: 'billing@acme.example',
    password: 'Demo-Billing-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'reports admin',
    roleId: ROLE.REPORTS_ADMIN,
    loginName: 'reports@acme.example',
    password: 'Demo-Reports-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'call queues admin',
    roleId: ROLE.CALL_QUEUES_ADMIN,
    loginName: 'queues@acme.example',
    password: 'Demo-Queues-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'call queues reporting admin',
    roleId: ROLE.CALL_QUEUES_REPORTING_ADMIN,
    loginName: 'queue.reports@acme.example',
    password: 'Demo-QueueReports-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'users admin',
    roleId: ROLE.USERS_ADMIN,
    loginName: 'users.admin@acme.example',
    password: 'Demo-UsersAdmin-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'end user',
    roleId: ROLE.END_USER,
    loginName: 'user@acme.example',
    password: 'Demo-User-2026',
    accountName: ACME,
    landing: '/management/m/myCallsReport',
  },
  {
    role: 'end user no dashboard',
    roleId: ROLE.END_USER_NO_DASHBOARD,
    loginName: 'nodashboard@acme.example',
    password: 'Demo-NoDashboard-2026',
    accountName: ACME,
    landing: '/management/m/myCallsReport',
  },
  {
    role: 'account administrator (international, GB)',
    roleId: ROLE.ACCOUNT_ADMINISTRATOR,
    loginName: 'admin@britannia.example',
    password: 'Demo-Britannia-2026',
    accountName: BRITANNIA,
    landing: '/management/m/dashboard',
  },
  // International landing pages (ROLE-02): these roles land elsewhere in an international account.
  {
    role: 'billing admin (international, GB)',
    roleId: ROLE.BILLING_ADMIN,
    loginName: 'billing@britannia.example',
    password: 'Demo-BritanniaBilling-2026',
    accountName: BRITANNIA,
    landing: '/management/m/billhistory',
  },
  {
    role: 'reports admin (international, GB)',
    roleId: ROLE.REPORTS_ADMIN,
    loginName: 'reports@britannia.example',
    password: 'Demo-BritanniaReports-2026',
    accountName: BRITANNIA,
    landing: '/management/m/companySummaryReport',
  },
  {
    role: 'call queues admin (international, GB)',
    roleId: ROLE.CALL_QUEUES_ADMIN,
    loginName: 'queues@britannia.example',
    password: 'Demo-BritanniaQueues-2026',
    accountName: BRITANNIA,
    landing: '/management/m/callQueue',
  },
  {
    role: 'users admin (international, GB)',
    roleId: ROLE.USERS_ADMIN,
    loginName: 'users.admin@britannia.example',
    password: 'Demo-BritanniaUsers-2026',
    accountName: BRITANNIA,
    landing: '/management/m/pbxSummary',
  },
];

/** The account administrator of the large account (seedLarge). */
export const LARGE_ACCOUNT_ADMIN = {
  loginName: 'admin@globex.example',
  password: 'Demo-Globex-2026',
} as const;

export const LARGE_ACCOUNT_NAME = 'Globex Large Co';

/** The marker a room user's stored last name carries (USER-02). */
const ROOM_MARKER = ' -room-';

/** The account-level roles every customer account has a user of, in creation order. */
const ACCOUNT_LEVEL_ROLES: readonly number[] = [
  ROLE.ACCOUNT_SUPER_USER,
  ROLE.ACCOUNT_ADMINISTRATOR,
  ROLE.BILLING_ADMIN,
  ROLE.REPORTS_ADMIN,
  ROLE.CALL_QUEUES_ADMIN,
  ROLE.CALL_QUEUES_REPORTING_ADMIN,
  ROLE.USERS_ADMIN,
  ROLE.END_USER,
  ROLE.END_USER_NO_DASHBOARD,
];

/** NUM-06 */
const TOLL_FREE_PREFIXES: readonly string[] = ['1800', '1833', '1844', '1855', '1866', '1877', '1888'];

// ---------------------------------------------------------------------------------------------
// The tenant tree

type Country = 'US' | 'GB' | 'AU' | 'IN';

const LOCALE: Record<Country, string> = { US: 'en-us', GB: 'en-gb', AU: 'en-au', IN: 'en-in' };

interface Location {
  street: string;
  city: string;
  region: string | null;
  postalCode: string;
  provisioning?: boolean;
}

interface CustomerSpec {
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

interface PartySpec {
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

const PARTIES: PartySpec[] = [
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

const CUSTOMERS: CustomerSpec[] = [
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

interface PartyUser {
  accountId: number;
  roleId: number;
  firstName: string;
  lastName: string;
  loginName: string;
}

const PARTY_USERS: PartyUser[] = [
  {
    accountId: 1,
    roleId: 1,
    firstName: 'Priya',
    lastName: 'Raman',
    loginName: 'provider@switchboard.example',
  },
  { accountId: 1, roleId: 1, firstName: 'Tom', lastName: 'Okafor', loginName: 'ops@switchboard.example' },
  {
    accountId: 2,
    roleId: 77,
    firstName: 'Paula',
    lastName: 'Brightman',
    loginName: 'partner@brightline.example',
  },
  {
    accountId: 2,
    roleId: 78,
    firstName: 'Peter',
    lastName: 'Lindqvist',
    loginName: 'partner.admin@brightline.example',
  },
  {
    accountId: 3,
    roleId: 77,
    firstName: 'Nina',
    lastName: 'Patel',
    loginName: 'nina.patel@northwind.example',
  },
  {
    accountId: 3,
    roleId: 78,
    firstName: 'Omar',
    lastName: 'Haddad',
    loginName: 'omar.haddad@northwind.example',
  },
];

const PARTY_AREA: Record<number, string> = { 1: '650', 2: '646', 3: '312' };

const words = (text: string) => text.trim().split(/\s+/);

const FIRST_NAMES: Record<Country, string[]> = {
  US: words(`James Maria Robert Linda Michael Patricia David Jennifer William Elizabeth
    Carlos Aisha Kevin Sofia Brian Grace Daniel Emily Marcus Olivia`),
  GB: words(`Oliver Amelia Harry Isla George Ava Jack Emily
    Charlie Poppy Thomas Freya Alfie Imogen Arthur Rosie`),
  AU: words(`Liam Charlotte Noah Mia Jack Matilda Lachlan Ruby
    Cooper Chloe Harrison Zoe Riley Sienna Hamish Isabelle`),
  IN: words(`Aarav Ananya Vihaan Diya Arjun Isha Rohan Priya
    Karan Meera Siddharth Kavya Aditya Nisha Rahul Lakshmi`),
};

const LAST_NAMES: Record<Country, string[]> = {
  US: words(`Johnson Garcia Miller Davis Rodriguez Martinez Wilson Anderson Thomas Taylor
    Moore Jackson Martin Lee Thompson White Harris Clark Lewis`),
  GB: words(`Smith Jones Williams Brown Taylor Davies Evans
    Roberts Wright Walker Hughes Green Hall`),
  AU: words(`Nguyen Kelly Ryan Walsh Murphy Campbell Stewart
    Mitchell Cooper Hughes Bennett Fraser Doyle`),
  IN: words(`Sharma Patel Iyer Reddy Gupta Nair Singh
    Rao Menon Kapoor Joshi Bose Pillai`),
};

const ROOMS: ReadonlyArray<{ firstName: string; lastName: string; login: string }> = [
  { firstName: 'Main', lastName: `Boardroom${ROOM_MARKER}`, login: 'boardroom' },
  { firstName: 'Huddle', lastName: `Space${ROOM_MARKER}`, login: 'huddle' },
];

// ---------------------------------------------------------------------------------------------
// Numbers, valid for each country (E.164 digits without '+'); `i` is an index in the account's
// block, `a` the account's position, so different accounts never share a number.

const pad = (n: number, width: number) => String(n).padStart(width, '0');

interface Numbering {
  /** A local DID of the account (phone_numbers.phone_number). */
  did(a: number, i: number): string;
  mobile(a: number, i: number): string;
  home(a: number, i: number): string;
  /** A caller outside the account. */
  external(i: number): string;
}

function numberingFor(country: Country, area = '415', mobileArea = '628'): Numbering {
  switch (country) {
    case 'US':
      // 555-0100..0199 is reserved for fiction and valid everywhere in the plan.
      return {
        did: (_a, i) => `1${area}5550${pad(100 + (i % 100), 3)}`,
        mobile: (_a, i) => `1${mobileArea}5550${pad(100 + (i % 100), 3)}`,
        home: (_a, i) => `1${mobileArea}5550${pad(100 + ((i + 50) % 100), 3)}`,
        external: (i) => `1${EXTERNAL_US_AREAS[i % EXTERNAL_US_AREAS.length]}5550${pad(100 + (i % 100), 3)}`,
      };
    case 'GB':
      // Ofcom's drama ranges: 020 7946 0xxx (London), 0113 496 0xxx (Leeds), 0161 496 0xxx.
      return {
        did: (a, i) => `442079460${pad((a * 40 + i) % 1000, 3)}`,
        mobile: (a, i) => `447400${pad(100000 + a * 1000 + i, 6)}`,
        home: (a, i) => `441134960${pad((a * 40 + i) % 1000, 3)}`,
        external: (i) => `441614960${pad(i % 1000, 3)}`,
      };
    case 'AU':
      // ACMA's ranges for fiction: 02 5550 xxxx, 03 7010 xxxx, 0491 57x xxx.
      return {
        did: (a, i) => `6125550${pad(1000 + a * 40 + i, 4)}`,
        mobile: (a, i) => `6149157${pad(1000 + a * 40 + i, 4)}`,
        home: (a, i) => `6137010${pad(1000 + a * 40 + i, 4)}`,
        external: (i) => `6129000${pad(1000 + (i % 9000), 4)}`,
      };
    case 'IN':
      return {
        did: (a, i) => `91804000${pad(1000 + a * 40 + i, 4)}`,
        mobile: (a, i) => `9198450${pad(10000 + a * 100 + i, 5)}`,
        home: (a, i) => `91224000${pad(1000 + a * 40 + i, 4)}`,
        external: (i) => `9170123${pad(10000 + (i % 90000), 5)}`,
      };
  }
}

const EXTERNAL_US_AREAS = ['212', '305', '503', '646', '919'];

const e164 = (digits: string) => `+${digits}`;

/** A small deterministic PRNG (mulberry32), so every seed builds the same tree. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

// ---------------------------------------------------------------------------------------------
// Plans: rows to insert, with references by natural key until ids are known.

type UserRow = typeof users.$inferInsert;
type ExtensionRow = typeof extensions.$inferInsert;
type DeviceRow = typeof devices.$inferInsert;
type LineRow = typeof lines.$inferInsert;
type PhoneRow = typeof phoneNumbers.$inferInsert;
type CallRow = typeof callRecords.$inferInsert;

interface UserPlan {
  row: Omit<UserRow, 'passwordHash'>;
  password?: string;
  contacts: Array<{ kind: 'D' | 'M' | 'H' | 'F'; number: string }>;
  /** The number of the user's own extension, if any. */
  extensionNumber?: string;
}

interface ExtensionPlan {
  row: Omit<ExtensionRow, 'userId'>;
  userLogin?: string;
}

interface DevicePlan {
  row: Omit<DeviceRow, 'extensionId' | 'loggedInUserId'>;
  extensionNumber?: string;
  loggedInLogin?: string;
  lines: Array<{ sipId: string; clientId: string | null; appType: string | null; extensionNumber?: string }>;
}

interface PhonePlan {
  row: Omit<PhoneRow, 'extensionId'>;
  extensionNumber?: string;
}

interface CallPlan {
  row: Omit<CallRow, 'userId' | 'extensionId'>;
  userLogin: string;
  extensionNumber: string;
}

interface DemoPlan {
  accounts: Array<typeof accounts.$inferInsert>;
  users: UserPlan[];
  extensions: ExtensionPlan[];
  locations: Array<typeof emergencyLocations.$inferInsert>;
  devices: DevicePlan[];
  phones: PhonePlan[];
  calls: CallPlan[];
}

const DESK_MODELS = [
  'Polycom VVX 450',
  'Polycom VVX 250',
  'Yealink T54W',
  'Cisco 8851',
  'Poly Edge E350',
  'Yealink T46U',
];

function demoLoginFor(accountName: string, roleId: number): string | undefined {
  return DEMO_SIGN_INS.find((s) => s.accountName === accountName && s.roleId === roleId)?.loginName;
}

const loginPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Builds every row of the demo in memory; `now` anchors the call history. */
function planDemo(now: Date): DemoPlan {
  const rnd = random(20260101);
  const plan: DemoPlan = {
    accounts: [],
    users: [],
    extensions: [],
    locations: [],
    devices: [],
    phones: [],
    calls: [],
  };
  const passwordOf = new Map(DEMO_SIGN_INS.map((s) => [s.loginName, s.password]));

  for (const p of PARTIES) {
    plan.accounts.push({
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
    });
  }
  for (const [i, u] of PARTY_USERS.entries()) {
    const n = numberingFor('US', PARTY_AREA[u.accountId] || '650', '650');
    plan.users.push({
      row: {
        accountId: u.accountId,
        loginName: u.loginName,
        email: u.loginName,
        firstName: u.firstName,
        lastName: u.lastName,
        roleId: u.roleId,
      },
      password: passwordOf.get(u.loginName),
      contacts: [
        { kind: 'D', number: e164(n.did(0, 80 + i)) },
        { kind: 'M', number: e164(n.mobile(0, 60 + i)) },
      ],
    });
  }

  for (const [a, c] of CUSTOMERS.entries()) {
    const isInternational = c.country !== 'US';
    plan.accounts.push({
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
    });
    plan.locations.push({
      accountId: c.id,
      name: 'Head Office',
      street: c.location.street,
      city: c.location.city,
      region: c.location.region,
      postalCode: c.location.postalCode,
      countryCode: c.country,
      status: c.location.provisioning ? 'provisioning' : 'provisioned',
    });
    planCustomer(plan, c, a, now, rnd, passwordOf);
  }
  return plan;
}

function planCustomer(
  plan: DemoPlan,
  c: CustomerSpec,
  a: number,
  now: Date,
  rnd: ReturnType<typeof random>,
  passwordOf: Map<string, string>,
) {
  const num = numberingFor(c.country, c.area, c.mobileArea);
  const firstNames = FIRST_NAMES[c.country];
  const lastNames = LAST_NAMES[c.country];
  const worldOffice = `Extension - World Office (${c.country})`;
  const roles = [
    ...ACCOUNT_LEVEL_ROLES,
    ...Array.from({ length: c.extraEndUsers ?? 0 }, () => ROLE.END_USER),
  ];
  let didIndex = 0;
  const nextDid = () => num.did(a, didIndex++);

  // People: one of each account-level role (plus extra end users), then two rooms.
  const people: Array<{ first: string; last: string; login: string; roleId: number; isRoom: boolean }> = [];
  for (const [u, roleId] of roles.entries()) {
    const first = firstNames[(a * 5 + u) % firstNames.length];
    const last = lastNames[(a * 3 + u * 7) % lastNames.length];
    const demoLogin = u < ACCOUNT_LEVEL_ROLES.length ? demoLoginFor(c.name, roleId) : undefined;
    people.push({
      first,
      last,
      login: demoLogin ?? `${loginPart(first)}.${loginPart(last)}@${c.domain}`,
      roleId,
      isRoom: false,
    });
  }
  for (const room of ROOMS) {
    people.push({
      first: room.firstName,
      last: room.lastName,
      login: `${room.login}@${c.domain}`,
      roleId: ROLE.END_USER,
      isRoom: true,
    });
  }

  const userDids = new Map<string, string>();
  for (const [u, p] of people.entries()) {
    const extensionNumber = String(101 + u);
    const did = nextDid();
    userDids.set(p.login, did);
    const contacts: UserPlan['contacts'] = [{ kind: 'D', number: e164(did) }];
    if (!p.isRoom) {
      contacts.push({ kind: 'M', number: e164(num.mobile(a, u)) });
      if (u % 3 === 0) contacts.push({ kind: 'H', number: e164(num.home(a, u)) });
      if (u % 5 === 2) contacts.push({ kind: 'F', number: e164(num.home(a, u + 20)) });
    }
    const blocked = p.roleId === ROLE.END_USER && u === roles.length - 1 && (c.extraEndUsers ?? 0) > 0;
    plan.users.push({
      row: {
        accountId: c.id,
        loginName: p.login,
        email: p.login,
        firstName: p.first,
        lastName: p.last,
        roleId: p.roleId,
        blockAccess: blocked,
        sendEmail: !blocked,
        allowEndUserOutboundCallerId: p.roleId === ROLE.END_USER && u % 2 === 0,
        updateMeWithAnnouncements: u % 4 === 0,
      },
      password: passwordOf.get(p.login),
      contacts,
      extensionNumber,
    });

    // USER-07: most people have an 'Extension'; two have the unlimited kinds; in non-US
    // accounts some are on a world-office plan.
    const extensionType =
      u === 3 ? 'Unlimited Extension' : u === 6 ? 'Mobile Unlimited Extension' : 'Extension';
    const servicePlan =
      extensionType === 'Mobile Unlimited Extension'
        ? 'Mobile - Unlimited'
        : c.country !== 'US' && u % 3 === 1
          ? worldOffice
          : u % 4 === 2
            ? 'Extension - Metered'
            : 'Extension - Unlimited';
    plan.extensions.push({
      row: {
        accountId: c.id,
        extensionNumber,
        extensionType,
        servicePlan,
        userName: `${p.first} ${p.last}`,
        provisionCode: `${pad(c.id, 3)}${extensionNumber}`,
        isDefault: true,
      },
      userLogin: p.login,
    });
    plan.phones.push({
      row: {
        accountId: c.id,
        phoneNumber: did,
        country: c.country,
        productNumber: 'DID-LOCAL',
        initialAssign: 'Extension',
        callerId: c.name.toUpperCase().slice(0, 15),
        status: 'Assigned',
      },
      extensionNumber,
    });
  }

  // The shared extensions of USER-07.
  const shared: Array<{
    number: string;
    type: string;
    plan: string;
    name: string;
    did: boolean;
    tag?: string;
  }> = [
    {
      number: '200',
      type: 'Virtual Extension',
      plan: 'Virtual Extension',
      name: 'After-hours Voicemail',
      did: false,
    },
    { number: '300', type: 'Call Group', plan: 'Call Group', name: 'Sales Team', did: false },
    {
      number: '400',
      type: 'Call Queue',
      plan: 'Call Queue - Standard',
      name: 'Support Queue',
      did: true,
      tag: 'Support line',
    },
    { number: '500', type: 'Page Group', plan: 'Page Group', name: 'Warehouse Paging', did: false },
    { number: '700', type: 'Conference', plan: 'Conference Bridge', name: 'Conference Bridge', did: true },
    {
      number: '800',
      type: 'Auto Attendant',
      plan: 'Auto Attendant',
      name: 'Main Menu',
      did: true,
      tag: 'Main line',
    },
    { number: '900', type: 'FAX', plan: 'Virtual Fax', name: 'Office Fax', did: true },
  ];
  for (const s of shared) {
    plan.extensions.push({
      row: {
        accountId: c.id,
        extensionNumber: s.number,
        extensionType: s.type,
        servicePlan: s.plan,
        userName: s.name,
        isDefault: false,
      },
    });
    if (s.did) {
      plan.phones.push({
        row: {
          accountId: c.id,
          phoneNumber: nextDid(),
          country: c.country,
          productNumber: 'DID-LOCAL',
          initialAssign: s.type,
          callerId: c.name.toUpperCase().slice(0, 15),
          customTag: s.tag ?? null,
          backupNumber: s.number === '800' ? e164(num.mobile(a, 0)) : null,
          status: 'Assigned',
        },
        extensionNumber: s.number,
      });
    }
  }
  // Spare local numbers: four available, two reserved.
  for (let i = 0; i < 6; i++) {
    plan.phones.push({
      row: {
        accountId: c.id,
        phoneNumber: nextDid(),
        country: c.country,
        productNumber: 'DID-LOCAL',
        status: i < 4 ? 'Available' : 'Reserved',
        customTag: i === 4 ? 'Reserved for new hire' : null,
      },
    });
  }
  // Toll-free numbers (NUM-06), US accounts only; the first goes to the auto attendant.
  for (let t = 0; t < c.tollFree; t++) {
    const prefix = TOLL_FREE_PREFIXES[(a + t) % TOLL_FREE_PREFIXES.length];
    plan.phones.push({
      row: {
        accountId: c.id,
        phoneNumber: `${prefix}5550${pad(100 + a * 7 + t, 3)}`,
        country: 'US',
        productNumber: 'DID-TOLLFREE',
        isTollFree: true,
        initialAssign: t === 0 ? 'Auto Attendant' : null,
        customTag: t === 0 ? 'Toll-free main line' : null,
        status: t === 0 ? 'Assigned' : t % 3 === 2 ? 'Reserved' : 'Available',
      },
      extensionNumber: t === 0 ? '800' : undefined,
    });
  }

  // Devices (DEV-01): desk phones, most assigned to a person's extension, two spares;
  // a conference phone in the boardroom; softphones for the end user.
  const mac = (d: number) => `AA:BB:CC:${pad(c.id, 2)}:${pad(d, 2)}:01`.toUpperCase();
  const sip = (d: number, l: number) => String(c.id * 100000 + d * 10 + l);
  const assignedDesks = c.deskPhones - 2;
  for (let d = 0; d < c.deskPhones; d++) {
    const model = DESK_MODELS[(a + d) % DESK_MODELS.length];
    const owner = d < assignedDesks ? people[d] : undefined;
    const extensionNumber = owner ? String(101 + d) : undefined;
    const deskLines: DevicePlan['lines'] = [
      { sipId: sip(d, 1), clientId: null, appType: null, extensionNumber },
    ];
    if (d === 0) deskLines.push({ sipId: sip(d, 2), clientId: null, appType: null, extensionNumber: '300' });
    plan.devices.push({
      row: {
        accountId: c.id,
        name: owner ? `${model} (${owner.first} ${owner.last})` : `Spare ${model} #${d - assignedDesks + 1}`,
        macAddress: mac(d + 1),
        model,
      },
      extensionNumber,
      // A hot desk: someone is logged in to the first spare phone.
      loggedInLogin: d === assignedDesks ? people[1].login : undefined,
      lines: deskLines,
    });
  }
  const boardroomIndex = people.findIndex((p) => p.isRoom);
  plan.devices.push({
    row: { accountId: c.id, name: 'Boardroom conference phone', macAddress: mac(60), model: 'Poly Trio C60' },
    extensionNumber: String(101 + boardroomIndex),
    lines: [
      { sipId: sip(60, 1), clientId: null, appType: null, extensionNumber: String(101 + boardroomIndex) },
    ],
  });
  const endUserIndex = people.findIndex((p) => p.roleId === ROLE.END_USER);
  const noDashIndex = people.findIndex((p) => p.roleId === ROLE.END_USER_NO_DASHBOARD);
  const softphones: Array<{ index: number; appType: string; name: string; model: string }> = [
    {
      index: endUserIndex,
      appType: 'desktop',
      name: 'Switchboard for Desktop',
      model: 'Switchboard Desktop',
    },
    { index: endUserIndex, appType: 'mobile', name: 'Switchboard for iPhone', model: 'Switchboard Mobile' },
    {
      index: noDashIndex,
      appType: 'mobileconnect',
      name: 'Switchboard Mobile Connect',
      model: 'Switchboard Mobile Connect',
    },
  ];
  for (const [k, s] of softphones.entries()) {
    const person = people[s.index];
    const extensionNumber = String(101 + s.index);
    plan.devices.push({
      row: {
        accountId: c.id,
        name: `${s.name} (${person.first} ${person.last})`,
        macAddress: null,
        model: s.model,
      },
      extensionNumber,
      loggedInLogin: person.login,
      lines: [
        {
          sipId: sip(70 + k, 1),
          clientId: `sb-${s.appType}-${c.id}-${pad(k + 1, 2)}`,
          appType: s.appType,
          extensionNumber,
        },
      ],
    });
  }

  // Call history: 30–60 calls per end user (rooms included) over the last 30 days.
  const dayMs = 24 * 60 * 60 * 1000;
  for (const [u, p] of people.entries()) {
    if (p.roleId !== ROLE.END_USER && p.roleId !== ROLE.END_USER_NO_DASHBOARD) continue;
    const own = e164(userDids.get(p.login)!);
    const colleagues = people.filter((q) => q.login !== p.login);
    const count = rnd.int(30, 60);
    for (let k = 0; k < count; k++) {
      const roll = rnd.next();
      const direction = roll < 0.45 ? 'inbound' : roll < 0.85 ? 'outbound' : 'internal';
      const other =
        direction === 'internal'
          ? e164(userDids.get(rnd.pick(colleagues).login)!)
          : e164(num.external(rnd.int(0, 999)));
      const r = rnd.next();
      const result =
        direction === 'inbound'
          ? r < 0.7
            ? 'answered'
            : r < 0.85
              ? 'missed'
              : r < 0.95
                ? 'voicemail'
                : 'busy'
          : r < 0.85
            ? 'answered'
            : r < 0.95
              ? 'missed'
              : 'busy';
      const durationSeconds =
        result === 'answered' ? rnd.int(15, 1800) : result === 'voicemail' ? rnd.int(8, 90) : 0;
      const startedAt = new Date(now.getTime() - Math.floor(rnd.next() * 30 * dayMs));
      startedAt.setMilliseconds(0);
      plan.calls.push({
        row: {
          accountId: c.id,
          direction,
          fromNumber: direction === 'inbound' ? other : own,
          toNumber: direction === 'inbound' ? own : other,
          startedAt,
          durationSeconds,
          result,
        },
        userLogin: p.login,
        extensionNumber: String(101 + u),
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SEED_KEY = 'seed';
const LARGE_SEED_KEY = 'seed-large';
/** Serialises concurrent seeders (two servers starting on one database). */
const SEED_LOCK = 727_001;
const CHUNK = 1000;

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function hasMeta(db: Db | Tx, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
  return row?.value;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return (await hasMeta(db, SEED_KEY)) !== undefined;
}

/** Hashes each distinct password once (scrypt is deliberately slow). */
async function hashAll(passwords: Iterable<string>): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((pw) => hashPassword(pw)));
  return new Map(distinct.map((pw, i) => [pw, hashes[i]]));
}

const DEMO_ACCOUNT_IDS = [...PARTIES, ...CUSTOMERS].map((a) => a.id);

/** Builds the demo tenant tree; does nothing when the database is already seeded. */
export async function seedDemo(db: Db): Promise<void> {
  await seedPermissions(db);
  if (await isSeeded(db)) return;
  const now = new Date();
  const plan = planDemo(now);
  const hashes = await hashAll(plan.users.flatMap((u) => (u.password ? [u.password] : [])));

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await hasMeta(tx, SEED_KEY)) !== undefined) return;

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
    await tx.insert(accounts).values(plan.accounts.filter((acc) => !(homeExists && acc.id === 1)));
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('accounts', 'id'), (select max(id) from accounts))`,
    );

    // Users, then everything that refers to them by id.
    const userIds = new Map<string, number>();
    for (const part of chunks(plan.users)) {
      const inserted = await tx
        .insert(users)
        .values(part.map((u) => ({ ...u.row, passwordHash: u.password ? hashes.get(u.password)! : null })))
        .returning({ id: users.id, loginName: users.loginName });
      for (const r of inserted) userIds.set(r.loginName, r.id);
    }
    const userId = (login: string) => {
      const id = userIds.get(login);
      if (id === undefined) throw new Error(`seed: no user ${login}`);
      return id;
    };
    const memberships = plan.users.map((u) => ({
      userId: userId(u.row.loginName),
      accountId: u.row.accountId,
      roleId: u.row.roleId,
      isDefault: true,
    }));
    for (const part of chunks(memberships)) await tx.insert(roleMemberships).values(part);
    const contacts = plan.users.flatMap((u) =>
      u.contacts.map((cn) => ({
        accountId: u.row.accountId,
        userId: userId(u.row.loginName),
        kind: cn.kind,
        number: cn.number,
      })),
    );
    for (const part of chunks(contacts)) await tx.insert(contactNumbers).values(part);

    const extensionIds = new Map<string, number>();
    const extKey = (accountId: number, number: string) => `${accountId}:${number}`;
    for (const part of chunks(plan.extensions)) {
      const inserted = await tx
        .insert(extensions)
        .values(part.map((e) => ({ ...e.row, userId: e.userLogin ? userId(e.userLogin) : null })))
        .returning({
          id: extensions.id,
          accountId: extensions.accountId,
          extensionNumber: extensions.extensionNumber,
        });
      for (const r of inserted) extensionIds.set(extKey(r.accountId, r.extensionNumber), r.id);
    }
    const extensionId = (accountId: number, number: string | undefined) => {
      if (number === undefined) return null;
      const id = extensionIds.get(extKey(accountId, number));
      if (id === undefined) throw new Error(`seed: no extension ${number} in account ${accountId}`);
      return id;
    };

    const locationIds = new Map<number, number>();
    const insertedLocations = await tx
      .insert(emergencyLocations)
      .values(plan.locations)
      .returning({ id: emergencyLocations.id, accountId: emergencyLocations.accountId });
    for (const r of insertedLocations) locationIds.set(r.accountId, r.id);

    const deviceIds = new Map<string, number>();
    const devKey = (accountId: number, name: string) => `${accountId}:${name}`;
    for (const part of chunks(plan.devices)) {
      const inserted = await tx
        .insert(devices)
        .values(
          part.map((d) => ({
            ...d.row,
            extensionId: extensionId(d.row.accountId, d.extensionNumber),
            loggedInUserId: d.loggedInLogin ? userId(d.loggedInLogin) : null,
          })),
        )
        .returning({ id: devices.id, accountId: devices.accountId, name: devices.name });
      for (const r of inserted) deviceIds.set(devKey(r.accountId, r.name), r.id);
    }
    const lineRows: LineRow[] = plan.devices.flatMap((d) =>
      d.lines.map((l) => ({
        accountId: d.row.accountId,
        deviceId: deviceIds.get(devKey(d.row.accountId, d.row.name))!,
        clientId: l.clientId,
        sipId: l.sipId,
        e911LocationId: locationIds.get(d.row.accountId) ?? null,
        extensionId: extensionId(d.row.accountId, l.extensionNumber),
        appType: l.appType,
      })),
    );
    for (const part of chunks(lineRows)) await tx.insert(lines).values(part);

    const phoneRows: PhoneRow[] = plan.phones.map((p) => ({
      ...p.row,
      extensionId: extensionId(p.row.accountId, p.extensionNumber),
    }));
    for (const part of chunks(phoneRows)) await tx.insert(phoneNumbers).values(part);

    const callRows: CallRow[] = plan.calls.map((c) => ({
      ...c.row,
      userId: userId(c.userLogin),
      extensionId: extensionId(c.row.accountId, c.extensionNumber),
    }));
    for (const part of chunks(callRows)) await tx.insert(callRecords).values(part);

    await tx
      .insert(meta)
      .values({
        key: SEED_KEY,
        value: JSON.stringify({ version: 1, seededAt: now.toISOString(), accounts: plan.accounts.length }),
      })
      .onConflictDoNothing();
  });
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

/** A whole-number constant written into SQL as a literal (PGlite sends parameters untyped). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

const LARGE_USERS = 5_000;
const LARGE_NUMBERS = 100_000;
/** Area codes of the large account's local numbers (none used by the demo). */
const LARGE_AREAS = ['201', '202', '203', '205', '207', '208', '209', '210', '213', '214'];

/**
 * Adds one customer account with 100,000 phone numbers, 5,000 users and one extension per
 * user (set-based SQL). Idempotent: answers the existing account on a second call.
 */
export async function seedLarge(db: Db): Promise<{ accountId: number }> {
  const existing = await hasMeta(db, LARGE_SEED_KEY);
  if (existing !== undefined) return { accountId: Number(existing) };
  const adminHash = await hashPassword(LARGE_ACCOUNT_ADMIN.password);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const again = await hasMeta(tx, LARGE_SEED_KEY);
    if (again !== undefined) return { accountId: Number(again) };

    await ensureHomeAccount(tx);
    // A high id of its own, so the large account never takes an id the demo uses.
    const [{ next }] = (await tx
      .select({ next: sql<number>`greatest(1000, max(${accounts.id}) + 1)::int` })
      .from(accounts)) as Array<{ next: number }>;
    const [parent] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Bluebird Telecom'));
    const [account] = await tx
      .insert(accounts)
      .values({
        id: next,
        parentId: parent?.id ?? 1,
        name: LARGE_ACCOUNT_NAME,
        kind: 'customer',
        accountType: 'Enterprise',
        status: 'Active',
        countryCode: 'US',
        locale: 'en-us',
        timeZone: 'America/New_York',
        zipCode: '07302',
        isEnterprise: true,
      })
      .returning({ id: accounts.id });
    const accountId = account.id;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('accounts', 'id'), (select max(id) from accounts))`,
    );

    const firstNames = sql.raw(`array[${FIRST_NAMES.US.map((n) => `'${n}'`).join(',')}]`);
    const lastNames = sql.raw(`array[${LAST_NAMES.US.map((n) => `'${n}'`).join(',')}]`);
    // User 1 is the account administrator; 2–7 hold the other admin roles; every 10th is an
    // end user without dashboard; every 250th is a room; the rest are end users.
    await tx.execute(sql`
      insert into users (account_id, login_name, email, first_name, last_name, role_id, password_hash)
      select ${int(accountId)},
             case when n = 1 then ${LARGE_ACCOUNT_ADMIN.loginName}
                  else 'user' || lpad(n::text, 5, '0') || '@globex.example' end,
             case when n = 1 then ${LARGE_ACCOUNT_ADMIN.loginName}
                  else 'user' || lpad(n::text, 5, '0') || '@globex.example' end,
             case when n % 250 = 0 then 'Meeting'
                  else (${firstNames})[1 + n % ${int(FIRST_NAMES.US.length)}] end,
             case when n % 250 = 0 then 'Room ' || (n / 250)::text || ${ROOM_MARKER}
                  else (${lastNames})[1 + (n / ${int(FIRST_NAMES.US.length)}) % ${int(LAST_NAMES.US.length)}] end,
             case when n = 1 then ${int(ROLE.ACCOUNT_ADMINISTRATOR)}
                  when n = 2 then ${int(ROLE.ACCOUNT_SUPER_USER)}
                  when n = 3 then ${int(ROLE.BILLING_ADMIN)}
                  when n = 4 then ${int(ROLE.REPORTS_ADMIN)}
                  when n = 5 then ${int(ROLE.CALL_QUEUES_ADMIN)}
                  when n = 6 then ${int(ROLE.CALL_QUEUES_REPORTING_ADMIN)}
                  when n = 7 then ${int(ROLE.USERS_ADMIN)}
                  when n % 10 = 0 and n % 250 <> 0 then ${int(ROLE.END_USER_NO_DASHBOARD)}
                  else ${int(ROLE.END_USER)} end,
             case when n = 1 then ${adminHash} else null end
      from generate_series(1, ${int(LARGE_USERS)}) as n`);
    await tx.execute(sql`
      insert into role_memberships (user_id, account_id, role_id, is_default)
      select id, account_id, role_id, true from users where account_id = ${int(accountId)}`);
    await tx.execute(sql`
      insert into extensions (account_id, user_id, extension_number, extension_type, service_plan, user_name, is_default)
      select account_id, id, (10000 + row_number() over (order by id))::text, 'Extension',
             'Extension - Unlimited', first_name || ' ' || last_name, true
      from users where account_id = ${int(accountId)}`);

    const areas = sql.raw(`array[${LARGE_AREAS.map((a) => `'${a}'`).join(',')}]`);
    const tollFree = sql.raw(`array[${TOLL_FREE_PREFIXES.map((p) => `'${p}'`).join(',')}]`);
    const tollFreeFrom = LARGE_NUMBERS - 2_000;
    // Numbers 0..97,999 are local (ten area codes × 555-xxxx); the last 2,000 are toll-free
    // on exchange 556. The first 5,000 are assigned to the users' extensions.
    await tx.execute(sql`
      with ext as (
        select id, row_number() over (order by id) - 1 as k from extensions where account_id = ${int(accountId)}
      )
      insert into phone_numbers (account_id, phone_number, country, product_number, status, is_toll_free,
                                 extension_id, initial_assign)
      select ${int(accountId)},
             case when n < ${int(tollFreeFrom)}
                  then '1' || (${areas})[1 + n / 10000] || '555' || lpad((n % 10000)::text, 4, '0')
                  else (${tollFree})[1 + n % 7] || '556' || lpad((n - ${int(tollFreeFrom)})::text, 4, '0') end,
             'US',
             case when n < ${int(tollFreeFrom)} then 'DID-LOCAL' else 'DID-TOLLFREE' end,
             case when ext.id is not null then 'Assigned' when n % 10 = 1 then 'Reserved' else 'Available' end,
             n >= ${int(tollFreeFrom)},
             ext.id,
             case when ext.id is not null then 'Extension' else null end
      from generate_series(0, ${int(LARGE_NUMBERS - 1)}) as n
      left join ext on ext.k = n`);
    await tx.execute(sql`
      insert into contact_numbers (account_id, user_id, kind, number)
      select p.account_id, e.user_id, 'D', '+' || p.phone_number
      from phone_numbers p join extensions e on e.id = p.extension_id
      where p.account_id = ${int(accountId)}`);

    await tx.insert(meta).values({ key: LARGE_SEED_KEY, value: String(accountId) });
    return { accountId };
  });
}
