// Recording rules, call monitoring, end users' access to company recordings, recording
// privileges and the recording services (issue 20, decision 0105), against the seeded demo.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUserMaySeeCompanyRecordings } from '../../server/areas/recordingRules/settingsStore';
import { callMonitors, extensions, greetings, recordingRules, users } from '../../server/db/schema';
import { type Caller, callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let endUser: Caller;
let acme: number;
/** Britannia's id: another customer, for tenancy. */
let other: number;
let salesQueue: number;
let otherQueue: number;

const db = () => p.database.db;
const rec = (path: string, account = acme) => `/svc/recording/api/recording/account/${account}${path}`;
const crud = (body: unknown) => admin.post(rec('/recordingRules/crud'), body);
const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Billing queue',
  scope: 'queues',
  targetIds: [salesQueue],
  direction: 'both',
  ...overrides,
});

beforeAll(async () => {
  p = await startPlatform();
  const as = callers(p);
  admin = await as.as('account administrator');
  endUser = await as.as('end user');
  acme = admin.accountId;
  const [gb] = await db()
    .select({ id: users.accountId })
    .from(users)
    .where(eq(users.loginName, demo('account administrator (international, GB)').loginName));
  other = gb.id;
  const queueOf = async (accountId: number) =>
    (
      await db()
        .select({ id: extensions.id })
        .from(extensions)
        .where(and(eq(extensions.accountId, accountId), eq(extensions.extensionNumber, '401')))
    )[0].id;
  salesQueue = await queueOf(acme);
  otherQueue = await queueOf(other);
});
afterAll(() => p?.stop());

