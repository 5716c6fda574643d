// Bulk work that cannot be abused (issue 10 findings 8-9): duplicate ids, the size of a bulk
// request, e-mails per recipient, and a bulk import stopped between saving a row's users and
// saving its result.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { bulkTasks, outbox, users } from '../../server/db/schema';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let token: string;
let acme: number;
const ADMIN = demo('account administrator');

const call = async (method: string, path: string, json?: unknown) => {
  const res = await p.call(method, path, { token, json });
  return { status: res.status, headers: res.headers, body: await res.json() };
};
const appserver = (rest: string) => `/svc/appserver/rest/account/${acme}${rest}`;
let serial = 0;
/** A fresh end user of Acme with their own e-mail address. */
async function endUser(email = `person.${serial + 1}@acme.example`) {
  serial += 1;
  const [u] = await p.database.db
    .insert(users)
    .values({
      accountId: acme,
      loginName: `bulk.${serial}.${email}`,
      email,
      firstName: 'Pat',
      lastName: 'Lee',
      roleId: 4,
    })
    .returning();
  return u;
}
const mailsTo = async (address: string) =>
  (
    await p.database.db
      .select({ n: count() })
      .from(outbox)
      .where(
        and(eq(outbox.toAddress, address), gt(outbox.createdAt, new Date(p.clock.now.getTime() - 3_600_000))),
      )
  )[0].n;
const rowsOf = async (taskId: number) => {
  await p.jobs.idle();
  return (await call('GET', appserver(`/bulkTask/${taskId}/rows`))).body.rows as {
    status: string;
    message: string;
    subjectId: number | null;
  }[];
};

beforeAll(async () => {
  p = await startPlatform();
  token = (await p.signIn(ADMIN.loginName, ADMIN.password)).access_token;
  acme = (await call('GET', '/svc/users/v3/users/self')).body.account_id;
});
afterAll(() => p.close());

describe('the size of a bulk request and duplicate ids', () => {
  it('the same user id sent many times is one row and one e-mail', async () => {
    const u = await endUser();
    const r = await call('POST', appserver('/users/bulkResendNewUserEmail'), {
      userIds: Array(1000).fill(u.id),
    });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ total: 1, duplicatesIgnored: 999 });
    expect(await rowsOf(r.body.taskId)).toHaveLength(1);
    expect(await mailsTo(u.email)).toBe(1);
  });

  it('7 and "7" are the same user', async () => {
    const u = await endUser();
    const r = await call('POST', appserver('/users/bulkPasswordReset'), { userIds: [u.id, String(u.id)] });
    expect(r.body).toMatchObject({ total: 1, duplicatesIgnored: 1 });
    await rowsOf(r.body.taskId);
    expect(await mailsTo(u.email)).toBe(1);
  });

  it('a bulk request of more than 1,000 users is refused and says the cap; nothing is queued', async () => {
    const u = await endUser();
    const [{ n: before }] = await p.database.db.select({ n: count() }).from(bulkTasks);
    for (const action of ['bulkResendNewUserEmail', 'bulkPasswordReset']) {
      const r = await call('POST', appserver(`/users/${action}`), { userIds: Array(10_000).fill(u.id) });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([
        { field: 'userIds', message: 'A bulk request can hold at most 1,000 users.' },
      ]);
    }
    const [{ n: after }] = await p.database.db.select({ n: count() }).from(bulkTasks);
    expect(after).toBe(before);
    expect(await mailsTo(u.email)).toBe(0);
  });

  it('a bulk import of more than 10,000 rows is refused and says the cap', async () => {
    const row = { firstName: 'A', lastName: 'B', email: 'a@acme.example', loginName: 'a@acme.example' };
    const r = await call('POST', appserver('/users/bulkCreate'), { users: Array(10_001).fill(row) });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { field: 'users', message: 'A bulk import can hold at most 10,000 rows.' },
    ]);
  });
});

