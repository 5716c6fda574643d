// Greetings (CALL-03, C-378…C-391; decisions 0092 and 0096): the upload (one WAV or MP3 file of
// at most 5 MB in a multipart/form-data body, REQ-02, told by its bytes) and the fetch (the bytes
// with their type, never stored by a cache) of a greeting of each owner kind. The owner in the
// path is loaded with its account by the access check; the account's own announcements (call
// monitoring, recording rule) have no owner id.
import { audioTypeOf, wavDurationMs } from '../../../src/domain/audio';
import type { PermissionKey } from '../../../src/domain/permissions';
import {
  GREETING_KEY_MESSAGE,
  GREETING_OWNER_NAMES,
  GREETING_RESOURCE,
  type GreetingOwnerKind,
  greetingUploadSchema,
  isGreetingKey,
} from '../../../src/domain/schemas/callHandling/greeting';
import type { RowSource } from '../../auth/rows';
import { fileHeaders, keptFileName } from '../../http/download';
import { notFound, validationFailed } from '../../http/errors';
import { type CatalogueId, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  type GreetingOwner,
  greetingAttendantRows,
  greetingCallGroupRows,
  greetingCustomTagRows,
  greetingExtensionRows,
  greetingQueueRows,
  readGreeting,
  saveGreeting,
} from './greetingStore';

const BASE = '/rest/account/:accountId/greetings';

/** A kind's paths and ids: its owner row (none for the account's own), the upload's and the fetch's call. */
interface OwnerRoute {
  kind: GreetingOwnerKind;
  path: string;
  upload: CatalogueId;
  fetch: CatalogueId;
  owner?: { row: RowSource<unknown>; param: string; idOf: (row: never) => number };
}

const OWNER_ROUTES: OwnerRoute[] = [
  {
    kind: 'extension',
    path: `${BASE}/extension/:extensionId/:greetingKey`,
    upload: 'C-378',
    fetch: 'C-379',
    owner: { row: greetingExtensionRows, param: 'extensionId', idOf: (r: { id: number }) => r.id },
  },
  {
    kind: 'callGroup',
    path: `${BASE}/callGroup/:callGroupId/:greetingKey`,
    upload: 'C-380',
    fetch: 'C-381',
    owner: {
      row: greetingCallGroupRows,
      param: 'callGroupId',
      idOf: (r: { extensionId: number }) => r.extensionId,
    },
  },
  {
    kind: 'autoAttendant',
    path: `${BASE}/autoAttendant/:autoAttendantId/:greetingKey`,
    upload: 'C-382',
    fetch: 'C-383',
    owner: {
      row: greetingAttendantRows,
      param: 'autoAttendantId',
      idOf: (r: { extensionId: number }) => r.extensionId,
    },
  },
  { kind: 'callMonitoring', path: `${BASE}/callMonitoring/:greetingKey`, upload: 'C-384', fetch: 'C-385' },
  {
    kind: 'callQueue',
    path: `${BASE}/callQueue/:queueId/:greetingKey`,
    upload: 'C-386',
    fetch: 'C-387',
    owner: { row: greetingQueueRows, param: 'queueId', idOf: (r: { extensionId: number }) => r.extensionId },
  },
  {
    kind: 'customTag',
    path: `${BASE}/customTag/:customTagId/:greetingKey`,
    upload: 'C-388',
    fetch: 'C-389',
    owner: { row: greetingCustomTagRows, param: 'customTagId', idOf: (r: { id: number }) => r.id },
  },
  { kind: 'recordingRule', path: `${BASE}/recordingRule/:greetingKey`, upload: 'C-390', fetch: 'C-391' },
];

/** The greeting key of the path, or a 400 naming it. */
function keyOf(text: string | undefined): string {
  if (text === undefined || !isGreetingKey(text))
    throw validationFailed([{ field: 'greetingKey', message: GREETING_KEY_MESSAGE }]);
  return text;
}

export function greetingRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const router = secureRouter(deps);
  for (const r of OWNER_ROUTES) {
    const resource = GREETING_RESOURCE[r.kind];
    const name = GREETING_OWNER_NAMES[r.kind];
    const account = r.owner ? { row: r.owner.row, param: r.owner.param } : ('path' as const);
    const ownerOf = (accountId: number, row: unknown, key: string): GreetingOwner => ({
      accountId,
      ownerKind: r.kind,
      ownerId: r.owner ? r.owner.idOf(row as never) : accountId,
      greetingKey: key,
    });
    router.post(
      r.path,
      {
        catalogue: [r.upload],
        permission: `update:${resource}` as PermissionKey,
        account,
        body: greetingUploadSchema,
        bodyType: 'multipart',
        summary: `Upload the ${name}’s greeting of this key (a WAV or MP3 file of at most 5 MB in the form field file); it replaces the one there`,
      },
      async (c, { body, row }) => {
        const owner = ownerOf(c.get('actingAccountId'), row, keyOf(c.req.param('greetingKey')));
        const bytes = new Uint8Array(await body.file.arrayBuffer());
        // The schema checked the bytes: this is a WAV or an MP3.
        const contentType = audioTypeOf(bytes)!;
        const saved = await saveGreeting(db, owner, {
          fileName: keptFileName(
            body.file.name,
            contentType === 'audio/wav' ? 'greeting.wav' : 'greeting.mp3',
          ),
          contentType,
          bytes,
          durationMs: wavDurationMs(bytes) ?? null,
          source: 'upload',
          createdBy: c.get('principal').userId,
          at: deps.now(),
        });
        return c.json(saved, 201);
      },
    );
    router.get(
      r.path,
      {
        catalogue: [r.fetch],
        permission: `read:${resource}` as PermissionKey,
        account,
        summary: `The ${name}’s greeting of this key: its audio (audio/wav or audio/mpeg), never cached`,
      },
      async (c, { row }) => {
        const owner = ownerOf(c.get('actingAccountId'), row, keyOf(c.req.param('greetingKey')));
        const greeting = await readGreeting(db, owner);
        if (!greeting) throw notFound(`This ${name} has no ${owner.greetingKey} greeting yet.`);
        return c.body(new Uint8Array(greeting.audio), 200, fileHeaders(greeting));
      },
    );
  }
  return router;
}
