// The portal's settings and admin config (issue 24, misc-cfg; decision 0116): the account's clock
// and a user's own (CFG-02), the countries and the client defaults (CFG-02, CFG-03), systemConfig,
// the dashboard's filter, the postal code lookup, programmable services and admin config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bulkTasks, callFlows, phoneNumbers } from '../../server/db/schema';
import { DESKTOP_APP_LINK } from '../../src/domain/setupGuide';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let gbAdmin: Caller;
let endUser: Caller;
let usersAdmin: Caller;
let reportsAdmin: Caller;

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  admin = await who.as('account administrator');
  gbAdmin = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
  usersAdmin = await who.as('users admin');
  reportsAdmin = await who.as('reports admin');
});
afterAll(() => p.close());

const info = (c: Caller, id = c.accountId) => c.get(`/svc/ucaas/api/ucaas/account/${id}/info`);
const clock = (id: number) => `/svc/ucaas/api/ucaas/account/${id}/portalSettings`;
const prefs = (id: number) => `/svc/appserver/rest/user/${id}/preferences`;

describe('the account’s clock and a user’s own', () => {
  it('CFG-02 an account reads its locale’s usual clock until its administrator chooses 12 or 24 hours', async () => {
    const before = await info(gbAdmin);
    expect(before.body).toMatchObject({ locale: 'en-gb', timeFormat: null, countryCallingCode: '+44' });
    expect(before.body.config.isAcctInDefaultState).toBe(true);
    const set = await gbAdmin.put(clock(gbAdmin.accountId), { timeFormat: '12' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const after = await info(gbAdmin);
    expect(after.body.timeFormat).toBe('12');
    expect(after.body.config.isAcctInDefaultState).toBe(false);
    expect((await gbAdmin.put(clock(gbAdmin.accountId), { timeFormat: null })).status).toBe(200);
    expect((await info(gbAdmin)).body.timeFormat).toBeNull();
  });

  it('CFG-02 refuses a clock other than 12 or 24, another tenant’s account, and one without the settings permission', async () => {
    const bad = await admin.put(clock(admin.accountId), { timeFormat: '13' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'timeFormat', message: 'Choose 12 or 24 hours.' });
    expect((await admin.put(clock(gbAdmin.accountId), { timeFormat: '24' })).status).toBe(404);
    expect((await endUser.put(clock(endUser.accountId), { timeFormat: '24' })).status).toBe(403);
    expect((await info(admin)).body.timeFormat).toBeNull();
  });

  it('CFG-02 a user’s own clock is stored apart from the account’s; another user’s needs the users permission', async () => {
    expect((await endUser.get(prefs(endUser.userId))).body).toMatchObject({ timeFormat: null });
    const set = await endUser.put(prefs(endUser.userId), { timeFormat: '24' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await endUser.get(prefs(endUser.userId))).body.timeFormat).toBe('24');
    expect((await info(admin)).body.timeFormat).toBeNull();
    // An end user reaches no one else's; an administrator reads theirs; another tenant nothing.
    expect((await endUser.get(prefs(admin.userId))).status).toBe(404);
    expect((await admin.get(prefs(endUser.userId))).body.timeFormat).toBe('24');
    expect((await gbAdmin.get(prefs(endUser.userId))).status).toBe(404);
    expect((await endUser.put(prefs(endUser.userId), { timeFormat: 'noon' })).status).toBe(400);
  });
});

describe('lookups', () => {
  it('CFG-02 serves countryCallingCodes and countryCodeToName', async () => {
    const res = await endUser.get('/svc/ucaas/api/ucaas/lookup/countries');
    expect(res.body.countryCallingCodes).toMatchObject({ US: '+1', GB: '+44', AU: '+61', IN: '+91' });
    expect(res.body.countryCodeToName.GB).toBe('United Kingdom');
  });

  it('CFG-03 systemConfig answers the client defaults by name, and refuses an unknown name', async () => {
    const res = await endUser.get('/svc/ucaas/api/ucaas/lookup/systemConfig?name=clientDefaults');
    expect(res.body).toEqual({
      name: 'clientDefaults',
      value: { showMainBusinessNumber: true, canadaProvisioning: true, separatePredirectional: false },
    });
    const formats = await endUser.get('/svc/ucaas/api/ucaas/lookup/systemConfig?name=dateFormats');
    expect(formats.body.value).toEqual(['mediumDate', 'timeString']);
    expect((await endUser.get('/svc/ucaas/api/ucaas/lookup/systemConfig?name=secrets')).status).toBe(400);
  });

  it('validates postal codes of the US, Britain, Australia and India, as each writes them', async () => {
    const look = (country: string, code: string) =>
      endUser.get(
        `/svc/ucaas/api/ucaas/lookup/postalCode?countryCode=${country}&postalCode=${encodeURIComponent(code)}`,
      );
    expect((await look('US', '10001-1234')).body).toMatchObject({ valid: true, normalized: '10001-1234' });
    expect((await look('GB', 'sw1a1aa')).body).toMatchObject({ valid: true, normalized: 'SW1A 1AA' });
    expect((await look('AU', '2000')).body).toMatchObject({ valid: true, normalized: '2000' });
    expect((await look('IN', '110 001')).body).toMatchObject({ valid: true, normalized: '110001' });
    const wrong = await look('IN', '010001');
    expect(wrong.body).toMatchObject({ valid: false, normalized: null, label: 'PIN code' });
    expect(wrong.body.message).toContain('PIN code');
    expect((await look('GB', '12345')).body.valid).toBe(false);
    expect((await look('FR', '75001')).status).toBe(400);
  });
});

describe('the dashboard’s saved filter', () => {
  const path = (c: Caller) =>
    `/svc/ucaas/api/ucaas/lookup/dashboardsettingsfilter?userId=${c.userId}&accountId=${c.accountId}`;

  it('is each user’s own: the default until saved, then what they saved; another user’s is not reached', async () => {
    expect((await admin.get(path(admin))).body.filter).toEqual({
      period: 'last7Days',
      callQueueIds: [],
      hiddenCards: [],
    });
    const saved = await admin.put(path(admin), { period: 'last30Days', hiddenCards: ['usage'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin.get(path(admin))).body.filter).toEqual({
      period: 'last30Days',
      callQueueIds: [],
      hiddenCards: ['usage'],
    });
    const other = `/svc/ucaas/api/ucaas/lookup/dashboardsettingsfilter?userId=${endUser.userId}&accountId=${endUser.accountId}`;
    expect((await admin.get(other)).status).toBe(404);
    const refused = await admin.put(path(admin), { period: 'forever' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['period']);
    // Without the query, the filter is the caller's own.
    const bare = await admin.put('/svc/ucaas/api/ucaas/lookup/dashboardsettingsfilter', { period: 'today' });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body).toMatchObject({ userId: admin.userId, filter: { period: 'today' } });
  });
});

describe('admin config', () => {
  const base = (c: Caller, id = c.accountId) => `/svc/appserver/rest/account/${id}/adminConfig`;

  it('answers the account’s insights: what it holds, counted', async () => {
    const res = await admin.get(`${base(admin)}/insights`);
    expect(res.status).toBe(200);
    expect(res.body.counts.users).toBeGreaterThan(0);
    for (const k of [
      'extensions',
      'phoneNumbers',
      'devices',
      'callQueues',
      'callGroups',
      'callFlows',
      'emergencyLocations',
    ])
      expect(typeof res.body.counts[k]).toBe('number');
    expect((await admin.get(`${base(gbAdmin)}/insights`)).status).toBe(404);
  });

  it('answers the login config and the partner settings of the account', async () => {
    const login = await admin.get(`${base(admin)}/loginConfig`);
    expect(login.body).toMatchObject({ singleSignOn: { enabled: expect.any(Boolean) } });
    expect(typeof login.body.secondFactorRequired).toBe('boolean');
    expect((await endUser.get(`${base(endUser)}/loginConfig`)).status).toBe(403);
    const partner = await admin.get(`${base(admin)}/partnerSettings`);
    expect(partner.status).toBe(200);
    expect(partner.body.partner).toMatchObject({ own: false, name: expect.any(String), kind: 'partner' });
  });

  it('lists the account’s finished tasks of kinds the caller may read, never those running', async () => {
    const db = p.database.db;
    const now = p.clock.now;
    const [done] = await db
      .insert(bulkTasks)
      .values({
        accountId: admin.accountId,
        kind: 'userImport',
        status: 'done',
        total: 2,
        processed: 2,
        succeeded: 2,
        createdAt: now,
        finishedAt: now,
      })
      .returning();
    const [running] = await db
      .insert(bulkTasks)
      .values({ accountId: admin.accountId, kind: 'userImport', status: 'running', total: 2, createdAt: now })
      .returning();
    const list = await usersAdmin.get(`${base(usersAdmin)}/completedTasks`);
    const ids = list.body.items.map((t: { taskId: number }) => t.taskId);
    expect(ids).toContain(done.id);
    expect(ids).not.toContain(running.id);
    // A reports admin may not read user imports: they are not listed for them.
    const theirs = await reportsAdmin.get(`${base(reportsAdmin)}/completedTasks`);
    expect(theirs.body.items.map((t: { taskId: number }) => t.taskId)).not.toContain(done.id);
    expect((await gbAdmin.get(`${base(usersAdmin)}/completedTasks`)).status).toBe(404);
  });

  it('answers the account’s programmable services', async () => {
    const res = await admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/programmableServices`);
    expect(res.body.items.map((s: { service: string }) => s.service)).toEqual([
      'apiKeys',
      'scimProvisioning',
      'singleSignOn',
    ]);
    expect(
      (await gbAdmin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/programmableServices`)).status,
    ).toBe(404);
  });
});

