// Bulk changes of phone numbers as tasks (decision 0090): every call maps to one selection and
// one change, refusals are in words (the dry run and the run say the same), each changed number
// has its audit event, a retried start runs once, and a task's rows page, export and retry.
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { auditEvents, bulkTasks, customTags, extensions, phoneNumbers, users } from '../../server/db/schema';
import { type Caller, callers, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
let extensionId: number;
/** A custom role of Acme that reads and updates numbers but may not remove them. */
let updater: string;

const db = () => p.database.db;
const appserver = (path: string) => `/svc/appserver/rest/account/${acme}/phoneNumbers${path}`;
const ucaas = (path: string) => `/svc/ucaas/api/ucaas/account/${acme}${path}`;
const taskPath = (taskId: number) => `/svc/appserver/rest/account/${acme}/bulkTask/${taskId}`;

/** Inserts numbers 1999<series><nnnnn> into Acme, each with the status (and extension) asked. */
async function numbers(series: string, spec: Partial<typeof phoneNumbers.$inferInsert>[]) {
  const rows = spec.map((s, i) => ({
    accountId: acme,
    phoneNumber: `1999${series}${String(i).padStart(5, '0')}`,
    country: 'US',
    productNumber: 'DID-LOCAL',
    ...s,
  }));
  await db().insert(phoneNumbers).values(rows);
  return rows.map((r) => r.phoneNumber);
}

const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

/** Waits for the runner, then answers the task and all its rows. */
async function finished(taskId: number) {
  await p.jobs.idle();
  const task = await admin.get(taskPath(taskId));
  const rows = await admin.get(`${taskPath(taskId)}/rows`);
  return { task: task.body, rows: rows.body.rows as Json[] };
}

const statusOf = async (digits: string) =>
  (await db().select().from(phoneNumbers).where(eq(phoneNumbers.phoneNumber, digits)))[0];

beforeAll(async () => {
  p = await startPlatform({ bulkStartRateLimit: 1000 });
  const as = callers(p);
  admin = await as.as('account administrator');
  acme = admin.accountId;
  [{ id: extensionId }] = await db()
    .select({ id: extensions.id })
    .from(extensions)
    .where(eq(extensions.accountId, acme))
    .limit(1);
  await db().insert(customTags).values({ accountId: acme, name: 'Sales' });
  const su = await as.as('account super user');
  const role = await su.post(`/svc/permissions/v1/accounts/${acme}/roles`, {
    name: 'Number desk',
    permissions: ['read:phone-numbers', 'update:phone-numbers'],
  });
  expect(role.status).toBe(201);
  await db()
    .insert(users)
    .values({
      accountId: acme,
      loginName: 'numberdesk@acme.example',
      email: 'numberdesk@acme.example',
      firstName: 'Num',
      lastName: 'Desk',
      roleId: role.body.id,
      passwordHash: await hashPassword('Demo-Numbers-2026'),
    });
  updater = (await p.signIn('numberdesk@acme.example', 'Demo-Numbers-2026')).access_token;
}, 60_000);
afterAll(() => p.close());

describe('bulk changes of phone numbers', () => {
  it('NUM-04 a status change: the dry run counts what the task then does, refusals in words, an audit event per changed number', async () => {
    const chosen = await numbers('10', [
      ...times(200, { status: 'Available' }),
      ...times(20, { status: 'Call Queue' }),
      ...times(10, { status: 'Porting In' }),
      ...times(15, { status: 'Assigned', extensionId }),
      ...times(5, { status: 'Reserved' }),
    ]);
    const bulk = {
      selection: { phoneNumbers: [...chosen, '19990000001'] },
      change: { action: 'status', status: 'Reserved' },
    };
    const dry = await admin.post(appserver('/bulk'), { ...bulk, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ selected: 251, willChange: 200, unchanged: 5, refusedCount: 46 });
    expect(dry.body.reasons).toEqual([
      { reason: expect.stringMatching(/^The number is used by a call queue/), count: 20 },
      { reason: 'The number is assigned to an extension: remove it from use first.', count: 15 },
      { reason: expect.stringMatching(/^The number is being ported/), count: 10 },
      { reason: 'The number is not a number of this account.', count: 1 },
    ]);
    expect(dry.body.refused[0]).toEqual({
      phoneNumber: '19990000001',
      reason: 'The number is not a number of this account.',
    });
    // Nothing started, nothing changed.
    expect((await statusOf(chosen[0])).status).toBe('Available');

    const start = await admin.post(appserver('/bulk'), bulk);
    expect(start.status).toBe(202);
    expect(start.body).toMatchObject({ status: 'queued', total: 251 });
    const { task, rows } = await finished(start.body.taskId);
    expect(task).toMatchObject({
      kind: 'numberChange',
      status: 'partial',
      succeeded: 205,
      refused: 46,
      failed: 0,
      batchSize: 500,
      batches: 1,
      batchesDone: 1,
    });
    expect(rows.filter((r) => r.message === 'Changed.')).toHaveLength(200);
    expect(rows.filter((r) => r.message === 'Already so: nothing to change.')).toHaveLength(5);
    const [reserved] = await db()
      .select({ n: count() })
      .from(phoneNumbers)
      .where(and(like(phoneNumbers.phoneNumber, '199910%'), eq(phoneNumbers.status, 'Reserved')));
    expect(reserved.n).toBe(205);
    expect((await statusOf(chosen[200])).status).toBe('Call Queue');
    // The number page's history: one event per changed number, none for the others.
    const events = await db().select().from(auditEvents).where(like(auditEvents.subject, 'number:199910%'));
    expect(events).toHaveLength(200);
    expect(events.find((e) => e.subject === `number:${chosen[0]}`)).toMatchObject({
      eventKind: 4,
      action: 'number.status',
      actorUserId: admin.userId,
      detail: { from: 'Available', to: 'Reserved', taskId: start.body.taskId },
    });
  });

  it('NUM-04 a selection by search acts on every match, not one page, less the numbers unticked', async () => {
    const chosen = await numbers('11', times(120, { status: 'Available' }));
    const selection = { filter: { fieldKeywords: { phoneNumber: '199911' } }, except: chosen.slice(0, 2) };
    const start = await admin.post(appserver('/bulk/callerIdName'), {
      selection,
      callerIdName: 'ACME SALES',
    });
    expect(start.status).toBe(202);
    expect(start.body.total).toBe(118);
    const { task } = await finished(start.body.taskId);
    expect(task).toMatchObject({ status: 'done', succeeded: 118 });
    expect((await statusOf(chosen[0])).callerIdName).toBeNull();
    expect((await statusOf(chosen[2])).callerIdName).toBe('ACME SALES');
  });

  it('NUM-05 a blank backup number is stored as a single space, by the bulk call and by the number page', async () => {
    const chosen = await numbers('12', times(3, { status: 'Available', backupNumber: '15551230000' }));
    const start = await admin.post(ucaas('/phonesystem/accountPhoneNumbers/updateCCS'), {
      phoneNumbers: chosen.slice(0, 2),
      backupNumber: '',
    });
    expect(start.status).toBe(202);
    await finished(start.body.taskId);
    expect((await statusOf(chosen[0])).backupNumber).toBe(' ');
    expect((await statusOf(chosen[1])).backupNumber).toBe(' ');
    const edit = await admin.put(appserver(`/${chosen[2]}`), { backupNumber: '   ' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ phoneNumber: chosen[2], backupNumber: ' ' });
  });

  it('NUM-04 a tag or caller id the account does not have is refused before any task; the provider and tag change', async () => {
    const chosen = await numbers('13', times(4, { status: 'Available' }));
    const tasksBefore = (await db().select({ n: count() }).from(bulkTasks))[0].n;
    const noTag = await admin.put(ucaas('/updateCustomTag'), { phoneNumbers: chosen, customTag: 'Nope' });
    expect(noTag.status).toBe(400);
    expect(noTag.body.errors).toEqual([
      { field: 'customTag', message: 'There is no custom tag Nope in this account.' },
    ]);
    const notOurs = await admin.post(ucaas('/phonesystem/changeCallerIdCd'), {
      phoneNumbers: chosen,
      callerId: '+15550000000',
    });
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.errors[0]).toMatchObject({ field: 'callerId' });
    expect((await db().select({ n: count() }).from(bulkTasks))[0].n).toBe(tasksBefore);

    const tag = await admin.put(ucaas('/updateCustomTag'), { phoneNumbers: chosen, customTag: 'sales' });
    const provider = await admin.post(ucaas('/phonesystem/accountPhoneNumbers/changeProvider'), {
      phoneNumbers: chosen,
      provider: 'Telnyx',
    });
    const code = await admin.post(ucaas('/phonesystem/changeCallerIdCd'), {
      phoneNumbers: chosen.slice(1),
      callerId: chosen[0],
    });
    for (const started of [tag, provider, code]) expect(started.status).toBe(202);
    await p.jobs.idle();
    expect(await statusOf(chosen[1])).toMatchObject({
      customTag: 'Sales',
      providerName: 'Telnyx',
      callerId: chosen[0],
    });
    // The caller ids the account may use are its own numbers.
    const usable = await admin.get(ucaas('/phonesystem/changeCallerIdCd?_pageSize=5'));
    expect(usable.status).toBe(200);
    expect(usable.body.items).toHaveLength(5);
  });

  it('NUM-04 the BYOC delete deletes only bring-your-own-carrier numbers; removals need the delete key', async () => {
    const chosen = await numbers('14', [
      { providerName: 'BYOC' },
      { providerName: 'BYOC' },
      { providerName: 'Bandwidth' },
    ]);
    const forbidden = await p.call('DELETE', appserver(''), {
      token: updater,
      json: { phoneNumbers: chosen },
    });
    expect(forbidden.status).toBe(403);
    const byPortal = await p.call('POST', appserver('/bulk'), {
      token: updater,
      json: { selection: { phoneNumbers: chosen }, change: { action: 'removeFromUse' } },
    });
    expect(byPortal.status).toBe(403);
    const start = await admin.delete(appserver(''), { phoneNumbers: chosen });
    expect(start.status).toBe(202);
    const { rows } = await finished(start.body.taskId);
    expect(rows.map((r) => [r.status, r.message])).toEqual([
      ['ok', 'Changed.'],
      ['ok', 'Changed.'],
      ['refused', 'Only bring-your-own-carrier numbers can be deleted.'],
    ]);
    expect(await statusOf(chosen[0])).toBeUndefined();
    expect(await statusOf(chosen[2])).toBeDefined();
  });

  it('NUM-04 remove from use frees the number; remove from account returns it to the platform inventory; provision makes a reserved number available', async () => {
    const chosen = await numbers('15', [
      { status: 'Assigned', extensionId },
      { status: 'Available' },
      { status: 'Reserved' },
      { status: 'Suspended' },
    ]);
    await admin.post(ucaas('/phonesystem/accountPhoneNumbers/removeFromUse'), { phoneNumbers: [chosen[0]] });
    await admin.post(ucaas('/bulkProvision'), { phoneNumbers: chosen.slice(2) });
    await p.jobs.idle();
    expect(await statusOf(chosen[0])).toMatchObject({ status: 'Available', extensionId: null });
    expect((await statusOf(chosen[2])).status).toBe('Available');
    expect((await statusOf(chosen[3])).status).toBe('Suspended');
    const removed = await admin.post('/svc/ucaas/api/ucaas/account/phoneNumber/remove', {
      phoneNumbers: [chosen[1]],
    });
    expect(removed.status).toBe(202);
    await p.jobs.idle();
    expect(await statusOf(chosen[1])).toMatchObject({ accountId: 1, status: 'Available' });
  });

  it('REQ-08 a retried status start with the same Idempotency-Key answers the same task and changes the numbers once', async () => {
    const chosen = await numbers('16', times(10, { status: 'Available' }));
    const body = { phoneNumbers: chosen, status: 'Aging' };
    const path = ucaas('/phonesystem/accountPhoneNumbers/changeStatus');
    const headers = { 'Idempotency-Key': 'retry-me-1' };
    const [first, again] = await Promise.all([
      admin.call('POST', path, body, headers),
      admin.call('POST', path, body, headers),
    ]);
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body.taskId).toBe(first.body.taskId);
    const later = await admin.call('POST', path, body, headers);
    expect(later.body.taskId).toBe(first.body.taskId);
    await p.jobs.idle();
    const events = await db().select().from(auditEvents).where(like(auditEvents.subject, 'number:199916%'));
    expect(events).toHaveLength(10);
    // Without the key a start is a new task.
    const other = await admin.post(path, body);
    expect(other.body.taskId).not.toBe(first.body.taskId);
  });

  it('NUM-04 a task’s rows page and filter, export as CSV, and its refused rows run again on retry', async () => {
    const chosen = await numbers('17', [
      ...times(8, { status: 'Available' }),
      ...times(4, { status: 'Fax' }),
    ]);
    const start = await admin.post(appserver('/bulk/status'), {
      selection: { phoneNumbers: chosen },
      status: 'Suspended',
    });
    const { task } = await finished(start.body.taskId);
    expect(task).toMatchObject({ status: 'partial', refused: 4, failed: 0 });
    const errors = await admin.get(`${taskPath(task.taskId)}/rows?status=refused,error&_pageSize=3`);
    expect(errors.body).toMatchObject({ total: 4, offset: 0, pageSize: 3 });
    expect(errors.body.rows.map((r: Json) => r.rowNumber)).toEqual([9, 10, 11]);
    const csv = await p.call('GET', `${taskPath(task.taskId)}/rows.csv`, { token: admin.token });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('row,phone number,result,message');
    expect(lines[1]).toBe(`1,${chosen[0]},ok,Changed.`);
    expect(lines[9]).toMatch(new RegExp(`^9,${chosen[8]},refused,"The number is used by a call queue`));
    // The fax service let go of them: the failed rows run again.
    await db()
      .update(phoneNumbers)
      .set({ status: 'Available' })
      .where(like(phoneNumbers.phoneNumber, '199917%'));
    const retry = await admin.post(`${taskPath(task.taskId)}/retry`);
    expect(retry.status).toBe(202);
    expect(retry.body.requeued).toBe(4);
    const again = await finished(task.taskId);
    expect(again.task).toMatchObject({ status: 'done', succeeded: 12, refused: 0, failed: 0, processed: 12 });
    expect((await statusOf(chosen[11])).status).toBe('Suspended');
    const nothing = await admin.post(`${taskPath(task.taskId)}/retry`);
    expect(nothing.status).toBe(400);
  });

  it('NUM-04 the number page changes one number with the bulk rules, field errors naming the field', async () => {
    const [one] = await numbers('18', [{ status: 'Call Group' }]);
    const refused = await admin.put(appserver(`/${one}`), {
      callerIdName: 'FRONT DESK',
      status: 'Available',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('status');
    // Nothing of the refused edit stays.
    expect((await statusOf(one)).callerIdName).toBeNull();
    const bad = await admin.put(appserver(`/${one}`), { callerIdName: 'A NAME THAT IS FAR TOO LONG' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('callerIdName');
    const ok = await admin.put(appserver(`/${one}`), { callerIdName: 'FRONT DESK', customTag: 'Sales' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ phoneNumber: one, callerIdName: 'FRONT DESK', customTag: 'Sales' });
    const history = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `number:${one}`));
    expect(history.map((e) => e.action).sort()).toEqual(['number.callerIdName', 'number.customTag']);
  });
});
