// Call recordings (REC-01, REC-02; decision 0104): the search's query, the bodies of the calls
// that act on chosen recordings, a comment, and the shapes the portal reads back.
import { rowIdSchema } from './common';
import { listQuerySchema, MAX_OFFSET, wholeNumber } from './listQuery';
import { z } from './zod';

export const RECORDING_DIRECTIONS = ['inbound', 'outbound', 'internal'] as const;
export type RecordingDirection = (typeof RECORDING_DIRECTIONS)[number];

/** The most recordings one call acts on (a move to the bin, a restore, a zip). */
export const MAX_CHOSEN_RECORDINGS = 500;
/** A comment's longest text. */
export const MAX_COMMENT_LENGTH = 2000;

const isoDate = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be a date and time (ISO 8601).` })
    .or(z.iso.date({ error: `${name} must be a date (YYYY-MM-DD).` }));

/** The search (C-249) and the recycle bin (C-262): the same filters, pages of 100. */
export const recordingSearchQuerySchema = listQuerySchema({
  sortFields: ['startedAt', 'duration', 'user', 'queue'],
  defaultSort: 'startedAt',
  defaultDirection: 'DESC',
  pageSize: 100,
  filters: {
    from: isoDate('from').optional().describe('Calls that started at or after this time.'),
    to: isoDate('to').optional().describe('Calls that started before this time (a date: before its end).'),
    userId: wholeNumber('userId', 1, MAX_OFFSET).optional().describe('Only this user’s recordings.'),
    queueId: wholeNumber('queueId', 1, MAX_OFFSET).optional().describe('Only calls through this call queue.'),
    direction: z
      .enum(RECORDING_DIRECTIONS, { error: 'direction is inbound, outbound or internal.' })
      .optional()
      .describe('inbound, outbound or internal.'),
    number: z.string().max(32).optional().describe('Part of the calling or the called number.'),
    minDuration: wholeNumber('minDuration', 0, 86_400).optional().describe('At least this many seconds.'),
    maxDuration: wholeNumber('maxDuration', 0, 86_400).optional().describe('At most this many seconds.'),
    hasComment: z
      .enum(['true', 'false'], { error: 'hasComment is true or false.' })
      .optional()
      .describe('true: only commented recordings; false: only those without a comment.'),
  },
});
export type RecordingSearchQuery = z.output<typeof recordingSearchQuerySchema>;

/** The filters the portal sends (every one optional). */
export interface RecordingFilters {
  from?: string;
  to?: string;
  userId?: number;
  queueId?: number;
  direction?: RecordingDirection;
  number?: string;
  minDuration?: number;
  maxDuration?: number;
  hasComment?: 'true' | 'false';
}

/** Chosen recordings: the bin, the restore, the permanent delete and the zip act on these. */
export const recordingIdsSchema = z
  .object({
    recordingIds: z
      .array(rowIdSchema('A recording id is a whole number.'), {
        error: 'Choose the recordings.',
      })
      .min(1, { error: 'Choose at least one recording.' })
      .max(MAX_CHOSEN_RECORDINGS, { error: `Choose at most ${MAX_CHOSEN_RECORDINGS} recordings at a time.` }),
  })
  .meta({ id: 'RecordingIds' });
export type RecordingIds = z.output<typeof recordingIdsSchema>;

export const recordingCommentSchema = z
  .object({
    text: z
      .string({ error: 'Write a comment.' })
      .trim()
      .min(1, { error: 'Write a comment.' })
      .max(MAX_COMMENT_LENGTH, { error: `A comment is at most ${MAX_COMMENT_LENGTH} characters.` }),
  })
  .meta({ id: 'RecordingComment' });

/** A recording as the search and the recycle bin answer it. */
export interface RecordingItem {
  id: number;
  userId: number | null;
  userName: string | null;
  queueId: number | null;
  queueName: string | null;
  direction: RecordingDirection;
  fromNumber: string;
  toNumber: string;
  startedAt: string;
  durationSeconds: number;
  sizeBytes: number;
  comments: number;
  hasTranscription: boolean;
  trashedAt: string | null;
}

export interface RecordingComment {
  id: number;
  authorId: number | null;
  authorName: string | null;
  text: string;
  createdAt: string;
}

export interface TranscriptSegment {
  startMs: number;
  text: string;
}

export interface Transcription {
  recordingId: number;
  language: string;
  segments: TranscriptSegment[];
}

/** C-263: where the audio is, for a short while (an <audio> element cannot send a token). */
export interface RecordingAudioUrl {
  url: string;
  expiresAt: string;
  contentType: string;
}

export interface RecordingUsage {
  accountId: number;
  bytes: number;
  recordings: number;
  calculatedAt: string;
  /** Of those, what the archive tier holds (their recorded sizes), counted apart. */
  archived: { bytes: number; recordings: number };
  /** Bytes recorded per day of the account's time zone, the last 30 days, oldest first (the bin's left out). */
  daily: { day: string; bytes: number }[];
}

/** The fewest days an archiving job leaves on the standard tier. */
export const MIN_ARCHIVE_DAYS = 30;

/** C-486: archive the recordings older than this many days. */
export const recordingArchiveStartSchema = z
  .object({
    olderThanDays: wholeNumber('olderThanDays', MIN_ARCHIVE_DAYS, 3650),
  })
  .meta({ id: 'RecordingArchiveStart' });

/** C-487: an archiving job still running, with its progress. */
export interface RecordingArchiveJob {
  taskId: number;
  olderThanDays: number;
  done: number;
  total: number;
  startedAt: string;
}

/** C-254: what a zip of the chosen recordings would hold. */
export interface BulkDownloadPreparation {
  count: number;
  totalBytes: number;
  totalSeconds: number;
}

/** C-256: a zip being built, ready (with its link until it expires), failed or cancelled. */
export type BulkDownloadStatus =
  | { downloadId: number; state: 'running'; done: number; total: number }
  | {
      downloadId: number;
      state: 'ready';
      done: number;
      total: number;
      url: string;
      fileName: string;
      expiresAt: string;
    }
  | {
      downloadId: number;
      state: 'failed' | 'cancelled' | 'expired';
      done: number;
      total: number;
      reason: string;
    };
