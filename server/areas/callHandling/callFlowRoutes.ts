// Call flows (CALL-03, C-422): the account's whole call handling as one `CallFlow` (decision
// 0091), with its check, for the diagram, the route tester and every destination picker.
import { checkFlow } from '../../../src/domain/callFlow';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { loadCallFlow } from './callFlowStore';

export function callFlowRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps).get(
    '/api/ucaas/account/:accountId/callFlows',
    {
      catalogue: ['C-422'],
      permission: 'read:extensions',
      account: 'path',
      summary: 'The account’s call flow: numbers, schedules, auto-attendants, queues, groups, extensions',
    },
    async (c) => {
      const flow = await loadCallFlow(db, c.get('actingAccountId'));
      const check = checkFlow(flow);
      return c.json({
        accountId: c.get('actingAccountId'),
        flow,
        errors: check.errors,
        warnings: check.warnings,
      });
    },
  );
}
