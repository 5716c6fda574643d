// The users area's remaining calls (decision 0118): versions answer as v4, self calls need the
// current password, privileges and grants with X-Account-Id, admin reset by login name, the
// users-service and appserver twins, extensions at their other paths, devices per extension,
// templates; tenancy, 403s and field errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let who: ReturnType<typeof callers>;
let acme: number;
let britannia: number;
const ADMIN = 'account administrator';
const GB_ADMIN = 'account administrator (international, GB)';
const PASSWORD = 'Selfie-Pass-2026!x';

const as = async (role: string) => who.as(role);

/** A new Acme user with a password, signed in: their token and id. */
async function newSignedInUser(login: string) {
  const admin = await as(ADMIN);
  const made = await admin.post(`/svc/ucaas/api/ucaas/account/${acme}/users`, {
    firstName: 'Ola',
    lastName: 'Self',
    email: login,
    loginName: login,
  });
  expect(made.status).toBe(201);
  const id = (made.body as { userId?: number; id?: number }).userId ?? (made.body as { id: number }).id;
  const set = await admin.put(`/svc/auth/v2/passwords/${id}/`, { password: PASSWORD, mustChange: false });
  expect(set.status).toBe(200);
  const token = (await p.signIn(login, PASSWORD)).access_token;
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await p.call(method, path, { token, json });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
  };
  return { id, call };
}

beforeAll(async () => {
  p = await startPlatform();
  who = callers(p);
  acme = (await as(ADMIN)).accountId;
  britannia = (await as(GB_ADMIN)).accountId;
});
afterAll(() => p.close());

