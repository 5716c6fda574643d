// Greetings (CALL-03, C-378…C-391; decisions 0092 and 0096): an upload is one WAV or MP3 file in a
// multipart/form-data body (REQ-02), told by its bytes, at most 5 MB, replacing the owner's
// greeting of that key; a fetch answers the bytes with their type, never cached. The owner in the
// path is of the path's account and of the right kind.
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoAttendants,
  callGroups,
  callQueues,
  customTags,
  extensions,
  greetings,
} from '../../../server/db/schema';
import { MAX_GREETING_BYTES, toneWav } from '../../../src/domain/audio';
import { type Caller, callers } from '../../support/callers';
import { startPlatform, type TestPlatform } from '../../support/platform';

let p: TestPlatform;
let admin: Caller;
let acme: number;
let britannia: number;
const A = '/svc/appserver/rest/account';
const db = () => p.database.db;

interface Owners {
  extension: number;
  callGroup: number;
  autoAttendant: number;
  callQueue: number;
  customTag: number;
}
let own: Owners;
let foreign: Owners;

async function ownersOf(accountId: number): Promise<Owners> {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const person = await first(
    db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(
        and(
          eq(extensions.accountId, accountId),
          notInArray(extensions.extensionType, ['Call Queue', 'Call Group', 'Auto Attendant', 'Page Group']),
        ),
      )
      .orderBy(extensions.id),
  );
  const group = await first(
    db().select({ id: callGroups.extensionId }).from(callGroups).where(eq(callGroups.accountId, accountId)),
  );
  const attendant = await first(
    db()
      .select({ id: autoAttendants.extensionId })
      .from(autoAttendants)
      .where(eq(autoAttendants.accountId, accountId)),
  );
  const queue = await first(
    db().select({ id: callQueues.extensionId }).from(callQueues).where(eq(callQueues.accountId, accountId)),
  );
  let tag = await first(
    db().select({ id: customTags.id }).from(customTags).where(eq(customTags.accountId, accountId)),
  );
  tag ??= (
    await db()
      .insert(customTags)
      .values({ accountId, name: 'Greeting test' })
      .returning({ id: customTags.id })
  )[0];
  return {
    extension: person.id,
    callGroup: group.id,
    autoAttendant: attendant.id,
    callQueue: queue.id,
    customTag: tag.id,
  };
}

/** The path of an owner's greeting of a key, in an account. */
function pathOf(accountId: number, kind: string, ownerId: number | undefined, key = 'main') {
  return ownerId === undefined
    ? `${A}/${accountId}/greetings/${kind}/${key}`
    : `${A}/${accountId}/greetings/${kind}/${ownerId}/${key}`;
}

const OWNER_KINDS = [
  'extension',
  'callGroup',
  'autoAttendant',
  'callMonitoring',
  'callQueue',
  'customTag',
  'recordingRule',
] as const;
const ownerIdOf = (owners: Owners, kind: (typeof OWNER_KINDS)[number]) =>
  kind === 'callMonitoring' || kind === 'recordingRule' ? undefined : owners[kind];

/** A multipart/form-data upload, as the portal's request layer sends it (REQ-02). */
async function upload(
  token: string,
  path: string,
  file?: Blob,
  fileName = 'greeting.wav',
): Promise<{
  status: number;
  body: Record<string, unknown> & { errors?: { field: string; message: string }[] };
}> {
  const form = new FormData();
  if (file) form.append('file', file, fileName);
  const res = await p.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function fetchGreeting(token: string, path: string) {
  const res = await p.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const greetingCount = async () => (await db().select({ n: count() }).from(greetings))[0].n;

/** An MP3 that starts with an ID3 tag, and one that starts with a bare MPEG-1 layer III frame. */
const ID3_MP3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, 0, 0]);
const FRAME_MP3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]);
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  acme = admin.accountId;
  britannia = (await callers(p).as('account administrator (international, GB)')).accountId;
  own = await ownersOf(acme);
  foreign = await ownersOf(britannia);
}, 60_000);
afterAll(() => p.close());

