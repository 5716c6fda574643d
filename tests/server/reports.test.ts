// Reports, exports and the audit log (issue 21; decision 0106): figures counted by the database
// equal those counted by hand on a fresh account's few calls, periods are the account's own days,
// another tenant's reports are out of reach, exports run as tasks to a file, saved reports keep
// filters under a name, and the audit log shows who acted for whom.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, callRecords, extensions, users } from '../../server/db/schema';
import { changesOf } from '../../server/http/auditChanges';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let provider: Caller;
let reports: Caller;
let endUser: Caller;
let fresh: number;
let alice: number;
let bob: number;
const U = '/svc/ucaas/api/ucaas/account';

/** An instant of New York's winter (UTC-5) as an ISO string, e.g. ny('2026-02-10T23:30'). */
const ny = (local: string) => new Date(`${local}:00-05:00`);

/** A fresh account under the platform's own, in New York, with two users and known calls. */
async function freshAccount() {
  const db = p.database.db;
  const [account] = await db
    .insert(accounts)
    .values({ parentId: 1, name: 'Reports Probe Co', kind: 'customer', timeZone: 'America/New_York' })
    .returning({ id: accounts.id });
  const person = async (first: string, n: number) => {
    const [u] = await db
      .insert(users)
      .values({
        accountId: account.id,
        loginName: `${first.toLowerCase()}@probe.example`,
        email: `${first.toLowerCase()}@probe.example`,
        firstName: first,
        lastName: 'Probe',
        roleId: 1,
      })
      .returning({ id: users.id });
    const [e] = await db
      .insert(extensions)
      .values({
        accountId: account.id,
        userId: u.id,
        extensionNumber: String(200 + n),
        extensionType: 'Extension',
        servicePlan: 'Extension - Unlimited',
        isDefault: true,
        userName: `${first} Probe`,
      })
      .returning({ id: extensions.id });
    return { userId: u.id, extensionId: e.id };
  };
  const a = await person('Alice', 1);
  const b = await person('Bob', 2);
  const call = (
    who: typeof a,
    at: string,
    direction: string,
    result: string,
    durationSeconds: number,
    other = '+12025550100',
  ) => ({
    accountId: account.id,
    userId: who.userId,
    extensionId: who.extensionId,
    direction,
    fromNumber: direction === 'inbound' ? other : '+12015550001',
    toNumber: direction === 'inbound' ? '+12015550001' : other,
    startedAt: ny(at),
    durationSeconds,
    result,
  });
  await db.insert(callRecords).values([
    // Before the period (the 9th, 23:59 local) and just after it (the 12th, 00:00 local).
    call(a, '2026-02-09T23:59', 'inbound', 'answered', 100),
    call(a, '2026-02-12T00:00', 'inbound', 'answered', 100),
    // In the period (the 10th and the 11th, local): the last one is 04:30 UTC on the 12th.
    call(a, '2026-02-10T09:00', 'inbound', 'answered', 60),
    call(a, '2026-02-10T10:00', 'outbound', 'answered', 120),
    call(a, '2026-02-10T11:00', 'inbound', 'missed', 0),
    call(b, '2026-02-11T08:00', 'internal', 'answered', 30),
    call(b, '2026-02-11T23:30', 'inbound', 'voicemail', 20, '+12025550199'),
  ]);
  return { accountId: account.id, alice: a.userId, bob: b.userId };
}

beforeAll(async () => {
  p = await startPlatform();
  const c = callers(p);
  provider = await c.as('provider super user');
  reports = await c.as('reports admin');
  endUser = await c.as('end user');
  ({ accountId: fresh, alice, bob } = await freshAccount());
});
afterAll(() => p.close());

const PERIOD = 'from=2026-02-10&to=2026-02-11';

