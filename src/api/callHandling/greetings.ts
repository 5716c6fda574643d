// Greetings and recordings by phone (CALL-03): one function per endpoint, each with a trailing
// signal. An upload is a multipart/form-data POST with the file in `file` (REQ-02); a fetch
// answers the bytes as a Blob (the player needs the session's token, so it cannot be a plain
// <audio src>); a recording's status is never cached (REQ-07).
import type {
  GreetingInfo,
  GreetingOwnerKind,
  RecordingStart,
  RecordingStatus,
} from '../../domain/schemas/callHandling/greeting';
import type { ApiClient } from '../client';
import type { EndpointName } from '../endpointCatalogue';

export type {
  GreetingInfo,
  GreetingOwnerKind,
  RecordingStart,
  RecordingStatus,
} from '../../domain/schemas/callHandling/greeting';

/** Whose greeting, and which: the account's own announcements have no owner id. */
export interface GreetingRef {
  accountId: number;
  ownerKind: GreetingOwnerKind;
  ownerId?: number;
  greetingKey: string;
}

const ENDPOINT: Record<GreetingOwnerKind, EndpointName> = {
  extension: 'extensionGreeting',
  callGroup: 'callGroupGreeting',
  autoAttendant: 'autoAttendantGreeting',
  callMonitoring: 'callMonitoringGreeting',
  callQueue: 'callQueueGreeting',
  customTag: 'customTagGreeting',
  recordingRule: 'recordingRuleGreeting',
};

const paramsOf = (g: GreetingRef) => ({
  accountId: g.accountId,
  greetingKey: g.greetingKey,
  ...(g.ownerId === undefined ? {} : { ownerId: g.ownerId }),
});

/** C-379…C-391 (the fetches): the greeting's audio; a 404 when there is none yet. */
export const getGreeting = (client: ApiClient, greeting: GreetingRef, signal?: AbortSignal) =>
  client.call<Blob>(ENDPOINT[greeting.ownerKind], { params: paramsOf(greeting), signal });

/** C-378…C-390 (the uploads): replaces the greeting of that key; a 400 on `file` when it is not one. */
export function uploadGreeting(
  client: ApiClient,
  greeting: GreetingRef,
  file: Blob,
  fileName: string,
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.append('file', file, fileName);
  return client.call<GreetingInfo>(ENDPOINT[greeting.ownerKind], {
    method: 'post',
    params: paramsOf(greeting),
    body,
    signal,
  });
}

/** C-392: the platform calls the number; what is said becomes the greeting. Answers the ticket. */
export const startRecording = (
  client: ApiClient,
  accountId: number,
  start: RecordingStart,
  signal?: AbortSignal,
) =>
  client.call<RecordingStatus>('audioRecordings', {
    method: 'post',
    params: { accountId },
    body: start,
    signal,
  });

/** C-393: the recording's status by its ticket, never cached (REQ-07). */
export const getRecording = (client: ApiClient, accountId: number, ticketId: number, signal?: AbortSignal) =>
  client.call<RecordingStatus>('audioRecording', { params: { accountId, ticketId }, signal });

/** Ends the call of a recording still calling; refused (409) once it is saved. */
export const cancelRecording = (
  client: ApiClient,
  accountId: number,
  ticketId: number,
  signal?: AbortSignal,
) =>
  client.call<RecordingStatus>('audioRecording', {
    method: 'delete',
    params: { accountId, ticketId },
    signal,
  });