describe('greeting upload and fetch', () => {
  it('CALL-03 REQ-02 a WAV sent as multipart/form-data to each owner kind is fetched back byte for byte, with its type, never cached', async () => {
    for (const [i, kind] of OWNER_KINDS.entries()) {
      const wav = toneWav(0.25, 300 + i * 50);
      const path = pathOf(acme, kind, ownerIdOf(own, kind), 'afterHours');
      const sent = await upload(
        admin.token,
        path,
        new Blob([wav], { type: 'application/octet-stream' }),
        'Night.wav',
      );
      expect(sent.status, kind).toBe(201);
      expect(sent.body, kind).toMatchObject({
        ownerKind: kind,
        ownerId: ownerIdOf(own, kind) ?? acme,
        greetingKey: 'afterHours',
        fileName: 'Night.wav',
        contentType: 'audio/wav',
        byteSize: wav.length,
        durationMs: 250,
        source: 'upload',
      });
      const { res, bytes } = await fetchGreeting(admin.token, path);
      expect(res.status, kind).toBe(200);
      expect(res.headers.get('content-type'), kind).toBe('audio/wav');
      expect(res.headers.get('cache-control'), kind).toBe('private, no-store');
      expect(bytes, kind).toEqual(wav);
    }
  });

  it('CALL-03 an MP3 is told by its bytes (an ID3 tag or an MPEG frame), not its name; a new upload replaces the greeting of that key and leaves the other keys', async () => {
    const path = pathOf(acme, 'callQueue', own.callQueue, 'hold');
    const first = await upload(admin.token, path, new Blob([ID3_MP3]), 'music.wav');
    expect(first).toMatchObject({ status: 201, body: { contentType: 'audio/mpeg', durationMs: null } });
    const second = await upload(admin.token, path, new Blob([FRAME_MP3]), 'C:\\Users\\me\\hold.mp3');
    expect(second).toMatchObject({ status: 201, body: { contentType: 'audio/mpeg', fileName: 'hold.mp3' } });
    expect(second.body.greetingId).toBe(first.body.greetingId);
    const { res, bytes } = await fetchGreeting(admin.token, path);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(bytes).toEqual(FRAME_MP3);
    // The queue's other greeting (from the first test) is still there.
    const other = await fetchGreeting(admin.token, pathOf(acme, 'callQueue', own.callQueue, 'afterHours'));
    expect(other.res.headers.get('content-type')).toBe('audio/wav');
    const rows = await db()
      .select({ key: greetings.greetingKey })
      .from(greetings)
      .where(and(eq(greetings.ownerKind, 'callQueue'), eq(greetings.ownerId, own.callQueue)));
    expect(rows.map((r) => r.key).sort()).toEqual(['afterHours', 'hold', 'main']);
  });

  it('CALL-03 REQ-02 a file that is not audio, empty or over 5 MB, no file, or a JSON body answers 400 on file in words and stores nothing', async () => {
    const path = pathOf(acme, 'callGroup', own.callGroup, 'refused');
    const before = await greetingCount();
    const tooLarge = new Uint8Array(MAX_GREETING_BYTES + 1);
    tooLarge.set(toneWav(0.01));
    const cases: [string, () => Promise<{ status: number; body: { errors?: unknown[] } }>, string][] = [
      [
        'a PNG named .wav',
        () => upload(admin.token, path, new Blob([PNG], { type: 'audio/wav' }), 'a.wav'),
        'Choose a WAV or MP3 file.',
      ],
      [
        'text',
        () => upload(admin.token, path, new Blob(['RIFF but not a wave at all']), 'a.mp3'),
        'Choose a WAV or MP3 file.',
      ],
      [
        'an empty file',
        () => upload(admin.token, path, new Blob([]), 'a.wav'),
        'The file is empty. Choose a WAV or MP3 file.',
      ],
      [
        'over 5 MB',
        () => upload(admin.token, path, new Blob([tooLarge]), 'big.wav'),
        'A greeting is at most 5 MB.',
      ],
      ['no file', () => upload(admin.token, path), 'Choose a WAV or MP3 file.'],
      ['JSON', () => admin.post(path, { file: 'UklGRg==' }), 'Choose a WAV or MP3 file.'],
    ];
    for (const [what, send, message] of cases) {
      const answer = await send();
      expect(answer.status, what).toBe(400);
      expect(answer.body.errors, what).toEqual([{ field: 'file', message }]);
    }
    // Exactly 5 MB is taken.
    const atLimit = new Uint8Array(MAX_GREETING_BYTES);
    atLimit.set(toneWav(0.01));
    expect(
      (await upload(admin.token, pathOf(acme, 'callGroup', own.callGroup, 'limit'), new Blob([atLimit])))
        .status,
    ).toBe(201);
    expect(await greetingCount()).toBe(before + 1);
    expect((await fetchGreeting(admin.token, path)).res.status).toBe(404);
  });

  it('CALL-03 the owner is of the path’s account and of the path’s kind: anything else answers 404 and stores nothing', async () => {
    const before = await greetingCount();
    const wav = new Blob([toneWav(0.1)]);
    const wrong: [string, string][] = [
      ['a queue at the call group path', pathOf(acme, 'callGroup', own.callQueue)],
      ['a call group at the queue path', pathOf(acme, 'callQueue', own.callGroup)],
      ['a queue at the extension path', pathOf(acme, 'extension', own.callQueue)],
      ['an extension at the auto-attendant path', pathOf(acme, 'autoAttendant', own.extension)],
      ['another account’s extension', pathOf(acme, 'extension', foreign.extension)],
      ['another account’s queue', pathOf(acme, 'callQueue', foreign.callQueue)],
      ['another account’s custom tag', pathOf(acme, 'customTag', foreign.customTag)],
      ['another account entirely', pathOf(britannia, 'callMonitoring', undefined)],
    ];
    for (const [what, path] of wrong) {
      expect((await upload(admin.token, path, wav)).status, what).toBe(404);
      expect((await fetchGreeting(admin.token, path)).res.status, what).toBe(404);
    }
    expect(await greetingCount()).toBe(before);
  });

  it('CALL-03 uploading takes update on the owner’s resource and fetching read: a call queues admin has the queue’s greetings but not a group’s, an end user neither', async () => {
    const queues = await callers(p).as('call queues admin');
    const endUser = await callers(p).as('end user');
    const wav = new Blob([toneWav(0.1)]);
    const queuePath = pathOf(acme, 'callQueue', own.callQueue, 'queuesAdmin');
    expect((await upload(queues.token, queuePath, wav)).status).toBe(201);
    expect((await fetchGreeting(queues.token, queuePath)).res.status).toBe(200);
    expect((await upload(queues.token, pathOf(acme, 'callGroup', own.callGroup), wav)).status).toBe(403);
    expect(
      (await fetchGreeting(queues.token, pathOf(acme, 'callMonitoring', undefined, 'afterHours'))).res.status,
    ).toBe(403);
    expect((await upload(endUser.token, queuePath, wav)).status).toBe(403);
    expect((await fetchGreeting(endUser.token, queuePath)).res.status).toBe(403);
  });

  it('CALL-03 a greeting key is one word (400 naming greetingKey otherwise); a key with no greeting answers 404 in words', async () => {
    const bad = await upload(
      admin.token,
      pathOf(acme, 'extension', own.extension, 'no-such key!'),
      new Blob([toneWav(0.1)]),
    );
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'greetingKey' }] } });
    const none = await p.app.request(pathOf(acme, 'extension', own.extension, 'unavailable'), {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(none.status).toBe(404);
    expect((await none.json()).message).toBe('This extension has no unavailable greeting yet.');
  });
});

