// Which routers make up each service family. Adding a router is one line here; the app mounts
// every family at /svc/<family> and the route table (for the authorization tests) is read from it.
import type { SecureRouter } from './http/secureRouter';
import type { Deps } from './http/types';
import { authRoutes } from './routes/auth';
import { hdapRoutes } from './routes/hdap';
import { ucaasRoutes } from './routes/ucaas';
import { usersRoutes } from './routes/users';

export function familyRouters(deps: Deps): Record<string, SecureRouter[]> {
  return {
    auth: [authRoutes(deps)],
    hdap: [hdapRoutes(deps)],
    ucaas: [ucaasRoutes(deps)],
    users: [usersRoutes(deps)],
  };
}
