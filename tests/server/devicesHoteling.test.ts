// The hoteling service's account-wide calls and a kit's devices (issue 16, decision 0082):
// features and settings, devices of a kit (legacy and not, and set), the legacy change by
// extension number, devices and lines with a fields filter, shared lines, who is logged in, and
// a device's BLF keys.

import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endExpiredLogins } from '../../server/areas/devices/automaticLogout';
import { deviceBlfKeys, devices, lines } from '../../server/db/schema';
import type { Caller, Json } from '../support/callers';
import { devicesTestbed, type Extension, HOTELING } from '../support/devicesTestbed';
import type { TestPlatform } from '../support/platform';

const bed = devicesTestbed();
let p: TestPlatform;
let admin: Caller;
let acme: number;
const H = HOTELING;
let kit: Extension;
let other: Extension;
const db = () => p.database.db;
const { newPhone } = bed;
beforeAll(() => {
  ({ p, admin, acme } = bed);
  [kit, other] = bed.kits;
});

describe('features and settings', () => {
  it('DEV-06 answers the settings and features, and changes the settings', async () => {
    const before = await admin.get(`${H}/v1/accounts/${acme}/settings`);
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual([
      'accountId',
      'autoLogoutMinutes',
      'enabled',
      'migrationPhase',
    ]);
    const r = await admin.put(`${H}/v1/accounts/${acme}/settings`, {
      enabled: false,
      autoLogoutMinutes: 480,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ accountId: acme, enabled: false, autoLogoutMinutes: 480 });
    expect((await admin.get(`${H}/v1/accounts/${acme}/features`)).body).toEqual({
      hoteling: false,
      autoLogout: 480,
      deviceMigrationPhase: before.body.migrationPhase,
    });
    const bad = await admin.put(`${H}/v1/accounts/${acme}/settings`, { autoLogoutMinutes: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'autoLogoutMinutes', message: 'Enter the minutes, from 5 to 1440.' },
    ]);
  });
});

describe('a kit’s devices', () => {
  it('DEV-06 answers them as a bare list (v1) and with their total (v2)', async () => {
    const phone = await newPhone('Kit phone', kit.id);
    const v1 = await admin.get(`${H}/v1/kits/${kit.id}/devices`);
    expect(v1.status).toBe(200);
    expect(Array.isArray(v1.body)).toBe(true);
    expect(v1.body.map((d: Json) => d.id)).toContain(phone.id);
    expect(v1.body.every((d: Json) => d.extensionId === kit.id)).toBe(true);
    const v2 = await admin.get(`${H}/v2/kits/${kit.id}/devices`);
    expect(v2.body).toEqual({ total: v1.body.length, items: v1.body });
  });

  it('DEV-06 sets them: those named become the kit’s, its others are unassigned', async () => {
    const stays = await newPhone('Stays', kit.id);
    const leaves = await newPhone('Leaves', kit.id);
    const joins = await newPhone('Joins', other.id);
    const before = (await admin.get(`${H}/v1/kits/${kit.id}/devices`)).body.map((d: Json) => d.id);
    const keep = before.filter((id: number) => id !== leaves.id);
    const r = await admin.put(`${H}/v1/kits/${kit.id}/devices`, { deviceIds: [...keep, joins.id] });
    expect(r.status).toBe(200);
    expect(r.body.items.map((d: Json) => d.id).sort()).toEqual([...keep, joins.id].sort());
    expect(r.body.items.map((d: Json) => d.id)).toContain(stays.id);
    const gone = (await admin.get(`${H}/v1/devices/${leaves.id}`)).body;
    expect(gone).toMatchObject({ extensionId: null });
    expect(gone.lines.map((l: Json) => l.extensionId)).toEqual([null]);
    const joined = (await admin.get(`${H}/v1/devices/${joins.id}`)).body;
    expect(joined.lines.map((l: Json) => l.extensionId)).toEqual([kit.id]);
  });

  it('refuses a device of another account, changing nothing', async () => {
    const [target] = await db().select().from(devices).where(ne(devices.accountId, acme)).limit(1);
    const before = (await admin.get(`${H}/v1/kits/${kit.id}/devices`)).body.map((d: Json) => d.id);
    const r = await admin.put(`${H}/v1/kits/${kit.id}/devices`, { deviceIds: [target.id] });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'deviceIds.0', message: 'Choose a device of this account.' }]);
    expect((await admin.get(`${H}/v1/kits/${kit.id}/devices`)).body.map((d: Json) => d.id)).toEqual(before);
  });
});

