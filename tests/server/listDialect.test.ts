// One list dialect (REQ-11, decision 0075): every list route of the platform reads its query
// through the one reader (listQuerySchema in src/domain/schemas/listQuery.ts), so each answers
// the same paging, sort and fetchAll inputs the same way: `_pageSize`/`limit` from 1 to 750,
// `_offset`/`offset` from 0, `sortDirection` ASC or DESC (DESC is ASC reversed), a declared
// `sortField`, `fetchAll=true` answering at most FETCH_ALL_MAX rows from the first, and a 400
// naming the parameter for anything else. The table below is every list route; a route that
// declares a list query and is missing from it fails the first test.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_ACCOUNT_ID } from '../../src/domain/accounts';
import { FETCH_ALL_MAX, listDeclarationOf, MAX_PAGE_SIZE } from '../../src/domain/schemas/listQuery';
import { type Caller, callers, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { routeParams, routePath } from '../support/routeParams';

let p: TestPlatform;
let provider: Caller;
let acme: number;
let acmeAdmin: number;

interface ListRoute {
  /** The declared route (method GET, its family and path as declared). */
  route: string;
  /** The address to call, without a query. */
  path: () => string;
  /** Parameters the call needs besides the list's (the account search's text). */
  needs?: string;
  /** Where the answer keeps its items. */
  items: 'items' | 'results' | 'phoneSystemExtension';
  /** Rows of a page without _pageSize or limit ('all': up to FETCH_ALL_MAX). */
  defaultPageSize: number | 'all';
  /** A list of the account's users: more rows than fetchAll answers. */
  overCap?: true;
}

const LISTS: ListRoute[] = [
  // The generic searches (roles-rest, decision 0119).
  {
    route: 'ucaas /api/ucaas/lookup/generic/search/Account',
    path: () => '/svc/ucaas/api/ucaas/lookup/generic/search/Account',
    items: 'items',
    defaultPageSize: 50,
  },
  {
    route: 'ucaas /api/ucaas/lookup/generic/search/AccountCustomAttribute',
    path: () => '/svc/ucaas/api/ucaas/lookup/generic/search/AccountCustomAttribute',
    items: 'items',
    defaultPageSize: 50,
  },
  {
    route: 'ucaas /api/ucaas/lookup/generic/search/CustomAttribute',
    path: () => '/svc/ucaas/api/ucaas/lookup/generic/search/CustomAttribute',
    items: 'items',
    defaultPageSize: 50,
  },
  // Billing (issue 22, bill-pay; decision 0113): invoices, credit and debit memos.
  {
    route: 'billing /api/billing/accounts/:accountId/invoices',
    path: () => `/svc/billing/api/billing/accounts/${acme}/invoices`,
    items: 'items',
    defaultPageSize: 12,
  },
  ...(['credit', 'debit'] as const).map((kind) => ({
    route: `billing /api/billing/accounts/:accountId/memos/${kind}`,
    path: () => `/svc/billing/api/billing/accounts/${acme}/memos/${kind}`,
    items: 'items' as const,
    defaultPageSize: 10,
  })),
  // The store's orders (issue 22, decision 0112).
  {
    route: 'billing /api/billing/accounts/:accountId/orders',
    path: () => `/svc/billing/api/billing/accounts/${acme}/orders`,
    items: 'items',
    defaultPageSize: 25,
  },
  // The account's active provisions (issue 22, decision 0120): paged like the others.
  {
    route: 'billing /api/billing/accounts/:accountId/provisions',
    path: () => `/svc/billing/api/billing/accounts/${acme}/provisions`,
    items: 'items',
    defaultPageSize: 25,
  },
  // Admin config (issue 24, misc-cfg): the account's finished tasks.
  {
    route: 'appserver /rest/account/:accountId/adminConfig/completedTasks',
    path: () => `/svc/appserver/rest/account/${acme}/adminConfig/completedTasks`,
    items: 'items',
    defaultPageSize: 50,
  },
  // Call recordings (issue 20): the search and the recycle bin.
  {
    route: 'recording /api/account/:accountId/search/recordings',
    path: () => `/svc/recording/api/account/${acme}/search/recordings`,
    items: 'items',
    defaultPageSize: 100,
  },
  {
    route: 'recording /api/account/:accountId/recycleBin',
    path: () => `/svc/recording/api/account/${acme}/recycleBin`,
    items: 'items',
    defaultPageSize: 100,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/users',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/users`,
    items: 'items',
    defaultPageSize: 50,
    overCap: true,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/userKeywordSearch',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch`,
    items: 'results',
    defaultPageSize: 50,
    overCap: true,
  },
  // the users area's remaining calls (decision 0118): the same readers as C-079/C-081/C-083
  {
    route: 'users /v1/accounts/:accountId/users/enabled',
    path: () => `/svc/users/v1/accounts/${acme}/users/enabled`,
    items: 'items',
    defaultPageSize: 50,
  },
  {
    route: 'users /v1/accounts/:accountId/users/search',
    path: () => `/svc/users/v1/accounts/${acme}/users/search`,
    items: 'results',
    defaultPageSize: 50,
  },
  {
    route: 'appserver /rest/account/:accountId/users/search',
    path: () => `/svc/appserver/rest/account/${acme}/users/search`,
    items: 'results',
    defaultPageSize: 50,
  },
  {
    route: 'ucaas /api/ucaas/v3/account/:accountId/extensionSearch',
    path: () => `/svc/ucaas/api/ucaas/v3/account/${acme}/extensionSearch`,
    items: 'phoneSystemExtension',
    defaultPageSize: 100,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/extensionList',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/extensionList`,
    items: 'phoneSystemExtension',
    defaultPageSize: 750,
  },
  {
    route: 'ucaas /api/ucaas/account/v2/:accountId/extensionList',
    path: () => `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList`,
    items: 'phoneSystemExtension',
    defaultPageSize: 100,
  },
  {
    route: 'ucaas /api/ucaas/user/:userId/phonebookRecord',
    path: () => `/svc/ucaas/api/ucaas/user/${acmeAdmin}/phonebookRecord`,
    items: 'items',
    defaultPageSize: 200,
  },
  {
    route: 'ucaas /api/ucaas/user/:userId/v2/calllogs',
    path: () => `/svc/ucaas/api/ucaas/user/${acmeAdmin}/v2/calllogs`,
    items: 'items',
    defaultPageSize: 50,
  },
  {
    route: 'ucaas /api/ucaas/account/search',
    path: () => '/svc/ucaas/api/ucaas/account/search',
    needs: 'q=Dialect',
    items: 'items',
    defaultPageSize: 50,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/children',
    path: () => `/svc/ucaas/api/ucaas/account/${HOME_ACCOUNT_ID}/children`,
    items: 'items',
    defaultPageSize: 'all',
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/callSummary',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/callSummary`,
    items: 'items',
    defaultPageSize: 'all',
    overCap: true,
  },
  // call blocking (issue 19): the users' own rules, read whole by the call blocking page
  {
    route: 'ucaas /api/ucaas/account/:accountId/phonesystem/callblocking/userRules',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/phonesystem/callblocking/userRules`,
    items: 'items',
    defaultPageSize: 'all',
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/callQueues',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/callQueues`,
    items: 'items',
    defaultPageSize: 'all',
  },
  {
    route: 'appserver /rest/account/:accountId/callQueues',
    path: () => `/svc/appserver/rest/account/${acme}/callQueues`,
    items: 'items',
    defaultPageSize: 'all',
  },
  {
    route: 'callqueue /api/ucaas/account/:accountId/callQueues',
    path: () => `/svc/callqueue/api/ucaas/account/${acme}/callQueues`,
    items: 'items',
    defaultPageSize: 'all',
  },
  {
    route: 'permissions /v1/accounts/:accountId/role-contexts',
    path: () => `/svc/permissions/v1/accounts/${acme}/role-contexts`,
    items: 'items',
    defaultPageSize: 'all',
    overCap: true,
  },
  {
    route: 'hoteling /v1/accounts/:accountId/devices',
    path: () => `/svc/hoteling/v1/accounts/${acme}/devices`,
    items: 'items',
    defaultPageSize: 100,
  },
  {
    route: 'hoteling /v1/accounts/:accountId/devicesAndLines',
    path: () => `/svc/hoteling/v1/accounts/${acme}/devicesAndLines`,
    items: 'items',
    defaultPageSize: 'all',
  },
  {
    route: 'hoteling /v1/accounts/:accountId/lines',
    path: () => `/svc/hoteling/v1/accounts/${acme}/lines`,
    items: 'items',
    defaultPageSize: 'all',
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/phonesystem/changeCallerIdCd',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/phonesystem/changeCallerIdCd`,
    items: 'items',
    defaultPageSize: 750,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/phoneNumbers',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/phoneNumbers`,
    items: 'items',
    defaultPageSize: 750,
  },
  {
    route: 'appserver /rest/account/:accountId/phoneNumbers',
    path: () => `/svc/appserver/rest/account/${acme}/phoneNumbers`,
    items: 'items',
    defaultPageSize: 750,
  },
  {
    route: 'appserver /rest/v1/account/:accountId/phoneNumbers',
    path: () => `/svc/appserver/rest/v1/account/${acme}/phoneNumbers`,
    items: 'items',
    defaultPageSize: 750,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/icrextensionassociation',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/icrextensionassociation`,
    items: 'items',
    defaultPageSize: 750,
  },
  {
    route: 'appserver /rest/account/:accountId/outbox',
    path: () => `/svc/appserver/rest/account/${acme}/outbox`,
    items: 'items',
    defaultPageSize: 100,
  }, // emergency locations (issue 19)
  {
    route: 'ucaas /api/ucaas/account/:accountId/locations',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/locations`,
    items: 'items',
    defaultPageSize: 100,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/v1/locations',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/v1/locations`,
    items: 'items',
    defaultPageSize: 100,
  },
  {
    route: 'ucaas /api/ucaas/account/:accountId/v2/locations',
    path: () => `/svc/ucaas/api/ucaas/account/${acme}/v2/locations`,
    items: 'items',
    defaultPageSize: 100,
  },
  {
    route: 'appserver /rest/account/:accountId/emergencyLocations',
    path: () => `/svc/appserver/rest/account/${acme}/emergencyLocations`,
    items: 'items',
    defaultPageSize: 100,
  },
  {
    route: 'appserver /rest/account/:accountId/locations',
    path: () => `/svc/appserver/rest/account/${acme}/locations`,
    items: 'items',
    defaultPageSize: 100,
  }, // reports and the audit log (issue 21)
  ...[
    'ucaas /api/ucaas/account/:accountId/reports/callLogs',
    'ucaas /api/ucaas/account/:accountId/recording/callLogsReport',
    'ucaas /api/ucaas/account/:accountId/reports/callRecords',
    'ucaas /api/ucaas/account/:accountId/auditLog/events',
  ].map((route) => ({
    route,
    path: () => `/svc/ucaas${route.slice('ucaas '.length).replace(':accountId', String(acme))}`,
    items: 'items' as const,
    defaultPageSize: 50,
  })),
  // SSO users and the SSO audit log (issue 23, sec-sso), on the session's account.
  ...['auth /v1/sso/disabled-users', 'auth /v1/sso/never-logged-in-users', 'auth /v1/sso/audit-logs'].map(
    (route) => ({
      route,
      path: () => `/svc/auth${route.slice('auth '.length)}`,
      items: 'items' as const,
      defaultPageSize: 50,
    }),
  ),
];

/**
 * Lists that are not a tenant's rows growing with it, answered whole: what the platform defines
 * or a handful an administrator adds one at a time.
 */
const FIXED_LISTS: Record<string, string> = {
  // the users area's remaining calls (decision 0118)
  'ucaas /api/ucaas/user/voicemails': 'one’s own voicemails, the newest 200 at most',
  'ucaas /api/ucaas/user/:userid/settings/extensions/:extension/devices':
    'the devices on one extension, a handful',
  'appserver /rest/account/:accountId/extensionTemplates':
    'the account’s extension templates, a handful an administrator adds',
  'appserver /rest/account/:accountId/shortCodes': 'the platform’s star codes, a fixed handful',
  'appserver /rest/account/:accountId/worldOffice': 'the account’s World Office extensions, a handful',
  // programmable services (issue 24, misc-cfg; decision 0116)
  'ucaas /api/ucaas/account/:accountId/programmableServices': 'the account’s three programmable services',
  'ucaas /api/ucaas/account/:accountId/messageTexts':
    'the portal’s texts the key tool edits, which the portal defines',
  // the store (issue 22, decision 0112)
  'billing /api/billing/accounts/:accountId/catalog': 'the account’s store catalogue, a handful of products',
  'billing /api/billing/accounts/:accountId/orders/address-suggestions':
    'the account’s locations matching the text, ten at most',
  // the account lifecycle (issue 22, bill-acct, decision 0114)
  'billing /api/billing/accounts/:accountId/etf/reasons': 'the six cancellation reasons',
  'billing /api/billing/accounts/:accountId/services': 'one line per service code, seven at most',
  'billing /api/billing/accounts/:accountId/service-convert-mappings':
    'one line per service code, seven at most',
  // secret questions (issue 23, decision 0108)
  'auth /v1/all-secret-questions': 'the platform’s secret questions, a handful',
  'ucaas /api/ucaas/lookup/securityQuestions': 'the platform’s secret questions, a handful',
  // branding and the app centre (issue 24, decision 0115)
  'ucaas /api/ucaas/account/:accountId/branding/line-groups': 'an account’s branding line groups, a handful',
  'ucaas /api/ucaas/account/:accountId/apps': 'the app centre’s catalogue, which the platform defines',
  'ucaas /api/ucaas/account/:accountId/apps/user-types': 'one row per app of the catalogue',
  'ucaas /api/ucaas/account/:accountId/apps/activations': 'one row per app of the catalogue',
  'ucaas /api/ucaas/account/:accountId/apps/purchase-requests':
    'an account’s app purchases, one per paid app bought',
  // API keys (issue 23, decision 0107)
  'auth /api-keys': 'an account’s API keys, a handful, with its API users to choose from',
  // MFA (issue 23, decision 0109)
  'auth /mfa/methods/self': 'one’s own second factors: one or two',
  'auth /mfa/methods/user/:userId': 'a user’s second factors: one or two',
  // SSO (issue 23, decision 0110)
  'auth /v1/sso/audit-log-types': 'the SSO audit log’s types, which the platform defines',
  // archiving jobs of call recordings (issue 20, decision 0104's update)
  'recording /api/account/:accountId/archive/jobs': 'the account’s archiving jobs still running: one at most',
  // recording rules and monitoring (issue 20, decision 0105)
  'recording /api/recording/account/:accountId/getRecordingRulesList':
    'an account’s recording rules, a handful, in order',
  'appserver /rest/account/:accountId/callRecordingRules':
    'an account’s recording rules, a handful, in order',
  'ucaas /api/ucaas/user/:userId/recordingRuleList': 'the few rules that record one user',
  'recording /api/recording/account/:accountId/services': 'the account’s recording services, one per service',
  'ucaas /api/ucaas/account/:accountId/monitor':
    'the monitoring pairs: supervisors and their teams, read whole to edit',
  'appserver /rest/account/:accountId/callRecordingKits':
    'the recorded extensions, read whole by the phone system',
  'permissions /v1/permissions': 'the platform’s permission keys',
  'permissions /v1/resources': 'the platform’s resources',
  'permissions /v1/roles': 'the built-in roles and the account’s few custom ones',
  'permissions /v2/roles': 'the built-in roles and the account’s few custom ones',
  'permissions /v1/accounts/:accountId/roles': 'the built-in roles and the account’s few custom ones',
  'permissions /v1/role-contexts/self': 'the caller’s own role contexts',
  'permissions /v1/role-contexts/counters': 'one count per role',
  'permissions /v1/users/:userId/role-contexts': 'one user’s role contexts',
  'permissions /v1/accounts/:accountId/trusts': 'accounts an administrator trusts, added one at a time',
  'permissions /v1/accounts/:accountId/child-access': 'grants a parent adds one at a time',
  'ucaas /api/ucaas/account/:accountId/billHistory': 'one row per billing month',
  'hoteling /v2/kits/:kitId/devices': 'the devices of one extension, a handful a person uses',
  'ucaas /api/ucaas/lookup/generic/search/PhoneNumberStatus': 'the platform’s number statuses',
  'ucaas /api/ucaas/account/:accountId/customAttributes': 'one account’s custom attributes, set one by one',
  'ucaas /api/ucaas/account/:accountId/accountNames': 'ids and names of one account’s tree, for pickers',
  'ucaas /api/ucaas/lookup/generic/search/Providers': 'the platform’s number providers',
  'appserver /rest/phoneNumberStatuses': 'the platform’s number statuses',
  'appserver /rest/providers': 'the platform’s number providers',
  'ucaas /api/ucaas/account/:accountId/listCustomTagsByAccount':
    'a handful of tags an administrator adds one at a time',
  'ucaas /v1/account/:accountId/lnp_orders': 'ports in, a few orders an account files one at a time',
  'ucaas /api/ucaas/account/:accountId/groups':
    'call, paging and pickup groups, a handful an administrator adds one at a time',
  'appserver /rest/account/:accountId/callGroups':
    'call groups, a handful an administrator adds one at a time',
  // reports and the audit log (issue 21): one row per user, queue, group, bucket or kind of a period
  'ucaas /api/ucaas/account/:accountId/userSummaryMetrics': 'one row per user with calls in the period',
  'ucaas /api/ucaas/account/:accountId/callGroupSummaryMetrics': 'one row per call group',
  'ucaas /api/ucaas/account/:accountId/callQueueSummaryMetrics': 'one row per call queue',
  'ucaas /api/ucaas/account/:accountId/callQueueReports': 'one row per agent of one queue',
  'ucaas /api/ucaas/account/:accountId/reports/trends': 'one row per day, week or month of the period',
  'ucaas /api/ucaas/account/:accountId/reports/topValues': 'the top few (at most 100)',
  'ucaas /api/ucaas/account/:accountId/reports/activeExtensions':
    'one row per extension with calls in the period',
  'ucaas /api/ucaas/account/:accountId/reports/meetings': 'one row per conference bridge',
  'ucaas /api/ucaas/account/:accountId/reports/messages': 'none until messaging lands',
  'ucaas /api/ucaas/account/:accountId/reports/saved': 'a handful of saved reports, added one at a time',
  'ucaas /api/ucaas/account/:accountId/getEventUsers': 'the people of the account’s audit events',
  'ucaas /api/ucaas/lookup/genericSearch/event': 'the distinct actions of the audit events (at most 500)',
  'ucaas /api/ucaas/lookup/genericSearch/eventType': 'the nine audit event kinds',
  'appserver /rest/account/:accountId/callPickupGroups':
    'pickup groups, a handful an administrator adds one at a time',
  'hoteling /v1/accounts/:accountId/registrations':
    'paged its own way, 200 lines a page by next_page_uri (REQ-12), as the catalogue has it',
  'ucaas /api/ucaas/account/availableTimezones': 'the time zones of the world (about 420), chosen from once',
  'ucaas /api/ucaas/account/:accountId/phonesystem/callblocking/systemRules':
    'the provider’s own few rules, the same for every account',
  'ucaas /api/ucaas/account/:accountId/callCountries':
    'the countries of the world (about 245), chosen from once',
  'appserver /rest/timezones': 'the time zones of the world (about 420), chosen from once',
  // emergency locations (issue 19)
  'ucaas /api/ucaas/account/:accountId/emergencyLocations/provinces/:countryCode':
    'a country’s provinces (at most 52), shipped as data',
  'ucaas /api/ucaas/lookup/provinces/:countryCode': 'a country’s provinces (at most 52), shipped as data',
  'appserver /rest/provinces/:countryCode': 'a country’s provinces (at most 52), shipped as data',
  'ucaas /api/ucaas/account/:accountId/emergencyLocations/cities/:countryCode/:provinceCode':
    'a few major cities of one province, shipped as data',
  'ucaas /api/ucaas/lookup/cities/:countryCode/:provinceCode':
    'a few major cities of one province, shipped as data',
  'appserver /rest/cities/:countryCode/:provinceCode': 'a few major cities of one province, shipped as data',
  'ucaas /api/ucaas/account/:accountId/networkLocations':
    'a few subnets and access points per site, each mapped by an administrator',
  'ucaas /api/ucaas/account/:accountId/emergencyLocations/extensiondevices':
    'the lines on the account’s sites (or on one), each a phone an administrator set up',
};

/** Values each paging parameter refuses, each answered 400 naming the parameter. */
const REFUSED: [string, string][] = [
  ['_pageSize', '0'],
  ['_pageSize', String(MAX_PAGE_SIZE + 1)],
  ['_pageSize', 'ten'],
  ['_pageSize', '2.5'],
  ['limit', '0'],
  ['limit', String(MAX_PAGE_SIZE + 1)],
  ['limit', '1e21'],
  ['_offset', '-1'],
  ['_offset', '2147483648'],
  ['offset', '-1'],
  ['offset', 'x'],
  ['sortDirection', 'sideways'],
  ['sortField', 'noSuchField'],
  ['fetchAll', 'yes'],
];

/**
 * The account's users are more than one whole-list read answers, so the four lists of users (two
 * paged, two read whole) show the fetchAll cap; every other list has more rows than the largest
 * page, which is all its paging needs (the cap is one rule of the one reader, decision 0054).
 */
const USERS = FETCH_ALL_MAX + 10;
const ROWS = MAX_PAGE_SIZE + 50;

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  provider = await who.as('provider super user');
  const admin = await who.as('account administrator');
  acme = admin.accountId;
  acmeAdmin = admin.userId;
  const db = p.database.db;
  // Users with a role in the account and a call each (users, search, role contexts, call summary).
  await db.execute(sql`
    insert into users (account_id, login_name, email, first_name, last_name, role_id)
    select ${acme}, 'dialect' || g || '@acme.example', 'dialect' || g || '@acme.example', 'Dialect', 'User ' || g, 4
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into role_memberships (user_id, account_id, role_id, is_default)
    select id, account_id, 4, true from users where login_name like 'dialect%@acme.example'`);
  await db.execute(sql`
    insert into call_records (account_id, user_id, direction, from_number, to_number, started_at, duration_seconds, result)
    select account_id, id, 'inbound', '+15550100', '+15550101', now() - interval '1 day', 60, 'answered'
    from users where login_name like 'dialect%@acme.example'`);
  // SSO users and the SSO audit log (issue 23) read the session's account: the provider's own.
  // Disabled users who never signed in (both lists), and SSO events a minute apart.
  await db.execute(sql`
    insert into users (account_id, login_name, email, first_name, last_name, role_id, is_enable)
    select ${provider.accountId}, 'dialect-sso' || g || '@switchboard.example', 'dialect-sso' || g || '@switchboard.example',
           'Dialect', 'Sso ' || (g % 40), 4, false
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into sso_audit_logs (account_id, type, message, created_at)
    select ${provider.accountId}, 'SETTINGS_CHANGED', 'Dialect ' || g, now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  // Audit events of the account (issue 21: the audit log), a minute apart.
  await db.execute(sql`
    insert into audit_events (account_id, actor_user_id, actor_account_id, event_kind, action, detail, created_at)
    select ${acme}, ${acmeAdmin}, ${acme}, 1 + g % 8, 'PUT /dialect/' || g, '{}'::jsonb, now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  // Store orders (issue 22): totals and statuses that tie, a minute apart.
  await db.execute(sql`
    insert into store_orders (account_id, idempotency_key, request_hash, status, currency, subtotal_minor, tax_minor,
                              total_minor, monthly_minor, tax_rate_basis_points, lines, created_at)
    select ${acme}, 'dialect-' || g, 'dialect', (array['Submitted','Processing','Completed'])[1 + g % 3], 'USD',
           1000 * (g % 5), 0, 1000 * (g % 5), 0, 825, '[]'::jsonb, now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  // Finished tasks (issue 24, misc-cfg: the completed tasks of admin config), finish times that tie.
  await db.execute(sql`
    insert into bulk_tasks (account_id, kind, status, total, processed, succeeded, created_at, finished_at)
    select ${acme}, 'userImport', (array['done','partial','failed'])[1 + g % 3], 1, 1, 1,
           now() - g * interval '1 minute', now() - (g % 7) * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  // Billing (issue 22, bill-pay): invoices and memos with totals and dates that tie.
  await db.execute(sql`
    insert into billing_invoices (account_id, number, period_start, period_end, issued_on, due_on, currency,
                                  tax_rate_basis_points, lines, subtotal_minor, tax_minor, total_minor, status)
    select ${acme}, 'DIALECT-' || g, '2000-01-0' || (1 + g % 9), '2000-01-28', '2000-02-01', '2000-02-15', 'USD',
           825, '[]'::jsonb, 1000 * (g % 5), 0, 1000 * (g % 5), (array['open','paid'])[1 + g % 2]
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into billing_memos (account_id, kind, number, reason, currency, amount_minor, issued_on)
    select ${acme}, (array['credit','debit'])[1 + g % 2], 'DM-DIALECT-' || g, 'Dialect', 'USD', 100 * (g % 7 + g % 2),
           '2000-01-0' || (1 + g % 9)
    from generate_series(1, ${2 * ROWS}) g`);
  // Provisions (issue 22, decision 0120): services whose codes and days tie.
  await db.execute(sql`
    insert into account_provisions (account_id, service_code, quantity, created_at)
    select ${acme}, (array['SMS-BUSINESS','FAX-LINE','VIDEO-ROOM'])[1 + g % 3], 1, ('2000-01-0' || (1 + g % 9))::timestamptz
    from generate_series(1, ${ROWS}) g`);
  // Emergency locations (issue 19: the locations lists of both families).
  await db.execute(sql`
    insert into emergency_locations (account_id, name, street, city, region, postal_code, country_code)
    select ${acme}, 'Site ' || lpad(g::text, 5, '0'), g || ' Main St', 'Denver', 'CO', '80203', 'US'
    from generate_series(1, ${ROWS}) g`);
  // Call queues (both extension lists, call queues).
  await db.execute(sql`
    insert into extensions (account_id, extension_number, extension_type, service_plan, user_name)
    select ${acme}, (700000 + g)::text, 'Call Queue', 'Call Queue', 'Queue ' || g
    from generate_series(1, ${ROWS}) g`);
  // Users' call-blocking rules (issue 19), one on each of those extensions, labels that tie.
  await db.execute(sql`
    insert into call_block_rules (account_id, extension_id, scope, kind, value, direction, label)
    select account_id, id, 'user', 'number', '+1555' || extension_number, 'inbound', 'Rule ' || (id % 7)
    from extensions where account_id = ${acme} and extension_number like '7_____'`);
  // The administrator's phone book and calls (one time each: the order is decided by the id).
  await db.execute(sql`
    insert into phonebook_records (account_id, user_id, name, phone_number)
    select ${acme}, ${acmeAdmin}, 'Contact ' || lpad(g::text, 5, '0'), '+1555' || lpad(g::text, 7, '0')
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into call_records (account_id, user_id, direction, from_number, to_number, started_at, duration_seconds, result)
    select ${acme}, ${acmeAdmin}, 'outbound', '+15550100', '+1555' || lpad(g::text, 7, '0'), timestamp '2020-01-01' + g * interval '1 minute', 30, 'answered'
    from generate_series(1, ${ROWS}) g`);
  // Numbers of the account (the numbers lists and the caller-id-code list), some tagged, so a sort by tag has ties and nulls.
  await db.execute(sql`
    insert into phone_numbers (account_id, phone_number, country, custom_tag)
    select ${acme}, '16469' || lpad(g::text, 6, '0'), 'US', case when g % 3 = 0 then 'Tag ' || (g % 5) end
    from generate_series(1, ${ROWS}) g`);
  // Accounts under Bluebird Telecom and custom attributes of the account (the generic searches,
  // decision 0119): the provider's staff see them all.
  await db.execute(sql`
    insert into accounts (parent_id, name, kind)
    select 4, 'Lookup customer ' || lpad(g::text, 5, '0'), 'customer'
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into account_custom_attributes (account_id, name, type, value)
    select ${acme}, 'lookup.attribute' || lpad(g::text, 5, '0'), 'string', 'v' || (g % 7)
    from generate_series(1, ${ROWS}) g`);
  // Softphones (the devices list).
  await db.execute(sql`
    insert into devices (account_id, name, kind)
    select ${acme}, 'Dialect device ' || lpad(g::text, 5, '0'), 'softphone'
    from generate_series(1, ${ROWS}) g`);
  // A line on each (the lines list).
  await db.execute(sql`
    insert into lines (account_id, device_id, sip_id)
    select account_id, id, 'dialect-' || id from devices where name like 'Dialect device %'`);
  // E-mails sent from the account.
  await db.execute(sql`
    insert into outbox (account_id, kind, to_address, subject, body, created_at)
    select ${acme}, 'newUser', 'dialect' || g || '@acme.example', 'Welcome', 'Hello', now()
    from generate_series(1, ${ROWS}) g`);
  // Accounts below the platform's home account (children, account search).
  await db.execute(sql`
    insert into accounts (parent_id, name, kind)
    select ${HOME_ACCOUNT_ID}, 'Dialect ' || lpad(g::text, 5, '0'), 'customer'
    from generate_series(1, ${ROWS}) g`);
  // Call recordings (issue 20): as many again in the recycle bin, on one shared file.
  await db.execute(sql`
    insert into recordings (account_id, direction, from_number, to_number, started_at, duration_seconds, size_bytes, storage_key, trashed_at)
    select ${acme}, 'inbound', '+15550100', '+15550101', timestamp '2020-01-01' + g * interval '1 minute', 30, 1000,
           'seed/voice-0.wav', case when g % 2 = 0 then now() end
    from generate_series(1, ${ROWS * 2}) g`);
}, 120_000);
afterAll(() => p.close());

/** One call of a list with these parameters (and the ones the list needs). */
async function read(list: ListRoute, params = ''): Promise<{ status: number; body: Json }> {
  const query = [list.needs, params].filter(Boolean).join('&');
  return provider.get(`${list.path()}${query ? `?${query}` : ''}`);
}

async function page(list: ListRoute, params = ''): Promise<{ total: number; items: unknown[] }> {
  const res = await read(list, params);
  expect(res.status, `${list.route} ?${params}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  const items = res.body[list.items];
  expect(Array.isArray(items), `${list.route}: items under ${list.items}`).toBe(true);
  expect(typeof res.body.total, `${list.route}: a total`).toBe('number');
  return { total: res.body.total, items };
}

describe('one list dialect (REQ-11, decision 0075)', () => {
  it('every route that declares a list query is in this table, and every one in it declares one', () => {
    const declared = p.routes
      .filter((r) => r.method === 'get' && r.query && listDeclarationOf(r.query))
      .map((r) => `${r.family} ${r.path}`)
      .sort();
    expect(declared).toEqual(LISTS.map((l) => l.route).sort());
  });

  it('every other call that answers a list answers a fixed one, named here with why it is not paged', async () => {
    const params = await routeParams(p.database.db);
    const undeclared: string[] = [];
    for (const r of p.routes) {
      const name = `${r.family} ${r.path}`;
      if (r.method !== 'get' || 'public' in r.access || r.access.audit === true) continue;
      if (r.query && listDeclarationOf(r.query)) continue;
      const res = await provider.get(routePath(r, params));
      const lists = ['items', 'results', 'phoneSystemExtension'].filter((k) => Array.isArray(res.body?.[k]));
      if (res.status === 200 && lists.length > 0 && !(name in FIXED_LISTS)) undeclared.push(name);
    }
    expect(undeclared, 'declare a list query (listQuerySchema) or name the list in FIXED_LISTS').toEqual([]);
  });

  describe.each(LISTS)('$route', (list) => {
    it('REQ-11 refuses a paging, sort or fetchAll value out of its range with a 400 naming the parameter', async () => {
      for (const [name, value] of REFUSED) {
        const res = await read(list, `${name}=${encodeURIComponent(value)}`);
        expect(res.status, `${name}=${value}`).toBe(400);
        expect(
          res.body.errors?.map((e: { field: string }) => e.field),
          `${name}=${value}`,
        ).toContain(name);
      }
    });

    it('REQ-11 pages by _pageSize/_offset and by limit/offset alike, within 1 to 750 rows', async () => {
      const first = await page(list, '_pageSize=3');
      expect(first.total).toBeGreaterThan(MAX_PAGE_SIZE);
      expect(first.items).toHaveLength(3);
      expect((await page(list, 'limit=3')).items).toEqual(first.items);
      expect((await page(list, '_pageSize=2&_offset=1')).items).toEqual(first.items.slice(1));
      expect((await page(list, 'limit=2&offset=1')).items).toEqual(first.items.slice(1));
      expect((await page(list, `_pageSize=${MAX_PAGE_SIZE}`)).items).toHaveLength(MAX_PAGE_SIZE);
      const beyond = await page(list, '_offset=2147483647');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(first.total);
    });

    it('REQ-11 answers its declared page without paging parameters', async () => {
      const { total } = await page(list, '_pageSize=1');
      const whole = list.defaultPageSize === 'all' ? Math.min(total, FETCH_ALL_MAX) : list.defaultPageSize;
      expect((await page(list)).items).toHaveLength(whole);
    });

    it('REQ-11 sorts DESC as ASC reversed, the direction in either case, by every declared sort field', async () => {
      const { total } = await page(list, '_pageSize=1');
      const last = await page(list, `sortDirection=ASC&_pageSize=3&_offset=${total - 3}`);
      const desc = await page(list, 'sortDirection=DESC&_pageSize=3');
      expect(desc.items).toEqual([...last.items].reverse());
      expect((await page(list, 'sortDirection=desc&_pageSize=3')).items).toEqual(desc.items);
      const route = p.routes.find((r) => `${r.family} ${r.path}` === list.route)!;
      const declaration = listDeclarationOf(route.query!)!;
      for (const field of declaration.sortFields) {
        for (const direction of ['ASC', 'DESC']) {
          const res = await read(list, `sortField=${field}&sortDirection=${direction}&_pageSize=5`);
          expect(res.status, `sortField=${field}&sortDirection=${direction}`).toBe(200);
        }
      }
    });

    it(`decision 0054 fetchAll answers at most ${FETCH_ALL_MAX} rows from the first, with the full total`, async () => {
      const all = await page(list, 'fetchAll=true');
      const whole = Math.min(all.total, FETCH_ALL_MAX);
      expect(all.items).toHaveLength(whole);
      if (list.overCap) expect(all.total).toBeGreaterThan(FETCH_ALL_MAX);
      const paged = await page(list, 'fetchAll=true&_offset=7&_pageSize=3');
      expect(paged.items).toHaveLength(whole);
      expect(paged.items[0]).toEqual(all.items[0]);
      expect((await page(list, 'fetchAll=false&_pageSize=3')).items).toHaveLength(3);
    });
  });
});
