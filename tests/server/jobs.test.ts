// The job engine knows no area (decision 0076): a kind registered here, by the test alone, runs
// through it in batches with its outcomes, its progress, its subject per row, and a batch that
// fails as a whole retried row by row.
import { readdirSync, readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkTaskRows, bulkTasks } from '../../server/db/schema';
import type { Deps } from '../../server/http/types';
import { defineJobKind, jobRegistry } from '../../server/jobs/registry';
import { createJobRunner, JOB_BATCH, retryFailedRows, startJob } from '../../server/jobs/runner';
import { createLogger } from '../../server/log';
import type { JobKind } from '../../src/domain/jobKinds';
import { callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

/** A kind no area has: even numbers succeed with themselves as subject, odd ones fail, 13 throws. */
function echoKind() {
  const seen = { prepared: 0, progressAtBatch: [] as number[], batchSizes: [] as number[] };
  const kind = defineJobKind({
    kind: 'echo' as JobKind,
    readPermission: 'read:users',
    prepare: async () => {
      seen.prepared++;
      return { label: 'echo' };
    },
    runBatch: async (ctx, rows) => {
      const [task] = await ctx.db.select().from(bulkTasks).where(eq(bulkTasks.id, ctx.task.id));
      seen.progressAtBatch.push(task.processed);
      seen.batchSizes.push(rows.length);
      const outcomes = new Map();
      for (const row of rows) {
        const n = (row.input as { n: number }).n;
        if (n === 13) throw new Error('thirteen');
        outcomes.set(
          row.id,
          n % 2 === 0
            ? { status: 'ok', subjectId: n, message: `${ctx.prepared.label} ${n}` }
            : n % 5 === 0
              ? { status: 'refused', message: `${n} ends in 5.` }
              : { status: 'error', message: `${n} is odd.` },
        );
      }
      return outcomes;
    },
    describe: (error) => `Failed: ${(error as Error).message}`,
  });
  return { kind, seen };
}

describe('job engine', () => {
  it('runs a kind registered by a test: outcomes (refused apart from failed), subjects, progress per batch, a bad row alone', async () => {
    const admin = await callers(p).as('account administrator');
    const { kind, seen } = echoKind();
    const deps: Deps = { db: p.database.db, config: p.config, now: () => p.clock.now };
    deps.jobs = createJobRunner(deps, jobRegistry([kind]));
    const total = JOB_BATCH + 50;
    const taskId = await startJob(deps, {
      accountId: admin.accountId,
      kind: 'echo' as JobKind,
      createdBy: admin.userId,
      rows: Array.from({ length: total }, (_, i) => ({ rowNumber: i + 1, input: { n: i + 1 } })),
    });
    await deps.jobs.idle();

    const [task] = await p.database.db.select().from(bulkTasks).where(eq(bulkTasks.id, taskId));
    expect(task).toMatchObject({
      status: 'partial',
      total,
      processed: total,
      succeeded: total / 2,
      refused: total / 10,
      failed: total / 2 - total / 10,
    });
    expect(task.finishedAt).toEqual(p.clock.now);
    expect(seen.prepared).toBe(1);
    // Batch one (rows 1–100) fails on 13 and is retried row by row; batch two runs whole.
    expect(seen.progressAtBatch[0]).toBe(0);
    expect(seen.batchSizes.slice(0, 2)).toEqual([JOB_BATCH, 1]);
    expect(seen.progressAtBatch.at(-1)).toBe(JOB_BATCH);
    expect(seen.batchSizes.at(-1)).toBe(50);

    const rows = await p.database.db
      .select()
      .from(bulkTaskRows)
      .where(eq(bulkTaskRows.taskId, taskId))
      .orderBy(bulkTaskRows.rowNumber);
    expect(rows[1]).toMatchObject({ status: 'ok', subjectId: 2, message: 'echo 2' });
    expect(rows[2]).toMatchObject({ status: 'error', subjectId: null, message: '3 is odd.' });
    expect(rows[12]).toMatchObject({ status: 'error', message: 'Failed: thirteen' });
    expect(rows[14]).toMatchObject({ status: 'refused', message: '15 ends in 5.' });

    // Another try runs the refused and the failed rows again, and the counts follow.
    expect(await retryFailedRows(deps, taskId)).toBe(total / 2);
    await deps.jobs.idle();
    const [again] = await p.database.db.select().from(bulkTasks).where(eq(bulkTasks.id, taskId));
    expect(again).toMatchObject({
      status: 'partial',
      processed: total,
      refused: total / 10,
      failed: total / 2 - total / 10,
    });

    // The task routes read who may read a task from the kinds the app registered (decision
    // 0086): this kind is the test's alone, so nobody reads its task there, as if it did not exist.
    const answer = await admin.get(`/svc/appserver/rest/account/${admin.accountId}/bulkTask/${taskId}/rows`);
    expect(answer).toMatchObject({ status: 404, body: { message: 'Task not found' } });
  });

  it('a task of a kind nobody registered fails its rows with a reason, and the runner goes on', async () => {
    const admin = await callers(p).as('account administrator');
    const deps: Deps = { db: p.database.db, config: p.config, now: () => p.clock.now };
    deps.jobs = createJobRunner(deps, jobRegistry());
    const taskId = await startJob(deps, {
      accountId: admin.accountId,
      kind: 'userImport',
      createdBy: admin.userId,
      rows: [{ rowNumber: 1, input: {} }],
    });
    await deps.jobs.idle();
    const [task] = await p.database.db.select().from(bulkTasks).where(eq(bulkTasks.id, taskId));
    expect(task).toMatchObject({ status: 'failed', failed: 1 });
    const [row] = await p.database.db.select().from(bulkTaskRows).where(eq(bulkTaskRows.taskId, taskId));
    expect(row.message).toBe('This kind of task is not known to this server.');
  });

  it('a task started while the runner fails on another is not lost: it runs before the runner is idle', async () => {
    const admin = await callers(p).as('account administrator');
    let opened!: () => void;
    const gate = new Promise<void>((resolve) => {
      opened = resolve;
    });
    let prepared = 0;
    const kind = defineJobKind({
      kind: 'echo' as JobKind,
      readPermission: 'read:users',
      // The first task's preparation fails once the second has been started: the runner's loop fails.
      prepare: async () => {
        prepared++;
        if (prepared === 1) {
          await gate;
          throw new Error('the database went away for a moment');
        }
        return undefined;
      },
      runBatch: async (_ctx, rows) => new Map(rows.map((row) => [row.id, { status: 'ok' as const }])),
    });
    const deps: Deps = {
      db: p.database.db,
      config: p.config,
      now: () => p.clock.now,
      log: createLogger({ level: 'silent' }),
    };
    deps.jobs = createJobRunner(deps, jobRegistry([kind]));
    const start = () =>
      startJob(deps, {
        accountId: admin.accountId,
        kind: 'echo' as JobKind,
        createdBy: admin.userId,
        rows: [{ rowNumber: 1, input: {} }],
      });
    const first = await start();
    const second = await start();
    opened();
    await deps.jobs.idle();
    const tasks = await p.database.db
      .select()
      .from(bulkTasks)
      .where(inArray(bulkTasks.id, [first, second]));
    expect(tasks.map((t) => t.status)).toEqual(['done', 'done']);
  });

  it('a kind registered twice is refused when the app composes its kinds', () => {
    const { kind } = echoKind();
    expect(() => jobRegistry([kind], [kind])).toThrow(/registered twice/);
  });

  it('the engine imports no area', () => {
    const dir = new URL('../../server/jobs/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).not.toMatch(/from '[^']*areas\//);
    }
  });
});
