// The hoteling service's device calls (issue 16, decision 0082): the device answer's shape, the
// list, create with its secrets shown once, the duplicate MAC check, emergency locations that
// refuse a line, and another tenant's device out of reach.

import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, emergencyLocations, extensions, lines } from '../../server/db/schema';
import { type Caller, callers, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
const H = '/svc/hoteling';

const db = () => p.database.db;
const someExtension = async (accountId: number, skip = 0) =>
  (
    await db()
      .select()
      .from(extensions)
      .where(eq(extensions.accountId, accountId))
      .orderBy(extensions.id)
      .limit(1)
      .offset(skip)
  )[0];
const locationOf = async (accountId: number, status = 'provisioned') => {
  const [found] = await db()
    .select()
    .from(emergencyLocations)
    .where(and(eq(emergencyLocations.accountId, accountId), eq(emergencyLocations.status, status)))
    .limit(1);
  if (found) return found;
  const [made] = await db()
    .insert(emergencyLocations)
    .values({
      accountId,
      name: `Annex ${status}`,
      street: '1 Way',
      city: 'Town',
      postalCode: '10001',
      countryCode: 'US',
      status,
    })
    .returning();
  return made;
};

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  acme = admin.accountId;
});
afterAll(() => p.close());

describe('a device', () => {
  it('DEV-01 answers a seeded device with its extension, lines and registration, and no secret', async () => {
    const [seeded] = await db()
      .select()
      .from(devices)
      .where(eq(devices.accountId, acme))
      .orderBy(devices.id)
      .limit(1);
    const r = await admin.get(`${H}/v1/devices/${seeded.id}`);
    expect(r.status).toBe(200);
    const d = r.body;
    expect(Object.keys(d).sort()).toEqual(
      [
        'id',
        'accountId',
        'name',
        'macAddress',
        'make',
        'model',
        'kind',
        'extensionId',
        'extension',
        'loggedInUser',
        'loggedInAt',
        'lines',
        'registration',
        'lastProvisionedAt',
        'lastProvisionedFrom',
        'provisioningUser',
      ].sort(),
    );
    expect(d).toMatchObject({
      id: seeded.id,
      accountId: acme,
      name: seeded.name,
      macAddress: seeded.macAddress,
    });
    expect(d.lines.length).toBeGreaterThan(0);
    expect(Object.keys(d.lines[0]).sort()).toEqual(
      [
        'id',
        'clientId',
        'sipId',
        'accountId',
        'e911LocationId',
        'e911Location',
        'extensionId',
        'extensionNumber',
        'appType',
        'position',
      ].sort(),
    );
    expect(['registered', 'unregistered', 'never']).toContain(d.registration.status);
    expect(JSON.stringify(d)).not.toMatch(/password|ha1/i);
  });

  it('DEV-01 tells registered, unregistered and never from the lines’ last REGISTER and the clock', async () => {
    const created = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Reg probe',
      kind: 'softphone',
    });
    expect(created.status).toBe(201);
    const id = created.body.device.id;
    expect(created.body.device.registration).toEqual({
      status: 'never',
      lastSeenAt: null,
      from: null,
      userAgent: null,
    });
    const seen = new Date(p.clock.now.getTime());
    await db()
      .update(lines)
      .set({
        registeredAt: seen,
        registrationExpiresAt: new Date(seen.getTime() + 60_000),
        registeredFrom: '203.0.113.9',
        userAgent: 'Yealink T54W',
      })
      .where(eq(lines.deviceId, id));
    const registered = await admin.get(`${H}/v1/devices/${id}`);
    expect(registered.body.registration).toEqual({
      status: 'registered',
      lastSeenAt: seen.toISOString(),
      from: '203.0.113.9',
      userAgent: 'Yealink T54W',
    });
    p.clock.advance(61);
    expect((await admin.get(`${H}/v1/devices/${id}`)).body.registration.status).toBe('unregistered');
  });

  it('DEV-06 creates a device with its lines, shows the SIP and provisioning passwords once, and deletes it', async () => {
    const ext = await someExtension(acme);
    const r = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Front desk',
      macAddress: '00-1a-2B 3c:4d.5E',
      make: 'Yealink',
      model: 'Auto Detect',
      extensionId: ext.id,
      lines: [{}, { extensionId: null }],
    });
    expect(r.status).toBe(201);
    const { device, sipPasswords, provisioningPassword } = r.body;
    expect(device).toMatchObject({
      name: 'Front desk',
      macAddress: '00:1A:2B:3C:4D:5E',
      make: 'Yealink',
      model: null,
      kind: 'deskphone',
      extensionId: ext.id,
      extension: { id: ext.id, extensionNumber: ext.extensionNumber },
      provisioningUser: '001a2b3c4d5e',
    });
    expect(device.lines.map((l: Json) => l.extensionId)).toEqual([ext.id, null]);
    expect(sipPasswords).toHaveLength(2);
    for (const s of sipPasswords) {
      expect(s.sipId).toMatch(new RegExp(`^${acme}\\d{5}$`));
      expect(s.sipPassword).toHaveLength(20);
    }
    expect(new Set(sipPasswords.map((s: Json) => s.sipId)).size).toBe(2);
    expect(provisioningPassword).toHaveLength(20);
    // Shown once: the reads never carry them.
    const again = await admin.get(`${H}/v1/devices/${device.id}`);
    expect(JSON.stringify(again.body)).not.toContain(sipPasswords[0].sipPassword);
    expect(JSON.stringify(again.body)).not.toContain(provisioningPassword);
    expect((await admin.delete(`${H}/v1/devices/${device.id}`)).status).toBe(204);
    expect((await admin.get(`${H}/v1/devices/${device.id}`)).status).toBe(404);
    expect(await db().select().from(lines).where(eq(lines.deviceId, device.id))).toEqual([]);
  });

  it('DEV-06 refuses a desk phone without a complete MAC, in words', async () => {
    const r = await admin.post(`${H}/v1/accounts/${acme}/devices`, { name: 'Half', macAddress: '00:1A:2B' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({
      field: 'macAddress',
      message: 'Enter a complete MAC address, like 00:1A:2B:3C:4D:5E.',
    });
    const blank = await admin.post(`${H}/v1/accounts/${acme}/devices`, {
      name: ' ',
      model: 'Softphone/Other',
    });
    expect(blank.body.errors).toContainEqual({ field: 'name', message: 'Enter a name.' });
  });

  it('DEV-06 changes a device (PUT v1 and v2) and answers it', async () => {
    const made = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Old name',
      kind: 'softphone',
    });
    const id = made.body.device.id;
    const v1 = await admin.put(`${H}/v1/devices/${id}`, { name: 'New name' });
    expect(v1.status).toBe(200);
    expect(v1.body.device).toMatchObject({ id, name: 'New name' });
    const lineId = made.body.device.lines[0].id;
    const location = await locationOf(acme);
    const v2 = await admin.put(`${H}/v2/devices/${id}`, {
      lines: [{ id: lineId, e911LocationId: location.id }],
    });
    expect(v2.status).toBe(200);
    expect(v2.body.device.lines[0]).toMatchObject({
      e911LocationId: location.id,
      e911Location: { id: location.id, name: location.name, status: 'provisioned' },
    });
  });
});