describe('recording rules', () => {
  it('REC-01 lists the seeded rules of the account in order, with whom each names', async () => {
    const list = await admin.get(rec('/getRecordingRulesList'));
    expect(list.status).toBe(200);
    const names = list.body.items.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Sales queue', 'Follow-up calls', 'Support team']);
    const sales = list.body.items[0];
    expect(sales).toMatchObject({ scope: 'queues', direction: 'inbound', mode: 'always', enabled: true });
    expect(sales.targets).toEqual([
      expect.objectContaining({ id: salesQueue, extension: '401', name: 'Sales Queue' }),
    ]);
  });

  it('REC-01 refuses a bad retention, a missing target and a taken name, each with its field', async () => {
    const retention = await crud({ operation: 'create', rule: rule({ retentionDays: 29 }) });
    expect(retention.status).toBe(400);
    expect(retention.body.errors).toEqual([
      expect.objectContaining({
        field: 'rule.retentionDays',
        message: 'Keep recordings between 30 and 3650 days.',
      }),
    ]);
    expect((await crud({ operation: 'create', rule: rule({ retentionDays: 3651 }) })).status).toBe(400);
    const noOne = await crud({ operation: 'create', rule: rule({ targetIds: [] }) });
    expect(noOne.body.errors[0]).toMatchObject({ field: 'rule.targetIds', message: 'Choose at least one.' });
    const taken = await crud({ operation: 'create', rule: rule({ name: 'sales QUEUE' }) });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0]).toMatchObject({ field: 'name' });
  });

  it('REC-01 plays an announcement only once the account has uploaded it', async () => {
    const missing = await crud({
      operation: 'create',
      rule: rule({ name: 'Announced', announcementKey: 'main' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      field: 'announcementKey',
      message: 'Upload this announcement first.',
    });
    await db()
      .insert(greetings)
      .values({
        accountId: acme,
        ownerKind: 'recordingRule',
        ownerId: acme,
        greetingKey: 'main',
        fileName: 'announcement.wav',
        contentType: 'audio/wav',
        byteSize: 4,
        audio: Buffer.from('RIFF'),
        createdAt: new Date(),
      });
    const made = await crud({
      operation: 'create',
      rule: rule({ name: 'Announced', announcementKey: 'main' }),
    });
    expect(made.status).toBe(201);
    expect(made.body.announcementKey).toBe('main');
    expect((await crud({ operation: 'delete', recordingRuleId: made.body.recordingRuleId })).status).toBe(
      200,
    );
  });

  it('REC-01 refuses a rule naming a queue of another account, or a user as a queue', async () => {
    const stranger = await crud({ operation: 'create', rule: rule({ targetIds: [otherQueue] }) });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0]).toMatchObject({
      field: 'targetIds',
      message: 'Choose call queues of this account.',
    });
    const wrongKind = await crud({ operation: 'create', rule: rule({ targetIds: [admin.userId] }) });
    expect(wrongKind.status).toBe(400);
  });

  it('REC-01 creates, changes and deletes a rule through the one crud call', async () => {
    const created = await crud({ operation: 'create', rule: rule({ retentionDays: 30 }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Billing queue',
      retentionDays: 30,
      position: 3,
      enabled: true,
    });
    const id = created.body.recordingRuleId;
    const changed = await crud({
      operation: 'update',
      recordingRuleId: id,
      rule: rule({ name: 'Billing line', retentionDays: 3650, direction: 'outbound' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Billing line',
      retentionDays: 3650,
      direction: 'outbound',
      position: 3,
    });
    expect((await crud({ operation: 'delete', recordingRuleId: id })).body).toEqual({ deleted: id });
    const after = await admin.get(rec('/getRecordingRulesList'));
    expect(after.body.items.map((r: { recordingRuleId: number }) => r.recordingRuleId)).not.toContain(id);
    expect((await crud({ operation: 'delete', recordingRuleId: id })).status).toBe(404);
  });

  it("REC-01 does not read or delete another account's rule", async () => {
    expect((await admin.get(rec('/getRecordingRulesList', other))).status).toBe(404);
    const [theirs] = await db()
      .select({ id: recordingRules.id })
      .from(recordingRules)
      .where(eq(recordingRules.accountId, other));
    expect((await crud({ operation: 'delete', recordingRuleId: theirs.id })).status).toBe(404);
    expect(await db().select().from(recordingRules).where(eq(recordingRules.id, theirs.id))).toHaveLength(1);
  });

  it('REC-01 reorders and switches the list: all named, or none', async () => {
    const list = (await admin.get(rec('/getRecordingRulesList'))).body.items;
    const [a, b] = list;
    const swapped = await admin.put(rec('/recordingRulesList'), {
      items: [
        { recordingRuleId: a.recordingRuleId, position: 5, enabled: false },
        { recordingRuleId: b.recordingRuleId, position: 0 },
      ],
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.items[0].recordingRuleId).toBe(b.recordingRuleId);
    expect(
      swapped.body.items.find((r: { recordingRuleId: number }) => r.recordingRuleId === a.recordingRuleId),
    ).toMatchObject({ enabled: false, position: 5 });
    const refused = await admin.put(rec('/recordingRulesList'), {
      items: [
        { recordingRuleId: a.recordingRuleId, enabled: true },
        { recordingRuleId: 999999, enabled: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('items.1.recordingRuleId');
    const still = (await admin.get(rec('/getRecordingRulesList'))).body.items;
    expect(
      still.find((r: { recordingRuleId: number }) => r.recordingRuleId === a.recordingRuleId).enabled,
    ).toBe(false);
    await admin.put(rec('/recordingRulesList'), {
      items: [
        { recordingRuleId: a.recordingRuleId, position: 0, enabled: true },
        { recordingRuleId: b.recordingRuleId, position: 1 },
      ],
    });
  });

  it("REC-01 answers the rules that record one user, and writes only the user's own rule", async () => {
    const agent = (await admin.get(rec('/getRecordingRulesList'))).body.items.find(
      (r: { scope: string }) => r.scope === 'users',
    ).targetIds[0];
    const user = (path: string) => `/svc/ucaas/api/ucaas/user/${agent}${path}`;
    const theirs = await admin.get(user('/recordingRuleList'));
    expect(theirs.status).toBe(200);
    // The agent answers for the sales queue and is named by the follow-up rule.
    expect(theirs.body.items.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Sales queue', 'Follow-up calls']),
    );
    const own = await admin.post(user('/recordingRule'), {
      name: 'My own calls',
      scope: 'users',
      targetIds: [agent],
      direction: 'outbound',
    });
    expect(own.status).toBe(201);
    const ownId = own.body.recordingRuleId;
    expect((await admin.get(user(`/recordingRule/${ownId}`))).body.name).toBe('My own calls');
    const someoneElse = await admin.post(user('/recordingRule'), {
      name: 'Not mine',
      scope: 'users',
      targetIds: [admin.userId],
      direction: 'outbound',
    });
    expect(someoneElse.status).toBe(400);
    // The queue's rule records the agent but is not the agent's own: not written here.
    const salesId = theirs.body.items.find((r: { name: string }) => r.name === 'Sales queue').recordingRuleId;
    const notOwn = await admin.put(user(`/recordingRule/${salesId}`), rule({ name: 'Sales queue' }));
    expect(notOwn.status).toBe(404);
    const off = await admin.put(user('/recordingRuleList'), {
      items: [{ recordingRuleId: ownId, enabled: false }],
    });
    expect(off.status).toBe(200);
    expect(off.body.items.find((r: { recordingRuleId: number }) => r.recordingRuleId === ownId).enabled).toBe(
      false,
    );
    expect(
      (await admin.put(user('/recordingRuleList'), { items: [{ recordingRuleId: salesId, enabled: false }] }))
        .status,
    ).toBe(400);
  });

  it('REC-01 lists the recorded extensions of the enabled rules (appserver kits)', async () => {
    const kits = await admin.get(`/svc/appserver/rest/account/${acme}/callRecordingKits`);
    expect(kits.status).toBe(200);
    const queue = kits.body.items.find((k: { extensionId: number }) => k.extensionId === salesQueue);
    expect(queue.recordingRuleIds.length).toBeGreaterThan(0);
  });

  it('REC-03 refuses a role without the recording keys with 403', async () => {
    expect((await endUser.get(rec('/getRecordingRulesList'))).status).toBe(403);
    expect(
      (await endUser.post(rec('/recordingRules/crud'), { operation: 'create', rule: rule() })).status,
    ).toBe(403);
    expect(
      (await endUser.put(`/svc/ucaas/api/ucaas/account/${acme}/monitor`, { enabled: false })).status,
    ).toBe(403);
  });
});

describe('access and privileges', () => {
  it('REC-03 turns end users’ access to company recordings on and off, read by the recordings search', async () => {
    expect((await admin.get(rec('/endUserCCRAccess'))).body.enabled).toBe(false);
    expect(await endUserMaySeeCompanyRecordings(db(), acme)).toBe(false);
    const on = await admin.post(rec('/endUserCCRAccess'), { enabled: true });
    expect(on.status).toBe(200);
    expect(await endUserMaySeeCompanyRecordings(db(), acme)).toBe(true);
    const mine = await endUser.get(rec(`/users/${endUser.userId}/privileges`));
    expect(mine.body).toEqual({
      userId: endUser.userId,
      scope: 'company',
      listen: true,
      download: true,
      comment: true,
      delete: false,
    });
    await admin.post(rec('/endUserCCRAccess'), { enabled: false });
    expect((await endUser.get(rec(`/users/${endUser.userId}/privileges`))).body.scope).toBe('own');
    expect((await admin.post(rec('/endUserCCRAccess'), { enabled: 'yes' })).status).toBe(400);
  });

  it('REC-03 derives recording privileges from the role: an administrator deletes the company’s', async () => {
    const admins = await admin.get(rec(`/users/${admin.userId}/privileges`));
    expect(admins.body).toMatchObject({ scope: 'company', delete: true });
    // The administrator reads an end user's; the end user may not read the administrator's.
    expect((await admin.get(rec(`/users/${endUser.userId}/privileges`))).body.scope).toBe('own');
    expect((await endUser.get(rec(`/users/${admin.userId}/privileges`))).status).toBe(404);
  });

  it('sets, changes and removes a feature of the recording service, checked by its name', async () => {
    const services = await admin.get(rec('/services'));
    const features = services.body.items[0].features;
    expect(features.find((f: { featureName: string }) => f.featureName === 'transcription')).toMatchObject({
      value: true,
      isSet: true,
    });
    const feature = (path = '') => rec(`/services/callRecording/features${path}`);
    expect((await admin.post(feature(), { featureName: 'storageTier', value: 'glacier' })).status).toBe(400);
    expect((await admin.post(feature(), { featureName: 'storageTier', value: 'archive' })).status).toBe(201);
    expect((await admin.post(feature(), { featureName: 'storageTier', value: 'archive' })).status).toBe(400);
    expect((await admin.put(feature('/maxRetentionDays'), { value: 20 })).status).toBe(400);
    expect((await admin.put(feature('/maxRetentionDays'), { value: 730 })).status).toBe(200);
    const removed = await admin.delete(feature('/storageTier'));
    expect(removed.status).toBe(200);
    const tier = (await admin.get(feature())).body.items.find(
      (f: { featureName: string }) => f.featureName === 'storageTier',
    );
    expect(tier).toMatchObject({ value: 'standard', isSet: false });
    expect((await admin.get(rec('/services/fax/features'))).status).toBe(404);
  });
});

describe('call monitoring', () => {
  const monitor = () => `/svc/ucaas/api/ucaas/account/${acme}/monitor`;

  it('REC-03 answers who monitors whom, and replaces the list with valid pairs only', async () => {
    const seeded = await admin.get(monitor());
    expect(seeded.status).toBe(200);
    expect(seeded.body.enabled).toBe(true);
    expect(seeded.body.items.length).toBeGreaterThan(0);
    const pair = seeded.body.items[0];
    const own = await db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(and(eq(extensions.userId, pair.monitorUserId), eq(extensions.accountId, acme)));
    const refused = await admin.put(monitor(), {
      items: [
        { monitorUserId: pair.monitorUserId, extensionId: otherQueue, mode: 'listen' },
        { monitorUserId: pair.monitorUserId, extensionId: own[0].id, mode: 'barge' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['items.0.extensionId', 'Choose an extension of this account.'],
      ['items.1.extensionId', 'A user does not monitor their own extension.'],
    ]);
    expect((await admin.get(monitor())).body.items.length).toBe(seeded.body.items.length);
    const changed = await admin.put(monitor(), {
      enabled: false,
      items: [{ monitorUserId: pair.monitorUserId, extensionId: pair.extensionId, mode: 'barge' }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      enabled: false,
      items: [expect.objectContaining({ mode: 'barge' })],
    });
    await admin.put(monitor(), { enabled: true });
  });

  it('REC-03 runs the bulk change as a task polled by id, to completion, refusing rows out of reach', async () => {
    const { monitorUserId } = (await admin.get(monitor())).body.items[0];
    const targets = await db()
      .select({ id: extensions.id, userId: extensions.userId })
      .from(extensions)
      .where(and(eq(extensions.accountId, acme), eq(extensions.extensionType, 'Extension')));
    const chosen = targets
      .filter((t) => t.userId !== monitorUserId)
      .map((t) => t.id)
      .slice(0, 3);
    const start = await admin.post(`/svc/appserver/rest/account/${acme}/callMonitoring/bulkUpdate`, {
      monitorUserId,
      extensionIds: [...chosen, otherQueue],
      mode: 'whisper',
    });
    expect(start.status).toBe(202);
    await p.jobs.idle();
    const task = await admin.get(`/svc/appserver/rest/account/${acme}/bulkTask/${start.body.taskId}`);
    // The other account's queue is refused; the three of the account are set.
    expect(task.body).toMatchObject({
      kind: 'monitorUpdate',
      status: 'partial',
      total: 4,
      succeeded: 3,
      refused: 1,
    });
    const pairs = await db().select().from(callMonitors).where(eq(callMonitors.monitorUserId, monitorUserId));
    for (const id of chosen) expect(pairs.find((x) => x.extensionId === id)?.mode).toBe('whisper');
    const stop = await admin.post(`/svc/appserver/rest/account/${acme}/callMonitoring/bulkUpdate`, {
      monitorUserId,
      extensionIds: chosen.slice(0, 1),
      mode: 'none',
    });
    await p.jobs.idle();
    expect(
      (await admin.get(`/svc/appserver/rest/account/${acme}/bulkTask/${stop.body.taskId}`)).body.status,
    ).toBe('done');
    const after = await db().select().from(callMonitors).where(eq(callMonitors.monitorUserId, monitorUserId));
    expect(after.some((x) => x.extensionId === chosen[0])).toBe(false);
    // The end user may not read the task: it answers as a missing one.
    expect(
      (await endUser.get(`/svc/appserver/rest/account/${acme}/bulkTask/${start.body.taskId}`)).status,
    ).toBe(404);
  });

  it('resets chosen extensions’ monitoring and greetings as a task, after confirmation', async () => {
    const [pair] = (await admin.get(monitor())).body.items;
    const path = `/svc/appserver/rest/account/${acme}/extensions/resetData`;
    const unconfirmed = await admin.post(path, { extensionIds: [pair.extensionId] });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.errors[0].field).toBe('confirm');
    const start = await admin.post(path, { extensionIds: [pair.extensionId], confirm: true });
    expect(start.status).toBe(202);
    await p.jobs.idle();
    const task = await admin.get(`/svc/appserver/rest/account/${acme}/bulkTask/${start.body.taskId}`);
    expect(task.body).toMatchObject({ kind: 'extensionReset', status: 'done', succeeded: 1 });
    const left = await db().select().from(callMonitors).where(eq(callMonitors.extensionId, pair.extensionId));
    expect(left).toEqual([]);
  });
});
