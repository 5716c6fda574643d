// SCIM Users mapped onto this product's users (decision 0110): id = the user's id, userName = the
// login name, name, one e-mail, active = enabled; externalId = the 'scim' identity linked to the
// user. Every user of the account but its API users is listed; an identity provider may change
// and delete end users only (an administrator is changed in the portal), so that a provisioning
// token cannot lock an account's administrators out.
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { ROLE } from '../../../src/domain/roles';
import { SCIM_USER_SCHEMA, type ScimUserInput } from '../../../src/domain/security/scim';
import type { DbOrTx } from '../../db/client';
import { externalIdentities, users } from '../../db/schema';
import type { Deps } from '../../http/types';
import { linkIdentity } from '../sso/identityStore';
import { recordSsoEvent } from '../sso/ssoAudit';
import { createUsers } from '../users/createUser';
import { deleteUserCascade, loginNameTaken } from '../users/userStore';

export const SCIM_PROVIDER = 'scim';
const END_USERS: readonly number[] = [ROLE.END_USER, ROLE.END_USER_NO_DASHBOARD];

export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: string,
  ) {
    super(message);
  }
}

type UserRow = typeof users.$inferSelect;

// Table-qualified by hand: in a select list drizzle names columns without their table, and
// inside this subquery "id" would be the identity's own.
const externalIdOf = sql<string | null>`(select ei.provider_identity from external_identities ei
  where ei.user_id = "users"."id" and ei.provider = ${SCIM_PROVIDER} order by ei.id limit 1)`;

export function scimResource(u: UserRow & { externalId: string | null }, base: string) {
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: String(u.id),
    ...(u.externalId ? { externalId: u.externalId } : {}),
    userName: u.loginName,
    name: {
      givenName: u.firstName,
      familyName: u.lastName,
      formatted: `${u.firstName} ${u.lastName}`.trim(),
    },
    displayName: `${u.firstName} ${u.lastName}`.trim(),
    emails: [{ value: u.email, type: 'work', primary: true }],
    active: u.isEnable,
    meta: {
      resourceType: 'User',
      created: u.createdAt.toISOString(),
      location: `${base}/Users/${u.id}`,
    },
  };
}

const inAccount = (accountId: number) =>
  and(eq(users.accountId, accountId), ne(users.roleId, ROLE.API_USER))!;

export async function scimUserRow(db: DbOrTx, accountId: number, id: string) {
  if (!/^\d{1,10}$/.test(id) || Number(id) >= 2 ** 31) throw new ScimError(404, `User ${id} not found.`);
  const [row] = await db
    .select({ user: users, externalId: externalIdOf })
    .from(users)
    .where(and(inAccount(accountId), eq(users.id, Number(id))));
  if (!row) throw new ScimError(404, `User ${id} not found.`);
  return { ...row.user, externalId: row.externalId };
}

/** `userName eq "x"` or `externalId eq "x"`; nothing else. */
export function parseFilter(
  filter: string | undefined,
): { attr: 'userName' | 'externalId'; value: string } | undefined {
  if (filter === undefined || filter.trim() === '') return undefined;
  const m = /^\s*(userName|externalId)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  if (!m)
    throw new ScimError(
      400,
      'Only filters of the form userName eq "..." or externalId eq "..." are supported.',
      'invalidFilter',
    );
  return {
    attr: m[1].toLowerCase() === 'username' ? 'userName' : 'externalId',
    value: m[2].replace(/\\(.)/g, '$1'),
  };
}

export async function listScimUsers(
  db: DbOrTx,
  accountId: number,
  q: { filter?: { attr: 'userName' | 'externalId'; value: string }; startIndex: number; count: number },
) {
  const where: SQL[] = [inAccount(accountId)];
  if (q.filter?.attr === 'userName') where.push(sql`lower(${users.loginName}) = lower(${q.filter.value})`);
  if (q.filter?.attr === 'externalId') where.push(sql`${externalIdOf} = ${q.filter.value}`);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...where));
  const rows =
    q.count === 0
      ? []
      : await db
          .select({ user: users, externalId: externalIdOf })
          .from(users)
          .where(and(...where))
          .orderBy(asc(users.id))
          .limit(q.count)
          .offset(q.startIndex - 1);
  return { total, rows: rows.map((r) => ({ ...r.user, externalId: r.externalId })) };
}

/** The product's fields of a SCIM user: names default from the display name or the user name. */
function valuesOf(input: ScimUserInput) {
  const email = (input.emails?.find((e) => e.primary) ?? input.emails?.[0])?.value || input.userName;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new ScimError(
      400,
      'Give the user an e-mail address (emails, or a userName that is one).',
      'invalidValue',
    );
  const [first, ...rest] = (input.displayName ?? input.name?.formatted ?? '').split(/\s+/).filter(Boolean);
  const firstName = input.name?.givenName || first || input.userName.split('@')[0];
  const lastName = input.name?.familyName ?? (rest.join(' ') || '');
  return {
    loginName: input.userName,
    email,
    firstName: firstName.slice(0, 100),
    lastName: lastName.slice(0, 100),
  };
}

