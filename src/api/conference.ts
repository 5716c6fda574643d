// Conference bridges (CALL-04): one function per endpoint, each with a trailing signal.
import type { ConferenceKit, ConferenceKitBody } from '../domain/schemas/conference';
import type { ApiClient } from './client';

export type { ConferenceKit, ConferenceKitBody } from '../domain/schemas/conference';

export const listConferenceKits = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ conferenceKits: ConferenceKit[] }>('conferenceKits', { params: { accountId }, signal })
    .then((a) => a.conferenceKits);

export const getConferenceKit = (client: ApiClient, accountId: number, kitId: number, signal?: AbortSignal) =>
  client.call<ConferenceKit>('conferenceKit', { params: { accountId, kitId }, signal });

export const updateConferenceKit = (
  client: ApiClient,
  accountId: number,
  kitId: number,
  change: ConferenceKitBody,
  signal?: AbortSignal,
) =>
  client.call<ConferenceKit>('conferenceKit', {
    method: 'put',
    params: { accountId, kitId },
    body: change,
    signal,
  });
