// Devices per extension (USER-08; cat §7.1; decision 0118): the devices on one of a user's
// extensions, devices put on it and taken off it. `{extension}` is the extension's number; it must
// be the path's user's. The devices are read in the devices area's answer (DEV-01).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { extensionDevicesSchema } from '../../../src/domain/schemas/extension';
import { userRows } from '../../auth/rows';
import type { Db } from '../../db/client';
import { devices, extensions } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { deviceAnswer, loadDevices } from '../devices/deviceStore';
import type { UserRow } from './userStore';

const BASE = '/api/ucaas/user/:userid/settings/extensions/:extension';
const byUser = { row: userRows, param: 'userid' } as const;

/** The user's extension with this number, or 404. */
async function extensionOf(db: Db, user: UserRow, number: string | undefined) {
  const [row] = await db
    .select()
    .from(extensions)
    .where(and(eq(extensions.userId, user.id), eq(extensions.extensionNumber, (number ?? '').trim())));
  if (!row) throw notFound('This user has no extension with this number.');
  return row;
}

/** Refuses ids that are not devices of the account (nothing is written). */
async function requireDevices(db: Db, accountId: number, ids: number[]) {
  const found = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.accountId, accountId), inArray(devices.id, ids)));
  const ours = new Set(found.map((d) => d.id));
  const strangers = [...new Set(ids)].filter((id) => !ours.has(id));
  if (strangers.length)
    throw validationFailed([
      { field: 'deviceIds', message: `Not a device of this account: ${strangers.join(', ')}.` },
    ]);
}

export function extensionDevicesRoutes(deps: Deps) {
  const { db } = deps;
  const answer = async (extensionId: number) => {
    const rows = await loadDevices(db, sql`d.extension_id = ${extensionId}`);
    const now = deps.now();
    return { extensionId, total: rows.length, items: rows.map((d) => deviceAnswer(d, now)) };
  };
  return secureRouter(deps)
    .get(
      `${BASE}/devices`,
      {
        catalogue: ['C-033'],
        permission: 'read:devices',
        account: byUser,
        summary: 'The devices on a user’s extension',
      },
      async (c, { row }) => c.json(await answer((await extensionOf(db, row, c.req.param('extension'))).id)),
    )
    .post(
      `${BASE}/devices`,
      {
        catalogue: ['C-034'],
        permission: 'update:devices',
        account: byUser,
        body: extensionDevicesSchema,
        summary: 'Put devices of the account on a user’s extension',
      },
      async (c, { body, row }) => {
        const ext = await extensionOf(db, row, c.req.param('extension'));
        await requireDevices(db, row.accountId, body.deviceIds);
        await db
          .update(devices)
          .set({ extensionId: ext.id })
          .where(and(eq(devices.accountId, row.accountId), inArray(devices.id, body.deviceIds)));
        return c.json(await answer(ext.id));
      },
    )
    .post(
      `${BASE}/removeDevices`,
      {
        catalogue: ['C-035'],
        permission: 'update:devices',
        account: byUser,
        body: extensionDevicesSchema,
        summary: 'Take devices off a user’s extension (they stay in the account)',
      },
      async (c, { body, row }) => {
        const ext = await extensionOf(db, row, c.req.param('extension'));
        await db
          .update(devices)
          .set({ extensionId: null })
          .where(and(eq(devices.extensionId, ext.id), inArray(devices.id, body.deviceIds)));
        return c.json(await answer(ext.id));
      },
    );
}
