// The phone-number calls of the numbers screens (issue 17; paths of decision 0072): the enhanced
// search a page at a time, the counts, one number with its history and its edit, the lookups,
// the custom tags, and a bulk change's task (its progress per batch, its rows, its CSV, a retry).
// REQ-07: every numbers call is asked with the no-cache flag (the catalogue declares it, the
// client adds it by path). The bulk start itself is src/api/numberBulk.ts (REQ-08: retried with
// one Idempotency-Key).

import type { NumbersSearch, PhoneNumber } from '../domain/schemas/phoneNumber';
import type { NumberEdit } from '../domain/schemas/phoneNumberBulk';
import type { ApiClient } from './client';

export type {
  NumberBulk,
  NumberChange,
  NumberDryRun,
  NumberSelection,
  NumbersSearch,
  PhoneNumber,
} from '../domain/schemas/phoneNumber';
export type { NumberEdit } from '../domain/schemas/phoneNumberBulk';
export { startNumberBulk, tryNumberBulk } from './numberBulk';

export interface NumbersPage {
  items: PhoneNumber[];
  total: number;
  offset: number;
  pageSize: number;
}

/** NUM-02 (C-352): one page of the account's numbers matching the search. */
export const searchNumbers = (
  client: ApiClient,
  accountId: number,
  search: NumbersSearch,
  page: { offset: number; pageSize: number },
  signal?: AbortSignal,
) =>
  client.call<NumbersPage>('numbersSearch', {
    method: 'put',
    params: { accountId },
    query: { _offset: page.offset, _pageSize: page.pageSize },
    body: search,
    signal,
  });

/** C-336: how many numbers the account has, and how many of them are toll-free. */
export const getNumbersCount = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ totalCount: number; tollFreeCount: number }>('numbersCount', {
    params: { accountId },
    signal,
  });

/** An event of a number's audit trail. */
export interface NumberHistoryEvent {
  at: string;
  /** Who did it (a person's name or login), or null for the platform. */
  by: string | null;
  /** What was done, in words. */
  what: string;
}

export type NumberDetail = PhoneNumber & { history: NumberHistoryEvent[] };

/** An audit event as the platform answers it. */
interface AuditItem {
  at: string;
  action: string;
  detail: string | null;
  who: string | null;
  loginName: string | null;
}

/** One number and its history (the 50 newest events), as the number page shows them. */
export async function getNumber(
  client: ApiClient,
  accountId: number,
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<NumberDetail> {
  const answer = await client.call<{ number: PhoneNumber; history: { items: AuditItem[] } }>('phoneNumber', {
    params: { accountId, phoneNumber },
    signal,
  });
  return {
    ...answer.number,
    history: (answer.history?.items ?? []).map((e) => ({
      at: e.at,
      by: e.who?.trim() || e.loginName || null,
      what: e.detail || e.action,
    })),
  };
}

/** The number page's edit: only the fields changed; a 400 names the field refused. */
export const updateNumber = (
  client: ApiClient,
  accountId: number,
  phoneNumber: string,
  change: NumberEdit,
  signal?: AbortSignal,
) =>
  client.call<PhoneNumber>('phoneNumber', {
    method: 'put',
    params: { accountId, phoneNumber },
    body: change,
    signal,
  });

/** A number task's progress, with its batches (a move runs in batches). */
export interface NumberTaskStatus {
  taskId: number;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'partial' | 'failed';
  total: number;
  processed: number;
  succeeded: number;
  /** Numbers a rule refused (each row says why). */
  refused: number;
  /** Numbers that could not be run. */
  failed: number;
  batchSize?: number;
  batches?: number;
  batchesDone?: number;
}

export const getNumberTask = (client: ApiClient, accountId: number, taskId: number, signal?: AbortSignal) =>
  client.call<NumberTaskStatus>('numbersBulkTask', { params: { accountId, taskId }, signal });

export interface NumberTaskRow {
  rowNumber: number;
  status: 'pending' | 'ok' | 'refused' | 'error';
  message: string | null;
  subjectId: number | null;
  input?: { phoneNumber?: string } | null;
}

export const getNumberTaskRows = (
  client: ApiClient,
  accountId: number,
  taskId: number,
  page: { offset: number; pageSize: number; notDone?: boolean },
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number; total: number; rows: NumberTaskRow[] }>('numbersBulkTaskRows', {
    params: { accountId, taskId },
    query: {
      _offset: page.offset,
      _pageSize: page.pageSize,
      status: page.notDone ? 'refused,error' : undefined,
    },
    signal,
  });

/** The results as CSV text (row, phone number, result, message), read with the session's token. */
export const getNumberTaskCsv = (
  client: ApiClient,
  accountId: number,
  taskId: number,
  signal?: AbortSignal,
) =>
  client.call<string>('numbersBulkTaskCsv', {
    params: { accountId, taskId },
    headers: { accept: 'text/csv' },
    noCache: true,
    signal,
  });

/** Runs a finished task's failed rows again; the task is then polled as before. */
export const retryNumberTask = (client: ApiClient, accountId: number, taskId: number, signal?: AbortSignal) =>
  client.call<unknown>('numbersBulkTaskRetry', {
    method: 'post',
    params: { accountId, taskId },
    accountId,
    signal,
  });

/** C-351 (a lookup): the statuses; none when it fails. */
export const getNumberStatuses = (client: ApiClient, signal?: AbortSignal) =>
  client
    .call<{ items: unknown[] }>('numberStatuses', { signal })
    .then((a) => a.items ?? [])
    .catch(() => [] as unknown[]);

/** C-350 (a lookup): the providers; none when it fails. */
export const getNumberProviders = (client: ApiClient, signal?: AbortSignal) =>
  client
    .call<{ items: unknown[] }>('numberProviders', { signal })
    .then((a) => a.items ?? [])
    .catch(() => [] as unknown[]);

export interface CustomTag {
  id: number;
  name: string;
  description: string | null;
  /** How many of the account's numbers carry it. */
  numberCount?: number;
}

/** C-102: the account's custom tags, by name. */
export const listCustomTags = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ items: CustomTag[] }>('customTags', { params: { accountId }, signal })
    .then((a) => a.items ?? []);

/** C-109: a tag of the acting account. */
export const createCustomTag = (
  client: ApiClient,
  accountId: number,
  tag: { name: string; description?: string },
  signal?: AbortSignal,
) => client.call<CustomTag>('customTagCreate', { method: 'post', accountId, body: tag, signal });

/** C-108: rename a tag (its numbers follow). */
export const renameCustomTag = (
  client: ApiClient,
  customTagId: number,
  tag: { name: string; description?: string },
  signal?: AbortSignal,
) => client.call<CustomTag>('customTag', { method: 'put', params: { customTagId }, body: tag, signal });
