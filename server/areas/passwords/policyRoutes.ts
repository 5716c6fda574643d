// Policies (C-217, C-218) and assume-role (C-205) (issue 23, SEC-04; decision 0108).
import { accountPolicySchema, assumeRoleSchema } from '../../../src/domain/security/policies';
import { forbidden } from '../../http/errors';
import { refusedAsMissing, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { savePolicy } from './passwordStore';
import { assumeRole, canAssume, effectivePolicyOf } from './policyStore';

export function policyRoutes(deps: Deps): SecureRouter {
  return secureRouter(deps)
    .put(
      '/policies',
      {
        catalogue: ['C-217'],
        permission: 'update:security-settings',
        account: 'session',
        body: accountPolicySchema,
        summary: 'Change the acting account’s security policy (its password rules)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        return c.json({ accountId, password: await savePolicy(deps, accountId, body.password) });
      },
    )
    .get(
      '/policies/:userId',
      {
        catalogue: ['C-218'],
        session: true,
        account: 'user',
        summary: 'The security policy in effect for a user (one’s own, or with read:users)',
      },
      async (c, { row }) => {
        const own = row.id === c.get('principal').userId;
        if (!own && !c.get('permissions').has('read:users')) throw refusedAsMissing(c, 'No such user.');
        return c.json(await effectivePolicyOf(deps, row));
      },
    )
    .post(
      '/v1/auth/assume-role',
      {
        catalogue: ['C-205'],
        session: true,
        body: assumeRoleSchema,
        summary: 'Act as an administrator of a child account for a limited time (audited)',
      },
      async (c, { body }) => {
        const principal = c.get('principal');
        const refusal = await canAssume(deps, principal, body.accountId);
        if (refusal === 'role')
          throw forbidden('Only a provider super user or a partner administrator may assume a role.');
        if (refusal === 'tenancy') throw refusedAsMissing(c, 'No such account.');
        return c.json(await assumeRole(deps, principal, body), 201);
      },
    );
}
