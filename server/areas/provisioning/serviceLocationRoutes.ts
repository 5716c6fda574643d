// The bulk move of service location (C-400, decision 0122), in the provisioning service beside the
// fax provisioning calls (ucaas family): the chosen services, or every active service at one
// location, moved to another location of the account, as a job ('serviceLocationMove') that
// answers { taskId }, polled at /svc/appserver/rest/account/{accountId}/bulkTask/{taskId}.
import { and, asc, eq } from 'drizzle-orm';
import { serviceLocationMoveSchema } from '../../../src/domain/schemas/serviceLocation';
import { accountProvisions, emergencyLocations } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { startJob } from '../../jobs/runner';

export const SERVICE_LOCATION_MOVE_PATH = '/provisioning/v1/accounts/:accountId/serviceLocation/bulkMove';

export function serviceLocationRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const isLocationOf = async (accountId: number, locationId: number) =>
    (
      await db
        .select({ id: emergencyLocations.id })
        .from(emergencyLocations)
        .where(and(eq(emergencyLocations.id, locationId), eq(emergencyLocations.accountId, accountId)))
    ).length > 0;
  return secureRouter(deps).post(
    SERVICE_LOCATION_MOVE_PATH,
    {
      catalogue: ['C-400'],
      permission: 'update:billing',
      account: 'path',
      body: serviceLocationMoveSchema,
      rateLimit: 'bulkStart',
      summary:
        'Move the chosen services (provisionIds), or every active service at fromLocationId, to another ' +
        'location of the account; answers { taskId, total }, polled at /svc/appserver/rest/account/{accountId}/bulkTask/{taskId}',
    },
    async (c, { body }) => {
      const accountId = c.get('actingAccountId');
      // The locations are checked at once; each service when its row runs.
      if (!(await isLocationOf(accountId, body.locationId)))
        throw validationFailed([{ field: 'locationId', message: 'Choose one of this account’s locations.' }]);
      let ids: number[];
      if (body.fromLocationId !== undefined) {
        if (!(await isLocationOf(accountId, body.fromLocationId)))
          throw validationFailed([
            { field: 'fromLocationId', message: 'Choose one of this account’s locations.' },
          ]);
        ids = (
          await db
            .select({ id: accountProvisions.id })
            .from(accountProvisions)
            .where(
              and(
                eq(accountProvisions.accountId, accountId),
                eq(accountProvisions.locationId, body.fromLocationId),
                eq(accountProvisions.status, 'Active'),
              ),
            )
            .orderBy(asc(accountProvisions.id))
        ).map((r) => r.id);
        if (ids.length === 0)
          throw validationFailed([
            { field: 'fromLocationId', message: 'No active service is at this location: nothing to move.' },
          ]);
      } else ids = [...new Set(body.provisionIds ?? [])];
      const taskId = await startJob(deps, {
        accountId,
        kind: 'serviceLocationMove',
        createdBy: c.get('principal').userId,
        params: { locationId: body.locationId },
        rows: ids.map((provisionId, i) => ({ rowNumber: i + 1, input: { provisionId } })),
      });
      return c.json({ taskId, total: ids.length }, 202);
    },
  );
}