describe('the legacy device change (C-445)', () => {
  it('DEV-06 reads extensionId as an extension number with legacyExtension=true, and as an id without', async () => {
    const phone = await newPhone('Legacy');
    const byNumber = await admin.put(`${H}/v1/accounts/${acme}/devices/${phone.id}?legacyExtension=true`, {
      extensionId: kit.extensionNumber,
    });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.device).toMatchObject({ extensionId: kit.id });
    const byId = await admin.put(`${H}/v1/accounts/${acme}/devices/${phone.id}`, { extensionId: other.id });
    expect(byId.body.device).toMatchObject({ extensionId: other.id });
    const unknown = await admin.put(`${H}/v1/accounts/${acme}/devices/${phone.id}?legacyExtension=true`, {
      extensionId: '98765',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: 'extensionId', message: 'No extension 98765 in this account.' },
    ]);
  });
});

describe('devices and lines of the account with fields', () => {
  it('DEV-06 answers the devices with their lines, narrowed to the fields asked for', async () => {
    const whole = await admin.get(`${H}/v1/accounts/${acme}/devicesAndLines`);
    expect(whole.status).toBe(200);
    expect(whole.body.total).toBe(await db().$count(devices, eq(devices.accountId, acme)));
    expect(Object.keys(whole.body.items[0]).sort()).toEqual(
      ['extensionId', 'id', 'kind', 'lines', 'macAddress', 'make', 'model', 'name'].sort(),
    );
    const narrow = await admin.get(`${H}/v1/accounts/${acme}/devicesAndLines?fields=id,lines`);
    expect(Object.keys(narrow.body.items[0]).sort()).toEqual(['id', 'lines']);
    expect(narrow.body.items.map((i: Json) => i.id)).toEqual(whole.body.items.map((i: Json) => i.id));
    const unknown = await admin.get(`${H}/v1/accounts/${acme}/devicesAndLines?fields=id,secret`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'fields', message: 'Unknown fields: secret.' }]);
  });

  it('DEV-06 answers the lines, narrowed to the fields asked for', async () => {
    const r = await admin.get(`${H}/v1/accounts/${acme}/lines?fields=id,sipId,extensionNumber`);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(await db().$count(lines, eq(lines.accountId, acme)));
    expect(Object.keys(r.body.items[0]).sort()).toEqual(['extensionNumber', 'id', 'sipId']);
    expect((await admin.get(`${H}/v1/accounts/${acme}/lines?fields=password`)).status).toBe(400);
  });
});

