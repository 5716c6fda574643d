// The call, paging and pickup group calls (CALL-02, decision 0094): one function per endpoint,
// each with a trailing signal. Lists answer an empty page in a planned outage, records and
// writes "unavailable" (decision 0074).
import type {
  CallGroup,
  callGroupBodySchema,
  GroupSummary,
  IncomingRoute,
  PagingGroup,
  PickupGroup,
  pagingGroupBodySchema,
  pickupGroupBodySchema,
} from '../../domain/schemas/callHandling/groups';
import type { z } from '../../domain/schemas/zod';
import type { ApiClient } from '../client';

// The answers' types live with their schemas; re-exported for the callers of these functions.
export type {
  CallGroup,
  GroupMember,
  GroupSummary,
  IncomingRoute,
  PagingGroup,
  PickupGroup,
} from '../../domain/schemas/callHandling/groups';

/** A body as the form sends it: the schema's input (defaults may be left out). */
export type CallGroupDraft = z.input<typeof callGroupBodySchema>;
export type PagingGroupDraft = z.input<typeof pagingGroupBodySchema>;
export type PickupGroupDraft = z.input<typeof pickupGroupBodySchema>;
export type GroupCreate =
  | ({ kind: 'call'; extension?: string } & CallGroupDraft)
  | ({ kind: 'paging'; extension?: string } & PagingGroupDraft)
  | ({ kind: 'pickup' } & PickupGroupDraft);

interface List<T> {
  total: number;
  items: T[];
}

/** C-064: every group of the account. */
export const listGroups = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<List<GroupSummary>>('groups', { params: { accountId }, signal });

/** C-065: create a group of any kind (a call or paging group gets the next free extension number). */
export const createGroup = (client: ApiClient, accountId: number, group: GroupCreate, signal?: AbortSignal) =>
  client.call<CallGroup | PagingGroup | PickupGroup>('groupWrite', {
    method: 'put',
    params: { accountId },
    body: group,
    signal,
  });

export const getCallGroup = (
  client: ApiClient,
  accountId: number,
  callGroupId: number,
  signal?: AbortSignal,
) => client.call<CallGroup>('callGroup', { params: { accountId, callGroupId }, signal });

export const updateCallGroup = (
  client: ApiClient,
  accountId: number,
  callGroupId: number,
  change: CallGroupDraft,
  signal?: AbortSignal,
) =>
  client.call<CallGroup>('callGroup', {
    method: 'put',
    params: { accountId, callGroupId },
    body: change,
    signal,
  });

export const deleteCallGroup = (
  client: ApiClient,
  accountId: number,
  callGroupId: number,
  signal?: AbortSignal,
) => client.call<unknown>('callGroup', { method: 'delete', params: { accountId, callGroupId }, signal });

export const getPagingGroup = (
  client: ApiClient,
  accountId: number,
  pagingGroupId: number,
  signal?: AbortSignal,
) => client.call<PagingGroup>('pagingGroup', { params: { accountId, pagingGroupId }, signal });

export const updatePagingGroup = (
  client: ApiClient,
  accountId: number,
  pagingGroupId: number,
  change: PagingGroupDraft,
  signal?: AbortSignal,
) =>
  client.call<PagingGroup>('pagingGroup', {
    method: 'put',
    params: { accountId, pagingGroupId },
    body: change,
    signal,
  });

export const deletePagingGroup = (
  client: ApiClient,
  accountId: number,
  pagingGroupId: number,
  signal?: AbortSignal,
) => client.call<unknown>('pagingGroup', { method: 'delete', params: { accountId, pagingGroupId }, signal });

/** C-354: the account's call groups whole. */
export const listCallGroups = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<List<CallGroup>>('callGroupsWhole', { params: { accountId }, signal });

/** C-355: the account's pickup groups (404 when they are not offered). */
export const listPickupGroups = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<List<PickupGroup>>('pickupGroups', { params: { accountId }, signal });

export const createPickupGroup = (
  client: ApiClient,
  accountId: number,
  group: PickupGroupDraft,
  signal?: AbortSignal,
) => client.call<PickupGroup>('pickupGroups', { method: 'post', params: { accountId }, body: group, signal });

export const getPickupGroup = (
  client: ApiClient,
  accountId: number,
  pickupGroupId: number,
  signal?: AbortSignal,
) => client.call<PickupGroup>('pickupGroup', { params: { accountId, pickupGroupId }, signal });

export const updatePickupGroup = (
  client: ApiClient,
  accountId: number,
  pickupGroupId: number,
  change: PickupGroupDraft,
  signal?: AbortSignal,
) =>
  client.call<PickupGroup>('pickupGroup', {
    method: 'put',
    params: { accountId, pickupGroupId },
    body: change,
    signal,
  });

export const deletePickupGroup = (
  client: ApiClient,
  accountId: number,
  pickupGroupId: number,
  signal?: AbortSignal,
) => client.call<unknown>('pickupGroup', { method: 'delete', params: { accountId, pickupGroupId }, signal });

/** C-131: each number of the account and what it rings, a page at a time. */
export const listIncomingRoutes = (
  client: ApiClient,
  accountId: number,
  page: { pageSize: number; offset: number },
  signal?: AbortSignal,
) =>
  client.call<List<IncomingRoute>>('incomingRouting', {
    params: { accountId },
    query: { _pageSize: page.pageSize, _offset: page.offset },
    signal,
  });
