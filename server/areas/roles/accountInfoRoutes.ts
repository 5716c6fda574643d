// The account info's writes and v2 (C-049..C-051), reseller settings (C-089, C-502), custom
// attributes (C-142, C-148), the generic searches (C-180..C-182) and the small account reads
// (C-504..C-507). Decision 0119.
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  accountAttributesChangeSchema,
  accountInfoChangeSchema,
} from '../../../src/domain/schemas/accountInfo';
import {
  accountLookupQuerySchema,
  attributeLookupQuerySchema,
  originIdQuerySchema,
} from '../../../src/domain/schemas/listQuery';
import { descendantIds } from '../../auth/tenancy';
import { listOrder, listTotal } from '../../db/listPage';
import { accountCustomAttributes, accountProfiles, accounts } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { storeAccessFor, storeAccount } from '../orders/storeAccess';
import {
  accountChain,
  accountInfoV2,
  changeAccountInfo,
  changeAttributes,
  listAttributes,
  resellerSettingsOf,
  searchScope,
} from './accountStore';

/** An account above the caller's, named by `id` (not `accountId`): a reference, not a tenant's data. */
const above = (a: { accountId: number; name: string; kind: string; accountType: string }) => ({
  id: a.accountId,
  name: a.name,
  kind: a.kind,
  accountType: a.accountType,
});

const ACCOUNT_ORDER = { name: accounts.name, accountId: accounts.id };
const ATTRIBUTE_ORDER = { name: accountCustomAttributes.name, accountId: accountCustomAttributes.accountId };

const accountRow = {
  accountId: accounts.id,
  name: accounts.name,
  kind: accounts.kind,
  accountType: accounts.accountType,
  status: accounts.status,
  countryCode: accounts.countryCode,
  parentAccountId: accounts.parentId,
};

