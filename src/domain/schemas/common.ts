// Pieces the resources' schemas share.

import { PHONE_ERROR_MESSAGES } from '../phoneMessages';
import { z } from './zod';

/** A phone number as typed; the account's country decides whether it is one (PHONE-01). */
export const phoneTextSchema = z.string({ error: PHONE_ERROR_MESSAGES.NOT_A_NUMBER });

/** A row id of the platform: a positive whole number within the database's integer range. */
export const rowIdSchema = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .lt(2 ** 31, { error: message });

/** A flag: true or false, named in its message. */
export const flagSchema = (name: string) => z.boolean({ error: `${name} is true or false.` });

/** The body of a call that takes no fields: nothing, or an empty object (other fields are ignored). */
export const noBodySchema = z
  .object({})
  .meta({ id: 'NoBody', description: 'This call takes no fields: send no body, or {}.' });

/** The first thing a schema says about a value, or undefined when it takes it. */
export function problemOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
