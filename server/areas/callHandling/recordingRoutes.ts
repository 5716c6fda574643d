// Recording a greeting by phone (CALL-03; decisions 0092 and 0096): started with the owner, the
// key and the number to call, answered with a ticket, then polled by its id until it is ready
// (the greeting), failed or cancelled. The same ticket is served at the application server's
// audioRecordings (C-392, C-393) and at the phone system's outdial greeting (C-115, C-116, by
// record id). The status is never cached (REQ-07). Who may record or read depends on the owner
// (its resource's update and read keys), so the routes check the tenancy and the handler the key.
import type { Context } from 'hono';
import type { PermissionKey } from '../../../src/domain/permissions';
import { checkPhoneInput } from '../../../src/domain/phoneInput';
import {
  GREETING_OWNER_NAMES,
  GREETING_RESOURCE,
  type GreetingOwnerKind,
  isAccountOwner,
  recordingStartSchema,
} from '../../../src/domain/schemas/callHandling/greeting';
import { forbidden, validationFailed } from '../../http/errors';
import { refusedAsMissing, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { accountCountry } from '../users/userStore';
import { ownerExists } from './greetingStore';
import {
  cancelRecording,
  type RecordingRow,
  recordingJson,
  recordingRows,
  settledRecording,
  startRecording,
} from './recordingStore';

const NEVER_CACHED = { 'cache-control': 'private, no-store' };
const MISSING = 'Recording not found';

/** The key the caller needs to act on a ticket: read to poll it, update to cancel it. */
const keyFor = (action: 'read' | 'update', kind: string) =>
  `${action}:${GREETING_RESOURCE[kind as GreetingOwnerKind]}` as PermissionKey;

/** A ticket the caller may read or cancel; otherwise a 404, as one that does not exist. */
function allowed(c: Context<Env>, action: 'read' | 'update', ticket: RecordingRow): RecordingRow {
  if (!c.get('permissions').has(keyFor(action, ticket.ownerKind))) throw refusedAsMissing(c, MISSING);
  return ticket;
}

export function recordingRoutes(deps: Deps, paths: { start: string; status: string; param: string }) {
  const { db } = deps;
  const ids =
    paths.param === 'ticketId'
      ? { start: 'C-392' as const, status: 'C-393' as const }
      : { start: 'C-115' as const, status: 'C-116' as const };
  const ticketAccess = { row: recordingRows, param: paths.param };
  return secureRouter(deps)
    .post(
      paths.start,
      {
        catalogue: [ids.start],
        // The key is the owner's: update of its resource, checked in the handler.
        session: true,
        account: 'path',
        body: recordingStartSchema,
        summary:
          'Record a greeting by phone: the platform calls the number and the recording becomes the owner’s greeting of that key; answers the ticket to poll (needs update on the owner’s resource)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        const kind = body.ownerKind;
        if (!c.get('permissions').has(keyFor('update', kind)))
          throw forbidden(`You may not change the greetings of ${GREETING_OWNER_NAMES[kind]}s.`);
        const ownerId = isAccountOwner(kind) ? accountId : body.ownerId;
        if (ownerId === undefined)
          throw validationFailed([{ field: 'ownerId', message: 'Choose what the greeting is for.' }]);
        if (!(await ownerExists(db, accountId, kind, ownerId)))
          throw validationFailed([
            {
              field: 'ownerId',
              message: `There is no ${GREETING_OWNER_NAMES[kind]} ${ownerId} in this account.`,
            },
          ]);
        const phone = checkPhoneInput(body.phoneNumber, await accountCountry(db, accountId));
        if (!phone.ok) throw validationFailed([{ field: 'phoneNumber', message: phone.message }]);
        const ticket = await startRecording(db, {
          accountId,
          ownerKind: kind,
          ownerId,
          greetingKey: body.greetingKey,
          callNumber: phone.value,
          createdBy: c.get('principal').userId,
          at: deps.now(),
          recordingSeconds: deps.config.recordingSeconds,
        });
        return c.json(ticket, 202, NEVER_CACHED);
      },
    )
    .get(
      paths.status,
      {
        catalogue: [ids.status],
        session: true,
        account: ticketAccess,
        summary:
          'A recording’s status: calling, ready (with the greeting it became), failed (with why) or cancelled; never cached (needs read on the owner’s resource)',
      },
      async (c, { row }) => {
        const ticket = await settledRecording(db, allowed(c, 'read', row), deps.now());
        return c.json(await recordingJson(db, ticket), 200, NEVER_CACHED);
      },
    )
    .delete(
      paths.status,
      {
        catalogue: [],
        session: true,
        account: ticketAccess,
        summary:
          'Cancel a recording still calling (409 once it is saved or has failed; needs update on the owner’s resource)',
      },
      async (c, { row }) => {
        const ticket = await cancelRecording(db, allowed(c, 'update', row), deps.now());
        return c.json(await recordingJson(db, ticket), 200, NEVER_CACHED);
      },
    );
}

/** C-392, C-393 and the cancel, at the application server. */
export const audioRecordingRoutes = (deps: Deps): SecureRouter =>
  recordingRoutes(deps, {
    start: '/rest/account/:accountId/audioRecordings',
    status: '/rest/account/:accountId/audioRecordings/:ticketId',
    param: 'ticketId',
  });

/** C-115, C-116 and the cancel: the same tickets on the phone system's path, by record id. */
export const outdialGreetingRoutes = (deps: Deps): SecureRouter =>
  recordingRoutes(deps, {
    start: '/api/ucaas/account/:accountId/outdialRecordGreeting',
    status: '/api/ucaas/account/:accountId/outdialRecordGreeting/:recordId',
    param: 'recordId',
  });
