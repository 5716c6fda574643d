// The API reference as the page shows it: the document's operations, grouped by service family,
// with their access in words and their bodies' fields read from the named schemas. Pure.
import type { ApiOperation, ApiReferenceDocument, JsonSchema } from '../../api/apiReference';

export interface SchemaField {
  /** The field's path in the body: `firstName`, `contactNumbers[].kind`. */
  name: string;
  type: string;
  required: boolean;
  /** Limits in words: 'at most 200 characters', 'pattern ^…$', 'one of D, M', 'default 4'. */
  limits: string[];
  description?: string;
}

export interface OperationBody {
  contentType: string;
  /** The component's name when the body is a `$ref` (UserCreate). */
  schemaName?: string;
  fields: SchemaField[];
}

export interface ReferenceOperation {
  key: string;
  method: string;
  path: string;
  summary: string;
  family: string;
  /** 'public' (no token), a permission key or 'any signed-in user'. */
  permission: string;
  /** Where the account acted on comes from, when the call acts on one. */
  account?: string;
  pathParameters: string[];
  /** The query parameters the call reads, with their limits. */
  queryParameters: SchemaField[];
  body?: OperationBody;
}

export interface FamilyGroup {
  family: string;
  operations: ReferenceOperation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const REF_PREFIX = '#/components/schemas/';

/** A `$ref` to a component, followed (one level at a time, so a loop cannot hang the page). */
export function resolveSchema(schema: JsonSchema, components: Record<string, JsonSchema> = {}): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref?.startsWith(REF_PREFIX) && hops < 8; hops++) {
    const found = components[current.$ref.slice(REF_PREFIX.length)];
    if (!found) break;
    current = found;
  }
  return current;
}

function typeOf(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  const s = resolveSchema(schema, components);
  if (schema.$ref) return schema.$ref.slice(REF_PREFIX.length);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map((v) => typeOf(v, components)).join(' or ');
  if (s.type === 'array') return s.items ? `list of ${typeOf(s.items, components)}` : 'list';
  if (Array.isArray(s.type)) return s.type.join(' or ');
  return s.type ?? (s.enum ? 'enum' : 'any');
}

// zod writes ±2^53−1 for a plain integer: that says nothing to a reader.
const meaningful = (n: number | undefined): n is number => n !== undefined && Math.abs(n) < 2 ** 53 - 1;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function limitsOf(s: JsonSchema): string[] {
  const limits: string[] = [];
  if (s.minLength !== undefined && s.minLength > 0)
    limits.push(`at least ${count(s.minLength, 'character')}`);
  if (s.maxLength !== undefined) limits.push(`at most ${count(s.maxLength, 'character')}`);
  if (meaningful(s.minimum)) limits.push(`minimum ${s.minimum}`);
  if (meaningful(s.maximum)) limits.push(`maximum ${s.maximum}`);
  if (s.minItems !== undefined && s.minItems > 0) limits.push(`at least ${count(s.minItems, 'item')}`);
  if (s.maxItems !== undefined) limits.push(`at most ${count(s.maxItems, 'item')}`);
  if (s.pattern !== undefined) limits.push(`pattern ${s.pattern}`);
  if (s.format !== undefined) limits.push(`format ${s.format}`);
  if (s.enum) limits.push(`one of ${s.enum.map((v) => String(v)).join(', ')}`);
  if (s.const !== undefined) limits.push(`always ${JSON.stringify(s.const)}`);
  if (s.default !== undefined) limits.push(`default ${JSON.stringify(s.default)}`);
  return limits;
}

/** The fields of an object schema, with those of its lists' items after each list (`a[].b`). */
export function fieldsOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema> = {},
  prefix = '',
  depth = 0,
): SchemaField[] {
  const s = resolveSchema(schema, components);
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).flatMap(([name, raw]) => {
    const property = resolveSchema(raw, components);
    const field: SchemaField = {
      name: `${prefix}${name}`,
      type: typeOf(raw, components),
      required: required.has(name),
      limits: limitsOf(property),
      ...((property.description ?? raw.description)
        ? { description: property.description ?? raw.description }
        : {}),
    };
    if (depth >= 3) return [field];
    const items =
      property.type === 'array' && property.items ? resolveSchema(property.items, components) : undefined;
    const nested = items?.properties
      ? fieldsOf(items, components, `${field.name}[].`, depth + 1)
      : property.properties
        ? fieldsOf(property, components, `${field.name}.`, depth + 1)
        : [];
    return [field, ...nested];
  });
}

function bodyOf(op: ApiOperation, components: Record<string, JsonSchema>): OperationBody | undefined {
  const entry = Object.entries(op.requestBody?.content ?? {})[0];
  if (!entry) return undefined;
  const [contentType, { schema }] = entry;
  const ref = schema.$ref?.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : undefined;
  return { contentType, ...(ref ? { schemaName: ref } : {}), fields: fieldsOf(schema, components) };
}

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: ApiReferenceDocument): ReferenceOperation[] {
  const components = doc.components?.schemas ?? {};
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method]!;
      const isPublic = (op.security ?? []).length === 0;
      return {
        key: `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        family: op.tags?.[0] ?? 'other',
        permission: isPublic ? 'public' : (op['x-permission'] ?? 'a valid token'),
        ...(op['x-account']
          ? {
              account: op['x-account-row']
                ? `the account of the ${op['x-account-row'].row} whose id is ${op['x-account-row'].param} in the path`
                : (ACCOUNT_SOURCE[op['x-account']] ?? op['x-account']),
            }
          : {}),
        pathParameters: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => {
            const schema = p.schema ?? {};
            const description = p.description ?? schema.description;
            return {
              name: p.name,
              type: typeOf(schema, components),
              required: p.required ?? false,
              limits: limitsOf(resolveSchema(schema, components)),
              ...(description ? { description } : {}),
            };
          }),
        ...(op.requestBody ? { body: bodyOf(op, components) } : {}),
      };
    }),
  );
}

/** Operations whose path, summary or permission contains the text (any case). */
export function filterOperations(operations: readonly ReferenceOperation[], text: string) {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...operations];
  return operations.filter((op) =>
    [op.path, op.summary, op.permission].some((v) => v.toLowerCase().includes(wanted)),
  );
}

/** Operations by family, families in the order they first appear. */
export function groupByFamily(operations: readonly ReferenceOperation[]): FamilyGroup[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const op of operations) groups.set(op.family, [...(groups.get(op.family) ?? []), op]);
  return [...groups].map(([family, ops]) => ({ family, operations: ops }));
}

/** Where the account acted on comes from, in words. */
export const ACCOUNT_SOURCE: Record<string, string> = {
  path: 'the accountId in the path',
  user: 'the account of the userId in the path',
  session: 'the account the caller acts on',
};