function assertProviderMayChange(user: UserRow) {
  if (!END_USERS.includes(user.roleId))
    throw new ScimError(
      403,
      'This user has an administrator role: change them in the portal, not through SCIM.',
    );
}

async function assertLoginFree(db: DbOrTx, loginName: string, exceptUserId?: number) {
  if (await loginNameTaken(db as never, loginName, exceptUserId))
    throw new ScimError(409, `The userName ${loginName} is already taken.`, 'uniqueness');
}

export async function createScimUser(deps: Deps, accountId: number, input: ScimUserInput) {
  return deps.db.transaction(async (tx) => {
    const v = valuesOf(input);
    await assertLoginFree(tx, v.loginName);
    const { users: created } = await createUsers(deps, tx, accountId, [
      {
        input: { values: { ...v, roleId: ROLE.END_USER, sendEmail: false, isEnable: input.active ?? true } },
      },
    ]);
    const user = created[0];
    await linkIdentity(tx, deps.now(), {
      accountId,
      userId: user.id,
      provider: SCIM_PROVIDER,
      providerIdentityId: input.externalId || input.userName,
      username: input.userName,
    });
    await recordSsoEvent(tx, {
      accountId,
      type: 'SCIM_USER_CREATED',
      message: `${v.loginName} created through SCIM.`,
      subjectUserId: user.id,
      detail: { userName: v.loginName, active: user.isEnable },
      at: deps.now(),
    });
    return scimUserRow(tx, accountId, String(user.id));
  });
}

/** PUT and PATCH end here: the user's new values, checked, written, logged. */
export async function writeScimUser(
  deps: Deps,
  accountId: number,
  id: string,
  next: (current: ScimUserInput) => ScimUserInput,
) {
  return deps.db.transaction(async (tx) => {
    const user = await scimUserRow(tx, accountId, id);
    assertProviderMayChange(user);
    const current: ScimUserInput = {
      userName: user.loginName,
      externalId: user.externalId ?? undefined,
      name: { givenName: user.firstName, familyName: user.lastName },
      emails: [{ value: user.email, primary: true }],
      active: user.isEnable,
    };
    const input = next(current);
    const v = valuesOf(input);
    if (v.loginName.toLowerCase() !== user.loginName.toLowerCase())
      await assertLoginFree(tx, v.loginName, user.id);
    const active = input.active ?? user.isEnable;
    await tx
      .update(users)
      .set({ ...v, isEnable: active })
      .where(eq(users.id, user.id));
    if (input.externalId && input.externalId !== user.externalId) {
      await tx
        .delete(externalIdentities)
        .where(and(eq(externalIdentities.userId, user.id), eq(externalIdentities.provider, SCIM_PROVIDER)));
      await linkIdentity(tx, deps.now(), {
        accountId,
        userId: user.id,
        provider: SCIM_PROVIDER,
        providerIdentityId: input.externalId,
        username: v.loginName,
      });
    } else {
      await tx
        .update(externalIdentities)
        .set({ username: v.loginName })
        .where(and(eq(externalIdentities.userId, user.id), eq(externalIdentities.provider, SCIM_PROVIDER)));
    }
    const changes: Record<string, unknown> = {};
    if (active !== user.isEnable) changes.active = active;
    if (v.loginName !== user.loginName) changes.userName = v.loginName;
    if (v.firstName !== user.firstName || v.lastName !== user.lastName)
      changes.name = `${v.firstName} ${v.lastName}`;
    if (v.email !== user.email) changes.email = v.email;
    await recordSsoEvent(tx, {
      accountId,
      type: 'SCIM_USER_UPDATED',
      message:
        active !== user.isEnable
          ? `${v.loginName} ${active ? 'enabled' : 'disabled'} through SCIM.`
          : `${v.loginName} changed through SCIM.`,
      subjectUserId: user.id,
      detail: changes,
      at: deps.now(),
    });
    return scimUserRow(tx, accountId, id);
  });
}

export async function deleteScimUser(deps: Deps, accountId: number, id: string) {
  await deps.db.transaction(async (tx) => {
    const user = await scimUserRow(tx, accountId, id);
    assertProviderMayChange(user);
    try {
      await deleteUserCascade(tx, user);
    } catch (error) {
      if ((error as { status?: number }).status === 409) throw new ScimError(409, (error as Error).message);
      throw error;
    }
    await recordSsoEvent(tx, {
      accountId,
      type: 'SCIM_USER_DELETED',
      message: `${user.loginName} deleted through SCIM.`,
      detail: { userName: user.loginName, userId: user.id },
      at: deps.now(),
    });
  });
}
