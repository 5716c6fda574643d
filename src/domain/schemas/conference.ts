// Conference bridges (CALL-04, C-128..C-130, C-357; decision 0103): a bridge as written and as
// read. The PIN rules are src/domain/conferencePins.ts.
import { PIN_MESSAGES, participantPinProblem, pinProblem } from '../conferencePins';
import { z } from './zod';

export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 250;
export const DEFAULT_PARTICIPANTS = 25;

const PARTICIPANTS_MESSAGE = `A bridge takes ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS} participants.`;
const NAME_MESSAGE = 'Enter a name for the bridge.';

const pinSchema = z.string({ error: PIN_MESSAGES.digits }).superRefine((pin, ctx) => {
  const problem = pinProblem(pin);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A bridge as written (C-130). */
export const conferenceKitSchema = z
  .object({
    name: z
      .string({ error: NAME_MESSAGE })
      .trim()
      .min(1, { error: NAME_MESSAGE })
      .max(60, { error: 'A bridge’s name is at most 60 characters.' }),
    /** The account's number callers dial (E.164), or null: reached by its extension only. */
    bridgeNumber: z
      .string({ error: 'Choose one of the account’s numbers, or none.' })
      .nullable()
      .default(null),
    hostPin: pinSchema,
    participantPin: pinSchema,
    maxParticipants: z
      .number({ error: PARTICIPANTS_MESSAGE })
      .int({ error: PARTICIPANTS_MESSAGE })
      .min(MIN_PARTICIPANTS, { error: PARTICIPANTS_MESSAGE })
      .max(MAX_PARTICIPANTS, { error: PARTICIPANTS_MESSAGE })
      .default(DEFAULT_PARTICIPANTS),
    recording: z.boolean({ error: 'Recording is on (true) or off (false).' }).default(false),
  })
  .superRefine((kit, ctx) => {
    // Only when the participant PIN is good on its own: one message per field.
    if (!pinProblem(kit.participantPin) && participantPinProblem(kit.hostPin, kit.participantPin))
      ctx.addIssue({ code: 'custom', path: ['participantPin'], message: PIN_MESSAGES.sameAsHost });
  })
  .meta({
    id: 'ConferenceKit',
    description:
      'A conference bridge: its name, the number callers dial, the host and participant PINs (4–8 digits, different, not one repeated digit nor a run), the most participants and whether calls are recorded.',
  });
export type ConferenceKitBody = z.output<typeof conferenceKitSchema>;

/** A bridge as read (C-128, C-129, C-357). */
export interface ConferenceKit {
  /** The bridge's extension id (the kitId). */
  id: number;
  accountId: number;
  name: string;
  extensionNumber: string;
  bridgeNumber: string | null;
  hostPin: string;
  participantPin: string;
  maxParticipants: number;
  recording: boolean;
}
