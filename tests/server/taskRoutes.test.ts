// The task routes every job kind shares (decision 0086): a task is read with the read permission
// its kind declares (the users' kinds 'read:users', the device import 'read:devices'), on an
// account the caller reaches. A caller without the kind's key, or of another tenant, is answered
// as for a task that does not exist, so a task's existence is not revealed.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { auditEvents, users } from '../../server/db/schema';
import { type Answer, type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
/** A user of Acme whose custom role reads devices and not users. */
let devicesOnly: { token: string; userId: number };
let deviceTask: number;
let userTask: number;

const taskPath = (accountId: number, taskId: number) =>
  `/svc/appserver/rest/account/${accountId}/bulkTask/${taskId}`;

async function get(token: string, path: string): Promise<Answer> {
  const res = await p.call('GET', path, { token });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

beforeAll(async () => {
  p = await startPlatform();
  const as = callers(p);
  admin = await as.as('account administrator');
  acme = admin.accountId;
  // A custom role of Acme that reads devices and not users (no built-in role is so).
  const su = await as.as('account super user');
  const role = await su.post(`/svc/permissions/v1/accounts/${acme}/roles`, {
    name: 'Device desk',
    permissions: ['read:devices'],
  });
  expect(role.status).toBe(201);
  const [user] = await p.database.db
    .insert(users)
    .values({
      accountId: acme,
      loginName: 'devicedesk@acme.example',
      email: 'devicedesk@acme.example',
      firstName: 'Dev',
      lastName: 'Desk',
      roleId: role.body.id,
      passwordHash: await hashPassword('Demo-Desk-2026'),
    })
    .returning();
  const signedIn = await p.signIn('devicedesk@acme.example', 'Demo-Desk-2026');
  devicesOnly = { token: signedIn.access_token, userId: user.id };
  // One task of each area, both started by Acme's administrator.
  const devices = await admin.post(`/svc/hoteling/v1/accounts/${acme}/devices/import`, {
    devices: [{ rowNumber: 1, name: 'Task desk phone', model: 'Softphone/Other' }],
  });
  expect(devices.status).toBe(202);
  deviceTask = devices.body.taskId;
  const resend = await admin.post(`/svc/appserver/rest/account/${acme}/users/bulkResendNewUserEmail`, {
    userIds: [devicesOnly.userId],
  });
  expect(resend.status).toBe(202);
  userTask = resend.body.taskId;
  await p.jobs.idle();
}, 60_000);
afterAll(() => p.close());

/** The answer for a task that does not exist in the account, to compare refusals with. */
const MISSING = { status: 404, body: { status: 404, code: 'not_found', message: 'Task not found' } };

describe('the task routes', () => {
  it('ROLE-04 the kind decides: a role that reads devices and not users follows a device import, not a user task', async () => {
    const task = await get(devicesOnly.token, taskPath(acme, deviceTask));
    expect(task).toMatchObject({
      status: 200,
      body: { taskId: deviceTask, kind: 'deviceImport', status: 'done' },
    });
    const rows = await get(devicesOnly.token, `${taskPath(acme, deviceTask)}/rows`);
    expect(rows.status).toBe(200);
    const [row] = rows.body.rows;
    // The subject is the device the row made.
    expect(row).toMatchObject({ rowNumber: 1, status: 'ok', subjectId: expect.any(Number) });
    const device = await get(devicesOnly.token, `/svc/hoteling/v1/devices/${row.subjectId}`);
    expect(device.status).toBe(200);

    // A user task of the same account: as if it did not exist, the task and its rows alike.
    for (const path of [taskPath(acme, userTask), `${taskPath(acme, userTask)}/rows`])
      expect(await get(devicesOnly.token, path), path).toMatchObject(MISSING);
    expect(await get(devicesOnly.token, taskPath(acme, 2_000_000_000))).toMatchObject(MISSING);
  });

  it('ROLE-07 a task refused by its kind is audited as a refused call', async () => {
    await get(devicesOnly.token, taskPath(acme, userTask));
    const [last] = await p.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, devicesOnly.userId))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(last).toMatchObject({
      eventKind: 7,
      action: 'REFUSED GET /rest/account/:accountId/bulkTask/:taskId',
      detail: expect.objectContaining({ status: 404, path: taskPath(acme, userTask) }),
    });
  });

  it('ROLE-04 an administrator with both keys reads both tasks', async () => {
    for (const taskId of [deviceTask, userTask]) {
      expect((await admin.get(taskPath(acme, taskId))).status).toBe(200);
      const rows = await admin.get(`${taskPath(acme, taskId)}/rows`);
      expect(rows.status).toBe(200);
      expect(rows.body.rows[0].subjectId).toEqual(expect.any(Number));
    }
    const resent = await admin.get(`${taskPath(acme, userTask)}/rows`);
    expect(resent.body.rows[0]).toMatchObject({ rowNumber: 1, subjectId: devicesOnly.userId });
  });

  it('ROLE-04 an end user of the account reads neither task', async () => {
    const end = await callers(p).as('end user');
    expect(end.accountId).toBe(acme);
    for (const taskId of [deviceTask, userTask]) {
      for (const path of [taskPath(acme, taskId), `${taskPath(acme, taskId)}/rows`]) {
        const answer = await end.get(path);
        expect({ status: answer.status, body: answer.body }, path).toMatchObject(MISSING);
      }
    }
  });

  it('ROLE-07 another tenant reads neither task, through its own account or Acme', async () => {
    const gb = await callers(p).as('account administrator (international, GB)');
    expect(gb.accountId).not.toBe(acme);
    for (const taskId of [deviceTask, userTask]) {
      // Acme is out of its reach: the account is not found.
      expect((await gb.get(taskPath(acme, taskId))).status).toBe(404);
      expect((await gb.get(`${taskPath(acme, taskId)}/rows`)).status).toBe(404);
      // Its own account holds no such task.
      for (const path of [taskPath(gb.accountId, taskId), `${taskPath(gb.accountId, taskId)}/rows`]) {
        const answer = await gb.get(path);
        expect({ status: answer.status, body: answer.body }, path).toMatchObject(MISSING);
      }
    }
  });
});
