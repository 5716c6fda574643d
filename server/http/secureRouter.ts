// Every route of the platform is declared through this router, with the access it needs:
// a permission key and where the account it acts on comes from. Deny by default: a route
// registered any other way has no principal and answers 401 (and the route-table test fails).
// Every successful write by a signed-in caller leaves one audit event (ROLE-07, RPT-03), and so
// does every call those checks refuse (401, 403, 404) or a handler refuses (403).
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as z from 'zod';
import type { PermissionKey } from '../../src/domain/permissions';
import { fieldErrorsOf } from '../../src/domain/schemas/fieldErrors';
import { authenticate } from '../auth/authenticate';
import { type AccountSource, authorize, rowAccessOf, rowId } from '../auth/authorize';
import type { RowAccess, RowSource, UserRow } from '../auth/rows';
import { auditEvents } from '../db/schema';
import { recordAccessEvent } from './accessAudit';
import { changesOf } from './auditChanges';
import { clientAddress } from './clientAddress';
import { ApiError, notFound, validationFailed } from './errors';
import { formFields, jsonObject, multipartFields } from './input';
import { enforceRateLimit, type RateLimitRule } from './rateLimit';
import type { Deps, Env } from './types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * - `public`: no token (sign-in, configuration).
 * - `session`: any signed-in user, acting on their own session's account (self-service calls).
 *   With `account`, the caller must reach that account (the tenancy check of a permission
 *   route, 404 when out of reach) and the handler decides the permission from the row it reads
 *   (a task's kind: server/areas/tasks/taskRoutes.ts), with `c.get('permissions')`; it refuses
 *   with `refusedAsMissing`, so the refusal is audited and answers as a missing row would.
 * - a permission key: the principal must hold it in the account the route acts on, which is
 *   the path's :accountId (`account: 'path'`), the session's acting account (`'session'`), or the
 *   account of one row of a table named by a path parameter (`{ row: userRows, param: 'userId' }`,
 *   server/auth/rows.ts; `'user'` is short for that one): the check loads the row once and the
 *   handler gets it as `input.row`, typed (decision 0075).
 *   `orSupportStaff`: the vendor's support staff may call it without the key (trust deletion).
 * - `audit: false` on a write that changes no data (session keep-alive) skips its audit event;
 *   `audit: true` on a GET that the catalogue makes a GET but that changes data (sends an e-mail)
 *   audits it like a write.
 */
export type Access<A extends AccountSource = AccountSource> = (
  | { public: true }
  | { session: true; account?: A }
  | { permission: PermissionKey; account: A; orSupportStaff?: boolean }
) & { audit?: boolean };

/**
 * A route's declaration: its access, and the schema of its JSON body (src/domain/schemas). The
 * body is read and checked after the access checks and before the handler, which gets it parsed;
 * a body the schema refuses answers 400 with a field error per field (ERR-01). The same schema
 * describes the body in /openapi.json.
 */
export type RouteSpec<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  A extends AccountSource = AccountSource,
> = Access<A> & {
  body?: B;
  /**
   * The schema of the query string (its names and values as text; the last of a repeated name).
   * A value it refuses answers 400 naming the parameter. The reference lists them as parameters.
   */
  query?: Q;
  /**
   * How the body comes: a JSON object (default; an empty body reads as `{}`, so a missing field
   * is named) or a form (the OAuth endpoints, RFC 6749), whose refusals say `invalid_request`;
   * `multipart`: a file upload (REQ-02), its fields and files handed to the schema (a file as a
   * `File`; a body of another type reads as its fields, so the schema names the missing file).
   */
  bodyType?: BodyType;
  /** What the route does, for the API reference. */
  summary?: string;
  /**
   * A per-client rate limit (server/http/rateLimit.ts, decision 0081): counted after the access
   * checks and once the query and the body are read and valid: a refused or malformed call
   * counts nothing (a person fixing a CSV's columns is not held back for it).
   */
  rateLimit?: RateLimitRule;
  /**
   * The calls of the specification's catalogue this route serves (docs/spec/catalogue.json,
   * C-001…C-565); [] for a call of the product's own that the catalogue does not list.
   */
  catalogue: readonly CatalogueId[];
};

/** A call's number in the catalogue. */
export type CatalogueId = `C-${number}`;

export type BodyType = 'json' | 'form' | 'multipart';

export interface DeclaredRoute {
  method: Method;
  path: string;
  access: Access;
  body?: z.ZodType;
  bodyType?: BodyType;
  query?: z.ZodType;
  summary?: string;
  rateLimit?: RateLimitRule;
  catalogue: readonly CatalogueId[];
}

/**
 * What a handler is given besides the context: the body and the query, parsed by their schemas,
 * and the row the route is declared on, as the access check loaded it.
 */
export interface RouteInput<B, Q, R = undefined> {
  body: B;
  query: Q;
  row: R;
}

/** The row a declaration's account source hands to the handler: the source's row type, or none. */
export type RowOf<A> = [A] extends [never]
  ? undefined
  : A extends 'user'
    ? UserRow
    : A extends { row: RowSource<infer T> }
      ? T
      : undefined;

type Handler<B, Q, R> = (c: Context<Env>, input: RouteInput<B, Q, R>) => Response | Promise<Response>;
type Add = <
  B extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  const A extends AccountSource = never,
>(
  path: string,
  spec: RouteSpec<B, Q, A>,
  handler: Handler<z.output<B>, z.output<Q>, RowOf<A>>,
) => SecureRouter;

export interface SecureRouter {
  hono: Hono<Env>;
  routes: DeclaredRoute[];
  get: Add;
  post: Add;
  put: Add;
  patch: Add;
  delete: Add;
}

export interface SecureRouterOptions {
  /** The audit event kind of this router's writes (RPT-03): 4 admin (default), 7 access control, ... */
  auditKind?: number;
}

export function secureRouter(deps: Deps, options: SecureRouterOptions = {}): SecureRouter {
  const hono = new Hono<Env>();
  const routes: DeclaredRoute[] = [];
  const guardsFor = (method: Method, path: string, access: Access): MiddlewareHandler<Env>[] => {
    if ('public' in access) return [];
    const checks =
      'session' in access
        ? access.account === undefined
          ? [authenticate(deps)]
          : [authenticate(deps), authorize(deps, null, access.account)]
        : [
            authenticate(deps),
            authorize(deps, access.permission, access.account, { orSupportStaff: access.orSupportStaff }),
          ];
    return [auditRefusals(deps, `${method.toUpperCase()} ${path}`), ...checks, checksPassed];
  };
  const audited = (method: Method, path: string, access: Access): MiddlewareHandler<Env>[] =>
    (method === 'get' && access.audit !== true) || 'public' in access || access.audit === false
      ? []
      : [
          auditWrites(
            deps,
            `${method.toUpperCase()} ${path}`,
            options.auditKind ?? 4,
            'account' in access && access.account !== undefined ? rowAccessOf(access.account) : undefined,
          ),
        ];
  const add =
    (method: Method): Add =>
    (path, spec, handler) => {
      const { body, bodyType, query, summary, rateLimit, catalogue, ...access } = spec;
      routes.push({ method, path, access, body, bodyType, query, summary, rateLimit, catalogue });
      hono.on(
        method.toUpperCase(),
        [path],
        ...guardsFor(method, path, access),
        ...audited(method, path, access),
        async (c) => {
          const given = {
            // The query first: a call with a bad page number is refused before its body is read.
            query: query ? await parsedQuery(c, query) : (undefined as never),
            body: body ? await parsedBody(c, body, bodyType) : (undefined as never),
            row: c.get('row') as never,
          };
          if (rateLimit) await enforceRateLimit(deps, rateLimit, c);
          return handler(c, given);
        },
      );
      return router;
    };
  const router: SecureRouter = {
    hono,
    routes,
    get: add('get'),
    post: add('post'),
    put: add('put'),
    patch: add('patch'),
    delete: add('delete'),
  };
  return router;
}

/** The body, checked by the route's schema: a 400 naming each field it refuses. */
async function parsedBody<B extends z.ZodType>(
  c: Context<Env>,
  schema: B,
  type: BodyType = 'json',
): Promise<z.output<B>> {
  const raw =
    type === 'form'
      ? await formFields(c)
      : type === 'multipart'
        ? await multipartFields(c)
        : await jsonObject(c, { optional: true });
  const result = await schema.safeParseAsync(raw);
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error.issues);
  // Forms are the OAuth endpoints': their error body carries OAuth's fields too (RFC 6749 §5.2).
  if (type === 'form')
    throw new ApiError(400, 'invalid_request', errors[0].message, errors, {
      error: 'invalid_request',
      error_description: errors[0].message,
    });
  throw validationFailed(errors);
}

