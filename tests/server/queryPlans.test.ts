// Every query a list, a detail page or a dashboard runs reads its tenant's rows through an
// index, never by scanning every tenant's rows (issue 12). The test records the statements each
// request sends, then asks the planner for their plans with sequential scans disabled: a Seq
// Scan that remains, or an index walked end to end without an index condition, means no index
// serves the query, and on the largest tenant's table it would read every other tenant's rows.
// It also prints how many statements each request sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

interface Statement {
  query: string;
  params: unknown[];
}
let recording: Statement[] | undefined;
let p: TestPlatform;
let token: string;
let acme: number;
let userId: number;
let extensionId: number;
let deviceId: number;
let lineId: number;
let invoiceNumber: string;

const admin = demo('account super user');
/** Small global tables (settings, role defaults) where a full read is the right plan. */
const GLOBAL_TABLES = new Set(['meta', '__drizzle_migrations']);

beforeAll(async () => {
  p = await startPlatform(
    {},
    { logger: { logQuery: (query, params) => recording?.push({ query, params: [...params] }) } },
  );
  token = (await p.signIn(admin.loginName, admin.password)).access_token;
  const self = await (await p.call('GET', '/svc/users/v3/users/self', { token })).json();
  acme = self.account_id;
  userId = self.id ?? self.user_id;
  const extensions = await (
    await p.call('GET', `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?_pageSize=1`, { token })
  ).json();
  extensionId = extensions.phoneSystemExtension[0].deviceKitId;
  const devices = await (
    await p.call('GET', `/svc/hoteling/v1/accounts/${acme}/devices?_pageSize=1`, { token })
  ).json();
  deviceId = devices.items[0].id;
  const device = await (await p.call('GET', `/svc/hoteling/v1/devices/${deviceId}`, { token })).json();
  lineId = device.lines[0].id;
  const invoices = await (
    await p.call('GET', `/svc/billing/api/billing/accounts/${acme}/invoices?_pageSize=1`, { token })
  ).json();
  invoiceNumber = invoices.items[0].number;
  // Plans as for tables of unknown size, as the planner sees a database before its first
  // ANALYZE. The demo's statistics describe tables of a few rows, which the planner rightly reads
  // whole (a primary key walked end to end): that says nothing about the largest tenant's tables,
  // where the same query must find an index for its account.
  await withConnection(async (c) => {
    await c.query(
      `delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`,
    );
    await c.query(
      `update pg_class set reltuples = -1, relpages = 0 where relnamespace = 'public'::regnamespace and relkind in ('r', 'i')`,
    );
  });
});
afterAll(() => p.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

type Client = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
type Pool = Client & { connect(): Promise<Client & { release(): void }> };

/** One connection for the SET and the EXPLAIN (PGlite has one; a pg pool lends one). */
async function withConnection<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const root = (p.database.db as unknown as { $client: Client | Pool }).$client;
  if (!('connect' in root) || p.database.kind !== 'postgres') return fn(root);
  const c = await root.connect();
  try {
    return await fn(c);
  } finally {
    c.release();
  }
}

const planOf = (s: Statement) => withConnection((c) => planOn(c, s));

async function planOn(c: Client, s: Statement): Promise<PlanNode> {
  await c.query('set enable_seqscan = off');
  try {
    const { rows } = await c.query(`explain (format json) ${s.query}`, s.params);
    const raw = rows[0]['QUERY PLAN'];
    const plan = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return (plan as { Plan: PlanNode }[])[0].Plan;
  } finally {
    await c.query('reset enable_seqscan');
  }
}

