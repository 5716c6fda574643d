// Greetings and recordings by phone (CALL-03, decisions 0092 and 0096): who owns a greeting, its
// key, the upload (one `file` in a multipart/form-data body, REQ-02) and the start of a recording.
import { AUDIO_MESSAGES, audioTypeOf, MAX_GREETING_BYTES } from '../../audio';
import type { Resource } from '../../permissions';
import { phoneTextSchema, rowIdSchema } from '../common';
import { z } from '../zod';

/** What a greeting belongs to; the last two are the account's own announcements (no owner id). */
export const GREETING_OWNER_KINDS = [
  'extension',
  'callGroup',
  'autoAttendant',
  'callMonitoring',
  'callQueue',
  'customTag',
  'recordingRule',
] as const;
export type GreetingOwnerKind = (typeof GREETING_OWNER_KINDS)[number];

/** The owners that are the account itself: their greetings are one announcement per key. */
export const ACCOUNT_OWNER_KINDS: readonly GreetingOwnerKind[] = ['callMonitoring', 'recordingRule'];
export const isAccountOwner = (kind: GreetingOwnerKind) => ACCOUNT_OWNER_KINDS.includes(kind);

/** The permission resource of each owner (decision 0092): read to fetch, update to upload or record. */
export const GREETING_RESOURCE: Record<GreetingOwnerKind, Resource> = {
  extension: 'extensions',
  callGroup: 'groups',
  autoAttendant: 'extensions',
  callMonitoring: 'call-recording',
  callQueue: 'call-queue',
  customTag: 'phone-numbers',
  recordingRule: 'call-recording',
};

/** The owner as people name it: "call queue", for "There is no call queue 42 in this account." */
export const GREETING_OWNER_NAMES: Record<GreetingOwnerKind, string> = {
  extension: 'extension',
  callGroup: 'call group',
  autoAttendant: 'auto-attendant',
  callMonitoring: 'call monitoring announcement',
  callQueue: 'call queue',
  customTag: 'custom tag',
  recordingRule: 'recording rule announcement',
};

export const GREETING_KEY_MESSAGE =
  'A greeting key is one word of letters and digits, like main or afterHours.';
/** Which greeting of its owner: main, afterHours, busy, unavailable, name, hold, ... */
export const greetingKeySchema = z
  .string({ error: GREETING_KEY_MESSAGE })
  .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, { error: GREETING_KEY_MESSAGE });
export const isGreetingKey = (key: string) => greetingKeySchema.safeParse(key).success;

/**
 * What is wrong with a file as a greeting, in words, or undefined: read from its size and its
 * first bytes (WAV or MP3), never from its name or declared type.
 */
export async function greetingFileProblem(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return AUDIO_MESSAGES.empty;
  if (file.size > MAX_GREETING_BYTES) return AUDIO_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return audioTypeOf(head) ? undefined : AUDIO_MESSAGES.notAudio;
}

/** An upload: one audio file in the form field `file`. */
export const greetingUploadSchema = z
  .object({
    file: z.file({ error: AUDIO_MESSAGES.notAudio }).superRefine(async (file, ctx) => {
      const problem = await greetingFileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .meta({
    id: 'GreetingUpload',
    description:
      'A multipart/form-data body with one WAV or MP3 file of at most 5 MB in the field `file`; it replaces the greeting of that key.',
  });

const CHOOSE_OWNER = 'Choose what the greeting is for.';
export const ENTER_NUMBER_TO_CALL = 'Enter the phone number to call.';

/** A recording by phone: the platform calls `phoneNumber`, and what is said becomes the owner's greeting of `greetingKey`. */
export const recordingStartSchema = z
  .object({
    ownerKind: z.enum(GREETING_OWNER_KINDS, { error: CHOOSE_OWNER }),
    /** The extension, group, attendant, queue or tag; none for the account's own announcements. */
    ownerId: rowIdSchema(CHOOSE_OWNER).optional(),
    greetingKey: greetingKeySchema.default('main'),
    phoneNumber: phoneTextSchema.trim().min(1, { error: ENTER_NUMBER_TO_CALL }),
  })
  .meta({
    id: 'AudioRecordingStart',
    description:
      'Record a greeting by phone: the platform calls the number, and the recording becomes the greeting.',
  });
export type RecordingStart = z.input<typeof recordingStartSchema>;

/** A stored greeting, without its bytes. */
export interface GreetingInfo {
  greetingId: number;
  ownerKind: GreetingOwnerKind;
  ownerId: number;
  greetingKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  durationMs: number | null;
  /** upload | phone */
  source: 'upload' | 'phone';
  createdAt: string;
}

export const RECORDING_STATUSES = ['calling', 'ready', 'failed', 'cancelled'] as const;
export type RecordingStatusName = (typeof RECORDING_STATUSES)[number];

/** A recording's ticket as the status call answers it (never cached). */
export interface RecordingStatus {
  ticketId: number;
  /** The same id, as the outdial greeting calls name it. */
  recordId: number;
  accountId: number;
  status: RecordingStatusName;
  ownerKind: GreetingOwnerKind;
  ownerId: number;
  greetingKey: string;
  phoneNumber: string;
  startedAt: string;
  /** Ready: the greeting it became. */
  greeting: GreetingInfo | null;
  /** Failed: why, in words. */
  reason: string | null;
}