/** The query string, checked by the route's schema: a 400 naming each parameter it refuses. */
async function parsedQuery<Q extends z.ZodType>(c: Context<Env>, schema: Q): Promise<z.output<Q>> {
  const result = await schema.safeParseAsync(c.req.query());
  if (result.success) return result.data;
  throw validationFailed(fieldErrorsOf(result.error.issues));
}

/**
 * A refusal a handler decides from the row it read (a route declared `session: true` with an
 * `account`, whose permission depends on the row): it answers as a row that does not exist
 * (404 `message`), so the row's existence is not revealed, and it is audited as a refusal of the
 * access checks (an access-control event), not as a missing row.
 */
export function refusedAsMissing(c: Context<Env>, message: string): ApiError {
  c.set('checksPassed', false);
  return notFound(message);
}

const checksPassed: MiddlewareHandler<Env> = async (c, next) => {
  c.set('checksPassed', true);
  await next();
};

/**
 * After a refusal: one access-control event naming the caller (when the token was good), the
 * route, the status and the client address. The checks' 401/403/404 and any handler's 403 count;
 * a handler's 404 for a row that does not exist is not a refusal.
 */
function auditRefusals(deps: Deps, route: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    const error = c.error;
    if (!(error instanceof ApiError)) return;
    const byChecks = !c.get('checksPassed') && [401, 403, 404].includes(error.status);
    if (!byChecks && error.status !== 403) return;
    const principal = c.get('principal') as Env['Variables']['principal'] | undefined;
    await recordAccessEvent(deps, {
      accountId: principal?.homeAccountId,
      actorUserId: principal?.userId,
      actorAccountId: principal?.homeAccountId,
      action: `REFUSED ${route}`,
      detail: {
        path: c.req.path,
        status: error.status,
        code: error.body.code,
        address: clientAddress(deps, c),
      },
    });
  };
}

