// Auto-attendants, schedules, call flow entries and the route tester on the server (CALL-03,
// decisions 0091, 0092, 0095): every destination written is checked against the account's whole
// flow, a loop with no way out is refused in its words, a schedule a number points at is not
// deleted, and the tester walks the seeded main number at local times of the account's zone.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoAttendants, callQueues, extensions, phoneNumbers } from '../../../server/db/schema';
import { type Caller, callers, type Json } from '../../support/callers';
import { startPlatform, type TestPlatform } from '../../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
const U = '/svc/ucaas';
const A = () => `${U}/api/ucaas/account/${acme}`;
const db = () => p.database.db;

const HANG_UP = { kind: 'hangup' } as const;
const EMPTY_WEEK = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };

/** Acme's seeded auto-attendant, as the API answers it. */
async function mainMenu(): Promise<Json> {
  const list = await admin.get(`${A()}/virtualReceptionists`);
  expect(list.status).toBe(200);
  return list.body.virtualReceptionists.find((a: Json) => a.name === 'Main Menu');
}

/** A second auto-attendant of an account, made in the tables (the groups part creates them in the portal). */
async function addAttendant(accountId: number, number: string, name: string): Promise<number> {
  const [ext] = await db()
    .insert(extensions)
    .values({
      accountId,
      extensionNumber: number,
      extensionType: 'Auto Attendant',
      servicePlan: 'Auto Attendant',
      userName: name,
      isDefault: false,
    })
    .returning();
  await db()
    .insert(autoAttendants)
    .values({ extensionId: ext.id, accountId, keys: {}, timeout: HANG_UP, invalid: HANG_UP });
  return ext.id;
}

async function mainEntry(): Promise<Json> {
  const entries = await admin.get(`${A()}/callFlows/entries`);
  expect(entries.status).toBe(200);
  return entries.body.entries.find((e: Json) => e.name === 'Main number');
}

const route = (json: Json) => admin.post(`${A()}/callFlows/route`, json);
const branches = (steps: Json[]) => steps.map((s: Json) => `${s.nodeKind}:${s.branch ?? ''}`);

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  acme = admin.accountId;
});
afterAll(() => p.close());

