// An account's extension template (C-332/C-333; decision 0118): the type and plan a new
// extension starts with, under a name.
import { EXTENSION_TYPES } from '../extensionTypes';
import { z } from './zod';

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `${what[0].toUpperCase()}${what.slice(3)} has at most ${max} characters.` });

export const extensionTemplateSchema = z
  .object({
    name: text('a name', 80),
    extensionType: z.enum(EXTENSION_TYPES, { error: `Choose one of ${EXTENSION_TYPES.join(', ')}.` }),
    servicePlan: text('a service plan', 80),
  })
  .meta({ id: 'ExtensionTemplate', description: 'A named type and plan new extensions start with.' });
export type ExtensionTemplateBody = z.output<typeof extensionTemplateSchema>;
