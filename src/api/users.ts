// The users area's calls (cat §7.1, §7.2, §7.10, §7.13): one function per endpoint. Users pass
// through the room-user transformer both ways (USER-02), so callers never see the marker.
import type { UserType } from '../domain/roomUsers';
import type { ApiClient } from './client';
import { ApiFailure } from './failure';
import { fromPlatform, toPlatform } from './userTransform';

export interface UserExtensionRef {
  extensionId: number;
  extensionNumber: string;
  extensionType: string;
}

export interface UserListItem {
  userId: number;
  accountId: number;
  loginName: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
  userType: UserType;
  blockAccess: boolean;
  extensions: UserExtensionRef[];
}

export interface ContactNumber {
  kind: 'D' | 'M' | 'H' | 'F';
  number: string;
}

export interface TelephonyUser {
  userId: number;
  accountId: number;
  loginName: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  roleId: number;
  userType: UserType;
  userStatusID: number;
  blockAccess: boolean;
  sendEmail: boolean;
  updateMeWithAnnouncements: boolean;
  allowMainNumberMessaging: boolean;
  allowEndUserOutboundCallerId: boolean;
  allowCallBlocking: boolean;
  mobileTLSEnabled: boolean;
  userMobileEncryptionEnabled: boolean;
  contactNumbers: ContactNumber[];
  extensions: (UserExtensionRef & {
    servicePlan: string;
    devices: { id: number; name: string }[];
    phoneNumbers: string[];
  })[];
  roleMemberships: { roleId: number; accountId: number; isDefault: boolean }[];
}

/** What a form sends; allowLogin is turned into blockAccess by the platform (USER-05). */
export interface UserWrite {
  firstName?: string;
  lastName?: string;
  email?: string;
  loginName?: string;
  roleId?: number;
  userType?: UserType;
  allowLogin?: boolean;
  sendEmail?: boolean;
  contactNumbers?: ContactNumber[];
  [flag: string]: unknown;
}

export interface UserPage {
  total: number;
  items: UserListItem[];
}

export type SortField = 'lastName' | 'firstName' | 'loginName' | 'email' | 'roleId';

export interface ListParams {
  pageSize: number;
  offset: number;
  sortField?: SortField;
  sortDirection?: 'ASC' | 'DESC';
  keyword?: string;
}

/** The page size of the users table (the catalogue's list page size). */
export const USERS_PAGE_SIZE = 750;

const listQuery = (p: ListParams) => ({
  _pageSize: p.pageSize,
  _offset: p.offset,
  sortField: p.sortField,
  sortDirection: p.sortDirection,
  keyword: p.keyword || undefined,
});

export async function listUsers(client: ApiClient, accountId: number, p: ListParams, signal?: AbortSignal) {
  const page = await client.request<UserPage>('ucaas', 'get', '/api/ucaas/account/{accountId}/users', {
    params: { accountId },
    query: listQuery(p),
    ...(signal ? { signal } : {}),
  });
  return { total: page.total, items: page.items.map(fromPlatform) };
}

/** USER-03: the all-users search answers its items under `results`. */
export async function searchUsers(client: ApiClient, accountId: number, p: ListParams) {
  const page = await client.request<{ total: number; results: UserListItem[] }>(
    'ucaas',
    'get',
    '/api/ucaas/account/{accountId}/userKeywordSearch',
    { params: { accountId }, query: listQuery(p) },
  );
  return { total: page.total, items: page.results.map(fromPlatform) };
}

export const getUserCount = (client: ApiClient, accountId: number) =>
  client.request<{ userCount: number }>('ucaas', 'get', '/api/ucaas/account/{accountId}/userCount', {
    params: { accountId },
  });

export interface Availability {
  userName: string;
  available: boolean;
  message?: string;
}

/** USER-04: whether a login name is free (global, case-insensitive). */
export const checkLoginName = (client: ApiClient, userName: string) =>
  client.request<Availability>('ucaas', 'get', '/api/ucaas/account/{userName}/available', {
    params: { userName: userName.trim() },
    // A name can be taken a second ago: never from the cache.
    noCache: true,
  });

export const userNameCheck = (client: ApiClient, userName: string) =>
  client.request<Availability>('ucaas', 'get', '/api/ucaas/account/userNameCheck', {
    query: { userName: userName.trim() },
    noCache: true,
  });

export async function getUser(client: ApiClient, userId: number, signal?: AbortSignal) {
  return fromPlatform(
    await client.request<TelephonyUser>('ucaas', 'get', '/api/ucaas/v4/user/{userId}', {
      params: { userId },
      signal,
    }),
  );
}

/** Phone numbers are trimmed before they are sent (USER-06). */
const trimmed = (u: UserWrite): UserWrite =>
  u.contactNumbers
    ? { ...u, contactNumbers: u.contactNumbers.map((c) => ({ ...c, number: c.number.trim() })) }
    : u;

export async function createUser(client: ApiClient, user: UserWrite) {
  return fromPlatform(
    await client.request<TelephonyUser>('ucaas', 'post', '/api/ucaas/v3/user', {
      body: toPlatform(trimmed(user)),
    }),
  );
}