describe('auto-attendants (virtual receptionists)', () => {
  it('CALL-03 reads an auto-attendant by its extension id at the root path, and the account’s list on both families', async () => {
    const menu = await mainMenu();
    const one = await admin.get(`${U}/v1/vr/${menu.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: menu.id, accountId: acme, timeoutSeconds: 10 });
    expect(one.body.keys['1']).toMatchObject({ kind: 'queue' });
    const appserver = await admin.get(`/svc/appserver/rest/account/${acme}/autoAttendants`);
    expect(appserver.status).toBe(200);
    expect(appserver.body.autoAttendants.map((a: Json) => a.id)).toContain(menu.id);
    // Another account's attendant is out of reach: answered like a missing one.
    const [other] = await db()
      .select()
      .from(autoAttendants)
      .where(ne(autoAttendants.accountId, acme))
      .limit(1);
    expect((await admin.get(`${U}/v1/vr/${other.extensionId}`)).status).toBe(404);
  });

  it('CALL-03 changes the menu and refuses a destination of another account with a field error on its key', async () => {
    const menu = await mainMenu();
    const [foreignQueue] = await db()
      .select()
      .from(callQueues)
      .where(ne(callQueues.accountId, acme))
      .limit(1);
    const body = {
      name: menu.name,
      keys: { ...menu.keys, '1': { kind: 'queue', id: foreignQueue.extensionId } },
      timeoutSeconds: 10,
      timeout: menu.timeout,
      invalid: menu.invalid,
    };
    const refused = await admin.put(`${U}/v2/vr/${menu.id}`, body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'keys.1',
        message: expect.stringContaining(`there is no call queue ${foreignQueue.extensionId}`),
      },
    ]);
    expect((await admin.get(`${U}/v1/vr/${menu.id}`)).body.keys['1']).toEqual(menu.keys['1']);

    const changed = await admin.put(`${U}/v2/vr/${menu.id}`, {
      ...body,
      keys: { ...menu.keys, '9': HANG_UP },
      timeoutSeconds: 15,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ timeoutSeconds: 15, keys: { '9': HANG_UP } });
    const bad = await admin.put(`${U}/v2/vr/${menu.id}`, { ...body, keys: {}, timeoutSeconds: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'timeoutSeconds', message: 'The wait for a key is at least 1 seconds.' },
    ]);
  });

  it('CALL-03 refuses a loop A → B → A with no way out, in the loop’s words', async () => {
    const menu = await mainMenu();
    const second = await addAttendant(acme, '481', 'Sales menu');
    const toMenu = { kind: 'attendant', id: menu.id };
    const toSecond = { kind: 'attendant', id: second };
    const b = await admin.put(`${U}/v2/vr/${second}`, {
      name: 'Sales menu',
      keys: { '1': toMenu },
      timeout: toMenu,
      invalid: toMenu,
    });
    expect(b.status).toBe(200); // the main menu still has ways out
    const loop = await admin.put(`${U}/v2/vr/${menu.id}`, {
      name: menu.name,
      keys: { '1': toSecond },
      timeoutSeconds: 10,
      timeout: toSecond,
      invalid: toSecond,
    });
    expect(loop.status).toBe(400);
    expect(loop.body.errors.map((e: Json) => e.message)).toContain(
      `Attendant ${menu.name} and Attendant Sales menu send calls to each other with no way out.`,
    );
    // Nothing was written.
    expect((await admin.get(`${U}/v1/vr/${menu.id}`)).body.keys['1']).toMatchObject({ kind: 'queue' });
  });

  it('CALL-03 a new auto-attendant takes a free extension with an empty menu; deleted while unused, refused (409) while a menu sends calls to it', async () => {
    const made = await admin.post(`${A()}/virtualReceptionists`, { name: 'Spanish menu' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: 'Spanish menu', keys: {}, timeout: HANG_UP, invalid: HANG_UP });
    expect((await admin.get(`${U}/v1/vr/${made.body.id}`)).body.extensionNumber).toBe(
      made.body.extensionNumber,
    );
    const taken = await admin.post(`${A()}/virtualReceptionists`, {
      name: 'Again',
      extension: made.body.extensionNumber,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toContainEqual(expect.objectContaining({ field: 'extension' }));

    const menu = await mainMenu();
    const toNew = { ...menu.keys, '7': { kind: 'attendant', id: made.body.id } };
    const pointed = await admin.put(`${U}/v2/vr/${menu.id}`, {
      ...menu,
      keys: toNew,
      id: undefined,
      accountId: undefined,
      extensionNumber: undefined,
    });
    expect(pointed.status, JSON.stringify(pointed.body)).toBe(200);
    const refused = await admin.delete(`${U}/api/ucaas/extension/${made.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('key 7');
    const { '7': _, ...keys } = toNew;
    await admin.put(`${U}/v2/vr/${menu.id}`, {
      ...menu,
      keys,
      id: undefined,
      accountId: undefined,
      extensionNumber: undefined,
    });
    expect((await admin.delete(`${U}/api/ucaas/extension/${made.body.id}`)).status).toBe(200);
    expect((await admin.get(`${U}/v1/vr/${made.body.id}`)).status).toBe(404);
  });
});

describe('schedules', () => {
  const weekdays = {
    ...EMPTY_WEEK,
    mon: [
      { start: '08:00', end: '12:00' },
      { start: '22:00', end: '02:00' },
    ],
  };

  it('CALL-03 creates, reads, changes and deletes a schedule; the zone null is the account’s', async () => {
    const made = await admin.post(`${A()}/schedules`, {
      name: 'Support hours',
      timeZone: null,
      hours: weekdays,
      holidays: [{ name: 'Inventory', date: '2026-12-28', endDate: '2026-12-29' }],
      open: HANG_UP,
      closed: HANG_UP,
      holiday: null,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Support hours',
      timeZone: null,
      effectiveTimeZone: 'America/Los_Angeles',
    });
    const id = made.body.id;
    const list = await admin.get(`${A()}/schedules`);
    expect(list.body.timeZone).toBe('America/Los_Angeles');
    expect(list.body.schedules.map((s: Json) => s.name)).toEqual(
      expect.arrayContaining(['Business hours', 'Support hours']),
    );
    const changed = await admin.put(`${A()}/schedules/${id}`, {
      ...made.body,
      timeZone: 'Europe/London',
      name: 'Support',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Support',
      timeZone: 'Europe/London',
      effectiveTimeZone: 'Europe/London',
    });
    expect((await admin.get(`${A()}/schedules/${id}`)).body.name).toBe('Support');
    expect((await admin.delete(`${A()}/schedules/${id}`)).status).toBe(204);
    expect((await admin.get(`${A()}/schedules/${id}`)).status).toBe(404);
  });

  it('CALL-03 refuses overlapping hours, overlapping holidays, a taken name and a destination of another account with field errors', async () => {
    const base = {
      name: 'Checked',
      timeZone: null,
      hours: EMPTY_WEEK,
      holidays: [],
      open: HANG_UP,
      closed: HANG_UP,
      holiday: null,
    };
    const overlap = await admin.post(`${A()}/schedules`, {
      ...base,
      hours: {
        ...EMPTY_WEEK,
        mon: [{ start: '22:00', end: '06:00' }],
        tue: [{ start: '05:00', end: '09:00' }],
      },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toEqual([
      {
        field: 'hours.tue[0]',
        message: "This overlaps Monday's 22:00–06:00, which runs into Tuesday until 06:00.",
      },
    ]);
    const holidays = await admin.post(`${A()}/schedules`, {
      ...base,
      holidays: [
        { name: 'Break', date: '2026-12-24', endDate: '2026-12-27' },
        { name: 'Boxing Day', date: '2026-12-26' },
      ],
    });
    expect(holidays.status).toBe(400);
    expect(holidays.body.errors).toEqual([
      { field: 'holidays[1].date', message: 'This overlaps the holiday Break.' },
    ]);
    const taken = await admin.post(`${A()}/schedules`, { ...base, name: 'business HOURS' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([
      { field: 'name', message: 'Another schedule of the account has this name.' },
    ]);
    const [foreign] = await db()
      .select()
      .from(autoAttendants)
      .where(ne(autoAttendants.accountId, acme))
      .limit(1);
    const far = await admin.post(`${A()}/schedules`, {
      ...base,
      open: { kind: 'attendant', id: foreign.extensionId },
    });
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual([
      { field: 'open', message: expect.stringContaining(`there is no attendant ${foreign.extensionId}`) },
    ]);
    const zone = await admin.post(`${A()}/schedules`, { ...base, timeZone: 'Mars/Olympus' });
    expect(zone.body.errors).toEqual([
      { field: 'timeZone', message: 'Choose a time zone, like Europe/London.' },
    ]);
    expect((await admin.get(`${A()}/schedules`)).body.schedules.map((s: Json) => s.name)).not.toContain(
      'Checked',
    );
  });

  it('CALL-03 refuses to delete a schedule a number points at, naming the number (409)', async () => {
    const entry = await mainEntry();
    expect(entry.destination.kind).toBe('schedule');
    const res = await admin.delete(`${A()}/schedules/${entry.destination.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('in_use');
    expect(res.body.message).toBe(
      `Number ${entry.number} (first destination) sends calls here; change it first.`,
    );
    expect((await admin.get(`${A()}/schedules/${entry.destination.id}`)).status).toBe(200);
  });
});

describe('call flow entries', () => {
  it('CALL-03 sends a number of the account to a destination, and refuses a number that is not the account’s', async () => {
    const [free] = await db()
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.accountId, acme), ne(phoneNumbers.phoneNumber, (await mainEntry()).number)))
      .limit(1);
    const [foreignNumber] = await db()
      .select()
      .from(phoneNumbers)
      .where(ne(phoneNumbers.accountId, acme))
      .limit(1);
    const theirs = await admin.post(`${A()}/callFlows/entries`, {
      number: foreignNumber.phoneNumber,
      destination: HANG_UP,
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors).toEqual([
      { field: 'number', message: `${foreignNumber.phoneNumber} is not one of the account’s numbers.` },
    ]);
    const [foreignQueue] = await db()
      .select()
      .from(callQueues)
      .where(ne(callQueues.accountId, acme))
      .limit(1);
    const far = await admin.post(`${A()}/callFlows/entries`, {
      number: free.phoneNumber,
      destination: { kind: 'queue', id: foreignQueue.extensionId },
    });
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual([
      {
        field: 'destination',
        message: expect.stringContaining(`there is no call queue ${foreignQueue.extensionId}`),
      },
    ]);
    const made = await admin.post(`${A()}/callFlows/entries`, {
      name: 'Fax line',
      number: free.phoneNumber,
      destination: HANG_UP,
    });
    expect(made.status).toBe(201);
    const twice = await admin.post(`${A()}/callFlows/entries`, {
      number: free.phoneNumber,
      destination: HANG_UP,
    });
    expect(twice.body.errors).toEqual([{ field: 'number', message: 'This number already has a call flow.' }]);
    const moved = await admin.put(`${A()}/callFlows/entries/${made.body.id}`, {
      number: free.phoneNumber,
      destination: { kind: 'outside', number: '+14155550199' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.destination).toEqual({ kind: 'outside', number: '+14155550199' });
    const routes = await admin.get(`${A()}/serviceRoutes`);
    expect(routes.body.serviceRoutes.find((r: Json) => r.number === free.phoneNumber)).toMatchObject({
      service: 'callFlow',
      callFlowId: made.body.id,
    });
    expect((await admin.delete(`${A()}/callFlows/entries/${made.body.id}`)).status).toBe(204);
    const after = await admin.get(`${A()}/callFlows/entries`);
    expect(after.body.entries.map((e: Json) => e.id)).not.toContain(made.body.id);
  });
});

describe('the route tester on the seeded main number (Acme: America/Los_Angeles, weekdays 09:00–17:00)', () => {
  it('CALL-03 sends a Monday 10:00 call to the menu and a Sunday call to voicemail', async () => {
    const { number } = await mainEntry();
    const monday = await route({ number, date: '2026-11-23', time: '10:00', keys: ['1'] });
    expect(monday.status).toBe(200);
    expect(monday.body.resolved).toMatchObject({
      kind: 'exact',
      timeZone: 'America/Los_Angeles',
      instant: '2026-11-23T18:00:00.000Z',
    });
    expect(branches(monday.body.steps)).toEqual([
      'number:',
      'schedule:open',
      'attendant:key 1',
      'queue:answered',
    ]);
    expect(monday.body.end.kind).toBe('answered');
    expect(monday.body.steps[1].localTime).toBe('Mon 2026-11-23 10:00 America/Los_Angeles');

    const sunday = await route({ number, date: '2026-11-22', time: '10:00' });
    expect(branches(sunday.body.steps)).toEqual(['number:', 'schedule:closed', 'voicemail:']);
    expect(sunday.body.end.kind).toBe('voicemail');
    // 17:00 is closed: the hours end there.
    expect(branches((await route({ number, date: '2026-11-23', time: '17:00' })).body.steps)[1]).toBe(
      'schedule:closed',
    );
  });

  it('CALL-03 takes the holiday branch on a seeded holiday, on the local date', async () => {
    const { number } = await mainEntry();
    const schedules = await admin.get(`${A()}/schedules`);
    const christmas = schedules.body.schedules
      .find((s: Json) => s.name === 'Business hours')
      .holidays.find((h: Json) => h.name === 'Christmas Day');
    const res = await route({ number, date: christmas.date, time: '10:00' });
    expect(res.body.steps[1].branch).toBe('holiday: Christmas Day');
    expect(res.body.end.kind).toBe('voicemail');
  });

  it('CALL-03 explains a local time the clocks skip or repeat, and tests the second of a repeated one when asked', async () => {
    const { number } = await mainEntry();
    const skipped = await route({ number, date: '2026-03-08', time: '02:30' });
    expect(skipped.body.resolved).toMatchObject({ kind: 'skipped', instant: '2026-03-08T10:30:00.000Z' });
    expect(skipped.body.resolved.note).toBe(
      '02:30 does not happen on 2026-03-08 in America/Los_Angeles: the clocks go forward past it, so the call is tested at 03:30.',
    );
    const first = await route({ number, date: '2026-11-01', time: '01:30' });
    expect(first.body.resolved).toMatchObject({
      kind: 'repeated',
      instant: '2026-11-01T08:30:00.000Z',
      instants: ['2026-11-01T08:30:00.000Z', '2026-11-01T09:30:00.000Z'],
    });
    expect(first.body.resolved.note).toContain('happens twice');
    const second = await route({ number, date: '2026-11-01', time: '01:30', second: true });
    expect(second.body.resolved.instant).toBe('2026-11-01T09:30:00.000Z');
    // The DST Monday after the clocks went forward is read on the new offset: 09:00 PDT is open.
    const monday = await route({ number, date: '2026-03-09', time: '09:00' });
    expect(monday.body.resolved.instant).toBe('2026-03-09T16:00:00.000Z');
    expect(monday.body.steps[1].branch).toBe('open');
  });

  it('CALL-03 answers an unknown number with its end, and refuses a bad date or key with field errors', async () => {
    const unknown = await route({ number: '+15555550000', date: '2026-11-23', time: '10:00' });
    expect(unknown.body.end.kind).toBe('unknownNumber');
    const bad = await route({ number: '+15555550000', date: '2026-02-30', time: '25:00', keys: ['A'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Json) => e.field).sort()).toEqual(['date', 'keys[0]', 'time']);
  });
});

describe('receptionist consoles and service routes', () => {
  it('C-401 C-402 C-403 C-404 C-511 reads and changes the seeded front desk, refusing another account’s extension', async () => {
    const list = await admin.get(`${A()}/receptionistConsoles`);
    expect(list.status).toBe(200);
    const desk = list.body.receptionistConsoles[0];
    expect(desk).toMatchObject({ name: 'Front desk', accountId: acme });
    expect(desk.monitored.length).toBeGreaterThan(1);
    const names = await admin.get(`${A()}/receptionistConsoleList`);
    expect(names.body.receptionistConsoles).toEqual([{ id: desk.id, name: 'Front desk' }]);
    const one = await admin.get(`${A()}/receptionistConsoles/${desk.id}`);
    expect(one.body).toEqual(desk);
    const [foreign] = await db().select().from(extensions).where(ne(extensions.accountId, acme)).limit(1);
    const refused = await admin.put(`${A()}/receptionistConsoles/${desk.id}`, {
      name: 'Front desk',
      extensionId: desk.extensionId,
      monitored: [desk.monitored[0], foreign.id],
      noAnswer: null,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'monitored.1', message: `There is no extension ${foreign.id} in this account.` },
    ]);
    const changed = await admin.put(`${A()}/receptionistConsoles/${desk.id}`, {
      name: 'Reception',
      extensionId: desk.extensionId,
      monitored: desk.monitored.slice(0, 2),
      noAnswer: HANG_UP,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Reception',
      monitored: desk.monitored.slice(0, 2),
      noAnswer: HANG_UP,
    });
    const greetings = await admin.get(`${A()}/receptionistConsoles/${desk.id}/greetings`);
    expect(greetings.status).toBe(200);
    expect(greetings.body).toMatchObject({ receptionistId: desk.id, greetings: expect.any(Array) });
  });

  it('C-425 names the service that answers each number and the call-queue host', async () => {
    const entry = await mainEntry();
    const res = await admin.get(`${A()}/serviceRoutes`);
    expect(res.status).toBe(200);
    expect(res.body.callQueueHost).toBe('appserver');
    expect(res.body.serviceRoutes.find((r: Json) => r.number === entry.number)).toMatchObject({
      service: 'callFlow',
      name: 'Main number',
      destination: entry.destination,
    });
  });
});
