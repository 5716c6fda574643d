// The bulk move of service location (C-400, decision 0122): the chosen services, or every active
// service at one location, moved to another location of the account as a job polled by task id,
// each service by the single move's rule (BILL-05): a cancelled one is refused, another account's
// is refused, the locations must be the account's own; only holders of update:billing start it.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_TEXTS } from '../../server/areas/provisioning/serviceLocationJobs';
import { accountProvisions, emergencyLocations } from '../../server/db/schema';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let billing: Caller;
let endUser: Caller;
let gbAdmin: Caller;
const db = () => p.database.db;
const path = (a: number) => `/svc/ucaas/provisioning/v1/accounts/${a}/serviceLocation/bulkMove`;
const task = (c: Caller, id: number) => c.get(`/svc/appserver/rest/account/${c.accountId}/bulkTask/${id}`);

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  billing = await who.as('billing admin');
  endUser = await who.as('end user');
  gbAdmin = await who.as('account administrator (international, GB)');
});
afterAll(() => p.close());

const locationsOf = (accountId: number) =>
  db()
    .select({ id: emergencyLocations.id })
    .from(emergencyLocations)
    .where(eq(emergencyLocations.accountId, accountId))
    .orderBy(asc(emergencyLocations.id));
const provisionsOf = (accountId: number) =>
  db()
    .select()
    .from(accountProvisions)
    .where(eq(accountProvisions.accountId, accountId))
    .orderBy(asc(accountProvisions.id));

describe('the bulk move of service location', () => {
  it('BILL-05 moves chosen services to another location as a task: a cancelled one and another account’s are refused', async () => {
    const acme = billing.accountId;
    const [, to] = await locationsOf(acme);
    expect(to, 'Acme has two locations').toBeTruthy();
    const all = await provisionsOf(acme);
    const active = all.filter((x) => x.status === 'Active' && x.locationId !== to.id).slice(0, 3);
    expect(active.length).toBe(3);
    const cancelled = active[2];
    await db()
      .update(accountProvisions)
      .set({ status: 'Cancelled' })
      .where(eq(accountProvisions.id, cancelled.id));
    const [foreign] = await provisionsOf(gbAdmin.accountId);
    const start = await billing.post(path(acme), {
      locationId: to.id,
      provisionIds: [...active.map((x) => x.id), foreign.id],
    });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    expect(start.body.total).toBe(4);
    await p.jobs.idle();
    const done = await task(billing, start.body.taskId);
    expect(done.body).toMatchObject({
      kind: 'serviceLocationMove',
      status: 'partial',
      total: 4,
      succeeded: 2,
      refused: 2,
    });
    const after = new Map((await provisionsOf(acme)).map((x) => [x.id, x]));
    expect(after.get(active[0].id)?.locationId).toBe(to.id);
    expect(after.get(active[1].id)?.locationId).toBe(to.id);
    expect(after.get(cancelled.id)?.locationId).toBe(cancelled.locationId);
    const [theirs] = await db().select().from(accountProvisions).where(eq(accountProvisions.id, foreign.id));
    expect(theirs.locationId).toBe(foreign.locationId);
    const rows = await billing.get(`/svc/appserver/rest/account/${acme}/bulkTask/${start.body.taskId}/rows`);
    expect(rows.status).toBe(200);
    const messages = JSON.stringify(rows.body);
    expect(messages).toContain(MOVE_TEXTS.cancelled);
    expect(messages).toContain(MOVE_TEXTS.notFound);
  });

  it('BILL-05 moves every active service at one location to another (an office move)', async () => {
    const acme = billing.accountId;
    const [from, to] = await locationsOf(acme);
    const at = (await provisionsOf(acme)).filter((x) => x.status === 'Active' && x.locationId === from.id);
    expect(at.length).toBeGreaterThan(0);
    const start = await billing.post(path(acme), { locationId: to.id, fromLocationId: from.id });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    expect(start.body.total).toBe(at.length);
    await p.jobs.idle();
    expect((await task(billing, start.body.taskId)).body).toMatchObject({
      status: 'done',
      succeeded: at.length,
    });
    const left = await db()
      .select({ id: accountProvisions.id })
      .from(accountProvisions)
      .where(
        and(
          eq(accountProvisions.accountId, acme),
          eq(accountProvisions.locationId, from.id),
          eq(accountProvisions.status, 'Active'),
        ),
      );
    expect(left).toEqual([]);
    // Nothing is left there now: a second move says so, and starts nothing.
    const again = await billing.post(path(acme), { locationId: to.id, fromLocationId: from.id });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('fromLocationId');
  });

  it('BILL-05 refuses another account’s location, both or neither of the choices, and callers without update:billing', async () => {
    const acme = billing.accountId;
    const [gbLocation] = await locationsOf(gbAdmin.accountId);
    const [mine] = await provisionsOf(acme);
    const before = await provisionsOf(acme);
    const foreign = await billing.post(path(acme), { locationId: gbLocation.id, provisionIds: [mine.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ field: 'locationId' });
    const [from, to] = await locationsOf(acme);
    const both = await billing.post(path(acme), {
      locationId: to.id,
      provisionIds: [mine.id],
      fromLocationId: from.id,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].field).toBe('provisionIds');
    const neither = await billing.post(path(acme), { locationId: to.id });
    expect(neither.status).toBe(400);
    const same = await billing.post(path(acme), { locationId: from.id, fromLocationId: from.id });
    expect(same.body.errors.map((e: { field: string }) => e.field)).toContain('locationId');
    expect((await endUser.post(path(acme), { locationId: to.id, provisionIds: [mine.id] })).status).toBe(403);
    // Another tenant's account is not reached.
    const theirs = await billing.post(path(gbAdmin.accountId), {
      locationId: gbLocation.id,
      provisionIds: [mine.id],
    });
    expect(theirs.status).toBe(404);
    expect(await provisionsOf(acme)).toEqual(before);
  });
});
