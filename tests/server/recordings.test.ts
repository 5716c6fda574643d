// Call recordings (REC-01, REC-02; decision 0104) against the platform in process: the search
// and its filters, tenancy, an end user's own, the audio's byte ranges, the recycle bin with the
// stored file and the usage, the bulk download as a job to a zip, comments; and the S3 store
// against a local S3-compatible server (s3rver).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_BATCH } from '../../server/areas/recording/archive';
import { recordingObjects } from '../../server/areas/recording/objects';
import { accounts, recordings } from '../../server/db/schema';
import { parseS3Url, s3Store } from '../../server/storage/s3Store';
import { type Caller, callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let gbAdmin: Caller;
let endUser: Caller;
const links = { audio: '', zip: '', zipStatus: '' };
const base = (accountId: number) => `/svc/recording/api/account/${accountId}`;
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  gbAdmin = await callers(p).as('account administrator (international, GB)');
  endUser = await callers(p).as('end user');
});
afterAll(() => p.close());

/** A recording of the account with a file of its own (the seed's share theirs). */
async function ownRecording(accountId: number, bytes: Uint8Array, userId: number | null = null) {
  const store = await recordingObjects({ db: p.database.db, config: p.config });
  const [row] = await p.database.db
    .insert(recordings)
    .values({
      accountId,
      userId,
      direction: 'inbound',
      fromNumber: '+12125550199',
      toNumber: '+12125550100',
      startedAt: p.clock.now,
      durationSeconds: 1,
      sizeBytes: bytes.length,
      storageKey: `recordings/${accountId}/test-${Date.now()}-${Math.random().toString(36).slice(2)}.wav`,
    })
    .returning();
  await store.put(row.storageKey, bytes);
  return { row, store };
}

