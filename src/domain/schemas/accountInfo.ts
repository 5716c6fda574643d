// The account info a writer may change (C-049, C-051) and the account's custom attributes
// (C-142, C-148); the portal's account settings form checks with the same schemas (decision 0119).
import { isValidTimeZone } from '../callFlow/zonedTime';
import { z } from './zod';

/** The locales an account may use (REQ-06: international widgets use v2). */
export const ACCOUNT_LOCALES = ['en-us', 'en-gb', 'en-au', 'en-in'] as const;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `Keep ${what} to ${max} characters or fewer.` });

export const accountAddressSchema = z
  .object({
    street: text('the street address', 120),
    city: text('the town or city', 80),
    region: z
      .string({ error: 'The region is text.' })
      .trim()
      .max(80, { error: 'Keep the region to 80 characters or fewer.' })
      .nullish()
      .transform((v) => (v ? v : null)),
    postalCode: text('the postal code', 16),
  })
  .meta({ id: 'AccountAddress' });

export const accountInfoChangeSchema = z
  .object({
    name: text('the account name', 100),
    address: accountAddressSchema.optional(),
    timeZone: z
      .string({ error: 'Choose a time zone, like Europe/London.' })
      .refine(isValidTimeZone, { error: 'Choose a time zone, like Europe/London.' }),
    locale: z.enum(ACCOUNT_LOCALES, { error: 'Choose a language: en-us, en-gb, en-au or en-in.' }),
  })
  .meta({ id: 'AccountInfoChange' });
export type AccountInfoChange = z.output<typeof accountInfoChangeSchema>;

export const ATTRIBUTE_TYPES = ['string', 'number', 'boolean'] as const;

export const customAttributeSchema = z
  .object({
    name: z
      .string({ error: 'Enter the attribute’s name.' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, {
        error: 'A name starts with a letter and has up to 64 letters, digits, dots, dashes or underscores.',
      }),
    type: z.enum(ATTRIBUTE_TYPES, { error: 'The type is string, number or boolean.' }).default('string'),
    value: z
      .string({ error: 'The value is text.' })
      .max(1000, { error: 'Keep the value to 1000 characters or fewer.' }),
  })
  .check((ctx) => {
    const { type, value } = ctx.value;
    const bad =
      (type === 'number' && (value.trim() === '' || !Number.isFinite(Number(value)))) ||
      (type === 'boolean' && value !== 'true' && value !== 'false');
    if (bad)
      ctx.issues.push({
        code: 'custom',
        input: value,
        path: ['value'],
        message: type === 'number' ? 'The value is a number.' : 'The value is true or false.',
      });
  })
  .meta({ id: 'CustomAttribute' });
export type CustomAttribute = z.output<typeof customAttributeSchema>;

/** C-142: the attributes to set (each replaces the value of its name) and the names to remove. */
export const accountAttributesChangeSchema = z
  .object({
    attributes: z
      .array(customAttributeSchema, { error: 'attributes is a list.' })
      .max(100, { error: 'Change at most 100 attributes at once.' })
      .default([]),
    remove: z
      .array(z.string({ error: 'A name to remove is text.' }), { error: 'remove is a list of names.' })
      .max(100, { error: 'Remove at most 100 attributes at once.' })
      .default([]),
  })
  .check((ctx) => {
    const seen = new Set<string>();
    ctx.value.attributes.forEach((a, i) => {
      if (seen.has(a.name))
        ctx.issues.push({
          code: 'custom',
          input: a.name,
          path: ['attributes', i, 'name'],
          message: `${a.name} is listed twice.`,
        });
      seen.add(a.name);
    });
  })
  .meta({ id: 'AccountAttributesChange' });
