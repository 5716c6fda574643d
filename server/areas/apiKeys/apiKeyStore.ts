// The API keys of an account (issue 23, decision 0107): created for one of its API users (or a
// new one named after the key), listed without their secrets, renamed, revoked (the row stays).
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ROLE } from '../../../src/domain/roles';
import type {
  ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyItem,
  ApiKeyUpdate,
} from '../../../src/domain/schemas/apiKey';
import { newApiKeySecret } from '../../auth/apiKeyPrincipal';
import type { DbOrTx } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import type { Deps } from '../../http/types';
import { createUsers } from '../users/createUser';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const NOT_AN_API_USER = 'Choose one of the account’s API users.';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

function itemOf(row: ApiKeyRow, apiUser: { id: number; firstName: string; lastName: string }): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    apiUser: { id: apiUser.id, name: fullName(apiUser) },
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The account's API users (role 7), by name: those a key may act as. */
export async function apiUsersOf(db: DbOrTx, accountId: number) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.roleId, ROLE.API_USER)))
    .orderBy(users.lastName, users.firstName, users.id);
  return rows.map((u) => ({ id: u.id, name: fullName(u) }));
}

/** The account's keys, newest first, revoked ones too (marked), never a secret. */
export async function apiKeysOf(db: DbOrTx, accountId: number): Promise<ApiKeyItem[]> {
  const rows = await db
    .select({ key: apiKeys, user: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.apiUserId))
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => itemOf(r.key, r.user));
}

/** An API user of the account for the key: the one chosen, or a new one named after the key. */
async function apiUserFor(deps: Deps, tx: DbOrTx, accountId: number, body: ApiKeyCreate) {
  if (body.apiUserId !== undefined) {
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId })
      .from(users)
      .where(and(eq(users.id, body.apiUserId), eq(users.accountId, accountId)));
    if (!user || user.roleId !== ROLE.API_USER)
      throw validationFailed([{ field: 'apiUserId', message: NOT_AN_API_USER }]);
    return user;
  }
  // A login nobody types: an API user signs in by its keys only.
  const login = `api-key.${randomBytes(6).toString('hex')}@api-keys.invalid`;
  const { users: created } = await createUsers(deps, tx, accountId, [
    {
      input: {
        values: {
          loginName: login,
          email: login,
          firstName: body.name,
          lastName: '(API)',
          roleId: ROLE.API_USER,
          sendEmail: false,
        },
      },
    },
  ]);
  return created[0];
}

/** Creates a key; the answer carries its secret, this once. */
export async function createApiKey(
  deps: Deps,
  accountId: number,
  createdBy: number,
  body: ApiKeyCreate,
): Promise<ApiKeyCreated> {
  return deps.db.transaction(async (tx) => {
    const apiUser = await apiUserFor(deps, tx, accountId, body);
    const { secret, secretHash, prefix } = newApiKeySecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        accountId,
        apiUserId: apiUser.id,
        name: body.name,
        prefix,
        secretHash,
        createdBy,
        createdAt: deps.now(),
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      })
      .returning();
    return { ...itemOf(row, apiUser), secret };
  });
}

async function itemById(db: DbOrTx, id: number): Promise<ApiKeyItem> {
  const [r] = await db
    .select({ key: apiKeys, user: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.apiUserId))
    .where(eq(apiKeys.id, id));
  return itemOf(r.key, r.user);
}

/** Renames a key or changes its expiry (null: never); a revoked key stays revoked. */
export async function changeApiKey(db: DbOrTx, key: ApiKeyRow, change: ApiKeyUpdate): Promise<ApiKeyItem> {
  const values: Partial<ApiKeyRow> = {};
  if (change.name !== undefined) values.name = change.name;
  if (change.expiresAt !== undefined) values.expiresAt = change.expiresAt ? new Date(change.expiresAt) : null;
  if (Object.keys(values).length > 0) await db.update(apiKeys).set(values).where(eq(apiKeys.id, key.id));
  return itemById(db, key.id);
}

/** Revokes a key at once: the next call with it is refused. Revoking twice keeps the first time. */
export async function revokeApiKey(deps: Deps, key: ApiKeyRow): Promise<ApiKeyItem> {
  if (!key.revokedAt)
    await deps.db.update(apiKeys).set({ revokedAt: deps.now() }).where(eq(apiKeys.id, key.id));
  return itemById(deps.db, key.id);
}
