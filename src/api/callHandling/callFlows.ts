// The call flow calls (CALL-03): one function per endpoint, each with a trailing signal.

import type { Route } from '../../domain/callFlow';
import type {
  CallFlowAnswer,
  CallFlowEntry,
  CallFlowEntryBody,
  ReceptionistBody,
  ReceptionistConsole,
  ResolvedTime,
  RouteTestBody,
  ScheduleBody,
  ServiceRoutes,
  WatchedGreeting,
} from '../../domain/schemas/callHandling/flows';
import type { ApiClient } from '../client';

// The answers' types live with their schemas; re-exported for the callers of these functions.
export type {
  CallFlowAnswer,
  CallFlowEntry,
  ReceptionistConsole,
  ResolvedTime,
  ServiceRoute,
  ServiceRoutes,
} from '../../domain/schemas/callHandling/flows';

export type RouteAnswer = Route & { resolved: ResolvedTime };

/** C-422: the account's call flow, whole (the diagram, the tester and every destination picker read it). */
export const getCallFlow = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<CallFlowAnswer>('callFlow', { params: { accountId }, signal });

export const listCallFlowEntries = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ entries: CallFlowEntry[] }>('callFlowEntries', { params: { accountId }, signal })
    .then((a) => a.entries);

export const createCallFlowEntry = (
  client: ApiClient,
  accountId: number,
  entry: CallFlowEntryBody,
  signal?: AbortSignal,
) =>
  client.call<CallFlowEntry>('callFlowEntries', {
    method: 'post',
    params: { accountId },
    body: entry,
    signal,
  });

export const updateCallFlowEntry = (
  client: ApiClient,
  accountId: number,
  callFlowId: number,
  entry: CallFlowEntryBody,
  signal?: AbortSignal,
) =>
  client.call<CallFlowEntry>('callFlowEntry', {
    method: 'put',
    params: { accountId, callFlowId },
    body: entry,
    signal,
  });

export const deleteCallFlowEntry = (
  client: ApiClient,
  accountId: number,
  callFlowId: number,
  signal?: AbortSignal,
) => client.call<unknown>('callFlowEntry', { method: 'delete', params: { accountId, callFlowId }, signal });

/** The route tester: where a call goes at a local date and time. */
export const testCallRoute = (
  client: ApiClient,
  accountId: number,
  question: RouteTestBody,
  signal?: AbortSignal,
) =>
  client.call<RouteAnswer>('callFlowRoute', {
    method: 'post',
    params: { accountId },
    body: question,
    signal,
  });

export const listReceptionists = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ receptionistConsoles: ReceptionistConsole[] }>('receptionists', { params: { accountId }, signal })
    .then((a) => a.receptionistConsoles);

export const getReceptionist = (
  client: ApiClient,
  accountId: number,
  receptionistId: number,
  signal?: AbortSignal,
) => client.call<ReceptionistConsole>('receptionist', { params: { accountId, receptionistId }, signal });

export const updateReceptionist = (
  client: ApiClient,
  accountId: number,
  receptionistId: number,
  change: ReceptionistBody,
  signal?: AbortSignal,
) =>
  client.call<ReceptionistConsole>('receptionist', {
    method: 'put',
    params: { accountId, receptionistId },
    body: change,
    signal,
  });

export const getReceptionistGreetings = (
  client: ApiClient,
  accountId: number,
  receptionistId: number,
  signal?: AbortSignal,
) =>
  client
    .call<{ greetings: WatchedGreeting[] }>('receptionistGreetings', {
      params: { accountId, receptionistId },
      signal,
    })
    .then((a) => a.greetings);

export const listReceptionistNames = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ receptionistConsoles: { id: number; name: string }[] }>('receptionistNames', {
      params: { accountId },
      signal,
    })
    .then((a) => a.receptionistConsoles);

export const listServiceRoutes = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<ServiceRoutes>('serviceRoutes', {
    params: { accountId },
    signal,
  });

export type { ScheduleBody };
