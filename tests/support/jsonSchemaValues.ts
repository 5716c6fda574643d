// Values a JSON Schema (as zod 4 writes it, draft 2020-12) takes, for property tests: the JSON
// types a node allows and an arbitrary of values it accepts. Best effort: a schema's checks that
// JSON Schema cannot say (a zod refine) are unknown here, so a "valid" value may still be refused;
// the invalid bodies (invalidBodies.ts) are invalid whatever these values are.
import * as fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: Json[];
  const?: Json;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Deeper than this, objects and arrays are generated empty (a recursive schema ends). */
export const MAX_DEPTH = 6;

/** Follows `$ref`s (`#`, `#/$defs/Name`) within the root schema. */
export function resolverOf(root: JsonSchema): (node: JsonSchema) => JsonSchema {
  const resolve = (node: JsonSchema, hops = 0): JsonSchema => {
    if (!node.$ref) return node;
    if (hops > 20) throw new Error(`$ref loop at ${node.$ref}`);
    if (node.$ref === '#') return resolve(root, hops + 1);
    const name = /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1];
    const target = name === undefined ? undefined : root.$defs?.[decodeURIComponent(name)];
    if (!target) throw new Error(`cannot follow $ref ${node.$ref}`);
    return resolve(target, hops + 1);
  };
  return resolve;
}

export function jsonTypeOf(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The JSON types a node allows ('integer' within 'number' counts as its own), or undefined for any. */
export function typesOf(node: JsonSchema, resolve: (n: JsonSchema) => JsonSchema): Set<string> | undefined {
  const s = resolve(node);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = typesOf(branch, resolve);
      if (!types) return undefined;
      for (const t of types) all.add(t);
    }
    return all;
  }
  if (s.allOf?.length) return typesOf(s.allOf[0], resolve);
  if (s.const !== undefined) return new Set([jsonTypeOf(s.const)]);
  if (s.enum) return new Set(s.enum.map(jsonTypeOf));
  if (s.type) return new Set(Array.isArray(s.type) ? s.type : [s.type]);
  if (s.properties) return new Set(['object']);
  if (s.items) return new Set(['array']);
  return undefined;
}

export const allows = (types: Set<string>, type: string) =>
  types.has(type) || (type === 'integer' && types.has('number'));

const ALNUM = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
/** Printable text only: a control character would be refused before the schema sees it. */
const printable = (s: string) => [...s].every((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f);

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Number.POSITIVE_INFINITY;
  // Schemas may trim: a valid text has no surrounding spaces.
  const fits = (v: string) => v.length >= min && v.length <= max && v === v.trim() && printable(v);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  const length = { minLength: Math.max(min, 1), maxLength: Math.min(max, Math.max(min, 1) + 12) };
  return fc.string({ unit: fc.constantFrom(...ALNUM), ...length });
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.minimum ?? s.exclusiveMinimum;
  const high = s.maximum ?? s.exclusiveMaximum;
  const min = low ?? (high === undefined ? 0 : high - 10);
  const max = high ?? min + 10;
  if (integer) {
    const first = s.exclusiveMinimum === undefined ? Math.ceil(min) : Math.floor(min) + 1;
    const last = s.exclusiveMaximum === undefined ? Math.floor(max) : Math.ceil(max) - 1;
    return fc.integer({ min: first, max: Math.max(first, last) });
  }
  const excluded = {
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
  };
  return fc.double({ min, max, noNaN: true, ...excluded });
}

/** Values the node accepts, as far as JSON Schema says. */
export function validValue(
  node: JsonSchema,
  resolve: (n: JsonSchema) => JsonSchema,
  depth = 0,
): fc.Arbitrary<Json> {
  const s = resolve(node);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(b, resolve, depth)));
  if (s.allOf?.length) return validValue(s.allOf[0], resolve, depth);
  const type = [...(typesOf(s, resolve) ?? ['null'])].find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return validString(s);
    case 'number':
    case 'integer':
      return validNumber(s, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (!s.items || depth >= MAX_DEPTH) return fc.constant([]);
      return fc.array(validValue(s.items, resolve, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + 3),
      });
    case 'object':
      return validObject(s, resolve, depth);
    default:
      return fc.constant(null);
  }
}

/** An object with every required property and some of the optional ones, each valid. */
export function validObject(
  s: JsonSchema,
  resolve: (n: JsonSchema) => JsonSchema,
  depth = 0,
): fc.Arbitrary<{ [key: string]: Json }> {
  if (depth >= MAX_DEPTH) return fc.constant({});
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [key, property] of Object.entries(s.properties ?? {})) {
    model[key] = validValue(property, resolve, depth + 1);
  }
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
}
