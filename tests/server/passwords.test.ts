// Passwords, the password policy, secret questions (SEC-02), policies and assume-role (SEC-04)
// (issue 23, sec-pw; decision 0108).
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCost, hashPassword, verifyPassword } from '../../server/auth/passwords';
import {
  accounts,
  assumedRoles,
  auditEvents,
  passwordHistory,
  secretAnswers,
  sessions,
  users,
} from '../../server/db/schema';
import { type Caller, callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let superUser: Caller;
let admin: Caller;
let endUser: Caller;
let gbAdmin: Caller;

const DAY = 24 * 60 * 60;

/** The token endpoint's raw answer (a refusal is not thrown). */
async function tokenCall(username: string, password: string) {
  const res = await p.app.request('/svc/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: 'switchboard-portal',
    }),
  });
  return { status: res.status, body: await res.json() };
}

const idOf = async (table: typeof users, loginName: string) =>
  (await p.database.db.select({ id: table.id }).from(table).where(eq(table.loginName, loginName)))[0].id;
const accountIdOf = async (name: string) =>
  (await p.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  superUser = await who.as('account super user');
  admin = await who.as('account administrator');
  endUser = await who.as('end user');
  gbAdmin = await who.as('account administrator (international, GB)');
});
afterAll(() => p.close());

describe('the hash', () => {
  // Decision 0129: a server hashes at scrypt's N=16384; a test run at 1024. A hash names its
  // cost, and a check reads it from there, so one made at either cost verifies on any server.
  it('a server hashes at N=16384, a test run at 1024, and each hash verifies by the cost it names', async () => {
    expect(hashCost({})).toBe(16384);
    expect(hashCost({ NODE_ENV: 'production' })).toBe(16384);
    expect(hashCost({ VITEST: 'true' })).toBe(1024);
    const made = await hashPassword('Correct-Horse-2026');
    expect(made.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('Correct-Horse-2026', made)).toBe(true);
    expect(await verifyPassword('Correct-Horse-2027', made)).toBe(false);
    // The seeded demo users' hashes were made by the test run's template at the same cost.
    const seeded = await p.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(isNotNull(users.passwordHash));
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((u) => u.hash?.split('$')[1]))).toEqual(new Set(['1024']));
  });
});

