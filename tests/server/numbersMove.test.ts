// Moving numbers to another account (decision 0090): a task of batches (50 by default, or the
// batch size asked), started only by a caller whose own account is above both accounts, each
// number in exactly one account whatever happens, and a move cut by a server stop finished by the
// next server on the same database.
import { and, count, eq, inArray, like, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, bulkTasks, extensions, phoneNumbers } from '../../server/db/schema';
import { LEASE_SECONDS } from '../../server/jobs/lease';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let partner: Caller;
let acme: number;
/** Dormant Dynamics: Acme's sibling under the same reseller, below the partner's account. */
let dormant: number;

const db = () => p.database.db;
const moveTo = (from: number) => `/svc/appserver/rest/account/${from}/phoneNumbers/bulk/move`;
const taskPath = (accountId: number, taskId: number) =>
  `/svc/appserver/rest/account/${accountId}/bulkTask/${taskId}`;

/** Inserts `n` numbers 1999<series><nnnnn> into Acme; answers their digits. */
async function numbers(series: string, n: number, extra: Partial<typeof phoneNumbers.$inferInsert> = {}) {
  const rows = Array.from({ length: n }, (_, i) => ({
    accountId: acme,
    phoneNumber: `1999${series}${String(i).padStart(5, '0')}`,
    country: 'US',
    productNumber: 'DID-LOCAL',
    status: 'Available',
    ...extra,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(phoneNumbers)
      .values(rows.slice(i, i + 500));
  return rows.map((r) => r.phoneNumber);
}

/** How many of the numbers are in each account, and how many anywhere else. */
async function whereAre(digits: string[]) {
  const inAccount = async (id: number) =>
    (
      await db()
        .select({ n: count() })
        .from(phoneNumbers)
        .where(and(inArray(phoneNumbers.phoneNumber, digits), eq(phoneNumbers.accountId, id)))
    )[0].n;
  const [elsewhere] = await db()
    .select({ n: count() })
    .from(phoneNumbers)
    .where(
      and(inArray(phoneNumbers.phoneNumber, digits), notInArray(phoneNumbers.accountId, [acme, dormant])),
    );
  return { acme: await inAccount(acme), dormant: await inAccount(dormant), elsewhere: elsewhere.n };
}

beforeAll(async () => {
  p = await startPlatform({ bulkStartRateLimit: 1000 });
  const as = callers(p);
  admin = await as.as('account administrator');
  partner = await as.as('partner super user');
  acme = admin.accountId;
  [{ id: dormant }] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, 'Dormant Dynamics Inc'));
}, 60_000);
afterAll(() => p.close());

describe('moving numbers to another account', () => {
  it('NUM-04 a move runs in batches of 50 by default, the dry run tells the batches, and each number arrives with its audit events', async () => {
    const chosen = await numbers('20', 120);
    const body = { selection: { phoneNumbers: chosen }, accountId: dormant };
    const dry = await partner.post(moveTo(acme), { ...body, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ selected: 120, willChange: 120, refusedCount: 0, batches: 3 });
    const sizes: number[] = [];
    const off = p.jobs.onBatch((b) => {
      sizes.push(b.rows);
    });
    const start = await partner.post(moveTo(acme), body);
    expect(start.status).toBe(202);
    await p.jobs.idle();
    off();
    expect(sizes).toEqual([50, 50, 20]);
    const task = await partner.get(taskPath(acme, start.body.taskId));
    expect(task.body).toMatchObject({
      kind: 'numberMove',
      status: 'done',
      succeeded: 120,
      batchSize: 50,
      batches: 3,
      batchesDone: 3,
    });
    expect(await whereAre(chosen)).toEqual({ acme: 0, dormant: 120, elsewhere: 0 });
    // Told in both accounts' logs, under the number's subject.
    const events = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `number:${chosen[0]}`));
    expect(events.map((e) => e.accountId).sort()).toEqual([acme, dormant].sort());
    expect(events[0]).toMatchObject({ action: 'number.move', detail: { from: String(acme), to: dormant } });
  });

  it('NUM-04 the batch size is the request’s when it names one, through the catalogue’s moveToAccount', async () => {
    const chosen = await numbers('21', 30);
    const sizes: number[] = [];
    const off = p.jobs.onBatch((b) => {
      sizes.push(b.rows);
    });
    const start = await partner.post(
      `/svc/ucaas/api/ucaas/account/${acme}/phonesystem/accountPhoneNumbers/moveToAccount`,
      {
        accountId: dormant,
        phoneNumbers: chosen.map((phoneNumber) => ({ phoneNumber, productNumber: 'DID-LOCAL' })),
        batchSize: 7,
      },
    );
    expect(start.status).toBe(202);
    await p.jobs.idle();
    off();
    expect(sizes).toEqual([7, 7, 7, 7, 2]);
    expect(await whereAre(chosen)).toEqual({ acme: 0, dormant: 30, elsewhere: 0 });
  });

  it('NUM-04 a caller whose account is not above both accounts is refused 403 before any task starts', async () => {
    const chosen = await numbers('22', 5);
    const [{ n: before }] = await db().select({ n: count() }).from(bulkTasks);
    const byAdmin = await admin.post(moveTo(acme), {
      selection: { phoneNumbers: chosen },
      accountId: dormant,
    });
    expect(byAdmin.status).toBe(403);
    // An account outside the partner's tree (the other partner's customer) is refused the same.
    const [outside] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.parentId, 3));
    const elsewhere = await partner.post(moveTo(acme), {
      selection: { phoneNumbers: chosen },
      accountId: outside.id,
    });
    expect(elsewhere.status).toBe(403);
    const missing = await partner.post(moveTo(acme), {
      selection: { phoneNumbers: chosen },
      accountId: 999999,
    });
    expect(missing).toMatchObject({ status: 403, body: { message: elsewhere.body.message } });
    expect((await db().select({ n: count() }).from(bulkTasks))[0].n).toBe(before);
    expect(await whereAre(chosen)).toEqual({ acme: 5, dormant: 0, elsewhere: 0 });
  });

  it('NUM-04 a number on an extension or held by a service stays, the others of its batch move', async () => {
    const [ext] = await db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(eq(extensions.accountId, acme))
      .limit(1);
    const free = await numbers('23', 4);
    const [assigned] = await numbers('24', 1, { status: 'Assigned', extensionId: ext.id });
    const [queue] = await numbers('25', 1, { status: 'Call Queue' });
    const start = await partner.post(moveTo(acme), {
      selection: { phoneNumbers: [...free, assigned, queue] },
      accountId: dormant,
    });
    await p.jobs.idle();
    const rows = await partner.get(`${taskPath(acme, start.body.taskId)}/rows?status=refused`);
    expect(rows.body.rows.map((r: { message: string }) => r.message)).toEqual([
      'The number is assigned to an extension: remove it from use first.',
      expect.stringMatching(/^The number is used by a call queue/),
    ]);
    expect(await whereAre(free)).toEqual({ acme: 0, dormant: 4, elsewhere: 0 });
    expect(await whereAre([assigned, queue])).toEqual({ acme: 2, dormant: 0, elsewhere: 0 });
  });

  it('NUM-04 a move cut by a server stop resumes on the next server: each number in one account throughout, all moved at the end', async () => {
    const chosen = await numbers('26', 400);
    const doomed = await p.replica();
    try {
      let stopped: Promise<void> | undefined;
      let batches = 0;
      doomed.jobs.onBatch(async () => {
        batches += 1;
        // Mid-move, the invariant holds at every committed batch.
        const now = await whereAre(chosen);
        expect(now.acme + now.dormant).toBe(400);
        expect(now.elsewhere).toBe(0);
        // A crash after three batches: no release, its lease runs out.
        if (batches === 3) stopped ??= doomed.jobs.stop({ release: false });
      });
      const start = await doomed.call('POST', moveTo(acme), {
        token: partner.token,
        json: { selection: { phoneNumbers: chosen }, accountId: dormant },
      });
      expect(start.status).toBe(202);
      const { taskId } = (await start.json()) as { taskId: number };
      await doomed.jobs.idle();
      await stopped;
      expect(batches).toBe(3);
      expect(await whereAre(chosen)).toEqual({ acme: 250, dormant: 150, elsewhere: 0 });
      const cut = await partner.get(taskPath(acme, taskId));
      expect(cut.body).toMatchObject({ status: 'running', processed: 150, batchesDone: 3, batches: 8 });

      // The next server, once the stopped one's lease ran out, claims the task at its start.
      p.clock.advance(LEASE_SECONDS + 1);
      const next = await p.replica();
      await next.jobs.idle();
      await next.close();
      expect(await whereAre(chosen)).toEqual({ acme: 0, dormant: 400, elsewhere: 0 });
      const done = await partner.get(taskPath(acme, taskId));
      expect(done.body).toMatchObject({ status: 'done', processed: 400, succeeded: 400, batchesDone: 8 });
      // Each number moved once: one event in each account, not two.
      const [{ n }] = await db()
        .select({ n: count() })
        .from(auditEvents)
        .where(and(like(auditEvents.subject, 'number:199926%'), eq(auditEvents.action, 'number.move')));
      expect(n).toBe(800);
    } finally {
      await doomed.close();
    }
  });
});
