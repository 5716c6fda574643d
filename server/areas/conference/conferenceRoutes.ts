// Conference bridges (CALL-04; C-128..C-130, and C-357 on the application server; decision 0103,
// paths in decision 0072). Bridges are extensions: the extensions' permission keys guard them.
// They come with the account's conference licences: there is no create or delete.
import { conferenceKitSchema } from '../../../src/domain/schemas/conference';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  changeConferenceKit,
  conferenceKitRows,
  listConferenceKits,
  readConferenceKit,
} from './conferenceStore';

const ONE = '/api/ucaas/account/:accountId/conferenceKit/:kitId';
const byKit = { row: conferenceKitRows, param: 'kitId' } as const;

export function conferenceRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/conferenceKits',
      {
        catalogue: ['C-128'],
        permission: 'read:extensions',
        account: 'path',
        summary: 'The account’s conference bridges',
      },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          conferenceKits: await listConferenceKits(db, c.get('actingAccountId')),
        }),
    )
    .get(
      ONE,
      { catalogue: ['C-129'], permission: 'read:extensions', account: byKit, summary: 'A conference bridge' },
      async (c, { row }) => c.json(await readConferenceKit(db, row.extensionId)),
    )
    .put(
      ONE,
      {
        catalogue: ['C-130'],
        permission: 'update:extensions',
        account: byKit,
        body: conferenceKitSchema,
        summary:
          'Change a conference bridge: name, number, host and participant PINs, most participants, recording',
      },
      async (c, { row, body }) => c.json(await changeConferenceKit(db, row, body)),
    );
}

/** The application server's read (C-357). */
export function appserverConferenceRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps).get(
    '/rest/account/:accountId/conferenceBridges',
    {
      catalogue: ['C-357'],
      permission: 'read:extensions',
      account: 'path',
      summary: 'The account’s conference bridges',
    },
    async (c) =>
      c.json({
        accountId: c.get('actingAccountId'),
        conferenceKits: await listConferenceKits(db, c.get('actingAccountId')),
      }),
  );
}
