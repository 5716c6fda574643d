// The device provisioning calls (decision 0083): the hoteling family's provisioning/v1 service
// (C-462..470) and the ucaas account calls it mirrors (C-090..093). Global reference data (the
// models, the makes) is for any signed-in caller; what is about an account's phones needs the
// devices permissions in that account.

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { phoneConfigurationSchema, sipHandsetPropsSchema } from '../../../src/domain/schemas/provisioning';
import { z } from '../../../src/domain/schemas/zod';
import { accounts } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { deviceRows } from '../devices/deviceRows';
import { setProvisioningCredential } from './provisionAuth';
import {
  completeMac,
  hotelingStateOf,
  makesAndModels,
  peekNextSipId,
  phoneConfigurationOf,
  provisioningModelList,
  savePhoneConfiguration,
  saveSipHandsetProps,
  sipHandsetPropsOf,
} from './provisioningStore';

const macModelQuery = z.object({
  mac: z.string({ error: 'Give the mac.' }),
  model: z.string({ error: 'Give the model.' }).min(1, { error: 'Give the model.' }),
});
const supportedQuery = z.object({ model: z.string().optional() });

/** A path parameter of the route (always there: the route's path names it). */
const pathParam = (c: Context, name: string) => c.req.param(name) ?? '';

const read = { permission: 'read:devices', account: 'path' } as const;
const update = { permission: 'update:devices', account: 'path' } as const;

export function provisioningRoutes(deps: Deps) {
  const { db } = deps;
  const migrationPhase = async (accountId: number) => ({
    accountId,
    migrationPhase: (await hotelingStateOf(db, accountId)).migrationPhase,
  });
  return (
    secureRouter(deps)
      .get(
        '/provisioning/v1/accounts/:accountId/migrationPhase',
        { catalogue: ['C-462'], ...read, summary: "The account's device platform migration phase" },
        async (c) => c.json(await migrationPhase(c.get('actingAccountId'))),
      )
      .get(
        '/provisioning/v1/accounts/:accountId/phoneConfiguration/:mac/:model',
        { catalogue: ['C-463'], ...read, summary: 'The settings of a phone, by MAC and model' },
        async (c) =>
          c.json(
            await phoneConfigurationOf(
              db,
              c.get('actingAccountId'),
              completeMac(pathParam(c, 'mac')),
              pathParam(c, 'model'),
            ),
          ),
      )
      .put(
        '/provisioning/v1/accounts/:accountId/phoneConfiguration/:mac/:model',
        {
          catalogue: ['C-464'],
          ...update,
          body: phoneConfigurationSchema,
          summary: 'Replace the settings of a phone',
        },
        async (c, { body }) =>
          c.json(
            await savePhoneConfiguration(
              db,
              c.get('actingAccountId'),
              completeMac(pathParam(c, 'mac')),
              pathParam(c, 'model'),
              body.settings,
            ),
          ),
      )
      .get(
        '/provisioning/v1/accounts/:accountId/nextSipId',
        { catalogue: ['C-465'], ...read, summary: 'The SIP id the next new line gets (not reserved)' },
        async (c) => c.json({ sipId: await peekNextSipId(db, c.get('actingAccountId')) }),
      )
      .get(
        '/provisioning/v1/provisioningModels',
        {
          catalogue: ['C-466'],
          session: true,
          summary: 'Provisioning models, with Auto Detect and Softphone/Other',
        },
        async (c) => c.json(await provisioningModelList(db)),
      )
      .get(
        '/v1/makes',
        { catalogue: ['C-423'], session: true, summary: 'Device makes and their models' },
        async (c) => c.json(await makesAndModels(db)),
      )
      .get(
        '/provisioning/v1/accounts/:accountId/sipHandsetExtProps/:mac',
        { catalogue: ['C-467'], ...read, summary: 'Extra properties of a SIP handset' },
        async (c) =>
          c.json(await sipHandsetPropsOf(db, c.get('actingAccountId'), completeMac(pathParam(c, 'mac')))),
      )
      .post(
        '/provisioning/v1/accounts/:accountId/sipHandsetExtProps/:mac',
        {
          catalogue: ['C-468'],
          ...update,
          body: sipHandsetPropsSchema,
          summary: 'Replace the extra properties of a SIP handset',
        },
        async (c, { body }) =>
          c.json(
            await saveSipHandsetProps(
              db,
              c.get('actingAccountId'),
              completeMac(pathParam(c, 'mac')),
              body.props,
            ),
          ),
      )
      .get(
        '/provisioning/v1/vdp/makesAndModels/:countryCode',
        { catalogue: ['C-469'], session: true, summary: 'Makes and the models sold in a country' },
        async (c) => c.json(await makesAndModels(db, pathParam(c, 'countryCode'))),
      )
      .put(
        '/provisioning/v1/vdp/devices/:deviceId/phoneConfiguration',
        {
          catalogue: ['C-470'],
          permission: 'update:devices',
          account: { row: deviceRows, param: 'deviceId' },
          body: phoneConfigurationSchema,
          summary: 'Replace the settings of a device (its MAC and model)',
        },
        async (c, { body, row: device }) => {
          if (!device.macAddress || !device.model)
            throw badRequest('This device has no MAC address or model to configure.');
          return c.json(
            await savePhoneConfiguration(
              db,
              device.accountId,
              device.macAddress,
              device.model,
              body.settings,
            ),
          );
        },
      )
      // Our own call: a new provisioning password for a phone, shown once (decision 0083).
      .put(
        '/provisioning/v1/devices/:deviceId/credential',
        {
          catalogue: [],
          permission: 'update:devices',
          body: noBodySchema,
          account: { row: deviceRows, param: 'deviceId' },
          summary: 'Set a new provisioning password for a phone (answered once)',
        },
        async (c, { row: device }) => c.json(await setProvisioningCredential(db, device)),
      )
  );
}

