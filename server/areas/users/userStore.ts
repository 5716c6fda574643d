// The users and extensions area's data access, shared by the ucaas, users and appserver routes
// and the bulk job runner: the telephony view of a user (USER-01), list and search with paging,
// sort and field lists (REQ-11), input checks, create and delete with what goes with a user.

import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canManageExtension } from '../../../src/domain/extensionManagement';
import { type ContactKind, checkPhoneInput } from '../../../src/domain/phoneInput';
import { fieldErrorsOf } from '../../../src/domain/schemas/fieldErrors';
import type { UserListQuery, UserSortField } from '../../../src/domain/schemas/listQuery';
import {
  extensionNumberSchema,
  type UserCreateBody,
  type UserUpdateBody,
  userCreateSchema,
} from '../../../src/domain/schemas/user';
import { ASSIGNABLE_ROLES } from '../../../src/domain/userRules';
import type { UserRow } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { refusingKey } from '../../db/deleteImpact';
import {
  accounts,
  contactNumbers,
  devices,
  extensions,
  phoneNumbers,
  roleMemberships,
  userSecuritySettings,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { ApiError, type FieldError, forbidden, notFound, validationFailed } from '../../http/errors';
import type { Principal } from '../../http/types';
import { deleteExtensionGreetings } from '../callHandling/greetingStore';

export type { UserRow } from '../../auth/rows';

// ---- Reading ----

/** The telephony view of a user (USER-01), read again (after a write to the user). */
export async function loadTelephonyUser(db: Db, userId: number, accountId: number) {
  return telephonyUser(db, await userInAccount(db, userId, accountId));
}

/** The telephony view of a user (USER-01), as GET /api/ucaas/v4/user/{userId} answers it. */
export async function telephonyUser(db: Db, user: UserRow) {
  const userId = user.id;
  const [contacts, exts, memberships] = await Promise.all([
    db.select().from(contactNumbers).where(eq(contactNumbers.userId, userId)).orderBy(asc(contactNumbers.id)),
    db
      .select()
      .from(extensions)
      .where(eq(extensions.userId, userId))
      .orderBy(asc(extensions.extensionNumber)),
    db.select().from(roleMemberships).where(eq(roleMemberships.userId, userId)),
  ]);
  const extIds = exts.map((e) => e.id);
  const [deviceRows, numberRows] = extIds.length
    ? await Promise.all([
        db
          .select({ id: devices.id, name: devices.name, extensionId: devices.extensionId })
          .from(devices)
          .where(inArray(devices.extensionId, extIds)),
        db
          .select({ phoneNumber: phoneNumbers.phoneNumber, extensionId: phoneNumbers.extensionId })
          .from(phoneNumbers)
          .where(inArray(phoneNumbers.extensionId, extIds)),
      ])
    : [[], []];
  return {
    ...telephonyFields(user),
    phoneNumber: contacts.find((c) => c.kind === 'D')?.number ?? null,
    contactNumbers: contacts.map((c) => ({ kind: c.kind, number: c.number })),
    extensions: exts.map((e) => ({
      extensionId: e.id,
      extensionNumber: e.extensionNumber,
      extensionType: e.extensionType,
      servicePlan: e.servicePlan,
      devices: deviceRows.filter((d) => d.extensionId === e.id).map((d) => ({ id: d.id, name: d.name })),
      phoneNumbers: numberRows.filter((n) => n.extensionId === e.id).map((n) => n.phoneNumber),
    })),
    roleMemberships: memberships.map((m) => ({
      roleId: m.roleId,
      accountId: m.accountId,
      isDefault: m.isDefault,
    })),
  };
}

export function telephonyFields(user: UserRow) {
  return {
    userId: user.id,
    accountId: user.accountId,
    loginName: user.loginName,
    userName: user.loginName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roleId: user.roleId,
    userType: user.userType,
    userStatusID: user.userStatusId,
    blockAccess: user.blockAccess,
    sendEmail: user.sendEmail,
    updateMeWithAnnouncements: user.updateMeWithAnnouncements,
    allowMainNumberMessaging: user.allowMainNumberMessaging,
    allowEndUserOutboundCallerId: user.allowEndUserOutboundCallerId,
    allowCallBlocking: user.allowCallBlocking,
    mobileTLSEnabled: user.mobileTlsEnabled,
    userMobileEncryptionEnabled: user.userMobileEncryptionEnabled,
  };
}

/** Each sort field (as the catalogue and the portal name it) and the column it sorts by. */
const SORTABLE: Record<UserSortField, AnyPgColumn> = {
  loginName: users.loginName,
  login_name: users.loginName,
  firstName: users.firstName,
  first_name: users.firstName,
  lastName: users.lastName,
  last_name: users.lastName,
  email: users.email,
  roleId: users.roleId,
  userId: users.id,
  id: users.id,
};

function keywordFilter(accountId: number, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = containsPattern(keyword);
  return or(
    ilike(users.loginName, like),
    ilike(users.firstName, like),
    ilike(users.lastName, like),
    ilike(users.email, like),
    // Bounded to the account, so that the planner can read the account's extensions by index
    // instead of every tenant's (tests/server/queryPlans.test.ts).
    sql`exists (select 1 from ${extensions} e where e.account_id = ${accountId} and e.user_id = ${users.id} and e.extension_number like ${like})`,
  );
}

/**
 * A page of the account's users with their extensions, and the total that matches. The page is
 * built as one JSON text in the database (json_agg): one value to transfer instead of 750 rows,
 * and nothing to parse and serialise again on the way out (`itemsJson`).
 */
export async function listUsers(
  db: Db,
  accountId: number,
  query: UserListQuery,
  options: { enabledOnly?: boolean } = {},
) {
  const where = and(
    eq(users.accountId, accountId),
    keywordFilter(accountId, query.keyword),
    // C-533: only users who may sign in (enabled, not blocked).
    options.enabledOnly ? and(eq(users.isEnable, true), eq(users.blockAccess, false)) : undefined,
  );
  const column = SORTABLE[query.sortField];
  const pageOrder = query.sortDirection === 'DESC' ? sql`p.k desc, p.id desc` : sql`p.k asc, p.id asc`;
  const order =
    query.sortDirection === 'DESC'
      ? sql`${column} desc, ${users.id} desc`
      : sql`${column} asc, ${users.id} asc`;
  if (query.fields) {
    const [{ n }] = await db.select({ n: count() }).from(users).where(where);
    const rows = await db
      .select({
        id: users.id,
        account_id: users.accountId,
        email: users.email,
        login_name: users.loginName,
        first_name: users.firstName,
        last_name: users.lastName,
      })
      .from(users)
      .where(where)
      .orderBy(query.sortDirection === 'DESC' ? desc(column) : asc(column), asc(users.id))
      .limit(query.pageSize)
      .offset(query.offset);
    const pick = query.fields;
    return {
      total: n,
      itemsJson: JSON.stringify(
        rows.map((u) => Object.fromEntries(pick.map((f) => [f, u[f as keyof typeof u]]))),
      ),
    };
  }
  // The total in the same statement as the page: one round trip for the list. The page's ids are
  // read first (in index order, then it stops); their items, kept by the database as JSON text
  // (users.list_item, migration 0010), are joined in that order into the answer.
  const result = await db.execute(sql`
    with page as (
      select ${users.id} as id, ${column} as k
        from ${users}
       where ${where}
       order by ${order}
       limit ${sql.raw(String(query.pageSize))} offset ${sql.raw(String(query.offset))}
    )
    select (select count(*) from ${users} where ${where})::int as total,
           '[' || coalesce(string_agg(u.list_item, ',' order by ${pageOrder}), '') || ']' as items
      from page p join ${users} u on u.id = p.id`);
  // The items as the database wrote them: the answer is assembled as text, never parsed here.
  const [row] = (result as unknown as { rows: { total: number; items: string }[] }).rows;
  return { total: Number(row.total), itemsJson: row.items };
}

// ---- Checks ----

export async function loginNameTaken(db: Db, loginName: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.loginName}) = lower(${loginName.trim()})`)
    .limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

export const TAKEN_MESSAGE = 'This login name is already taken. Choose another.';

/** The words for an extension number that another extension of the account has. */
export const extensionInUse = (extension?: string) =>
  extension ? `Extension ${extension} is already in use.` : 'This extension number is already in use.';

/**
 * A unique index of users or extensions refused a write that the checks before it allowed (two
 * creates at once): answer the same 400 the check would have. Anything else is rethrown.
 */
export function uniqueViolationAs400(
  error: unknown,
  extension?: string,
  fields: { loginName: string; extension: string } = { loginName: 'loginName', extension: 'extension' },
): never {
  refuseUniqueViolation(error, {
    users_login_name_idx: { field: fields.loginName, message: TAKEN_MESSAGE },
    extensions_account_number_idx: { field: fields.extension, message: extensionInUse(extension) },
  });
}

/** The account's extension with this number, if there is one. */
export async function extensionNumberTaken(db: DbOrTx, accountId: number, number: string): Promise<boolean> {
  const [row] = await db
    .select({ id: extensions.id })
    .from(extensions)
    .where(and(eq(extensions.accountId, accountId), eq(extensions.extensionNumber, number)))
    .limit(1);
  return row !== undefined;
}

/**
 * ROLE-06 on the server, for extensions only: the actor's role against the role of the user who
 * owns the extension. Writes to users follow assertUserWrite (userWrites.ts).
 */
export function assertCanManage(principal: Principal, ownerRoleId: number | undefined, what = 'user') {
  if (!canManageExtension(principal.roleId, ownerRoleId)) {
    throw forbidden(
      `Your role may not manage this ${what}: it belongs to a user with a role at or above yours.`,
    );
  }
}

export async function accountCountry(db: Db, accountId: number): Promise<string> {
  const [row] = await db.select({ c: accounts.countryCode }).from(accounts).where(eq(accounts.id, accountId));
  return row?.c ?? 'US';
}

// ---- Input ----

const COLUMN_OF = {
  blockAccess: 'blockAccess',
  sendEmail: 'sendEmail',
  updateMeWithAnnouncements: 'updateMeWithAnnouncements',
  allowMainNumberMessaging: 'allowMainNumberMessaging',
  allowEndUserOutboundCallerId: 'allowEndUserOutboundCallerId',
  allowCallBlocking: 'allowCallBlocking',
  mobileTLSEnabled: 'mobileTlsEnabled',
  userMobileEncryptionEnabled: 'userMobileEncryptionEnabled',
} as const satisfies Record<string, keyof UserRow>;

export interface UserInput {
  values: Partial<typeof users.$inferInsert>;
  /** undefined: leave the contact numbers as they are. */
  contacts?: { kind: ContactKind; number: string }[];
}

/**
 * A user body the schema accepted (userCreateSchema or userUpdateSchema), checked against the
 * account: a role its users may have, phone numbers of its country (trimmed, E.164).
 */
export function userInputFrom(
  body: UserCreateBody | UserUpdateBody,
  country: string,
  roleIds: readonly number[] = ASSIGNABLE_ROLES,
): UserInput {
  const errors: FieldError[] = [];
  const values: UserInput['values'] = {};
  for (const name of ['firstName', 'lastName', 'email', 'loginName'] as const)
    if (body[name] !== undefined) values[name] = body[name];
  if (body.roleId !== undefined) {
    if (!roleIds.includes(body.roleId))
      errors.push({ field: 'roleId', message: 'Choose a role a user of this account can have.' });
    else values.roleId = body.roleId;
  }
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const v = body[field as keyof typeof COLUMN_OF];
    if (v !== undefined) values[column] = v;
  }
  // USER-05: allowLogin is the inverse of blockAccess; sendEmail follows it unless given.
  if (body.allowLogin !== undefined) {
    values.blockAccess = !body.allowLogin;
    if (body.sendEmail === undefined) values.sendEmail = body.allowLogin;
  }
  let contacts: UserInput['contacts'];
  if (body.contactNumbers !== undefined) {
    contacts = [];
    for (const cn of body.contactNumbers) {
      if (cn.number.trim() === '') continue;
      const check = checkPhoneInput(cn.number, country);
      if (!check.ok) errors.push({ field: `contactNumbers.${cn.kind}`, message: check.message });
      else contacts.push({ kind: cn.kind, number: check.value });
    }
  }
  if (errors.length) throw validationFailed(errors);
  return { values, contacts };
}

/** A new user's fields from outside a route (a bulk import's row): the schema, then the account. */
export function newUserInput(body: unknown, country: string, roleIds: readonly number[]): UserInput {
  const result = userCreateSchema.safeParse(body);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error.issues));
  return userInputFrom(result.data, country, roleIds);
}

/** An extension number given as text (a bulk row's), checked by the schema; none when blank. */
export function checkExtensionNumber(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const result = extensionNumberSchema.safeParse(value);
  if (!result.success)
    throw validationFailed([{ field: 'extension', message: result.error.issues[0].message }]);
  return result.data;
}

/** The advisory lock class of an account's extension numbers (the account id is its second key). */
const EXTENSION_NUMBERS_LOCK = 0x657874;

/**
 * The next free extension number of an account: one above its highest numeric one (at least 1001).
 * In a transaction it also takes the account's extension-number lock until that commits, so two
 * servers importing into one account at once never hand out the same numbers (decision 0079).
 */
export async function nextExtensionNumber(db: DbOrTx, accountId: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${EXTENSION_NUMBERS_LOCK}, ${accountId})`);
  const [row] = await db
    .select({
      max: sql<
        number | null
      >`max(case when ${extensions.extensionNumber} ~ '^[0-9]+$' then ${extensions.extensionNumber}::int end)`,
    })
    .from(extensions)
    .where(eq(extensions.accountId, accountId));
  return Math.max(Number(row?.max ?? 0) + 1, 1001);
}

