// The demo's sign-ins (one per role a person uses; printed at startup and used by tests), the
// names of the accounts they belong to, and the administrator of the large account.
import { ROLE } from '../../../src/domain/roles';

export interface DemoSignIn {
  role: string;
  roleId: number;
  loginName: string;
  password: string;
  accountName: string;
  landing: string;
}

export const HOME_ACCOUNT_NAME = 'Switchboard Platform';
export const WHITE_LABEL_PARTNER = 'Brightline Communications';
export const ACME = 'Acme Corporation';
export const BRITANNIA = 'Britannia Trading Ltd';

/** One sign-in per role a person uses; printed at startup and used by tests. */
export const DEMO_SIGN_INS: DemoSignIn[] = [
  {
    role: 'provider super user',
    roleId: ROLE.SUPERUSER,
    loginName: 'provider@switchboard.example',
    password: 'Demo-Provider-2026',
    accountName: HOME_ACCOUNT_NAME,
    landing: '/management/m/searchAccount',
  },
  {
    role: 'partner super user',
    roleId: ROLE.PARTNER_ACCOUNT_SUPERUSER,
    loginName: 'partner@brightline.example',
    password: 'Demo-Partner-2026',
    accountName: WHITE_LABEL_PARTNER,
    landing: '/management/m/resellerList',
  },
  {
    role: 'partner account administrator',
    roleId: ROLE.PARTNER_ACCOUNT_ADMINISTRATOR,
    loginName: 'partner.admin@brightline.example',
    password: 'Demo-PartnerAdmin-2026',
    accountName: WHITE_LABEL_PARTNER,
    landing: '/management/m/resellerList',
  },
  {
    role: 'account super user',
    roleId: ROLE.ACCOUNT_SUPER_USER,
    loginName: 'superuser@acme.example',
    password: 'Demo-Super-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'account administrator',
    roleId: ROLE.ACCOUNT_ADMINISTRATOR,
    loginName: 'admin@acme.example',
    password: 'Demo-Admin-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'billing admin',
    roleId: ROLE.BILLING_ADMIN,
    loginName: 'billing@acme.example',
    password: 'Demo-Billing-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'reports admin',
    roleId: ROLE.REPORTS_ADMIN,
    loginName: 'reports@acme.example',
    password: 'Demo-Reports-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'call queues admin',
    roleId: ROLE.CALL_QUEUES_ADMIN,
    loginName: 'queues@acme.example',
    password: 'Demo-Queues-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'call queues reporting admin',
    roleId: ROLE.CALL_QUEUES_REPORTING_ADMIN,
    loginName: 'queue.reports@acme.example',
    password: 'Demo-QueueReports-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'users admin',
    roleId: ROLE.USERS_ADMIN,
    loginName: 'users.admin@acme.example',
    password: 'Demo-UsersAdmin-2026',
    accountName: ACME,
    landing: '/management/m/dashboard',
  },
  {
    role: 'end user',
    roleId: ROLE.END_USER,
    loginName: 'user@acme.example',
    password: 'Demo-User-2026',
    accountName: ACME,
    landing: '/management/m/myCallsReport',
  },
  {
    role: 'end user no dashboard',
    roleId: ROLE.END_USER_NO_DASHBOARD,
    loginName: 'nodashboard@acme.example',
    password: 'Demo-NoDashboard-2026',
    accountName: ACME,
    landing: '/management/m/myCallsReport',
  },
  {
    role: 'account administrator (international, GB)',
    roleId: ROLE.ACCOUNT_ADMINISTRATOR,
    loginName: 'admin@britannia.example',
    password: 'Demo-Britannia-2026',
    accountName: BRITANNIA,
    landing: '/management/m/dashboard',
  },
  // International landing pages (ROLE-02): these roles land elsewhere in an international account.
  {
    role: 'billing admin (international, GB)',
    roleId: ROLE.BILLING_ADMIN,
    loginName: 'billing@britannia.example',
    password: 'Demo-BritanniaBilling-2026',
    accountName: BRITANNIA,
    landing: '/management/m/billhistory',
  },
  {
    role: 'reports admin (international, GB)',
    roleId: ROLE.REPORTS_ADMIN,
    loginName: 'reports@britannia.example',
    password: 'Demo-BritanniaReports-2026',
    accountName: BRITANNIA,
    landing: '/management/m/companySummaryReport',
  },
  {
    role: 'call queues admin (international, GB)',
    roleId: ROLE.CALL_QUEUES_ADMIN,
    loginName: 'queues@britannia.example',
    password: 'Demo-BritanniaQueues-2026',
    accountName: BRITANNIA,
    landing: '/management/m/callQueue',
  },
  {
    role: 'users admin (international, GB)',
    roleId: ROLE.USERS_ADMIN,
    loginName: 'users.admin@britannia.example',
    password: 'Demo-BritanniaUsers-2026',
    accountName: BRITANNIA,
    landing: '/management/m/pbxSummary',
  },
];

/** The account administrator of the large account (seedLarge). */
export const LARGE_ACCOUNT_ADMIN = {
  loginName: 'admin@globex.example',
  password: 'Demo-Globex-2026',
} as const;

export const LARGE_ACCOUNT_NAME = 'Globex Large Co';
