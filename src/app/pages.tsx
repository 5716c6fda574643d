// The management pages by route name (#/management/m/<name>). Later issues replace the
// account summary on several of them with their area's own screens.
import type { ComponentType } from 'react';
import { AccountSummaryPage } from '../screens/landing/AccountSummaryPage';
import { MyCallsPage } from '../screens/landing/MyCallsPage';

export interface PageProps {
  title: string;
  /** The rest of the route after the page name, e.g. '123' in #/management/m/users/123. */
  subpath?: string;
}

export interface PageDef {
  title: string;
  Component: ComponentType<PageProps>;
}

export const PAGES: Record<string, PageDef> = {
  searchAccount: { title: 'Account search', Component: AccountSummaryPage },
  resellerList: { title: 'Resellers and accounts', Component: AccountSummaryPage },
  dashboard: { title: 'Dashboard', Component: AccountSummaryPage },
  myCallsReport: { title: 'My calls', Component: MyCallsPage },
  billhistory: { title: 'Bill history', Component: AccountSummaryPage },
  companySummaryReport: { title: 'Company summary report', Component: AccountSummaryPage },
  callQueue: { title: 'Call queues', Component: AccountSummaryPage },
  pbxSummary: { title: 'PBX summary', Component: AccountSummaryPage },
};
