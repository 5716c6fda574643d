// Recordings by phone (CALL-03, decisions 0092 and 0096): a ticket in audio_recordings. No phone
// system is attached, so a recording completes `recordingSeconds` after its start: the call that
// first reads a ticket past that time saves a generated tone as the owner's greeting and marks the
// ticket ready, in one transaction with the ticket's row locked, so two polls never make two
// greetings and a stop never leaves a greeting without its ticket (or a ready ticket without one).
import { eq } from 'drizzle-orm';
import { toneWav, wavDurationMs } from '../../../src/domain/audio';
import {
  GREETING_OWNER_NAMES,
  type GreetingOwnerKind,
  type RecordingStatus,
  type RecordingStatusName,
} from '../../../src/domain/schemas/callHandling/greeting';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { audioRecordings, greetings } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { GREETING_INFO_COLUMNS, greetingInfo, ownerExists, saveGreeting } from './greetingStore';

export type RecordingRow = typeof audioRecordings.$inferSelect;

/** A recording's ticket, by `:ticketId` (or `:recordId` on the outdial greeting path). */
export const recordingRows = tableRows('recording', audioRecordings);

/** How long the generated recording is, in seconds. */
const RECORDING_TONE_SECONDS = 2;

export async function startRecording(
  db: DbOrTx,
  start: {
    accountId: number;
    ownerKind: GreetingOwnerKind;
    ownerId: number;
    greetingKey: string;
    callNumber: string;
    createdBy: number;
    at: Date;
    recordingSeconds: number;
  },
): Promise<RecordingStatus> {
  const { at, recordingSeconds, ...values } = start;
  const [row] = await db
    .insert(audioRecordings)
    .values({
      ...values,
      status: 'calling',
      createdAt: at,
      readyAt: new Date(at.getTime() + recordingSeconds * 1000),
    })
    .returning();
  return recordingJson(db, row);
}

/**
 * The ticket as it stands at `now`: a calling ticket past its time completes first (its greeting
 * saved, or failed when its owner has gone meanwhile), in one transaction with the row locked.
 */
export async function settledRecording(db: Db, ticket: RecordingRow, now: Date): Promise<RecordingRow> {
  if (ticket.status !== 'calling' || now < ticket.readyAt) return ticket;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(audioRecordings)
      .where(eq(audioRecordings.id, ticket.id))
      .for('update');
    if (locked.status !== 'calling') return locked;
    const kind = locked.ownerKind as GreetingOwnerKind;
    if (!(await ownerExists(tx, locked.accountId, kind, locked.ownerId))) {
      const [failed] = await tx
        .update(audioRecordings)
        .set({
          status: 'failed',
          failureReason: `The ${GREETING_OWNER_NAMES[kind]} was deleted before the recording was saved.`,
        })
        .where(eq(audioRecordings.id, locked.id))
        .returning();
      return failed;
    }
    const bytes = toneWav(RECORDING_TONE_SECONDS, 523.25);
    const greeting = await saveGreeting(
      tx,
      {
        accountId: locked.accountId,
        ownerKind: kind,
        ownerId: locked.ownerId,
        greetingKey: locked.greetingKey,
      },
      {
        fileName: `recording-${locked.id}.wav`,
        contentType: 'audio/wav',
        bytes,
        durationMs: wavDurationMs(bytes) ?? null,
        source: 'phone',
        createdBy: locked.createdBy,
        at: locked.readyAt,
      },
    );
    const [ready] = await tx
      .update(audioRecordings)
      .set({ status: 'ready', greetingId: greeting.greetingId })
      .where(eq(audioRecordings.id, locked.id))
      .returning();
    return ready;
  });
}

/**
 * Cancels a ticket still calling (settled first: one past its time has become its greeting).
 * Cancelling a cancelled ticket changes nothing; a ready or failed one answers 409.
 */
export async function cancelRecording(db: Db, ticket: RecordingRow, now: Date): Promise<RecordingRow> {
  const settled = await settledRecording(db, ticket, now);
  if (settled.status === 'ready')
    throw new ApiError(
      409,
      'recording_ready',
      'This recording is already saved as the greeting; it cannot be cancelled.',
    );
  if (settled.status === 'failed')
    throw new ApiError(409, 'recording_failed', 'This recording has failed; there is nothing to cancel.');
  if (settled.status === 'cancelled') return settled;
  const [cancelled] = await db
    .update(audioRecordings)
    .set({ status: 'cancelled' })
    .where(eq(audioRecordings.id, settled.id))
    .returning();
  return cancelled;
}

/** The ticket as the status call answers it, with the greeting it became. */
export async function recordingJson(db: DbOrTx, row: RecordingRow): Promise<RecordingStatus> {
  const [greeting] = row.greetingId
    ? await db.select(GREETING_COLUMNS).from(greetings).where(eq(greetings.id, row.greetingId))
    : [];
  return {
    ticketId: row.id,
    recordId: row.id,
    accountId: row.accountId,
    status: row.status as RecordingStatusName,
    ownerKind: row.ownerKind as GreetingOwnerKind,
    ownerId: row.ownerId,
    greetingKey: row.greetingKey,
    phoneNumber: row.callNumber,
    startedAt: row.createdAt.toISOString(),
    greeting: greeting ? greetingInfo(greeting) : null,
    reason: row.failureReason,
  };
}

/** A greeting's columns but its bytes. */
const GREETING_COLUMNS = {
  ...GREETING_INFO_COLUMNS,
  ownerKind: greetings.ownerKind,
  ownerId: greetings.ownerId,
};