describe('a change refused', () => {
  it('DEV-06 refuses a blank or long name and a model the platform does not provision, with field errors, and writes nothing', async () => {
    const made = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Kept name',
      macAddress: '00:1A:2B:3C:4D:77',
      make: 'Yealink',
      model: 'Yealink T54W',
    });
    expect(made.status).toBe(201);
    const id = made.body.device.id;
    const refusals: [Json, { field: string; message: string }][] = [
      [
        { name: '  ', model: 'Yealink T46U' },
        { field: 'name', message: 'Enter a name.' },
      ],
      [{ name: 'x'.repeat(101) }, { field: 'name', message: 'A name has at most 100 characters.' }],
      [
        { name: 'Renamed', model: 'Yealink T99' },
        { field: 'model', message: 'Choose a model of Yealink.' },
      ],
      // A model of another make, with the device's make kept.
      [
        { name: 'Renamed', model: 'Cisco 8851' },
        { field: 'model', message: 'Choose a model of Yealink.' },
      ],
      [
        { name: 'Renamed', make: 'Nokia', model: 'Auto Detect' },
        { field: 'make', message: 'Choose a make from the list.' },
      ],
    ];
    for (const [body, error] of refusals)
      for (const version of ['v1', 'v2']) {
        const r = await admin.put(`${H}/${version}/devices/${id}`, body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.errors).toContainEqual(error);
      }
    const [row] = await db().select().from(devices).where(eq(devices.id, id));
    expect(row).toMatchObject({ name: 'Kept name', make: 'Yealink', model: 'Yealink T54W' });
    // What the picker offers is taken: another model of the make, Auto Detect, Softphone/Other.
    for (const body of [
      { name: 'Renamed', model: 'Yealink T46U' },
      { make: 'Cisco', model: 'Cisco 8851' },
      { make: 'Polycom', model: 'Auto Detect' },
      { make: null, model: 'Softphone/Other' },
    ])
      expect((await admin.put(`${H}/v2/devices/${id}`, body)).status, JSON.stringify(body)).toBe(200);
  });

  it('DEV-06 refuses to create a device of a model the platform does not provision', async () => {
    const r = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Unknown model',
      macAddress: '00:1A:2B:3C:4D:78',
      make: 'Yealink',
      model: 'Yealink T99',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual({ field: 'model', message: 'Choose a model of Yealink.' });
    expect(await db().select().from(devices).where(eq(devices.name, 'Unknown model'))).toEqual([]);
  });
});

