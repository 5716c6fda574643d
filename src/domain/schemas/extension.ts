// A change to an extension (USER-07).

import { extensionNumberSchema } from './user';
import { z } from './zod';

const NAME = 'Enter a name of up to 100 characters.';

export const extensionUpdateSchema = z
  .object({
    userName: z
      .string({ error: NAME })
      .trim()
      .min(1, { error: NAME, abort: true })
      .max(100, { error: NAME })
      .optional(),
    extension: extensionNumberSchema.optional(),
    /** Only those who manage devices may change it; null or '' clears it. */
    provisionCode: z.string({ error: 'provisionCode is text.' }).nullable().optional(),
  })
  .meta({ id: 'ExtensionUpdate', description: 'The fields of an extension to change; the others stay.' });