// ---- Writing ----

/**
 * A renamed user's default extension takes their new name (as it got their name at create).
 * Only a change of first or last name touches it, so a name given to the extension by hand
 * stays until the user is renamed.
 */
export async function renameDefaultExtension(db: DbOrTx, user: UserRow, values: UserInput['values']) {
  const fullName = `${values.firstName ?? user.firstName} ${values.lastName ?? user.lastName}`;
  if (fullName === `${user.firstName} ${user.lastName}`) return;
  await db
    .update(extensions)
    .set({ userName: fullName })
    .where(and(eq(extensions.userId, user.id), eq(extensions.isDefault, true)));
}

export async function replaceContacts(
  db: DbOrTx,
  user: UserRow,
  contacts: NonNullable<UserInput['contacts']>,
) {
  await db.delete(contactNumbers).where(eq(contactNumbers.userId, user.id));
  if (contacts.length)
    await db
      .insert(contactNumbers)
      .values(contacts.map((c) => ({ accountId: user.accountId, userId: user.id, ...c })));
}

/**
 * Deletes a user. What goes with them is the foreign keys' work (decision 0077): their
 * extensions, contact numbers, memberships, phone book, settings, sessions and tokens are deleted
 * (CASCADE), and their extensions' greetings with them (no key; decision 0096); devices, lines and call history are kept without them (SET NULL), and numbers on
 * their extensions go back to Available (a trigger of migration 0011). A key that refuses the
 * delete (RESTRICT: a grant or trust the user gave) answers 409 naming what holds it.
 */
