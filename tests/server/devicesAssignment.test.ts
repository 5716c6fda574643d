// Assigning a device to an extension, moving it, unassigning it and logging its user out
// (DEV-04), with the refusals a newcomer meets: a device held by another extension, and another
// user logged in (ERR-07).

import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, emergencyLocations, extensions, lines, users } from '../../server/db/schema';
import type { Caller, Json } from '../support/callers';
import { devicesTestbed, type Extension, HOTELING } from '../support/devicesTestbed';
import type { TestPlatform } from '../support/platform';

const bed = devicesTestbed();
let p: TestPlatform;
let admin: Caller;
let acme: number;
const H = HOTELING;
let first: Extension;
let second: Extension;
const db = () => p.database.db;
const { newPhone } = bed;
beforeAll(() => {
  ({ p, admin, acme } = bed);
  [first, second] = bed.kits;
});

describe('assignment (DEV-04)', () => {
  it('DEV-04 assigns an unassigned device, and its lines take the extension', async () => {
    const phone = await newPhone('Assign me');
    const r = await admin.put(`${H}/v1/devices/${phone.id}/assignment`, { extensionId: first.id });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: phone.id,
      extensionId: first.id,
      extension: {
        id: first.id,
        extensionNumber: first.extensionNumber,
        userName: first.userName,
        userId: first.userId,
      },
    });
    expect(r.body.lines.map((l: Json) => l.extensionId)).toEqual([first.id]);
  });

  it('DEV-04 answers 409 naming the holder when the device is another extension’s, and moves it with replace_existing', async () => {
    const phone = await newPhone('Move me', first.id);
    const refused = await admin.put(`${H}/v1/devices/${phone.id}/assignment`, { extensionId: second.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'device_assigned',
      message: `This device is assigned to extension ${first.extensionNumber} (${first.userName}).`,
      holder: { extensionId: first.id, extensionNumber: first.extensionNumber, userName: first.userName },
    });
    expect((await admin.get(`${H}/v1/devices/${phone.id}`)).body.extensionId).toBe(first.id);
    const moved = await admin.put(`${H}/v1/devices/${phone.id}/assignment`, {
      extensionId: second.id,
      replace_existing: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.extensionId).toBe(second.id);
    expect(moved.body.lines.map((l: Json) => l.extensionId)).toEqual([second.id]);
  });

  it('DEV-04 refuses an extension of another account as a field error', async () => {
    const phone = await newPhone('Stay home');
    const [target] = await db().select().from(extensions).where(ne(extensions.accountId, acme)).limit(1);
    const r = await admin.put(`${H}/v1/devices/${phone.id}/assignment`, { extensionId: target.id });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { field: 'extensionId', message: 'Choose an extension of this account.' },
    ]);
  });

  it('DEV-04 unassigns a device (its lines with it) and logs its user out', async () => {
    const phone = await newPhone('Let go', first.id);
    await db()
      .update(devices)
      .set({ loggedInUserId: first.userId, loggedInAt: p.clock.now })
      .where(eq(devices.id, phone.id));
    const seen = await admin.get(`${H}/v1/devices/${phone.id}`);
    expect(seen.body.loggedInUser).toMatchObject({ id: first.userId });
    expect(seen.body.loggedInAt).toBe(p.clock.now.toISOString());
    const out = await admin.put(`${H}/v1/devices/${phone.id}/logout`);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ loggedInUser: null, loggedInAt: null, extensionId: first.id });
    const r = await admin.delete(`${H}/v1/devices/${phone.id}/assignment`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ extensionId: null, extension: null });
    expect(r.body.lines.map((l: Json) => l.extensionId)).toEqual([null]);
  });

  it('DEV-04 unassigns while the extension’s own user is logged in', async () => {
    const phone = await newPhone('Owner in', first.id);
    await db().update(devices).set({ loggedInUserId: first.userId }).where(eq(devices.id, phone.id));
    const r = await admin.delete(`${H}/v1/devices/${phone.id}/assignment`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ extensionId: null, loggedInUser: null });
  });

  it('ERR-07 refuses to unassign while another user is logged in, with the exact text, and changes nothing', async () => {
    const phone = await newPhone('Hot desk', first.id);
    await db().update(devices).set({ loggedInUserId: second.userId }).where(eq(devices.id, phone.id));
    const r = await admin.delete(`${H}/v1/devices/${phone.id}/assignment`);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'device_logged_in',
      message: 'Another user is logged into this device. Please have them log out and then try again.',
    });
    const [still] = await db().select().from(devices).where(eq(devices.id, phone.id));
    expect(still).toMatchObject({ extensionId: first.id, loggedInUserId: second.userId });
    // Once they log out, it goes.
    expect((await admin.put(`${H}/v1/devices/${phone.id}/logout`)).status).toBe(200);
    expect((await admin.delete(`${H}/v1/devices/${phone.id}/assignment`)).status).toBe(200);
  });

  it('ERR-07 refuses to assign a device whose line is on a location still being provisioned', async () => {
    const phone = await newPhone('Pending place');
    const [pending] = await db()
      .insert(emergencyLocations)
      .values({
        accountId: acme,
        name: 'New wing',
        street: '2 Way',
        city: 'Town',
        postalCode: '10001',
        countryCode: 'US',
        status: 'provisioning',
      })
      .returning();
    await db().update(lines).set({ e911LocationId: pending.id }).where(eq(lines.deviceId, phone.id));
    const r = await admin.put(`${H}/v1/devices/${phone.id}/assignment`, { extensionId: first.id });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'The emergency services location is still being provisioned. Please select a different location, or try again in a few minutes.',
    );
    expect((await admin.get(`${H}/v1/devices/${phone.id}`)).body.extensionId).toBeNull();
  });

  it('the device answer names the logged-in user with their extension', async () => {
    const phone = await newPhone('Named');
    const [person] = await db()
      .select()
      .from(users)
      .where(eq(users.id, second.userId as number));
    await db().update(devices).set({ loggedInUserId: person.id }).where(eq(devices.id, phone.id));
    const r = await admin.get(`${H}/v1/devices/${phone.id}`);
    expect(r.body.loggedInUser).toEqual({
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      extensionNumber: expect.any(String),
    });
  });
});
