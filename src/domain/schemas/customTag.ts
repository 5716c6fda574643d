// Custom tags of an account's numbers (NUM-07): a name unique in the account (any case) and a
// description. Created and renamed here; a rename renames the tag on every number that has it.
import { z } from './zod';

export const CUSTOM_TAG_NAME_MAX = 50;
export const DUPLICATE_TAG_MESSAGE = 'A tag with this name already exists.';

export const customTagSchema = z
  .object({
    name: z
      .string({ error: 'Enter a tag name.' })
      .trim()
      .min(1, { error: 'Enter a tag name.' })
      .max(CUSTOM_TAG_NAME_MAX, { error: `A tag name has at most ${CUSTOM_TAG_NAME_MAX} characters.` }),
    description: z
      .string()
      .trim()
      .max(200, { error: 'A description has at most 200 characters.' })
      .nullable()
      .optional(),
  })
  .meta({ id: 'CustomTag', description: 'A custom tag of an account’s numbers (NUM-07).' });
export type CustomTagInput = z.output<typeof customTagSchema>;

/** The DID search (C-349, C-167): numbers to order, by country and area code. */
export const didSearchSchema = z
  .object({
    countryCode: z
      .string({ error: 'countryCode is a two-letter country, like US.' })
      .length(2, { error: 'countryCode is a two-letter country, like US.' })
      .default('US'),
    /** The area code (3 digits in US; 2 to 4 in GB). */
    areaCode: z
      .string()
      .regex(/^\d{2,4}$/, { error: 'areaCode is 2 to 4 digits.' })
      .optional(),
    /** Digits the number contains. */
    contains: z
      .string()
      .regex(/^\d{1,7}$/, { error: 'contains is 1 to 7 digits.' })
      .optional(),
    tollFree: z.boolean({ error: 'tollFree is true or false.' }).optional(),
    quantity: z
      .number({ error: 'quantity is a whole number from 1 to 100.' })
      .int({ error: 'quantity is a whole number from 1 to 100.' })
      .min(1, { error: 'quantity is a whole number from 1 to 100.' })
      .max(100, { error: 'quantity is a whole number from 1 to 100.' })
      .default(20),
  })
  .meta({ id: 'DidSearch', description: 'Search for numbers the account may order (NUM-07).' });
export type DidSearch = z.output<typeof didSearchSchema>;
