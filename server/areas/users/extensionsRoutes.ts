// The phone system service's extension calls (cat §7.2 extensionList v1/v2, §7.3 extension
// get/put). Items of a list sit under `phoneSystemExtension` (USER-03); search results expose
// userName as deviceKitName (USER-07). ROLE-06 guards every change: the actor's role against
// the role of the extension's owner.

import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { worldOfficeCountry } from '../../../src/domain/extensionTypes';
import type { PermissionKey } from '../../../src/domain/permissions';
import { type ExtensionUpdate, extensionUpdateSchema } from '../../../src/domain/schemas/extension';
import {
  type ExtensionListQuery,
  type ExtensionSortField,
  extensionListQuerySchema,
  extensionListV1QuerySchema,
  extensionSearchQuerySchema,
} from '../../../src/domain/schemas/listQuery';
import type { RowSource } from '../../auth/rows';
import type { Db } from '../../db/client';
import { listOrder, type SortColumns } from '../../db/listPage';
import { devices, extensions, phoneNumbers, users } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { type FieldError, forbidden, notFound, validationFailed } from '../../http/errors';
import { refusedAsMissing, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { refuseWhileReferenced } from '../callHandling/callFlowStore';
import { deleteExtensionGreetings } from '../callHandling/greetingStore';
import {
  assertCanManage,
  deleteOrConflict,
  extensionInUse,
  extensionNumberTaken,
  uniqueViolationAs400,
} from './userStore';

/**
 * Each sort field and what it sorts by. An extension number sorts in numeric order (101 before
 * 1001): its digits as a number, then the text (for "0101" beside "101"). Numbers are 2 to 6
 * digits (EXTENSION_PATTERN); anything else comes last (ASC; NULLS LAST is the default), first
 * DESC.
 */
const EXTENSION_ORDER: SortColumns<ExtensionSortField> = {
  extension: [
    sql`(case when ${extensions.extensionNumber} ~ '^[0-9]{1,9}$' then ${extensions.extensionNumber}::int end)`,
    extensions.extensionNumber,
  ],
  userName: extensions.userName,
  extensionType: extensions.extensionType,
  servicePlan: extensions.servicePlan,
};

type ExtensionRow = typeof extensions.$inferSelect;

/**
 * An extension, by its id in the path, with what its answer shows (owner, numbers, devices): one
 * statement, run by the access check (decision 0075); the handler gets it as `input.row`.
 */
export const extensionItems: RowSource<ExtensionItem> = {
  name: 'extension',
  table: 'extensions',
  async load(db, id) {
    const row = (
      await extensionPage(db, eq(extensions.id, id), [asc(extensions.id)], { limit: 1, offset: 0 })
    ).items[0];
    return row && { row, accountId: row.accountId };
  },
};

export function extensionsRoutes(deps: Deps) {
  const { db } = deps;
  const list = async (c: Context<Env>, q: ExtensionListQuery, extra?: SQL) => {
    const accountId = c.get('actingAccountId');
    const like = q.keyword && containsPattern(q.keyword);
    const where = and(
      eq(extensions.accountId, accountId),
      q.filters.extensionType ? eq(extensions.extensionType, q.filters.extensionType) : undefined,
      like ? or(ilike(extensions.extensionNumber, like), ilike(extensions.userName, like)) : undefined,
      extra,
    );
    const page = await extensionPage(db, where, listOrder(q, EXTENSION_ORDER, extensions.id), {
      limit: q.pageSize,
      offset: q.offset,
    });
    const items = page.items.map((e) => extensionJson(e, managesDevices(c)));
    const fields = q.fields;
    return c.json({
      total: page.total,
      phoneSystemExtension: fields
        ? items.map((i) => {
            const snake: Record<string, unknown> = {
              user_id: i.userId,
              phone_numbers: i.phoneNumbers,
              is_default: i.isDefault,
              extension_type: i.extensionType,
              service_plan: i.servicePlan,
            };
            return {
              deviceKitId: i.deviceKitId,
              extension: i.extension,
              ...Object.fromEntries(fields.map((f) => [f, snake[f]])),
            };
          })
        : items,
    });
  };

  /** A change of an extension (C-155, and its twins C-157, C-159, C-161): ROLE-06 first. */
  const change = async (c: Context<Env>, row: ExtensionItem, b: ExtensionUpdate) => {
    assertCanManage(c.get('principal'), row.ownerRoleId ?? undefined, 'extension');
    const errors: FieldError[] = [];
    const values: Partial<ExtensionRow> = {};
    if (b.userName !== undefined) values.userName = b.userName;
    if (b.extension !== undefined && b.extension !== row.extensionNumber) {
      if (await extensionNumberTaken(db, row.accountId, b.extension))
        errors.push({ field: 'extension', message: extensionInUse(b.extension) });
      else values.extensionNumber = b.extension;
    }
    if (b.provisionCode !== undefined) {
      if (!managesDevices(c)) throw forbidden('Only those who manage devices may change a provision code.');
      values.provisionCode = b.provisionCode || null;
    }
    if (errors.length) throw validationFailed(errors);
    if (!Object.keys(values).length) return c.json(extensionJson(row, managesDevices(c)));
    await db
      .update(extensions)
      .set(values)
      .where(eq(extensions.id, row.id))
      .catch((e) => uniqueViolationAs400(e, values.extensionNumber));
    const changed = await extensionItems.load(db, row.id);
    if (!changed) throw notFound('Extension not found');
    return c.json(extensionJson(changed.row, managesDevices(c)));
  };

  // An extension is read by the access check, in any account the caller reaches: another
  // tenant's id answers 404.
  const byExtension = { row: extensionItems, param: 'deviceKitId' };
  const byKit = { row: extensionItems, param: 'kitId' };

  return (
    secureRouter(deps)
      .get(
        '/api/ucaas/account/:accountId/extensionList',
        {
          catalogue: ['C-083'],
          permission: 'read:extensions',
          account: 'path',
          query: extensionListV1QuerySchema,
          rateLimit: 'wholeList',
          summary: 'A page of the account’s extensions (750 by default)',
        },
        (c, { query }) => list(c, query),
      )
      .get(
        '/api/ucaas/account/v2/:accountId/extensionList',
        {
          catalogue: ['C-083'],
          permission: 'read:extensions',
          account: 'path',
          query: extensionListQuerySchema,
          rateLimit: 'wholeList',
          summary: 'A page of the account’s extensions (100 by default)',
        },
        (c, { query }) => list(c, query),
      )
      .get(
        '/api/ucaas/extension/:deviceKitId',
        { catalogue: ['C-154'], permission: 'read:extensions', account: byExtension },
        // USER-07: the read does not include the voicemail count (the portal asks includeVoicemailCount=false).
        (c, { row }) => c.json(extensionJson(row, managesDevices(c))),
      )
      .put(
        '/api/ucaas/extension/:deviceKitId',
        {
          catalogue: ['C-155'],
          permission: 'update:extensions',
          account: byExtension,
          body: extensionUpdateSchema,
          summary: 'Change an extension',
        },
        (c, { body, row }) => change(c, row, body),
      )
      // Deleting an extension, a call-handling node included (a queue, a group, an attendant): the
      // key it needs is its kind's, and it is refused (409 in_use) while something sends calls to
      // it (decision 0093). Its settings, agents and members go with it (CASCADE), its greetings
      // with them (they have no key to it; decision 0096).
      .delete(
        '/api/ucaas/extension/:deviceKitId',
        { catalogue: [], session: true, account: byExtension, summary: 'Delete an extension' },
        async (c, { row }) => {
          if (!c.get('permissions').has(deleteKeyOf(row.extensionType)))
            throw refusedAsMissing(c, 'Extension not found');
          assertCanManage(c.get('principal'), row.ownerRoleId ?? undefined, 'extension');
          await db.transaction(async (tx) => {
            await refuseWhileReferenced(tx, row.accountId, nodeKindOf(row.extensionType), row.id);
            await deleteExtensionGreetings(tx, row.accountId, [row.id]);
            await deleteOrConflict(
              () => tx.delete(extensions).where(eq(extensions.id, row.id)),
              'This extension',
              'it',
            );
          });
          return c.json({ deleted: true, deviceKitId: row.id });
        },
      )
      // ---- the same extension at the paths of its other versions (REQ-06; decision 0118) ----
      .get(
        '/api/ucaas/extension/v1/:kitId',
        { catalogue: ['C-158'], permission: 'read:extensions', account: byKit },
        (c, { row }) => c.json(extensionJson(row, managesDevices(c))),
      )
      .put(
        '/api/ucaas/extension/v1/:kitId',
        {
          catalogue: ['C-159'],
          permission: 'update:extensions',
          account: byKit,
          body: extensionUpdateSchema,
          summary: 'Change an extension',
        },
        (c, { body, row }) => change(c, row, body),
      )
      .get(
        '/api/ucaas/extension/:kitId/info',
        { catalogue: ['C-160'], permission: 'read:extensions', account: byKit },
        (c, { row }) => c.json(extensionJson(row, managesDevices(c))),
      )
      .put(
        '/api/ucaas/extension/:kitId/info',
        {
          catalogue: ['C-161'],
          permission: 'update:extensions',
          account: byKit,
          body: extensionUpdateSchema,
          summary: 'Change an extension',
        },
        (c, { body, row }) => change(c, row, body),
      )
      // mwbKit: the extension as the mobile and web-browser apps read and change it (decision 0118).
      .get(
        '/api/ucaas/extension/:deviceKitId/mwbKit',
        {
          catalogue: ['C-156'],
          permission: 'read:extensions',
          account: byExtension,
          summary: 'An extension, for the mobile and web apps',
        },
        (c, { row }) => c.json(extensionJson(row, managesDevices(c))),
      )
      .put(
        '/api/ucaas/extension/:deviceKitId/mwbKit',
        {
          catalogue: ['C-157'],
          permission: 'update:extensions',
          account: byExtension,
          body: extensionUpdateSchema,
          summary: 'Change an extension from the mobile and web apps',
        },
        (c, { body, row }) => change(c, row, body),
      )
      .get(
        '/api/ucaas/v3/account/:accountId/extensionSearch',
        {
          catalogue: ['C-163'],
          permission: 'read:extensions',
          account: 'path',
          query: extensionSearchQuerySchema,
          rateLimit: 'wholeList',
          summary: 'Search the account’s extensions by kit ids, login name or type names',
        },
        (c, { query }) => {
          const f = query.filters;
          const list_ = (v?: string) =>
            (v ?? '')
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean);
          const types = list_(f.extensionType);
          const kitIds = list_(f.kitIds)
            .map(Number)
            .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31);
          const extra = and(
            types.length ? inArray(extensions.extensionType, types) : undefined,
            f.kitIds !== undefined ? inArray(extensions.id, kitIds.length ? kitIds : [0]) : undefined,
            f.loginName
              ? inArray(
                  extensions.userId,
                  db
                    .select({ id: users.id })
                    .from(users)
                    .where(sql`lower(${users.loginName}) = lower(${f.loginName.trim()})`),
                )
              : undefined,
          );
          return list(c, { ...query, filters: { extensionType: undefined } }, extra);
        },
      )
  );
}