describe('shared lines, logins and keys', () => {
  it('DEV-06 lists the extensions several devices share, and a device’s shared lines', async () => {
    const a = await newPhone('Shared A', kit.id);
    const b = await newPhone('Shared B', kit.id);
    const list = await admin.get(`${H}/v1/accounts/${acme}/slaList`);
    expect(list.status).toBe(200);
    const shared = list.body.find((s: Json) => s.extensionId === kit.id);
    expect(shared).toMatchObject({ extensionId: kit.id, extensionNumber: kit.extensionNumber });
    expect(shared.devices.map((d: Json) => d.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(list.body.every((s: Json) => s.devices.length > 1)).toBe(true);
    const config = await admin.get(`${H}/v1/devices/${a.id}/slaConfig`);
    expect(config.body.map((s: Json) => s.extensionId)).toEqual([kit.id]);
    const alone = await newPhone('Alone');
    expect((await admin.get(`${H}/v1/devices/${alone.id}/slaConfig`)).body).toEqual([]);
  });

  it('DEV-06 lists who is logged in to which device', async () => {
    const phone = await newPhone('Hot desk');
    await db()
      .update(devices)
      .set({ loggedInUserId: kit.userId, loggedInAt: p.clock.now })
      .where(eq(devices.id, phone.id));
    const r = await admin.get(`${H}/v1/accounts/${acme}/loggedInExtensions`);
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({
      deviceId: phone.id,
      deviceName: 'Hot desk',
      userId: kit.userId,
      userName: expect.any(String),
      extensionNumber: expect.any(String),
      loggedInAt: p.clock.now.toISOString(),
    });
  });

  it('DEV-06 answers a device’s BLF keys by position', async () => {
    const phone = await newPhone('Keys');
    await db()
      .insert(deviceBlfKeys)
      .values([
        { accountId: acme, deviceId: phone.id, position: 2, extensionId: other.id, label: 'Reception' },
        { accountId: acme, deviceId: phone.id, position: 1, extensionId: kit.id, label: null },
      ]);
    const r = await admin.get(`${H}/v1/devices/${phone.id}/blfConfig`);
    expect(r.body).toEqual([
      { position: 1, extensionId: kit.id, extensionNumber: kit.extensionNumber, label: null },
      { position: 2, extensionId: other.id, extensionNumber: other.extensionNumber, label: 'Reception' },
    ]);
  });
});

describe('automatic log out', () => {
  // A hot desk on the kit's extension with the other extension's user logged in `minutes` ago.
  const hotDesk = async (minutes: number) => {
    const phone = await newPhone('Timed hot desk', kit.id);
    await db()
      .update(devices)
      .set({ loggedInUserId: other.userId, loggedInAt: new Date(p.clock.now.getTime() - minutes * 60_000) })
      .where(eq(devices.id, phone.id));
    return phone;
  };
  const setMinutes = (autoLogoutMinutes: number | null) =>
    admin.put(`${H}/v1/accounts/${acme}/settings`, { autoLogoutMinutes });
  const loggedIn = async (id: number) =>
    (await db().select().from(devices).where(eq(devices.id, id)))[0].loggedInUserId;

  it('ends a login once it is older than the account’s minutes, and not before', async () => {
    expect((await setMinutes(30)).status).toBe(200);
    const young = await hotDesk(29);
    const old = await hotDesk(31);
    const ended = await endExpiredLogins(db(), p.clock.now);
    expect(ended).toContain(old.id);
    expect(ended).not.toContain(young.id);
    expect(await loggedIn(old.id)).toBeNull();
    expect(await loggedIn(young.id)).toBe(other.userId);
    const r = await admin.get(`${H}/v1/accounts/${acme}/loggedInExtensions`);
    expect((r.body as Json[]).map((l) => l.deviceId)).not.toContain(old.id);
  });

  it('ERR-07 an unassign is refused for a login within the minutes, and done for one past them', async () => {
    expect((await setMinutes(30)).status).toBe(200);
    const young = await hotDesk(29);
    const old = await hotDesk(31);
    expect((await admin.delete(`${H}/v1/devices/${young.id}/assignment`)).status).toBe(409);
    const done = await admin.delete(`${H}/v1/devices/${old.id}/assignment`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ extensionId: null, loggedInUser: null });
  });

  it('without automatic log out, a login lasts until the user logs out', async () => {
    expect((await setMinutes(null)).status).toBe(200);
    const phone = await hotDesk(7 * 24 * 60);
    expect(await endExpiredLogins(db(), p.clock.now)).not.toContain(phone.id);
    expect(await loggedIn(phone.id)).toBe(other.userId);
  });
});
