// Lines of devices (issue 16, decision 0082): a line read and changed, its SIP password (DEV-05),
// the device password rules, many lines changed at once (all or none: ERR-07, ERR-08), and the
// account's registrations followed page by page (REQ-12).

import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, emergencyLocations, extensions, lines } from '../../server/db/schema';
import { type Caller, callers, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
const H = '/svc/hoteling';
const PROVISIONING =
  'The emergency services location is still being provisioned. Please select a different location, or try again in a few minutes.';

const db = () => p.database.db;
const newPhone = async (name: string, lineCount = 1) => {
  const r = await admin.post(`${H}/v2/accounts/${acme}/devices`, {
    name,
    kind: 'softphone',
    lines: Array.from({ length: lineCount }, () => ({})),
  });
  expect(r.status).toBe(201);
  return r.body as Json;
};
const location = async (status: string) =>
  (
    await db()
      .insert(emergencyLocations)
      .values({
        accountId: acme,
        name: `Site ${status}`,
        street: '3 Way',
        city: 'Town',
        postalCode: '10001',
        countryCode: 'US',
        status,
      })
      .returning()
  )[0];

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  acme = admin.accountId;
});
afterAll(() => p.close());

describe('a line and its SIP password (DEV-05)', () => {
  it('DEV-01 DEV-05 reads a line as the device shows it, saying only whether it has a SIP password', async () => {
    const made = await newPhone('Line reader');
    const line = made.device.lines[0];
    const r = await admin.get(`${H}/v1/lines/${line.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...line, deviceId: made.device.id, hasSipPassword: true });
    expect(JSON.stringify(r.body)).not.toContain(made.sipPasswords[0].sipPassword);
  });

  it('DEV-05 resets a SIP password to a new random one, answered once', async () => {
    const made = await newPhone('Reset me');
    const line = made.device.lines[0];
    const r = await admin.put(`${H}/v1/lines/${line.id}/sipPassword/reset`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ lineId: line.id, sipId: line.sipId });
    expect(r.body.sipPassword).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(r.body.sipPassword).not.toBe(made.sipPasswords[0].sipPassword);
    const [stored] = await db().select().from(lines).where(eq(lines.id, line.id));
    expect(stored.sipPassword).toBe(r.body.sipPassword);
  });

  it('DEV-05 sets a line password by the rules, refusing one that breaks them with each reason', async () => {
    const made = await newPhone('Line password');
    const line = made.device.lines[0];
    const weak = await admin.put(`${H}/v1/lines/${line.id}`, { password: `x${line.sipId}` });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([
      { field: 'password', message: 'Use 10 to 64 characters.' },
      { field: 'password', message: 'Do not use the SIP id in the password.' },
    ]);
    const ok = await admin.put(`${H}/v1/lines/${line.id}`, { password: 'harbour-42-lights' });
    expect(ok.status).toBe(200);
    const [stored] = await db().select().from(lines).where(eq(lines.id, line.id));
    expect(stored.sipPassword).toBe('harbour-42-lights');
  });

  it('DEV-05 validates a password (C-451): 10–64 characters, a letter, a digit, not the SIP id', async () => {
    const check = (password: string, sipId?: string) =>
      admin.post(`${H}/v1/accounts/${acme}/validatePassword`, { password, sipId });
    expect((await check('abcdefghij1')).body).toEqual({ valid: true, errors: [] });
    expect((await check('abcdefgh1')).body).toEqual({ valid: false, errors: ['Use 10 to 64 characters.'] });
    expect((await check('abcdefghijk')).body.errors).toEqual(['Use at least one digit.']);
    expect((await check('12345678901')).body.errors).toEqual(['Use at least one letter.']);
    expect((await check(`${'x'.repeat(64)}1`)).body.errors).toEqual(['Use 10 to 64 characters.']);
    expect((await check('a1234500001b', '1234500001')).body.errors).toEqual([
      'Do not use the SIP id in the password.',
    ]);
  });

  it('DEV-05 sets a device password (C-452) by the same rules, never answering it', async () => {
    const made = await newPhone('Admin password');
    const id = made.device.id;
    const sipId = made.device.lines[0].sipId;
    const refused = await admin.put(`${H}/v1/devices/${id}/password`, { password: `harbour-${sipId}` });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'password', message: 'Do not use the SIP id in the password.' },
    ]);
    const r = await admin.put(`${H}/v1/devices/${id}/password`, { password: 'Kestrel-2026' });
    expect(r.status).toBe(204);
    const [stored] = await db().select().from(devices).where(eq(devices.id, id));
    expect(stored.devicePassword).toBe('Kestrel-2026');
    expect(JSON.stringify((await admin.get(`${H}/v1/devices/${id}`)).body)).not.toContain('Kestrel-2026');
  });

  it('DEV-05 gives new lines SIP ids of the account past the ids already taken', async () => {
    // The seed's ids are <accountId><5 digits> too: the sequence steps over them.
    const taken = await db()
      .select({ sipId: lines.sipId })
      .from(lines)
      .where(sql`${lines.sipId} like ${`${acme}%`}`);
    const made = await newPhone('Many lines', 12);
    const ids = made.sipPasswords.map((s: Json) => s.sipId);
    expect(new Set(ids).size).toBe(12);
    for (const id of ids) expect(taken.map((t) => t.sipId)).not.toContain(id);
  });
});

describe('many lines at once (C-456)', () => {
  it('DEV-06 changes the lines’ locations and extensions in one call', async () => {
    const made = await newPhone('Bulk', 2);
    const site = await location('provisioned');
    const [ext] = await db().select().from(extensions).where(eq(extensions.accountId, acme)).limit(1);
    const [a, b] = made.device.lines;
    const r = await admin.put(`${H}/v1/accounts/${acme}/lines`, {
      lines: [
        { id: a.id, e911LocationId: site.id },
        { id: b.id, extensionId: ext.id, e911LocationId: site.id },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.lines.map((l: Json) => [l.id, l.e911LocationId, l.extensionId])).toEqual([
      [a.id, site.id, a.extensionId],
      [b.id, site.id, ext.id],
    ]);
  });

  it('ERR-08 refuses a missing location by the line it is on, and changes no line', async () => {
    const made = await newPhone('Bulk missing', 2);
    const site = await location('provisioned');
    const [a, b] = made.device.lines;
    const r = await admin.put(`${H}/v1/accounts/${acme}/lines`, {
      lines: [
        { id: a.id, e911LocationId: site.id },
        { id: b.id, e911LocationId: 987654 },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'emergency_location_missing',
      message: 'The emergency location 987654 does not exist.',
      errors: [{ field: 'lines.1.e911LocationId', message: 'Choose an emergency location.' }],
    });
    const after = await db().select().from(lines).where(eq(lines.deviceId, made.device.id));
    expect(after.map((l) => l.e911LocationId)).toEqual([null, null]);
  });

  it('ERR-07 refuses a location still being provisioned, and changes no line', async () => {
    const made = await newPhone('Bulk pending', 2);
    const ready = await location('provisioned');
    const pending = await location('provisioning');
    const [a, b] = made.device.lines;
    const r = await admin.put(`${H}/v1/accounts/${acme}/lines`, {
      lines: [
        { id: a.id, e911LocationId: ready.id },
        { id: b.id, e911LocationId: pending.id },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'emergency_location_provisioning', message: PROVISIONING });
    const after = await db().select().from(lines).where(eq(lines.deviceId, made.device.id));
    expect(after.map((l) => l.e911LocationId)).toEqual([null, null]);
  });

  it('refuses a line of another account as not this account’s, changing none', async () => {
    const made = await newPhone('Bulk foreign');
    const [foreign] = await db().select().from(lines).where(ne(lines.accountId, acme)).limit(1);
    const site = await location('provisioned');
    const r = await admin.put(`${H}/v1/accounts/${acme}/lines`, {
      lines: [
        { id: made.device.lines[0].id, e911LocationId: site.id },
        { id: foreign.id, e911LocationId: site.id },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'lines.1.id', message: 'Choose a line of this account.' }]);
    const [still] = await db().select().from(lines).where(eq(lines.id, foreign.id));
    expect(still.e911LocationId).toBe(foreign.e911LocationId);
  });
});

describe('registrations', () => {
  it('ERR-09 answers a line’s registration (the portal shows "Currently not available" only when this fails)', async () => {
    const made = await newPhone('Registered line');
    const line = made.device.lines[0];
    expect((await admin.get(`${H}/v1/lines/${line.id}/registration`)).body).toEqual({
      status: 'never',
      lastSeenAt: null,
      from: null,
      userAgent: null,
    });
    const at = p.clock.now;
    await db()
      .update(lines)
      .set({
        registeredAt: at,
        registrationExpiresAt: new Date(at.getTime() + 30_000),
        registeredFrom: '198.51.100.7',
        userAgent: 'PolycomVVX',
      })
      .where(eq(lines.id, line.id));
    expect((await admin.get(`${H}/v1/lines/${line.id}/registration`)).body).toEqual({
      status: 'registered',
      lastSeenAt: at.toISOString(),
      from: '198.51.100.7',
      userAgent: 'PolycomVVX',
    });
    p.clock.advance(31);
    expect((await admin.get(`${H}/v1/lines/${line.id}/registration`)).body.status).toBe('unregistered');
  });

  it('REQ-12 follows next_page_uri until null and gets every line of the account exactly once', async () => {
    // More lines than two pages: a device with 450 lines beside the seed's.
    const [device] = await db()
      .insert(devices)
      .values({ accountId: acme, name: 'Line farm', kind: 'softphone' })
      .returning();
    await db().execute(sql`
      insert into lines (account_id, device_id, sip_id, position)
      select ${acme}, ${device.id}, 'farm-' || g, g from generate_series(1, 450) g`);
    const expected = (
      await db().select({ id: lines.id }).from(lines).where(eq(lines.accountId, acme)).orderBy(lines.id)
    ).map((l) => l.id);
    expect(expected.length).toBeGreaterThan(400);
    const seen: number[] = [];
    let next: string | null = `${H}/v1/accounts/${acme}/registrations`;
    let pages = 0;
    while (next) {
      const r: Json = await admin.get(next);
      expect(r.status).toBe(200);
      expect(r.body.items.length).toBeLessThanOrEqual(200);
      seen.push(...r.body.items.map((i: Json) => i.lineId));
      next = r.body.next_page_uri;
      pages++;
      expect(pages).toBeLessThan(50);
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 200));
    const first = await admin.get(`${H}/v1/accounts/${acme}/registrations`);
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      ['deviceId', 'lineId', 'sipId', 'status', 'lastSeenAt', 'from', 'userAgent'].sort(),
    );
    expect(first.body.next_page_uri).toMatch(
      new RegExp(`^/svc/hoteling/v1/accounts/${acme}/registrations\\?page_token=\\d+$`),
    );
  });

  it('REQ-12 a page token is only a number', async () => {
    const r = await admin.get(`${H}/v1/accounts/${acme}/registrations?page_token=abc`);
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: Json) => e.field)).toContain('page_token');
  });
});
