// A change to an extension (USER-07).
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
