// The hoteling service's calls on a kit (an extension, in the hoteling service's words) and on
// one device's configuration (issue 16, decision 0082): the kit's devices, legacy and not (C-431,
// C-432), set (C-457); the legacy device change by extension number (C-445); the device password
// (C-452); its BLF keys (C-458) and shared lines (C-459).
import { and, eq, sql } from 'drizzle-orm';
import {
  type DeviceUpdate,
  deviceLegacyUpdateSchema,
  devicePasswordProblems,
  devicePasswordSchema,
  kitDevicesSchema,
} from '../../../src/domain/schemas/device';
import { z } from '../../../src/domain/schemas/zod';
import { devices, extensions, lines } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { deviceRows, kitRows } from './deviceRows';
import { deviceAnswer, loadDevice, loadDevices } from './deviceStore';
import { updateDevice } from './deviceWrites';
import { blfKeys, sharedLines } from './hotelingStore';
import { setKitDevices } from './hotelingWrites';

const byKit = { row: kitRows, param: 'kitId' } as const;
const byDevice = { row: deviceRows, param: 'deviceId' } as const;

export const legacyUpdateQuerySchema = z.object({
  legacyExtension: z
    .enum(['true', 'false'], { error: 'legacyExtension is true or false.' })
    .optional()
    .describe('true: the body’s extensionId is an extension number, not an id.'),
});

export function kitRoutes(deps: Deps) {
  const { db } = deps;
  const kitDevices = async (kitId: number) =>
    (await loadDevices(db, sql`d.extension_id = ${kitId}`)).map((d) => deviceAnswer(d, deps.now()));

  return secureRouter(deps)
    .get(
      '/v1/kits/:kitId/devices',
      {
        catalogue: ['C-431'],
        permission: 'read:devices',
        account: byKit,
        summary: 'A kit’s devices, as a list',
      },
      async (c, { row }) => c.json(await kitDevices(row.id)),
    )
    .get(
      '/v2/kits/:kitId/devices',
      {
        catalogue: ['C-432'],
        permission: 'read:devices',
        account: byKit,
        summary: 'A kit’s devices, with their total',
      },
      async (c, { row }) => {
        const items = await kitDevices(row.id);
        return c.json({ total: items.length, items });
      },
    )
    .put(
      '/v1/kits/:kitId/devices',
      {
        catalogue: ['C-457'],
        permission: 'update:devices',
        account: byKit,
        body: kitDevicesSchema,
        summary: 'Set a kit’s devices: those named become its, its others are unassigned',
      },
      async (c, { row, body }) => {
        await setKitDevices(db, row, body.deviceIds);
        const items = await kitDevices(row.id);
        return c.json({ total: items.length, items });
      },
    )
    .put(
      '/v1/accounts/:accountId/devices/:deviceId',
      {
        catalogue: ['C-445'],
        permission: 'update:devices',
        account: byDevice,
        body: deviceLegacyUpdateSchema,
        query: legacyUpdateQuerySchema,
        summary: 'Change a device; with legacyExtension=true its extensionId is an extension number',
      },
      async (c, { row, body, query }) => {
        const { extensionId: given, ...rest } = body;
        let extensionId: number | null | undefined;
        if (given === undefined || given === null || given === '') extensionId = given === '' ? null : given;
        else if (query.legacyExtension === 'true') {
          const [found] = await db
            .select({ id: extensions.id })
            .from(extensions)
            .where(and(eq(extensions.accountId, row.accountId), eq(extensions.extensionNumber, given)));
          if (!found)
            throw validationFailed([
              { field: 'extensionId', message: `No extension ${given} in this account.` },
            ]);
          extensionId = found.id;
        } else {
          extensionId = /^[0-9]{1,10}$/.test(given) ? Number(given) : Number.NaN;
          if (!Number.isSafeInteger(extensionId))
            throw validationFailed([{ field: 'extensionId', message: 'Choose an extension.' }]);
        }
        await updateDevice(db, row, { ...rest, extensionId } as DeviceUpdate, deps.now());
        const device = await loadDevice(db, row.id);
        if (!device) throw notFound('Device not found');
        return c.json({ device: deviceAnswer(device, deps.now()) });
      },
    )
    .put(
      '/v1/devices/:deviceId/password',
      {
        catalogue: ['C-452'],
        permission: 'update:devices',
        account: byDevice,
        body: devicePasswordSchema,
        summary: 'Set the phone’s own admin password (the rules of C-451)',
      },
      async (c, { row, body }) => {
        const sipIds = (
          await db.select({ sipId: lines.sipId }).from(lines).where(eq(lines.deviceId, row.id))
        ).map((l) => l.sipId);
        const problems = devicePasswordProblems(body.password, sipIds);
        if (problems.length)
          throw validationFailed(problems.map((message) => ({ field: 'password', message })));
        await db.update(devices).set({ devicePassword: body.password }).where(eq(devices.id, row.id));
        return c.body(null, 204);
      },
    )
    .get(
      '/v1/devices/:deviceId/blfConfig',
      {
        catalogue: ['C-458'],
        permission: 'read:devices',
        account: byDevice,
        summary: 'A device’s busy-lamp-field keys',
      },
      async (c, { row }) => c.json(await blfKeys(db, row.id)),
    )
    .get(
      '/v1/devices/:deviceId/slaConfig',
      {
        catalogue: ['C-459'],
        permission: 'read:devices',
        account: byDevice,
        summary: 'The extensions of a device’s lines that other devices share, with those devices',
      },
      async (c, { row }) => c.json(await sharedLines(db, row.accountId, row.id)),
    );
}
