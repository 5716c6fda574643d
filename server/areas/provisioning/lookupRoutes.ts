// The ucaas lookup calls of the device platform (C-168..172, C-561): small answers the portal reads
// while it edits a device, the same data as the provisioning service's (provisioningRoutes.ts).
import { sipHandsetPropsSchema } from '../../../src/domain/schemas/provisioning';
import { z } from '../../../src/domain/schemas/zod';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { deviceRows } from '../devices/deviceRows';
import {
  completeMac,
  macAddressToExtensionMap,
  peekNextSipId,
  provisioningModelList,
  saveSipHandsetProps,
  sipHandsetPropsOf,
} from './provisioningStore';

/** The most MACs one lookup may name (a CSV import asks for a page of them at a time). */
const MAC_LIST_MAX = 1000;

const macListQuery = z.object({
  macList: z
    .string({ error: 'Give macList: MAC addresses separated by commas.' })
    .refine((s) => s.split(',').length <= MAC_LIST_MAX, { error: `At most ${MAC_LIST_MAX} MAC addresses.` }),
});
const macQuery = z.object({ mac: z.string({ error: 'Give the mac.' }) });

const read = { permission: 'read:devices', account: 'path' } as const;

export function lookupRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/lookup/account/:accountId/macAddressToExtensionMap',
      { catalogue: ['C-168'], ...read, query: macListQuery, summary: "The extension of each MAC's device" },
      async (c, { query }) =>
        c.json(await macAddressToExtensionMap(db, c.get('actingAccountId'), query.macList.split(','))),
    )
    .get(
      '/api/ucaas/lookup/account/:accountId/nextsipid',
      { catalogue: ['C-169'], ...read, summary: 'The SIP id the next new line gets (not reserved)' },
      async (c) => c.json({ sipId: await peekNextSipId(db, c.get('actingAccountId')) }),
    )
    .get(
      '/api/ucaas/lookup/provisioningModels',
      {
        catalogue: ['C-170'],
        session: true,
        summary: 'Provisioning models, with Auto Detect and Softphone/Other',
      },
      async (c) => c.json(await provisioningModelList(db)),
    )
    .get(
      '/api/ucaas/lookup/account/:accountId/sipHandsetExtProps',
      { catalogue: ['C-171'], ...read, query: macQuery, summary: 'Extra properties of a SIP handset' },
      async (c, { query }) =>
        c.json(await sipHandsetPropsOf(db, c.get('actingAccountId'), completeMac(query.mac))),
    )
    .post(
      '/api/ucaas/lookup/account/:accountId/sipHandsetExtProps',
      {
        catalogue: ['C-172'],
        permission: 'update:devices',
        account: 'path',
        query: macQuery,
        body: sipHandsetPropsSchema,
        summary: 'Replace the extra properties of a SIP handset',
      },
      async (c, { query, body }) =>
        c.json(await saveSipHandsetProps(db, c.get('actingAccountId'), completeMac(query.mac), body.props)),
    )
    .get(
      '/api/ucaas/lookup/device/:deviceId/deletable',
      {
        catalogue: ['C-561'],
        permission: 'read:devices',
        account: { row: deviceRows, param: 'deviceId' },
        summary: 'Whether a device may be deleted (the fax services that use it)',
      },
      // No fax service refers to a device yet (the fax area is not built): every device may go.
      async (c) => c.json({ deletable: true, faxServices: [] as never[] }),
    );
}
