// Which routers make up each service family. Adding a router is one line here; the app mounts
// every family at /svc/<family> and the route table (for the authorization tests) is read from it.
import type { SecureRouter } from './http/secureRouter';
import type { Deps } from './http/types';
import { authRoutes } from './routes/auth';
import { bulkRoutes } from './routes/bulk';
import { extensionsRoutes } from './routes/extensions';
import { gatewayRoutes } from './routes/gateway';
import { hdapRoutes } from './routes/hdap';
import { idpRoutes } from './routes/idp';
import { permissionsRoutes } from './routes/permissions';
import { tenantsRoutes } from './routes/tenants';
import { ucaasRoutes } from './routes/ucaas';
import { ucaasUsersRoutes } from './routes/ucaasUsers';
import { usersRoutes } from './routes/users';
import { usersIdentityRoutes } from './routes/usersIdentity';

export function familyRouters(deps: Deps): Record<string, SecureRouter[]> {
  return {
    auth: [authRoutes(deps), idpRoutes(deps)],
    gateway: [gatewayRoutes(deps)],
    hdap: [hdapRoutes(deps)],
    permissions: [permissionsRoutes(deps)],
    ucaas: [ucaasRoutes(deps), tenantsRoutes(deps), ucaasUsersRoutes(deps), extensionsRoutes(deps)],
    users: [usersRoutes(deps), usersIdentityRoutes(deps)],
    appserver: [bulkRoutes(deps)],
  };
}