describe('greetings go with their owner', () => {
  /** A call queue or call group nothing sends calls to, so that it can be deleted. */
  async function spareNode(kind: 'callQueue' | 'callGroup', number: string): Promise<number> {
    const type = kind === 'callQueue' ? 'Call Queue' : 'Call Group';
    const [ext] = await db()
      .insert(extensions)
      .values({
        accountId: acme,
        extensionNumber: number,
        extensionType: type,
        servicePlan: type,
        userName: `Spare ${type}`,
      })
      .returning({ id: extensions.id });
    if (kind === 'callQueue')
      await db()
        .insert(callQueues)
        .values({
          extensionId: ext.id,
          accountId: acme,
          overflow: { kind: 'hangup' },
          noAgents: { kind: 'hangup' },
        });
    else
      await db()
        .insert(callGroups)
        .values({ extensionId: ext.id, accountId: acme, noAnswer: { kind: 'hangup' } });
    return ext.id;
  }
  const greetingsOf = (kind: string, ownerId: number) =>
    db()
      .select({ key: greetings.greetingKey })
      .from(greetings)
      .where(and(eq(greetings.ownerKind, kind), eq(greetings.ownerId, ownerId)));
  const wav = () => new Blob([toneWav(0.1, 440)]);

  it('CALL-03 a queue’s greetings are deleted with the queue; another owner’s greeting stays', async () => {
    const queue = await spareNode('callQueue', '4991');
    for (const key of ['main', 'hold'])
      expect((await upload(admin.token, pathOf(acme, 'callQueue', queue, key), wav())).status).toBe(201);
    const other = pathOf(acme, 'extension', own.extension, 'stays');
    expect((await upload(admin.token, other, wav())).status).toBe(201);
    expect(await greetingsOf('callQueue', queue)).toHaveLength(2);
    const deleted = await admin.delete(`/svc/ucaas/api/ucaas/extension/${queue}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await fetchGreeting(admin.token, pathOf(acme, 'callQueue', queue))).res.status).toBe(404);
    expect(await greetingsOf('callQueue', queue)).toEqual([]);
    const { res, bytes } = await fetchGreeting(admin.token, other);
    expect(res.status).toBe(200);
    expect(bytes).toEqual(toneWav(0.1, 440));
  });

  it('CALL-03 a call group deleted at its own path takes its greetings; a refused delete keeps them', async () => {
    const group = await spareNode('callGroup', '4992');
    expect((await upload(admin.token, pathOf(acme, 'callGroup', group), wav())).status).toBe(201);
    // A group something sends calls to is refused (409) and keeps its greeting.
    const [attendant] = await db().select().from(autoAttendants).where(eq(autoAttendants.accountId, acme));
    const keys = attendant.keys as Record<string, unknown>;
    await db()
      .update(autoAttendants)
      .set({ keys: { ...keys, 9: { kind: 'group', id: group } } })
      .where(eq(autoAttendants.extensionId, attendant.extensionId));
    const G = `/svc/ucaas/api/ucaas/account/${acme}/callgroup/${group}`;
    expect((await admin.delete(G)).status).toBe(409);
    expect(await greetingsOf('callGroup', group)).toHaveLength(1);
    await db()
      .update(autoAttendants)
      .set({ keys })
      .where(eq(autoAttendants.extensionId, attendant.extensionId));
    expect((await admin.delete(G)).status).toBe(204);
    expect(await greetingsOf('callGroup', group)).toEqual([]);
  });

  it('CALL-03 a user deleted takes their extensions’ greetings', async () => {
    const endUser = await callers(p).as('end user');
    const [person] = await db()
      .select({ id: extensions.id, userId: extensions.userId })
      .from(extensions)
      .where(
        and(
          eq(extensions.accountId, acme),
          eq(extensions.extensionType, 'Extension'),
          notInArray(extensions.id, [own.extension]),
          notInArray(extensions.userId, [endUser.userId, admin.userId]),
        ),
      )
      .orderBy(extensions.id);
    expect((await upload(admin.token, pathOf(acme, 'extension', person.id), wav())).status).toBe(201);
    const deleted = await admin.delete(`/svc/ucaas/api/ucaas/v4/user/${person.userId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await greetingsOf('extension', person.id)).toEqual([]);
    expect(await greetingsOf('extension', own.extension)).not.toEqual([]);
  });
});

describe('the seed', () => {
  it('CALL-03 every demo auto-attendant and call queue has a main greeting a newcomer can play', async () => {
    const seeded = await db()
      .select({ kind: greetings.ownerKind, owner: greetings.ownerId, type: greetings.contentType })
      .from(greetings)
      .where(
        and(eq(greetings.greetingKey, 'main'), inArray(greetings.ownerKind, ['autoAttendant', 'callQueue'])),
      );
    const attendants = await db().select({ id: autoAttendants.extensionId }).from(autoAttendants);
    const queues = await db().select({ id: callQueues.extensionId }).from(callQueues);
    expect(attendants.length).toBeGreaterThan(0);
    expect(
      seeded
        .filter((g) => g.kind === 'autoAttendant')
        .map((g) => g.owner)
        .sort(),
    ).toEqual(attendants.map((a) => a.id).sort());
    expect(
      seeded
        .filter((g) => g.kind === 'callQueue')
        .map((g) => g.owner)
        .sort(),
    ).toEqual(queues.map((q) => q.id).sort());
    const { res } = await fetchGreeting(admin.token, pathOf(acme, 'autoAttendant', own.autoAttendant));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
  });
});
