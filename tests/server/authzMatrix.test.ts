// The authorization matrix (ROLE-04, ROLE-07): every route of the server's declared table ×
// representative roles × tenant relations (own account, child, sibling, parent, unrelated).
// It reads `platform.routes`, so routes other engineers add are covered without editing this
// file — unless a route has a path parameter it cannot fill, which fails the test by name.
// Asserts: no 2xx where the role or the tenant relation forbids it, and no answer carrying an
// accountId / account_id of an account the caller may not reach.
import { asc, count, eq, notLike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountProvisions,
  accounts,
  auditEvents,
  billingInvoices,
  callGroups,
  callQueueAgents,
  callQueueCalls,
  callQueues,
  customTags,
  devices,
  emergencyLocations,
  extensions,
  lines,
  lnpOrders,
  pagingGroups,
  paymentMethods,
  phoneNumbers,
  pickupGroups,
  recordings,
  storeOrders,
  users,
} from '../../server/db/schema';
import type { DeclaredRoute } from '../../server/http/secureRouter';
import { defaultPermissions } from '../../src/domain/permissions';
import { isParentType } from '../../src/domain/roles';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

type Route = DeclaredRoute & { family: string };
type Relation = 'own' | 'child' | 'sibling' | 'parent' | 'unrelated';
const RELATIONS: Relation[] = ['own', 'child', 'sibling', 'parent', 'unrelated'];

/** Representative callers: the roles of the brief, plus an administrator of another tenant. */
const CALLERS = [
  'provider super user',
  'partner super user',
  'account administrator',
  'users admin',
  'end user',
  'account administrator (international, GB)',
];

interface Caller {
  role: string;
  roleId: number;
  userId: number;
  homeAccountId: number;
  token: string;
  /** An end user of the caller's account other than the caller. */
  colleagueId?: number;
  /** Every account the caller may act on (home, and the subtree for parent types). */
  reach: Set<number>;
  targets: Partial<Record<Relation, number>>;
}

let p: TestPlatform;
let tree: { id: number; parentId: number | null }[];
const firstIds = new Map<string, Map<number, string>>();

const subtree = (root: number): Set<number> => {
  const out = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const a of tree) {
      if (a.parentId !== null && out.has(a.parentId) && !out.has(a.id)) {
        out.add(a.id);
        grew = true;
      }
    }
  }
  return out;
};

function relationTargets(home: number): Partial<Record<Relation, number>> {
  const self = tree.find((a) => a.id === home)!;
  const ancestors = new Set<number>();
  for (let at = self.parentId; at !== null; at = tree.find((a) => a.id === at)?.parentId ?? null)
    ancestors.add(at);
  const below = subtree(home);
  const siblings = tree.filter(
    (a) => a.parentId === self.parentId && a.id !== home && self.parentId !== null,
  );
  const sibling = siblings[0]?.id;
  const unrelated = tree.find(
    (a) => !below.has(a.id) && !ancestors.has(a.id) && !siblings.some((s) => s.id === a.id),
  )?.id;
  return {
    own: home,
    child: tree.find((a) => a.parentId === home)?.id,
    sibling,
    parent: self.parentId ?? undefined,
    unrelated,
  };
}

/** The first row id of a table per account, for filling path parameters. */
async function idsPerAccount(
  name: string,
  rows: Promise<{ id: number | string; accountId: number }[]>,
): Promise<void> {
  const map = new Map<number, string>();
  for (const r of await rows) if (!map.has(r.accountId)) map.set(r.accountId, String(r.id));
  firstIds.set(name, map);
}

/**
 * How each path parameter is filled for a target account. A parameter missing here fails the
 * test: add it with the table its ids come from.
 */
