// The management pages by route name (#/management/m/<name>): what each needs (permission, menu
// entry) is in src/domain/menuPages.ts, shared with the server (C-499); each page's screen is here.
// To add a page: one entry there and one in SCREENS below.
import type { ComponentType } from 'react';
import { MENU_PAGES } from '../domain/menuPages';
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

/** Each page's screen, by the name of its entry in MENU_PAGES. */
const SCREENS: Record<keyof typeof MENU_PAGES, Pick<PageDef, 'Component' | 'preload'>> = {
  searchAccount: screen(() => import('../screens/accounts/AccountSearchPage'), 'AccountSearchPage'),
  resellerList: screen(() => import('../screens/accounts/ResellerListPage'), 'ResellerListPage'),
  account: screen(() => import('../screens/accounts/AccountPage'), 'AccountPage'),
  dashboard: screen(() => import('../screens/landing/DashboardPage'), 'DashboardPage'),
  myCallsReport: screen(() => import('../screens/landing/MyCallsPage'), 'MyCallsPage'),
  billing: screen(() => import('../screens/billing/BillingPage'), 'BillingPage'),
  billhistory: screen(() => import('../screens/landing/BillHistoryPage'), 'BillHistoryPage'),
  store: screen(() => import('../screens/orders/StorePage'), 'StorePage'),
  orders: screen(() => import('../screens/orders/OrdersPage'), 'OrdersPage'),
  invoices: screen(() => import('../screens/billing/InvoicesPage'), 'InvoicesPage'),
  paymentMethods: screen(() => import('../screens/billing/PaymentMethodsPage'), 'PaymentMethodsPage'),
  accountStatus: screen(() => import('../screens/accountStatus/AccountStatusPage'), 'AccountStatusPage'),
  companySummaryReport: screen(() => import('../screens/reports/CompanySummaryPage'), 'CompanySummaryPage'),
  userSummaryReport: screen(() => import('../screens/reports/SummaryTablePage'), 'UserSummaryPage'),
  callQueueSummaryReport: screen(() => import('../screens/reports/SummaryTablePage'), 'CallQueueSummaryPage'),
  callGroupSummaryReport: screen(() => import('../screens/reports/SummaryTablePage'), 'CallGroupSummaryPage'),
  callLogsReport: screen(() => import('../screens/reports/CallLogsPage'), 'CallLogsPage'),
  savedReports: screen(() => import('../screens/reports/SavedReportsPage'), 'SavedReportsPage'),
  auditLog: screen(() => import('../screens/audit/AuditLogPage'), 'AuditLogPage'),
  callQueue: screen(() => import('../screens/landing/CallQueueListPage'), 'CallQueueListPage'),
  callQueues: screen(() => import('../screens/callHandling/queues/QueuesPage'), 'QueuesPage'),
  pbxSummary: screen(() => import('../screens/landing/PbxSummaryPage'), 'PbxSummaryPage'),
  roles: screen(() => import('../screens/roles/RolesPage'), 'RolesPage'),
  accountAccess: screen(() => import('../screens/access/AccountAccessPage'), 'AccountAccessPage'),
  users: screen(() => import('../screens/users/UsersPage'), 'UsersPage'),
  extensions: screen(() => import('../screens/extensions/ExtensionsPage'), 'ExtensionsPage'),
  devices: screen(() => import('../screens/devices/DevicesPage'), 'DevicesPage'),
  locations: screen(() => import('../screens/locations/LocationsPage'), 'LocationsPage'),
  callGroups: screen(() => import('../screens/callHandling/groups/GroupsPage'), 'GroupsPage'),
  numbers: screen(() => import('../screens/numbers/NumbersPage'), 'NumbersPage'),
  callSettings: screen(() => import('../screens/callHandling/settings/CallSettingsPage'), 'CallSettingsPage'),
  callFlows: screen(() => import('../screens/callHandling/flows/CallFlowsPage'), 'CallFlowsPage'),
  greetings: screen(() => import('../screens/callHandling/greetings/GreetingsPage'), 'GreetingsPage'),
  receptionists: screen(
    () => import('../screens/callHandling/receptionists/ReceptionistsPage'),
    'ReceptionistsPage',
  ),
  recordings: screen(() => import('../screens/recordings/RecordingsPage'), 'RecordingsPage'),
  myRecordings: screen(() => import('../screens/recordings/RecordingsPage'), 'RecordingsPage'),
  callBlocking: screen(() => import('../screens/callBlocking/CallBlockingPage'), 'CallBlockingPage'),
  myCallBlocking: screen(() => import('../screens/callBlocking/MyCallBlockingPage'), 'MyCallBlockingPage'),
  recordingRules: screen(() => import('../screens/recordingRules/RecordingRulesPage'), 'RecordingRulesPage'),
  monitoring: screen(() => import('../screens/monitoring/MonitoringPage'), 'MonitoringPage'),
  fax: screen(() => import('../screens/fax/FaxPage'), 'FaxPage'),
  conference: screen(() => import('../screens/conference/ConferencePage'), 'ConferencePage'),
  messaging: screen(() => import('../screens/messaging/MessagingPage'), 'MessagingPage'),
  businessTexting: screen(() => import('../screens/messaging/BusinessTextingPage'), 'BusinessTextingPage'),
  branding: screen(() => import('../screens/branding/BrandingPage'), 'BrandingPage'),
  appCentre: screen(() => import('../screens/apps/AppCentrePage'), 'AppCentrePage'),
  referrals: screen(() => import('../screens/branding/ReferralsPage'), 'ReferralsPage'),
  apiKeys: screen(() => import('../screens/apiKeys/ApiKeysPage'), 'ApiKeysPage'),
  securitySettings: screen(() => import('../screens/security/SecuritySettingsPage'), 'SecuritySettingsPage'),
  mySecurity: screen(() => import('../screens/security/MySecurityPage'), 'MySecurityPage'),
  setupGuide: screen(() => import('../screens/setupGuide/SetupGuidePage'), 'SetupGuidePage'),
  dateTime: screen(() => import('../screens/settings/DateTimePage'), 'DateTimePage'),
  ssoUsers: screen(() => import('../screens/security/sso/SsoUsersPage'), 'SsoUsersPage'),
  'api-docs': screen(() => import('../screens/apiReference/ApiReferencePage'), 'ApiReferencePage'),
};

export const PAGES: Record<string, PageDef> = Object.fromEntries(
  Object.entries(MENU_PAGES).map(([name, page]) => [
    name,
    { ...page, ...SCREENS[name as keyof typeof MENU_PAGES] },
  ]),
);
