// Bodies a route's schema must refuse, for property tests (ERR-01): made from the schema's JSON
// Schema, each is a valid-looking object with one defect put in on purpose: a required property
// missing, a value of the wrong JSON type, a text shorter or longer than its limits or not
// matching its pattern, a value outside an enum, a number out of range, a list item that is
// wrong, an unknown key where none is allowed. Each says where the defect is, named as the
// platform names fields (`contactNumbers[0].kind`). tests/unit/support/invalidBodies.test.ts
// checks that the schemas themselves refuse every one.
import * as fc from 'fast-check';
import * as z from 'zod';
import { fieldName } from '../../src/domain/schemas/fieldErrors';
import {
  allows,
  type Json,
  type JsonSchema,
  jsonTypeOf,
  MAX_DEPTH,
  resolverOf,
  typesOf,
  validObject,
  validValue,
} from './jsonSchemaValues';

export interface InvalidBody {
  body: { [key: string]: Json };
  /** The field the defect is in, as the platform's field errors name it ('body' for the whole). */
  field: string;
  /** What is wrong, for the counterexample. */
  defect: string;
}

/** A defect at `path` below a node, and the node's value that carries it. */
interface Defect {
  value: Json;
  path: (string | number)[];
  defect: string;
}

type Resolve = (n: JsonSchema) => JsonSchema;

/** Words some schemas read as true or false (z.stringbool), so never a "wrong type" for a flag. */
const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', 'y', 'n', 'enabled', 'disabled'];

/**
 * Values of a JSON type the node does not allow. Numbers may be coerced (z.coerce.number), so
 * for a number the wrong values are ones no coercion reads as one: no true/false/null, no
 * numeric text, no list of fewer than two items. A form carries text only.
 */
function wrongTypes(types: Set<string>, form: boolean): fc.Arbitrary<Json>[] {
  const numeric = allows(types, 'integer');
  const out: fc.Arbitrary<Json>[] = [];
  if (!types.has('string')) {
    out.push(
      fc
        .string({ maxLength: 20 })
        .filter((s) => !(numeric && !Number.isNaN(Number(s))))
        .filter((s) => !(types.has('boolean') && BOOLEAN_WORDS.includes(s.trim().toLowerCase()))),
    );
  }
  if (form) return out;
  if (!allows(types, 'integer')) out.push(fc.double({ noNaN: true, noDefaultInfinity: true }));
  else if (!types.has('number')) {
    out.push(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)));
  }
  if (!numeric && !types.has('boolean')) out.push(fc.boolean());
  if (!numeric && !types.has('null')) out.push(fc.constant(null));
  if (!types.has('object')) out.push(fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }));
  if (!types.has('array')) {
    out.push(fc.array(fc.oneof(fc.integer(), fc.string()), { minLength: numeric ? 2 : 0, maxLength: 4 }));
  }
  return out;
}

const at = (defect: string, value: fc.Arbitrary<Json>): fc.Arbitrary<Defect> =>
  value.map((v) => ({ value: v, path: [], defect }));

function stringDefects(s: JsonSchema): fc.Arbitrary<Defect>[] {
  const out: fc.Arbitrary<Defect>[] = [];
  if (s.minLength) out.push(at(`shorter than ${s.minLength}`, fc.string({ maxLength: s.minLength - 1 })));
  if (s.maxLength !== undefined) {
    // No spaces: trimming must not bring it back under the limit.
    const long = fc
      .string({ minLength: s.maxLength + 1, maxLength: s.maxLength + 40 })
      .map((v) => v.replace(/\s/g, 'x'));
    out.push(at(`longer than ${s.maxLength}`, long));
  }
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    const off = fc
      .string({ maxLength: 30 })
      .map((v) => v.trim())
      // A schema may fold case before its pattern (a country code 'gb' is GB): not a defect then.
      .filter((v) => ![v, v.toUpperCase(), v.toLowerCase()].some((c) => pattern.test(c)));
    out.push(at(`not matching ${s.pattern}`, off));
  }
  return out;
}

function numberDefects(s: JsonSchema): fc.Arbitrary<Defect>[] {
  const finite = { noNaN: true, noDefaultInfinity: true } as const;
  // -0 is below 0 to fast-check, but a JSON body carries it as 0: not a defect once sent.
  const sent = (v: number) => !Object.is(v, -0);
  const out: fc.Arbitrary<Defect>[] = [];
  const below = s.minimum ?? s.exclusiveMinimum;
  const above = s.maximum ?? s.exclusiveMaximum;
  if (below !== undefined) {
    const maxExcluded = s.minimum !== undefined;
    out.push(
      at(`below ${below}`, fc.double({ ...finite, max: below, maxExcluded, min: below - 1e6 }).filter(sent)),
    );
  }
  if (above !== undefined) {
    const minExcluded = s.maximum !== undefined;
    out.push(
      at(`above ${above}`, fc.double({ ...finite, min: above, minExcluded, max: above + 1e6 }).filter(sent)),
    );
  }
  return out;
}

/** Values of the enum's (or const's) own types that it does not list. */
function enumDefects(listed: Json[]): fc.Arbitrary<Defect>[] {
  const out: fc.Arbitrary<Defect>[] = [];
  const types = new Set(listed.map(jsonTypeOf));
  const outside = (v: Json) => !listed.includes(v);
  if (types.has('string')) out.push(at('not in the enum', fc.string({ maxLength: 12 }).filter(outside)));
  if (types.has('number')) out.push(at('not in the enum', fc.integer().filter(outside)));
  return out;
}

