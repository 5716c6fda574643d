// The numbers area's lookups and its custom tags (NUM-03, NUM-07): the statuses with their search
// values (C-351, C-178), the providers (C-350, C-179), the DID search (C-349, C-167), the custom
// tags (C-102 list, C-109 create, C-108 change) and the LNP report and orders (C-139, C-424).
import { desc, eq } from 'drizzle-orm';
import {
  CALL_RELATED_STATUSES,
  NUMBER_PROVIDERS,
  NUMBER_STATUSES,
  SETTABLE_STATUSES,
  statusSearchValue,
} from '../../../src/domain/phoneNumbers';
import { customTagSchema, didSearchSchema } from '../../../src/domain/schemas/customTag';
import type { DbOrTx } from '../../db/client';
import { lnpOrders } from '../../db/schema';
import { type CatalogueId, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { changeCustomTag, createCustomTag, listCustomTags } from './customTagStore';
import { searchDids } from './didInventory';
import { noStore } from './numberReadRoutes';
import { customTagRows, type LnpOrderRow, lnpOrderRows } from './numberRows';

/** NUM-03: each status, the value a search sends for it, and what kind it is. */
export const statusItems = () =>
  NUMBER_STATUSES.map((name, id) => ({
    id: id + 1,
    name,
    searchValue: statusSearchValue(name),
    callRelated: CALL_RELATED_STATUSES.includes(name),
    settable: SETTABLE_STATUSES.includes(name),
  }));

export const providerItems = () =>
  NUMBER_PROVIDERS.map((name, id) => ({ id: id + 1, name, byoc: name === 'BYOC' }));

/** An LNP order as the orders and the report answer it. */
const orderAnswer = (o: LnpOrderRow) => ({
  id: o.id,
  accountId: o.accountId,
  orderNumber: o.orderNumber,
  status: o.status,
  losingCarrier: o.losingCarrier,
  numbers: o.numbers as string[],
  numberCount: (o.numbers as string[]).length,
  submittedAt: o.submittedAt.toISOString(),
  focDate: o.focDate?.toISOString() ?? null,
  completedAt: o.completedAt?.toISOString() ?? null,
  rejectReason: o.rejectReason,
});

const accountOrders = (db: DbOrTx, accountId: number) =>
  db
    .select()
    .from(lnpOrders)
    .where(eq(lnpOrders.accountId, accountId))
    .orderBy(desc(lnpOrders.submittedAt), desc(lnpOrders.id));

type Served = readonly [path: string, id: CatalogueId];

/**
 * The lookups both families serve, each at its family's path under its own catalogue id: the
 * statuses (C-351, C-178), the providers (C-350, C-179) and the DID search (C-349, C-167).
 */
function lookups(deps: Deps, at: { statuses: Served; providers: Served; didSearch: Served }): SecureRouter {
  return secureRouter(deps)
    .get(
      at.statuses[0],
      {
        catalogue: [at.statuses[1]],
        session: true,
        summary: 'The statuses of a number, with their search values',
      },
      (c) => c.json({ items: statusItems() }),
    )
    .get(
      at.providers[0],
      { catalogue: [at.providers[1]], session: true, summary: 'The providers a number may come from' },
      (c) => c.json({ items: providerItems() }),
    )
    .post(
      at.didSearch[0],
      {
        catalogue: [at.didSearch[1]],
        permission: 'read:phone-numbers',
        account: 'path',
        body: didSearchSchema,
        audit: false,
        summary: 'Numbers the account may order, by country, area code and digits',
      },
      async (c, { body }) => {
        noStore(c);
        return c.json(await searchDids(deps.db, body));
      },
    );
}

/** The appserver family's lookups. */
export function numberLookupRoutes(deps: Deps) {
  return lookups(deps, {
    statuses: ['/rest/phoneNumberStatuses', 'C-351'],
    providers: ['/rest/providers', 'C-350'],
    didSearch: ['/rest/account/:accountId/didSearch', 'C-349'],
  });
}

/** The ucaas family's lookups, custom tags and LNP. */
export function ucaasNumberLookupRoutes(deps: Deps) {
  const { db } = deps;
  return lookups(deps, {
    statuses: ['/api/ucaas/lookup/generic/search/PhoneNumberStatus', 'C-178'],
    providers: ['/api/ucaas/lookup/generic/search/Providers', 'C-179'],
    didSearch: ['/api/ucaas/lookup/account/:accountId/didSearch', 'C-167'],
  })
    .get(
      '/api/ucaas/account/:accountId/listCustomTagsByAccount',
      {
        catalogue: ['C-102'],
        permission: 'read:phone-numbers',
        account: 'path',
        summary: 'The account’s custom tags, each with how many numbers carry it',
      },
      async (c) => {
        noStore(c);
        return c.json({ items: await listCustomTags(db, c.get('actingAccountId')) });
      },
    )
    .post(
      '/api/ucaas/generic/customTag/create',
      {
        catalogue: ['C-109'],
        permission: 'update:phone-numbers',
        account: 'session',
        body: customTagSchema,
        summary: 'A new custom tag of the acting account (a name unique in any case)',
      },
      async (c, { body }) => c.json(await createCustomTag(db, c.get('actingAccountId'), body), 201),
    )
    .put(
      '/api/ucaas/generic/customTag/:customTagId',
      {
        catalogue: ['C-108'],
        permission: 'update:phone-numbers',
        account: { row: customTagRows, param: 'customTagId' },
        body: customTagSchema,
        summary: 'Change a custom tag; a new name goes onto every number that had the old one',
      },
      async (c, { body, row }) => c.json(await changeCustomTag(db, row, body)),
    )
    .get(
      '/v1/account/:accountId/lnp_report',
      {
        catalogue: ['C-139'],
        permission: 'read:phone-numbers',
        account: 'path',
        summary: 'The account’s ports in: orders and numbers by status',
      },
      async (c) => {
        noStore(c);
        const accountId = c.get('actingAccountId');
        const orders = (await accountOrders(db, accountId)).map(orderAnswer);
        const byStatus: Record<string, { orders: number; numbers: number }> = {};
        for (const o of orders) {
          const s = byStatus[o.status] ?? { orders: 0, numbers: 0 };
          byStatus[o.status] = { orders: s.orders + 1, numbers: s.numbers + o.numberCount };
        }
        const open = orders.filter((o) => o.status === 'Submitted' || o.status === 'FOC Received');
        return c.json({
          accountId,
          totalOrders: orders.length,
          numbersInProgress: open.reduce((n, o) => n + o.numberCount, 0),
          byStatus,
          orders: orders.map(({ numbers: _numbers, ...o }) => o),
        });
      },
    )
    .get(
      '/v1/account/:accountId/lnp_orders',
      {
        catalogue: ['C-424'],
        permission: 'read:phone-numbers',
        account: 'path',
        summary: 'The account’s LNP orders, newest first',
      },
      async (c) => {
        noStore(c);
        return c.json({ items: (await accountOrders(db, c.get('actingAccountId'))).map(orderAnswer) });
      },
    )
    .get(
      '/v1/account/:accountId/lnp_orders/:orderId',
      {
        catalogue: ['C-424'],
        permission: 'read:phone-numbers',
        account: { row: lnpOrderRows, param: 'orderId' },
        summary: 'One LNP order with its numbers',
      },
      (c, { row }) => {
        noStore(c);
        return c.json(orderAnswer(row));
      },
    );
}
