// The identity service's user calls (cat §7.13) for the users area: a user in the identity
// view (USER-01) and login-name availability.
import { loginNameProblem } from '../../../src/domain/schemas/user';
import { validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { identityView } from './identityView';
import { loginNameTaken } from './userStore';

export function usersIdentityRoutes(deps: Deps) {
  return secureRouter(deps)
    .get(
      '/v3/users/:userId{[0-9]+}',
      { catalogue: ['C-534'], permission: 'read:users', account: 'user' },
      (c, { row }) => c.json(identityView(row)),
    )
    .get(
      '/v1/users/login-name/:loginName/availability',
      { catalogue: ['C-532'], permission: 'read:users', account: 'session' },
      async (c) => {
        const name = (c.req.param('loginName') ?? '').trim();
        const problem = loginNameProblem(name);
        if (problem) throw validationFailed([{ field: 'loginName', message: problem }]);
        return c.json({ login_name: name, available: !(await loginNameTaken(deps.db, name)) });
      },
    );
}
