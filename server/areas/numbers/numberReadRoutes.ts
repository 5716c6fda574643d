// The read side of the phone-numbers area (issue 17, decision 0089): the list (C-094, C-335 v0 and
// v1), the v1 enhanced search (C-352), the counts (C-336), the summary (C-107), one number with its
// history (the product's own) and a number's click-to-call key (C-151). Numbers answers are never
// cached, by the browser (REQ-07: `cache-control: no-store`) nor by the server's list cache.
import type { Context } from 'hono';
import { numberDigits } from '../../../src/domain/phoneNumbers';
import { wholeNumber } from '../../../src/domain/schemas/listQuery';
import {
  type NumberColumn,
  type NumbersSearch,
  numbersListQuerySchema,
  numbersSearchSchema,
} from '../../../src/domain/schemas/phoneNumber';
import { z } from '../../../src/domain/schemas/zod';
import { notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { click2CallMeKey } from './click2Call';
import {
  loadNumber,
  type NumberExactFilters,
  numberCounts,
  numberHistory,
  numberPage,
  numberPageJson,
  numberSummary,
} from './numberStore';
import { type NumberTotals, numberTotals } from './numberTotals';

type ListQuery = z.output<typeof numbersListQuerySchema>;

/** REQ-07: a numbers answer is never kept by a browser or a proxy. */
export const noStore = (c: Context<Env>) => c.header('cache-control', 'no-store');

/** The list's query read as the one search (numberSearch.ts) and its exact filters. */
function listSearch(q: ListQuery): { search: NumbersSearch; exact: NumberExactFilters } {
  const f = q.filters;
  const search: NumbersSearch = {
    keyword: q.keyword,
    fieldKeywords: f.status !== undefined ? { status: f.status } : undefined,
    serviceTypes: f.tollFree === 'true' ? ['tollFree'] : f.tollFree === 'false' ? ['local'] : undefined,
  };
  return { search, exact: { provider: f.provider || undefined, customTag: f.customTag || undefined } };
}

export const numberHistoryQuerySchema = z.object({
  historyOffset: wholeNumber('historyOffset', 0, 2_147_483_647)
    .optional()
    .describe('History events to skip (0 when absent).'),
  historyPageSize: wholeNumber('historyPageSize', 1, 200)
    .optional()
    .describe('History events of the page (50 when absent).'),
});

/** The digits of the path's number; a path that is no number names none of the account's. */
const pathDigits = (c: Context<Env>) => {
  const digits = numberDigits(c.req.param('phoneNumber') ?? '');
  if (!digits) throw notFound('Phone number not found');
  return digits;
};

/** A page's answer, as the database wrote its items (numberItems.ts). */
const pageAnswer = (c: Context<Env>, page: Awaited<ReturnType<typeof numberPage>>) =>
  c.body(numberPageJson(page), 200, { 'content-type': 'application/json' });

/** The totals kept until the account's numbers change (numberTotals.ts), in the deps' list cache. */
const totalsOf = (deps: Deps): NumberTotals | undefined =>
  deps.listCache ? numberTotals(deps.db, deps.listCache) : undefined;

function listRoute(deps: Deps) {
  const totals = totalsOf(deps);
  return async (c: Context<Env>, { query }: { query: ListQuery }) => {
    noStore(c);
    const { search, exact } = listSearch(query);
    const page = await numberPage(
      deps.db,
      c.get('actingAccountId'),
      {
        search,
        exact,
        sortField: query.sortField,
        sortDirection: query.sortDirection,
        offset: query.offset,
        pageSize: query.pageSize,
      },
      totals,
    );
    return pageAnswer(c, page);
  };
}

const listSpec = (id: 'C-094' | 'C-335', summary: string) =>
  ({
    catalogue: [id],
    permission: 'read:phone-numbers',
    account: 'path',
    query: numbersListQuerySchema,
    summary,
  }) as const;

/** The appserver family's number reads. */
export function numberReadRoutes(deps: Deps) {
  const { db } = deps;
  const totals = totalsOf(deps);
  return secureRouter(deps)
    .get(
      '/rest/account/:accountId/phoneNumbers',
      listSpec('C-335', 'A page of the account’s numbers (v0; 750 a page, never cached)'),
      listRoute(deps),
    )
    .get(
      '/rest/v1/account/:accountId/phoneNumbers',
      listSpec('C-335', 'A page of the account’s numbers (v1; 750 a page, never cached)'),
      listRoute(deps),
    )
    .put(
      '/rest/v1/account/:accountId/phoneNumbers/search',
      {
        catalogue: ['C-352'],
        permission: 'read:phone-numbers',
        account: 'path',
        query: numbersListQuerySchema,
        body: numbersSearchSchema,
        audit: false,
        summary: 'The v1 enhanced search of the account’s numbers (paging in the query string)',
      },
      async (c, { query, body }) => {
        noStore(c);
        // The list's own filters narrow too; the body's order wins over the query's.
        const { search, exact } = listSearch(query);
        const merged: NumbersSearch = {
          ...body,
          keyword: body.keyword ?? search.keyword,
          fieldKeywords: { ...search.fieldKeywords, ...body.fieldKeywords },
          serviceTypes: body.serviceTypes ?? search.serviceTypes,
        };
        const page = await numberPage(
          db,
          c.get('actingAccountId'),
          {
            search: merged,
            exact,
            sortField: (body.orderBy ?? query.sortField) as NumberColumn,
            sortDirection: body.sortDir ?? query.sortDirection,
            offset: query.offset,
            pageSize: query.pageSize,
            fields: body.fields,
          },
          totals,
        );
        return pageAnswer(c, page);
      },
    )
    .get(
      '/rest/account/:accountId/phoneNumbers/count',
      {
        catalogue: ['C-336'],
        permission: 'read:phone-numbers',
        account: 'path',
        summary: 'How many numbers the account has, and how many are toll-free (NUM-01)',
      },
      async (c) => {
        noStore(c);
        return c.json(await numberCounts(db, c.get('actingAccountId')));
      },
    )
    .get(
      '/rest/account/:accountId/phoneNumbers/:phoneNumber',
      {
        catalogue: [],
        permission: 'read:phone-numbers',
        account: 'path',
        query: numberHistoryQuerySchema,
        summary: 'One number of the account and its history, newest first',
      },
      async (c, { query }) => {
        noStore(c);
        const digits = pathDigits(c);
        const number = await loadNumber(db, c.get('actingAccountId'), digits);
        if (!number) throw notFound('Phone number not found');
        const history = await numberHistory(db, c.get('actingAccountId'), digits, {
          offset: query.historyOffset ?? 0,
          pageSize: query.historyPageSize ?? 50,
        });
        return c.json({ number, history });
      },
    );
}

/** The ucaas family's number reads. */
export function ucaasNumberReadRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/phoneNumbers',
      listSpec('C-094', 'A page of the account’s numbers (750 a page, never cached)'),
      listRoute(deps),
    )
    .get(
      '/api/ucaas/account/:accountId/queryByAccountId',
      {
        catalogue: ['C-107'],
        permission: 'read:phone-numbers',
        account: 'path',
        summary: 'The account’s numbers summed up: counts by status, provider and custom tag',
      },
      async (c) => {
        noStore(c);
        return c.json(await numberSummary(db, c.get('actingAccountId')));
      },
    )
    .get(
      '/api/ucaas/account/:accountId/phonenumber/:phoneNumber/click2CallMeKey',
      {
        catalogue: ['C-151'],
        permission: 'read:phone-numbers',
        account: 'path',
        summary: 'The stable click-to-call key of one of the account’s numbers',
      },
      async (c) => {
        noStore(c);
        const accountId = c.get('actingAccountId');
        const number = await loadNumber(db, accountId, pathDigits(c));
        if (!number) throw notFound('Phone number not found');
        return c.json({
          phoneNumber: number.phoneNumber,
          click2CallMeKey: await click2CallMeKey(db, accountId, number.phoneNumber),
        });
      },
    );
}
