// The platform's API reference, GET /openapi.json (decision 0071): an OpenAPI 3.1 document of
// every declared route. It lives at the site root, not under a family's /svc base, so the
// workspace configuration names the root as the service 'platform' and the call goes through the
// same client as every other (bearer token, trace id, retries, cache).
import type { ApiClient } from './client';

/** The parts of JSON Schema 2020-12 the reference shows. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface ApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  /** Empty for a public call; `[{ bearer: [] }]` when a token is needed. */
  security?: Record<string, string[]>[];
  /** The permission key the call needs, or 'any signed-in user'. */
  'x-permission'?: string;
  /** Where the account acted on comes from: 'path', 'user' or 'session'. */
  'x-account'?: string;
  /** For a route declared on a row: what the row is and the path parameter holding its id. */
  'x-account-row'?: { row: string; table: string; param: string };
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

export interface ApiReferenceDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, ApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The service of wgConfig.json whose URL is the platform's root (where /openapi.json is). */
export const PLATFORM_SERVICE = 'platform';

export const getApiReference = (client: ApiClient, signal?: AbortSignal) =>
  client.call<ApiReferenceDocument>('apiReference', { signal });
