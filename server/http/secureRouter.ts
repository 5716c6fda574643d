// Every route of the platform is declared through this router, with the access it needs:
// a permission key and where the account it acts on comes from. Deny by default: a route
// registered any other way has no principal and answers 401 (and the route-table test fails).
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { PermissionKey } from '../../src/domain/permissions';
import { authenticate } from '../auth/authenticate';
import { type AccountSource, authorize } from '../auth/authorize';
import type { Deps, Env } from './types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * - `public`: no token (sign-in, configuration).
 * - `session`: any signed-in user, acting on their own session's account (self-service calls).
 * - a permission key: the principal must hold it in the account the route acts on, which is
 *   the path's :accountId, the account of the path's :userId, or the session's acting account.
 */
export type Access =
  | { public: true }
  | { session: true }
  | { permission: PermissionKey; account: AccountSource };

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

export function secureRouter(deps: Deps): SecureRouter {
  const hono = new Hono<Env>();
  const routes: DeclaredRoute[] = [];
  const guardsFor = (access: Access): MiddlewareHandler<Env>[] => {
    if ('public' in access) return [];
    if ('session' in access) return [authenticate(deps)];
    return [authenticate(deps), authorize(deps, access.permission, access.account)];
  };
  const add =
    (method: Method) =>
    (path: string, access: Access, handler: Handler): SecureRouter => {
      routes.push({ method, path, access });
      hono.on(method.toUpperCase(), [path], ...guardsFor(access), handler);
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