export function accountInfoRoutes(deps: Deps) {
  const { db } = deps;
  const readInfo = { permission: 'read:account', account: 'path' } as const;
  const writeInfo = {
    permission: 'update:account-settings',
    account: 'path',
    body: accountInfoChangeSchema,
  } as const;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/v2/:accountId/info',
      { catalogue: ['C-050'], ...readInfo, summary: 'The account info, with its address and origin id' },
      async (c) => c.json(await accountInfoV2(db, c.get('actingAccountId'))),
    )
    .put(
      '/api/ucaas/account/:accountId/info',
      {
        catalogue: ['C-049'],
        ...writeInfo,
        summary: 'Change the account’s name, address, time zone and language',
      },
      async (c, { body }) => c.json(await changeAccountInfo(db, c.get('actingAccountId'), body)),
    )
    .put(
      '/api/ucaas/account/v2/:accountId/info',
      { catalogue: ['C-051'], ...writeInfo, summary: 'Change the account info (v2, the same change)' },
      async (c, { body }) => c.json(await changeAccountInfo(db, c.get('actingAccountId'), body)),
    )
    .get(
      '/api/ucaas/account/:accountId/resellerSettings',
      {
        catalogue: ['C-089', 'C-502'],
        ...readInfo,
        summary: 'The reseller’s settings for the account and what they allow the caller (ROLE-08)',
      },
      async (c) => {
        const id = c.get('actingAccountId');
        const settings = await resellerSettingsOf(db, await accountChain(db, id));
        // The store's own rule (server/areas/orders/storeAccess.ts), so this answer and the store agree.
        const access = storeAccessFor(await storeAccount(db, id), c.get('principal'));
        return c.json({ accountId: id, resellerSettings: settings, ...access });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/customAttributes',
      {
        catalogue: ['C-148'],
        permission: 'read:account-settings',
        account: 'path',
        summary: 'The account’s custom attributes',
      },
      async (c) => c.json({ items: await listAttributes(db, c.get('actingAccountId')) }),
    )
    .put(
      '/api/ucaas/account/:accountId/updateAccountAttributes',
      {
        catalogue: ['C-142'],
        permission: 'update:account-settings',
        account: 'path',
        body: accountAttributesChangeSchema,
        summary: 'Set and remove custom attributes of the account, all or none',
      },
      async (c, { body }) =>
        c.json({ items: await changeAttributes(db, c.get('actingAccountId'), body, deps.now()) }),
    )
    .get(
      '/api/ucaas/lookup/generic/search/Account',
      {
        catalogue: ['C-182'],
        permission: 'read:account',
        account: 'session',
        query: accountLookupQuerySchema,
        summary: 'A page of the accounts in the caller’s tree',
      },
      async (c, { query }) => {
        const q = query.keyword;
        const digits = q && /^\d+$/.test(q) ? Number(q) : undefined;
        const where = and(
          searchScope(c.get('principal')),
          q
            ? or(ilike(accounts.name, containsPattern(q)), digits ? eq(accounts.id, digits) : undefined)
            : undefined,
          query.filters.parentAccountId ? eq(accounts.parentId, query.filters.parentAccountId) : undefined,
          query.filters.status ? eq(accounts.status, query.filters.status) : undefined,
        );
        const rows = await db
          .select(accountRow)
          .from(accounts)
          .where(where)
          .orderBy(...listOrder(query, ACCOUNT_ORDER, accounts.id))
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, rows.length, () => db.$count(accounts, where));
        return c.json({ total, items: rows });
      },
    )
    .get(
      '/api/ucaas/lookup/generic/search/CustomAttribute',
      {
        catalogue: ['C-180'],
        permission: 'read:account-settings',
        account: 'session',
        query: attributeLookupQuerySchema,
        summary: 'The custom attribute names used in the caller’s tree, each with how many accounts set it',
      },
      async (c, { query }) => {
        const where = attributeWhere(c.get('principal'), query);
        const rows = await db
          .select({
            name: accountCustomAttributes.name,
            type: sql<string>`min(${accountCustomAttributes.type})`,
            accounts: count(),
          })
          .from(accountCustomAttributes)
          .where(where)
          .groupBy(accountCustomAttributes.name)
          .orderBy(
            query.sortDirection === 'DESC'
              ? sql`${accountCustomAttributes.name} desc`
              : asc(accountCustomAttributes.name),
          )
          .limit(query.pageSize)
          .offset(query.offset);
        const [{ total }] = await db
          .select({ total: sql<number>`count(distinct ${accountCustomAttributes.name})` })
          .from(accountCustomAttributes)
          .where(where);
        return c.json({
          total: Number(total),
          items: rows.map((r) => ({ ...r, accounts: Number(r.accounts) })),
        });
      },
    )
    .get(
      '/api/ucaas/lookup/generic/search/AccountCustomAttribute',
      {
        catalogue: ['C-181'],
        permission: 'read:account-settings',
        account: 'session',
        query: attributeLookupQuerySchema,
        summary: 'A page of the custom attributes of the accounts in the caller’s tree',
      },
      async (c, { query }) => {
        const where = attributeWhere(c.get('principal'), query);
        const rows = await db
          .select({
            accountId: accountCustomAttributes.accountId,
            name: accountCustomAttributes.name,
            type: accountCustomAttributes.type,
            value: accountCustomAttributes.value,
            updatedAt: accountCustomAttributes.updatedAt,
          })
          .from(accountCustomAttributes)
          .where(where)
          .orderBy(...listOrder(query, ATTRIBUTE_ORDER, accountCustomAttributes.id))
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, rows.length, () => db.$count(accountCustomAttributes, where));
        return c.json({ total, items: rows });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/accountNames',
      { catalogue: ['C-504'], ...readInfo, summary: 'The ids and names of the account and those below it' },
      async (c) => {
        const items = await db
          .select({ accountId: accounts.id, name: accounts.name, parentAccountId: accounts.parentId })
          .from(accounts)
          .where(sql`${accounts.id} in ${descendantIds(c.get('actingAccountId'))}`)
          .orderBy(accounts.name, accounts.id);
        return c.json({ items });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/parent',
      {
        catalogue: ['C-505'],
        ...readInfo,
        summary: 'The account directly above this one (null for the top)',
      },
      async (c) => {
        const [, parent] = await accountChain(db, c.get('actingAccountId'));
        return c.json({ accountId: c.get('actingAccountId'), parent: parent ? above(parent) : null });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/provider',
      {
        catalogue: ['C-506'],
        ...readInfo,
        summary: 'Who provides the account: the partner and the reseller above it, and the platform',
      },
      async (c) => {
        const chain = (await accountChain(db, c.get('actingAccountId'))).slice(1);
        const nearest = (kind: string) => {
          const found = chain.find((a) => a.kind === kind);
          return found ? above(found) : null;
        };
        return c.json({
          accountId: c.get('actingAccountId'),
          reseller: nearest('reseller'),
          partner: nearest('partner'),
          provider: nearest('provider'),
        });
      },
    )
    .get(
      '/api/ucaas/lookup/accountsByOriginId',
      {
        catalogue: ['C-507'],
        permission: 'read:account',
        account: 'session',
        query: originIdQuerySchema,
        summary: 'The accounts in the caller’s tree that came from one origin id',
      },
      async (c, { query }) => {
        const items = await db
          .select({ ...accountRow, originId: accountProfiles.originId })
          .from(accountProfiles)
          .innerJoin(accounts, eq(accounts.id, accountProfiles.accountId))
          .where(and(eq(accountProfiles.originId, query.originId), searchScope(c.get('principal'))))
          .orderBy(accounts.id);
        return c.json({ originId: query.originId, items });
      },
    );

  function attributeWhere(
    principal: Parameters<typeof searchScope>[0],
    query: { keyword?: string; filters: { accountId?: number; name?: string } },
  ) {
    return and(
      searchScope(principal, accountCustomAttributes.accountId),
      query.keyword ? ilike(accountCustomAttributes.name, containsPattern(query.keyword)) : undefined,
      query.filters.accountId ? eq(accountCustomAttributes.accountId, query.filters.accountId) : undefined,
      query.filters.name ? eq(accountCustomAttributes.name, query.filters.name) : undefined,
    );
  }
}