const PARAMS: Record<string, (target: number, caller: Caller, method: string) => string> = {
  accountId: (t) => String(t),
  trustedAccountId: (t) => String(t),
  hdapAccountId: (t) => String(t),
  vAccountId: (t) => String(t),
  // A caller's own account: themselves for reads; a colleague for writes, so the run does not
  // delete or lock its own caller.
  userId: (t, caller, method) =>
    t === caller.homeAccountId && method === 'get'
      ? String(caller.userId)
      : t === caller.homeAccountId && caller.colleagueId
        ? String(caller.colleagueId)
        : (firstIds.get('users')!.get(t) ?? '0'),
  // The admin's password reset (issue 23, C-197) names the user as the spec does.
  // Devices per extension (C-033..C-035) spell it in lower case (decision 0118).
  userid: (t, caller, method) => PARAMS.userId(t, caller, method),
  user_id: (t, caller, method) => PARAMS.userId(t, caller, method),
  extensionId: (t) => firstIds.get('extensions')!.get(t) ?? '0',
  kitId: (t) => firstIds.get('extensions')!.get(t) ?? '0',
  deviceKitId: (t) => firstIds.get('extensions')!.get(t) ?? '0',
  deviceId: (t) => firstIds.get('devices')!.get(t) ?? '0',
  lineId: (t) => firstIds.get('lines')!.get(t) ?? '0',
  locationId: (t) => firstIds.get('locations')!.get(t) ?? '0',
  phoneNumber: (t) => firstIds.get('phoneNumbers')!.get(t) ?? '0',
  userName: (t) => firstIds.get('logins')!.get(t) ?? 'nobody@example.invalid',
  loginName: (t) => firstIds.get('logins')!.get(t) ?? 'nobody@example.invalid',
  phoneBookId: (t) => firstIds.get('phonebook')!.get(t) ?? '999999',
  customTagId: (t) => firstIds.get('customTags')!.get(t) ?? '0',
  orderId: (t) => firstIds.get('lnpOrders')!.get(t) ?? '0',
  // call, paging and pickup groups (issue 18, CALL-02)
  callGroupId: (t) => firstIds.get('callGroups')!.get(t) ?? '0',
  pagingGroupId: (t) => firstIds.get('pagingGroups')!.get(t) ?? '0',
  pickupGroupId: (t) => firstIds.get('pickupGroups')!.get(t) ?? '0',
  // Call queues (issue 18): a queue of the account, an agent of it, a call waiting in it.
  queueId: (t) => firstIds.get('callQueues')!.get(t) ?? '0',
  agentId: (t) => firstIds.get('queueAgents')!.get(t) ?? '0',
  callId: (t) => firstIds.get('queueCalls')!.get(t) ?? '0',
  // call flows (issue 18, CALL-03)
  vrId: (t) => firstIds.get('autoAttendants')!.get(t) ?? '0',
  scheduleId: (t) => firstIds.get('schedules')!.get(t) ?? '0',
  callFlowId: (t) => firstIds.get('callFlows')!.get(t) ?? '0',
  receptionistId: (t) => firstIds.get('receptionistConsoles')!.get(t) ?? '0',
  // greetings and recordings by phone (issue 18, CALL-03)
  autoAttendantId: (t) => firstIds.get('autoAttendants')!.get(t) ?? '0',
  ticketId: (t) => firstIds.get('audioRecordings')!.get(t) ?? '0',
  recordId: (t) => firstIds.get('audioRecordings')!.get(t) ?? '0',
  greetingKey: () => 'main',
  // fax (issue 19, CALL-04)
  faxServiceId: (t) => firstIds.get('faxServices')!.get(t) ?? '0',
  coverPageId: (t) => firstIds.get('faxCoverPages')!.get(t) ?? '0',
  // call recordings (issue 20): a recording of the account; a download id that matches nothing.
  recordingId: (t) => firstIds.get('recordings')!.get(t) ?? '0',
  downloadId: () => '999999',
  // reports (issue 21): a saved report of the account; exports are made by tests, none seeded.
  savedReportId: (t) => firstIds.get('savedReports')!.get(t) ?? '0',
  exportId: () => '999999',
  // A verb segment, not an id.
  action: () => 'bulkCreate',
  // Ids that are not tenant rows of the seed: a built-in role, and ids that match nothing.
  roleId: () => '4',
  grantId: () => '999999',
  taskId: () => '999999',
  // A phone's MAC and model, and a country: values, not rows (the route's :accountId scopes it).
  mac: () => '00:1A:2B:3C:4D:5E',
  model: () => 'Yealink T54W',
  countryCode: () => 'US',
  // call blocking (issue 19): an extension number under the path's login name; a value, not a row id.
  extension: () => '101',
  // emergency locations (issue 19): a province of the country above, a value, not a row.
  provinceCode: () => 'CA',
  // API keys (issue 23): the seed has none, so an id that matches nothing (404 for every caller).
  api_key_id: () => '999999',
  // MFA (issue 23): the seed has no methods, so an id that matches nothing (404 for every caller).
  mfa_id: () => '999999',
  // SSO identities (issue 23, sec-sso): the seed links none, so an id that matches nothing.
  identityId: () => '999999',
  // the store (issue 22): a product of every catalogue (a value, not a row), an order of the account.
  sku: () => 'PHONE-T54W',
  vOrderId: (t) => firstIds.get('storeOrders')!.get(t) ?? '0',
  // billing (issue 22, bill-pay): an invoice and a payment method of the account; the hosted
  // payment page's one-time token matches nothing (a value, not a row).
  invoiceNumber: (t) => firstIds.get('invoices')!.get(t) ?? 'INV-0-000000',
  paymentMethodId: (t) => firstIds.get('paymentMethods')!.get(t) ?? '0',
  token: () => 'A'.repeat(43),
  // the account lifecycle (issue 22, bill-acct): a status (a value), a provision of the account.
  targetStatus: () => 'Suspended',
  provisionId: (t) => firstIds.get('provisions')!.get(t) ?? '0',
  // recording rules (issue 20): a rule of the account; the recording service and its feature are names.
  recordingRuleId: (t) => firstIds.get('recordingRules')!.get(t) ?? '0',
  accountServiceId: () => 'callRecording',
  featureName: () => 'transcription',
  // the key tool (issue 24, misc-cfg): a text's key, a value of the portal's catalogue, not a row.
  messageKey: () => 'setupGuide.intro',
  // branding and the app centre (issue 24, misc-brand): a line group of the account; an app is a key.
  lineGroupId: (t) => firstIds.get('brandingLineGroups')!.get(t) ?? '0',
  appKey: () => 'desktop',
  // messaging (issue 24): the messages service names a user by externalId, the user's id.
  externalId: (t, caller, method) =>
    t === caller.homeAccountId && method === 'get'
      ? String(caller.userId)
      : t === caller.homeAccountId && caller.colleagueId
        ? String(caller.colleagueId)
        : (firstIds.get('users')!.get(t) ?? '0'),
};

