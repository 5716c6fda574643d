// The platform's API reference: an OpenAPI 3.1 document made from the declared routes (their
// paths, access, body and query schemas, catalogue ids), so it cannot drift from what the server
// does. Every route is in it; its access is a security requirement (bearer token) with the
// permission it needs in `x-permission` and where its account comes from in `x-account` (and,
// for a route declared on a row, which row in `x-account-row`).
import * as z from 'zod';
import { apiErrorSchema } from '../../src/domain/schemas/apiError';
import { type AccountSource, rowAccessOf } from '../auth/authorize';
import { familyBase } from '../wgConfig';
import type { DeclaredRoute } from './secureRouter';

type Route = DeclaredRoute & { family: string };

/** `/account/:accountId/users` → `/account/{accountId}/users`, with the parameters' names. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** A body's schema, by reference: every body schema is named (`.meta({ id })`; the route table checks). */
function bodySchema(schema: z.ZodType): object {
  return { $ref: `#/components/schemas/${z.globalRegistry.get(schema)?.id}` };
}

/**
 * A path parameter: a row id (`…Id`) is a whole number the database can hold; the route reads it
 * with `rowId`, and any other text answers 404, as a row that does not exist (decision 0071).
 */
function pathParameterSchema(name: string) {
  return /Id$/.test(name)
    ? { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Another value answers 404.' }
    : { type: 'string' };
}

/** A query schema's properties as OpenAPI query parameters. */
function queryParameters(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...value }]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(description ? { description } : {}),
    schema: value,
  }));
}

/**
 * Where the account acted on comes from: `x-account` is 'path' (the :accountId), 'session' (the
 * caller's acting account), or, for a route declared on a row, 'user' (the account of the user
 * in :userId) or 'row'; a row's declaration is spelled out in `x-account-row` (what the row is,
 * its table, the path parameter holding its id).
 */
function accountExtensions(account: AccountSource) {
  const row = rowAccessOf(account);
  if (!row) return { 'x-account': account };
  return {
    'x-account': account === 'user' ? 'user' : 'row',
    'x-account-row': { row: row.row.name, table: row.row.table, param: row.param },
  };
}

const BODY_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

function operation(route: Route, params: string[]) {
  const { access } = route;
  const secured = !('public' in access);
  return {
    operationId: `${route.method}${route.family}${route.path}`.replace(
      /[^A-Za-z0-9]+(.)?/g,
      (_, c: string) => (c ? c.toUpperCase() : ''),
    ),
    summary: route.summary ?? `${route.method.toUpperCase()} ${route.path}`,
    tags: [route.family],
    'x-catalogue': route.catalogue,
    security: secured ? [{ bearer: [] }] : [],
    ...('permission' in access
      ? { 'x-permission': access.permission, ...accountExtensions(access.account) }
      : {}),
    ...('session' in access
      ? access.account === undefined
        ? { 'x-permission': 'any signed-in user' }
        : // The tenancy is checked; the key depends on the row read (the summary says which).
          { 'x-permission': 'decided by the row', ...accountExtensions(access.account) }
      : {}),
    parameters: [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: pathParameterSchema(name) })),
      ...(route.query ? queryParameters(route.query) : []),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [BODY_TYPES[route.bodyType ?? 'json']]: {
                schema: bodySchema(route.body),
              },
            },
          },
        }
      : {}),
    responses: {
      // Calls answer 200, 201, 202 or 204 as their kind of work asks; the body is the call's own.
      '2XX': { description: 'Done.' },
      '400': errorAnswer('The request or its body was refused; `errors` names each field.'),
      ...(secured
        ? {
            '401': errorAnswer('No valid token.'),
            '403': errorAnswer('The caller may not do this.'),
            '404': errorAnswer('No such row in the caller’s reach.'),
          }
        : {}),
      ...(route.rateLimit
        ? { '429': errorAnswer('Too many calls from this client in this window; wait Retry-After seconds.') }
        : {}),
    },
  };
}

export function openApiDocument(routes: readonly Route[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const { path, params } = openApiPath(`${familyBase(route.family as never)}${route.path}`);
    paths[path] ??= {};
    paths[path][route.method] = operation(route, params);
  }
  // Every named schema the bodies use, and the error's, as components.
  const used = z.registry<{ id: string }>();
  for (const schema of [apiErrorSchema, ...routes.map((r) => r.body)]) {
    const id = schema && z.globalRegistry.get(schema)?.id;
    if (schema && id && !used.has(schema)) used.add(schema, { id });
  }
  const named = z.toJSONSchema(used, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas;
  const schemas = Object.fromEntries(
    Object.entries(named).map(([id, { $schema: _, ...schema }]) => [id, schema]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard platform API',
      version,
      description:
        'The admin API of the phone platform. Sign in at POST /svc/auth/oauth/token for a bearer token; every call checks the permission named in x-permission in the account it acts on.',
    },
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