/** The ucaas account calls of the device platform (C-090..093), the same data as above. */
export function ucaasProvisioningRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/accountMigrationPhase',
      { catalogue: ['C-090'], ...read, summary: "The account's device platform migration phase" },
      async (c) => {
        const accountId = c.get('actingAccountId');
        return c.json({ accountId, migrationPhase: (await hotelingStateOf(db, accountId)).migrationPhase });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/phoneConfiguration',
      {
        catalogue: ['C-091'],
        ...read,
        query: macModelQuery,
        summary: 'The settings of a phone, by MAC and model',
      },
      async (c, { query }) =>
        c.json(await phoneConfigurationOf(db, c.get('actingAccountId'), completeMac(query.mac), query.model)),
    )
    .put(
      '/api/ucaas/account/:accountId/phoneConfiguration',
      {
        catalogue: ['C-092'],
        ...update,
        query: macModelQuery,
        body: phoneConfigurationSchema,
        summary: 'Replace the settings of a phone',
      },
      async (c, { query, body }) =>
        c.json(
          await savePhoneConfiguration(
            db,
            c.get('actingAccountId'),
            completeMac(query.mac),
            query.model,
            body.settings,
          ),
        ),
    )
    .get(
      '/api/ucaas/account/:accountId/vdpProvisioningModelSupported',
      {
        catalogue: ['C-093'],
        ...read,
        query: supportedQuery,
        summary: "Whether phones (or one model) may be provisioned in the account's country",
      },
      async (c, { query }) => {
        const accountId = c.get('actingAccountId');
        const [account] = await db
          .select({ country: accounts.countryCode })
          .from(accounts)
          .where(eq(accounts.id, accountId));
        const country = account?.country ?? 'US';
        const models = (await makesAndModels(db, country)).flatMap((m) => m.models);
        const supported = query.model ? models.some((m) => m.name === query.model) : models.length > 0;
        return c.json({ countryCode: country, model: query.model ?? null, supported });
      },
    );
}