/** Defects of a node's own kind: its checks broken, its items or properties wrong. */
function constraintDefects(s: JsonSchema, resolve: Resolve, form: boolean, depth: number) {
  const out: fc.Arbitrary<Defect>[] = [];
  const listed = s.const !== undefined ? [s.const] : s.enum;
  if (listed) return enumDefects(listed);
  const types = typesOf(s, resolve);
  if (types?.size !== 1) return out;
  const [type] = types;
  if (type === 'string') out.push(...stringDefects(s));
  if (form) return out;
  if (type === 'number' || type === 'integer') out.push(...numberDefects(s));
  if (type === 'array') out.push(...arrayDefects(s, resolve, depth));
  if (type === 'object') out.push(...objectDefects(s, resolve, form, depth));
  return out;
}

function arrayDefects(s: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<Defect>[] {
  const out: fc.Arbitrary<Defect>[] = [];
  if (!s.items || depth >= MAX_DEPTH) return out;
  const item = validValue(s.items, resolve, depth + 1);
  if (s.minItems) {
    out.push(at(`fewer than ${s.minItems} items`, fc.array(item, { maxLength: s.minItems - 1 })));
  }
  if (s.maxItems !== undefined) {
    const many = fc.array(item, { minLength: s.maxItems + 1, maxLength: s.maxItems + 3 });
    out.push(at(`more than ${s.maxItems} items`, many));
  }
  const itemDefects = defectsOf(s.items, resolve, false, depth + 1);
  if (itemDefects.length) {
    // One item of a list of valid length replaced (or the only item).
    const list = validValue(s, resolve, depth) as fc.Arbitrary<Json[]>;
    out.push(
      fc.tuple(list, fc.oneof(...itemDefects), fc.nat()).map(([items, d, n]) => {
        const i = items.length ? n % items.length : 0;
        const value = items.length ? items.with(i, d.value) : [d.value];
        return { value, path: [i, ...d.path], defect: d.defect };
      }),
    );
  }
  return out;
}

function objectDefects(
  s: JsonSchema,
  resolve: Resolve,
  form: boolean,
  depth: number,
): fc.Arbitrary<Defect>[] {
  if (depth >= MAX_DEPTH) return [];
  const valid = validObject(s, resolve, depth).map((o) => (form ? asForm(o) : o));
  const out: fc.Arbitrary<Defect>[] = [];
  if (s.required?.length) {
    out.push(
      fc.tuple(valid, fc.constantFrom(...s.required)).map(([o, key]) => ({
        value: without(o, key),
        path: [key],
        defect: 'missing',
      })),
    );
  }
  for (const [key, property] of Object.entries(s.properties ?? {})) {
    const defects = defectsOf(property, resolve, form, depth + 1);
    if (!defects.length) continue;
    out.push(
      fc.tuple(valid, fc.oneof(...defects)).map(([o, d]) => ({
        value: { ...o, [key]: d.value },
        path: [key, ...d.path],
        defect: d.defect,
      })),
    );
  }
  if (s.additionalProperties === false) {
    const unknown = fc.stringMatching(/^[a-z]{1,8}$/).filter((k) => !(k in (s.properties ?? {})));
    out.push(
      fc.tuple(valid, unknown, fc.string({ maxLength: 8 })).map(([o, k, v]) => ({
        value: { ...o, [k]: v },
        path: [],
        defect: `unknown key ${k}`,
      })),
    );
  }
  return out;
}

/** Every way a value at this node can be wrong, with the rest of it valid. */
function defectsOf(node: JsonSchema, resolve: Resolve, form: boolean, depth: number): fc.Arbitrary<Defect>[] {
  const s = resolve(node);
  const types = typesOf(s, resolve);
  if (!types) return [];
  const wrong = wrongTypes(types, form);
  const out = wrong.length ? [at(`not ${[...types].join(' or ')}`, fc.oneof(...wrong))] : [];
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return [...out, ...constraintDefects(s, resolve, form, depth)];
  // A branch's own defects count when no other branch takes a value of that type.
  for (const [i, branch] of branches.entries()) {
    const own = typesOf(branch, resolve) ?? new Set();
    const others = branches.filter((_, j) => j !== i).map((b) => typesOf(b, resolve) ?? new Set(['any']));
    if (others.some((t) => [...own].some((type) => allows(t, type) || t.has('any')))) continue;
    out.push(...constraintDefects(resolve(branch), resolve, form, depth));
  }
  return out;
}

function without(o: { [key: string]: Json }, key: string) {
  const { [key]: _, ...rest } = o;
  return rest;
}

/** A form's values are text: numbers and flags as written, lists and objects as JSON. */
function asForm(o: { [key: string]: Json }): { [key: string]: Json } {
  return Object.fromEntries(
    Object.entries(o).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
}

/**
 * Invalid bodies for a route's schema (an object schema). `form`: only text values, as a
 * form (application/x-www-form-urlencoded) carries.
 */
export function invalidBodies(
  schema: z.ZodType,
  options: { form?: boolean } = {},
): fc.Arbitrary<InvalidBody> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const resolve = resolverOf(root);
  const s = resolve(root);
  if (!typesOf(s, resolve)?.has('object') || !s.properties) {
    throw new Error('invalidBodies needs the schema of an object');
  }
  const defects = objectDefects(s, resolve, options.form ?? false, 0);
  if (!defects.length) throw new Error('this schema refuses no object: nothing to generate');
  return fc.oneof(...defects).map((d) => ({
    body: d.value as InvalidBody['body'],
    field: fieldName(d.path),
    defect: d.defect,
  }));
}

/** The top-level property names of an object schema's body, in the schema's order. */
export function bodyProperties(schema: z.ZodType): string[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.keys(resolverOf(root)(root).properties ?? {});
}
