// Call recordings (REC-01, REC-02; decision 0104): one function per endpoint of the recording
// family. Its failures reach the portal as ERR-04's sentence (src/api/errorCatalogue.ts).
import type {
  BulkDownloadPreparation,
  BulkDownloadStatus,
  RecordingAudioUrl,
  RecordingComment,
  RecordingFilters,
  RecordingItem,
  RecordingUsage,
  Transcription,
} from '../domain/schemas/recording';
import type { ApiClient } from './client';

export interface RecordingPage {
  offset?: number;
  pageSize?: number;
  sortField?: 'startedAt' | 'duration' | 'user' | 'queue';
  sortDirection?: 'ASC' | 'DESC';
}

type Answer = { total: number; items: RecordingItem[] };

const queryOf = (filters: RecordingFilters, page: RecordingPage) => {
  const query: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(filters))
    if (v !== undefined && v !== '') query[k] = v as string | number;
  if (page.offset !== undefined) query._offset = page.offset;
  if (page.pageSize !== undefined) query._pageSize = page.pageSize;
  if (page.sortField) query.sortField = page.sortField;
  if (page.sortDirection) query.sortDirection = page.sortDirection;
  return query;
};

/** C-249 */
export const searchRecordings = (
  client: ApiClient,
  accountId: number,
  filters: RecordingFilters,
  page: RecordingPage = {},
  signal?: AbortSignal,
) => client.call<Answer>('recordingSearch', { params: { accountId }, query: queryOf(filters, page), signal });

/** C-262 */
export const listRecycleBin = (
  client: ApiClient,
  accountId: number,
  filters: RecordingFilters,
  page: RecordingPage = {},
  signal?: AbortSignal,
) =>
  client.call<Answer>('recordingRecycleBin', {
    params: { accountId },
    query: queryOf(filters, page),
    signal,
  });

/** C-250: to the recycle bin. */
export const moveToRecycleBin = (
  client: ApiClient,
  accountId: number,
  recordingIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ moved: number }>('recordingSearch', {
    method: 'delete',
    params: { accountId },
    body: { recordingIds },
    signal,
  });

/** C-261 */
export const restoreRecordings = (
  client: ApiClient,
  accountId: number,
  recordingIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ restored: number }>('recordingRestore', {
    method: 'post',
    params: { accountId },
    body: { recordingIds },
    signal,
  });

/** C-259 */
export const deleteRecordingsForGood = (
  client: ApiClient,
  accountId: number,
  recordingIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ deleted: number }>('recordingDeleteForGood', {
    method: 'post',
    params: { accountId },
    body: { recordingIds },
    signal,
  });

export const getRecordingComments = (client: ApiClient, recordingId: number, signal?: AbortSignal) =>
  client.call<RecordingComment[]>('recordingComments', { params: { recordingId }, signal });

/** C-260 */
export const addRecordingComment = (
  client: ApiClient,
  recordingId: number,
  text: string,
  signal?: AbortSignal,
) =>
  client.call<{ id: number; comments: RecordingComment[] }>('recordingComments', {
    method: 'post',
    params: { recordingId },
    body: { text },
    signal,
  });

/** C-271 */
export const getTranscription = (client: ApiClient, recordingId: number, signal?: AbortSignal) =>
  client.call<Transcription>('recordingTranscription', { params: { recordingId }, signal });

/** C-263 */
export const getRecordingAudioUrl = (client: ApiClient, recordingId: number, signal?: AbortSignal) =>
  client.call<RecordingAudioUrl>('recordingAudio', { params: { recordingId }, signal });

/** C-257 */
export const getRecordingUsage = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<RecordingUsage>('recordingUsage', { params: { accountId }, signal });

/** C-258 */
export const recalculateRecordingUsage = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<RecordingUsage>('recordingRecalculate', { params: { accountId }, signal });

/** C-254 */
export const prepareRecordingZip = (
  client: ApiClient,
  accountId: number,
  recordingIds: number[],
  signal?: AbortSignal,
) =>
  client.call<BulkDownloadPreparation>('recordingZipPrepare', {
    method: 'post',
    params: { accountId },
    body: { recordingIds },
    signal,
  });

/** C-255 */
export const startRecordingZip = (
  client: ApiClient,
  accountId: number,
  recordingIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ downloadId: number; exportId: string }>('recordingZipStart', {
    method: 'post',
    params: { accountId },
    body: { recordingIds },
    signal,
  });

/** C-256 */
export const getRecordingZip = (
  client: ApiClient,
  accountId: number,
  downloadId: string,
  signal?: AbortSignal,
) => client.call<BulkDownloadStatus>('recordingZip', { params: { accountId, downloadId }, signal });

export const cancelRecordingZip = (
  client: ApiClient,
  accountId: number,
  downloadId: string,
  signal?: AbortSignal,
) =>
  client.call<BulkDownloadStatus>('recordingZip', {
    method: 'delete',
    params: { accountId, downloadId },
    signal,
  });
