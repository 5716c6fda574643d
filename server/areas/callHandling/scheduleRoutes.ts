// Schedules (CALL-03, C-420 and our own one, create, change, delete; decision 0072's row).
import { scheduleBodySchema } from '../../../src/domain/schemas/callHandling/flows';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  accountZone,
  addSchedule,
  changeSchedule,
  deleteSchedule,
  listSchedules,
  scheduleJson,
  scheduleRows,
} from './scheduleStore';

const bySchedule = { row: scheduleRows, param: 'scheduleId' } as const;
const ONE = '/api/ucaas/account/:accountId/schedules/:scheduleId';

export function scheduleRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/schedules',
      {
        catalogue: ['C-420'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s schedules: business hours, holidays, time zone and destinations',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        return c.json({
          accountId,
          timeZone: await accountZone(db, accountId),
          schedules: await listSchedules(db, accountId),
        });
      },
    )
    .post(
      '/api/ucaas/account/:accountId/schedules',
      {
        catalogue: [],
        permission: 'create:extensions',
        account: 'path',
        body: scheduleBodySchema,
        summary: 'Add a schedule',
      },
      async (c, { body }) => c.json(await addSchedule(db, c.get('actingAccountId'), body), 201),
    )
    .get(
      ONE,
      { catalogue: [], permission: 'read:extensions', account: bySchedule, summary: 'A schedule' },
      async (c, { row }) => c.json(await scheduleJson(db, row)),
    )
    .put(
      ONE,
      {
        catalogue: [],
        permission: 'update:extensions',
        account: bySchedule,
        body: scheduleBodySchema,
        summary: 'Change a schedule',
      },
      async (c, { row, body }) => c.json(await changeSchedule(db, row, body)),
    )
    .delete(
      ONE,
      {
        catalogue: [],
        permission: 'delete:extensions',
        account: bySchedule,
        summary: 'Delete a schedule no number or node sends calls to',
      },
      async (c, { row }) => {
        await deleteSchedule(db, row);
        return c.body(null, 204);
      },
    );
}
