// Passwords (issue 23, SEC-02; decision 0108): an administrator's reset (C-197) and set (C-198),
// one's own change with the current password (C-199), is-password-expired (C-204), the account's
// password policy (calls of our own), and the change of an expired password before sign-in.

import {
  expiredPasswordChangeSchema,
  passwordChangeSchema,
  passwordPolicySchema,
  passwordSetSchema,
} from '../../../src/domain/security/passwords';
import { userRows } from '../../auth/rows';
import { badRequest } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { assertUserWrite } from '../users/userWrites';
import { checkCurrent, selfOf } from './currentPassword';
import { passwordExpiryOf, passwordStateOf, policyOf, savePolicy, setPassword } from './passwordStore';

const ONE_USER = { row: userRows, param: 'user_id' } as const;

export function passwordRoutes(deps: Deps): SecureRouter {
  return secureRouter(deps)
    .put(
      '/v1/password-reset/:user_id',
      {
        catalogue: ['C-197'],
        permission: 'update:users',
        account: ONE_USER,
        body: passwordSetSchema,
        summary: 'Reset a user’s password; unless mustChange is false, they choose a new one at sign-in',
      },
      async (c, { body, row }) => {
        // The user-management rule (decision 0040): not one's own, not a higher rank's.
        await assertUserWrite(deps.db, c.get('principal'), row, { kind: 'resetPassword' });
        return c.json(await setPassword(deps, row, body.password, { mustChange: body.mustChange ?? true }));
      },
    )
    .put(
      '/v2/passwords/self/',
      {
        catalogue: ['C-199'],
        session: true,
        body: passwordChangeSchema,
        summary: 'Change one’s own password; the current password is required',
      },
      async (c, { body }) => {
        const self = await selfOf(deps, c);
        await checkCurrent(deps, c, self.loginName, body.current_password, 'current_password');
        return c.json(await setPassword(deps, self, body.password));
      },
    )
    .put(
      '/v2/passwords/:userId/',
      {
        catalogue: ['C-198'],
        permission: 'update:users',
        account: 'user',
        body: passwordSetSchema,
        summary: 'Set a user’s password (under the account’s policy)',
      },
      async (c, { body, row }) => {
        await assertUserWrite(deps.db, c.get('principal'), row, { kind: 'resetPassword' });
        return c.json(await setPassword(deps, row, body.password, { mustChange: body.mustChange ?? false }));
      },
    )
    .get(
      '/v1/passwords/is-password-expired',
      { catalogue: ['C-204'], session: true, summary: 'Whether one’s own password has expired' },
      async (c) => c.json(await passwordExpiryOf(deps, await selfOf(deps, c))),
    )
    .post(
      '/v1/passwords/expired',
      {
        catalogue: [],
        public: true,
        body: expiredPasswordChangeSchema,
        rateLimit: 'signIn',
        summary: 'Change an expired password before signing in (the sign-in answered password_expired)',
      },
      async (c, { body }) => {
        const user = await checkCurrent(deps, c, body.username, body.current_password);
        if (!(await passwordStateOf(deps, user)).expired) {
          throw badRequest('Your password has not expired. Sign in with it.');
        }
        return c.json(await setPassword(deps, user, body.password));
      },
    )
    .get(
      '/v2/password-policies/:accountId',
      {
        catalogue: [],
        permission: 'read:security-settings',
        account: 'path',
        summary: 'The account’s password policy',
      },
      async (c) => c.json(await policyOf(deps.db, c.get('actingAccountId'))),
    )
    .put(
      '/v2/password-policies/:accountId',
      {
        catalogue: [],
        permission: 'update:security-settings',
        account: 'path',
        body: passwordPolicySchema,
        summary: 'Change the account’s password policy (checked on every password set from now on)',
      },
      async (c, { body }) => c.json(await savePolicy(deps, c.get('actingAccountId'), body)),
    );
}
