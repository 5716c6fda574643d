// The invalid-body generator is honest: every body it makes is refused by the schema it was made
// from, and the refusal names the field it says the defect is in. Checked on the platform's own
// schemas and on two made for this test, which use the checks those do not (yet).
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrorsOf } from '../../../src/domain/schemas/fieldErrors';
import { userCreateSchema, userUpdateSchema } from '../../../src/domain/schemas/user';
import { type InvalidBody, invalidBodies } from '../../support/invalidBodies';

const lineSchema = z.strictObject({ code: z.string().regex(/^[A-Z]{2}$/) }).meta({ id: 'TestLine' });

/** One of each kind of check: formats, bounds, enums, literals, nulls, lists, strict objects, refs. */
const everyKindSchema = z.strictObject({
  id: z.uuid(),
  count: z.int().min(1).max(9),
  ratio: z.number().gt(0).lt(1),
  kind: z.enum(['a', 'b']),
  tag: z.literal('x').optional(),
  note: z.string().max(5).nullable(),
  lines: z.array(lineSchema).min(1).max(3),
  nested: z.object({ on: z.boolean(), when: z.coerce.number() }).optional(),
});

/** A sign-in form's fields: text only, some read as numbers or flags. */
const formSchema = z.object({
  grant_type: z.enum(['password', 'refresh_token']),
  username: z.string().min(1).max(100),
  client_id: z.string().regex(/^[a-z-]+$/),
  remember: z.stringbool().optional(),
  ttl: z.coerce.number().int().min(60).optional(),
});

const refusedNaming = (schema: z.ZodType) => (b: InvalidBody) => {
  const result = schema.safeParse(b.body);
  expect(result.success, JSON.stringify(b)).toBe(false);
  expect(fieldErrorsOf(result.error!.issues).map((e) => e.field)).toContain(b.field);
};

describe('invalid bodies for property tests', () => {
  const schemas = { userCreateSchema, userUpdateSchema, everyKindSchema };
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name} refuses every generated body, naming the field at fault`, () => {
      fc.assert(fc.property(invalidBodies(schema), refusedNaming(schema)), { numRuns: 1000 });
    });
  }

  it('a form schema refuses every generated body, whose values are all text', () => {
    fc.assert(
      fc.property(invalidBodies(formSchema, { form: true }), (b) => {
        expect(Object.values(b.body).every((v) => typeof v === 'string')).toBe(true);
        refusedNaming(formSchema)(b);
      }),
      { numRuns: 1000 },
    );
  });

  it('makes every kind of defect, at every depth', () => {
    const seen = fc.sample(invalidBodies(everyKindSchema), 3000).map((b) => `${b.field}: ${b.defect}`);
    const expected = [
      /^id: missing$/,
      /^id: not string$/,
      /^id: not matching/,
      /^count: not integer$/,
      /^count: below 1$/,
      /^count: above 9$/,
      /^ratio: below 0$/,
      /^ratio: above 1$/,
      /^kind: not in the enum$/,
      /^tag: not in the enum$/,
      /^note: longer than 5$/,
      /^note: not string or null$/,
      /^lines: fewer than 1 items$/,
      /^lines: more than 3 items$/,
      /^lines\[\d\]\.code: not matching/,
      /^lines\[\d\]\.code: missing$/,
      /^lines\[\d\]: unknown key/,
      /^lines\[\d\]: not object$/,
      /^nested\.on: not boolean$/,
      /^nested\.when: not number$/,
      /^body: unknown key/,
    ];
    for (const pattern of expected)
      expect(
        seen.some((s) => pattern.test(s)),
        String(pattern),
      ).toBe(true);
  });

  it('refuses to make bodies for a schema that is not an object', () => {
    expect(() => invalidBodies(z.array(z.string()))).toThrow(/object/);
  });
});