/** cat §7.10: create a user with their extension in one call. */
export async function createUserWithExtension(
  client: ApiClient,
  accountId: number,
  user: UserWrite,
  assignments: { extension?: string; servicePlan?: string } = {},
) {
  try {
    return fromPlatform(
      await client.request<TelephonyUser>(
        'appserver',
        'post',
        '/rest/account/{accountId}/userWithExtension',
        {
          params: { accountId },
          query: { sourceApp: 'portal' },
          body: { user: toPlatform(trimmed(user)), assignments, setVmPinToken: true },
        },
      ),
    );
  } catch (error) {
    throw withFormFields(error);
  }
}

/**
 * The platform names a field by its place in the body (`user.loginName`,
 * `assignments.extension`); the Add user form by its own name (`loginName`, `extension`).
 */
function withFormFields(error: unknown): unknown {
  if (!(error instanceof ApiFailure) || error.errors.length === 0) return error;
  const errors = error.errors.map((e) => ({ ...e, field: e.field.replace(/^(user|assignments)\./, '') }));
  const body = { ...(error.body as object), errors };
  return new ApiFailure({
    status: error.status,
    url: error.url,
    body,
    family: error.family,
    method: error.method,
  });
}

export async function updateUser(client: ApiClient, userId: number, user: UserWrite) {
  return fromPlatform(
    await client.request<TelephonyUser>('ucaas', 'put', '/api/ucaas/v4/user/{userId}', {
      params: { userId },
      body: toPlatform(trimmed(user)),
    }),
  );
}

export const deleteUser = (client: ApiClient, userId: number) =>
  client.request<{ deleted: true }>('ucaas', 'delete', '/api/ucaas/v4/user/{userId}', { params: { userId } });

/** What deleting a user takes with them, counted from the database's keys (decision 0077). */
export interface UserDeleteImpact {
  userId: number;
  /** Rows deleted with the user, per table (`users: 1` included). */
  deleted: Record<string, number>;
  /** Rows kept with the user's reference emptied (devices, numbers, call history), per table. */
  detached: Record<string, number>;
  /** Rows that refuse the delete (a grant or trust the user gave), per table. */
  blockedBy: Record<string, number>;
}

export const getUserDeleteImpact = (client: ApiClient, accountId: number, userId: number) =>
  client.request<UserDeleteImpact>(
    'ucaas',
    'get',
    '/api/ucaas/account/{accountId}/user/{userId}/deleteImpact',
    { params: { accountId, userId } },
  );

export const randomPassword = (client: ApiClient) =>
  client.request<{ password: string }>('appserver', 'get', '/rest/randomPassword');

export const resendNewUserEmail = (client: ApiClient, accountId: number, userId: number) =>
  client.request<{ sent: true; to: string }>(
    'appserver',
    'post',
    '/rest/account/{accountId}/user/{userId}/resendNewUserEmail',
    {
      params: { accountId, userId },
    },
  );

export const sendPinResetEmail = (client: ApiClient, accountId: number, userId: number) =>
  client.request<{ sent: true; to: string }>(
    'appserver',
    'post',
    '/rest/account/{accountId}/user/{userId}/pinResetEmail',
    {
      params: { accountId, userId },
    },
  );

// ---- phone book (USER-09) and security settings ----

export interface PhonebookRecord {
  phoneBookId: number;
  name: string;
  phoneNumber: string;
}

export const PHONEBOOK_PAGE_SIZE = 200;

export const listPhonebook = (client: ApiClient, userId: number, offset = 0, signal?: AbortSignal) =>
  client.request<{ total: number; pageSize: number; items: PhonebookRecord[] }>(
    'ucaas',
    'get',
    '/api/ucaas/user/{userId}/phonebookRecord',
    { params: { userId }, query: { _offset: offset, _pageSize: PHONEBOOK_PAGE_SIZE }, signal },
  );

export const addPhonebookRecord = (
  client: ApiClient,
  userId: number,
  r: { name: string; phoneNumber: string },
) =>
  client.request<PhonebookRecord>('ucaas', 'post', '/api/ucaas/user/{userId}/phonebookRecord', {
    params: { userId },
    body: { name: r.name, phoneNumber: r.phoneNumber.trim() },
  });

export const deletePhonebookRecord = (client: ApiClient, userId: number, phoneBookId: number) =>
  client.request<{ deleted: true }>(
    'ucaas',
    'delete',
    '/api/ucaas/user/{userId}/phonebookRecord/{phoneBookId}',
    {
      params: { userId, phoneBookId },
    },
  );

export interface SecuritySettings {
  userId: number;
  mfaRequired: boolean;
  passwordNeverExpires: boolean;
  sessionTimeoutMinutes: number | null;
  isExpiredPassword: boolean;
}

export const getSecuritySettings = (client: ApiClient, userId: number, signal?: AbortSignal) =>
  client.request<SecuritySettings>('ucaas', 'get', '/api/ucaas/user/{userId}/v2/security/settings', {
    params: { userId },
    signal,
  });

export const updateSecuritySettings = (
  client: ApiClient,
  userId: number,
  s: Partial<Pick<SecuritySettings, 'mfaRequired' | 'passwordNeverExpires' | 'sessionTimeoutMinutes'>>,
) =>
  client.request<SecuritySettings>('ucaas', 'put', '/api/ucaas/user/{userId}/v2/security/settings', {
    params: { userId },
    body: s,
  });
