// Messaging (MSG-01; decision 0111): a user's messages, the company and user switches answered
// alike by every call that reads them, the business inbox of an auto attendant, the disabled
// carriers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoAttendants, userMessages, users } from '../../server/db/schema';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let foreignAdmin: Caller;
let endUser: Caller;
let colleagueId: number;
let attendantId: number;
let foreignAttendantId: number;

const M = '/svc/messages/messages';
const company = (accountId: number, rest: string) => `${M}/2/companies/${accountId}/${rest}`;

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  admin = await who.as('account administrator');
  foreignAdmin = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
  const db = p.database.db;
  const [colleague] = await db.select().from(users).where(eq(users.loginName, 'user@acme.example'));
  colleagueId = colleague.id;
  const firstAttendant = async (accountId: number) =>
    (await db.select().from(autoAttendants).where(eq(autoAttendants.accountId, accountId)))
      .map((a) => a.extensionId)
      .sort((a, b) => a - b)[0];
  attendantId = await firstAttendant(admin.accountId);
  foreignAttendantId = await firstAttendant(foreignAdmin.accountId);
});
afterAll(() => p.close());

describe('a user’s messages', () => {
  it('MSG-01 answers whether a user has unread texts, and marks them read on DELETE', async () => {
    const has = await admin.get(`${M}/8/users/${colleagueId}/hasMessages`);
    expect(has.status).toBe(200);
    expect(has.body).toMatchObject({
      userId: colleagueId,
      hasMessages: true,
      unread: 1,
      total: 3,
      messagingEnabled: true,
    });
    const cleared = await admin.delete(`${M}/8/users/${colleagueId}/hasMessages`);
    expect(cleared.body).toMatchObject({ hasMessages: false, unread: 0, total: 3 });
    expect((await admin.get(`${M}/8/users/${colleagueId}/hasMessages`)).body.hasMessages).toBe(false);
  });

  it('MSG-01 lists a user’s threads, newest first, and deletes them all', async () => {
    const list = await admin.get(`${M}/8/users/${admin.userId}/userMessages`);
    expect(list.status).toBe(200);
    expect(list.body.threads).toHaveLength(2);
    expect(list.body.threads[0].messages).toHaveLength(1);
    expect(list.body.threads[1].messages.map((m: { direction: string }) => m.direction)).toEqual([
      'in',
      'out',
    ]);
    const gone = await admin.delete(`${M}/8/users/${admin.userId}/userMessages`);
    expect(gone.body).toEqual({ userId: admin.userId, deleted: 3 });
    const rows = await p.database.db.select().from(userMessages).where(eq(userMessages.userId, admin.userId));
    expect(rows).toEqual([]);
  });

  it('MSG-01 another account’s user is out of reach (404), and an end user may not read others’ texts', async () => {
    expect((await foreignAdmin.get(`${M}/8/users/${colleagueId}/userMessages`)).status).toBe(404);
    expect((await endUser.get(`${M}/8/users/${colleagueId}/userMessages`)).status).toBe(403);
  });
});

describe('the switches', () => {
  it('MSG-01 the company switch is one truth: disable, the disable config and a user’s messages agree', async () => {
    expect((await admin.get(company(admin.accountId, 'disable'))).body).toEqual({
      accountId: admin.accountId,
      disabled: false,
    });
    expect((await admin.put(company(admin.accountId, 'disable'), {})).body.disabled).toBe(true);
    expect((await admin.get(company(admin.accountId, 'disable'))).body.disabled).toBe(true);
    expect((await admin.get(company(admin.accountId, 'disableConfig'))).body.messagingDisabled).toBe(true);
    expect((await admin.get(`${M}/8/users/${colleagueId}/hasMessages`)).body).toMatchObject({
      messagingEnabled: false,
      messagingOffReason: 'Messaging is turned off for the company.',
    });
    expect((await admin.delete(company(admin.accountId, 'disable'))).body.disabled).toBe(false);
    expect((await admin.get(company(admin.accountId, 'disableConfig'))).body.messagingDisabled).toBe(false);
  });

  it('MSG-01 vsuDisable, the SMS switch and off-net SMS each keep their own value', async () => {
    expect((await admin.put(company(admin.accountId, 'vsuDisable'), {})).body.disabled).toBe(true);
    const sms = await p.call('PUT', `${M}/2/sms/disable/messaging`, {
      token: admin.token,
      json: { disabled: true },
    });
    expect(sms.status).toBe(200);
    const offNet = await admin.put(
      `/svc/ucaas/api/ucaas/account/${admin.accountId}/customAttributes/disableOffNetSMS`,
      {},
    );
    expect(offNet.body).toEqual({ accountId: admin.accountId, name: 'disableOffNetSMS', value: true });
    expect((await admin.get(company(admin.accountId, 'disableConfig'))).body).toMatchObject({
      vsuDisabled: true,
      smsDisabled: true,
      offNetSmsDisabled: true,
      messagingDisabled: false,
    });
    expect((await admin.get(company(admin.accountId, 'vsuDisable'))).body.disabled).toBe(true);
    await admin.delete(company(admin.accountId, 'vsuDisable'));
    await admin.put(`${M}/2/sms/disable/messaging`, { disabled: false });
    await admin.delete(`/svc/ucaas/api/ucaas/account/${admin.accountId}/customAttributes/disableOffNetSMS`);
    expect((await admin.get(company(admin.accountId, 'disableConfig'))).body).toMatchObject({
      vsuDisabled: false,
      smsDisabled: false,
      offNetSmsDisabled: false,
    });
  });

  it('MSG-01 users’ messaging is turned off and on by id, for users of the session’s account only', async () => {
    const off = await admin.put(`${M}/1/users/disable/messaging`, { userIds: [colleagueId], disabled: true });
    expect(off.status).toBe(200);
    expect(off.body.disabledUserIds).toEqual([colleagueId]);
    expect((await admin.get(`${M}/8/users/${colleagueId}/userMessages`)).body.messagingOffReason).toBe(
      'Messaging is turned off for this user.',
    );
    const stranger = await admin.put(`${M}/1/users/disable/messaging`, {
      userIds: [foreignAdmin.userId],
      disabled: true,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0].field).toBe('userIds');
    const on = await admin.put(`${M}/1/users/disable/messaging`, { userIds: [colleagueId], disabled: false });
    expect(on.body.disabledUserIds).toEqual([]);
  });

  it('MSG-01 an end user may not change the company’s switches', async () => {
    expect((await endUser.put(company(endUser.accountId, 'disable'), {})).status).toBe(403);
    expect((await foreignAdmin.put(company(admin.accountId, 'disable'), {})).status).toBe(404);
  });
});

