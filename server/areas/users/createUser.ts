// The one way a user is created (issue 14): the single create, the create with extension and the
// bulk import all write a new user through `createUsers`, in their caller's transaction. It takes
// a batch, so that an import of thousands writes a few statements per hundred users.
import { ROLE } from '../../../src/domain/roles';
import type { DbOrTx } from '../../db/client';
import { contactNumbers, extensions, roleMemberships, users } from '../../db/schema';
import type { Deps } from '../../http/types';
import { type Mail, newUserMail, queueMail } from '../../mail/outbox';
import type { UserInput, UserRow } from './userStore';

/** A user to create: the checked input and, when they get one, their default extension. */
export interface NewUser {
  input: UserInput;
  /** The number is chosen by the caller (given, or the next free one). */
  extension?: { number: string; servicePlan?: string };
  /** Set by the bulk import (the user list shows imported users apart). */
  imported?: boolean;
}

export interface CreatedUsers {
  /** In the order given. */
  users: UserRow[];
  /** The new-user e-mails held back (the recipient's hourly allowance), by user id. */
  heldMail: Map<number, Mail>;
}

/**
 * Writes new users of an account: the user, their default role membership, their contact numbers,
 * their default extension (when asked for), and the new-user e-mail to those whose sendEmail is
 * on. Checks (schema, account, rule, free names and numbers) are the caller's, before.
 */
export async function createUsers(
  deps: Deps,
  db: DbOrTx,
  accountId: number,
  wanted: readonly NewUser[],
): Promise<CreatedUsers> {
  if (wanted.length === 0) return { users: [], heldMail: new Map() };
  const created = await db
    .insert(users)
    .values(
      wanted.map(({ input: { values: v }, imported }) => ({
        ...v,
        accountId,
        loginName: v.loginName!,
        email: v.email!,
        firstName: v.firstName!,
        lastName: v.lastName!,
        roleId: v.roleId ?? ROLE.END_USER,
        isImported: imported ?? false,
      })),
    )
    .returning();
  await db
    .insert(roleMemberships)
    .values(created.map((u) => ({ userId: u.id, accountId, roleId: u.roleId, isDefault: true })));
  const contacts = wanted.flatMap((w, i) =>
    (w.input.contacts ?? []).map((c) => ({ accountId, userId: created[i].id, ...c })),
  );
  if (contacts.length) await db.insert(contactNumbers).values(contacts);
  const defaultExtensions = wanted.flatMap((w, i) => {
    const u = created[i];
    return w.extension
      ? [
          {
            accountId,
            userId: u.id,
            extensionNumber: w.extension.number,
            extensionType: 'Extension',
            servicePlan: w.extension.servicePlan ?? 'Extension - Unlimited',
            userName: `${u.firstName} ${u.lastName}`,
            isDefault: true,
          },
        ]
      : [];
  });
  if (defaultExtensions.length) await db.insert(extensions).values(defaultExtensions);
  const { held } = await queueMail(
    deps,
    created.filter((u) => u.sendEmail).map((u) => newUserMail(u)),
    db,
  );
  return { users: created, heldMail: new Map(held.map((m) => [m.userId!, m])) };
}
