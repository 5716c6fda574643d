// Settings written into a phone's configuration file (C-091/092, C-463/464, C-470) and the extra
// properties of a SIP handset (C-171/172, C-467/468): flat maps of text, keyed like the files'
// own keys (`account.1.label`, `features.dnd`), so that a value never breaks a line of the file.
import { z } from './zod';

/** A key of a phone's file: lower-case letters, digits, dots and underscores. */
export const PHONE_SETTING_KEY = /^[a-z0-9_.]+$/;
/** The longest value of one setting. */
export const PHONE_SETTING_VALUE_MAX = 256;
/** The most settings one phone may carry. */
export const PHONE_SETTINGS_MAX = 200;

const settingKey = z
  .string()
  .regex(PHONE_SETTING_KEY, { error: 'A key has only lower-case letters, digits, dots and underscores.' });
const settingValue = z
  .string({ error: 'A value is text.' })
  // A line break would start a new key in the .cfg file.
  .regex(/^[^\r\n]*$/, { error: 'A value is one line.' })
  .max(PHONE_SETTING_VALUE_MAX, { error: `A value has at most ${PHONE_SETTING_VALUE_MAX} characters.` });

export const phoneSettingsSchema = z
  .record(settingKey, settingValue, { error: 'Settings are a map of text.' })
  .refine((s) => Object.keys(s).length <= PHONE_SETTINGS_MAX, {
    error: `At most ${PHONE_SETTINGS_MAX} settings.`,
  });

export const phoneConfigurationSchema = z
  .object({ settings: phoneSettingsSchema })
  .meta({ id: 'PhoneConfiguration' });

export const sipHandsetPropsSchema = z.object({ props: phoneSettingsSchema }).meta({ id: 'SipHandsetProps' });

export type PhoneSettings = z.infer<typeof phoneSettingsSchema>;
