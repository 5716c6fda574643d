// A change to an extension (USER-07).
import { rowIdSchema } from './common';
import { extensionNumberSchema } from './user';
import { z } from './zod';

/** The longest display name of an extension. */
export const EXTENSION_NAME_MAX = 100;

export const extensionNameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, { error: 'Enter a name.', abort: true })
  .max(EXTENSION_NAME_MAX, { error: `A name has at most ${EXTENSION_NAME_MAX} characters.` });

export const extensionUpdateSchema = z
  .object({
    userName: extensionNameSchema.optional(),
    extension: extensionNumberSchema.optional(),
    /** Only those who manage devices may change it; null or '' clears it. */
    provisionCode: z.string({ error: 'provisionCode is text.' }).nullable().optional(),
  })
  .meta({ id: 'ExtensionUpdate', description: 'The fields of an extension to change; the others stay.' });
export type ExtensionUpdate = z.output<typeof extensionUpdateSchema>;

/** C-034, C-035: the devices to put on an extension or take off it. */
export const extensionDevicesSchema = z
  .object({
    deviceIds: z
      .array(rowIdSchema('Each device is named by its id.'), { error: 'Choose at least one device.' })
      .min(1, { error: 'Choose at least one device.' })
      .max(100, { error: 'Choose at most 100 devices at a time.' }),
  })
  .meta({ id: 'ExtensionDevices', description: 'The devices, by id, to put on or take off the extension.' });
export type ExtensionDevices = z.output<typeof extensionDevicesSchema>;