describe('e-mails per recipient', () => {
  it('a sixth e-mail to one address within the hour is refused with 429 and Retry-After, then allowed an hour on', async () => {
    const u = await endUser();
    const resend = appserver(`/user/${u.id}/resendNewUserEmail`);
    for (let i = 0; i < 3; i++) expect((await call('POST', resend)).status).toBe(200);
    expect((await call('POST', appserver(`/user/${u.id}/pinResetEmail`))).status).toBe(200);
    p.clock.advance(600);
    expect((await call('GET', `/svc/ucaas/api/ucaas/account/${acme}/email/newUser/${u.id}`)).status).toBe(
      200,
    );
    const sixth = await call('POST', resend);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      `${u.email} has had 5 e-mails from us in the last hour; try again later.`,
    );
    // The first went out 600 s ago: the address may get one again in 3,000 s.
    expect(sixth.headers.get('retry-after')).toBe('3000');
    expect(await mailsTo(u.email)).toBe(5);
    p.clock.advance(3000);
    token = (await p.signIn(ADMIN.loginName, ADMIN.password)).access_token;
    expect((await call('POST', resend)).status).toBe(200);
  });

  it('the limit counts per address, whatever its case, across users; bulk rows say which were not sent', async () => {
    const shared = `shared.${++serial}@acme.example`;
    const people = [];
    for (let i = 0; i < 7; i++) people.push(await endUser(i % 2 ? shared.toUpperCase() : shared));
    const r = await call('POST', appserver('/users/bulkPasswordReset'), { userIds: people.map((u) => u.id) });
    const rows = await rowsOf(r.body.taskId);
    expect(rows.map((x) => x.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'error', 'error']);
    expect(rows[5].message).toMatch(/^Not sent: .* has had 5 e-mails from us in the last hour/);
    // A user whose reset e-mail was held keeps their password.
    const [held] = await p.database.db.select().from(users).where(eq(users.id, people[5].id));
    expect(held.isExpiredPassword).toBe(false);
  });

  it('an import creates every user, and says whose welcome e-mail was held', async () => {
    const shared = `import.${++serial}@acme.example`;
    const rows = Array.from({ length: 6 }, (_, i) => ({
      firstName: 'Room',
      lastName: `Number ${i}`,
      email: shared,
      loginName: `import.room.${serial}.${i}@acme.example`,
    }));
    const r = await call('POST', appserver('/users/bulkCreate'), { users: rows });
    const out = await rowsOf(r.body.taskId);
    expect(out.map((x) => x.status)).toEqual(Array(6).fill('ok'));
    expect(out[5].message).toMatch(/^Created with extension \d+\. The welcome e-mail was not sent: /);
    expect(await mailsTo(shared)).toBe(5);
  });
});

describe('a bulk import stopped between its users and its results', () => {
  it('after a restart the rows are reported as created, once, not as "login name already taken"', async () => {
    const db = p.database.db;
    // The stop, injected between the two writes: saving any row result fails as a killed server would.
    await db.execute(sql`create function stop_here() returns trigger language plpgsql as $$
      begin raise exception 'the server stopped'; end $$`);
    await db.execute(sql`create trigger stop_here before update on bulk_task_rows
      for each row execute function stop_here()`);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logins = ['crash.one@acme.example', 'crash.two@acme.example'];
    const start = await call('POST', appserver('/users/bulkCreate'), {
      users: logins.map((l) => ({ firstName: 'Cai', lastName: 'Stone', email: l, loginName: l })),
    });
    await p.jobs.idle();
    quiet.mockRestore();
    await db.execute(sql`drop trigger stop_here on bulk_task_rows`);
    const restarted = createApp({ db, config: p.config, now: () => p.clock.now });
    await restarted.jobs.idle();
    const rows = await rowsOf(start.body.taskId);
    expect(rows.map((r) => r.status)).toEqual(['ok', 'ok']);
    for (const r of rows) expect(r.message).toMatch(/^Created with extension/);
    const created = await db
      .select()
      .from(users)
      .where(sql`${users.loginName} in ('crash.one@acme.example', 'crash.two@acme.example')`);
    expect(created.map((u) => u.id).sort()).toEqual(rows.map((r) => r.subjectId).sort());
    const [task] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, start.body.taskId));
    expect(task).toMatchObject({ status: 'done', processed: 2, succeeded: 2, failed: 0 });
  });
});
