// Identities (issue 23; SEC-04; C-221..C-223; decision 0110), in the auth family: the account's
// essentials for identity linking, its identities by provider and user name, and unlinking one
// (by id, or by provider with providerIdentityId or username).
import { noBodySchema } from '../../../src/domain/schemas/common';
import { identityDeleteQuerySchema, identityQuerySchema } from '../../../src/domain/security/sso';
import { tableRows } from '../../auth/rows';
import { externalIdentities } from '../../db/schema';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  accountEssentials,
  findIdentities,
  removeIdentitiesBy,
  removeIdentity,
  removeOwnIdentity,
} from './identityStore';

export const identityRows = tableRows('identity', externalIdentities);
const I = '/v1/identities/accounts/:accountId';

export function identityRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      `${I}/essentials`,
      {
        catalogue: ['C-221'],
        permission: 'read:sso-settings',
        account: 'path',
        summary: 'The account’s essentials for identity linking: SSO, SCIM, identities per provider',
      },
      async (c) => c.json(await accountEssentials(db, c.get('actingAccountId'))),
    )
    .get(
      I,
      {
        catalogue: ['C-222'],
        permission: 'read:sso-settings',
        account: 'path',
        query: identityQuerySchema,
        summary: 'The account’s identities of a provider, by user name when given',
      },
      async (c, { query }) => c.json(await findIdentities(db, c.get('actingAccountId'), query)),
    )
    .delete(
      // A call of our own (decision 0121): one's own linked identity, from My security. Another
      // user's identity answers 404 like a missing one.
      '/v1/identities/self/:identityId',
      {
        catalogue: [],
        session: true,
        body: noBodySchema,
        summary: 'Unlink one of the caller’s own external identities (the user stays)',
      },
      async (c) => {
        const principal = c.get('principal');
        return c.json(await removeOwnIdentity(deps, c.req.param('identityId') ?? '', principal.userId));
      },
    )
    .delete(
      '/v1/identities/:identityId',
      {
        catalogue: ['C-223'],
        permission: 'delete:sso-settings',
        account: { row: identityRows, param: 'identityId' },
        body: noBodySchema,
        summary: 'Unlink an identity from its user (the user stays)',
      },
      async (c, { row }) => c.json(await removeIdentity(deps, row, c.get('principal').userId)),
    )
    .delete(
      I,
      {
        catalogue: ['C-223'],
        permission: 'delete:sso-settings',
        account: 'path',
        query: identityDeleteQuerySchema,
        body: noBodySchema,
        summary: 'Unlink the account’s identities of a provider by providerIdentityId or by user name',
      },
      async (c, { query }) =>
        c.json(await removeIdentitiesBy(deps, c.get('actingAccountId'), query, c.get('principal').userId)),
    );
}
