// The users and extensions calls on the seeded demo: paging, sort and field lists, search,
// availability, create/update/delete with what goes with a user, contact numbers, ROLE-06 on
// the server, phone book, security settings, e-mails to the outbox, and only the acting
// tenant's rows.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { bulkTaskRows, bulkTasks } from '../../server/db/schema';
import { callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let who: ReturnType<typeof callers>;
let acme: number;
let britannia: number;

const call = async (role: string, method: string, path: string, json?: unknown) =>
  (await who.as(role)).call(method, path, json);
const ADMIN = 'account administrator';
const newUser = (login: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Nia',
  lastName: 'Okafor',
  email: `${login}`,
  loginName: login,
  ...extra,
});

beforeAll(async () => {
  p = await startPlatform();
  who = callers(p);
  acme = (await who.as(ADMIN)).accountId;
  britannia = (await who.as('account administrator (international, GB)')).accountId;
});
afterAll(() => p.close());

describe('users list (REQ-11, USER-03)', () => {
  it('REQ-11 pages and sorts the acting account’s users, with the total', async () => {
    const a = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=3&_offset=0&sortField=loginName&sortDirection=DESC`,
    );
    expect(a.status).toBe(200);
    expect(a.body.items).toHaveLength(3);
    expect(a.body.total).toBeGreaterThan(3);
    const logins = a.body.items.map((u: { loginName: string }) => u.loginName);
    expect([...logins].sort().reverse()).toEqual(logins);
    const b = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=3&_offset=3&sortField=loginName&sortDirection=DESC`,
    );
    expect(b.body.items[0].loginName < logins[2]).toBe(true);
    for (const u of a.body.items) expect(u.accountId).toBe(acme);
  });

  it('REQ-11 answers only the requested field list', async () => {
    const r = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/${acme}/users?fields=id,account_id,email,login_name,first_name,last_name&_pageSize=2`,
    );
    expect(Object.keys(r.body.items[0]).sort()).toEqual([
      'account_id',
      'email',
      'first_name',
      'id',
      'last_name',
      'login_name',
    ]);
  });

  it('REQ-11 refuses bad list parameters with the field named', async () => {
    const r = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=5000&sortField=password`,
    );
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['_pageSize', 'sortField']);
  });

  it('USER-03 the keyword search wraps its items in results; the count is separate', async () => {
    const r = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=admin@acme`,
    );
    expect(r.body.results.map((u: { loginName: string }) => u.loginName)).toContain('admin@acme.example');
    const n = await call(ADMIN, 'GET', `/svc/ucaas/api/ucaas/account/${acme}/userCount`);
    expect(n.body.userCount).toBeGreaterThan(5);
  });

  it('ROLE-06 another tenant’s users are not reachable (404), and an end user may not list', async () => {
    expect((await call(ADMIN, 'GET', `/svc/ucaas/api/ucaas/account/${britannia}/users`)).status).toBe(404);
    expect((await call('end user', 'GET', `/svc/ucaas/api/ucaas/account/${acme}/users`)).status).toBe(403);
  });
});

describe('extensions (USER-03, USER-07)', () => {
  it('USER-03 USER-07 both list versions answer under phoneSystemExtension, with every type and deviceKitName', async () => {
    const v1 = await call(ADMIN, 'GET', `/svc/ucaas/api/ucaas/account/${acme}/extensionList`);
    const v2 = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?_pageSize=100`,
    );
    expect(v1.body.phoneSystemExtension.length).toBe(v1.body.total);
    const types = new Set(
      v2.body.phoneSystemExtension.map((e: { extensionType: string }) => e.extensionType),
    );
    for (const t of [
      'Extension',
      'Virtual Extension',
      'Call Group',
      'Call Queue',
      'Conference',
      'Auto Attendant',
      'Page Group',
      'FAX',
    ])
      expect(types).toContain(t);
    const e = v2.body.phoneSystemExtension[0];
    expect(e.deviceKitName).toBe(e.userName);
    const f = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?fields=user_id,phone_numbers,is_default,extension_type,service_plan&_pageSize=1`,
    );
    expect(Object.keys(f.body.phoneSystemExtension[0]).sort()).toEqual([
      'deviceKitId',
      'extension',
      'extension_type',
      'is_default',
      'phone_numbers',
      'service_plan',
      'user_id',
    ]);
  });

  it('USER-07 world-office plans carry their country', async () => {
    const r = await call(
      'account administrator (international, GB)',
      'GET',
      `/svc/ucaas/api/ucaas/account/v2/${britannia}/extensionList?_pageSize=100`,
    );
    const wo = r.body.phoneSystemExtension.filter(
      (e: { worldOfficeCountry: string | null }) => e.worldOfficeCountry,
    );
    expect(wo.length).toBeGreaterThan(0);
    expect(wo[0].servicePlan).toBe('Extension - World Office (GB)');
  });

  it('ROLE-06 an account administrator may not change the account super user’s extension (403), but may change an end user’s', async () => {
    const list = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?_pageSize=100`,
    );
    const su = list.body.phoneSystemExtension.find((e: { ownerRoleId: number }) => e.ownerRoleId === 2);
    const eu = list.body.phoneSystemExtension.find((e: { ownerRoleId: number }) => e.ownerRoleId === 4);
    const refused = await call(ADMIN, 'PUT', `/svc/ucaas/api/ucaas/extension/${su.deviceKitId}`, {
      userName: 'Mine now',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/may not manage this extension/);
    const ok = await call(ADMIN, 'PUT', `/svc/ucaas/api/ucaas/extension/${eu.deviceKitId}`, {
      userName: 'Front Desk',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.userName).toBe('Front Desk');
    expect(
      (
        await call('account super user', 'PUT', `/svc/ucaas/api/ucaas/extension/${su.deviceKitId}`, {
          userName: su.userName,
        })
      ).status,
    ).toBe(200);
  });

  it('ROLE-06 another tenant’s extension answers 404', async () => {
    const gb = await call(
      'account administrator (international, GB)',
      'GET',
      `/svc/ucaas/api/ucaas/account/v2/${britannia}/extensionList?_pageSize=1`,
    );
    expect(
      (
        await call(
          ADMIN,
          'GET',
          `/svc/ucaas/api/ucaas/extension/${gb.body.phoneSystemExtension[0].deviceKitId}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('creating users (USER-04, USER-05, USER-06)', () => {
  it('USER-04 availability is global and case-insensitive, by both calls', async () => {
    const taken = await call(ADMIN, 'GET', '/svc/ucaas/api/ucaas/account/ADMIN@britannia.example/available');
    expect(taken.body).toMatchObject({ available: false });
    const free = await call(
      ADMIN,
      'GET',
      '/svc/ucaas/api/ucaas/account/userNameCheck?userName=brand.new@acme.example',
    );
    expect(free.body).toMatchObject({ available: true });
  });

  it('USER-04 create refuses a taken login name with a clear message', async () => {
    const r = await call(ADMIN, 'POST', '/svc/ucaas/api/ucaas/v3/user', newUser('User@Acme.example'));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { field: 'loginName', message: 'This login name is already taken. Choose another.' },
    ]);
  });

  it('USER-05 USER-06 create stores allowLogin as blockAccess, numbers in E.164, and writes the welcome e-mail to the outbox', async () => {
    const r = await call(
      ADMIN,
      'POST',
      `/svc/ucaas/api/ucaas/account/${acme}/users`,
      newUser('nia.okafor@acme.example', {
        allowLogin: false,
        contactNumbers: [
          { kind: 'M', number: ' (415) 555-2671 ' },
          { kind: 'H', number: '' },
        ],
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      blockAccess: true,
      sendEmail: false,
      contactNumbers: [{ kind: 'M', number: '+14155552671' }],
    });
    const again = await call(ADMIN, 'POST', `/svc/appserver/rest/account/${acme}/userWithExtension`, {
      user: newUser('kai.okafor@acme.example', { allowLogin: true }),
      assignments: { extension: '4242' },
    });
    expect(again.status).toBe(201);
    expect(again.body.extensions[0].extensionNumber).toBe('4242');
    const mail = await call(ADMIN, 'GET', `/svc/appserver/rest/account/${acme}/outbox`);
    const tos = mail.body.items.map((m: { toAddress: string }) => m.toAddress);
    expect(tos).toContain('kai.okafor@acme.example');
    expect(tos).not.toContain('nia.okafor@acme.example');
  });

  it('PHONE-01 USER-06 an invalid mobile is refused with a plain message', async () => {
    const r = await call(
      ADMIN,
      'POST',
      '/svc/ucaas/api/ucaas/v3/user',
      newUser('bad.mobile@acme.example', {
        contactNumbers: [{ kind: 'M', number: '12' }],
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toEqual({ field: 'contactNumbers.M', message: 'This number is too short.' });
  });

  it('a users admin may not create an account administrator (a role at or above its own)', async () => {
    const r = await call(
      'users admin',
      'POST',
      '/svc/ucaas/api/ucaas/v3/user',
      newUser('boss@acme.example', { roleId: 3 }),
    );
    expect(r.status).toBe(403);
  });
});

describe('one user: update, delete, phone book, security', () => {
  it('USER-01 reads the telephony and the identity views', async () => {
    const list = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=user@acme.example`,
    );
    const id = list.body.results[0].userId;
    const t = await call(ADMIN, 'GET', `/svc/ucaas/api/ucaas/v4/user/${id}`);
    expect(t.body).toMatchObject({ userId: id, loginName: 'user@acme.example', userType: 'END_USER' });
    expect(t.body.extensions.length).toBeGreaterThan(0);
    const i = await call(ADMIN, 'GET', `/svc/users/v3/users/${id}`);
    expect(i.body).toMatchObject({ id, login_name: 'user@acme.example', roles: [{ id: 4 }] });
  });

  it('updating the account super user is refused for an account administrator (a role above its own)', async () => {
    const su = (
      await call(
        ADMIN,
        'GET',
        `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=superuser@acme`,
      )
    ).body.results[0];
    const r = await call(ADMIN, 'PUT', `/svc/ucaas/api/ucaas/v4/user/${su.userId}`, { firstName: 'X' });
    expect(r.status).toBe(403);
  });

  it('USER-08 delete takes the user’s extensions, frees their numbers and keeps their devices unassigned', async () => {
    const created = await call(ADMIN, 'POST', `/svc/appserver/rest/account/${acme}/userWithExtension`, {
      user: newUser('temp.user@acme.example'),
      assignments: {},
    });
    const id = created.body.userId;
    const r = await call(ADMIN, 'DELETE', `/svc/ucaas/api/ucaas/v4/user/${id}`);
    expect(r.status).toBe(200);
    expect((await call(ADMIN, 'GET', `/svc/ucaas/api/ucaas/v4/user/${id}`)).status).toBe(404);
    const ext = await call(
      ADMIN,
      'GET',
      `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?keyword=${created.body.extensions[0].extensionNumber}`,
    );
    expect(ext.body.total).toBe(0);
  });

  it('USER-09 the phone book pages by 200 and validates numbers', async () => {
    const id = (
      await call(
        ADMIN,
        'GET',
        `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=user@acme.example`,
      )
    ).body.results[0].userId;
    const bad = await call(ADMIN, 'POST', `/svc/ucaas/api/ucaas/user/${id}/phonebookRecord`, {
      name: 'Bad',
      phoneNumber: 'abc',
    });
    expect(bad.status).toBe(400);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await call(ADMIN, 'POST', `/svc/ucaas/api/ucaas/user/${id}/phonebookRecord`, {
            name: `Contact ${i}`,
            phoneNumber: `415555020${i}`,
          })
        ).status,
      ).toBe(201);
    }
    const list = await call(ADMIN, 'GET', `/svc/ucaas/api/ucaas/user/${id}/phonebookRecord`);
    expect(list.body).toMatchObject({ total: 3, pageSize: 200 });
    expect(list.body.items[0].phoneNumber).toBe('+14155550200');
  });

  it('USER-08 security settings read and write (v1 and v2)', async () => {
    const id = (
      await call(
        ADMIN,
        'GET',
        `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=user@acme.example`,
      )
    ).body.results[0].userId;
    const w = await call(ADMIN, 'PUT', `/svc/ucaas/api/ucaas/user/${id}/v2/security/settings`, {
      mfaRequired: true,
      sessionTimeoutMinutes: 60,
    });
    expect(w.body).toMatchObject({ mfaRequired: true, sessionTimeoutMinutes: 60 });
    const r = await call(ADMIN, 'GET', `/svc/ucaas/api/ucaas/user/${id}/security/settings`);
    expect(r.body.mfaRequired).toBe(true);
    const empty = await call(ADMIN, 'PUT', `/svc/ucaas/api/ucaas/user/${id}/security/settings`, {});
    expect(empty.status).toBe(200);
    expect(empty.body.mfaRequired).toBe(true);
    expect(
      (
        await call(ADMIN, 'PUT', `/svc/ucaas/api/ucaas/user/${id}/security/settings`, {
          sessionTimeoutMinutes: 1,
        })
      ).status,
    ).toBe(400);
  });
});

