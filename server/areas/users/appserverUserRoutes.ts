// The phone system application server's remaining user calls (cat §7.10; decision 0118): users
// search, create and update (the same handlers as the phone system service's), extension
// templates, short codes, world office and mobile encryption. Paths are ours (decision 0072).
import { and, asc, eq } from 'drizzle-orm';
import { worldOfficeCountry } from '../../../src/domain/extensionTypes';
import { extensionTemplateSchema } from '../../../src/domain/schemas/extensionTemplate';
import { userListQuerySchema } from '../../../src/domain/schemas/listQuery';
import { userCreateSchema, userUpdateSchema } from '../../../src/domain/schemas/user';
import { SHORT_CODES } from '../../../src/domain/shortCodes';
import { extensions, extensionTemplates, users } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { createUser, updateUser } from './userActions';
import { listUsers } from './userStore';

const ACCOUNT = '/rest/account/:accountId';
const READ_USERS = { permission: 'read:users', account: 'path' } as const;

const templateJson = (t: typeof extensionTemplates.$inferSelect) => ({
  templateId: t.id,
  accountId: t.accountId,
  name: t.name,
  extensionType: t.extensionType,
  servicePlan: t.servicePlan,
});

export function appserverUserRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      `${ACCOUNT}/users/search`,
      {
        catalogue: ['C-321'],
        ...READ_USERS,
        query: userListQuerySchema,
        summary: 'Search the account’s users',
      },
      async (c, { query }) => {
        const p = await listUsers(db, c.get('actingAccountId'), query);
        return c.body(`{"total":${p.total},"results":${p.itemsJson}}`, 200, {
          'content-type': 'application/json',
        });
      },
    )
    .post(
      `${ACCOUNT}/user`,
      {
        catalogue: ['C-322'],
        permission: 'create:users',
        account: 'path',
        body: userCreateSchema,
        summary: 'Add a user',
      },
      async (c, { body }) =>
        c.json(await createUser(deps, c.get('actingAccountId'), body, c.get('principal')), 201),
    )
    .put(
      `${ACCOUNT}/user/:userId`,
      {
        catalogue: ['C-324'],
        permission: 'update:users',
        account: 'user',
        body: userUpdateSchema,
        summary: 'Change a user',
      },
      async (c, { body, row }) => c.json(await updateUser(db, c.get('principal'), row, body)),
    )
    .get(
      `${ACCOUNT}/extensionTemplates`,
      {
        catalogue: ['C-332'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s extension templates',
      },
      async (c) => {
        const rows = await db
          .select()
          .from(extensionTemplates)
          .where(eq(extensionTemplates.accountId, c.get('actingAccountId')))
          .orderBy(asc(extensionTemplates.name), asc(extensionTemplates.id));
        return c.json({ total: rows.length, items: rows.map(templateJson) });
      },
    )
    .post(
      `${ACCOUNT}/extensionTemplates`,
      {
        catalogue: ['C-333'],
        permission: 'create:extensions',
        account: 'path',
        body: extensionTemplateSchema,
        summary: 'Add an extension template',
      },
      async (c, { body }) => {
        const [row] = await db
          .insert(extensionTemplates)
          .values({ accountId: c.get('actingAccountId'), ...body, createdAt: deps.now() })
          .returning()
          .catch((e) =>
            refuseUniqueViolation(e, {
              extension_templates_account_name_idx: {
                field: 'name',
                message: 'A template has this name. Choose another.',
              },
            }),
          );
        return c.json(templateJson(row), 201);
      },
    )
    .get(
      `${ACCOUNT}/shortCodes`,
      { catalogue: ['C-334'], ...READ_USERS, summary: 'The phone system’s short codes' },
      (c) => c.json({ total: SHORT_CODES.length, items: SHORT_CODES }),
    )
    .get(
      `${ACCOUNT}/worldOffice`,
      {
        catalogue: ['C-359'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s World Office extensions',
      },
      async (c) => {
        const rows = await db
          .select()
          .from(extensions)
          .where(eq(extensions.accountId, c.get('actingAccountId')))
          .orderBy(asc(extensions.id));
        const items = rows
          .filter((e) => worldOfficeCountry(e.servicePlan))
          .map((e) => ({
            deviceKitId: e.id,
            accountId: e.accountId,
            extension: e.extensionNumber,
            userId: e.userId,
            servicePlan: e.servicePlan,
            worldOfficeCountry: worldOfficeCountry(e.servicePlan),
          }));
        return c.json({ total: items.length, items });
      },
    )
    .get(
      `${ACCOUNT}/mobileEncryption`,
      {
        catalogue: ['C-369'],
        ...READ_USERS,
        summary: 'Which of the account’s users have mobile encryption on',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const rows = await db
          .select({ userId: users.id, enabled: users.userMobileEncryptionEnabled })
          .from(users)
          .where(and(eq(users.accountId, accountId), eq(users.userMobileEncryptionEnabled, true)))
          .orderBy(asc(users.id));
        return c.json({ accountId, enabledUsers: rows.length, userIds: rows.map((r) => r.userId) });
      },
    );
}
