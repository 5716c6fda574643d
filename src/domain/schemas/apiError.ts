// The one shape of every error the platform answers (ERR-01), as the API reference shows it.
import { z } from './zod';

export const apiErrorSchema = z
  .object({
    status: z.number().int().describe('The HTTP status, again.'),
    code: z.string().describe('What went wrong, for programs: validation_failed, forbidden, not_found…'),
    message: z.string().describe('What went wrong, for people.'),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe('One entry per field refused, named by its path (contactNumbers[0].kind).'),
  })
  .meta({ id: 'Error', description: 'Every error answer has this shape.' });