/**
 * After a write succeeds: one audit event naming the user, the account acted on and the user's
 * own account; after a swap the session's acting account is recorded too, so both identities show.
 * A route declared on a row records what the write changed in it, before and after
 * (server/http/auditChanges.ts), and names the row as the event's subject.
 */
function auditWrites(
  deps: Deps,
  action: string,
  eventKind: number,
  rowAccess: RowAccess | undefined,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 || c.error) return;
    const principal = c.get('principal');
    const accountId = c.get('actingAccountId') ?? principal.actingAccountId;
    const before = rowAccess ? (c.get('row') as Record<string, unknown> | undefined) : undefined;
    const id = rowAccess && before ? rowId(c.req.param(rowAccess.param)) : undefined;
    const changes =
      rowAccess && before && id !== undefined
        ? changesOf(
            before,
            (await rowAccess.row.load(deps.db, id))?.row as Record<string, unknown> | undefined,
          )
        : undefined;
    await deps.db.insert(auditEvents).values({
      accountId,
      actorUserId: principal.userId,
      actorAccountId: principal.homeAccountId,
      eventKind,
      action,
      detail: {
        path: c.req.path,
        status: c.res.status,
        // From where (the audit log shows it, RPT-03).
        address: clientAddress(deps, c),
        sessionAccountId: principal.actingAccountId,
        ...(principal.actingAccountId !== principal.homeAccountId
          ? { swappedFrom: principal.homeAccountId }
          : {}),
        ...changes,
      },
      subject: rowAccess && id !== undefined ? `${rowAccess.row.name}:${id}` : null,
      createdAt: deps.now(),
    });
  };
}