describe('the account’s devices (C-448)', () => {
  it('DEV-06 answers a page with the total, filters and keyword (name or MAC in any format)', async () => {
    const all = await admin.get(`${H}/v1/accounts/${acme}/devices?fetchAll=true`);
    expect(all.status).toBe(200);
    const count = await db().$count(devices, eq(devices.accountId, acme));
    expect(all.body.total).toBe(count);
    expect(all.body.items).toHaveLength(count);
    expect(Object.keys(all.body.items[0]).sort()).toEqual(
      [
        'id',
        'name',
        'macAddress',
        'make',
        'model',
        'kind',
        'extensionId',
        'extensionNumber',
        'userName',
        'loggedInUserName',
        'lineCount',
        'registrationStatus',
        'lastProvisionedAt',
      ].sort(),
    );
    const withMac = all.body.items.find((i: Json) => i.macAddress);
    const byMac = await admin.get(
      `${H}/v1/accounts/${acme}/devices?keyword=${encodeURIComponent(withMac.macAddress.slice(6).replace(/:/g, '-').toLowerCase())}`,
    );
    expect(byMac.body.items.map((i: Json) => i.id)).toContain(withMac.id);
    const unassigned = await admin.get(`${H}/v1/accounts/${acme}/devices?assigned=false&fetchAll=true`);
    expect(unassigned.body.items.length).toBeGreaterThan(0);
    expect(unassigned.body.items.every((i: Json) => i.extensionId === null)).toBe(true);
    const never = await admin.get(`${H}/v1/accounts/${acme}/devices?registration=never&fetchAll=true`);
    expect(never.body.items.every((i: Json) => i.registrationStatus === 'never')).toBe(true);
    const page = await admin.get(
      `${H}/v1/accounts/${acme}/devices?_pageSize=2&sortField=name&sortDirection=DESC`,
    );
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(count);
    const names = all.body.items.map((i: Json) => i.name);
    expect(page.body.items.map((i: Json) => i.name)).toEqual(
      [...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)).slice(0, 2),
    );
  });
});

