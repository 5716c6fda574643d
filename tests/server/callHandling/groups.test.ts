// Call groups, paging groups and call pickup groups (CALL-02, decision 0094): the account's
// groups of every kind, a call group read and changed with its members checked and its routing
// checked against the whole flow, a group created with a free extension number, a paging group's
// pagers, pickup groups, deletes refused while something sends calls to the group, and the
// account's incoming call routing (C-131).
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGroups, extensions, pagingGroups, phoneNumbers, pickupGroups } from '../../../server/db/schema';
import { type Caller, callers, type Json } from '../../support/callers';
import { startPlatform, type TestPlatform } from '../../support/platform';

let p: TestPlatform;
let admin: Caller;
let gbAdmin: Caller;
let acme: number;
const U = '/svc/ucaas/api/ucaas/account';
const A = '/svc/appserver/rest/account';
const db = () => p.database.db;

/** The account's extension of a type and number (the seed's, decision 0092). */
const extensionOf = async (accountId: number, number: string) =>
  (
    await db()
      .select()
      .from(extensions)
      .where(and(eq(extensions.accountId, accountId), eq(extensions.extensionNumber, number)))
  )[0];
/** The account's people's extensions, by number. */
const people = async (accountId: number) =>
  db()
    .select()
    .from(extensions)
    .where(and(eq(extensions.accountId, accountId), eq(extensions.extensionType, 'Extension')))
    .orderBy(extensions.extensionNumber);

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  gbAdmin = await callers(p).as('account administrator (international, GB)');
  acme = admin.accountId;
});
afterAll(() => p.close());

describe('the account’s groups', () => {
  it('CALL-02 C-064 lists call, paging and pickup groups with kind, name, extension number and member count', async () => {
    const r = await admin.get(`${U}/${acme}/groups`);
    expect(r.status).toBe(200);
    const kinds = r.body.items.map((g: Json) => `${g.kind} ${g.name} ${g.extensionNumber} ${g.memberCount}`);
    expect(kinds).toEqual([
      'call Sales Team 300 4',
      'call Support Team 301 4',
      'paging Warehouse Paging 500 5',
      'pickup Front office null 3',
    ]);
    expect(r.body.total).toBe(4);
    expect(r.body.items.every((g: Json) => g.accountId === acme)).toBe(true);
  });

  it('CALL-02 C-354 answers the account’s call groups, each with its members in ring order', async () => {
    const r = await admin.get(`${A}/${acme}/callGroups`);
    expect(r.status).toBe(200);
    expect(r.body.items.map((g: Json) => g.name)).toEqual(['Sales Team', 'Support Team']);
    const first4 = (await people(acme)).slice(0, 4).map((e) => e.extensionNumber);
    expect(r.body.items[0].members.map((m: Json) => m.extensionNumber)).toEqual(first4);
  });
});

