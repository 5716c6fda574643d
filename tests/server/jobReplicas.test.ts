// Two servers on one database (decision 0079): a task runs on one of them at a time under a
// lease, a server that dies loses its lease and another finishes the task, a server that stops
// gracefully hands its task over at once, and an e-mail queued once is sent once.
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkTaskRows, bulkTasks, outbox, users } from '../../server/db/schema';
import type { Deps, JobBatchDone } from '../../server/http/types';
import { LEASE_SECONDS } from '../../server/jobs/lease';
import { startJob } from '../../server/jobs/runner';
import { dispatchOutbox, queueMail } from '../../server/mail/outbox';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { startSmtpSink } from '../support/smtpSink';

const ROLE = 'account administrator';
let a: TestPlatform;
let b: TestPlatform;
let adminB: Caller;

beforeAll(async () => {
  a = await startPlatform();
  b = await a.replica();
  adminB = await callers(b).as(ROLE);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const importPath = (admin: Caller) => `/svc/appserver/rest/account/${admin.accountId}/users/bulkCreate`;
const newUsers = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    firstName: 'Rep',
    lastName: `Row ${i + 1}`,
    email: `${tag}.${i + 1}@acme.example`,
    loginName: `${tag}.${i + 1}@acme.example`,
  }));

/** Starts an import of `n` new users through the route, on the caller's server. */
async function startImport(admin: Caller, tag: string, n: number): Promise<number> {
  const started = await admin.post(importPath(admin), { users: newUsers(tag, n) });
  expect(started.status).toBe(202);
  return started.body.taskId;
}

/** The batches a server committed, from now on. */
function batchesOf(p: TestPlatform) {
  const seen: JobBatchDone[] = [];
  const off = p.jobs.onBatch((batch) => {
    seen.push(batch);
  });
  const rowsOf = (taskId: number) =>
    seen.filter((x) => x.taskId === taskId).reduce((sum, x) => sum + x.rows, 0);
  return { seen, off, rowsOf };
}

const taskOf = async (taskId: number) =>
  (await a.database.db.select().from(bulkTasks).where(eq(bulkTasks.id, taskId)))[0];

/** Every row processed once: all created, none refused as taken, one user per row, lease given up. */
async function expectEachRowOnce(taskId: number, tag: string, n: number) {
  const db = a.database.db;
  expect(await taskOf(taskId)).toMatchObject({
    status: 'done',
    total: n,
    processed: n,
    succeeded: n,
    failed: 0,
    leaseOwner: null,
    leaseUntil: null,
  });
  const outcomes = await db
    .select({ status: bulkTaskRows.status, n: count() })
    .from(bulkTaskRows)
    .where(eq(bulkTaskRows.taskId, taskId))
    .groupBy(bulkTaskRows.status);
  expect(outcomes).toEqual([{ status: 'ok', n }]);
  const [created] = await db
    .select({ n: count() })
    .from(users)
    .where(like(users.loginName, `${tag}.%`));
  expect(created.n).toBe(n);
}

describe('e-mails with two dispatchers', () => {
  it('messages queued once are sent once while two servers dispatch at the same time', async () => {
    const admin = await callers(a).as(ROLE);
    const sink = await startSmtpSink();
    const depsOf = (p: TestPlatform): Deps => ({
      db: p.database.db,
      config: p.config,
      now: () => p.clock.now,
    });
    const addresses = Array.from({ length: 20 }, (_, i) => `twice.${i}@acme.example`);
    await queueMail(
      depsOf(a),
      addresses.map((to) => ({
        accountId: admin.accountId,
        userId: null,
        kind: 'newUser' as const,
        to,
        subject: 'Once',
        body: 'Sent once.',
      })),
    );
    process.env.SMTP_URL = sink.url;
    try {
      const [byA, byB] = await Promise.all([
        dispatchOutbox(depsOf(a), 'server A'),
        dispatchOutbox(depsOf(b), 'server B'),
      ]);
      const recipients = sink.received.map((m) => /^To: (.*)$/m.exec(m)?.[1]);
      expect(recipients.filter((to) => to?.startsWith('twice.')).sort()).toEqual([...addresses].sort());
      expect(byA + byB).toBe(sink.received.length);
      // Both sent some: they ran side by side, each skipping what the other held.
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      const rows = await a.database.db.select().from(outbox).where(inArray(outbox.toAddress, addresses));
      for (const row of rows)
        expect(row).toMatchObject({ sendError: null, leaseOwner: null, leaseUntil: null });
      expect(rows.every((row) => row.sentAt !== null)).toBe(true);
    } finally {
      delete process.env.SMTP_URL;
      await sink.close();
    }
  });
});