describe('password policy', () => {
  it('SEC-02 the seeded Acme policy asks for 12 characters, keeps 5 and expires after 90 days', async () => {
    const res = await admin.get(`/svc/auth/v2/password-policies/${admin.accountId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ minLength: 12, historyCount: 5, expiryDays: 90, requireDigit: true });
  });

  it('SEC-02 only a holder of update:security-settings changes it, and a bad value is refused by field', async () => {
    const policy = {
      minLength: 12,
      requireDigit: true,
      requireUpper: false,
      requireSymbol: false,
      historyCount: 5,
      expiryDays: 90,
    };
    expect((await admin.put(`/svc/auth/v2/password-policies/${admin.accountId}`, policy)).status).toBe(403);
    const bad = await superUser.put(`/svc/auth/v2/password-policies/${admin.accountId}`, {
      ...policy,
      minLength: 4,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'minLength', message: 'The minimum length is 8 to 64 characters.' },
    ]);
    expect((await gbAdmin.get(`/svc/auth/v2/password-policies/${admin.accountId}`)).status).toBe(404);
    const ok = await superUser.put(`/svc/auth/v2/password-policies/${admin.accountId}`, {
      ...policy,
      requireUpper: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.requireUpper).toBe(true);
    // PUT /policies (C-217) writes the same rules for the acting account.
    const viaPolicies = await superUser.put('/svc/auth/policies', { password: policy });
    expect(viaPolicies.status).toBe(200);
    expect(viaPolicies.body).toMatchObject({ accountId: admin.accountId, password: { requireUpper: false } });
  });
});

describe('setting passwords', () => {
  it('SEC-02 an administrator resets a password under the policy; the user must change it at sign-in', async () => {
    const d = demo('end user no dashboard');
    const userId = await idOf(users, d.loginName);
    const short = await admin.put(`/svc/auth/v1/password-reset/${userId}`, { password: 'Short-1' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { field: 'password', message: 'The password needs at least 12 characters.' },
    ]);
    const noDigit = await admin.put(`/svc/auth/v1/password-reset/${userId}`, {
      password: 'Temporary-Password',
    });
    expect(noDigit.body.errors[0].message).toBe('The password needs a digit.');
    const reset = await admin.put(`/svc/auth/v1/password-reset/${userId}`, { password: 'Temporary-2026-x' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ userId, mustChange: true });
    const [row] = await p.database.db.select().from(users).where(eq(users.id, userId));
    expect(row.isExpiredPassword).toBe(true);
    expect(await verifyPassword('Temporary-2026-x', row.passwordHash)).toBe(true);

    // The sign-in answers the expired state and issues no token.
    const refused = await tokenCall(d.loginName, 'Temporary-2026-x');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'password_expired', passwordPolicy: { minLength: 12 } });
    expect(refused.body.access_token).toBeUndefined();
    // A wrong current password is the sign-in's ordinary refusal.
    const wrong = await p.call('POST', '/svc/auth/v1/passwords/expired', {
      json: { username: d.loginName, current_password: 'nope', password: 'Chosen-By-Me-2026' },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('invalid_grant');
    // The same password again is refused; a new one under the policy is taken, then sign-in works.
    const same = await p.call('POST', '/svc/auth/v1/passwords/expired', {
      json: { username: d.loginName, current_password: 'Temporary-2026-x', password: 'Temporary-2026-x' },
    });
    expect(same.status).toBe(400);
    expect((await same.json()).errors[0].message).toMatch(/used recently/);
    const changed = await p.call('POST', '/svc/auth/v1/passwords/expired', {
      json: { username: d.loginName, current_password: 'Temporary-2026-x', password: 'Chosen-By-Me-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await tokenCall(d.loginName, 'Chosen-By-Me-2026')).status).toBe(200);
  });

  it('SEC-02 a user changes their own password only with the current one, and may not reuse the last ones', async () => {
    const d = demo('end user');
    const change = (current: string, next: string) =>
      endUser.put('/svc/auth/v2/passwords/self/', { current_password: current, password: next });
    const missing = await endUser.put('/svc/auth/v2/passwords/self/', { password: 'Another-2026-abc' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toEqual({
      field: 'current_password',
      message: 'Enter your current password.',
    });
    const wrong = await change('not my password', 'Another-2026-abc');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'current_password', message: 'The current password is incorrect.' },
    ]);
    const tooShort = await change(d.password, 'Short-2026');
    expect(tooShort.body.errors).toEqual([
      { field: 'password', message: 'The password needs at least 12 characters.' },
    ]);
    expect((await change(d.password, 'First-change-2026')).status).toBe(200);
    expect((await change('First-change-2026', 'Second-change-2026')).status).toBe(200);
    // Back to the first: within the history of 5, refused with the rule's words.
    const reused = await change('Second-change-2026', 'First-change-2026');
    expect(reused.status).toBe(400);
    expect(reused.body.errors[0].message).toBe(
      'This password was used recently. Choose one you have not used before.',
    );
    // Nothing but hashes in the history; the current password is the latest row.
    const history = await p.database.db
      .select()
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, endUser.userId));
    expect(history).toHaveLength(2);
    expect(JSON.stringify(history)).not.toContain('change-2026');
    expect((await tokenCall(d.loginName, 'Second-change-2026')).status).toBe(200);
  });

  it('SEC-02 the history keeps only as many passwords as the policy counts', async () => {
    const userId = await idOf(users, demo('billing admin').loginName);
    await superUser.put('/svc/auth/policies', {
      password: {
        minLength: 12,
        requireDigit: true,
        requireUpper: false,
        requireSymbol: false,
        historyCount: 1,
        expiryDays: 90,
      },
    });
    for (const pw of ['Rotation-one-2026', 'Rotation-two-2026', 'Rotation-three-2026']) {
      expect((await admin.put(`/svc/auth/v2/passwords/${userId}/`, { password: pw })).status).toBe(200);
    }
    const history = await p.database.db
      .select()
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, userId));
    expect(history).toHaveLength(2);
    // The first is out of the history, so it may be used again; the second is not.
    expect(
      (await admin.put(`/svc/auth/v2/passwords/${userId}/`, { password: 'Rotation-two-2026' })).status,
    ).toBe(400);
    expect(
      (await admin.put(`/svc/auth/v2/passwords/${userId}/`, { password: 'Rotation-one-2026' })).status,
    ).toBe(200);
  });

  it('SEC-02 an administrator of another tenant or an end user may not set a user’s password', async () => {
    const userId = await idOf(users, demo('reports admin').loginName);
    expect(
      (await gbAdmin.put(`/svc/auth/v2/passwords/${userId}/`, { password: 'Someone-else-2026' })).status,
    ).toBe(404);
    expect(
      (await endUser.put(`/svc/auth/v1/password-reset/${userId}`, { password: 'Someone-else-2026' })).status,
    ).toBe(403);
  });

  it('SEC-02 an administrator may not set the password of a higher rank, nor their own without the current one', async () => {
    const higher = await admin.put(`/svc/auth/v1/password-reset/${superUser.userId}`, {
      password: 'Taken-over-2026',
    });
    expect(higher.status).toBe(403);
    const own = await admin.put(`/svc/auth/v2/passwords/${admin.userId}/`, { password: 'My-own-way-2026' });
    expect(own.status).toBe(403);
    // Nothing was changed: the super user still signs in with the old password.
    const who = demo('account super user');
    expect((await p.signIn(who.loginName, who.password)).access_token).toBeTruthy();
  });
});

describe('secret questions', () => {
  it('SEC-02 lists the questions in both places', async () => {
    const auth = await endUser.get('/svc/auth/v1/all-secret-questions');
    const lookup = await endUser.get('/svc/ucaas/api/ucaas/lookup/securityQuestions');
    expect(auth.status).toBe(200);
    expect(auth.body.items.length).toBeGreaterThan(3);
    expect(lookup.body).toEqual(auth.body);
  });

  it('SEC-02 sets, reads and changes one’s own question; the answer is stored normalised and hashed', async () => {
    expect((await endUser.get('/svc/auth/v1/secret-question')).body).toMatchObject({ question_id: null });
    const bad = await endUser.post('/svc/auth/v1/secret-question', { question_id: 99, answer: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['answer', 'question_id']);
    const created = await endUser.post('/svc/auth/v1/secret-question', {
      question_id: 2,
      answer: '  New   York ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ question_id: 2, question: 'In what city were you born?' });
    expect(JSON.stringify(created.body)).not.toMatch(/york/i);
    const [row] = await p.database.db
      .select()
      .from(secretAnswers)
      .where(eq(secretAnswers.userId, endUser.userId));
    expect(row.answerHash).not.toMatch(/york/i);
    expect(await verifyPassword('new york', row.answerHash)).toBe(true);
    expect(
      (await endUser.post('/svc/auth/v1/secret-question', { question_id: 1, answer: 'Rex' })).status,
    ).toBe(409);
    const changed = await endUser.put('/svc/auth/v1/secret-question', { question_id: 1, answer: 'Rex' });
    expect(changed.status).toBe(200);
    expect((await endUser.get('/svc/auth/v1/secret-question')).body).toMatchObject({ question_id: 1 });
  });
});

describe('policies and assume-role', () => {
  it('SEC-04 the effective policy of a user: one’s own, or any user of the account with read:users', async () => {
    const own = await endUser.get(`/svc/auth/policies/${endUser.userId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      userId: endUser.userId,
      accountId: endUser.accountId,
      password: { minLength: 12 },
    });
    expect(own.body.session.idleTimeoutSeconds).toBeGreaterThan(0);
    expect((await endUser.get(`/svc/auth/policies/${admin.userId}`)).status).toBe(404);
    expect((await admin.get(`/svc/auth/policies/${endUser.userId}`)).status).toBe(200);
    expect((await gbAdmin.get(`/svc/auth/policies/${endUser.userId}`)).status).toBe(404);
  });

  it('SEC-04 a partner administrator assumes an administrator role in a child account for a limited time, audited', async () => {
    const partner = await callers(p).as('partner account administrator');
    const acme = await accountIdOf('Acme Corporation');
    const res = await partner.post('/svc/auth/v1/auth/assume-role', {
      accountId: acme,
      durationMinutes: 30,
      reason: 'Ticket 4711',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      accountId: acme,
      roleId: 3,
      homeAccountId: partner.accountId,
      reason: 'Ticket 4711',
    });
    expect(new Date(res.body.expiresAt).getTime() - new Date(res.body.startedAt).getTime()).toBe(30 * 60_000);
    const [row] = await p.database.db
      .select()
      .from(assumedRoles)
      .where(eq(assumedRoles.userId, partner.userId));
    const [session] = await p.database.db.select().from(sessions).where(eq(sessions.familyId, row.sessionId));
    expect(session.accountId).toBe(acme);
    const audited = await p.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'POST /v1/auth/assume-role'));
    expect(audited.length).toBe(1);
  });

  it('SEC-04 while a role is assumed the caller holds no more than its permissions, and when it ends the session is back home', async () => {
    const partner = await callers(p).as('partner account administrator');
    const acme = await accountIdOf('Acme Corporation');
    const self = async () => (await partner.get('/svc/permissions/v1/permissions/self')).body;
    expect((await self()).permissions).toContain('read:reseller');
    expect(
      (
        await partner.post('/svc/auth/v1/auth/assume-role', {
          accountId: acme,
          durationMinutes: 5,
          reason: 'T-1',
        })
      ).status,
    ).toBe(201);
    const during = await self();
    expect(during.actingAccountId).toBe(acme);
    expect(during.permissions).not.toContain('read:reseller');
    expect(during.permissions).toContain('update:users');
    p.clock.advance(5 * 60 + 1);
    const after = await self();
    expect(after.actingAccountId).toBe(partner.accountId);
    expect(after.permissions).toContain('read:reseller');
  });

  it('SEC-04 assume-role is refused to other roles and outside the caller’s tenancy', async () => {
    const partner = await callers(p).as('partner account administrator');
    const lotus = await accountIdOf('Lotus Software Pvt Ltd');
    const outside = await partner.post('/svc/auth/v1/auth/assume-role', {
      accountId: lotus,
      reason: 'Curious',
    });
    expect(outside.status).toBe(404);
    const own = await partner.post('/svc/auth/v1/auth/assume-role', {
      accountId: partner.accountId,
      reason: 'Curious',
    });
    expect(own.status).toBe(404);
    const byAdmin = await admin.post('/svc/auth/v1/auth/assume-role', {
      accountId: admin.accountId,
      reason: 'Curious',
    });
    expect(byAdmin.status).toBe(403);
    const tooLong = await partner.post('/svc/auth/v1/auth/assume-role', {
      accountId: lotus,
      durationMinutes: 600,
      reason: 'x',
    });
    expect(tooLong.status).toBe(400);
  });
});

