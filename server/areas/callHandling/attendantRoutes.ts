// Auto-attendants / virtual receptionists (CALL-03): one by its extension id at the catalogue's
// root paths (C-152, C-153; the voicemail-router "vr"), and the account's list on both families
// (C-421 ucaas, C-356 appserver). Writes are checked against the whole flow (decision 0092).
import { attendantBodySchema, attendantCreateSchema } from '../../../src/domain/schemas/callHandling/flows';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  attendantJson,
  attendantRows,
  changeAttendant,
  createAttendant,
  listAttendants,
} from './attendantStore';

const byAttendant = { row: attendantRows, param: 'vrId' } as const;

/** The ucaas family's auto-attendant calls. */
export function attendantRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/v1/vr/:vrId',
      {
        catalogue: ['C-152'],
        permission: 'read:extensions',
        account: byAttendant,
        summary: 'An auto-attendant (virtual receptionist) by its extension id',
      },
      async (c, { row }) => c.json(await attendantJson(db, row.extensionId)),
    )
    .put(
      '/v2/vr/:vrId',
      {
        catalogue: ['C-153'],
        permission: 'update:extensions',
        account: byAttendant,
        body: attendantBodySchema,
        summary: 'Change an auto-attendant’s menu: keys, wait, timeout and invalid-key destinations',
      },
      async (c, { row, body }) => c.json(await changeAttendant(db, row, body)),
    )
    .post(
      '/api/ucaas/account/:accountId/virtualReceptionists',
      {
        catalogue: [],
        permission: 'create:extensions',
        account: 'path',
        body: attendantCreateSchema,
        summary:
          'Create an auto-attendant (decision 0099): its extension (the number asked for, else the next free one) and an empty menu',
      },
      async (c, { body }) => c.json(await createAttendant(db, c.get('actingAccountId'), body), 201),
    )
    .get(
      '/api/ucaas/account/:accountId/virtualReceptionists',
      {
        catalogue: ['C-421'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s auto-attendants (virtual receptionists)',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          virtualReceptionists: await listAttendants(db, c.get('actingAccountId')),
        }),
    );
}

/** The appserver family's auto-attendant list. */
export function appserverAttendantRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps).get(
    '/rest/account/:accountId/autoAttendants',
    {
      catalogue: ['C-356'],
      permission: 'read:extensions',
      account: 'path',
      summary: 'The account’s auto-attendants',
    },
    async (c) =>
      c.json({
        accountId: c.get('actingAccountId'),
        autoAttendants: await listAttendants(db, c.get('actingAccountId')),
      }),
  );
}
