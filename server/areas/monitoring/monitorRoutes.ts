// Call monitoring (REC-03, decision 0105): the account's monitoring at the spec's path (C-084
// GET, C-085 PUT, ucaas), and two bulk tasks at the appserver (decision 0072): the monitoring
// bulk change (C-555) and the reset of extensions' data (C-553), each answering the task id,
// polled at .../bulkTask/:taskId (the task routes, which serve C-556 and C-554 alike).
import {
  extensionResetSchema,
  monitorBulkSchema,
  monitoringSchema,
} from '../../../src/domain/schemas/monitoring';
import { validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { startJob } from '../../jobs/runner';
import { changeMonitoring, monitoringOf, NOT_A_USER, pairRefusals } from './monitorStore';

const TASK = 'answers { taskId }, polled at /svc/appserver/rest/account/{accountId}/bulkTask/{taskId}';

export function monitorRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const PATH = '/api/ucaas/account/:accountId/monitor';
  return secureRouter(deps)
    .get(
      PATH,
      {
        permission: 'read:call-recording',
        account: 'path',
        catalogue: ['C-084'],
        summary: 'Call monitoring: the account’s switch, and who may monitor which extension and how',
      },
      async (c) => c.json(await monitoringOf(db, c.get('actingAccountId'))),
    )
    .put(
      PATH,
      {
        permission: 'update:call-recording',
        account: 'path',
        catalogue: ['C-085'],
        body: monitoringSchema,
        summary: 'Turn call monitoring on or off, and replace the whole list when `items` is given',
      },
      async (c, { body }) => {
        await changeMonitoring(db, c.get('actingAccountId'), body);
        return c.json(await monitoringOf(db, c.get('actingAccountId')));
      },
    );
}

export function monitorTaskRoutes(deps: Deps): SecureRouter {
  const BASE = '/rest/account/:accountId';
  return secureRouter(deps)
    .post(
      `${BASE}/callMonitoring/bulkUpdate`,
      {
        permission: 'update:call-recording',
        account: 'path',
        catalogue: ['C-555'],
        body: monitorBulkSchema,
        rateLimit: 'bulkStart',
        summary: `Set one user's monitoring mode on the chosen extensions ('none' stops it), one row each; ${TASK}`,
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        // The supervisor is checked at once; each extension when its row runs.
        const [refusal] = await pairRefusals(deps.db, accountId, [
          { monitorUserId: body.monitorUserId, extensionId: 0 },
        ]);
        if (refusal === NOT_A_USER) throw validationFailed([{ field: 'monitorUserId', message: NOT_A_USER }]);
        const taskId = await startJob(deps, {
          accountId,
          kind: 'monitorUpdate',
          createdBy: c.get('principal').userId,
          params: { monitorUserId: body.monitorUserId, mode: body.mode },
          rows: [...new Set(body.extensionIds)].map((extensionId, i) => ({
            rowNumber: i + 1,
            input: { extensionId },
          })),
        });
        return c.json({ taskId }, 202);
      },
    )
    .post(
      `${BASE}/extensions/resetData`,
      {
        permission: 'update:extensions',
        account: 'path',
        catalogue: ['C-553'],
        body: extensionResetSchema,
        rateLimit: 'bulkStart',
        summary: `Clear the chosen extensions' greetings, own call blocking and monitoring (confirm: true); ${TASK}`,
      },
      async (c, { body }) => {
        const taskId = await startJob(deps, {
          accountId: c.get('actingAccountId'),
          kind: 'extensionReset',
          createdBy: c.get('principal').userId,
          rows: [...new Set(body.extensionIds)].map((extensionId, i) => ({
            rowNumber: i + 1,
            input: { extensionId },
          })),
        });
        return c.json({ taskId }, 202);
      },
    );
}