describe('a call group', () => {
  it('CALL-02 C-066 reads a call group: strategy, ring time, no-answer destination, members with names and numbers', async () => {
    const sales = await extensionOf(acme, '300');
    const r = await admin.get(`${U}/${acme}/callgroup/${sales.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      kind: 'call',
      id: sales.id,
      name: 'Sales Team',
      extensionNumber: '300',
      strategy: 'ringAll',
      noAnswerSeconds: 25,
      noAnswer: { kind: 'voicemail' },
    });
    const [first] = await people(acme);
    expect(r.body.members[0]).toEqual({
      extensionId: first.id,
      extensionNumber: first.extensionNumber,
      name: first.userName,
    });
  });

  it('CALL-02 C-067 changes a call group: members in the new ring order, strategy, ring time, name', async () => {
    const support = await extensionOf(acme, '301');
    const [a, b, c] = await people(acme);
    const r = await admin.put(`${U}/${acme}/callgroup/${support.id}`, {
      name: 'Support Desk',
      description: 'Rings one by one',
      strategy: 'sequential',
      noAnswerSeconds: 40,
      noAnswer: { kind: 'hangup' },
      members: [c.id, a.id, b.id],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const read = await admin.get(`${U}/${acme}/callgroup/${support.id}`);
    expect(read.body.members.map((m: Json) => m.extensionId)).toEqual([c.id, a.id, b.id]);
    expect(read.body).toMatchObject({
      name: 'Support Desk',
      description: 'Rings one by one',
      strategy: 'sequential',
      noAnswerSeconds: 40,
      noAnswer: { kind: 'hangup' },
    });
    expect((await extensionOf(acme, '301')).userName).toBe('Support Desk');
  });

  it('CALL-02 C-067 refuses a member that is not one of the account’s extensions, naming the member', async () => {
    const support = await extensionOf(acme, '301');
    const [mine] = await people(acme);
    const [theirs] = await people(gbAdmin.accountId);
    const queue = await extensionOf(acme, '400');
    const r = await admin.put(`${U}/${acme}/callgroup/${support.id}`, {
      name: 'Support Desk',
      noAnswer: { kind: 'hangup' },
      members: [mine.id, theirs.id, queue.id],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { field: 'members[1]', message: `Extension ${theirs.id} is not one of this account’s extensions.` },
      {
        field: 'members[2]',
        message: `Extension ${queue.id} is a call-handling extension, not a person’s: it cannot be a member.`,
      },
    ]);
    const twice = await admin.put(`${U}/${acme}/callgroup/${support.id}`, {
      name: 'Support Desk',
      noAnswer: { kind: 'hangup' },
      members: [mine.id, mine.id],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ field: 'members[1]', message: 'This extension is listed twice.' }]);
  });

  it('CALL-02 C-067 refuses a no-answer destination that does not exist or is another account’s, and a loop', async () => {
    const support = await extensionOf(acme, '301');
    const theirs = await extensionOf(gbAdmin.accountId, '300');
    const before = await admin.get(`${U}/${acme}/callgroup/${support.id}`);
    const missing = await admin.put(`${U}/${acme}/callgroup/${support.id}`, {
      name: 'Support Desk',
      noAnswer: { kind: 'group', id: theirs.id },
      members: [],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('noAnswer');
    expect(missing.body.errors[0].message).toContain(`there is no call group ${theirs.id}`);
    // No members and its no answer back to itself: calls go round with no way out.
    const loop = await admin.put(`${U}/${acme}/callgroup/${support.id}`, {
      name: 'Support Desk',
      noAnswer: { kind: 'group', id: support.id },
      members: [],
    });
    expect(loop.status).toBe(400);
    expect(loop.body.errors.map((e: Json) => e.message).join(' ')).toContain('back to itself');
    // Nothing was written by either.
    expect((await admin.get(`${U}/${acme}/callgroup/${support.id}`)).body).toEqual(before.body);
  });

  it('CALL-02 C-066 answers 404 for another account’s call group and for a paging group’s id', async () => {
    const theirs = await extensionOf(gbAdmin.accountId, '300');
    expect((await admin.get(`${U}/${acme}/callgroup/${theirs.id}`)).status).toBe(404);
    const paging = await extensionOf(acme, '500');
    expect((await admin.get(`${U}/${acme}/callgroup/${paging.id}`)).status).toBe(404);
  });
});

describe('creating groups (C-065)', () => {
  it('CALL-02 C-065 creates a call group with the next free extension number, its settings and members', async () => {
    const [a, b] = await people(acme);
    const r = await admin.put(`${U}/${acme}/v1/groups`, {
      kind: 'call',
      name: 'Night Shift',
      strategy: 'sequential',
      noAnswerSeconds: 20,
      noAnswer: { kind: 'voicemail', id: a.id },
      members: [b.id, a.id],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ kind: 'call', name: 'Night Shift', strategy: 'sequential' });
    const made = await extensionOf(acme, r.body.extensionNumber);
    expect(made).toMatchObject({ id: r.body.id, extensionType: 'Call Group', userName: 'Night Shift' });
    const highest = Math.max(
      ...(
        await db()
          .select()
          .from(extensions)
          .where(and(eq(extensions.accountId, acme), ne(extensions.id, made.id)))
      )
        .map((e) => Number(e.extensionNumber))
        .filter(Number.isFinite),
    );
    expect(Number(r.body.extensionNumber)).toBe(Math.max(highest + 1, 1001));
    expect(r.body.members.map((m: Json) => m.extensionId)).toEqual([b.id, a.id]);
    const list = await admin.get(`${U}/${acme}/groups`);
    expect(list.body.items.map((g: Json) => g.name)).toContain('Night Shift');
  });

  it('CALL-02 C-065 changes a group by id, and refuses a taken extension number or a bad destination without leaving an extension', async () => {
    const count = async () =>
      (await db().select().from(extensions).where(eq(extensions.accountId, acme))).length;
    const before = await count();
    const taken = await admin.put(`${U}/${acme}/v1/groups`, {
      kind: 'call',
      name: 'Taken',
      extension: '300',
      noAnswer: { kind: 'hangup' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0].field).toBe('extension');
    const bad = await admin.put(`${U}/${acme}/v1/groups`, {
      kind: 'call',
      name: 'Nowhere',
      noAnswer: { kind: 'queue', id: 999999 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'noAnswer' });
    expect(await count()).toBe(before);
    const sales = await extensionOf(acme, '300');
    const changed = await admin.put(`${U}/${acme}/v1/groups`, {
      kind: 'call',
      id: sales.id,
      name: 'Sales Team',
      noAnswerSeconds: 15,
      noAnswer: { kind: 'hangup' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: sales.id, noAnswerSeconds: 15, members: [] });
    const theirs = await extensionOf(gbAdmin.accountId, '300');
    const foreign = await admin.put(`${U}/${acme}/v1/groups`, {
      kind: 'call',
      id: theirs.id,
      name: 'Mine now',
      noAnswer: { kind: 'hangup' },
    });
    expect(foreign.status).toBe(404);
    expect((await extensionOf(gbAdmin.accountId, '300')).userName).toBe(theirs.userName);
  });

  it('CALL-02 C-065 creates a paging group with a free number, and a pickup group', async () => {
    const [a, b] = await people(acme);
    const paging = await admin.put(`${U}/${acme}/v1/groups`, {
      kind: 'paging',
      name: 'Loading Dock',
      extension: '555',
      members: [
        { extensionId: a.id, canPage: true },
        { extensionId: b.id, canPage: false },
      ],
    });
    expect(paging.status, JSON.stringify(paging.body)).toBe(201);
    expect(paging.body).toMatchObject({ kind: 'paging', extensionNumber: '555', name: 'Loading Dock' });
    expect((await extensionOf(acme, '555')).extensionType).toBe('Page Group');
    const pickup = await admin.put(`${U}/${acme}/v1/groups`, {
      kind: 'pickup',
      name: 'Back office',
      members: [a.id],
    });
    expect(pickup.status).toBe(201);
    expect(pickup.body).toMatchObject({ kind: 'pickup', name: 'Back office' });
    expect(pickup.body.members.map((m: Json) => m.extensionId)).toEqual([a.id]);
  });
});

describe('a paging group', () => {
  it('CALL-02 C-068 reads a paging group’s members and who can page', async () => {
    const paging = await extensionOf(acme, '500');
    const r = await admin.get(`${U}/${acme}/pageGroup/${paging.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ kind: 'paging', name: 'Warehouse Paging', extensionNumber: '500' });
    expect(r.body.members).toHaveLength(5);
    const [first] = await people(acme);
    expect(r.body.members.filter((m: Json) => m.canPage).map((m: Json) => m.extensionId)).toEqual([first.id]);
  });

  it('CALL-02 a paging group’s change needs a member who can page, and members of the account', async () => {
    const paging = await extensionOf(acme, '500');
    const [a, b] = await people(acme);
    const none = await admin.put(`${U}/${acme}/pageGroup/${paging.id}`, {
      name: 'Warehouse Paging',
      members: [{ extensionId: a.id, canPage: false }, { extensionId: b.id }],
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([
      { field: 'members', message: 'At least one member must be able to page.' },
    ]);
    const [theirs] = await people(gbAdmin.accountId);
    const foreign = await admin.put(`${U}/${acme}/pageGroup/${paging.id}`, {
      name: 'Warehouse Paging',
      members: [{ extensionId: theirs.id, canPage: true }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('members[0].extensionId');
    const ok = await admin.put(`${U}/${acme}/pageGroup/${paging.id}`, {
      name: 'Warehouse',
      description: 'Speakers',
      members: [
        { extensionId: a.id, canPage: false },
        { extensionId: b.id, canPage: true },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.members.map((m: Json) => [m.extensionId, m.canPage])).toEqual(
      [
        [a.id, false],
        [b.id, true],
      ].sort((x, y) => {
        const name = (id: unknown) => ok.body.members.find((m: Json) => m.extensionId === id).name;
        return name(x[0]).localeCompare(name(y[0]));
      }),
    );
    expect(ok.body).toMatchObject({ name: 'Warehouse', description: 'Speakers' });
  });
});

describe('pickup groups (C-355)', () => {
  it('CALL-02 C-355 lists, creates, changes and deletes pickup groups; a name is once per account', async () => {
    const list = await admin.get(`${A}/${acme}/callPickupGroups`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((g: Json) => g.name)).toContain('Front office');
    const [a, b] = await people(acme);
    const made = await admin.post(`${A}/${acme}/callPickupGroups`, {
      name: 'Reception',
      members: [a.id, b.id],
    });
    expect(made.status).toBe(201);
    const again = await admin.post(`${A}/${acme}/callPickupGroups`, { name: 'reception', members: [] });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { field: 'name', message: 'The account has a pickup group of this name already.' },
    ]);
    const changed = await admin.put(`${A}/${acme}/callPickupGroups/${made.body.id}`, {
      name: 'Reception desk',
      members: [b.id],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.members.map((m: Json) => m.extensionId)).toEqual([b.id]);
    const [theirs] = await people(gbAdmin.accountId);
    const foreign = await admin.put(`${A}/${acme}/callPickupGroups/${made.body.id}`, {
      name: 'Reception desk',
      members: [theirs.id],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toEqual({
      field: 'members[0]',
      message: `Extension ${theirs.id} is not one of this account’s extensions.`,
    });
    expect((await admin.delete(`${A}/${acme}/callPickupGroups/${made.body.id}`)).status).toBe(204);
    expect(await db().select().from(pickupGroups).where(eq(pickupGroups.id, made.body.id))).toEqual([]);
  });

  it('CALL-02 another account’s pickup group is out of reach', async () => {
    const [theirs] = await db()
      .select()
      .from(pickupGroups)
      .where(eq(pickupGroups.accountId, gbAdmin.accountId));
    expect((await admin.get(`${A}/${acme}/callPickupGroups/${theirs.id}`)).status).toBe(404);
    expect((await admin.delete(`${A}/${acme}/callPickupGroups/${theirs.id}`)).status).toBe(404);
  });
});

describe('deleting groups', () => {
  it('CALL-02 refuses to delete a call group something sends calls to (409 in_use naming it), and deletes one nothing does', async () => {
    const sales = await extensionOf(acme, '300');
    const refused = await admin.delete(`${U}/${acme}/callgroup/${sales.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('in_use');
    expect(refused.body.message).toBe('Attendant Main Menu (key 2) sends calls here; change it first.');
    expect(refused.body.references).toEqual([expect.objectContaining({ kind: 'attendant', where: 'key 2' })]);
    expect(await db().select().from(callGroups).where(eq(callGroups.extensionId, sales.id))).toHaveLength(1);
    const support = await extensionOf(acme, '301');
    expect((await admin.delete(`${U}/${acme}/callgroup/${support.id}`)).status).toBe(204);
    expect(await extensionOf(acme, '301')).toBeUndefined();
    expect(await db().select().from(callGroups).where(eq(callGroups.extensionId, support.id))).toEqual([]);
  });

  it('CALL-02 deletes a paging group with its extension', async () => {
    const dock = await extensionOf(acme, '555');
    expect((await admin.delete(`${U}/${acme}/pageGroup/${dock.id}`)).status).toBe(204);
    expect(await db().select().from(pagingGroups).where(eq(pagingGroups.extensionId, dock.id))).toEqual([]);
    expect(await extensionOf(acme, '555')).toBeUndefined();
  });
});

describe('incoming call routing (C-131)', () => {
  it('C-131 answers each number of the account and what it rings: its call flow, else its extension', async () => {
    const r = await admin.get(`${U}/${acme}/icrextensionassociation`);
    expect(r.status).toBe(200);
    const numbers = await db().select().from(phoneNumbers).where(eq(phoneNumbers.accountId, acme));
    expect(r.body.total).toBe(numbers.length);
    const main = r.body.items.find((i: Json) => i.routing === 'callFlow');
    expect(main).toMatchObject({ destination: { kind: 'schedule' }, rings: 'Schedule Business hours' });
    const queue = await extensionOf(acme, '400');
    const onQueue = numbers.find((n) => n.extensionId === queue.id);
    expect(r.body.items.find((i: Json) => i.phoneNumber === onQueue?.phoneNumber)).toMatchObject({
      routing: 'extension',
      destination: null,
      extension: { id: queue.id, number: '400', type: 'Call Queue' },
      rings: `Call Queue ${queue.userName} (400)`,
    });
    const page = await admin.get(`${U}/${acme}/icrextensionassociation?_pageSize=1&_offset=1`);
    expect(page.body.items).toEqual([r.body.items[1]]);
  });
});
