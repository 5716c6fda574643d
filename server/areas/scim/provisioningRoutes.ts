// SCIM provisioning settings (issue 23, item 4; SEC-04; C-219, C-220; decision 0110), in the auth
// family: SCIM on or off for an account, and its provisioning token, made (or made anew) by the
// PUT whose answer shows it, once.
import { provisioningChangeSchema } from '../../../src/domain/security/sso';
import { trustedOrigin } from '../../http/origins';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { changeProvisioning, provisioningOf } from './provisioningStore';
import { SCIM_BASE } from './scimRoutes';

export function provisioningRoutes(deps: Deps): SecureRouter {
  const base = (url: string) => `${trustedOrigin(deps.config, url) ?? ''}${SCIM_BASE}`;
  return secureRouter(deps)
    .get(
      '/v2/accounts/:accountId',
      {
        catalogue: ['C-219'],
        permission: 'read:sso-settings',
        account: 'path',
        summary:
          'The account’s SCIM provisioning: on or off, the SCIM address, the token’s prefix (never the token)',
      },
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await provisioningOf(deps.db, c.get('actingAccountId'), base(c.req.url)));
      },
    )
    .put(
      '/v2/accounts/:accountId',
      {
        catalogue: ['C-220'],
        permission: 'update:sso-settings',
        account: 'path',
        body: provisioningChangeSchema,
        summary: 'Turn SCIM on or off, or make a new provisioning token (shown in this answer only)',
      },
      async (c, { body }) => {
        c.header('cache-control', 'no-store');
        return c.json(
          await changeProvisioning(deps, c.get('actingAccountId'), body, c.get('principal'), base(c.req.url)),
        );
      },
    );
}