/** Scans that read a table without an index condition. */
function unindexedScans(node: PlanNode, found: string[] = []): string[] {
  const table = node['Relation Name'];
  if (table && !GLOBAL_TABLES.has(table)) {
    if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${table}`);
    if (/^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond'])
      found.push(`${node['Node Type']} on ${table} using ${node['Index Name']} without a condition`);
  }
  for (const child of node.Plans ?? []) unindexedScans(child, found);
  return found;
}

async function statementsOf(path: string): Promise<Statement[]> {
  recording = [];
  const res = await p.call('GET', path, { token });
  const sent = recording;
  recording = undefined;
  expect(res.status, `${path}: ${await res.text()}`).toBe(200);
  return sent.filter((s) => /^\s*(select|with)\b/i.test(s.query));
}

const REQUESTS = () => [
  `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=750&sortField=lastName&sortDirection=ASC`,
  `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=50&_offset=50&sortField=loginName&sortDirection=DESC`,
  `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=50&keyword=ada`,
  `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=admin`,
  `/svc/ucaas/api/ucaas/account/${acme}/userCount`,
  `/svc/ucaas/api/ucaas/account/${acme}/extensionList`,
  `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList`,
  `/svc/ucaas/api/ucaas/account/${acme}/info`,
  `/svc/ucaas/api/ucaas/account/${acme}/v4/serviceInfo`,
  `/svc/ucaas/api/ucaas/account/${acme}/callSummary`,
  `/svc/ucaas/api/ucaas/account/${acme}/callQueues`,
  // call blocking (issue 19)
  `/svc/ucaas/api/ucaas/account/${acme}/phonesystem/callblocking`,
  `/svc/ucaas/api/ucaas/account/${acme}/phonesystem/callblocking/systemRules`,
  `/svc/ucaas/api/ucaas/account/${acme}/phonesystem/callblocking/userRules`,
  `/svc/ucaas/api/ucaas/account/${acme}/billHistory`,
  `/svc/ucaas/api/ucaas/account/${acme}/pbxSummary`,
  `/svc/ucaas/api/ucaas/v4/user/${userId}`,
  `/svc/ucaas/api/ucaas/user/${userId}/phonebookRecord`,
  `/svc/ucaas/api/ucaas/user/${userId}/v2/calllogs`,
  `/svc/users/v3/users/${userId}`,
  `/svc/permissions/v1/accounts/${acme}/roles`,
  `/svc/permissions/v1/accounts/${acme}/role-contexts`,
  `/svc/permissions/v1/accounts/${acme}/trusts`,
  `/svc/permissions/v1/users/${userId}/role-contexts`,
  `/svc/appserver/rest/account/${acme}/outbox`,
  `/svc/ucaas/api/ucaas/extension/${extensionId}`,
  `/svc/ucaas/api/ucaas/user/${userId}/security/settings`,
  `/svc/hoteling/v1/accounts/${acme}/devices`,
  `/svc/hoteling/v1/accounts/${acme}/devices?keyword=aa-bb&sortField=model&registration=never&assigned=true`,
  `/svc/hoteling/v1/accounts/${acme}/devices?fetchAll=true&sortField=createdAt&sortDirection=DESC&make=Yealink`,
  `/svc/hoteling/v1/devices/${deviceId}`,
  `/svc/hoteling/v1/lines/${lineId}`,
  `/svc/hoteling/v1/lines/${lineId}/registration`,
  `/svc/hoteling/v1/accounts/${acme}/registrations`,
  `/svc/hoteling/v1/accounts/${acme}/duplicateMac?mac=aa:bb:cc:00:00:01`,
  `/svc/hoteling/v1/accounts/${acme}/features`,
  `/svc/hoteling/v1/accounts/${acme}/settings`,
  `/svc/hoteling/v1/accounts/${acme}/slaList`,
  `/svc/hoteling/v1/accounts/${acme}/loggedInExtensions`,
  `/svc/hoteling/v1/accounts/${acme}/devicesAndLines?fields=id,lines`,
  `/svc/hoteling/v1/accounts/${acme}/lines?sortField=sipId`,
  `/svc/hoteling/v1/kits/${extensionId}/devices`,
  `/svc/hoteling/v2/kits/${extensionId}/devices`,
  `/svc/hoteling/v1/devices/${deviceId}/blfConfig`,
  `/svc/hoteling/v1/devices/${deviceId}/slaConfig`,
  `/svc/ucaas/api/ucaas/lookup/account/${acme}/macAddressToExtensionMap?macList=AABBCC100101,AABBCC100201`,
  `/svc/ucaas/api/ucaas/lookup/account/${acme}/sipHandsetExtProps?mac=AABBCC100101`,
  `/svc/hoteling/provisioning/v1/accounts/${acme}/phoneConfiguration/AABBCC100101/Yealink%20T54W`,
  `/svc/hoteling/provisioning/v1/accounts/${acme}/nextSipId`,
  `/svc/hoteling/provisioning/v1/accounts/${acme}/migrationPhase`,
  `/svc/appserver/rest/v1/account/${acme}/phoneNumbers`,
  `/svc/appserver/rest/v1/account/${acme}/phoneNumbers?sortField=customTag&sortDirection=DESC&_pageSize=5`,
  `/svc/appserver/rest/v1/account/${acme}/phoneNumbers?status=available&provider=Bandwidth&keyword=55`,
  `/svc/appserver/rest/account/${acme}/phoneNumbers/count`,
  `/svc/ucaas/api/ucaas/account/${acme}/queryByAccountId`,
  `/svc/ucaas/api/ucaas/account/${acme}/listCustomTagsByAccount`,
  `/svc/ucaas/v1/account/${acme}/lnp_orders`,
  // call, paging and pickup groups (issue 18, CALL-02)
  `/svc/ucaas/api/ucaas/account/${acme}/groups`,
  `/svc/appserver/rest/account/${acme}/callGroups`,
  `/svc/appserver/rest/account/${acme}/callPickupGroups`,
  `/svc/ucaas/api/ucaas/account/${acme}/icrextensionassociation?_pageSize=50`,
  `/svc/ucaas/v1/account/${acme}/lnp_report`,
  // emergency locations (issue 19)
  `/svc/ucaas/api/ucaas/account/${acme}/locations?keyword=office`,
  `/svc/appserver/rest/account/${acme}/emergencyLocations?sortField=city&sortDirection=DESC`,
  `/svc/ucaas/api/ucaas/account/${acme}/emergencyLocations/extensiondevices`,
  `/svc/ucaas/api/ucaas/account/${acme}/networkLocations`,
  // fax and conference (issue 19, CALL-04)
  `/svc/ucaas/api/ucaas/account/${acme}/faxKits`,
  `/svc/ucaas/api/ucaas/account/${acme}/faxServices`,
  `/svc/ucaas/provisioning/v1/accounts/${acme}/fax/coverPages`,
  `/svc/ucaas/api/ucaas/lookup/account/${acme}/duplicateFaxEmail?email=a@example.com`,
  `/svc/ucaas/api/ucaas/account/${acme}/conferenceKits`,
  // recording rules and monitoring (issue 20)
  `/svc/recording/api/recording/account/${acme}/getRecordingRulesList`,
  `/svc/recording/api/recording/account/${acme}/services`,
  `/svc/recording/api/recording/account/${acme}/users/${userId}/privileges`,
  `/svc/ucaas/api/ucaas/user/${userId}/recordingRuleList`,
  `/svc/ucaas/api/ucaas/account/${acme}/monitor`,
  `/svc/appserver/rest/account/${acme}/callRecordingKits`,
  // call recordings (issue 20): the search by date, by user, by queue, with a comment; the bin; the usage
  `/svc/recording/api/account/${acme}/search/recordings`,
  `/svc/recording/api/account/${acme}/search/recordings?userId=${userId}&hasComment=true`,
  `/svc/recording/api/account/${acme}/search/recordings?queueId=${extensionId}&from=2026-01-01&sortField=duration`,
  `/svc/recording/api/account/${acme}/recycleBin`,
  `/svc/recording/api/account/${acme}/getUsage`,
  // API keys (issue 23): the session account's keys and API users
  '/svc/auth/api-keys',
  // reports and the audit log (issue 21, decision 0106): a month's summaries, a filtered call log, the events
  `/svc/ucaas/api/ucaas/account/${acme}/companySummaryMetrics?from=2026-10-01&to=2026-10-31`,
  `/svc/ucaas/api/ucaas/account/${acme}/userSummaryMetrics?from=2026-10-01&to=2026-10-31`,
  `/svc/ucaas/api/ucaas/account/${acme}/reports/callLogs?from=2026-10-01&to=2026-10-31&direction=inbound&limit=50`,
  `/svc/ucaas/api/ucaas/account/${acme}/reports/callLogs?from=2026-10-01&to=2026-10-31&userId=${userId}&result=missed`,
  `/svc/ucaas/api/ucaas/account/${acme}/reports/topValues?from=2026-10-01&to=2026-10-31&by=number&limit=5`,
  `/svc/ucaas/api/ucaas/account/${acme}/reports/activeExtensions?from=2026-10-01&to=2026-10-31`,
  `/svc/ucaas/api/ucaas/account/${acme}/reports/saved`,
  `/svc/ucaas/api/ucaas/account/${acme}/auditLog/events?kind=4`,
  `/svc/ucaas/api/ucaas/account/${acme}/auditLog/events?userId=${userId}`,
  `/svc/ucaas/api/ucaas/account/${acme}/getEventUsers`,
  // MFA (issue 23): one's own methods, a user's methods, the account's enforcement
  '/svc/auth/mfa/methods/self',
  `/svc/auth/mfa/methods/user/${userId}`,
  `/svc/auth/mfa/enforcement/${acme}`,
  `/svc/appserver/rest/account/${acme}/mfaSettings`,
  // messaging (issue 24): a user's threads, the switches, the business texting registration
  `/svc/messages/messages/8/users/${userId}/userMessages`,
  `/svc/messages/messages/8/users/${userId}/hasMessages`,
  `/svc/messages/messages/2/companies/${acme}/disableConfig`,
  `/svc/messages/messages/2/companies/${acme}/disabledCarriersStatus`,
  `/svc/appserver/messages-10dlc/api/account/${acme}/busRegistration`,
  // billing (issue 22, bill-pay; decision 0113): the summary, invoices, memos, usage, cards
  `/svc/billing/api/billing/accounts/${acme}/summary`,
  `/svc/billing/api/billing/accounts/${acme}/invoices?sortField=total`,
  `/svc/billing/api/billing/accounts/${acme}/memos/debit`,
  `/svc/billing/api/billing/accounts/${acme}/payment-methods`,
  `/svc/ucaas/api/ucaas/account/${acme}/unbilledUsage`,
  // payments (decision 0120): invoices by account and date, one invoice with its payments, the
  // memos by kind and amount, the usage, the billing data
  `/svc/billing/api/billing/accounts/${acme}/invoices`,
  `/svc/billing/api/billing/accounts/${acme}/invoices?sortField=status&sortDirection=ASC&_offset=6`,
  `/svc/billing/api/billing/accounts/${acme}/invoices/${invoiceNumber}`,
  `/svc/billing/api/billing/accounts/${acme}/memos/credit?sortField=amount`,
  `/svc/billing/api/billing/accounts/${acme}/usage/current`,
  `/svc/billing/api/billing/accounts/${acme}/usage/balances`,
  `/svc/billing/api/billing/accounts/${acme}/usage/toll-free`,
  `/svc/billing/api/billing/accounts/${acme}/billing-data`,
  // the account lifecycle (decision 0120): status, the change scheduled, contract, contact,
  // location, the provisions page by page and their sums
  `/svc/billing/api/billing/accounts/${acme}/info`,
  `/svc/billing/api/billing/v2/accounts/${acme}/indicator`,
  `/svc/billing/api/billing/accounts/${acme}/status/update`,
  `/svc/billing/api/billing/accounts/${acme}/contract`,
  `/svc/billing/api/billing/accounts/${acme}/company-contact`,
  `/svc/billing/api/billing/accounts/${acme}/location-info`,
  `/svc/billing/api/billing/accounts/${acme}/provisions`,
  `/svc/billing/api/billing/accounts/${acme}/provisions?sortField=serviceCode&sortDirection=DESC&_pageSize=3&_offset=3`,
  `/svc/billing/api/billing/accounts/${acme}/services`,
  `/svc/billing/api/billing/accounts/${acme}/services/count`,
  `/svc/billing/api/billing/accounts/${acme}/dashboard-status`,
];

describe('query plans of the tenant lists and pages', () => {
  it('no request reads another tenant’s rows: every table is reached through an index condition', async () => {
    const problems: string[] = [];
    const counts: string[] = [];
    for (const path of REQUESTS()) {
      const statements = await statementsOf(path);
      counts.push(`${statements.length} ${path.replace(/^\/svc/, '')}`);
      for (const s of statements) {
        for (const scan of unindexedScans(await planOf(s)))
          problems.push(`${path}\n  ${scan}\n  ${s.query.slice(0, 300)}`);
      }
    }
    console.log(`statements per request:\n  ${counts.join('\n  ')}`);
    expect(problems).toEqual([]);
  });

  it('a users page sends three statements: the caller with their session and permissions, the list’s version, the page with its total; read again, the first two', async () => {
    const path = `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=50&sortField=email`;
    const statements = await statementsOf(path);
    expect(statements).toHaveLength(3);
    expect(statements[0].query).toMatch(/from "auth_tokens".*join "sessions".*join "role_permissions"/s);
    expect(statements[1].query).toMatch(/from "list_versions"/);
    expect(statements[2].query).toMatch(/count\(\*\)/);
    expect(await statementsOf(path)).toHaveLength(2);
  });

  it('USER-03 an extensions page sends two statements, and each item says what the extension’s own answer says', async () => {
    const path = `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?_pageSize=750`;
    expect(await statementsOf(path)).toHaveLength(2);
    const list = (await (await p.call('GET', path, { token })).json()) as {
      total: number;
      phoneSystemExtension: { deviceKitId: number; phoneNumbers: string[]; devices: unknown[] }[];
    };
    expect(list.phoneSystemExtension).toHaveLength(list.total);
    // The demo gives some extensions numbers and devices: the comparison covers both.
    expect(list.phoneSystemExtension.some((e) => e.phoneNumbers.length > 0)).toBe(true);
    expect(list.phoneSystemExtension.some((e) => e.devices.length > 0)).toBe(true);
    for (const item of list.phoneSystemExtension) {
      const own = await (
        await p.call('GET', `/svc/ucaas/api/ucaas/extension/${item.deviceKitId}`, { token })
      ).json();
      expect({ ...item, phoneNumbers: [...item.phoneNumbers].sort() }).toEqual({
        ...own,
        phoneNumbers: [...own.phoneNumbers].sort(),
      });
    }
  });

  it('decision 0075 a route declared on a row reads it once, in its access check; a short page is not counted again', async () => {
    const tables = async (path: string) =>
      (await statementsOf(path)).map((s) => s.query.match(/from "(\w+)"/)?.[1]);
    // The caller; the user (access check); the user's identity view needs nothing more.
    expect(await tables(`/svc/users/v3/users/${userId}`)).toEqual(['auth_tokens', 'users']);
    // The caller; the user; the phone book's page (shorter than a page: its total is its length).
    expect(await tables(`/svc/ucaas/api/ucaas/user/${userId}/phonebookRecord`)).toEqual([
      'auth_tokens',
      'users',
      'phonebook_records',
    ]);
    // The caller; the extension with its owner, numbers and devices (access check), nothing more.
    expect(await tables(`/svc/ucaas/api/ucaas/extension/${extensionId}`)).toEqual([
      'auth_tokens',
      'extensions',
    ]);
  });

  it('a devices page sends two statements, a device and a line one each beside the caller', async () => {
    const tables = async (path: string) =>
      (await statementsOf(path)).map((s) => s.query.match(/from "(\w+)"/)?.[1] ?? s.query.slice(0, 40));
    expect(await statementsOf(`/svc/hoteling/v1/accounts/${acme}/devices?_pageSize=100`)).toHaveLength(2);
    // The caller; the device with its extension, user and lines (access check), nothing more.
    expect(await tables(`/svc/hoteling/v1/devices/${deviceId}`)).toHaveLength(2);
    expect(await tables(`/svc/hoteling/v1/lines/${lineId}`)).toHaveLength(2);
  });

  it('a count request sends two statements: the caller with their session and permissions, the count', async () => {
    const statements = await statementsOf(`/svc/ucaas/api/ucaas/account/${acme}/userCount`);
    expect(statements.map((s) => s.query.match(/from "(\w+)"/)?.[1])).toEqual(['auth_tokens', 'users']);
  });
});