export async function deleteUserCascade(db: DbOrTx, user: UserRow) {
  await deleteExtensionGreetings(
    db,
    user.accountId,
    sql`(select ${extensions.id} from ${extensions} where ${extensions.userId} = ${user.id})`,
  );
  await deleteOrConflict(() => db.delete(users).where(eq(users.id, user.id)), 'This user', 'them');
}

/**
 * Runs a delete; when a key refuses it (RESTRICT), answers 409 naming the table whose rows still
 * refer to the row: "This user cannot be deleted while grants refer to them. Remove those first."
 */
export async function deleteOrConflict(remove: () => Promise<unknown>, subject: string, pronoun: string) {
  try {
    await remove();
  } catch (error) {
    const key = refusingKey(error);
    if (!key) throw error;
    throw new ApiError(
      409,
      'conflict',
      `${subject} cannot be deleted while ${key.table.replaceAll('_', ' ')} refer to ${pronoun}. Remove those first.`,
      undefined,
      { blockedBy: key.table },
    );
  }
}

/** The user, in the acting account, or 404. */
export async function userInAccount(db: Db, userId: number, accountId: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  if (!user) throw notFound('User not found');
  return user;
}

/** A user's security settings (C-029..C-032, and one's own in C-023). */
export async function securitySettingsOf(db: Db, user: UserRow) {
  const [row] = await db.select().from(userSecuritySettings).where(eq(userSecuritySettings.userId, user.id));
  return {
    userId: user.id,
    mfaRequired: row?.mfaRequired ?? false,
    passwordNeverExpires: row?.passwordNeverExpires ?? false,
    sessionTimeoutMinutes: row?.sessionTimeoutMinutes ?? null,
    isExpiredPassword: user.isExpiredPassword,
  };
}
