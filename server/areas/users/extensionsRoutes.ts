// The phone system service's extension calls (cat §7.2 extensionList v1/v2, §7.3 extension
// get/put). Items of a list sit under `phoneSystemExtension` (USER-03); search results expose
// userName as deviceKitName (USER-07). ROLE-06 guards every change: the actor's role against
// the role of the extension's owner.

import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type * as z from 'zod';
import { worldOfficeCountry } from '../../../src/domain/extensionTypes';
import { extensionUpdateSchema } from '../../../src/domain/schemas/extension';
import {
  type ExtensionSortField,
  extensionListQuerySchema,
  fieldList,
} from '../../../src/domain/schemas/listQuery';
import { rowId } from '../../auth/authorize';
import type { Db } from '../../db/client';
import { devices, extensions, phoneNumbers, users } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { type FieldError, forbidden, notFound, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import {
  assertCanManage,
  extensionInUse,
  extensionNumberTaken,
  FETCH_ALL_MAX,
  uniqueViolationAs400,
} from './userStore';

/**
 * An extension number in numeric order (101 before 1001): its digits as a number, then the text
 * (for "0101" beside "101"). Numbers are 2 to 6 digits (EXTENSION_PATTERN); anything else last.
 */
const extensionNumberOrder = (dir: 'asc' | 'desc') => {
  const numeric = sql`(case when ${extensions.extensionNumber} ~ '^[0-9]{1,9}$' then ${extensions.extensionNumber}::int end)`;
  return dir === 'asc'
    ? [sql`${numeric} asc nulls last`, asc(extensions.extensionNumber)]
    : [sql`${numeric} desc nulls first`, desc(extensions.extensionNumber)];
};

const SORTABLE: Record<ExtensionSortField, AnyPgColumn> = {
  extension: extensions.extensionNumber,
  userName: extensions.userName,
  extensionType: extensions.extensionType,
  servicePlan: extensions.servicePlan,
};

type ExtensionRow = typeof extensions.$inferSelect;

export function extensionsRoutes(deps: Deps) {
  const { db } = deps;
  const list = async (c: Context<Env>, version: 1 | 2, q: z.output<typeof extensionListQuerySchema>) => {
    const accountId = c.get('actingAccountId');
    const pageSize = q._pageSize ?? (version === 1 ? 750 : 100);
    const offset = q._offset ?? 0;
    const sortField = q.sortField ?? 'extension';
    const fields = fieldList(q.fields);
    const conditions: (SQL | undefined)[] = [eq(extensions.accountId, accountId)];
    const type = q.extensionType;
    if (type) conditions.push(eq(extensions.extensionType, type));
    const keyword = q.keyword?.trim();
    if (keyword) {
      const like = containsPattern(keyword);
      conditions.push(or(ilike(extensions.extensionNumber, like), ilike(extensions.userName, like)));
    }
    const where = and(...conditions);
    const column = SORTABLE[sortField];
    const dir = q.sortDirection === 'DESC' ? 'desc' : 'asc';
    const by = dir === 'desc' ? desc : asc;
    // Ties end on the row id in the same direction, so DESC is ASC reversed, page by page.
    const order = sortField === 'extension' ? extensionNumberOrder(dir) : [by(column)];
    const fetchAll = q.fetchAll === 'true';
    const page = await extensionPage(db, where, [...order, by(extensions.id)], {
      limit: fetchAll ? FETCH_ALL_MAX : pageSize,
      offset: fetchAll ? 0 : offset,
    });
    const items = page.items.map((e) => extensionJson(e, managesDevices(c)));
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

  // Only the acting account's extensions: another tenant's id answers 404.
  const load = async (c: Context<Env>) => {
    const id = rowId(c.req.param('deviceKitId'));
    const item = id === undefined ? undefined : await extensionItem(db, id, c.get('actingAccountId'));
    if (!item) throw notFound('Extension not found');
    return item;
  };

  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/extensionList',
      {
        catalogue: ['C-083'],
        permission: 'read:extensions',
        account: 'path',
        query: extensionListQuerySchema,
        summary: 'A page of the account’s extensions (750 by default)',
      },
      (c, { query }) => list(c, 1, query),
    )
    .get(
      '/api/ucaas/account/v2/:accountId/extensionList',
      {
        catalogue: ['C-083'],
        permission: 'read:extensions',
        account: 'path',
        query: extensionListQuerySchema,
        summary: 'A page of the account’s extensions (100 by default)',
      },
      (c, { query }) => list(c, 2, query),
    )
    .get(
      '/api/ucaas/extension/:deviceKitId',
      { catalogue: ['C-154'], permission: 'read:extensions', account: 'session' },
      async (c) => {
        // USER-07: the read does not include the voicemail count (the portal asks includeVoicemailCount=false).
        return c.json(extensionJson(await load(c), managesDevices(c)));
      },
    )
    .put(
      '/api/ucaas/extension/:deviceKitId',
      {
        catalogue: ['C-155'],
        permission: 'update:extensions',
        account: 'session',
        body: extensionUpdateSchema,
        summary: 'Change an extension',
      },
      async (c, { body: b }) => {
        const row = await load(c);
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
          if (!managesDevices(c))
            throw forbidden('Only those who manage devices may change a provision code.');
          values.provisionCode = b.provisionCode || null;
        }
        if (errors.length) throw validationFailed(errors);
        if (!Object.keys(values).length) return c.json(extensionJson(row, managesDevices(c)));
        await db
          .update(extensions)
          .set(values)
          .where(eq(extensions.id, row.id))
          .catch((e) => uniqueViolationAs400(e, values.extensionNumber));
        return c.json(extensionJson((await extensionItem(db, row.id, row.accountId))!, managesDevices(c)));
      },
    );
}

/**
 * A page of extensions with their numbers, devices and owners, and the total that matches, in
 * one statement (json_agg, as the users list): one round trip instead of five.
 */
/** An extension's row with what its answer shows beside it: its owner, numbers and devices. */
type ExtensionItem = ExtensionRow & {
  ownerRoleId: number | null;
  ownerLoginName: string | null;
  phoneNumbers: string[];
  devices: { id: number; name: string }[];
};

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

/** One extension of an account, with what its answer shows; undefined when it is not there. */
async function extensionItem(db: Db, id: number, accountId: number): Promise<ExtensionItem | undefined> {
  const where = and(eq(extensions.id, id), eq(extensions.accountId, accountId));
  return (await extensionPage(db, where, [asc(extensions.id)], { limit: 1, offset: 0 })).items[0];
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