// Last: it moves the clock 90 days, past every session of the file.
describe('expiry', () => {
  it('SEC-02 a password set here expires after the policy’s days: is-password-expired says so and sign-in refuses', async () => {
    const d = demo('call queues admin');
    const queues = await callers(p).as('call queues admin');
    expect(
      (
        await queues.put('/svc/auth/v2/passwords/self/', {
          current_password: d.password,
          password: 'Queue-time-2026',
        })
      ).status,
    ).toBe(200);
    const before = await queues.get('/svc/auth/v1/passwords/is-password-expired');
    expect(before.body).toMatchObject({ isPasswordExpired: false });
    expect(new Date(before.body.expiresAt).getTime() - p.clock.now.getTime()).toBe(90 * DAY * 1000);
    p.clock.advance(90 * DAY - 60);
    expect((await tokenCall(d.loginName, 'Queue-time-2026')).status).toBe(200);
    p.clock.advance(60);
    const after = await tokenCall(d.loginName, 'Queue-time-2026');
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('password_expired');
    const { access_token: token } = await p.signIn(
      demo('account administrator').loginName,
      demo('account administrator').password,
    );
    const policy = {
      body: await (await p.call('GET', `/svc/auth/policies/${queues.userId}`, { token })).json(),
    };
    expect(policy.body.password).toMatchObject({ expired: true, expiryDays: 90 });
  });
});
