// Call recordings (REC-01; cat §7.8, decision 0104), the recording family at /svc/recording: the
// search and the recycle bin, comments, transcription, the audio link and the audio itself with
// byte ranges, the usage. Who sees what is access.ts's: the call-recording keys, or an end user's
// own recordings. A recording out of the caller's reach answers 404, as one that does not exist.
import type { Context } from 'hono';
import {
  recordingCommentSchema,
  recordingIdsSchema,
  recordingSearchQuerySchema,
} from '../../../src/domain/schemas/recording';
import { notFound } from '../../http/errors';
import { refusedAsMissing, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { reaches, readReach } from './access';
import { rangeOf } from './byteRange';
import { MEDIA_LINK_SECONDS, mediaAccount, mediaLinkQuerySchema, mediaToken, originOf } from './mediaLinks';
import { recordingObjects } from './objects';
import {
  addComment,
  commentsOf,
  deletePermanently,
  outOfReach,
  type RecordingRow,
  recalculateUsage,
  recordingRows,
  restoreRecordings,
  searchRecordings,
  transcriptionOf,
  trashRecordings,
  usageOf,
} from './recordingStore';

const NEVER_CACHED = { 'cache-control': 'private, no-store' };
const MISSING = 'Recording not found';
const onRecording = { row: recordingRows, param: 'recordingId' } as const;
export const RECORDING_MEDIA_PATH = '/media/recording';

export function recordingRoutes(deps: Deps) {
  const { db } = deps;
  const store = () => recordingObjects(deps);

  /** The recording of the path, when the caller reaches it; otherwise a 404 (audited). */
  const reachable = async (c: Context<Env>, recording: RecordingRow) => {
    const reach = await readReach(c, db);
    if (!reaches(reach, recording)) throw refusedAsMissing(c, MISSING);
    return recording;
  };
  /** Chosen ids the caller does not reach (or not in the place asked) answer 404 naming the first. */
  const refuseOutOfReach = async (c: Context<Env>, ids: number[], trashed: boolean | 'any') => {
    const reach = await readReach(c, db);
    const missing = await outOfReach(db, reach, ids, trashed);
    if (missing.length) throw refusedAsMissing(c, `Recording ${missing[0]} not found`);
    return reach;
  };

  return secureRouter(deps)
    .get(
      '/api/account/:accountId/search/recordings',
      {
        catalogue: ['C-249'],
        session: true,
        account: 'path',
        query: recordingSearchQuerySchema,
        summary:
          'Search the account’s recordings (date range, user, queue, direction, number, duration, has comment), a page at a time; an end user finds their own. Never cached',
      },
      async (c, { query }) => {
        const reach = await readReach(c, db);
        return c.json(await searchRecordings(db, reach, query, false), 200, NEVER_CACHED);
      },
    )
    .delete(
      '/api/account/:accountId/search/recordings',
      {
        catalogue: ['C-250'],
        permission: 'delete:call-recording',
        account: 'path',
        body: recordingIdsSchema,
        summary: 'Move the chosen recordings to the recycle bin (they can be restored)',
      },
      async (c, { body }) => {
        await refuseOutOfReach(c, body.recordingIds, false);
        const moved = await trashRecordings(db, c.get('actingAccountId'), body.recordingIds, deps.now());
        return c.json({ moved });
      },
    )
    .get(
      '/api/account/:accountId/recycleBin',
      {
        catalogue: ['C-262'],
        permission: 'delete:call-recording',
        account: 'path',
        query: recordingSearchQuerySchema,
        summary: 'The recordings in the recycle bin, a page at a time, with the search’s filters',
      },
      async (c, { query }) => {
        const reach = await readReach(c, db);
        return c.json(await searchRecordings(db, reach, query, true), 200, NEVER_CACHED);
      },
    )
    .post(
      '/api/account/:accountId/recoverRecordingsFromTrash',
      {
        catalogue: ['C-261'],
        permission: 'delete:call-recording',
        account: 'path',
        body: recordingIdsSchema,
        summary: 'Take the chosen recordings out of the recycle bin',
      },
      async (c, { body }) => {
        await refuseOutOfReach(c, body.recordingIds, true);
        return c.json({ restored: await restoreRecordings(db, c.get('actingAccountId'), body.recordingIds) });
      },
    )
    .post(
      '/api/account/:accountId/deleteRecordingsPermanently',
      {
        catalogue: ['C-259'],
        permission: 'delete:call-recording',
        account: 'path',
        body: recordingIdsSchema,
        summary:
          'Delete the chosen recordings for good: their files are removed and the usage drops. Cannot be undone',
      },
      async (c, { body }) => {
        await refuseOutOfReach(c, body.recordingIds, 'any');
        const deleted = await deletePermanently(
          db,
          await store(),
          c.get('actingAccountId'),
          body.recordingIds,
          deps.now(),
        );
        return c.json({ deleted });
      },
    )
    .get(
      '/api/recording/:recordingId/comments',
      {
        catalogue: [],
        session: true,
        account: onRecording,
        summary: 'The comments on a recording, oldest first',
      },
      async (c, { row }) => c.json(await commentsOf(db, (await reachable(c, row)).id), 200, NEVER_CACHED),
    )
    .post(
      '/api/recording/:recordingId/comments',
      {
        catalogue: ['C-260'],
        session: true,
        account: onRecording,
        body: recordingCommentSchema,
        summary: 'Comment on a recording (anyone who may listen to it)',
      },
      async (c, { row, body }) => {
        const recording = await reachable(c, row);
        const id = await addComment(db, recording, c.get('principal').userId, body.text, deps.now());
        return c.json({ id, comments: await commentsOf(db, recording.id) }, 201);
      },
    )
    .get(
      '/api/recording/:recordingId/transcription',
      {
        catalogue: ['C-271'],
        session: true,
        account: onRecording,
        summary: 'A recording’s transcription: its segments, each with the millisecond it starts at',
      },
      async (c, { row }) => {
        const recording = await reachable(c, row);
        const transcription = await transcriptionOf(db, recording.id);
        if (!transcription) throw notFound('This recording has no transcription.');
        return c.json(transcription);
      },
    )
    .get(
      '/api/recording/:recordingId/audio',
      {
        catalogue: ['C-263'],
        session: true,
        account: onRecording,
        summary:
          'A link to the recording’s audio for 15 minutes (the link carries its own token: a player cannot send one); the audio answers byte ranges, so a player can seek',
      },
      async (c, { row }) => {
        const recording = await reachable(c, row);
        const expires = new Date(deps.now().getTime() + MEDIA_LINK_SECONDS * 1000);
        const token = await mediaToken(deps, 'audio', recording.id, recording.accountId, expires);
        const url = `${originOf(c.req.url)}/svc/recording${RECORDING_MEDIA_PATH}/${recording.id}?token=${encodeURIComponent(token)}`;
        return c.json(
          { url, expiresAt: expires.toISOString(), contentType: recording.contentType },
          200,
          NEVER_CACHED,
        );
      },
    )
    .get(
      `${RECORDING_MEDIA_PATH}/:recordingId`,
      {
        catalogue: [],
        public: true,
        query: mediaLinkQuerySchema,
        summary:
          'The audio of a recording, by the link C-263 answers (its token is the permission); a Range header answers 206 with that part',
      },
      async (c, { query }) => {
        const id = Number(c.req.param('recordingId'));
        const accountId = Number.isSafeInteger(id)
          ? await mediaAccount(deps, query.token, 'audio', id)
          : undefined;
        if (accountId === undefined) throw notFound(MISSING);
        const [recording] = await recordingRows
          .load(db, id)
          .then((r) => (r && r.accountId === accountId ? [r.row] : []));
        if (!recording) throw notFound(MISSING);
        const objects = await store();
        const size = await objects.size(recording.storageKey);
        if (size === undefined) throw notFound('The recording’s audio is no longer stored.');
        const headers = {
          'content-type': recording.contentType,
          'accept-ranges': 'bytes',
          'cache-control': 'private, max-age=3600',
        };
        const ask = rangeOf(c.req.header('range'), size);
        if (ask.kind === 'unsatisfiable')
          return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
        const object = await objects.get(recording.storageKey, ask.kind === 'part' ? ask.range : undefined);
        if (!object) throw notFound('The recording’s audio is no longer stored.');
        if (ask.kind === 'whole')
          return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
            ...headers,
            'content-length': String(size),
          });
        const { start, end } = ask.range;
        return c.body(object.body as Uint8Array<ArrayBuffer>, 206, {
          ...headers,
          'content-range': `bytes ${start}-${end}/${size}`,
          'content-length': String(end - start + 1),
        });
      },
    )
    .get(
      '/api/account/:accountId/getUsage',
      {
        catalogue: ['C-257'],
        permission: 'read:call-recording',
        account: 'path',
        summary: 'What the account’s recordings take in the store (bytes and count), as last counted',
      },
      async (c) => c.json(await usageOf(db, store, c.get('actingAccountId'), deps.now()), 200, NEVER_CACHED),
    )
    .get(
      '/api/account/:accountId/recalculateUsage',
      {
        catalogue: ['C-258'],
        permission: 'update:call-recording',
        account: 'path',
        // A GET in the catalogue that writes the usage counted again: audited as a write.
        audit: true,
        summary: 'Count the account’s recordings again from what the store holds, and answer the usage',
      },
      async (c) =>
        c.json(
          await recalculateUsage(db, await store(), c.get('actingAccountId'), deps.now()),
          200,
          NEVER_CACHED,
        ),
    );
}