describe('search', () => {
  it('REC-01 finds the recordings of one queue, direction and day range, a page at a time, with the total', async () => {
    const queues = await p.database.db.execute<{ id: number }>(
      sql`select q.extension_id as id from call_queues q join extensions e on e.id = q.extension_id
           where q.account_id = ${admin.accountId} and e.user_name = 'Sales Queue'`,
    );
    const salesQueue = (queues as unknown as { rows: { id: number }[] }).rows[0].id;
    const from = new Date(p.clock.now.getTime() - 7 * 86_400_000).toISOString();
    const expected = await p.database.db.$count(
      recordings,
      and(
        eq(recordings.accountId, admin.accountId),
        eq(recordings.queueId, salesQueue),
        gte(recordings.startedAt, new Date(from)),
        sql`${recordings.trashedAt} is null`,
      ),
    );
    expect(expected).toBeGreaterThan(4);
    const q = `queueId=${salesQueue}&direction=inbound&from=${encodeURIComponent(from)}`;
    const first = await admin.get(`${base(admin.accountId)}/search/recordings?${q}&_pageSize=3`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect(first.body.total).toBe(expected);
    expect(first.body.items).toHaveLength(3);
    for (const item of first.body.items) {
      expect(item).toMatchObject({ queueName: 'Sales Queue', direction: 'inbound' });
      expect(Date.parse(item.startedAt)).toBeGreaterThanOrEqual(Date.parse(from));
    }
    // Newest first, and the next page goes on without repeating.
    const starts = first.body.items.map((i: { startedAt: string }) => Date.parse(i.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const second = await admin.get(`${base(admin.accountId)}/search/recordings?${q}&_pageSize=3&_offset=3`);
    const ids = new Set([...first.body.items, ...second.body.items].map((i: { id: number }) => i.id));
    expect(ids.size).toBe(first.body.items.length + second.body.items.length);
  });

  it('REC-01 filters by number, duration and comments', async () => {
    const all = await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=1`);
    const sample = (await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=50`)).body.items[7];
    const part = sample.fromNumber.slice(-5);
    const byNumber = await admin.get(
      `${base(admin.accountId)}/search/recordings?number=${part}&_pageSize=750`,
    );
    expect(byNumber.body.total).toBeGreaterThan(0);
    expect(byNumber.body.total).toBeLessThan(all.body.total);
    for (const i of byNumber.body.items) expect(`${i.fromNumber} ${i.toNumber}`).toContain(part);
    const long = await admin.get(
      `${base(admin.accountId)}/search/recordings?minDuration=30&maxDuration=35&_pageSize=750`,
    );
    expect(long.body.total).toBeGreaterThan(0);
    for (const i of long.body.items) expect(i.durationSeconds).toBeGreaterThanOrEqual(30);
    for (const i of long.body.items) expect(i.durationSeconds).toBeLessThanOrEqual(35);
    const commented = await admin.get(
      `${base(admin.accountId)}/search/recordings?hasComment=true&_pageSize=750`,
    );
    const uncommented = await admin.get(
      `${base(admin.accountId)}/search/recordings?hasComment=false&_pageSize=750`,
    );
    expect(commented.body.total).toBeGreaterThan(0);
    for (const i of commented.body.items) expect(i.comments).toBeGreaterThan(0);
    for (const i of uncommented.body.items) expect(i.comments).toBe(0);
    expect(commented.body.total + uncommented.body.total).toBe(all.body.total);
    const bad = await admin.get(`${base(admin.accountId)}/search/recordings?direction=sideways`);
    expect(bad.status).toBe(400);
  });

  it('REC-01 an end user finds only their own recordings, and another user’s is a 404', async () => {
    const own = await endUser.get(`${base(endUser.accountId)}/search/recordings?_pageSize=750`);
    expect(own.status).toBe(200);
    for (const i of own.body.items) expect(i.userId).toBe(endUser.userId);
    const others = await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=750`);
    const other = others.body.items.find((i: { userId: number }) => i.userId !== endUser.userId);
    expect((await endUser.get(`/svc/recording/api/recording/${other.id}/transcription`)).status).toBe(404);
    expect((await endUser.get(`/svc/recording/api/recording/${other.id}/audio`)).status).toBe(404);
    // The recycle bin and the usage are not theirs.
    expect((await endUser.get(`${base(endUser.accountId)}/recycleBin`)).status).toBe(403);
  });

  it('REC-03 when the account lets end users hear the company’s recordings, an end user finds everyone’s, and again only their own once it stops', async () => {
    const access = `/svc/recording/api/recording/account/${admin.accountId}/endUserCCRAccess`;
    const search = `${base(endUser.accountId)}/search/recordings?_pageSize=750`;
    const owners = async () =>
      new Set(((await endUser.get(search)).body.items as Array<{ userId: number }>).map((i) => i.userId));
    expect([...(await owners())]).toEqual([endUser.userId]);
    expect((await admin.post(access, { enabled: true })).status).toBe(200);
    try {
      expect((await owners()).size).toBeGreaterThan(1);
    } finally {
      expect((await admin.post(access, { enabled: false })).status).toBe(200);
    }
    expect([...(await owners())]).toEqual([endUser.userId]);
  });

  it('REC-01 another account’s recording is a 404 for every call on it', async () => {
    const gb = (await gbAdmin.get(`${base(gbAdmin.accountId)}/search/recordings?_pageSize=1`)).body.items[0];
    expect(gb).toBeDefined();
    expect((await admin.get(`/svc/recording/api/recording/${gb.id}/comments`)).status).toBe(404);
    expect((await admin.get(`/svc/recording/api/recording/${gb.id}/audio`)).status).toBe(404);
    expect((await admin.post(`/svc/recording/api/recording/${gb.id}/comments`, { text: 'x' })).status).toBe(
      404,
    );
    const trash = await admin.delete(`${base(admin.accountId)}/search/recordings`, { recordingIds: [gb.id] });
    expect(trash.status).toBe(404);
    const zip = await admin.post(`${base(admin.accountId)}/bulkDownload/prepare`, { recordingIds: [gb.id] });
    expect(zip.status).toBe(404);
    expect((await admin.get(`${base(gbAdmin.accountId)}/search/recordings`)).status).toBe(404);
  });
});

describe('audio, comments and transcription', () => {
  it('REC-01 the audio link answers a byte range with 206 and exactly those bytes', async () => {
    const item = (await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=1`)).body.items[0];
    const link = await admin.get(`/svc/recording/api/recording/${item.id}/audio`);
    expect(link.status).toBe(200);
    const whole = await p.call('GET', pathOf(link.body.url));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(item.sizeBytes);
    const part = await p.call('GET', pathOf(link.body.url), { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(1000, 2000));
    const tail = await p.call('GET', pathOf(link.body.url), { headers: { range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-10));
    const beyond = await p.call('GET', pathOf(link.body.url), {
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.status).toBe(416);
    // The link is for that recording only (and for 15 minutes: the last test).
    const otherId = pathOf(link.body.url).replace(`/recording/${item.id}?`, `/recording/${item.id + 1}?`);
    expect((await p.call('GET', otherId)).status).toBe(404);
    links.audio = pathOf(link.body.url);
  });

  it('REC-01 a comment is added and listed; the transcription has timed segments', async () => {
    const items = (await endUser.get(`${base(endUser.accountId)}/search/recordings?_pageSize=50`)).body.items;
    const item = items.find((i: { hasTranscription: boolean }) => i.hasTranscription);
    const added = await endUser.post(`/svc/recording/api/recording/${item.id}/comments`, {
      text: '  Call back Friday  ',
    });
    expect(added.status).toBe(201);
    const listed = await admin.get(`/svc/recording/api/recording/${item.id}/comments`);
    expect(listed.body.at(-1)).toMatchObject({ text: 'Call back Friday', authorId: endUser.userId });
    const empty = await endUser.post(`/svc/recording/api/recording/${item.id}/comments`, { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ field: 'text', message: 'Write a comment.' });
    const t = await endUser.get(`/svc/recording/api/recording/${item.id}/transcription`);
    expect(t.status).toBe(200);
    expect(t.body.segments.length).toBeGreaterThan(1);
    expect(t.body.segments[1].startMs).toBeGreaterThan(t.body.segments[0].startMs);
  });
});

describe('recycle bin and usage', () => {
  it('REC-01 moves to the bin and restores; a permanent delete removes the file and the usage drops', async () => {
    const [a, b] = (await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=2`)).body.items;
    const moved = await admin.delete(`${base(admin.accountId)}/search/recordings`, {
      recordingIds: [a.id, b.id],
    });
    expect(moved.body).toEqual({ moved: 2 });
    const search = await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=750&fetchAll=true`);
    expect(search.body.items.map((i: { id: number }) => i.id)).not.toContain(a.id);
    const bin = await admin.get(`${base(admin.accountId)}/recycleBin?_pageSize=750`);
    expect(bin.body.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const restored = await admin.post(`${base(admin.accountId)}/recoverRecordingsFromTrash`, {
      recordingIds: [a.id],
    });
    expect(restored.body).toEqual({ restored: 1 });
    const again = await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=2`);
    expect(again.body.items.map((i: { id: number }) => i.id)).toContain(a.id);

    const audio = new Uint8Array(4321).fill(7);
    const { row, store } = await ownRecording(admin.accountId, audio);
    const before = (await admin.get(`${base(admin.accountId)}/recalculateUsage`)).body;
    await admin.delete(`${base(admin.accountId)}/search/recordings`, { recordingIds: [row.id] });
    const gone = await admin.post(`${base(admin.accountId)}/deleteRecordingsPermanently`, {
      recordingIds: [row.id],
    });
    expect(gone.body).toEqual({ deleted: 1 });
    expect(await store.size(row.storageKey)).toBeUndefined();
    const after = (await admin.get(`${base(admin.accountId)}/getUsage`)).body;
    expect(after.bytes).toBe(before.bytes - 4321);
    expect(after.recordings).toBe(before.recordings - 1);
    // A shared file stays while another recording needs it.
    await admin.post(`${base(admin.accountId)}/deleteRecordingsPermanently`, { recordingIds: [b.id] });
    const [sharer] = await p.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.accountId, admin.accountId))
      .limit(1);
    expect(await store.size(sharer.storageKey)).toBeGreaterThan(0);
  });

  it('REC-01 recalculating the usage counts what the store holds', async () => {
    const { row } = await ownRecording(admin.accountId, new Uint8Array(1000));
    const kept = (await admin.get(`${base(admin.accountId)}/getUsage`)).body;
    const counted = await admin.get(`${base(admin.accountId)}/recalculateUsage`);
    expect(counted.status).toBe(200);
    const [{ bytes, n }] = (
      (await p.database.db.execute(
        sql`select sum(size_bytes)::bigint as bytes, count(*)::int as n from recordings where account_id = ${admin.accountId}`,
      )) as unknown as { rows: { bytes: string; n: number }[] }
    ).rows;
    expect(counted.body).toMatchObject({ bytes: Number(bytes), recordings: n });
    expect(counted.body.bytes).toBe(kept.bytes + 1000);
    expect(row.id).toBeGreaterThan(0);
    // Only who may change recordings may recount; an end user may not even read the usage.
    expect((await endUser.get(`${base(endUser.accountId)}/getUsage`)).status).toBe(403);
  });
});

describe('bulk download', () => {
  it('REC-02 prepares, starts a job, reports progress, and the zip holds the recordings and index.csv', async () => {
    const items = (await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=10`)).body.items;
    const ids = items.map((i: { id: number }) => i.id);
    const prepared = await admin.post(`${base(admin.accountId)}/bulkDownload/prepare`, { recordingIds: ids });
    expect(prepared.body).toEqual({
      count: 10,
      totalBytes: items.reduce((s: number, i: { sizeBytes: number }) => s + i.sizeBytes, 0),
      totalSeconds: items.reduce((s: number, i: { durationSeconds: number }) => s + i.durationSeconds, 0),
    });
    const started = await admin.post(`${base(admin.accountId)}/bulkDownload/start`, { recordingIds: ids });
    expect(started.status).toBe(202);
    const statusPath = `${base(admin.accountId)}/bulkDownload/${started.body.downloadId}`;
    await p.jobs.idle();
    const status = await admin.get(statusPath);
    expect(status.body).toMatchObject({ state: 'ready', done: 10, total: 10 });
    const zip = await p.call('GET', pathOf(status.body.url));
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const csv = strFromU8(files['index.csv']).trim().split('\r\n');
    expect(csv[0]).toBe('id,started,user,queue,direction,from,to,duration,file name');
    expect(
      csv
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
        .sort(),
    ).toEqual([...ids].sort());
    for (const line of csv.slice(1)) expect(files[line.split(',').at(-1)!].length).toBeGreaterThan(44);
    links.zip = pathOf(status.body.url);
    links.zipStatus = statusPath;
  });

  it('REC-02 a cancelled download makes no zip; an end user may zip only their own', async () => {
    const items = (await admin.get(`${base(admin.accountId)}/search/recordings?_pageSize=3`)).body.items;
    const started = await admin.post(`${base(admin.accountId)}/bulkDownload/start`, {
      recordingIds: items.map((i: { id: number }) => i.id),
    });
    const statusPath = `${base(admin.accountId)}/bulkDownload/${started.body.downloadId}`;
    const cancelled = await admin.delete(statusPath);
    expect(cancelled.body.state).toBe('cancelled');
    await p.jobs.idle();
    expect((await admin.get(statusPath)).body.state).toBe('cancelled');
    const other = items.find((i: { userId: number }) => i.userId !== endUser.userId);
    const refused = await endUser.post(`${base(endUser.accountId)}/bulkDownload/start`, {
      recordingIds: [other.id],
    });
    expect(refused.status).toBe(404);
    expect((await endUser.get(statusPath)).status).toBe(404);
  });
});

describe('archiving jobs', () => {
  /** Rows of the account started `daysAgo` days back, sharing a seeded file (the archive moves rows, not files). */
  async function oldRows(accountId: number, n: number, daysAgo: number) {
    const [seeded] = await p.database.db.select().from(recordings).limit(1);
    const startedAt = new Date(p.clock.now.getTime() - daysAgo * 86_400_000);
    const rows = await p.database.db
      .insert(recordings)
      .values(
        Array.from({ length: n }, () => ({
          accountId,
          direction: 'inbound',
          fromNumber: '+12125550199',
          toNumber: '+12125550100',
          startedAt,
          durationSeconds: 10,
          sizeBytes: 1000,
          storageKey: seeded.storageKey,
        })),
      )
      .returning({ id: recordings.id });
    return rows.map((r) => r.id);
  }
  const archivedAmong = async (ids: number[]) =>
    (
      await p.database.db
        .select({ id: recordings.id })
        .from(recordings)
        .where(and(inArray(recordings.id, ids), isNotNull(recordings.archivedAt)))
    ).map((r) => r.id);
  const jobsPath = (accountId: number) => `${base(accountId)}/archive/jobs`;

  it('archives the recordings older than N days, not the newer; lists the job while it runs and refuses a second one; archived still found and counted apart', async () => {
    const old = await oldRows(admin.accountId, 40, 45);
    const recent = await oldRows(admin.accountId, 3, 35);
    const seen: { listed?: unknown; second?: number } = {};
    const off = p.jobs.onBatch(async ({ taskId }) => {
      if (seen.listed !== undefined) return;
      seen.listed = (await admin.get(jobsPath(admin.accountId))).body.items.find(
        (j: { taskId: number }) => j.taskId === taskId,
      );
      seen.second = (await admin.post(jobsPath(admin.accountId), { olderThanDays: 30 })).status;
    });
    const started = await admin.post(jobsPath(admin.accountId), { olderThanDays: 40 });
    expect(started.status).toBe(202);
    await p.jobs.idle();
    off();
    expect(seen.listed).toMatchObject({
      taskId: started.body.taskId,
      olderThanDays: 40,
      done: ARCHIVE_BATCH,
      total: 40,
    });
    expect(seen.second).toBe(409);
    expect((await archivedAmong(old)).sort()).toEqual([...old].sort());
    expect(await archivedAmong(recent)).toEqual([]);
    expect((await admin.get(jobsPath(admin.accountId))).body.items).toEqual([]);
    const found = await admin.get(
      `${base(admin.accountId)}/search/recordings?to=${new Date(p.clock.now.getTime() - 44 * 86_400_000).toISOString()}&_pageSize=100`,
    );
    expect(found.body.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining(old));
    const usage = await admin.get(`${base(admin.accountId)}/getUsage`);
    expect(usage.body.archived).toEqual({ bytes: 40 * 1000, recordings: 40 });
  });

  it('a cancelled job leaves the rest unarchived; another account’s job is a 404; an end user is refused', async () => {
    const old = await oldRows(gbAdmin.accountId, 60, 50);
    let cancelled: { status: number } | undefined;
    let stranger: { status: number } | undefined;
    const off = p.jobs.onBatch(async ({ taskId }) => {
      if (cancelled) return;
      stranger = await admin.post(`${jobsPath(admin.accountId)}/${taskId}/cancel`, {});
      const strangerOwn = await admin.post(`${jobsPath(gbAdmin.accountId)}/${taskId}/cancel`, {});
      expect(strangerOwn.status).toBe(404);
      cancelled = await gbAdmin.post(`${jobsPath(gbAdmin.accountId)}/${taskId}/cancel`, {});
    });
    const started = await gbAdmin.post(jobsPath(gbAdmin.accountId), { olderThanDays: 30 });
    await p.jobs.idle();
    off();
    expect(started.status).toBe(202);
    expect(stranger?.status).toBe(404);
    expect(cancelled?.status).toBe(200);
    expect((await archivedAmong(old)).length).toBe(ARCHIVE_BATCH);
    expect((await gbAdmin.get(jobsPath(gbAdmin.accountId))).body.items).toEqual([]);
    expect((await endUser.post(jobsPath(endUser.accountId), { olderThanDays: 30 })).status).toBe(403);
    expect((await gbAdmin.post(jobsPath(gbAdmin.accountId), { olderThanDays: 29 })).status).toBe(400);
  });
});

describe('usage over time', () => {
  it('REC-01 the usage answers the bytes recorded per day of the account’s zone, the last 30 days, the bin left out', async () => {
    const { row } = await ownRecording(admin.accountId, new Uint8Array(777));
    const usage = (await admin.get(`${base(admin.accountId)}/getUsage`)).body;
    expect(usage.daily).toHaveLength(30);
    // The account's own zone, read from its row: the day a recording counts on is the account's.
    const [{ timeZone }] = await p.database.db
      .select({ timeZone: accounts.timeZone })
      .from(accounts)
      .where(eq(accounts.id, admin.accountId));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(p.clock.now);
    expect(usage.daily.at(-1).day).toBe(today);
    const summed =
      await p.database.db.execute(sql`select coalesce(sum(size_bytes), 0)::int as bytes from recordings
        where account_id = ${admin.accountId} and trashed_at is null
          and (started_at at time zone ${timeZone})::date = ${today}::date`);
    const [sums] = (summed as unknown as { rows: { bytes: number }[] }).rows;
    expect(usage.daily.at(-1).bytes).toBe(sums.bytes);
    await admin.delete(`${base(admin.accountId)}/search/recordings`, { recordingIds: [row.id] });
    const after = (await admin.get(`${base(admin.accountId)}/getUsage`)).body;
    expect(after.daily.at(-1).bytes).toBe(sums.bytes - 777);
  });
});

// Last: these move the clock past the callers' tokens.
describe('links expire', () => {
  it('REC-01 REC-02 an audio link and a zip link work 15 minutes; the zip is kept a day', async () => {
    p.clock.advance(901);
    expect((await p.call('GET', links.audio)).status).toBe(404);
    expect((await p.call('GET', links.zip)).status).toBe(404);
    const who = demo('account administrator');
    // Signed in again at each poll: the clock moves past any token's life.
    const poll = async () => {
      const token = (await p.signIn(who.loginName, who.password)).access_token;
      return (await (await p.call('GET', links.zipStatus, { token })).json()) as {
        state: string;
        url: string;
      };
    };
    const fresh = pathOf((await poll()).url);
    expect((await p.call('GET', fresh)).status).toBe(200);
    p.clock.advance(24 * 3600 - 901);
    expect((await poll()).state).toBe('expired');
    expect((await p.call('GET', fresh)).status).toBe(404);
  });
});

describe('S3-compatible store', () => {
  let server: S3rver;
  let dir: string;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'recordings', configs: [] }],
    });
    port = (await server.run()).port;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('REC-01 keeps, reads a range of, sizes and deletes an object through signed requests', async () => {
    const store = s3Store(parseS3Url(`s3://S3RVER:S3RVER@127.0.0.1:${port}/recordings`));
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 256);
    await store.put('recordings/1/a.wav', bytes);
    expect(await store.size('recordings/1/a.wav')).toBe(300);
    expect(await store.get('recordings/1/a.wav', { start: 10, end: 19 })).toEqual({
      body: bytes.slice(10, 20),
      size: 300,
    });
    expect((await store.get('recordings/1/a.wav'))?.body).toEqual(bytes);
    await store.delete('recordings/1/a.wav');
    expect(await store.size('recordings/1/a.wav')).toBeUndefined();
    expect(await store.get('recordings/1/a.wav')).toBeUndefined();
    // A wrong secret is refused by the server: the requests really are signed.
    const wrong = s3Store(parseS3Url(`s3://NOBODY:nope@127.0.0.1:${port}/recordings`));
    await expect(wrong.put('recordings/1/b.wav', bytes)).rejects.toThrow(/refused/);
  });
});
