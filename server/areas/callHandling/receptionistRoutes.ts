// Receptionist consoles (C-401..C-404, C-511; paths in decision 0072).
import { receptionistSchema } from '../../../src/domain/schemas/callHandling/flows';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  changeReceptionist,
  listReceptionists,
  receptionistJson,
  receptionistNames,
  receptionistRows,
  watchedGreetings,
} from './receptionistStore';

const ONE = '/api/ucaas/account/:accountId/receptionistConsoles/:receptionistId';
const byConsole = { row: receptionistRows, param: 'receptionistId' } as const;

export function receptionistRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/receptionistConsoles',
      {
        catalogue: ['C-401'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s receptionist consoles',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          receptionistConsoles: await listReceptionists(db, c.get('actingAccountId')),
        }),
    )
    .get(
      '/api/ucaas/account/:accountId/receptionistConsoleList',
      {
        catalogue: ['C-511'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s receptionist consoles, ids and names only (for pickers)',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          receptionistConsoles: await receptionistNames(db, c.get('actingAccountId')),
        }),
    )
    .get(
      ONE,
      {
        catalogue: ['C-402'],
        permission: 'read:extensions',
        account: byConsole,
        summary: 'A receptionist console',
      },
      async (c, { row }) => c.json(receptionistJson(row)),
    )
    .put(
      ONE,
      {
        catalogue: ['C-403'],
        permission: 'update:extensions',
        account: byConsole,
        body: receptionistSchema,
        summary:
          'Change a receptionist console: its extension, the extensions it watches, no-answer destination',
      },
      async (c, { row, body }) => c.json(await changeReceptionist(db, row, body)),
    )
    .get(
      `${ONE}/greetings`,
      {
        catalogue: ['C-404'],
        permission: 'read:extensions',
        account: byConsole,
        summary: 'The greetings of the extensions a receptionist console watches (metadata, no audio)',
      },
      async (c, { row }) =>
        c.json({
          accountId: row.accountId,
          receptionistId: row.id,
          greetings: await watchedGreetings(db, row),
        }),
    );
}
