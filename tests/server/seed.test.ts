// The demo seed and the large seed: what they build, and that they build it once. Both run on
// the database the server tests use: PostgreSQL when DATABASE_URL is set (a scratch database,
// dropped at the end), else PGlite in memory.

import { and, count, eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { verifyPassword } from '../../server/auth/passwords';
import { testConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import {
  accounts,
  callRecords,
  contactNumbers,
  deviceBlfKeys,
  devices,
  emergencyLocations,
  extensions,
  hotelingSettings,
  lines,
  meta,
  phoneNumbers,
  provisioningModels,
  roleMemberships,
  users,
} from '../../server/db/schema';
import { DEMO_SIGN_INS, isSeeded, LARGE_ACCOUNT_ADMIN, seedDemo, seedLarge } from '../../server/db/seed';
import { isCspAccount, isFraudHold, isTrialAccount } from '../../src/domain/accounts';
import { landingPage } from '../../src/domain/landing';
import { NUMBER_STATUSES } from '../../src/domain/phoneNumbers';
import { ROLE } from '../../src/domain/roles';
import { openTemplate } from '../support/platform';
import { createScratchDatabase } from '../support/postgres';

const ENGINE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** An empty database of the engine the server tests use; close() also drops a scratch database. */
async function openEmptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://' });
  const scratch = await createScratchDatabase(url, 'switchboard_seed');
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const ACCOUNT_ROLES = [2, 3, 20, 21, 22, 23, 24, 4, 6];
const EXTENSION_TYPES = [
  'Extension',
  'Virtual Extension',
  'Call Group',
  'Call Queue',
  'Conference',
  'Auto Attendant',
  'Page Group',
  'FAX',
  'Unlimited Extension',
  'Mobile Unlimited Extension',
];
const TOLL_FREE_PREFIXES = ['1800', '1833', '1844', '1855', '1866', '1877', '1888'];
const ROOM_MARKER = ' -room-';
const TABLES = {
  accounts,
  users,
  roleMemberships,
  contactNumbers,
  extensions,
  emergencyLocations,
  devices,
  lines,
  phoneNumbers,
  callRecords,
};

async function counts(database: Database) {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [{ n }] = await database.db.select({ n: count() }).from(table);
    out[name] = n;
  }
  return out;
}

describe('demo seed', () => {
  let database: Database;
  let allAccounts: Array<typeof accounts.$inferSelect>;
  let customers: Array<typeof accounts.$inferSelect>;
  let allUsers: Array<typeof users.$inferSelect>;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    expect(await isSeeded(database.db)).toBe(false);
    const started = performance.now();
    await seedDemo(database.db);
    console.log(`seedDemo on ${ENGINE}: ${Math.round(performance.now() - started)} ms`);
    allAccounts = await database.db.select().from(accounts);
    customers = allAccounts.filter((a) => a.kind === 'customer');
    allUsers = await database.db.select().from(users);
  });

  afterAll(async () => {
    await database?.close();
  });

  // Timings are printed, not asserted (benchmarks are not timed tests); the brief's budget is
  // under 3 s for the demo and under a minute for the large account on PGlite.
  it('records itself in meta', async () => {
    expect(await isSeeded(database.db)).toBe(true);
    const [row] = await database.db.select().from(meta).where(eq(meta.key, 'seed'));
    expect(row).toBeDefined();
  });

  it('is idempotent: seeding twice yields the same counts', async () => {
    const before = await counts(database);
    await seedDemo(database.db);
    expect(await counts(database)).toEqual(before);
    expect(before.accounts).toBeGreaterThanOrEqual(13);
  });

  it('ROLE-01 ROLE-02 every demo sign-in signs in on the seeded database, with its role, account, default membership and landing', async () => {
    const roles = new Set(DEMO_SIGN_INS.map((s) => s.roleId));
    for (const r of [1, 77, 78, 2, 3, 20, 21, 22, 24, 23, 4, 6]) expect(roles.has(r)).toBe(true);
    expect(new Set(DEMO_SIGN_INS.map((s) => s.loginName.toLowerCase())).size).toBe(DEMO_SIGN_INS.length);
    // The real sign-in over the database this file seeded: what a person typing the printed pair gets.
    const { app } = createApp({
      db: database.db,
      config: testConfig({ staticDir: '/nonexistent' }),
      now: () => new Date(),
    });
    for (const s of DEMO_SIGN_INS) {
      const grant = await app.request('/svc/auth/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: s.loginName,
          password: s.password,
          client_id: 'switchboard-portal',
        }),
      });
      expect(grant.status, s.loginName).toBe(200);
      const { access_token } = await grant.json();
      const selfAnswer = await app.request('/svc/users/v3/users/self', {
        headers: { authorization: `Bearer ${access_token}` },
      });
      const self = await selfAnswer.json();
      expect(self.login_name.toLowerCase(), s.loginName).toBe(s.loginName.toLowerCase());
      expect(
        self.roles.map((r: { id: number }) => r.id),
        s.loginName,
      ).toEqual([s.roleId]);
      expect(self.acting_account.name, s.loginName).toBe(s.accountName);
      expect(self.role_contexts, s.loginName).toEqual([
        { account_id: self.account_id, role_id: s.roleId, is_default: true },
      ]);
      // The landing printed for the pair is the one the portal computes from what the database says.
      const [account] = await database.db.select().from(accounts).where(eq(accounts.id, self.account_id));
      expect(s.landing, s.loginName).toBe(
        landingPage(self.roles[0].id, { isAcctInternational: account.isInternational }),
      );
    }
    const provider = DEMO_SIGN_INS.find((s) => s.roleId === ROLE.SUPERUSER)!;
    expect(allUsers.find((u) => u.loginName === provider.loginName)!.accountId).toBe(1);
    const gb = DEMO_SIGN_INS.find((s) => s.accountName === 'Britannia Trading Ltd')!;
    expect(allAccounts.find((a) => a.name === gb.accountName)!.isInternational).toBe(true);
  });

  it('ROLE-01 only the demo sign-ins have a password; partner roles 77 and 78 sit on partner accounts', () => {
    expect(allUsers.filter((u) => u.passwordHash !== null)).toHaveLength(DEMO_SIGN_INS.length);
    const partnerIds = new Set(allAccounts.filter((a) => a.kind === 'partner').map((a) => a.id));
    for (const role of [77, 78]) {
      const holders = allUsers.filter((u) => u.roleId === role);
      expect(holders.length).toBeGreaterThanOrEqual(2);
      for (const u of holders) expect(partnerIds.has(u.accountId)).toBe(true);
    }
  });

  it('BILL-01 accounts cover every status and the ssu trial, CSP, CPQ, Iceberg and fraud-hold cases', () => {
    const statuses = new Set(customers.map((a) => a.status));
    for (const s of ['Active', 'Suspended', 'Cancelled', 'Pending', 'Demo'])
      expect(statuses.has(s)).toBe(true);
    const facts = customers.map((a) => ({ ...a, kind: 'customer' as const }));
    expect(facts.some((a) => isTrialAccount(a) && a.partnerType === 'ssu')).toBe(true);
    expect(facts.some((a) => a.isCsp && isCspAccount(a))).toBe(true);
    expect(facts.some((a) => a.isCpq && !isFraudHold(a))).toBe(true);
    expect(facts.some((a) => a.isIceberg)).toBe(true);
    expect(facts.some((a) => isFraudHold(a) && a.fraudReview)).toBe(true);
    expect(facts.some((a) => isFraudHold(a) && a.freeTrialStatus === 'ON_HOLD')).toBe(true);
    expect(customers.length).toBeGreaterThanOrEqual(8);
  });

  it('CFG-02 the tenant tree: home account 1, white-label and wholesaler partners, resellers, international accounts', () => {
    const home = allAccounts.find((a) => a.id === 1)!;
    expect(home).toMatchObject({ kind: 'provider', name: 'Switchboard Platform', parentId: null });
    const partners = allAccounts.filter((a) => a.kind === 'partner');
    expect(partners.some((p) => p.isWhiteLabelPartner)).toBe(true);
    expect(partners.some((p) => p.accountType.toLowerCase().includes('wholesaler'))).toBe(true);
    const partnerIds = new Set(partners.map((p) => p.id));
    const resellers = allAccounts.filter((a) => a.kind === 'reseller');
    expect(resellers.length).toBeGreaterThanOrEqual(2);
    for (const r of resellers) expect(partnerIds.has(r.parentId!)).toBe(true);
    // Every account but the home account hangs off an existing parent.
    const ids = new Set(allAccounts.map((a) => a.id));
    for (const a of allAccounts) if (a.id !== 1) expect(ids.has(a.parentId!)).toBe(true);
    const byCountry = (cc: string) => customers.find((a) => a.countryCode === cc);
    expect(byCountry('US')).toMatchObject({ locale: 'en-us', isInternational: false });
    expect(byCountry('GB')).toMatchObject({ locale: 'en-gb', isInternational: true });
    expect(byCountry('AU')).toMatchObject({ locale: 'en-au', isInternational: true });
    expect(byCountry('IN')).toMatchObject({ locale: 'en-in', isInternational: true });
  });

  it('serial sequences continue after the explicit account ids', async () => {
    const [created] = await database.db
      .insert(accounts)
      .values({ name: 'Probe', kind: 'customer' })
      .returning({ id: accounts.id });
    expect(created.id).toBeGreaterThan(Math.max(...allAccounts.map((a) => a.id)));
    await database.db.delete(accounts).where(eq(accounts.id, created.id));
  });

  it('USER-01 USER-02 USER-03 every customer account has users of every account role, two rooms, one default membership each', async () => {
    const memberships = await database.db.select().from(roleMemberships);
    for (const account of customers) {
      const mine = allUsers.filter((u) => u.accountId === account.id);
      const roles = new Set(mine.map((u) => u.roleId));
      for (const r of ACCOUNT_ROLES) expect(roles.has(r), `${account.name} role ${r}`).toBe(true);
      const rooms = mine.filter((u) => u.lastName.endsWith(ROOM_MARKER));
      expect(rooms, account.name).toHaveLength(2);
      for (const room of rooms) expect(room.roleId).toBe(ROLE.END_USER);
      for (const u of mine) expect(u.userType).toBe('END_USER');
    }
    for (const u of allUsers) {
      const own = memberships.filter((m) => m.userId === u.id);
      expect(own, u.loginName).toEqual([
        expect.objectContaining({ accountId: u.accountId, roleId: u.roleId, isDefault: true }),
      ]);
    }
    expect(new Set(allUsers.map((u) => u.loginName.toLowerCase())).size).toBe(allUsers.length);
  });

  it('USER-06 contact numbers are of kinds D, M, H, F and valid E.164 for the account country', async () => {
    const numbers = await database.db.select().from(contactNumbers);
    const countryOf = new Map(allAccounts.map((a) => [a.id, a.countryCode]));
    expect(new Set(numbers.map((n) => n.kind))).toEqual(new Set(['D', 'M', 'H', 'F']));
    for (const n of numbers) {
      expect(n.number).toMatch(/^\+\d{8,15}$/);
      const parsed = parsePhoneNumberFromString(n.number);
      expect(parsed?.isValid(), n.number).toBe(true);
      expect(parsed?.country, n.number).toBe(countryOf.get(n.accountId));
    }
    const customerUsers = allUsers.filter((u) => customers.some((a) => a.id === u.accountId));
    for (const u of customerUsers) {
      const kinds = numbers.filter((n) => n.userId === u.id).map((n) => n.kind);
      expect(kinds, u.loginName).toContain('D');
      if (!u.lastName.endsWith(ROOM_MARKER)) expect(kinds, u.loginName).toContain('M');
    }
  });

  it('USER-07 every customer account has extensions of every type, user extensions named after their user', async () => {
    const all = await database.db.select().from(extensions);
    for (const account of customers) {
      const mine = all.filter((e) => e.accountId === account.id);
      const types = new Set(mine.map((e) => e.extensionType));
      for (const t of EXTENSION_TYPES) expect(types.has(t), `${account.name} ${t}`).toBe(true);
      expect(mine.filter((e) => e.userId !== null)).toHaveLength(
        allUsers.filter((u) => u.accountId === account.id).length,
      );
      if (account.countryCode !== 'US') {
        expect(mine.some((e) => e.servicePlan === `Extension - World Office (${account.countryCode})`)).toBe(
          true,
        );
      }
    }
    expect(all.some((e) => e.servicePlan === 'Extension - Unlimited')).toBe(true);
    const userById = new Map(allUsers.map((u) => [u.id, u]));
    for (const e of all.filter((x) => x.userId !== null)) {
      const user = userById.get(e.userId!)!;
      expect(user.accountId).toBe(e.accountId);
      expect(e.userName).toBe(`${user.firstName} ${user.lastName}`);
    }
  });

  it('DEV-01 desk phones with AA:BB:CC MACs and lines without appType; softphones with app types; assigned and spare', async () => {
    const allDevices = await database.db.select().from(devices);
    const allLines = await database.db.select().from(lines);
    const extIds = new Set(
      (await database.db.select({ id: extensions.id }).from(extensions)).map((e) => e.id),
    );
    const desk = allDevices.filter((d) => d.macAddress !== null);
    const soft = allDevices.filter((d) => d.macAddress === null);
    expect(new Set(desk.map((d) => d.macAddress)).size).toBe(desk.length);
    for (const d of desk) expect(d.macAddress).toMatch(/^AA:BB:CC(:[0-9A-F]{2}){3}$/);
    expect(desk.some((d) => d.model === 'Polycom VVX 450')).toBe(true);
    expect(desk.some((d) => d.extensionId !== null)).toBe(true);
    expect(desk.some((d) => d.extensionId === null)).toBe(true);
    for (const d of allDevices) if (d.extensionId !== null) expect(extIds.has(d.extensionId)).toBe(true);
    for (const d of desk) {
      const mine = allLines.filter((l) => l.deviceId === d.id);
      expect(mine.length).toBeGreaterThan(0);
      for (const l of mine) expect(l.appType).toBeNull();
    }
    const appTypes = new Set(
      allLines.filter((l) => soft.some((d) => d.id === l.deviceId)).map((l) => l.appType),
    );
    expect(appTypes.has('desktop')).toBe(true);
    expect(appTypes.has('mobile')).toBe(true);
    expect(new Set(allLines.map((l) => l.sipId)).size).toBe(allLines.length);
    for (const l of allLines) {
      expect(l.accountId).toBe(allDevices.find((d) => d.id === l.deviceId)!.accountId);
      expect(l.e911LocationId).not.toBeNull();
    }
  });

  it('devices: desk phones of three makes per account, known models, SIP passwords, registrations, hot desks, BLF keys, hoteling settings', async () => {
    const db = database.db;
    const allDevices = await db.select().from(devices);
    const allLines = await db.select().from(lines);
    const modelNames = new Set((await db.select().from(provisioningModels)).map((m) => m.name));
    const customers = [...new Set(allDevices.map((d) => d.accountId))];
    for (const accountId of customers) {
      const desk = allDevices.filter((d) => d.accountId === accountId && d.kind === 'deskphone');
      expect(new Set(desk.map((d) => d.make)).size, `account ${accountId}`).toBeGreaterThanOrEqual(3);
      for (const d of desk) expect(modelNames.has(d.model!), d.model!).toBe(true);
      const kinds = new Set(allDevices.filter((d) => d.accountId === accountId).map((d) => d.kind));
      expect([...kinds].sort()).toEqual(['deskphone', 'mobile', 'softphone']);
      expect(desk.some((d) => d.loggedInUserId !== null)).toBe(true);
    }
    for (const l of allLines) expect(l.sipPassword, l.sipId).toMatch(/^.{16,}$/);
    const seededAt = new Date(
      JSON.parse((await db.select().from(meta).where(eq(meta.key, 'seed')))[0].value).seededAt,
    );
    const registered = allLines.filter((l) => l.registrationExpiresAt && l.registrationExpiresAt > seededAt);
    const lapsed = allLines.filter((l) => l.registeredAt && l.registrationExpiresAt! <= seededAt);
    const never = allLines.filter((l) => l.registeredAt === null);
    for (const group of [registered, lapsed, never]) expect(group.length).toBeGreaterThan(0);
    expect((await db.select().from(deviceBlfKeys)).length).toBeGreaterThan(0);
    const settings = await db.select().from(hotelingSettings);
    expect(new Set(settings.map((s) => s.accountId))).toEqual(new Set(customers));
  });

  it("the README's demo phone: Acme's first desk phone fetches its file with aabbcc100101 / provision-demo-1", async () => {
    const [phone] = await database.db
      .select()
      .from(devices)
      .where(eq(devices.macAddress, 'AA:BB:CC:10:01:01'));
    expect(phone).toMatchObject({ accountId: 10, provisioningUser: 'aabbcc100101', make: 'Yealink' });
    const app = createApp({
      db: database.db,
      config: testConfig({ staticDir: '/nonexistent' }),
      now: () => new Date(),
    });
    try {
      const auth = `Basic ${Buffer.from('aabbcc100101:provision-demo-1').toString('base64')}`;
      const res = await app.app.request('/prov/aabbcc100101.cfg', { headers: { authorization: auth } });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^account\.1\.auth_name = \d+$/m);
    } finally {
      await app.stop();
    }
  });

  it('four emergency locations per customer account, one of each still provisioning for a while', async () => {
    const locations = await database.db.select().from(emergencyLocations);
    for (const account of customers) {
      const own = locations.filter((l) => l.accountId === account.id);
      expect(own).toHaveLength(4);
      const pending = own.filter((l) => l.status === 'provisioning');
      expect(pending).toHaveLength(1);
      expect(pending[0].provisioningUntil!.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('NUM-01 NUM-06 phone numbers: digits with country code, valid for the country, statuses, toll-free prefixes', async () => {
    const numbers = await database.db.select().from(phoneNumbers);
    expect(new Set(numbers.map((n) => n.phoneNumber)).size).toBe(numbers.length);
    // Every status of NUM-03, each in every customer account (decision 0089).
    expect(new Set(numbers.map((n) => n.status))).toEqual(new Set(NUMBER_STATUSES));
    for (const n of numbers) {
      expect(n.phoneNumber).toMatch(/^\d{10,15}$/);
      const parsed = parsePhoneNumberFromString(`+${n.phoneNumber}`);
      expect(parsed?.isValid(), n.phoneNumber).toBe(true);
      expect(parsed?.country, n.phoneNumber).toBe(n.country);
      expect(n.status === 'Assigned', n.phoneNumber).toBe(n.extensionId !== null);
      for (const excluded of ['6113', '6118', '6119']) expect(n.phoneNumber.startsWith(excluded)).toBe(false);
    }
    const tollFree = numbers.filter((n) => n.isTollFree);
    expect(new Set(tollFree.map((n) => n.phoneNumber.slice(0, 4)))).toEqual(new Set(TOLL_FREE_PREFIXES));
    for (const n of tollFree) {
      expect(n.phoneNumber).toHaveLength(11);
      expect(parsePhoneNumberFromString(`+${n.phoneNumber}`)?.getType()).toBe('TOLL_FREE');
    }
    for (const n of numbers.filter((x) => !x.isTollFree && x.country === 'US')) {
      expect(TOLL_FREE_PREFIXES.some((p) => n.phoneNumber.startsWith(p))).toBe(false);
    }
    for (const account of customers) {
      expect(numbers.some((n) => n.accountId === account.id && n.status === 'Available')).toBe(true);
    }
  });

  it('call records: 30–60 per end user over the last 30 days, mixed directions and results', async () => {
    const calls = await database.db.select().from(callRecords);
    const now = Date.now();
    const endUsers = allUsers.filter(
      (u) => u.roleId === ROLE.END_USER || u.roleId === ROLE.END_USER_NO_DASHBOARD,
    );
    for (const u of endUsers) {
      const mine = calls.filter((c) => c.userId === u.id);
      expect(mine.length, u.loginName).toBeGreaterThanOrEqual(30);
      expect(mine.length, u.loginName).toBeLessThanOrEqual(60);
    }
    expect(new Set(calls.map((c) => c.direction))).toEqual(new Set(['inbound', 'outbound', 'internal']));
    expect(new Set(calls.map((c) => c.result))).toEqual(new Set(['answered', 'missed', 'voicemail', 'busy']));
    for (const c of calls) {
      const age = now - c.startedAt.getTime();
      expect(age).toBeGreaterThanOrEqual(-1000);
      expect(age).toBeLessThanOrEqual(30 * 24 * 3600 * 1000 + 60_000);
      expect(c.fromNumber).toMatch(/^\+\d{8,15}$/);
      expect(c.toNumber).toMatch(/^\+\d{8,15}$/);
      expect(c.durationSeconds).toBeGreaterThanOrEqual(0);
      if (c.result === 'missed' || c.result === 'busy') expect(c.durationSeconds).toBe(0);
    }
  });
});

describe('large seed', () => {
  // At a tenth of its size (10,000 numbers, 500 users and devices): the same statements, a tenth
  // of the rows. `npm run bench` and `npm start` seed it whole and print how long it took.
  it('seedLarge adds Globex Large Co: numbers, users, extensions, memberships, devices; idempotent', async () => {
    // On the run's template, which the demo seed made: the large account goes beside the demo's.
    const database = await openTemplate();
    try {
      const started = performance.now();
      const { accountId } = await seedLarge(database.db, { scale: 0.1 });
      const ms = performance.now() - started;
      console.log(`seedLarge on ${ENGINE}: ${Math.round(ms)} ms`);
      const countIn = async (
        table: typeof users | typeof extensions | typeof phoneNumbers | typeof roleMemberships,
      ) => {
        const [{ n }] = await database.db
          .select({ n: count() })
          .from(table)
          .where(eq(table.accountId, accountId));
        return n;
      };
      const [account] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
      expect(account).toMatchObject({ name: 'Globex Large Co', kind: 'customer' });
      expect(await countIn(phoneNumbers)).toBe(10_000);
      expect(await countIn(users)).toBe(500);
      expect(await countIn(extensions)).toBe(500);
      expect(await countIn(roleMemberships)).toBe(500);
      const [{ n: linked }] = await database.db
        .select({ n: count() })
        .from(extensions)
        .where(and(eq(extensions.accountId, accountId), sql`${extensions.userId} is not null`));
      expect(linked).toBe(500);
      const [{ n: badTollFree }] = await database.db
        .select({ n: count() })
        .from(phoneNumbers)
        .where(
          and(
            eq(phoneNumbers.accountId, accountId),
            eq(phoneNumbers.isTollFree, true),
            sql`left(${phoneNumbers.phoneNumber}, 4) not in ('1800','1833','1844','1855','1866','1877','1888')`,
          ),
        );
      expect(badTollFree).toBe(0);
      const [{ n: tollFree }] = await database.db
        .select({ n: count() })
        .from(phoneNumbers)
        .where(and(eq(phoneNumbers.accountId, accountId), eq(phoneNumbers.isTollFree, true)));
      expect(tollFree).toBe(200);
      const [{ n: largeDevices }] = await database.db
        .select({ n: count() })
        .from(devices)
        .where(eq(devices.accountId, accountId));
      const [{ n: largeLines }] = await database.db
        .select({ n: count() })
        .from(lines)
        .where(and(eq(lines.accountId, accountId), sql`${lines.sipPassword} is not null`));
      expect([largeDevices, largeLines]).toEqual([500, 500]);
      const [admin] = await database.db
        .select()
        .from(users)
        .where(eq(users.loginName, LARGE_ACCOUNT_ADMIN.loginName));
      expect(admin).toMatchObject({ accountId, roleId: ROLE.ACCOUNT_ADMINISTRATOR });
      expect(await verifyPassword(LARGE_ACCOUNT_ADMIN.password, admin.passwordHash)).toBe(true);

      const before = await countIn(phoneNumbers);
      expect(await seedLarge(database.db, { scale: 0.1 })).toEqual({ accountId });
      expect(await countIn(phoneNumbers)).toBe(before);
    } finally {
      await database.close();
    }
  }, 120_000);
});