describe('the setup guide', () => {
  it('MISC-03 counts a new account’s steps from what it holds, and ends with the desktop application', async () => {
    const db = p.database.db;
    const provider = await callers(p).as('provider super user');
    const [fresh] = await db
      .insert(accounts)
      .values({ parentId: provider.accountId, name: 'Fresh Start Ltd', kind: 'customer' })
      .returning();
    const guide = async () => {
      const res = await provider.get(`/svc/appserver/rest/account/${fresh.id}/setupGuide`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const first = await guide();
    expect(first.steps.map((s: { id: string }) => s.id)).toEqual([
      'users',
      'numbers',
      'phone',
      'mainNumberCallFlow',
      'desktopApp',
    ]);
    expect(first.steps.every((s: { done: boolean }) => !s.done)).toBe(true);
    expect(first.mainNumber).toBeNull();
    await db.insert(phoneNumbers).values({ accountId: fresh.id, phoneNumber: '19995550100', country: 'US' });
    await db
      .insert(callFlows)
      .values({ accountId: fresh.id, name: 'Main', phoneNumber: '19995550100', destination: {} });
    const after = await guide();
    expect(after.mainNumber).toBe('19995550100');
    expect(after.steps.filter((s: { done: boolean }) => s.done).map((s: { id: string }) => s.id)).toEqual([
      'numbers',
      'mainNumberCallFlow',
    ]);
    expect(DESKTOP_APP_LINK).toContain('userFrom=setupGuide');
    // Another tenant's guide is not reached.
    expect((await admin.get(`/svc/appserver/rest/account/${gbAdmin.accountId}/setupGuide`)).status).toBe(404);
  });
});

describe('the key tool’s texts', () => {
  const texts = (id: number, rest = '') => `/svc/ucaas/api/ucaas/account/${id}/messageTexts${rest}`;

  it('MISC-02 a provider super user edits a text per account and locale over the default, and resets it', async () => {
    const provider = await callers(p).as('provider super user');
    const key = 'setupGuide.users.title';
    const edited = await provider.put(texts(gbAdmin.accountId, `/${key}?locale=en-gb`), {
      text: 'Add your team',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The account reads the edit in its locale (its own by default), the default in another.
    const gb = await gbAdmin.get(texts(gbAdmin.accountId));
    expect(gb.body.locale).toBe('en-gb');
    expect(gb.body.items.find((i: { key: string }) => i.key === key)).toMatchObject({
      text: 'Add your team',
      defaultText: 'Add your users',
      edited: true,
    });
    const us = await gbAdmin.get(texts(gbAdmin.accountId, '?locale=en-us'));
    expect(us.body.items.find((i: { key: string }) => i.key === key).text).toBe('Add your users');
    // Another account keeps the default.
    const acme = await admin.get(texts(admin.accountId, '?locale=en-gb'));
    expect(acme.body.items.find((i: { key: string }) => i.key === key).edited).toBe(false);
    const reset = await provider.delete(texts(gbAdmin.accountId, `/${key}?locale=en-gb`));
    expect(reset.status).toBe(200);
    expect(reset.body.items.find((i: { key: string }) => i.key === key)).toMatchObject({
      text: 'Add your users',
      edited: false,
    });
  });

  it('MISC-02 only a provider super user writes: an account’s administrators are refused, an unknown key is a 404', async () => {
    const key = 'setupGuide.intro';
    const refused = await gbAdmin.put(texts(gbAdmin.accountId, `/${key}`), { text: 'Mine now' });
    expect(refused.status).toBe(403);
    expect((await gbAdmin.delete(texts(gbAdmin.accountId, `/${key}`))).status).toBe(403);
    const provider = await callers(p).as('provider super user');
    expect((await provider.put(texts(gbAdmin.accountId, '/no.such.key'), { text: 'x' })).status).toBe(404);
    expect((await provider.put(texts(gbAdmin.accountId, `/${key}`), { text: '  ' })).status).toBe(400);
    const after = await gbAdmin.get(texts(gbAdmin.accountId));
    expect(after.body.items.find((i: { key: string }) => i.key === key).edited).toBe(false);
  });
});

describe('the demo’s admin config', () => {
  it('MISC-02 a newcomer finds the partner’s own setup guide words, and finished tasks in Acme’s completed tasks', async () => {
    const tasks = await admin.get(
      `/svc/appserver/rest/account/${admin.accountId}/adminConfig/completedTasks`,
    );
    expect(tasks.status).toBe(200);
    const kinds = tasks.body.items.map((t: { kind: string }) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['welcomeResend', 'passwordReset']));
    const partner = await callers(p).as('partner super user');
    const texts = await partner.get(`/svc/ucaas/api/ucaas/account/${partner.accountId}/messageTexts`);
    expect(texts.body.items.find((i: { key: string }) => i.key === 'setupGuide.intro')).toMatchObject({
      text: 'Welcome to Brightline. These steps get your phones ready to take calls.',
      edited: true,
    });
  });
});