describe('duplicate MAC addresses (C-453)', () => {
  it('DEV-02 answers isInUse, with where only to a caller who may reach the holding account', async () => {
    const [other] = await db()
      .select()
      .from(devices)
      .where(and(ne(devices.accountId, acme)))
      .limit(1);
    const [own] = await db()
      .select()
      .from(devices)
      .where(and(eq(devices.accountId, acme), ne(devices.macAddress, '')))
      .orderBy(devices.id)
      .limit(1);
    const messy = (mac: string) => mac.toLowerCase().replace(/:/g, '-');
    const mine = await admin.get(`${H}/v1/accounts/${acme}/duplicateMac?mac=${messy(own.macAddress ?? '')}`);
    const ownExtension = own.extensionId
      ? (await db().select().from(extensions).where(eq(extensions.id, own.extensionId)))[0].extensionNumber
      : null;
    expect(mine.body).toEqual({ isInUse: true, extraInfo: { accountId: acme, extension: ownExtension } });
    const theirs = await admin.get(
      `${H}/v1/accounts/${acme}/duplicateMac?mac=${messy(other.macAddress ?? '')}`,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ isInUse: true });
    const free = await admin.get(`${H}/v1/accounts/${acme}/duplicateMac?mac=12:34:56:78:9A:BC`);
    expect(free.body).toEqual({ isInUse: false });
    const provider = await callers(p).as('provider super user');
    const seen = await provider.get(
      `${H}/v1/accounts/${provider.accountId}/duplicateMac?mac=${other.macAddress}`,
    );
    expect(seen.body.extraInfo).toMatchObject({ accountId: other.accountId });
  });

  it('DEV-02 refuses to create a second device with a MAC in use, however it is typed', async () => {
    const [own] = await db()
      .select()
      .from(devices)
      .where(eq(devices.accountId, acme))
      .orderBy(devices.id)
      .limit(1);
    const r = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Twin',
      macAddress: (own.macAddress ?? '').toLowerCase().replace(/:/g, ''),
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'mac_in_use', message: 'This MAC address is already in use.' });
  });
});

describe('emergency locations of lines', () => {
  it('ERR-08 refuses a line on a missing location with a message naming it, and writes nothing', async () => {
    const before = await db().$count(devices, eq(devices.accountId, acme));
    const r = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Nowhere phone',
      kind: 'softphone',
      lines: [{}, { e911LocationId: 999999 }],
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('emergency_location_missing');
    expect(r.body.message).toMatch(/emergency location/i);
    expect(r.body.message).toMatch(/does not exist|missing|not found/i);
    expect(r.body.errors).toEqual([
      { field: 'lines.1.e911LocationId', message: 'Choose an emergency location.' },
    ]);
    expect(await db().$count(devices, eq(devices.accountId, acme))).toBe(before);
  });

  it('ERR-08 refuses another account’s location as missing, on a device change too', async () => {
    const [foreign] = await db()
      .select()
      .from(emergencyLocations)
      .where(ne(emergencyLocations.accountId, acme))
      .limit(1);
    const made = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Stay put',
      kind: 'softphone',
    });
    const line = made.body.device.lines[0];
    const r = await admin.put(`${H}/v2/devices/${made.body.device.id}`, {
      name: 'Renamed',
      lines: [{ id: line.id, e911LocationId: foreign.id }],
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`The emergency location ${foreign.id} does not exist.`);
    const after = await admin.get(`${H}/v1/devices/${made.body.device.id}`);
    expect(after.body.name).toBe('Stay put');
    expect(after.body.lines[0].e911LocationId).toBe(line.e911LocationId);
  });

  it('ERR-07 refuses a line on a location still being provisioned, with the exact text', async () => {
    const pending = await locationOf(acme, 'provisioning');
    const r = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
      name: 'Too soon',
      kind: 'softphone',
      lines: [{ e911LocationId: pending.id }],
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'emergency_location_provisioning',
      message:
        'The emergency services location is still being provisioned. Please select a different location, or try again in a few minutes.',
    });
  });
});

describe('another tenant’s device', () => {
  it('answers 404 for a read and a write, and changes nothing', async () => {
    const [other] = await db().select().from(devices).where(ne(devices.accountId, acme)).limit(1);
    expect((await admin.get(`${H}/v1/devices/${other.id}`)).status).toBe(404);
    expect((await admin.put(`${H}/v1/devices/${other.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await admin.delete(`${H}/v1/devices/${other.id}`)).status).toBe(404);
    const [line] = await db().select().from(lines).where(eq(lines.deviceId, other.id)).limit(1);
    expect((await admin.get(`${H}/v1/lines/${line.id}`)).status).toBe(404);
    expect((await admin.put(`${H}/v1/lines/${line.id}/sipPassword/reset`)).status).toBe(404);
    const [still] = await db().select().from(devices).where(eq(devices.id, other.id));
    expect(still.name).toBe(other.name);
  });
});