/**
 * Parameters whose values are not rows of one tenant: a built-in role id, a verb, a login name
 * (unique across the platform, so its availability check is global by design), ids matching
 * nothing. A route whose parameters are all of these runs once per role, not per relation.
 */
const GLOBAL_PARAMS = new Set([
  'roleId',
  'action',
  'userName',
  'loginName',
  'grantId',
  'taskId',
  'exportId',
  'mac',
  'model',
  'countryCode',
  'greetingKey',
  'extension',
  'provinceCode',
  'accountServiceId',
  'featureName',
  'downloadId',
  'appKey',
  'token',
  'targetStatus',
]);

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

function accessKind(r: Route): 'public' | 'session' | 'permission' {
  if ('public' in r.access) return 'public';
  if ('session' in r.access) return 'session';
  if ('permission' in r.access) return 'permission';
  throw new Error(`${r.method} ${r.path}: access it cannot classify`);
}

/** Every accountId / account_id value anywhere in a JSON answer. */
function accountIdsIn(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) accountIdsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'accountId' || k === 'account_id') && typeof v === 'number') out.push(v);
      else accountIdsIn(v, out);
    }
  }
  return out;
}

const callers: Caller[] = [];

beforeAll(async () => {
  p = await startPlatform();
  const db = p.database.db;
  tree = await db
    .select({ id: accounts.id, parentId: accounts.parentId })
    .from(accounts)
    .orderBy(asc(accounts.id));
  await idsPerAccount(
    'users',
    db.select({ id: users.id, accountId: users.accountId }).from(users).orderBy(asc(users.id)),
  );
  // the store (issue 22): an order of each account
  await idsPerAccount(
    'storeOrders',
    db
      .select({ id: storeOrders.id, accountId: storeOrders.accountId })
      .from(storeOrders)
      .orderBy(asc(storeOrders.id)),
  );
  // billing (issue 22, bill-pay): an invoice and a payment method of each account
  await idsPerAccount(
    'invoices',
    db
      .select({ id: billingInvoices.number, accountId: billingInvoices.accountId })
      .from(billingInvoices)
      .orderBy(asc(billingInvoices.id)),
  );
  await idsPerAccount(
    'paymentMethods',
    db
      .select({ id: paymentMethods.id, accountId: paymentMethods.accountId })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.id)),
  );
  // the account lifecycle (issue 22, bill-acct): a provision of each account
  await idsPerAccount(
    'provisions',
    db
      .select({ id: accountProvisions.id, accountId: accountProvisions.accountId })
      .from(accountProvisions)
      .orderBy(asc(accountProvisions.id)),
  );
  await idsPerAccount(
    'logins',
    db.select({ id: users.loginName, accountId: users.accountId }).from(users).orderBy(asc(users.id)),
  );
  await idsPerAccount(
    'phonebook',
    db
      .execute(sql`select id, account_id as "accountId" from phonebook_records order by id`)
      .then((r) => (r as unknown as { rows: { id: number; accountId: number }[] }).rows)
      .catch(() => []),
  );
  await idsPerAccount(
    'extensions',
    db
      .select({ id: extensions.id, accountId: extensions.accountId })
      .from(extensions)
      .orderBy(asc(extensions.id)),
  );
  await idsPerAccount(
    'devices',
    db.select({ id: devices.id, accountId: devices.accountId }).from(devices).orderBy(asc(devices.id)),
  );
  await idsPerAccount(
    'lines',
    db.select({ id: lines.id, accountId: lines.accountId }).from(lines).orderBy(asc(lines.id)),
  );
  await idsPerAccount(
    'locations',
    db
      .select({ id: emergencyLocations.id, accountId: emergencyLocations.accountId })
      .from(emergencyLocations)
      .orderBy(asc(emergencyLocations.id)),
  );
  await idsPerAccount(
    'phoneNumbers',
    db
      .select({ id: phoneNumbers.phoneNumber, accountId: phoneNumbers.accountId })
      .from(phoneNumbers)
      .orderBy(asc(phoneNumbers.id)),
  );
  await idsPerAccount(
    'customTags',
    db
      .select({ id: customTags.id, accountId: customTags.accountId })
      .from(customTags)
      .orderBy(asc(customTags.id)),
  );
  await idsPerAccount(
    'lnpOrders',
    db
      .select({ id: lnpOrders.id, accountId: lnpOrders.accountId })
      .from(lnpOrders)
      .orderBy(asc(lnpOrders.id)),
  );
  // call, paging and pickup groups (issue 18, CALL-02)
  await idsPerAccount(
    'callGroups',
    db
      .select({ id: callGroups.extensionId, accountId: callGroups.accountId })
      .from(callGroups)
      .orderBy(asc(callGroups.extensionId)),
  );
  await idsPerAccount(
    'pagingGroups',
    db
      .select({ id: pagingGroups.extensionId, accountId: pagingGroups.accountId })
      .from(pagingGroups)
      .orderBy(asc(pagingGroups.extensionId)),
  );
  await idsPerAccount(
    'pickupGroups',
    db
      .select({ id: pickupGroups.id, accountId: pickupGroups.accountId })
      .from(pickupGroups)
      .orderBy(asc(pickupGroups.id)),
  );
  await idsPerAccount(
    'recordings',
    db
      .select({ id: recordings.id, accountId: recordings.accountId })
      .from(recordings)
      .orderBy(asc(recordings.id)),
  );
  await idsPerAccount(
    'callQueues',
    db
      .select({ id: callQueues.extensionId, accountId: callQueues.accountId })
      .from(callQueues)
      .orderBy(asc(callQueues.extensionId)),
  );
  await idsPerAccount(
    'queueAgents',
    db
      .select({ id: callQueueAgents.agentId, accountId: callQueueAgents.accountId })
      .from(callQueueAgents)
      .orderBy(asc(callQueueAgents.queueId), asc(callQueueAgents.position)),
  );
  await idsPerAccount(
    'queueCalls',
    db
      .select({ id: callQueueCalls.id, accountId: callQueueCalls.accountId })
      .from(callQueueCalls)
      .orderBy(asc(callQueueCalls.queueId), asc(callQueueCalls.id)),
  );
  // call flows (issue 18, CALL-03)
  for (const [name, select] of [
    [
      'autoAttendants',
      sql`select extension_id as id, account_id as "accountId" from auto_attendants order by extension_id`,
    ],
    ['schedules', sql`select id, account_id as "accountId" from schedules order by id`],
    ['callFlows', sql`select id, account_id as "accountId" from call_flows order by id`],
    [
      'receptionistConsoles',
      sql`select id, account_id as "accountId" from receptionist_consoles order by id`,
    ],
    // greetings and recordings by phone
    ['audioRecordings', sql`select id, account_id as "accountId" from audio_recordings order by id`],
    // fax (issue 19, CALL-04)
    ['faxServices', sql`select id, account_id as "accountId" from fax_services order by id`],
    ['faxCoverPages', sql`select id, account_id as "accountId" from fax_cover_pages order by id`],
    // recording rules (issue 20)
    ['recordingRules', sql`select id, account_id as "accountId" from recording_rules order by id`],
    // reports (issue 21)
    ['savedReports', sql`select id, account_id as "accountId" from saved_reports order by id`],
    // branding line groups (issue 24, misc-brand)
    ['brandingLineGroups', sql`select id, account_id as "accountId" from branding_line_groups order by id`],
  ] as const)
    await idsPerAccount(
      name,
      db.execute(select).then((r) => (r as unknown as { rows: { id: number; accountId: number }[] }).rows),
    );
  const everyone = await db
    .select({ id: users.id, accountId: users.accountId, roleId: users.roleId })
    .from(users)
    .orderBy(asc(users.id));
  for (const role of CALLERS) {
    const who = demo(role);
    const [me] = await db.select().from(users).where(eq(users.loginName, who.loginName));
    const token = (await p.signIn(who.loginName, who.password)).access_token;
    const reach = isParentType(me.roleId) ? subtree(me.accountId) : new Set([me.accountId]);
    callers.push({
      role,
      roleId: me.roleId,
      userId: me.id,
      homeAccountId: me.accountId,
      token,
      reach,
      targets: relationTargets(me.accountId),
    });
  }
  for (const c of callers) {
    c.colleagueId = everyone.find(
      (u) => u.accountId === c.homeAccountId && u.id !== c.userId && u.roleId === 4,
    )?.id;
  }
}, 60_000);
afterAll(() => p.close());

