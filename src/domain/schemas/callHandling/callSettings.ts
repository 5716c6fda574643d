// An account's call settings (CALL-07, decision 0097): international calling, seven-digit
// dialing, the music callers hear on hold, and the PBX settings v2 (time zone, operator, the
// outbound caller id). One schema per resource, shared by the server and the settings form.
import { isValidTimeZone } from '../../callFlow/zonedTime';
import { z } from '../zod';

const flag = (what: string) => z.boolean({ error: `Say whether ${what} is on.` });

export const internationalCallingSchema = z
  .object({
    enabled: flag('international calling'),
    /** The countries calls may go to (two letters each); empty: every country. */
    allowedCountries: z
      .array(
        z
          .string({ error: 'A country is two letters, like GB.' })
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, { error: 'A country is two letters, like GB.' }),
        { error: 'The countries are a list.' },
      )
      .max(250, { error: 'At most 250 countries.' })
      .default([]),
  })
  .meta({ id: 'InternationalCalling', description: 'Whether the account may call abroad, and where.' });
export type InternationalCalling = z.output<typeof internationalCallingSchema>;

export const AREA_CODE_MESSAGE = 'Enter the three-digit area code, like 415.';

export const sevenDigitDialingSchema = z
  .object({
    enabled: flag('seven-digit dialing'),
    /** The area code a seven-digit number is dialled in (North American numbering). */
    areaCode: z
      .string({ error: AREA_CODE_MESSAGE })
      .trim()
      .regex(/^[2-9]\d{2}$/, { error: AREA_CODE_MESSAGE })
      .nullable()
      .default(null),
  })
  .check((ctx) => {
    if (ctx.value.enabled && !ctx.value.areaCode)
      ctx.issues.push({ code: 'custom', message: AREA_CODE_MESSAGE, path: ['areaCode'], input: null });
  })
  .meta({ id: 'SevenDigitDialing', description: 'Local numbers dialled without their area code.' });
export type SevenDigitDialing = z.output<typeof sevenDigitDialingSchema>;

/** The music on hold the platform offers; `silence` plays nothing. */
export const ON_HOLD_TRACKS = ['classic', 'jazz', 'corporate', 'acoustic', 'silence'] as const;
export type OnHoldTrack = (typeof ON_HOLD_TRACKS)[number];
export const ON_HOLD_TRACK_NAMES: Readonly<Record<OnHoldTrack, string>> = {
  classic: 'Classical strings',
  jazz: 'Light jazz',
  corporate: 'Corporate pop',
  acoustic: 'Acoustic guitar',
  silence: 'Silence',
};

export const onHoldAudioSchema = z
  .object({
    track: z.enum(ON_HOLD_TRACKS, {
      error: 'Choose classical strings, light jazz, corporate pop, acoustic guitar or silence.',
    }),
  })
  .meta({ id: 'OnHoldAudio', description: 'What callers hear on hold.' });
export type OnHoldAudio = z.output<typeof onHoldAudioSchema>;

/** Caller id names are sent as CNAM: 15 characters of letters, digits and simple marks. */
export const CALLER_ID_NAME_MAX = 15;
const CALLER_ID_NAME_MESSAGE = `A caller id name has at most ${CALLER_ID_NAME_MAX} letters, digits, spaces and . , & ' -`;

export const pbxSettingsSchema = z
  .object({
    timeZone: z
      .string({ error: 'Choose a time zone, like Europe/London.' })
      .refine(isValidTimeZone, { error: 'Choose a time zone, like Europe/London.' }),
    /** The extension a caller reaches by dialling 0; none: 0 is not an operator. */
    operatorExtensionId: z
      .number({ error: 'Choose an extension.' })
      .int({ error: 'Choose an extension.' })
      .positive({ error: 'Choose an extension.' })
      .nullable()
      .default(null),
    /** The account's number shown on outbound calls; none: each extension's own number. */
    outboundCallerIdNumber: z
      .string({ error: 'Enter one of the account’s numbers.' })
      .trim()
      .transform((v) => v.replace(/[\s().+-]/g, ''))
      .pipe(z.string().regex(/^\d{7,15}$/, { error: 'Enter one of the account’s numbers.' }))
      .nullable()
      .default(null),
    outboundCallerIdName: z
      .string({ error: CALLER_ID_NAME_MESSAGE })
      .trim()
      .max(CALLER_ID_NAME_MAX, { error: CALLER_ID_NAME_MESSAGE })
      .regex(/^[A-Za-z0-9 .,&'-]*$/, { error: CALLER_ID_NAME_MESSAGE })
      .default(''),
    /** Whether users may choose their own outbound caller id (each user's own flag still applies). */
    usersChooseCallerId: flag('choosing one’s own caller id').default(false),
  })
  .meta({
    id: 'PbxSettings',
    description: 'The account’s PBX settings (v2): zone, operator, outbound caller id.',
  });
export type PbxSettings = z.output<typeof pbxSettingsSchema>;

export const blockInternationalSchema = z
  .object({ blocked: z.boolean({ error: 'Say whether international calls are blocked.' }) })
  .meta({ id: 'BlockInternationalCalling', description: 'Whether one extension may call abroad.' });

// ---- Answers (typed once for the server that makes them and the portal that reads them) ----

/** A time zone the portal offers, with its offset now: "(UTC−08:00) America/Los Angeles". */
export interface TimeZoneOption {
  id: string;
  offset: string;
  label: string;
}

/** The account's time zone with its offset now (C-047). */
export interface AccountTimeZone {
  accountId: number;
  timeZone: string;
  offset: string;
  label: string;
}

/** Seven-digit dialing as read: `available` only for North American accounts. */
export type SevenDigitAnswer = SevenDigitDialing & { available: boolean };
