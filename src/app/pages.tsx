// The management pages by route name (#/management/m/<name>), with what each needs.
//
// To add a page: one entry here.
// - `permission`: the key a role needs to open it (ROLE-04); without one, any signed-in user may.
//   The server still guards every call the page makes; this gates menus and the page itself.
// - `nav`: shown in the main navigation under `section` (in NAV_SECTIONS order, then `order`),
//   only to users who hold `permission` (sections: NAV_SECTIONS in navigation.ts).
// - `personal`: an item about the signed-in user themselves. End users (and room users) see
//   only personal items (ROLE-09).
// - `everyone` and `help`: a help page any signed-in user may open, linked from the header's
//   Help links instead of the menu.
import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';
import type { NavPage, PageProps } from './navigation';

export interface PageDef extends NavPage {
  Component: ComponentType<PageProps>;
  /** Loads the page's chunk ahead of a visit (menu hover or focus). */
  preload: () => Promise<unknown>;
}

/** Each page is its own chunk, loaded on first visit (docs/conventions.md). */
const screen = <M,>(load: () => Promise<M>, name: Parameters<typeof lazyPage<PageProps, M>>[1]) =>
  lazyPage<PageProps, M>(load, name);

export const PAGES: Record<string, PageDef> = {
  searchAccount: {
    title: 'Account search',
    ...screen(() => import('../screens/accounts/AccountSearchPage'), 'AccountSearchPage'),
    permission: 'read:account-search',
    nav: { label: 'Account search', section: 'Accounts' },
  },
  resellerList: {
    title: 'Resellers and accounts',
    ...screen(() => import('../screens/accounts/ResellerListPage'), 'ResellerListPage'),
    permission: 'read:reseller',
    nav: { label: 'Resellers and accounts', section: 'Accounts' },
  },
  account: {
    title: 'Account',
    ...screen(() => import('../screens/accounts/AccountPage'), 'AccountPage'),
    permission: 'read:account',
  },
  dashboard: {
    title: 'Dashboard',
    ...screen(() => import('../screens/landing/DashboardPage'), 'DashboardPage'),
    permission: 'read:account',
    nav: { label: 'Dashboard', section: 'Home' },
  },
  myCallsReport: {
    title: 'My calls',
    ...screen(() => import('../screens/landing/MyCallsPage'), 'MyCallsPage'),
    permission: 'read:my-calls',
    nav: { label: 'My calls', section: 'Personal' },
    personal: true,
  },
  // The route keeps the spec's id (billhistory); the page shows usage per billing period, not
  // charges, so it is named for what it shows (decision 0057).
  billhistory: {
    title: 'Usage history',
    ...screen(() => import('../screens/landing/BillHistoryPage'), 'BillHistoryPage'),
    permission: 'read:billing',
    nav: { label: 'Usage history', section: 'Billing' },
  },
  // ---- the store and orders (issue 22, bill-orders): the store only where ROLE-08 opens it ----
  store: {
    title: 'Store',
    ...screen(() => import('../screens/orders/StorePage'), 'StorePage'),
    permission: 'read:purchase',
    store: true,
    nav: { label: 'Store', section: 'Billing', order: 1 },
  },
  orders: {
    title: 'Orders',
    ...screen(() => import('../screens/orders/OrdersPage'), 'OrdersPage'),
    permission: 'read:purchase',
    nav: { label: 'Orders', section: 'Billing', order: 2 },
  },
  // ---- the account lifecycle (issue 22, bill-acct): status, scheduled change, cancellation, services ----
  accountStatus: {
    title: 'Account status',
    ...screen(() => import('../screens/accountStatus/AccountStatusPage'), 'AccountStatusPage'),
    permission: 'read:billing',
    nav: { label: 'Account status', section: 'Billing', order: 3 },
  },
  // ---- reports and the audit log (issue 21): each page its own chunk (uPlot only in these) ----
  companySummaryReport: {
    title: 'Company summary report',
    ...screen(() => import('../screens/reports/CompanySummaryPage'), 'CompanySummaryPage'),
    permission: 'read:reports',
    nav: { label: 'Company summary', section: 'Reports', order: 1 },
  },
  userSummaryReport: {
    title: 'User summary report',
    ...screen(() => import('../screens/reports/SummaryTablePage'), 'UserSummaryPage'),
    permission: 'read:reports',
    nav: { label: 'User summary', section: 'Reports', order: 2 },
  },
  callQueueSummaryReport: {
    title: 'Call queue summary report',
    ...screen(() => import('../screens/reports/SummaryTablePage'), 'CallQueueSummaryPage'),
    permission: 'read:reports',
    nav: { label: 'Call queue summary', section: 'Reports', order: 3 },
  },
  callGroupSummaryReport: {
    title: 'Call group summary report',
    ...screen(() => import('../screens/reports/SummaryTablePage'), 'CallGroupSummaryPage'),
    permission: 'read:reports',
    nav: { label: 'Call group summary', section: 'Reports', order: 4 },
  },
  callLogsReport: {
    title: 'Call logs',
    ...screen(() => import('../screens/reports/CallLogsPage'), 'CallLogsPage'),
    permission: 'read:reports',
    nav: { label: 'Call logs', section: 'Reports', order: 5 },
  },
  savedReports: {
    title: 'Saved reports',
    ...screen(() => import('../screens/reports/SavedReportsPage'), 'SavedReportsPage'),
    permission: 'read:saved-reports',
    nav: { label: 'Saved reports', section: 'Reports', order: 6 },
  },
  auditLog: {
    title: 'Audit log',
    ...screen(() => import('../screens/audit/AuditLogPage'), 'AuditLogPage'),
    permission: 'read:audit-log',
    nav: { label: 'Audit log', section: 'Reports', order: 7 },
  },
  // The call queues role's landing page (src/domain/landing.ts); the menu's entry is callQueues.
  callQueue: {
    title: 'Call queues',
    ...screen(() => import('../screens/landing/CallQueueListPage'), 'CallQueueListPage'),
    permission: 'read:call-queue',
  },
  // ---- call handling (issue 18) ----
  callQueues: {
    title: 'Call queues',
    ...screen(() => import('../screens/callHandling/queues/QueuesPage'), 'QueuesPage'),
    permission: 'read:call-queue',
    nav: { label: 'Call queues', section: 'Phone system' },
  },
  pbxSummary: {
    title: 'PBX summary',
    ...screen(() => import('../screens/landing/PbxSummaryPage'), 'PbxSummaryPage'),
    permission: 'read:users',
    nav: { label: 'PBX summary', section: 'Phone system' },
  },
  roles: {
    title: 'Roles and permissions',
    ...screen(() => import('../screens/roles/RolesPage'), 'RolesPage'),
    permission: 'read:roles',
    nav: { label: 'Roles and permissions', section: 'Settings' },
  },
  accountAccess: {
    title: 'Account access',
    ...screen(() => import('../screens/access/AccountAccessPage'), 'AccountAccessPage'),
    permission: 'read:security-settings',
    nav: { label: 'Account access', section: 'Settings', order: 1 },
  },
  users: {
    title: 'Users',
    ...screen(() => import('../screens/users/UsersPage'), 'UsersPage'),
    permission: 'read:users',
    nav: { label: 'Users', section: 'Phone system' },
  },
  extensions: {
    title: 'Extensions',
    ...screen(() => import('../screens/extensions/ExtensionsPage'), 'ExtensionsPage'),
    permission: 'read:extensions',
    nav: { label: 'Extensions', section: 'Phone system' },
  },
  devices: {
    title: 'Devices',
    ...screen(() => import('../screens/devices/DevicesPage'), 'DevicesPage'),
    permission: 'read:devices',
    nav: { label: 'Devices', section: 'Phone system' },
  },
  // ---- emergency locations (issue 19) ----
  locations: {
    title: 'Emergency locations',
    ...screen(() => import('../screens/locations/LocationsPage'), 'LocationsPage'),
    permission: 'read:devices',
    nav: { label: 'Emergency locations', section: 'Phone system' },
  },
  callGroups: {
    title: 'Groups',
    ...screen(() => import('../screens/callHandling/groups/GroupsPage'), 'GroupsPage'),
    permission: 'read:groups',
    nav: { label: 'Groups', section: 'Phone system' },
  },
  numbers: {
    title: 'Phone numbers',
    ...screen(() => import('../screens/numbers/NumbersPage'), 'NumbersPage'),
    permission: 'read:phone-numbers',
    nav: { label: 'Phone numbers', section: 'Phone system' },
  },
  callSettings: {
    title: 'Call settings',
    ...screen(() => import('../screens/callHandling/settings/CallSettingsPage'), 'CallSettingsPage'),
    permission: 'read:account-settings',
    nav: { label: 'Call settings', section: 'Phone system' },
  },
  // ---- call handling (issue 18) ----
  callFlows: {
    title: 'Call flows',
    ...screen(() => import('../screens/callHandling/flows/CallFlowsPage'), 'CallFlowsPage'),
    permission: 'read:extensions',
    nav: { label: 'Call flows', section: 'Phone system' },
  },
  greetings: {
    title: 'Greetings',
    ...screen(() => import('../screens/callHandling/greetings/GreetingsPage'), 'GreetingsPage'),
    permission: 'read:call-recording',
    nav: { label: 'Greetings', section: 'Phone system' },
  },
  receptionists: {
    title: 'Receptionist consoles',
    ...screen(() => import('../screens/callHandling/receptionists/ReceptionistsPage'), 'ReceptionistsPage'),
    permission: 'read:extensions',
    nav: { label: 'Receptionist consoles', section: 'Phone system' },
  },
  // ---- call recordings (issue 20): the account's, and the end user's own from their menu ----
  recordings: {
    title: 'Call recordings',
    ...screen(() => import('../screens/recordings/RecordingsPage'), 'RecordingsPage'),
    permission: 'read:call-recording',
    nav: { label: 'Call recordings', section: 'Phone system' },
  },
  myRecordings: {
    title: 'My recordings',
    ...screen(() => import('../screens/recordings/RecordingsPage'), 'RecordingsPage'),
    permission: 'read:my-calls',
    nav: { label: 'My recordings', section: 'Personal' },
    personal: true,
  },
  // ---- call blocking (issue 19): the admins' page, and the end user's own from their menu ----
  callBlocking: {
    title: 'Call blocking',
    ...screen(() => import('../screens/callBlocking/CallBlockingPage'), 'CallBlockingPage'),
    permission: 'read:account-settings',
    nav: { label: 'Call blocking', section: 'Phone system' },
  },
  myCallBlocking: {
    title: 'My call blocking',
    ...screen(() => import('../screens/callBlocking/MyCallBlockingPage'), 'MyCallBlockingPage'),
    permission: 'read:account',
    nav: { label: 'My call blocking', section: 'Personal' },
    personal: true,
  },
  // ---- recording rules and monitoring (issue 20) ----
  recordingRules: {
    title: 'Recording rules',
    ...screen(() => import('../screens/recordingRules/RecordingRulesPage'), 'RecordingRulesPage'),
    permission: 'read:call-recording',
    nav: { label: 'Recording rules', section: 'Phone system' },
  },
  monitoring: {
    title: 'Call monitoring',
    ...screen(() => import('../screens/monitoring/MonitoringPage'), 'MonitoringPage'),
    permission: 'read:call-recording',
    nav: { label: 'Call monitoring', section: 'Phone system' },
  },
  // ---- fax and conference (issue 19) ----
  fax: {
    title: 'Fax',
    ...screen(() => import('../screens/fax/FaxPage'), 'FaxPage'),
    permission: 'read:extensions',
    nav: { label: 'Fax', section: 'Phone system' },
  },
  conference: {
    title: 'Conference bridges',
    ...screen(() => import('../screens/conference/ConferencePage'), 'ConferencePage'),
    permission: 'read:extensions',
    nav: { label: 'Conference bridges', section: 'Phone system' },
  },
  // ---- messaging and business texting (issue 24, decision 0111) ----
  messaging: {
    title: 'Messaging',
    ...screen(() => import('../screens/messaging/MessagingPage'), 'MessagingPage'),
    permission: 'read:account-settings',
    nav: { label: 'Messaging', section: 'Phone system' },
  },
  businessTexting: {
    title: 'Business texting',
    ...screen(() => import('../screens/messaging/BusinessTextingPage'), 'BusinessTextingPage'),
    permission: 'read:account-settings',
    nav: { label: 'Business texting', section: 'Phone system' },
  },
  // ---- API keys (issue 23, decision 0107) ----
  apiKeys: {
    title: 'API keys',
    ...screen(() => import('../screens/apiKeys/ApiKeysPage'), 'ApiKeysPage'),
    permission: 'read:users',
    nav: { label: 'API keys', section: 'Security' },
  },
  // ---- Security settings and My security (issue 23; sections from sec-pw, sec-mfa, sec-sso) ----
  securitySettings: {
    title: 'Security settings',
    ...screen(() => import('../screens/security/SecuritySettingsPage'), 'SecuritySettingsPage'),
    permission: 'read:security-settings',
    nav: { label: 'Security settings', section: 'Security' },
  },
  mySecurity: {
    title: 'My security',
    ...screen(() => import('../screens/security/MySecurityPage'), 'MySecurityPage'),
    permission: 'read:account',
    nav: { label: 'My security', section: 'Security' },
    personal: true,
  },
  // ---- SSO users and the SSO audit log (issue 23, sec-sso; decision 0110) ----
  ssoUsers: {
    title: 'SSO users',
    ...screen(() => import('../screens/security/sso/SsoUsersPage'), 'SsoUsersPage'),
    permission: 'read:sso-settings',
    nav: { label: 'SSO users', section: 'Security' },
  },
  // A management page, not a top-level route: the shell carries the Help link to it, and App.tsx
  // (the sign-in page's bundle) stays as it is. The server lets any signed-in caller read it.
  'api-docs': {
    title: 'API reference',
    ...screen(() => import('../screens/apiReference/ApiReferencePage'), 'ApiReferencePage'),
    everyone: true,
    help: { label: 'API reference' },
  },
};