describe('summaries', () => {
  it('RPT-01 REQ-07 the company summary equals the figures counted by hand, per day of the account’s zone, never stored', async () => {
    const res = await provider.get(`${U}/${fresh}/companySummaryMetrics?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.period).toEqual({ from: '2026-02-10', to: '2026-02-11', timeZone: 'America/New_York' });
    expect(res.body.totals).toEqual({
      calls: 5,
      inbound: 3,
      outbound: 1,
      internal: 1,
      answered: 3,
      missed: 1,
      voicemail: 1,
      busy: 0,
      talkSeconds: 230,
      averageSeconds: 70,
    });
    expect(res.body.perDay).toEqual([
      { day: '2026-02-10', inbound: 2, outbound: 1, internal: 0, answered: 2, missed: 1 },
      { day: '2026-02-11', inbound: 1, outbound: 0, internal: 1, answered: 1, missed: 1 },
    ]);
    expect(res.body.topUsers.map((u: { name: string; calls: number }) => [u.name, u.calls])).toEqual([
      ['Alice Probe', 3],
      ['Bob Probe', 2],
    ]);
  });

  it('RPT-01 a day of the period is the account’s: 23:59 and 00:00 local fall either side of its bounds', async () => {
    const day = async (d: string) =>
      (await provider.get(`${U}/${fresh}/companySummaryMetrics?from=${d}&to=${d}`)).body.totals.calls;
    expect(await day('2026-02-09')).toBe(1);
    expect(await day('2026-02-11')).toBe(2);
    expect(await day('2026-02-12')).toBe(1);
  });

  it('RPT-01 user summary, trends, top values, active extensions and the summaries beside the period before', async () => {
    const perUser = (await provider.get(`${U}/${fresh}/userSummaryMetrics?${PERIOD}`)).body.items;
    expect(
      perUser.map((u: { userId: number; calls: number; talkSeconds: number }) => [
        u.userId,
        u.calls,
        u.talkSeconds,
      ]),
    ).toEqual([
      [alice, 3, 180],
      [bob, 2, 50],
    ]);
    const onlyBob = (await provider.get(`${U}/${fresh}/companySummaryMetrics?${PERIOD}&userId=${bob}`)).body
      .totals;
    expect(onlyBob.calls).toBe(2);
    const trend = (
      await provider.get(`${U}/${fresh}/reports/trends?from=2026-02-09&to=2026-02-12&interval=day`)
    ).body.items;
    expect(trend.map((t: { bucket: string; calls: number }) => [t.bucket, t.calls])).toEqual([
      ['2026-02-09', 1],
      ['2026-02-10', 3],
      ['2026-02-11', 2],
      ['2026-02-12', 1],
    ]);
    const top = (await provider.get(`${U}/${fresh}/reports/topValues?${PERIOD}&by=number&limit=1`)).body
      .items;
    expect(top).toEqual([{ value: '+12025550100', calls: 4, talkSeconds: 210 }]);
    const active = (await provider.get(`${U}/${fresh}/reports/activeExtensions?${PERIOD}`)).body;
    expect([active.total, active.active]).toEqual([2, 2]);
    const summaries = (await provider.get(`${U}/${fresh}/reports/summaries?${PERIOD}`)).body;
    expect(summaries.previousPeriod).toMatchObject({ from: '2026-02-08', to: '2026-02-09' });
    expect([summaries.totals.calls, summaries.previousTotals.calls]).toEqual([5, 1]);
    const messages = await provider.get(`${U}/${fresh}/reports/messages?${PERIOD}`);
    expect(messages.body).toMatchObject({ total: 0, items: [] });
  });

  it('RPT-01 the call log filters by direction, result, user and number, pages on the server, and C-253 answers the same', async () => {
    const log = await provider.get(`${U}/${fresh}/reports/callLogs?${PERIOD}&direction=inbound&limit=2`);
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(3);
    expect(log.body.items.map((i: { startedAt: string }) => i.startedAt)).toEqual([
      ny('2026-02-11T23:30').toISOString(),
      ny('2026-02-10T11:00').toISOString(),
    ]);
    const missed = (await provider.get(`${U}/${fresh}/reports/callLogs?${PERIOD}&result=missed`)).body;
    expect(missed.items.map((i: { userName: string }) => i.userName)).toEqual(['Alice Probe']);
    const byNumber = (await provider.get(`${U}/${fresh}/reports/callLogs?${PERIOD}&number=0199`)).body;
    expect(byNumber.items).toHaveLength(1);
    const sameQuery = (
      await provider.get(`${U}/${fresh}/recording/callLogsReport?${PERIOD}&direction=inbound&limit=2`)
    ).body;
    expect(sameQuery).toEqual(log.body);
    const bad = await provider.get(`${U}/${fresh}/reports/callLogs?from=2026-02-12&to=2026-02-10`);
    expect(bad.status).toBe(400);
  });

  it('RPT-01 another tenant’s reports answer 404; an end user reads no account report', async () => {
    expect((await reports.get(`${U}/${fresh}/companySummaryMetrics?${PERIOD}`)).status).toBe(404);
    expect((await reports.get(`${U}/${reports.accountId}/companySummaryMetrics`)).status).toBe(200);
    const own = await endUser.get(`${U}/${endUser.accountId}/companySummaryMetrics`);
    expect([403, 404]).toContain(own.status);
    expect(own.status).not.toBe(200);
  });
});

/** Polls an export until it is no longer running (the runner works in process). */
async function finished(c: Caller, accountId: number, exportId: string) {
  // Each poll kicks the runner; a few rounds cover a task claimed just after the last idle.
  for (let round = 0; round < 20; round++) {
    await p.jobs.idle();
    const status = (await c.get(`${U}/${accountId}/reports/exports/${exportId}`)).body;
    if (status.state !== 'running') return status;
  }
  throw new Error(`export ${exportId} still running`);
}

async function download(c: Caller, url: string) {
  const res = await p.app.request(url, { headers: { authorization: `Bearer ${c.token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

describe('exports', () => {
  it('RPT-02 a CSV export starts, is polled until ready, and its file holds the calls of the period', async () => {
    const start = await provider.post(`${U}/${fresh}/reports/exports`, {
      report: 'callLogs',
      format: 'csv',
      filters: { from: '2026-02-10', to: '2026-02-11', direction: 'inbound' },
    });
    expect(start.status).toBe(202);
    const status = await finished(provider, fresh, start.body.exportId);
    expect(status).toMatchObject({ state: 'ready', fileName: 'call-logs_2026-02-10_2026-02-11.csv' });
    const file = await download(provider, status.url);
    expect(file.type).toContain('text/csv');
    const lines = new TextDecoder().decode(file.bytes).trim().split('\r\n');
    expect(lines[0]).toBe('Started,Direction,Result,From,To,Duration (s),User,Extension');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(' '))).toEqual([
      'inbound answered',
      'inbound missed',
      'inbound voicemail',
    ]);
  });

  it('RPT-02 a PDF export and html2pdfreport answer a PDF document', async () => {
    const start = await provider.post(`${U}/${fresh}/reports/exports`, {
      report: 'companySummary',
      format: 'pdf',
      filters: { from: '2026-02-10', to: '2026-02-11' },
    });
    const status = await finished(provider, fresh, start.body.exportId);
    const file = await download(provider, status.url);
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
    const once = await p.app.request(`${U}/${fresh}/html2pdfreport`, {
      method: 'POST',
      headers: { authorization: `Bearer ${provider.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        report: 'userSummary',
        format: 'pdf',
        filters: { from: '2026-02-10', to: '2026-02-11' },
      }),
    });
    expect(once.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await once.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('RPT-02 an export of another tenant is out of reach, and a cancelled export says so', async () => {
    const start = await provider.post(`${U}/${fresh}/reports/exports`, {
      report: 'userSummary',
      format: 'csv',
      filters: {},
    });
    expect(
      (await reports.get(`${U}/${reports.accountId}/reports/exports/${start.body.exportId}`)).status,
    ).toBe(404);
    await provider.call('DELETE', `${U}/${fresh}/reports/exports/${start.body.exportId}`);
    expect((await finished(provider, fresh, start.body.exportId)).state).toBe('cancelled');
  });
});

describe('saved reports', () => {
  it('RPT-02 a report is saved under a name, listed, renamed, refused a taken name, and deleted', async () => {
    const base = `${U}/${reports.accountId}/reports/saved`;
    const made = await reports.post(base, {
      name: 'February inbound',
      report: 'callLogs',
      filters: { preset: 'custom', from: '2026-02-01', to: '2026-02-28', direction: 'inbound' },
    });
    expect(made.status).toBe(201);
    const other = await reports.post(base, {
      name: 'Weekly',
      report: 'companySummary',
      filters: { preset: 'last7' },
    });
    expect((await reports.get(base)).body.items.map((r: { name: string }) => r.name)).toEqual([
      'February inbound',
      'Last 7 days',
      'Missed inbound calls',
      'Weekly',
    ]);
    const renamed = await reports.put(`${base}/${made.body.id}`, { ...made.body, name: 'Feb inbound' });
    expect(renamed.body).toMatchObject({ name: 'Feb inbound', filters: { direction: 'inbound' } });
    const taken = await reports.put(`${base}/${made.body.id}`, { ...made.body, name: 'Weekly' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([
      { field: 'name', message: 'A saved report of this account has this name.' },
    ]);
    expect((await reports.delete(`${base}/${other.body.id}`)).status).toBe(200);
    expect((await reports.get(base)).body.items.map((r: { name: string }) => r.name)).toEqual([
      'Feb inbound',
      'Last 7 days',
      'Missed inbound calls',
    ]);
    // Out of reach from another account.
    expect((await provider.delete(`${U}/${fresh}/reports/saved/${made.body.id}`)).status).toBe(404);
  });
});

describe('audit log', () => {
  it('RPT-03 events filter by kind and user, and a parent’s person acting after a swap shows with their own account', async () => {
    const acme = reports.accountId;
    const admin = await callers(p).as('account administrator');
    expect(admin.accountId).toBe(acme);
    const swapped = await provider.post(`/svc/permissions/v1/accounts/${acme}/swap`);
    expect(swapped.status).toBe(200);
    const saved = await provider.post(`${U}/${acme}/reports/saved`, {
      name: 'Made by the provider',
      report: 'userSummary',
      filters: {},
    });
    expect(saved.status).toBe(201);
    await provider.post('/svc/permissions/v1/accounts/1/swap');

    const events = await admin.get(`${U}/${acme}/auditLog/events?kind=4&userId=${provider.userId}`);
    expect(events.status).toBe(200);
    expect(events.body.items.length).toBeGreaterThan(0);
    expect(
      events.body.items.every(
        (e: { kind: number; actorUserId: number }) => e.kind === 4 && e.actorUserId === provider.userId,
      ),
    ).toBe(true);
    const event = events.body.items.find((e: { action: string }) => e.action.includes('/reports/saved'));
    expect(event).toMatchObject({ actorAccountId: 1, actingForAccountId: acme, kindName: 'admin' });
    const refusals = await admin.get(`${U}/${acme}/auditLog/events?kind=7`);
    expect(refusals.body.items.every((e: { kind: number }) => e.kind === 7)).toBe(true);
    const people = (await admin.get(`${U}/${acme}/getEventUsers`)).body.items;
    expect(people.map((u: { userId: number }) => u.userId)).toContain(provider.userId);
    // The reports admin reads the audit log; an end user does not.
    expect((await reports.get(`${U}/${acme}/auditLog/events`)).status).toBe(200);
    expect((await endUser.get(`${U}/${acme}/auditLog/events`)).status).not.toBe(200);
  });

  it('RPT-03 a change to a user made by a partner acting inside the account opens with its before and after, secrets hidden', async () => {
    const acme = reports.accountId;
    const admin = await callers(p).as('account administrator');
    const [someone] = await p.database.db
      .select()
      .from(users)
      .where(and(eq(users.accountId, acme), eq(users.roleId, 6)))
      .limit(1);
    await provider.post(`/svc/permissions/v1/accounts/${acme}/swap`);
    const changed = await provider.put(`/svc/ucaas/api/ucaas/v4/user/${someone.id}`, {
      firstName: 'Renamed',
    });
    expect(changed.status).toBe(200);
    await provider.post('/svc/permissions/v1/accounts/1/swap');

    const events = (await admin.get(`${U}/${acme}/auditLog/events?userId=${provider.userId}`)).body.items;
    const event = events.find((e: { action: string }) => e.action === 'PUT /api/ucaas/v4/user/:userId');
    expect(event).toMatchObject({
      actorAccountId: 1,
      actingForAccountId: acme,
      detail: { before: { firstName: someone.firstName }, after: { firstName: 'Renamed' } },
    });
    // Only what changed is kept; a secret is never copied into the log.
    expect(Object.keys(event.detail.before)).toEqual(['firstName']);
    expect(changesOf({ firstName: 'A', passwordHash: 'x1' }, { firstName: 'A', passwordHash: 'x2' })).toEqual(
      { before: { passwordHash: '(hidden)' }, after: { passwordHash: '(hidden), changed' } },
    );
    expect(changesOf({ id: 3, pin: '1234' }, undefined)).toEqual({
      before: { id: 3, pin: '(hidden)' },
      after: null,
    });
  });
});
