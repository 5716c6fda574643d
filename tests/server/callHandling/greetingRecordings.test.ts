// Recording a greeting by phone (CALL-03, C-392, C-393, C-115, C-116; decisions 0092 and 0096):
// started with the owner, the key and the number to call, polled by ticket id (never cached,
// REQ-07) until recordingSeconds have passed on the platform clock; the poll that first sees the
// time saves the generated greeting and marks the ticket ready in one transaction.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveGreeting } from '../../../server/areas/callHandling/greetingStore';
import { settledRecording } from '../../../server/areas/callHandling/recordingStore';
import { audioRecordings, callGroups, callQueues, extensions, greetings } from '../../../server/db/schema';
import { toneWav } from '../../../src/domain/audio';
import { type Caller, callers } from '../../support/callers';
import { startPlatform, type TestPlatform } from '../../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
let queueId: number;
let groupId: number;
let foreignQueueId: number;
const db = () => p.database.db;
const A = '/svc/appserver/rest/account';
const U = '/svc/ucaas/api/ucaas/account';
const start = (body: Record<string, unknown>, who: Caller = admin) =>
  who.post(`${A}/${acme}/audioRecordings`, body);
const status = (ticketId: number, who: Caller = admin) => who.get(`${A}/${acme}/audioRecordings/${ticketId}`);
const queueGreetings = async (key: string) =>
  db()
    .select()
    .from(greetings)
    .where(
      and(
        eq(greetings.ownerKind, 'callQueue'),
        eq(greetings.ownerId, queueId),
        eq(greetings.greetingKey, key),
      ),
    );
const ticketCount = async () => (await db().select({ n: count() }).from(audioRecordings))[0].n;

beforeAll(async () => {
  // The default: 8 seconds from start to the saved recording.
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  acme = admin.accountId;
  const britannia = (await callers(p).as('account administrator (international, GB)')).accountId;
  [{ id: queueId }] = await db()
    .select({ id: callQueues.extensionId })
    .from(callQueues)
    .where(eq(callQueues.accountId, acme));
  [{ id: groupId }] = await db()
    .select({ id: callGroups.extensionId })
    .from(callGroups)
    .where(eq(callGroups.accountId, acme));
  [{ id: foreignQueueId }] = await db()
    .select({ id: callQueues.extensionId })
    .from(callQueues)
    .where(eq(callQueues.accountId, britannia));
}, 60_000);
afterAll(() => p.close());