/** The call-flow node an extension of this type is (decision 0093). */
function nodeKindOf(type: string): 'queue' | 'group' | 'attendant' | 'extension' {
  if (type === 'Call Queue') return 'queue';
  if (type === 'Call Group') return 'group';
  if (type === 'Auto Attendant') return 'attendant';
  return 'extension';
}

/** The key a delete of an extension of this type needs (decision 0092's access). */
function deleteKeyOf(type: string): PermissionKey {
  if (type === 'Call Queue') return 'delete:call-queue';
  if (type === 'Call Group' || type === 'Page Group') return 'delete:groups';
  return 'delete:extensions';
}

/** An extension's row with what its answer shows beside it: its owner, numbers and devices. */
type ExtensionItem = ExtensionRow & {
  ownerRoleId: number | null;
  ownerLoginName: string | null;
  phoneNumbers: string[];
  devices: { id: number; name: string }[];
};

/**
 * A page of extensions with their numbers, devices and owners, and the total that matches, in
 * one statement (json_agg, as the users list): one round trip instead of five.
 */
async function extensionPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ total: number; items: ExtensionItem[] }> {
  const result = await db.execute(sql`
    select (select count(*) from ${extensions} where ${where})::int as total,
           coalesce(json_agg(page order by page.rn), '[]'::json) as items from (
      select row_number() over (order by ${sql.join(order, sql`, `)}) as rn,
             ${extensions.id} as "id", ${extensions.accountId} as "accountId", ${extensions.userId} as "userId",
             ${extensions.extensionNumber} as "extensionNumber", ${extensions.extensionType} as "extensionType",
             ${extensions.servicePlan} as "servicePlan", ${extensions.userName} as "userName",
             ${extensions.provisionCode} as "provisionCode", ${extensions.isDefault} as "isDefault",
             (select ${users.roleId} from ${users} where ${users.id} = ${extensions.userId}) as "ownerRoleId",
             (select ${users.loginName} from ${users} where ${users.id} = ${extensions.userId}) as "ownerLoginName",
             (select coalesce(json_agg(n.phone_number order by n.id), '[]'::json)
                from ${phoneNumbers} n where n.extension_id = ${extensions.id}) as "phoneNumbers",
             (select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name) order by d.id), '[]'::json)
                from ${devices} d where d.extension_id = ${extensions.id}) as "devices"
        from ${extensions}
       where ${where}
       order by ${sql.join(order, sql`, `)}
       limit ${sql.raw(String(page.limit))} offset ${sql.raw(String(page.offset))}
    ) page`);
  const [row] = (result as unknown as { rows: { total: number; items: unknown }[] }).rows;
  const items = typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
  return { total: Number(row.total), items: items as ExtensionItem[] };
}

/** Whether the caller manages devices: only they see and change provision codes (decision 0054). */
const managesDevices = (c: Context<Env>) => c.get('permissions').has('update:devices');

function extensionJson(e: ExtensionItem, withProvisionCode: boolean) {
  return {
    deviceKitId: e.id,
    accountId: e.accountId,
    extension: e.extensionNumber,
    userName: e.userName,
    deviceKitName: e.userName,
    ...(withProvisionCode ? { provisionCode: e.provisionCode } : {}),
    extensionType: e.extensionType,
    servicePlan: e.servicePlan,
    worldOfficeCountry: worldOfficeCountry(e.servicePlan) ?? null,
    isDefault: e.isDefault,
    userId: e.userId,
    ownerLoginName: e.ownerLoginName,
    ownerRoleId: e.ownerRoleId,
    phoneNumbers: e.phoneNumbers,
    devices: e.devices,
  };
}
