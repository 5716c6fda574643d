// An account's services (issue 22, part C; decision 0114), billing family: account services
// (C-301), active provisions (C-312), provision change, cancel and move (C-313..C-315, GETs as the
// catalogue reads them, audited as writes), service-convert mappings (C-316), dashboard status by
// platform (C-317), service export (C-304), service info counts (C-503), services count (C-508)
// and assign service (C-512).
import { SERVICE_CONVERSIONS, SERVICES } from '../../../src/domain/billing/services';
import {
  assignServiceSchema,
  provisionCancelQuerySchema,
  provisionChangeQuerySchema,
  provisionMoveQuerySchema,
} from '../../../src/domain/schemas/accountLifecycle';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { provisionsQuerySchema } from '../../../src/domain/schemas/listQuery';
import { tableRows } from '../../auth/rows';
import { accountProvisions } from '../../db/schema';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { BILLING_ACCOUNT } from './lifecycleRoutes';
import {
  activeCount,
  assignService,
  cancelProvision,
  changeProvision,
  dashboardStatus,
  moveProvision,
  provisionsPage,
  serviceCounts,
  servicesByCode,
  servicesCsv,
} from './provisionStore';

export const provisionRows = tableRows('provision', accountProvisions);
const ONE = { row: provisionRows, param: 'provisionId' } as const;

export function provisionRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      `${BILLING_ACCOUNT}/services`,
      {
        catalogue: ['C-301'],
        permission: 'read:billing',
        account: 'path',
        summary: 'The account’s services by code, with their quantities and monthly price',
      },
      async (c) => c.json(await servicesByCode(db, c.get('actingAccountId'))),
    )
    .get(
      `${BILLING_ACCOUNT}/services/count`,
      {
        catalogue: ['C-508'],
        permission: 'read:billing',
        account: 'path',
        summary: 'How many active services (provisions) the account has',
      },
      async (c) => c.json({ count: await activeCount(db, c.get('actingAccountId')) }),
    )
    .get(
      `${BILLING_ACCOUNT}/service-info/counts`,
      {
        catalogue: ['C-503'],
        permission: 'read:account',
        account: 'path',
        summary: 'Service info counts: users, extensions, phones and numbers',
      },
      async (c) => c.json(await serviceCounts(db, c.get('actingAccountId'))),
    )
    .post(
      `${BILLING_ACCOUNT}/services/assign`,
      {
        catalogue: ['C-512'],
        permission: 'update:billing',
        account: 'path',
        body: assignServiceSchema,
        summary: 'Assign a service to the account (a seat names its extension)',
      },
      async (c, { body }) => c.json(await assignService(db, c.get('actingAccountId'), body, deps.now()), 201),
    )
    .post(
      `${BILLING_ACCOUNT}/services/export`,
      {
        catalogue: ['C-304'],
        permission: 'read:billing',
        account: 'path',
        body: noBodySchema,
        summary: 'The account’s services as CSV',
      },
      async (c) => {
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header('content-disposition', 'attachment; filename="services.csv"');
        return c.body(await servicesCsv(db, c.get('actingAccountId')));
      },
    )
    .get(
      `${BILLING_ACCOUNT}/service-convert-mappings`,
      {
        catalogue: ['C-316'],
        permission: 'read:billing',
        account: 'path',
        summary: 'What each service may be changed into',
      },
      async (c) =>
        c.json({
          items: SERVICES.map((s) => ({
            serviceCode: s.code,
            name: s.name,
            convertsTo: SERVICE_CONVERSIONS[s.code] ?? [],
          })),
        }),
    )
    .get(
      `${BILLING_ACCOUNT}/dashboard-status`,
      {
        catalogue: ['C-317'],
        permission: 'read:billing',
        account: 'path',
        summary: 'Dashboard status by platform: voice, messaging, fax, video',
      },
      async (c) => c.json(await dashboardStatus(db, c.get('actingAccountId'))),
    )
    .get(
      `${BILLING_ACCOUNT}/provisions`,
      {
        catalogue: ['C-312'],
        permission: 'read:billing',
        account: 'path',
        query: provisionsQuerySchema,
        summary: 'The account’s active provisions, a page at a time',
      },
      async (c, { query }) => c.json(await provisionsPage(db, c.get('actingAccountId'), query)),
    )
    .get(
      `${BILLING_ACCOUNT}/provisions/:provisionId/change`,
      {
        catalogue: ['C-313'],
        permission: 'update:billing',
        account: ONE,
        query: provisionChangeQuerySchema,
        audit: true,
        summary: 'Change a provision to a service it converts to, or another quantity',
      },
      async (c, { query, row }) => c.json(await changeProvision(db, row, query, deps.now())),
    )
    .get(
      `${BILLING_ACCOUNT}/provisions/:provisionId/cancel`,
      {
        catalogue: ['C-314'],
        permission: 'update:billing',
        account: ONE,
        query: provisionCancelQuerySchema,
        audit: true,
        summary: 'Cancel a provision, once verifyServiceCancellation says its extension may go',
      },
      async (c, { query, row }) => c.json(await cancelProvision(db, row, query.reason, deps.now())),
    )
    .get(
      `${BILLING_ACCOUNT}/provisions/:provisionId/move`,
      {
        catalogue: ['C-315'],
        permission: 'update:billing',
        account: ONE,
        query: provisionMoveQuerySchema,
        audit: true,
        summary: 'Move a provision to another of the account’s locations',
      },
      async (c, { query, row }) => c.json(await moveProvision(db, row, query.locationId, deps.now())),
    );
}
