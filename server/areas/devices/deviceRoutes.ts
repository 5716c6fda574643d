// The hoteling service's device calls (issue 16, decision 0082): the account's devices (C-448),
// a device read, created, changed, deleted (C-433..435, C-442..444), assigned, unassigned and
// logged out (C-446, C-447, C-436, DEV-04), and the duplicate MAC check (C-453, DEV-02).

import { eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { formatMac, macKey } from '../../../src/domain/mac';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { assignmentSchema, deviceCreateSchema, deviceUpdateSchema } from '../../../src/domain/schemas/device';
import { deviceListQuerySchema } from '../../../src/domain/schemas/listQuery';
import { z } from '../../../src/domain/schemas/zod';
import { canReachAccount } from '../../auth/tenancy';
import { listOrder } from '../../db/listPage';
import { devices, extensions } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { endExpiredLogins } from './automaticLogout';
import { deviceRows } from './deviceRows';
import { deviceAnswer, devicePage, deviceReads, deviceStatus, loadDevice } from './deviceStore';
import {
  assignDevice,
  createDevice,
  logoutDevice,
  macHolder,
  unassignDevice,
  updateDevice,
} from './deviceWrites';

const byDevice = { row: deviceRows, param: 'deviceId' } as const;

export const duplicateMacQuerySchema = z.object({
  mac: z.string({ error: 'Enter a MAC address.' }).describe('The MAC address to check, in any format.'),
});

export function deviceRoutes(deps: Deps) {
  const { db } = deps;
  /** The device as every read answers it (DEV-01), read after the change. */
  const deviceJson = async (id: number) => {
    const device = await loadDevice(db, id);
    if (!device) throw notFound('Device not found');
    return deviceAnswer(device, deps.now());
  };
  const create = async (c: Context<Env>, body: z.output<typeof deviceCreateSchema>) => {
    const created = await createDevice(db, c.get('actingAccountId'), body, deps.now());
    return c.json(
      {
        device: await deviceJson(created.deviceId),
        sipPasswords: created.sipPasswords,
        provisioningPassword: created.provisioningPassword,
      },
      201,
    );
  };
  const createSpec = (id: 'C-442' | 'C-444') =>
    ({
      catalogue: [id],
      permission: 'create:devices',
      account: 'path',
      body: deviceCreateSchema,
      summary: 'Add a device with its lines; the SIP and provisioning passwords are answered once',
    }) as const;
  const updateSpec = (id: 'C-435' | 'C-443') =>
    ({
      catalogue: [id],
      permission: 'update:devices',
      account: byDevice,
      body: deviceUpdateSchema,
      summary: 'Change a device and its lines',
    }) as const;

  return secureRouter(deps)
    .get(
      '/v1/accounts/:accountId/devices',
      {
        catalogue: ['C-448'],
        permission: 'read:devices',
        account: 'path',
        query: deviceListQuerySchema,
        summary: 'A page of the account’s devices',
      },
      async (c, { query: q }) => {
        const now = deps.now();
        const f = q.filters;
        const key = q.keyword ? macKey(q.keyword) : '';
        const conditions: (SQL | undefined)[] = [
          sql`d.account_id = ${c.get('actingAccountId')}`,
          f.make ? sql`d.make = ${f.make}` : undefined,
          f.model ? sql`d.model = ${f.model}` : undefined,
          f.assigned === 'true' ? sql`d.extension_id is not null` : undefined,
          f.assigned === 'false' ? sql`d.extension_id is null` : undefined,
          f.registration ? sql`${deviceStatus(now)} = ${f.registration}` : undefined,
          q.keyword
            ? sql`(d.name ilike ${containsPattern(q.keyword)}${
                key ? sql` or replace(d.mac_address, ':', '') like ${containsPattern(key)}` : sql``
              })`
            : undefined,
        ];
        const where = sql.join(
          conditions.filter((x): x is SQL => x !== undefined),
          sql` and `,
        );
        const order = sql.join(
          listOrder(
            q,
            {
              name: sql`d.name`,
              macAddress: sql`d.mac_address`,
              model: sql`d.model`,
              createdAt: sql`d.created_at`,
            },
            sql`d.id`,
          ),
          sql`, `,
        );
        return c.json(await devicePage(db, where, order, { limit: q.pageSize, offset: q.offset }, now));
      },
    )
    .get(
      '/v1/devices/:deviceId',
      {
        catalogue: ['C-433'],
        permission: 'read:devices',
        account: { row: deviceReads, param: 'deviceId' },
        summary: 'A device (DEV-01)',
      },
      (c, { row }) => c.json(deviceAnswer(row, deps.now())),
    )
    .delete(
      '/v1/devices/:deviceId',
      {
        catalogue: ['C-434'],
        permission: 'delete:devices',
        account: byDevice,
        summary: 'Delete a device and its lines',
      },
      async (c, { row }) => {
        await db.delete(devices).where(eq(devices.id, row.id));
        return c.body(null, 204);
      },
    )
    .put('/v1/devices/:deviceId', updateSpec('C-435'), async (c, { row, body }) => {
      await updateDevice(db, row, body, deps.now());
      return c.json({ device: await deviceJson(row.id) });
    })
    .put('/v2/devices/:deviceId', updateSpec('C-443'), async (c, { row, body }) => {
      await updateDevice(db, row, body, deps.now());
      return c.json({ device: await deviceJson(row.id) });
    })
    .post('/v2/accounts/:accountId/devices', createSpec('C-442'), (c, { body }) => create(c, body))
    .post('/v1/accounts/:accountId/devices', createSpec('C-444'), (c, { body }) => create(c, body))
    .put(
      '/v1/devices/:deviceId/assignment',
      {
        catalogue: ['C-446'],
        permission: 'update:devices',
        account: byDevice,
        body: assignmentSchema,
        summary: 'Assign a device to an extension (replace_existing moves it from another)',
      },
      async (c, { row, body }) => {
        await assignDevice(db, row, body.extensionId, body.replace_existing === true, deps.now());
        return c.json(await deviceJson(row.id));
      },
    )
    .delete(
      '/v1/devices/:deviceId/assignment',
      {
        catalogue: ['C-447'],
        permission: 'update:devices',
        account: byDevice,
        summary: 'Unassign a device from its extension',
      },
      async (c, { row }) => {
        // A login past the account's automatic log out has ended, whether or not a poll saw it.
        const ended = await endExpiredLogins(db, deps.now(), row.accountId);
        await unassignDevice(
          db,
          ended.includes(row.id) ? { ...row, loggedInUserId: null, loggedInAt: null } : row,
        );
        return c.json(await deviceJson(row.id));
      },
    )
    .put(
      '/v1/devices/:deviceId/logout',
      {
        catalogue: ['C-436'],
        permission: 'update:devices',
        account: byDevice,
        body: noBodySchema,
        summary: 'Log the user out of a device',
      },
      async (c, { row }) => {
        await logoutDevice(db, row.id);
        return c.json(await deviceJson(row.id));
      },
    )
    .get(
      '/v1/accounts/:accountId/duplicateMac',
      {
        catalogue: ['C-453'],
        permission: 'read:devices',
        account: 'path',
        query: duplicateMacQuerySchema,
        summary: 'Whether a MAC address is in use, and where when the caller may see it (DEV-02)',
      },
      async (c, { query }) => {
        const holder = await macHolder(db, formatMac(query.mac));
        if (!holder) return c.json({ isInUse: false });
        // Where the MAC is in use is told only to a caller who may reach that account.
        if (!(await canReachAccount(db, c.get('principal'), holder.accountId)))
          return c.json({ isInUse: true });
        const [extension] = holder.extensionId
          ? await db
              .select({ number: extensions.extensionNumber })
              .from(extensions)
              .where(eq(extensions.id, holder.extensionId))
          : [];
        return c.json({
          isInUse: true,
          extraInfo: { accountId: holder.accountId, extension: extension?.number ?? null },
        });
      },
    );
}