describe('bulk tasks (cat §7.10)', () => {
  const poll = async (taskId: number) => {
    await p.jobs.idle();
    return (await call(ADMIN, 'GET', `/svc/appserver/rest/account/${acme}/bulkTask/${taskId}`)).body;
  };

  it('USER-08 bulk create keeps the good rows and reports each bad one with its reason', async () => {
    const users = [
      { rowNumber: 1, ...newUser('bulk.one@acme.example') },
      { rowNumber: 2, ...newUser('admin@acme.example') },
      { rowNumber: 3, ...newUser('bulk.three@acme.example', { mobile: '99' }) },
      { rowNumber: 4, ...newUser('bulk.four@acme.example', { extension: '101' }) },
      { rowNumber: 5, ...newUser('bulk.five@acme.example', { mobile: '+1 415 555 2671' }) },
    ];
    const start = await call(ADMIN, 'POST', `/svc/appserver/rest/account/${acme}/users/bulkCreate`, {
      users,
    });
    expect(start.status).toBe(202);
    const task = await poll(start.body.taskId);
    expect(task).toMatchObject({ status: 'partial', total: 5, processed: 5, succeeded: 2, failed: 3 });
    const rows = (
      await call(ADMIN, 'GET', `/svc/appserver/rest/account/${acme}/bulkTask/${start.body.taskId}/rows`)
    ).body.rows;
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['ok', 'error', 'error', 'error', 'ok']);
    expect(rows[1].message).toMatch(/already taken/);
    expect(rows[2].message).toBe('Mobile: This number is too short.');
    expect(rows[3].message).toMatch(/Extension 101 is already in use/);
  });

  it('USER-08 bulk password reset and welcome resend apply the user-management rule per row and e-mail the rest', async () => {
    const su = (
      await call(
        ADMIN,
        'GET',
        `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=superuser@acme`,
      )
    ).body.results[0].userId;
    const eu = (
      await call(
        ADMIN,
        'GET',
        `/svc/ucaas/api/ucaas/account/${acme}/userKeywordSearch?keyword=user@acme.example`,
      )
    ).body.results[0].userId;
    for (const action of ['bulkPasswordReset', 'bulkResendNewUserEmail']) {
      const start = await call(ADMIN, 'POST', `/svc/appserver/rest/account/${acme}/users/${action}`, {
        userIds: [eu, su, 999999],
      });
      const task = await poll(start.body.taskId);
      expect(task).toMatchObject({ status: 'partial', succeeded: 1, failed: 2 });
    }
  });

  it('USER-08 a bulk call without an account id fails with the catalogue’s message; another tenant’s task is 404', async () => {
    const r = await call(ADMIN, 'POST', '/svc/appserver/rest/account/users/bulkCreate', { users: [] });
    expect(r.body.message).toBe('Invalid account ID supplied to this method');
    const mine = await call(
      ADMIN,
      'POST',
      `/svc/appserver/rest/account/${acme}/users/bulkResendNewUserEmail`,
      { userIds: [1] },
    );
    expect(
      (
        await call(
          'account administrator (international, GB)',
          'GET',
          `/svc/appserver/rest/account/${britannia}/bulkTask/${mine.body.taskId}`,
        )
      ).status,
    ).toBe(404);
    await p.jobs.idle();
  });

  it('USER-08 random password is strong', async () => {
    const r = await call(ADMIN, 'GET', '/svc/appserver/rest/randomPassword');
    expect(r.body.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);
  });

  it('USER-08 a task left running by a stopped server is finished at the next start, from its pending rows', async () => {
    const db = p.database.db;
    const self = (await call(ADMIN, 'GET', '/svc/users/v3/users/self')).body;
    const [task] = await db
      .insert(bulkTasks)
      .values({
        accountId: acme,
        kind: 'userImport',
        status: 'running',
        total: 2,
        processed: 1,
        succeeded: 1,
        createdBy: self.id,
        createdAt: p.clock.now,
      })
      .returning();
    await db.insert(bulkTaskRows).values([
      {
        accountId: acme,
        taskId: task.id,
        rowNumber: 1,
        input: {},
        status: 'ok',
        message: 'Created before the stop.',
      },
      { accountId: acme, taskId: task.id, rowNumber: 2, input: newUser('after.restart@acme.example') },
    ]);
    const restarted = createApp({ db, config: p.config, now: () => p.clock.now });
    await restarted.jobs.idle();
    const [after] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, task.id));
    expect(after).toMatchObject({ status: 'done', processed: 2, succeeded: 2, failed: 0 });
    expect(after.finishedAt).toEqual(p.clock.now);
  });
});
