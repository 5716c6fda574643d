// Call monitoring (REC-03, decision 0105): which users may monitor which extensions, and how;
// the account's switch; the bulk change run as a task; and the reset of extensions' data.
import { flagSchema, rowIdSchema } from './common';
import { z } from './zod';

/** listen: hear the call; whisper: speak to the agent alone; barge: join the call. */
export const MONITOR_MODES = ['listen', 'whisper', 'barge'] as const;
export type MonitorMode = (typeof MONITOR_MODES)[number];
export const MONITOR_MODE_NAMES: Readonly<Record<MonitorMode, string>> = {
  listen: 'Listen',
  whisper: 'Whisper',
  barge: 'Barge in',
};

const mode = z.enum(MONITOR_MODES, { error: 'Choose listen, whisper or barge in.' });
const userId = rowIdSchema('Choose a user of this account.');
const extensionId = rowIdSchema('Choose an extension of this account.');

/** One pair: who monitors, whose extension, how. */
export const monitorPairSchema = z.object({ monitorUserId: userId, extensionId, mode });
export type MonitorPairInput = z.output<typeof monitorPairSchema>;

/** The account's monitoring (C-085): the switch, and when given, the whole list of pairs. */
export const monitoringSchema = z
  .object({
    enabled: flagSchema('enabled').optional(),
    items: z.array(monitorPairSchema).max(5000).optional(),
  })
  .meta({ id: 'CallMonitoring' });
export type MonitoringChange = z.output<typeof monitoringSchema>;

export interface MonitorPair extends MonitorPairInput {
  monitorName: string;
  extension: string;
  extensionName: string;
}

export interface CallMonitoring {
  accountId: number;
  enabled: boolean;
  items: MonitorPair[];
}

/**
 * The bulk change (C-555): one supervisor, the chosen extensions, one mode, or 'none' to stop
 * monitoring them. Each extension is one row of the task.
 */
export const monitorBulkSchema = z
  .object({
    monitorUserId: userId,
    extensionIds: z
      .array(extensionId)
      .min(1, { error: 'Choose at least one extension.' })
      .max(5000, { error: 'Choose at most 5,000 extensions.' }),
    mode: z.enum([...MONITOR_MODES, 'none'], { error: 'Choose a mode, or stop monitoring.' }),
  })
  .meta({ id: 'CallMonitoringBulkUpdate' });
export type MonitorBulk = z.output<typeof monitorBulkSchema>;

/** What a reset of an extension's data removes (C-553). */
export const RESET_PARTS = ['greetings', 'callBlocking', 'monitoring'] as const;
export type ResetPart = (typeof RESET_PARTS)[number];
export const RESET_PART_NAMES: Readonly<Record<ResetPart, string>> = {
  greetings: 'its voicemail and call greetings',
  callBlocking: 'its own call blocking rules and options',
  monitoring: 'who may monitor it',
};

/** The reset (C-553): the extensions, and `confirm: true` since it cannot be undone. */
export const extensionResetSchema = z
  .object({
    extensionIds: z
      .array(extensionId)
      .min(1, { error: 'Choose at least one extension.' })
      .max(5000, { error: 'Choose at most 5,000 extensions.' }),
    confirm: z.literal(true, { error: 'Confirm the reset: it cannot be undone.' }),
  })
  .meta({ id: 'ExtensionDataReset' });
