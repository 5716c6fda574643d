// A user's phone book record (USER-09).

import { phoneTextSchema } from './common';
import { z } from './zod';

/** The longest name of a phone book record. */
export const PHONEBOOK_NAME_MAX = 100;

export const phonebookRecordSchema = z
  .object({
    name: z
      .string({ error: 'Enter a name.' })
      .trim()
      .min(1, { error: 'Enter a name.', abort: true })
      .max(PHONEBOOK_NAME_MAX, { error: `A name has at most ${PHONEBOOK_NAME_MAX} characters.` }),
    phoneNumber: phoneTextSchema,
  })
  .meta({ id: 'PhonebookRecord', description: 'A name and a number in a user’s phone book.' });
