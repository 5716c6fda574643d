// The bulk download (REC-02; cat §7.8, decision 0104): prepare (what the chosen recordings would
// make), start (a zip built by the job runner), status (polled: progress, then the link), a
// cancel of our own, and the zip itself by the link's token until it expires (a day).
import { and, count, eq, inArray, isNotNull, lt, sum } from 'drizzle-orm';
import type { Context } from 'hono';
import type { BulkDownloadStatus } from '../../../src/domain/schemas/recording';
import { recordingIdsSchema } from '../../../src/domain/schemas/recording';
import { rowId } from '../../auth/authorize';
import { bulkTasks, recordingDownloads, recordings } from '../../db/schema';
import { dispositionOf } from '../../http/download';
import { notFound } from '../../http/errors';
import { refusedAsMissing, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { readReach } from './access';
import { type DownloadRow, startDownload } from './bulkDownload';
import { MEDIA_LINK_SECONDS, mediaAccount, mediaLinkQuerySchema, mediaToken, originOf } from './mediaLinks';
import { recordingObjects } from './objects';
import { outOfReach, reachWhere } from './recordingStore';

const NEVER_CACHED = { 'cache-control': 'private, no-store' };
const MISSING = 'Download not found';
export const DOWNLOAD_MEDIA_PATH = '/media/download';

export function bulkDownloadRoutes(deps: Deps) {
  const { db } = deps;

  /** The chosen ids, each in the caller's reach (not in the bin); else a 404 naming the first. */
  const reachableIds = async (c: Context<Env>, ids: number[]) => {
    const reach = await readReach(c, db);
    const missing = await outOfReach(db, reach, ids, false);
    if (missing.length) throw refusedAsMissing(c, `Recording ${missing[0]} not found`);
    return reach;
  };

  /** The download of the path in the path's account, started by the caller or read by who may read the company's. */
  const downloadOf = async (c: Context<Env>): Promise<DownloadRow> => {
    const id = rowId(c.req.param('downloadId'));
    if (id === undefined) throw notFound(MISSING);
    const reach = await readReach(c, db);
    const [download] = await db
      .select()
      .from(recordingDownloads)
      .where(and(eq(recordingDownloads.id, id), eq(recordingDownloads.accountId, reach.accountId)));
    if (!download) throw notFound(MISSING);
    if (reach.ownerId !== undefined && download.createdBy !== reach.ownerId)
      throw refusedAsMissing(c, MISSING);
    return download;
  };

  const statusOf = async (c: Context<Env>, download: DownloadRow): Promise<BulkDownloadStatus> => {
    const [task] = download.taskId
      ? await db.select().from(bulkTasks).where(eq(bulkTasks.id, download.taskId))
      : [];
    // The last row writes the zip: progress counts the recordings only.
    const done = Math.min(task?.processed ?? 0, download.total);
    const base = { downloadId: download.id, done, total: download.total };
    if (download.state === 'cancelled')
      return { ...base, state: 'cancelled', reason: 'The download was cancelled.' };
    if (deps.now() >= download.expiresAt)
      return {
        ...base,
        state: 'expired',
        reason: 'This download has expired. Choose the recordings and download them again.',
      };
    if (download.state === 'ready') {
      const linkEnds = Math.min(
        deps.now().getTime() + MEDIA_LINK_SECONDS * 1000,
        download.expiresAt.getTime(),
      );
      const token = await mediaToken(deps, 'zip', download.id, download.accountId, new Date(linkEnds));
      return {
        ...base,
        done: download.total,
        state: 'ready',
        url: `${originOf(c.req.url)}/svc/recording${DOWNLOAD_MEDIA_PATH}/${download.id}?token=${encodeURIComponent(token)}`,
        fileName: zipName(download),
        expiresAt: download.expiresAt.toISOString(),
      };
    }
    if (task && task.status !== 'queued' && task.status !== 'running')
      return {
        ...base,
        state: 'failed',
        reason:
          download.error ??
          'The zip could not be made. Try again; if it fails again, download fewer recordings at a time.',
      };
    return { ...base, state: 'running' };
  };

  /** Expired zips of the account leave the store (checked whenever a download starts). */
  const removeExpired = async (accountId: number) => {
    const old = await db
      .update(recordingDownloads)
      .set({ resultKey: null })
      .where(
        and(
          eq(recordingDownloads.accountId, accountId),
          lt(recordingDownloads.expiresAt, deps.now()),
          isNotNull(recordingDownloads.resultKey),
        ),
      )
      .returning({ key: recordingDownloads.resultKey });
    const store = await recordingObjects(deps);
    for (const { key } of old) if (key) await store.delete(key);
  };

  return secureRouter(deps)
    .post(
      '/api/account/:accountId/bulkDownload/prepare',
      {
        catalogue: ['C-254'],
        session: true,
        account: 'path',
        body: recordingIdsSchema,
        audit: false,
        summary:
          'What a zip of the chosen recordings would hold: how many, their size and length (refuses ids out of reach)',
      },
      async (c, { body }) => {
        const reach = await reachableIds(c, body.recordingIds);
        const [totals] = await db
          .select({ n: count(), bytes: sum(recordings.sizeBytes), seconds: sum(recordings.durationSeconds) })
          .from(recordings)
          .where(and(reachWhere(reach, false), inArray(recordings.id, body.recordingIds)));
        return c.json({
          count: totals.n,
          totalBytes: Number(totals.bytes ?? 0),
          totalSeconds: Number(totals.seconds ?? 0),
        });
      },
    )
    .post(
      '/api/account/:accountId/bulkDownload/start',
      {
        catalogue: ['C-255'],
        session: true,
        account: 'path',
        body: recordingIdsSchema,
        summary:
          'Start making a zip of the chosen recordings with an index.csv; answers the download id to poll',
      },
      async (c, { body }) => {
        const reach = await reachableIds(c, body.recordingIds);
        await removeExpired(reach.accountId);
        const download = await startDownload(deps, {
          accountId: reach.accountId,
          createdBy: c.get('principal').userId,
          recordingIds: [...new Set(body.recordingIds)],
        });
        return c.json({ downloadId: download.id, exportId: String(download.id) }, 202);
      },
    )
    .get(
      '/api/account/:accountId/bulkDownload/:downloadId',
      {
        catalogue: ['C-256'],
        session: true,
        account: 'path',
        summary: 'A download’s progress; once ready, the link to the zip (for a day). Never cached',
      },
      async (c) => {
        const download = await downloadOf(c);
        // A poll also wakes the runner, as the task routes do, so a task left by a stopped server goes on.
        deps.jobs?.kick();
        return c.json(await statusOf(c, download), 200, NEVER_CACHED);
      },
    )
    .delete(
      '/api/account/:accountId/bulkDownload/:downloadId',
      {
        catalogue: [],
        session: true,
        account: 'path',
        summary: 'Cancel a download: its zip is not made, or is removed when it was',
      },
      async (c) => {
        const download = await downloadOf(c);
        await db
          .update(recordingDownloads)
          .set({ state: 'cancelled', resultKey: null })
          .where(eq(recordingDownloads.id, download.id));
        if (download.resultKey) await (await recordingObjects(deps)).delete(download.resultKey);
        return c.json(await statusOf(c, { ...download, state: 'cancelled', resultKey: null }));
      },
    )
    .get(
      `${DOWNLOAD_MEDIA_PATH}/:downloadId`,
      {
        catalogue: [],
        public: true,
        query: mediaLinkQuerySchema,
        summary:
          'The zip of a finished download, by the link C-256 answers (its token is the permission), until it expires',
      },
      async (c, { query }) => {
        const id = Number(c.req.param('downloadId'));
        const accountId = Number.isSafeInteger(id)
          ? await mediaAccount(deps, query.token, 'zip', id)
          : undefined;
        if (accountId === undefined) throw notFound(MISSING);
        const [download] = await db
          .select()
          .from(recordingDownloads)
          .where(and(eq(recordingDownloads.id, id), eq(recordingDownloads.accountId, accountId)));
        if (!download?.resultKey || download.state !== 'ready' || deps.now() >= download.expiresAt)
          throw notFound('This download is no longer available. Download the recordings again.');
        const zip = await (await recordingObjects(deps)).get(download.resultKey);
        if (!zip) throw notFound('This download is no longer available. Download the recordings again.');
        return c.body(zip.body as Uint8Array<ArrayBuffer>, 200, {
          'content-type': 'application/zip',
          'content-length': String(zip.size),
          'content-disposition': dispositionOf(zipName(download)).replace(/^inline/, 'attachment'),
          'cache-control': 'private, no-store',
        });
      },
    );
}

const zipName = (download: DownloadRow) =>
  `recordings-${download.createdAt.toISOString().slice(0, 10)}-${download.id}.zip`;