describe('recording a greeting by phone', () => {
  it('CALL-03 REQ-07 a recording is polled by ticket id: calling until recordingSeconds pass, then ready with the greeting it became; never cached', async () => {
    expect(p.config.recordingSeconds).toBe(8);
    const started = await start({
      ownerKind: 'callQueue',
      ownerId: queueId,
      greetingKey: 'welcome',
      phoneNumber: '(415) 555-0142',
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: 'calling',
      ownerKind: 'callQueue',
      ownerId: queueId,
      greetingKey: 'welcome',
      phoneNumber: '+14155550142',
      greeting: null,
      reason: null,
    });
    const { ticketId } = started.body;
    expect(started.body.recordId).toBe(ticketId);
    p.clock.advance(7);
    const waiting = await status(ticketId);
    expect(waiting.body.status).toBe('calling');
    expect(waiting.headers.get('cache-control')).toBe('private, no-store');
    expect(await queueGreetings('welcome')).toEqual([]);
    p.clock.advance(1);
    const ready = await status(ticketId);
    expect(ready.headers.get('cache-control')).toBe('private, no-store');
    expect(ready.body).toMatchObject({
      status: 'ready',
      greeting: {
        ownerKind: 'callQueue',
        ownerId: queueId,
        greetingKey: 'welcome',
        contentType: 'audio/wav',
        source: 'phone',
        fileName: `recording-${ticketId}.wav`,
        durationMs: 2000,
      },
    });
    // The greeting is the queue's, fetched at its path like an upload.
    const res = await p.app.request(`${A}/${acme}/greetings/callQueue/${queueId}/welcome`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    expect(bytes.length).toBe(ready.body.greeting.byteSize);
  });

  it('CALL-03 the poll that completes a recording saves one greeting: polls at the same moment and later make no second', async () => {
    const { body } = await start({
      ownerKind: 'callQueue',
      ownerId: queueId,
      greetingKey: 'twice',
      phoneNumber: '+14155550143',
    });
    p.clock.advance(8);
    const answers = await Promise.all([status(body.ticketId), status(body.ticketId), status(body.ticketId)]);
    expect(answers.map((a) => a.body.status)).toEqual(['ready', 'ready', 'ready']);
    const ids = new Set(answers.map((a) => a.body.greeting.greetingId));
    expect(ids.size).toBe(1);
    p.clock.advance(60);
    const later = await status(body.ticketId);
    expect(later.body.greeting).toEqual(answers[0].body.greeting);
    const saved = await queueGreetings('twice');
    expect(saved).toHaveLength(1);
    // Saved at the moment the recording ended, not when it was read.
    expect(saved[0].createdAt.toISOString()).toBe(answers[0].body.greeting.createdAt);
    // A file uploaded afterwards stays: a later poll does not record over it.
    const form = new FormData();
    form.append('file', new Blob([toneWav(0.5, 880)]), 'later.wav');
    const path = `${A}/${acme}/greetings/callQueue/${queueId}/twice`;
    const uploaded = await p.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    p.clock.advance(60);
    expect((await status(body.ticketId)).body.status).toBe('ready');
    const [kept] = await queueGreetings('twice');
    expect(kept).toMatchObject({ fileName: 'later.wav', source: 'upload' });
    expect(new Uint8Array(kept.audio)).toEqual(toneWav(0.5, 880));
  });

  it('CALL-03 a poll that read the ticket before another completed it writes nothing: the greeting uploaded since stays', async () => {
    const { body } = await start({
      ownerKind: 'callQueue',
      ownerId: queueId,
      greetingKey: 'stale',
      phoneNumber: '+14155550150',
    });
    // The row as a poll read it for its access check, while the recording was still calling.
    const [stale] = await db().select().from(audioRecordings).where(eq(audioRecordings.id, body.ticketId));
    p.clock.advance(8);
    expect((await settledRecording(db(), stale, p.clock.now)).status).toBe('ready');
    await saveGreeting(
      db(),
      { accountId: acme, ownerKind: 'callQueue', ownerId: queueId, greetingKey: 'stale' },
      {
        fileName: 'mine.wav',
        contentType: 'audio/wav',
        bytes: toneWav(0.25),
        durationMs: 250,
        source: 'upload',
        createdBy: admin.userId,
        at: p.clock.now,
      },
    );
    // The late poll with its old row finds the ticket ready under its lock, and leaves the upload.
    expect((await settledRecording(db(), stale, p.clock.now)).status).toBe('ready');
    expect(await queueGreetings('stale')).toMatchObject([{ fileName: 'mine.wav', source: 'upload' }]);
  });

  it('CALL-03 a number that is not a phone number, or an owner of another account or kind, answers 400 naming the field and starts nothing', async () => {
    const before = await ticketCount();
    const refused: [Record<string, unknown>, string, string][] = [
      [
        { ownerKind: 'callQueue', ownerId: queueId, phoneNumber: 'call me' },
        'phoneNumber',
        'This is not a phone number.',
      ],
      [
        { ownerKind: 'callQueue', ownerId: queueId, phoneNumber: '' },
        'phoneNumber',
        'Enter the phone number to call.',
      ],
      [{ ownerKind: 'callQueue', ownerId: queueId }, 'phoneNumber', 'This is not a phone number.'],
      [
        { ownerKind: 'callQueue', ownerId: foreignQueueId, phoneNumber: '+14155550100' },
        'ownerId',
        `There is no call queue ${foreignQueueId} in this account.`,
      ],
      [
        { ownerKind: 'callGroup', ownerId: queueId, phoneNumber: '+14155550100' },
        'ownerId',
        `There is no call group ${queueId} in this account.`,
      ],
      [
        { ownerKind: 'callQueue', phoneNumber: '+14155550100' },
        'ownerId',
        'Choose what the greeting is for.',
      ],
      [
        { ownerKind: 'voicemail', ownerId: queueId, phoneNumber: '+14155550100' },
        'ownerKind',
        'Choose what the greeting is for.',
      ],
      [
        { ownerKind: 'callQueue', ownerId: queueId, greetingKey: 'two words', phoneNumber: '+14155550100' },
        'greetingKey',
        'A greeting key is one word of letters and digits, like main or afterHours.',
      ],
    ];
    for (const [body, field, message] of refused) {
      const answer = await start(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect(await ticketCount()).toBe(before);
  });

  it('CALL-03 an account’s own announcement (call monitoring) needs no owner id; its greeting is the account’s', async () => {
    const { status: code, body } = await start({
      ownerKind: 'callMonitoring',
      greetingKey: 'notice',
      phoneNumber: '4155550144',
    });
    expect(code).toBe(202);
    expect(body.ownerId).toBe(acme);
    p.clock.advance(8);
    expect((await status(body.ticketId)).body.greeting).toMatchObject({
      ownerKind: 'callMonitoring',
      ownerId: acme,
    });
  });

  it('CALL-03 a recording still calling is cancelled by DELETE and never saved; once saved, a cancel answers 409 and the greeting stays', async () => {
    const first = (
      await start({
        ownerKind: 'callGroup',
        ownerId: groupId,
        greetingKey: 'cancelled',
        phoneNumber: '+14155550145',
      })
    ).body;
    p.clock.advance(3);
    const cancelled = await admin.delete(`${A}/${acme}/audioRecordings/${first.ticketId}`);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', greeting: null } });
    // Again: nothing changes.
    expect((await admin.delete(`${A}/${acme}/audioRecordings/${first.ticketId}`)).body.status).toBe(
      'cancelled',
    );
    p.clock.advance(10);
    expect((await status(first.ticketId)).body).toMatchObject({ status: 'cancelled', greeting: null });
    const groupGreeting = await db()
      .select()
      .from(greetings)
      .where(and(eq(greetings.ownerKind, 'callGroup'), eq(greetings.greetingKey, 'cancelled')));
    expect(groupGreeting).toEqual([]);

    // Past its time, the cancel finds the recording saved (no poll read it first).
    const second = (
      await start({
        ownerKind: 'callGroup',
        ownerId: groupId,
        greetingKey: 'kept',
        phoneNumber: '+14155550146',
      })
    ).body;
    p.clock.advance(8);
    const late = await admin.delete(`${A}/${acme}/audioRecordings/${second.ticketId}`);
    expect(late).toMatchObject({ status: 409, body: { code: 'recording_ready' } });
    expect((await status(second.ticketId)).body.status).toBe('ready');
  });

  it('CALL-03 the outdial greeting (C-115, C-116) is the same ticket, by record id, on the phone system’s path', async () => {
    const started = await admin.post(`${U}/${acme}/outdialRecordGreeting`, {
      ownerKind: 'callQueue',
      ownerId: queueId,
      greetingKey: 'outdial',
      phoneNumber: '+14155550147',
    });
    expect(started).toMatchObject({ status: 202, body: { status: 'calling' } });
    const { recordId } = started.body;
    p.clock.advance(8);
    const polled = await admin.get(`${U}/${acme}/outdialRecordGreeting/${recordId}`);
    expect(polled.headers.get('cache-control')).toBe('private, no-store');
    expect(polled.body).toMatchObject({ recordId, status: 'ready', greeting: { greetingKey: 'outdial' } });
    expect((await status(recordId)).body).toEqual(polled.body);
  });

  it('CALL-03 an owner deleted while the call is on fails the recording, saying why', async () => {
    const [doomed] = await db()
      .insert(extensions)
      .values({
        accountId: acme,
        extensionNumber: '4999',
        extensionType: 'Call Queue',
        servicePlan: 'Call Queue - Standard',
        userName: 'Doomed Queue',
      })
      .returning();
    await db()
      .insert(callQueues)
      .values({
        extensionId: doomed.id,
        accountId: acme,
        overflow: { kind: 'hangup' },
        noAgents: { kind: 'hangup' },
      });
    const { body } = await start({ ownerKind: 'callQueue', ownerId: doomed.id, phoneNumber: '+14155550148' });
    await db().delete(extensions).where(eq(extensions.id, doomed.id));
    p.clock.advance(8);
    expect((await status(body.ticketId)).body).toMatchObject({
      status: 'failed',
      greeting: null,
      reason: 'The call queue was deleted before the recording was saved.',
    });
    expect((await admin.delete(`${A}/${acme}/audioRecordings/${body.ticketId}`)).status).toBe(409);
  });

  it('CALL-03 a ticket is read only in its account, with read on its owner’s resource; recording takes update on it', async () => {
    const { body } = await start({ ownerKind: 'callGroup', ownerId: groupId, phoneNumber: '+14155550149' });
    const queues = await callers(p).as('call queues admin');
    const endUser = await callers(p).as('end user');
    const gb = await callers(p).as('account administrator (international, GB)');
    // The group's ticket: a queues admin (no groups key) and an end user are answered as if it did not exist.
    expect((await status(body.ticketId, queues)).status).toBe(404);
    expect((await status(body.ticketId, endUser)).status).toBe(404);
    expect((await queues.delete(`${A}/${acme}/audioRecordings/${body.ticketId}`)).status).toBe(404);
    expect((await gb.get(`${A}/${gb.accountId}/audioRecordings/${body.ticketId}`)).status).toBe(404);
    expect((await gb.get(`${A}/${acme}/audioRecordings/${body.ticketId}`)).status).toBe(404);
    // A queues admin records the queue's greeting, not the group's.
    expect(
      (await start({ ownerKind: 'callGroup', ownerId: groupId, phoneNumber: '+14155550149' }, queues)).status,
    ).toBe(403);
    const own = await start(
      { ownerKind: 'callQueue', ownerId: queueId, greetingKey: 'byQueuesAdmin', phoneNumber: '+14155550149' },
      queues,
    );
    expect(own.status).toBe(202);
    expect((await status(own.body.ticketId, queues)).body.status).toBe('calling');
  });
});
