// Rules about users shared by the portal and the platform: login names, e-mail, the fields a
// person or a CSV row gives to create a user (USER-01, USER-04, USER-05).
import { ROLE } from './roles';

export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9._%+@-]{3,100}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EXTENSION_PATTERN = /^[0-9]{2,6}$/;

/** Roles a user of a customer account can be given (each still subject to userManagement.ts). */
export const ASSIGNABLE_ROLES: readonly number[] = [
  ROLE.END_USER,
  ROLE.END_USER_NO_DASHBOARD,
  ROLE.USERS_ADMIN,
  ROLE.BILLING_ADMIN,
  ROLE.REPORTS_ADMIN,
  ROLE.CALL_QUEUES_ADMIN,
  ROLE.CALL_QUEUES_REPORTING_ADMIN,
  ROLE.ACCOUNT_ADMINISTRATOR,
  ROLE.ACCOUNT_SUPER_USER,
];

/** Partner roles: a partner account's users can be given them (back) by a higher role. */
const PARTNER_ROLES: readonly number[] = [ROLE.PARTNER_ACCOUNT_SUPERUSER, ROLE.PARTNER_ACCOUNT_ADMINISTRATOR];

/** Roles a user of an account of this kind (provider, partner, reseller, customer) can be given. */
export function assignableRoles(accountKind: string): readonly number[] {
  return accountKind === 'partner' ? [...ASSIGNABLE_ROLES, ...PARTNER_ROLES] : ASSIGNABLE_ROLES;
}

/** USER-05: allowLogin is the inverse of blockAccess; sendEmail follows allowLogin unless given. */
export function accessFields(allowLogin: boolean, sendEmail?: boolean) {
  return { blockAccess: !allowLogin, sendEmail: sendEmail ?? allowLogin };
}

/** The most users one bulk action (password reset, welcome e-mail) names, after duplicates count. */
export const BULK_USERS_MAX = 1_000;
/** The most rows one bulk import holds (a CSV of a large account). */
export const BULK_IMPORT_ROWS_MAX = 10_000;

/** Columns of the users CSV import, in the order of the template. */
export const IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'loginName',
  'extension',
  'mobile',
  'userType',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportRow = Partial<Record<ImportColumn, string>>;