describe('authorization matrix', () => {
  it('ROLE-04 ROLE-07 every route × role × tenant relation: no unexpected success, no server error, no other tenant in any answer', async () => {
    const started = performance.now();
    const routes = p.routes as Route[];
    // Each route is classified first, so that an unclassifiable one fails before any call.
    const unknownParams = routes.flatMap((r) =>
      paramsOf(r.path)
        .filter((name) => !(name in PARAMS))
        .map((name) => `${r.method.toUpperCase()} /svc/${r.family}${r.path}: no filler for :${name}`),
    );
    expect(unknownParams, 'add these path parameters to PARAMS in authzMatrix.test.ts').toEqual([]);
    for (const r of routes) accessKind(r);

    // Reads first, then writes, deletes last: a write that succeeds cannot hide a later leak.
    const order = { get: 0, post: 1, put: 1, patch: 1, delete: 2 } as const;
    const sorted = [...routes].sort((a, b) => order[a.method] - order[b.method]);

    // Write events only: every refusal leaves an access-control event of its own ('REFUSED ...').
    const auditCount = async () =>
      (
        await p.database.db
          .select({ n: count() })
          .from(auditEvents)
          .where(notLike(auditEvents.action, 'REFUSED %'))
      )[0].n;
    let auditSeen = await auditCount();
    /** After a write: a fresh sign-in if it ended the session, a swap back if it moved it. */
    const restore = async (caller: Caller) => {
      const self = await p.call('GET', '/svc/users/v3/users/self', { token: caller.token });
      if (self.status === 401) {
        const who = demo(caller.role);
        caller.token = (await p.signIn(who.loginName, who.password)).access_token;
      } else if ((await self.json()).acting_account?.id !== caller.homeAccountId) {
        await p.call('POST', `/svc/permissions/v1/accounts/${caller.homeAccountId}/swap`, {
          token: caller.token,
        });
      }
      auditSeen = await auditCount();
    };
    const problems: string[] = [];
    const serverErrors: string[] = [];
    let calls = 0;
    let successes = 0;
    let refusals = 0;
    let cells = 0;
    let skipped = 0;
    for (const [routeIndex, r] of sorted.entries()) {
      const kind = accessKind(r);
      const params = paramsOf(r.path);
      const scoped = params.filter((name) => !GLOBAL_PARAMS.has(name));
      const relations: (Relation | 'none')[] = scoped.length === 0 ? ['none'] : RELATIONS;
      for (const [callerIndex, caller] of callers.entries()) {
        // A role without the route's permission is refused whatever the tenant: it is called on
        // one relation, a different one from route to route, so every relation is still tried.
        const lacksPermission =
          kind === 'permission' &&
          'permission' in r.access &&
          !defaultPermissions(caller.roleId).has(r.access.permission);
        const present = relations.filter((rel) => rel === 'none' || caller.targets[rel] !== undefined);
        const tried = present[(routeIndex + callerIndex) % present.length];
        for (const relation of relations) {
          cells++;
          const target = relation === 'none' ? caller.homeAccountId : caller.targets[relation];
          if (target === undefined) continue; // e.g. a leaf account has no child
          if (lacksPermission && relation !== tried) {
            skipped++;
            continue;
          }
          const path = `/svc/${r.family}${r.path.replace(/:(\w+)/g, (_, name: string) =>
            encodeURIComponent(PARAMS[name](target, caller, r.method)),
          )}`;
          const reachable = caller.reach.has(target);
          const allowed =
            kind === 'public' ||
            (kind === 'session' && reachable) ||
            (kind === 'permission' &&
              reachable &&
              'permission' in r.access &&
              defaultPermissions(caller.roleId).has(r.access.permission));
          const res = await p.call(r.method.toUpperCase(), path, {
            token: caller.token,
            ...(r.method === 'get' ? {} : { json: {} }),
          });
          calls++;
          const label = `${caller.role} → ${r.method.toUpperCase()} ${path} (${relation})`;
          if (res.status >= 500) serverErrors.push(`${label}: ${res.status}`);
          const ok = res.status >= 200 && res.status < 400;
          if (ok) successes++;
          else refusals++;
          if (ok && !allowed) problems.push(`${label}: unexpected ${res.status}`);
          const text = await res.text();
          if (kind !== 'public' && text.startsWith('{')) {
            const foreign = accountIdsIn(JSON.parse(text)).filter((id) => !caller.reach.has(id));
            if (foreign.length > 0)
              problems.push(`${label}: answer carries accounts ${[...new Set(foreign)].join(', ')}`);
          }
          if (ok && (r.method !== 'get' || r.access.audit === true) && kind !== 'public') {
            // Every successful write (and a GET that writes) leaves one audit event naming the caller (ROLE-07).
            const after = await auditCount();
            if (r.access.audit !== false && after !== auditSeen + 1) {
              problems.push(`${label}: ${after - auditSeen} audit events for one write`);
            }
            auditSeen = after;
            await restore(caller);
          }
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `authorization matrix: ${routes.length} routes × ${callers.length} roles × ${RELATIONS.length} relations ` +
        `(${cells} cells, ${calls} calls: ${successes} allowed, ${refusals} refused; ` +
        `${skipped} cells of a role without the permission left to another relation) in ${seconds.toFixed(1)} s`,
    );
    expect(problems).toEqual([]);
    // A 5xx is a defect whoever calls: a wrong or empty body is refused with a 4xx, never a crash.
    expect(serverErrors, 'calls the server answered with a 5xx').toEqual([]);
    // Not vacuous: every caller succeeded somewhere and was refused somewhere.
    expect(successes).toBeGreaterThan(callers.length);
    expect(refusals).toBeGreaterThan(callers.length);
    // A generous limit: the suite may run this beside the sign-in load test (400 scrypt checks).
  }, 300_000);
});