describe('versions (REQ-06)', () => {
  it('REQ-06 USER-08 v3 and v1 read, change and delete a user as v4 does, in the same shape', async () => {
    const admin = await as(ADMIN);
    const self = admin.userId;
    const v4 = await admin.get(`/svc/ucaas/api/ucaas/v4/user/${self}`);
    for (const v of ['v3', 'v1']) {
      const r = await admin.get(`/svc/ucaas/api/ucaas/${v}/user/${self}`);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(Object.keys(v4.body).sort());
    }
    const u = await newSignedInUser('ver.user@acme.example');
    const changed = await admin.put(`/svc/ucaas/api/ucaas/v3/user/${u.id}`, { firstName: 'Vera' });
    expect(changed.status).toBe(200);
    expect(changed.body.firstName).toBe('Vera');
    const bad = await admin.put(`/svc/ucaas/api/ucaas/v1/user/${u.id}`, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('email');
    const unversioned = await admin.put(`/svc/ucaas/api/ucaas/user/${u.id}`, { lastName: 'Nine' });
    expect(unversioned.body.lastName).toBe('Nine');
    expect((await admin.delete(`/svc/ucaas/api/ucaas/v1/user/${u.id}`)).status).toBe(200);
    expect((await admin.get(`/svc/ucaas/api/ucaas/v4/user/${u.id}`)).status).toBe(404);
  });

  it('USER-08 another tenant’s user is not found in any version; an end user may not change one', async () => {
    const gb = await as(GB_ADMIN);
    const admin = await as(ADMIN);
    for (const v of ['v3', 'v1'])
      expect((await gb.get(`/svc/ucaas/api/ucaas/${v}/user/${admin.userId}`)).status).toBe(404);
    const end = await as('end user');
    expect((await end.put(`/svc/ucaas/api/ucaas/v3/user/${admin.userId}`, { firstName: 'X' })).status).toBe(
      403,
    );
    expect((await end.delete(`/svc/users/v1/users/${admin.userId}`)).status).toBe(403);
  });
});

describe('self calls (SEC-02: the current password)', () => {
  it('SEC-02 USER-08 one changes one’s own record and password only with the current password', async () => {
    const u = await newSignedInUser('self.user@acme.example');
    expect((await u.call('GET', '/svc/ucaas/api/ucaas/user')).body.firstName).toBe('Ola');
    const missing = await u.call('PUT', '/svc/ucaas/api/ucaas/user', { firstName: 'Oli' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('current_password');
    const wrong = await u.call('PUT', '/svc/users/v1/users/self', {
      current_password: 'nope-nope',
      firstName: 'Oli',
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('The current password is incorrect.');
    const ok = await u.call('PUT', '/svc/users/v1/users/self', {
      current_password: PASSWORD,
      firstName: 'Oli',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.firstName).toBe('Oli');
    const weak = await u.call('POST', '/svc/ucaas/api/ucaas/user/changePassword', {
      current_password: PASSWORD,
      password: 'short',
    });
    expect(weak.status).toBe(400);
    const changed = await u.call('POST', '/svc/ucaas/api/ucaas/user/changePassword', {
      current_password: PASSWORD,
      password: 'Another-Good-Pass-77',
    });
    expect(changed.status).toBe(200);
    await expect(p.signIn('self.user@acme.example', 'Another-Good-Pass-77')).resolves.toBeTruthy();
  });

  it('SEC-02 USER-08 settings, voicemails, secret questions and the expired-password twin read one’s own', async () => {
    const u = await newSignedInUser('twin.user@acme.example');
    const settings = await u.call('GET', '/svc/ucaas/api/ucaas/user/settings');
    expect(settings.body.userId).toBe(u.id);
    const vm = await u.call('GET', '/svc/ucaas/api/ucaas/user/voicemails');
    expect(vm.status).toBe(200);
    expect(vm.body.total).toBe(0);
    expect((await u.call('GET', '/svc/users/v1/users/self/secret-question')).body.question_id).toBeNull();
    const set = await u.call('POST', '/svc/users/v1/users/self/secret-question', {
      question_id: 1,
      answer: 'Rex',
    });
    expect(set.status).toBe(201);
    expect(
      (await u.call('POST', '/svc/users/v1/users/self/secret-question', { question_id: 1, answer: 'Rex' }))
        .status,
    ).toBe(409);
    expect(
      (await u.call('PUT', '/svc/users/v1/users/self/secret-question', { question_id: 2, answer: 'Ann' }))
        .body.question_id,
    ).toBe(2);
    expect((await u.call('GET', '/svc/auth/v1/secret-question')).body.question_id).toBe(2);
    const expired = await u.call('GET', '/svc/users/v1/users/self/password-expired');
    expect(expired.body.isPasswordExpired).toBe(false);
    const me = await u.call('GET', '/svc/users/v1/users/self');
    expect(me.body.id).toBe(u.id);
  });
});

describe('privileges (REQ-04)', () => {
  it('REQ-04 USER-08 a grant needs X-Account-Id naming the user’s account; it is listed and taken back', async () => {
    const admin = await as(ADMIN);
    const end = await as('end user');
    const path = `/svc/ucaas/api/ucaas/user/${end.userId}/grantedPrivileges`;
    const grant = { granteeUserId: admin.userId, privObjectTypeId: 3, privObjectId: 7 };
    const none = await admin.put(path, grant);
    expect(none.status).toBe(400);
    expect(none.body.errors[0].field).toBe('X-Account-Id');
    const other = await admin.call('PUT', path, grant, { 'X-Account-Id': String(britannia) });
    expect(other.status).toBe(400);
    const ok = await admin.call('PUT', path, grant, { 'X-Account-Id': String(acme) });
    expect(ok.status).toBe(200);
    const privs = await admin.get(`/svc/ucaas/api/ucaas/user/${end.userId}/userPrivileges`);
    expect(privs.body.grantedPrivileges).toHaveLength(1);
    expect(privs.body.permissions.length).toBeGreaterThan(0);
    const twin = await admin.get(`/svc/users/v1/users/${end.userId}/privileges`);
    expect(twin.body).toEqual(privs.body);
    const role = await admin.get(`/svc/ucaas/api/ucaas/user/${end.userId}/userRolePrivs`);
    expect(role.body.roleId).toBe(privs.body.roleId);
    const q = `?granteeUserId=${admin.userId}&privObjectTypeId=3&privObjectId=7`;
    expect((await admin.call('DELETE', path + q, undefined, { 'X-Account-Id': String(acme) })).status).toBe(
      200,
    );
    expect((await admin.call('DELETE', path + q, undefined, { 'X-Account-Id': String(acme) })).status).toBe(
      404,
    );
    const stranger = await admin.call(
      'PUT',
      path,
      { ...grant, granteeUserId: (await as(GB_ADMIN)).userId },
      { 'X-Account-Id': String(acme) },
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0].field).toBe('granteeUserId');
  });
});

describe('admin reset and bulk caller id', () => {
  it('SEC-02 USER-08 the admin resets a user’s password by login name: a task; another account’s login is not found', async () => {
    const admin = await as(ADMIN);
    await newSignedInUser('reset.me@acme.example');
    const r = await admin.get(
      `/svc/ucaas/api/ucaas/account/${acme}/adminResetPassword/reset.me@acme.example`,
    );
    expect(r.status).toBe(202);
    expect(r.body.taskId).toBeTruthy();
    const gbLogin = (await as(GB_ADMIN)).userId;
    expect(gbLogin).toBeTruthy();
    const missing = await admin.get(
      `/svc/ucaas/api/ucaas/account/${acme}/adminResetPassword/nobody@nowhere.example`,
    );
    expect(missing.status).toBe(404);
    const end = await as('end user');
    expect(
      (await end.get(`/svc/ucaas/api/ucaas/account/${acme}/adminResetPassword/reset.me@acme.example`)).status,
    ).toBe(403);
  });

  it('USER-08 the bulk caller-id update is a task; a too long name is a field error', async () => {
    const admin = await as(ADMIN);
    const end = await as('end user');
    const path = `/svc/appserver/rest/account/${acme}/users/bulkCallerIdUpdate`;
    const bad = await admin.post(path, {
      users: [{ userId: end.userId, callerIdName: 'A name far too long for CNAM' }],
    });
    expect(bad.status).toBe(400);
    const ok = await admin.post(path, { users: [{ userId: end.userId, callerIdName: 'ACME SALES' }] });
    expect(ok.status).toBe(202);
    expect(ok.body.taskId).toBeTruthy();
  });
});

describe('users service and appserver twins', () => {
  it('USER-08 USER-03 search, enabled users, create, telephony, by admin (not oneself)', async () => {
    const admin = await as(ADMIN);
    const search = await admin.get(`/svc/users/v1/accounts/${acme}/users/search?keyword=a`);
    expect(search.body.results.length).toBeGreaterThan(0);
    const enabled = await admin.get(`/svc/users/v1/accounts/${acme}/users/enabled`);
    expect(enabled.body.total).toBeGreaterThan(0);
    const app = await admin.get(`/svc/appserver/rest/account/${acme}/users/search`);
    expect(app.body.total).toBe(search.body.total >= 0 ? app.body.total : -1);
    const made = await admin.post(`/svc/users/v1/accounts/${acme}/users`, {
      firstName: 'Tess',
      lastName: 'Twin',
      email: 'tess.twin@acme.example',
      loginName: 'tess.twin@acme.example',
    });
    expect(made.status).toBe(201);
    const id = made.body.userId ?? made.body.id;
    expect((await admin.get(`/svc/users/v1/users/${id}/telephony`)).body.firstName).toBe('Tess');
    expect((await admin.put(`/svc/users/v1/users/${id}/by-admin`, { lastName: 'Two' })).body.lastName).toBe(
      'Two',
    );
    expect((await admin.put(`/svc/users/v1/users/${admin.userId}/by-admin`, { lastName: 'Me' })).status).toBe(
      403,
    );
    expect(
      (await admin.put(`/svc/appserver/rest/account/${acme}/user/${id}`, { firstName: 'Tes' })).body
        .firstName,
    ).toBe('Tes');
    const gb = await as(GB_ADMIN);
    expect((await gb.get(`/svc/users/v1/users/${id}/telephony`)).status).toBe(404);
    expect((await gb.get(`/svc/users/v1/accounts/${acme}/users/search`)).status).toBe(404);
  });

  it('USER-08 extension templates are per account, checked, and seeded', async () => {
    const admin = await as(ADMIN);
    const gb = await as(GB_ADMIN);
    const base = `/svc/appserver/rest/account/${acme}/extensionTemplates`;
    expect((await admin.get(base)).body.total).toBe(2);
    const gbList = await gb.get(`/svc/appserver/rest/account/${britannia}/extensionTemplates`);
    expect(gbList.body.items.map((t: { servicePlan: string }) => t.servicePlan)).toContain(
      'Extension - World Office (GB)',
    );
    const bad = await admin.post(base, { name: '', extensionType: 'Nope', servicePlan: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['extensionType', 'name']);
    expect(
      (await admin.post(base, { name: 'Desk phone', extensionType: 'Extension', servicePlan: 'x' })).status,
    ).toBe(400);
    expect(
      (
        await admin.post(base, {
          name: 'Lobby',
          extensionType: 'Extension',
          servicePlan: 'Unlimited Extension',
        })
      ).status,
    ).toBe(201);
    expect((await gb.get(base)).status).toBe(404);
    expect((await admin.get(`/svc/appserver/rest/account/${acme}/shortCodes`)).body.total).toBeGreaterThan(0);
    expect((await admin.get(`/svc/appserver/rest/account/${acme}/worldOffice`)).status).toBe(200);
    expect((await admin.get(`/svc/appserver/rest/account/${acme}/mobileEncryption`)).body.accountId).toBe(
      acme,
    );
  });
});

describe('extensions (USER-07, REQ-06)', () => {
  it('REQ-06 USER-07 v1, info and mwbKit read an extension as C-154; another tenant’s is not found', async () => {
    const admin = await as(ADMIN);
    const end = await as('end user');
    const list = await admin.get(`/svc/ucaas/api/ucaas/account/${acme}/extensionList`);
    const kit = list.body.phoneSystemExtension.find(
      (e: { userId: number }) => e.userId === end.userId,
    ).deviceKitId;
    const one = await admin.get(`/svc/ucaas/api/ucaas/extension/${kit}`);
    for (const path of [`v1/${kit}`, `${kit}/info`, `${kit}/mwbKit`])
      expect((await admin.get(`/svc/ucaas/api/ucaas/extension/${path}`)).body).toEqual(one.body);
    const changed = await admin.put(`/svc/ucaas/api/ucaas/extension/${kit}/info`, { userName: 'Front desk' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.userName).toBe('Front desk');
    expect((await (await as(GB_ADMIN)).get(`/svc/ucaas/api/ucaas/extension/v1/${kit}`)).status).toBe(404);
    const search = await admin.get(`/svc/ucaas/api/ucaas/v3/account/${acme}/extensionSearch?kitIds=${kit}`);
    expect(search.body.total).toBe(1);
    expect(search.body.phoneSystemExtension[0].deviceKitName).toBe('Front desk');
  });

  it('USER-08 devices per extension: listed, put on, taken off; a stranger device is a field error', async () => {
    const admin = await as(ADMIN);
    const ext = (
      await admin.get(`/svc/ucaas/api/ucaas/account/${acme}/extensionList`)
    ).body.phoneSystemExtension.find((e: { userId: number | null }) => e.userId);
    const base = `/svc/ucaas/api/ucaas/user/${ext.userId}/settings/extensions/${ext.extension}`;
    const before = await admin.get(`${base}/devices`);
    expect(before.status).toBe(200);
    const devices = await admin.get(`/svc/ucaas/api/ucaas/account/${acme}/extensionList`);
    expect(devices.status).toBe(200);
    expect(
      (await admin.get(`/svc/ucaas/api/ucaas/user/${ext.userId}/settings/extensions/99999/devices`)).status,
    ).toBe(404);
    const stranger = await admin.post(`${base}/devices`, { deviceIds: [2 ** 31 - 1] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0].field).toBe('deviceIds');
    expect((await admin.post(`${base}/devices`, { deviceIds: [] })).status).toBe(400);
    if (before.body.items.length) {
      const id = before.body.items[0].id;
      expect((await admin.post(`${base}/removeDevices`, { deviceIds: [id] })).body.total).toBe(
        before.body.total - 1,
      );
      expect((await admin.post(`${base}/devices`, { deviceIds: [id] })).body.total).toBe(before.body.total);
    }
  });
});

describe('messages', () => {
  it('USER-08 a user’s messages in the messages service; another tenant’s user is not found', async () => {
    const admin = await as(ADMIN);
    const end = await as('end user');
    const r = await admin.get(`/svc/messages/messages/6/users/${end.userId}/messages`);
    expect(r.status).toBe(200);
    expect(r.body.userId).toBe(end.userId);
    expect(
      (await (await as(GB_ADMIN)).get(`/svc/messages/messages/6/users/${end.userId}/messages`)).status,
    ).toBe(404);
  });
});
