// The management pages by route name (#/management/m/<name>) and what each needs to be opened
// and shown in the menu (ROLE-04): the portal's page table (src/app/pages.tsx adds each page's
// screen) and the server's menu permissions (C-499, decision 0119) read this one table.
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
import type { NavPage } from './menu';

export const MENU_PAGES = {
  searchAccount: {
    title: 'Account search',
    permission: 'read:account-search',
    nav: { label: 'Account search', section: 'Accounts' },
  },
  resellerList: {
    title: 'Resellers and accounts',
    permission: 'read:reseller',
    nav: { label: 'Resellers and accounts', section: 'Accounts' },
  },
  account: {
    title: 'Account',
    permission: 'read:account',
  },
  dashboard: {
    title: 'Dashboard',
    permission: 'read:account',
    nav: { label: 'Dashboard', section: 'Home' },
  },
  myCallsReport: {
    title: 'My calls',
    permission: 'read:my-calls',
    nav: { label: 'My calls', section: 'Personal' },
    personal: true,
  },
  // ---- billing (issue 22, bill-pay; decision 0113): only where ROLE-08 shows billing ----
  billing: {
    title: 'Billing summary',
    permission: 'read:billing',
    billing: true,
    nav: { label: 'Billing summary', section: 'Billing' },
  },
  // The route keeps the spec's id (billhistory); the page shows usage per billing period, not
  // charges, so it is named for what it shows (decision 0057).
  billhistory: {
    title: 'Usage history',
    permission: 'read:billing',
    nav: { label: 'Usage history', section: 'Billing' },
  },
  // ---- the store and orders (issue 22, bill-orders): the store only where ROLE-08 opens it ----
  store: {
    title: 'Store',
    permission: 'read:purchase',
    store: true,
    nav: { label: 'Store', section: 'Billing', order: 1 },
  },
  orders: {
    title: 'Orders',
    permission: 'read:purchase',
    nav: { label: 'Orders', section: 'Billing', order: 2 },
  },
  invoices: {
    title: 'Invoices',
    permission: 'read:billing',
    billing: true,
    nav: { label: 'Invoices', section: 'Billing', order: 3 },
  },
  paymentMethods: {
    title: 'Payment methods',
    permission: 'read:billing',
    billing: true,
    nav: { label: 'Payment methods', section: 'Billing', order: 4 },
  },
  // ---- the account lifecycle (issue 22, bill-acct): status, scheduled change, cancellation, services ----
  accountStatus: {
    title: 'Account status',
    permission: 'read:billing',
    nav: { label: 'Account status', section: 'Billing', order: 5 },
  },
  // ---- reports and the audit log (issue 21): each page its own chunk (uPlot only in these) ----
  companySummaryReport: {
    title: 'Company summary report',
    permission: 'read:reports',
    nav: { label: 'Company summary', section: 'Reports', order: 1 },
  },
  userSummaryReport: {
    title: 'User summary report',
    permission: 'read:reports',
    nav: { label: 'User summary', section: 'Reports', order: 2 },
  },
  callQueueSummaryReport: {
    title: 'Call queue summary report',
    permission: 'read:reports',
    nav: { label: 'Call queue summary', section: 'Reports', order: 3 },
  },
  callGroupSummaryReport: {
    title: 'Call group summary report',
    permission: 'read:reports',
    nav: { label: 'Call group summary', section: 'Reports', order: 4 },
  },
  callLogsReport: {
    title: 'Call logs',
    permission: 'read:reports',
    nav: { label: 'Call logs', section: 'Reports', order: 5 },
  },
  savedReports: {
    title: 'Saved reports',
    permission: 'read:saved-reports',
    nav: { label: 'Saved reports', section: 'Reports', order: 6 },
  },
  auditLog: {
    title: 'Audit log',
    permission: 'read:audit-log',
    nav: { label: 'Audit log', section: 'Reports', order: 7 },
  },
  // The call queues role's landing page (src/domain/landing.ts); the menu's entry is callQueues.
  callQueue: {
    title: 'Call queues',
    permission: 'read:call-queue',
  },
  // ---- call handling (issue 18) ----
  callQueues: {
    title: 'Call queues',
    permission: 'read:call-queue',
    nav: { label: 'Call queues', section: 'Phone system' },
  },
  pbxSummary: {
    title: 'PBX summary',
    permission: 'read:users',
    nav: { label: 'PBX summary', section: 'Phone system' },
  },
  roles: {
    title: 'Roles and permissions',
    permission: 'read:roles',
    nav: { label: 'Roles and permissions', section: 'Settings' },
  },
  accountAccess: {
    title: 'Account access',
    permission: 'read:security-settings',
    nav: { label: 'Account access', section: 'Settings', order: 1 },
  },
  users: {
    title: 'Users',
    permission: 'read:users',
    nav: { label: 'Users', section: 'Phone system' },
  },
  extensions: {
    title: 'Extensions',
    permission: 'read:extensions',
    nav: { label: 'Extensions', section: 'Phone system' },
  },
  devices: {
    title: 'Devices',
    permission: 'read:devices',
    nav: { label: 'Devices', section: 'Phone system' },
  },
  // ---- emergency locations (issue 19) ----
  locations: {
    title: 'Emergency locations',
    permission: 'read:devices',
    nav: { label: 'Emergency locations', section: 'Phone system' },
  },
  callGroups: {
    title: 'Groups',
    permission: 'read:groups',
    nav: { label: 'Groups', section: 'Phone system' },
  },
  numbers: {
    title: 'Phone numbers',
    permission: 'read:phone-numbers',
    nav: { label: 'Phone numbers', section: 'Phone system' },
  },
  callSettings: {
    title: 'Call settings',
    permission: 'read:account-settings',
    nav: { label: 'Call settings', section: 'Phone system' },
  },
  // ---- call handling (issue 18) ----
  callFlows: {
    title: 'Call flows',
    permission: 'read:extensions',
    nav: { label: 'Call flows', section: 'Phone system' },
  },
  greetings: {
    title: 'Greetings',
    permission: 'read:call-recording',
    nav: { label: 'Greetings', section: 'Phone system' },
  },
  receptionists: {
    title: 'Receptionist consoles',
    permission: 'read:extensions',
    nav: { label: 'Receptionist consoles', section: 'Phone system' },
  },
  // ---- call recordings (issue 20): the account's, and the end user's own from their menu ----
  recordings: {
    title: 'Call recordings',
    permission: 'read:call-recording',
    nav: { label: 'Call recordings', section: 'Phone system' },
  },
  myRecordings: {
    title: 'My recordings',
    permission: 'read:my-calls',
    nav: { label: 'My recordings', section: 'Personal' },
    personal: true,
  },
  // ---- call blocking (issue 19): the admins' page, and the end user's own from their menu ----
  callBlocking: {
    title: 'Call blocking',
    permission: 'read:account-settings',
    nav: { label: 'Call blocking', section: 'Phone system' },
  },
  myCallBlocking: {
    title: 'My call blocking',
    permission: 'read:account',
    nav: { label: 'My call blocking', section: 'Personal' },
    personal: true,
  },
  // ---- recording rules and monitoring (issue 20) ----
  recordingRules: {
    title: 'Recording rules',
    permission: 'read:call-recording',
    nav: { label: 'Recording rules', section: 'Phone system' },
  },
  monitoring: {
    title: 'Call monitoring',
    permission: 'read:call-recording',
    nav: { label: 'Call monitoring', section: 'Phone system' },
  },
  // ---- fax and conference (issue 19) ----
  fax: {
    title: 'Fax',
    permission: 'read:extensions',
    nav: { label: 'Fax', section: 'Phone system' },
  },
  conference: {
    title: 'Conference bridges',
    permission: 'read:extensions',
    nav: { label: 'Conference bridges', section: 'Phone system' },
  },
  // ---- messaging and business texting (issue 24, decision 0111) ----
  messaging: {
    title: 'Messaging',
    permission: 'read:account-settings',
    nav: { label: 'Messaging', section: 'Phone system' },
  },
  businessTexting: {
    title: 'Business texting',
    permission: 'read:account-settings',
    nav: { label: 'Business texting', section: 'Phone system' },
  },
  // ---- branding, the app centre and referrals (issue 24, misc-brand, decision 0115) ----
  branding: {
    title: 'Branding',
    permission: 'read:account-settings',
    nav: { label: 'Branding', section: 'Settings' },
  },
  appCentre: {
    title: 'App centre',
    permission: 'read:account-settings',
    nav: { label: 'App centre', section: 'Settings' },
  },
  referrals: {
    title: 'Referrals',
    permission: 'read:partner-menu',
    nav: { label: 'Referrals', section: 'Accounts' },
  },
  // ---- API keys (issue 23, decision 0107) ----
  apiKeys: {
    title: 'API keys',
    permission: 'read:users',
    nav: { label: 'API keys', section: 'Security' },
  },
  // ---- Security settings and My security (issue 23; sections from sec-pw, sec-mfa, sec-sso) ----
  securitySettings: {
    title: 'Security settings',
    permission: 'read:security-settings',
    nav: { label: 'Security settings', section: 'Security' },
  },
  mySecurity: {
    title: 'My security',
    permission: 'read:account',
    nav: { label: 'My security', section: 'Security' },
    personal: true,
  },
  // ---- SSO users and the SSO audit log (issue 23, sec-sso; decision 0110) ----
  // ---- the setup guide (issue 24, misc-cfg; MISC-03): opened from the dashboard's card ----
  setupGuide: {
    title: 'Setup guide',
    permission: 'read:account',
  },
  // ---- date and time (issue 24, misc-cfg; decision 0116): one's own clock and the account's ----
  dateTime: {
    title: 'Date and time',
    permission: 'read:account',
    nav: { label: 'Date and time', section: 'Personal' },
    personal: true,
  },
  ssoUsers: {
    title: 'SSO users',
    permission: 'read:sso-settings',
    nav: { label: 'SSO users', section: 'Security' },
  },
  // A management page, not a top-level route: the shell carries the Help link to it, and App.tsx
  // (the sign-in page's bundle) stays as it is. The server lets any signed-in caller read it.
  'api-docs': {
    title: 'API reference',
    everyone: true,
    help: { label: 'API reference' },
  },
} satisfies Record<string, NavPage>;