describe('the business inbox', () => {
  const inbox = (id: number, rest: string) => `${M}/1/auto-attendants/${id}/${rest}`;

  it('MSG-01 lists and replaces an auto attendant’s delegates, users of its account', async () => {
    const seeded = await admin.get(inbox(attendantId, 'delegates'));
    expect(seeded.status).toBe(200);
    expect(seeded.body.delegates.map((d: { userId: number }) => d.userId)).toEqual([admin.userId]);
    const changed = await admin.put(inbox(attendantId, 'delegates'), {
      delegateIds: [admin.userId, colleagueId],
    });
    expect(changed.body.delegates.map((d: { userId: number }) => d.userId).sort()).toEqual(
      [admin.userId, colleagueId].sort(),
    );
    const stranger = await admin.put(inbox(attendantId, 'delegates'), { delegateIds: [foreignAdmin.userId] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toEqual([
      { field: 'delegateIds', message: expect.stringContaining('Not a user of this account') },
    ]);
    // Nothing half-written: the list is the one before.
    expect((await admin.get(inbox(attendantId, 'delegates'))).body.delegates).toHaveLength(2);
  });

  it('MSG-01 says whether delegates may delete texts, and the auto attendant must be the account’s', async () => {
    expect((await admin.get(inbox(attendantId, 'can-delete-messages'))).body.canDeleteMessages).toBe(false);
    expect(
      (await admin.put(inbox(attendantId, 'can-delete-messages'), { canDeleteMessages: true })).body,
    ).toEqual({
      autoAttendantId: attendantId,
      canDeleteMessages: true,
    });
    expect((await admin.get(inbox(foreignAttendantId, 'delegates'))).status).toBe(404);
    expect((await admin.get(inbox(999999, 'delegates'))).status).toBe(404);
  });
});

describe('the disabled carriers', () => {
  it('MSG-01 keeps the list and whether it is in force, and answers each carrier’s status', async () => {
    expect((await admin.get(company(admin.accountId, 'disabledCarriers'))).body.carriers).toEqual([
      'Google Voice',
    ]);
    const put = await admin.put(company(admin.accountId, 'disabledCarriers'), {
      carriers: ['Verizon', 'Google Voice'],
    });
    expect(put.body.carriers).toEqual(['Verizon', 'Google Voice']);
    const bad = await admin.put(company(admin.accountId, 'disabledCarriers'), {
      carriers: ['Carrier Pigeon'],
    });
    expect(bad.status).toBe(400);
    const status = await admin.get(company(admin.accountId, 'disabledCarriersStatus'));
    expect(status.body.enforced).toBe(true);
    expect(status.body.carriers.find((c: { carrier: string }) => c.carrier === 'Verizon')).toEqual({
      carrier: 'Verizon',
      disabled: true,
      delivering: false,
    });
    const paused = await admin.put(company(admin.accountId, 'disabledCarriersStatus'), { enforced: false });
    expect(paused.body.carriers.every((c: { delivering: boolean }) => c.delivering)).toBe(true);
    expect((await admin.get(company(admin.accountId, 'disabledCarriers'))).body.carriers).toEqual([
      'Verizon',
      'Google Voice',
    ]);
  });
});
