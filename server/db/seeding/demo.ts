// The demo tenant tree: planned in memory (accounts, people, telephony, calls), then written in
// one transaction under the seeders' advisory lock.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { seedPermissions } from '../../auth/permissionStore';
import type { Db } from '../client';
import { meta } from '../schema';
import { refreshStatistics } from '../statistics';
import { insertAccountDetails } from './accountDetails';
import { insertAccountLifecycle } from './accountLifecycle';
import { insertBillingDemo } from './billing';
import { insertBrandingDemo } from './branding';
import { insertCallBlocking } from './callBlocking';
import { insertCallHandling } from './callHandling';
import { insertCallRecords, planCalls, random } from './callRecords';
import { DEMO_SIGN_INS } from './demoSignIns';
import { insertEmergencyLocations } from './e911';
import { insertFaxConference } from './faxConference';
import { insertMessaging } from './messaging';
import { insertMfaSettings } from './mfa';
import { numberingFor } from './numbering';
import { insertNumbersExtras } from './numbersDemo';
import { insertPasswordPolicies } from './passwords';
import { insertPeople, planCustomerPeople, planPartyUsers } from './people';
import type { DemoPlan } from './plan';
import { insertPortalConfigDemo } from './portalConfig';
import { insertRecordingRules } from './recordingRules';
import { insertRecordings } from './recordings';
import { insertReportsDemo } from './reports';
import { insertSsoDemo } from './sso';
import { insertStoreDemo } from './store';
import { insertTelephony, planCustomerTelephony, planLocation } from './telephony';
import { CUSTOMERS, customerAccount, insertDemoAccounts, PARTIES, partyAccount } from './tenantTree';
import { insertUsersRemainingDemo } from './usersRemaining';
import { hasMeta, isSeeded, SEED_KEY, SEED_LOCK } from './writing';

/** Hashes each distinct password once (scrypt is deliberately slow). */
async function hashAll(passwords: Iterable<string>): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((pw) => hashPassword(pw)));
  return new Map(distinct.map((pw, i) => [pw, hashes[i]]));
}

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

  for (const p of PARTIES) plan.accounts.push(partyAccount(p));
  planPartyUsers(plan, passwordOf);

  for (const [a, c] of CUSTOMERS.entries()) {
    plan.accounts.push(customerAccount(c));
    plan.locations.push(planLocation(c));
    const num = numberingFor(c.country, c.area, c.mobileArea);
    let didIndex = 0;
    const nextDid = () => num.did(a, didIndex++);
    const people = planCustomerPeople(plan, c, a, num, nextDid, passwordOf);
    planCustomerTelephony(plan, c, a, num, people, nextDid, now);
    planCalls(plan, c, num, people, now, rnd);
  }
  return plan;
}

/**
 * Builds the demo tenant tree; does nothing when the database is already seeded. `now` is the
 * instant its calls, recordings and reports are dated from (a test run passes its clock's start).
 */
export async function seedDemo(db: Db, now = new Date()): Promise<void> {
  await seedPermissions(db);
  if (await isSeeded(db)) return;
  const plan = planDemo(now);
  const hashes = await hashAll(plan.users.flatMap((u) => (u.password ? [u.password] : [])));

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await hasMeta(tx, SEED_KEY)) !== undefined) return;

    await insertDemoAccounts(tx, plan.accounts);

    // Users, then everything that refers to them by id.
    const userId = await insertPeople(tx, plan, hashes);
    const extensionId = await insertTelephony(tx, plan, userId);
    await insertNumbersExtras(tx, now);
    await insertCallHandling(tx, now);
    await insertCallBlocking(tx);
    await insertEmergencyLocations(tx, now);
    await insertFaxConference(tx, now);
    await insertCallRecords(tx, plan, userId, extensionId);
    await insertRecordingRules(tx, now);
    await insertMfaSettings(tx, now);
    await insertRecordings(tx, now);
    await insertReportsDemo(tx, now);
    await insertPasswordPolicies(tx, now);
    await insertSsoDemo(tx, now);
    await insertMessaging(tx, now);
    await insertStoreDemo(tx, now);
    // the users area's remaining calls (decision 0118): extension templates
    await insertUsersRemainingDemo(tx, now);
    await insertAccountDetails(tx, now);
    await insertBrandingDemo(tx, now);
    await insertBillingDemo(tx, now);
    await insertAccountLifecycle(tx, now);
    // admin config: finished tasks, a partner's edited texts (issue 24, misc-a)
    await insertPortalConfigDemo(tx, now);

    await tx
      .insert(meta)
      .values({
        key: SEED_KEY,
        value: JSON.stringify({ version: 1, seededAt: now.toISOString(), accounts: plan.accounts.length }),
      })
      .onConflictDoNothing();
  });
  await refreshStatistics(db);
}
