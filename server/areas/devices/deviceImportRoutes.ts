// The CSV import of devices (issue 16, decision 0086): the start of a task of the 'deviceImport'
// kind (deviceJobs.ts). The catalogue has no call for it; its path is the account's devices'
// with /import. Its progress and rows are read by the task routes every job kind shares.
import { deviceImportSchema } from '../../../src/domain/schemas/device';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { startJob } from '../../jobs/runner';

export function deviceImportRoutes(deps: Deps) {
  return secureRouter(deps).post(
    '/v1/accounts/:accountId/devices/import',
    {
      catalogue: [],
      // Whoever may add a device may import devices: each row is a device create.
      permission: 'create:devices',
      account: 'path',
      body: deviceImportSchema,
      rateLimit: 'bulkStart',
      summary: 'Import devices (a task polled at /svc/appserver/rest/account/{accountId}/bulkTask/{taskId})',
    },
    async (c, { body }) => {
      // Each row keeps its CSV row number (its position when it has none) for the result.
      const rows = body.devices.map(({ rowNumber, ...input }, i) => ({
        rowNumber: rowNumber ?? i + 1,
        input,
      }));
      const taskId = await startJob(deps, {
        accountId: c.get('actingAccountId'),
        kind: 'deviceImport',
        createdBy: c.get('principal').userId,
        rows,
      });
      return c.json({ taskId, status: 'queued', total: rows.length }, 202);
    },
  );
}
