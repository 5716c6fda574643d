// Unbilled usage at its /api/ucaas path (C-138; decision 0113): the current period's usage,
// priced, as billing's current usage (C-287) answers it.
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { openBilling } from './billingAccess';
import { currentUsage, isoDay } from './billingStore';

export function unbilledUsageRoutes(deps: Deps) {
  return secureRouter(deps).get(
    '/api/ucaas/account/:accountId/unbilledUsage',
    {
      catalogue: ['C-138'],
      permission: 'read:billing',
      account: 'path',
      summary: 'Usage of the current period not billed yet, priced in the account’s currency',
    },
    async (c) => {
      const account = await openBilling(deps.db, c.get('actingAccountId'), c.get('principal'));
      return c.json(await currentUsage(deps.db, account, isoDay(deps.now())));
    },
  );
}
