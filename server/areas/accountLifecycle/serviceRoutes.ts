// The phone system service's account-service calls (cat §7.2; issue 22, part C; decision 0114):
// the service info read fresh (C-054), assign account services (C-055) and
// verifyServiceCancellation (C-140), which provision cancel (C-314) runs again before it ends one.
import { assignServiceSchema } from '../../../src/domain/schemas/accountLifecycle';
import { wholeNumber } from '../../../src/domain/schemas/listQuery';
import { notFound } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { assignService, serviceCounts, verifyCancellation } from './provisionStore';

const kitIdSchema = wholeNumber('deviceKitId', 1, 2_147_483_647);

export function serviceRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/v4/serviceInfo/no-cache',
      {
        catalogue: ['C-054'],
        permission: 'read:account',
        account: 'path',
        summary: 'Service info (v4), read now and never cached',
      },
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await serviceCounts(db, c.get('actingAccountId')));
      },
    )
    .post(
      '/api/ucaas/account/:accountId/service/assignAccountServices',
      {
        catalogue: ['C-055'],
        permission: 'update:billing',
        account: 'path',
        body: assignServiceSchema,
        summary: 'Assign a service to the account (a seat names its extension)',
      },
      async (c, { body }) => c.json(await assignService(db, c.get('actingAccountId'), body, deps.now()), 201),
    )
    .get(
      '/api/ucaas/account/:accountId/service/verifyServiceCancellation/:deviceKitId',
      {
        catalogue: ['C-140'],
        permission: 'read:billing',
        account: 'path',
        summary: 'May the service of this extension be cancelled? If not, why',
      },
      async (c) => {
        const id = kitIdSchema.safeParse(c.req.param('deviceKitId'));
        if (!id.success) throw notFound('Extension not found');
        return c.json(await verifyCancellation(db, c.get('actingAccountId'), id.data));
      },
    );
}
