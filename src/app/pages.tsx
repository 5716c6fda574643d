// The management pages by route name (#/management/m/<name>), with what each needs.
//
// To add a page: one entry here.
// - `permission`: the key a role needs to open it (ROLE-04); without one, any signed-in user may.
//   The server still guards every call the page makes; this gates menus and the page itself.
// - `nav`: shown in the main navigation under `section` (in NAV_SECTIONS order, then `order`),
//   only to users who hold `permission` (sections: NAV_SECTIONS in navigation.ts).
// - `personal`: an item about the signed-in user themselves. End users (and room users) see
//   only personal items (ROLE-09).
import type { ComponentType } from 'react';
import { AccountAccessPage } from '../screens/access/AccountAccessPage';
import { AccountPage } from '../screens/accounts/AccountPage';
import { AccountSearchPage } from '../screens/accounts/AccountSearchPage';
import { ResellerListPage } from '../screens/accounts/ResellerListPage';
import { ExtensionsPage } from '../screens/extensions/ExtensionsPage';
import { BillHistoryPage } from '../screens/landing/BillHistoryPage';
import { CallQueueListPage } from '../screens/landing/CallQueueListPage';
import { CompanySummaryPage } from '../screens/landing/CompanySummaryPage';
import { DashboardPage } from '../screens/landing/DashboardPage';
import { MyCallsPage } from '../screens/landing/MyCallsPage';
import { PbxSummaryPage } from '../screens/landing/PbxSummaryPage';
import { RolesPage } from '../screens/roles/RolesPage';
import { UsersPage } from '../screens/users/UsersPage';
import type { NavPage } from './navigation';

export interface PageProps {
  title: string;
  /** The rest of the route after the page name, e.g. '123' in #/management/m/users/123. */
  subpath?: string;
}

export interface PageDef extends NavPage {
  Component: ComponentType<PageProps>;
}

export const PAGES: Record<string, PageDef> = {
  searchAccount: {
    title: 'Account search',
    Component: AccountSearchPage,
    permission: 'read:account-search',
    nav: { label: 'Account search', section: 'Accounts' },
  },
  resellerList: {
    title: 'Resellers and accounts',
    Component: ResellerListPage,
    permission: 'read:reseller',
    nav: { label: 'Resellers and accounts', section: 'Accounts' },
  },
  account: { title: 'Account', Component: AccountPage, permission: 'read:account' },
  dashboard: {
    title: 'Dashboard',
    Component: DashboardPage,
    permission: 'read:account',
    nav: { label: 'Dashboard', section: 'Home' },
  },
  myCallsReport: {
    title: 'My calls',
    Component: MyCallsPage,
    permission: 'read:my-calls',
    nav: { label: 'My calls', section: 'Personal' },
    personal: true,
  },
  // The route keeps the spec's id (billhistory); the page shows usage per billing period, not
  // charges, so it is named for what it shows (decision 0057).
  billhistory: {
    title: 'Usage history',
    Component: BillHistoryPage,
    permission: 'read:billing',
    nav: { label: 'Usage history', section: 'Billing' },
  },
  companySummaryReport: {
    title: 'Company summary report',
    Component: CompanySummaryPage,
    permission: 'read:reports',
    nav: { label: 'Company summary', section: 'Reports' },
  },
  callQueue: {
    title: 'Call queues',
    Component: CallQueueListPage,
    permission: 'read:call-queue',
    nav: { label: 'Call queues', section: 'Phone system' },
  },
  pbxSummary: {
    title: 'PBX summary',
    Component: PbxSummaryPage,
    permission: 'read:users',
    nav: { label: 'PBX summary', section: 'Phone system' },
  },
  roles: {
    title: 'Roles and permissions',
    Component: RolesPage,
    permission: 'read:roles',
    nav: { label: 'Roles and permissions', section: 'Settings' },
  },
  accountAccess: {
    title: 'Account access',
    Component: AccountAccessPage,
    permission: 'read:security-settings',
    nav: { label: 'Account access', section: 'Settings', order: 1 },
  },
  users: {
    title: 'Users',
    Component: UsersPage,
    permission: 'read:users',
    nav: { label: 'Users', section: 'Phone system' },
  },
  extensions: {
    title: 'Extensions',
    Component: ExtensionsPage,
    permission: 'read:extensions',
    nav: { label: 'Extensions', section: 'Phone system' },
  },
};