// Thousands of users created: minutes on a busy machine, seconds alone.
describe('bulk tasks with two servers', { timeout: 180_000 }, () => {
  it('a 1,000-row import started on one server is processed once in total while both look for work', async () => {
    const adminA = await callers(a).as(ROLE);
    const onA = batchesOf(a);
    const onB = batchesOf(b);
    // After every batch both servers look for work, as their polls would.
    const pollBoth = () => {
      a.jobs.kick();
      b.jobs.kick();
    };
    const offs = [a.jobs.onBatch(pollBoth), b.jobs.onBatch(pollBoth)];
    try {
      const big = await startImport(adminA, 'replica.big', 1000);
      const alongside = await startImport(adminB, 'replica.alongside', 300);
      await Promise.all([a.jobs.idle(), b.jobs.idle()]);
      pollBoth();
      await Promise.all([a.jobs.idle(), b.jobs.idle()]);

      await expectEachRowOnce(big, 'replica.big', 1000);
      await expectEachRowOnce(alongside, 'replica.alongside', 300);
      // Each task ran on one server only (the lease holder), and both servers worked.
      for (const [taskId, total] of [
        [big, 1000],
        [alongside, 300],
      ]) {
        expect(onA.rowsOf(taskId) + onB.rowsOf(taskId)).toBe(total);
        expect([onA.rowsOf(taskId), onB.rowsOf(taskId)]).toContain(0);
      }
      expect(onA.seen.length).toBeGreaterThan(0);
      expect(onB.seen.length).toBeGreaterThan(0);
    } finally {
      for (const off of [...offs, onA.off, onB.off]) off();
    }
  });

  it('a server that dies mid-task keeps its lease until it runs out; then the other finishes, no row lost or twice', async () => {
    const doomed = await a.replica();
    try {
      const admin = await callers(doomed).as(ROLE);
      let crashed: Promise<void> | undefined;
      doomed.jobs.onBatch(({ processed }) => {
        if (processed >= 300) crashed ??= doomed.jobs.stop({ release: false });
      });
      const onB = batchesOf(b);
      const taskId = await startImport(admin, 'replica.crash', 600);
      await doomed.jobs.idle();
      await crashed;
      const left = await taskOf(taskId);
      expect(left).toMatchObject({ status: 'running', leaseOwner: doomed.jobs.owner });
      expect(left.processed).toBeGreaterThanOrEqual(300);
      expect(left.processed).toBeLessThan(600);

      // Within the lease the other server finds nothing it may take.
      b.jobs.kick();
      await b.jobs.idle();
      expect((await taskOf(taskId)).processed).toBe(left.processed);

      a.clock.advance(LEASE_SECONDS + 1);
      b.jobs.kick();
      await b.jobs.idle();
      await expectEachRowOnce(taskId, 'replica.crash', 600);
      expect(onB.rowsOf(taskId)).toBe(600 - left.processed);
      onB.off();
    } finally {
      await doomed.close();
    }
  });

  it('a server stopped gracefully releases its task, and the other takes it over at once', async () => {
    const leaving = await a.replica();
    try {
      const admin = await callers(leaving).as(ROLE);
      let stopped: Promise<void> | undefined;
      leaving.jobs.onBatch(({ processed }) => {
        if (processed >= 300) stopped ??= leaving.jobs.stop({ release: true });
      });
      const taskId = await startImport(admin, 'replica.graceful', 600);
      await leaving.jobs.idle();
      await stopped;
      const left = await taskOf(taskId);
      expect(left).toMatchObject({ status: 'running', leaseOwner: null, leaseUntil: null });
      expect(left.processed).toBeLessThan(600);

      // No clock advanced: the released task is free now.
      b.jobs.kick();
      await b.jobs.idle();
      await expectEachRowOnce(taskId, 'replica.graceful', 600);
    } finally {
      await leaving.close();
    }
  });

  it('a server stalled past its lease stops at its next batch once the other has taken the task', async () => {
    const stalled = await a.replica();
    try {
      const admin = await callers(stalled).as(ROLE);
      const onStalled = batchesOf(stalled);
      const onB = batchesOf(b);
      let tookOver: () => void = () => {};
      const bWorked = new Promise<void>((resolve) => {
        tookOver = resolve;
      });
      const offB = b.jobs.onBatch(() => tookOver());
      let paused = false;
      stalled.jobs.onBatch(async ({ processed }) => {
        if (paused || processed < 200) return;
        paused = true;
        // Stalled (a long pause) past its lease: the other server claims the task meanwhile.
        a.clock.advance(LEASE_SECONDS + 1);
        b.jobs.kick();
        await bWorked;
      });
      const taskId = await startImport(admin, 'replica.stalled', 600);
      // The stalled server ends only after the other was kicked; then the other finishes.
      await stalled.jobs.idle();
      await b.jobs.idle();
      offB();

      await expectEachRowOnce(taskId, 'replica.stalled', 600);
      expect(onStalled.rowsOf(taskId) + onB.rowsOf(taskId)).toBe(600);
      expect(onB.rowsOf(taskId)).toBeGreaterThan(0);
      // The stalled server committed nothing after the other took over.
      expect(onStalled.rowsOf(taskId)).toBe(onStalled.seen.find((x) => x.processed >= 200)?.processed);
      onStalled.off();
      onB.off();
    } finally {
      await stalled.close();
    }
  });

  it('a server that polls finds a task recorded without a kick to any server', async () => {
    const polling = await a.replica({ jobPollSeconds: 1 });
    try {
      await polling.jobs.idle();
      const admin = await callers(a).as(ROLE);
      // Recorded as another server would, but nobody is told: only the poll can find it.
      const quiet: Deps = { db: a.database.db, config: a.config, now: () => a.clock.now };
      const taskId = await startJob(quiet, {
        accountId: admin.accountId,
        kind: 'userImport',
        createdBy: admin.userId,
        rows: newUsers('replica.polled', 150).map((input, i) => ({ rowNumber: i + 1, input })),
      });
      await expect.poll(async () => (await taskOf(taskId)).status, { timeout: 30_000 }).toBe('done');
      await polling.jobs.idle();
      await expectEachRowOnce(taskId, 'replica.polled', 150);
    } finally {
      await polling.close();
    }
  });
});
