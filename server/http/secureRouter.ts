// Every route of the platform is declared through this router, with the access it needs:
// a permission key and where the account it acts on comes from. Deny by default: a route
// registered any other way has no principal and answers 401 (and the route-table test fails).
// Every successful write by a signed-in caller leaves one audit event (ROLE-07, RPT-03), and so
// does every call those checks refuse (401, 403, 404) or a handler refuses (403).
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { PermissionKey } from '../../src/domain/permissions';
import { authenticate } from '../auth/authenticate';
import { type AccountSource, authorize } from '../auth/authorize';
import { auditEvents } from '../db/schema';
import { recordAccessEvent } from './accessAudit';
import { clientAddress } from './clientAddress';
import { ApiError } from './errors';
import type { Deps, Env } from './types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * - `public`: no token (sign-in, configuration).
 * - `session`: any signed-in user, acting on their own session's account (self-service calls).
 * - a permission key: the principal must hold it in the account the route acts on, which is
 *   the path's :accountId, the account of the path's :userId, or the session's acting account.
 *   `orSupportStaff`: the vendor's support staff may call it without the key (trust deletion).
 * - `audit: false` on a write that changes no data (session keep-alive) skips its audit event;
 *   `audit: true` on a GET that the catalogue makes a GET but that changes data (sends an e-mail)
 *   audits it like a write.
 */
export type Access = (
  | { public: true }
  | { session: true }
  | { permission: PermissionKey; account: AccountSource; orSupportStaff?: boolean }
) & { audit?: boolean };

export interface DeclaredRoute {
  method: Method;
  path: string;
  access: Access;
}

type Handler = (c: Context<Env>) => Response | Promise<Response>;

export interface SecureRouter {
  hono: Hono<Env>;
  routes: DeclaredRoute[];
  get(path: string, access: Access, handler: Handler): SecureRouter;
  post(path: string, access: Access, handler: Handler): SecureRouter;
  put(path: string, access: Access, handler: Handler): SecureRouter;
  patch(path: string, access: Access, handler: Handler): SecureRouter;
  delete(path: string, access: Access, handler: Handler): SecureRouter;
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
        ? [authenticate(deps)]
        : [
            authenticate(deps),
            authorize(deps, access.permission, access.account, { orSupportStaff: access.orSupportStaff }),
          ];
    return [auditRefusals(deps, `${method.toUpperCase()} ${path}`), ...checks, checksPassed];
  };
  const audited = (method: Method, path: string, access: Access): MiddlewareHandler<Env>[] =>
    (method === 'get' && access.audit !== true) || 'public' in access || access.audit === false
      ? []
      : [auditWrites(deps, `${method.toUpperCase()} ${path}`, options.auditKind ?? 4)];
  const add =
    (method: Method) =>
    (path: string, access: Access, handler: Handler): SecureRouter => {
      routes.push({ method, path, access });
      hono.on(
        method.toUpperCase(),
        [path],
        ...guardsFor(method, path, access),
        ...audited(method, path, access),
        handler,
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
 */
function auditWrites(deps: Deps, action: string, eventKind: number): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 || c.error) return;
    const principal = c.get('principal');
    const accountId = c.get('actingAccountId') ?? principal.actingAccountId;
    await deps.db.insert(auditEvents).values({
      accountId,
      actorUserId: principal.userId,
      actorAccountId: principal.homeAccountId,
      eventKind,
      action,
      detail: {
        path: c.req.path,
        status: c.res.status,
        sessionAccountId: principal.actingAccountId,
        ...(principal.actingAccountId !== principal.homeAccountId
          ? { swappedFrom: principal.homeAccountId }
          : {}),
      },
      createdAt: deps.now(),
    });
  };
}
