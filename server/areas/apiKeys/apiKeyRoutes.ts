// API keys (issue 23, item 3; C-206 POST, C-207 PUT, C-208 DELETE, auth family; decision 0107),
// and the account's keys as a list (a call of our own). They act on the session's account (the
// spec's paths carry none): an administrator of a parent acts in a child after the swap. Who may
// manage them: whoever manages the account's users (an API key is an API user's credential).
import { apiKeyCreateSchema, apiKeyUpdateSchema } from '../../../src/domain/schemas/apiKey';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { tableRows } from '../../auth/rows';
import { apiKeys } from '../../db/schema';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { apiKeysOf, apiUsersOf, changeApiKey, createApiKey, revokeApiKey } from './apiKeyStore';

export const apiKeyRows = tableRows('API key', apiKeys);
const ONE_KEY = { row: apiKeyRows, param: 'api_key_id' } as const;

export function apiKeyRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api-keys',
      {
        catalogue: [],
        permission: 'read:users',
        account: 'session',
        summary: 'The account’s API keys (never their secrets), revoked ones too, and its API users',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const items = await apiKeysOf(db, accountId);
        return c.json({ total: items.length, items, apiUsers: await apiUsersOf(db, accountId) });
      },
    )
    .post(
      '/api-keys',
      {
        catalogue: ['C-206'],
        permission: 'create:users',
        account: 'session',
        body: apiKeyCreateSchema,
        summary: 'Create an API key for an API user of the account; the answer shows its secret, once',
      },
      async (c, { body }) =>
        c.json(await createApiKey(deps, c.get('actingAccountId'), c.get('principal').userId, body), 201),
    )
    .put(
      '/api-keys/:api_key_id',
      {
        catalogue: ['C-207'],
        permission: 'update:users',
        account: ONE_KEY,
        body: apiKeyUpdateSchema,
        summary: 'Rename an API key or change its expiry',
      },
      async (c, { body, row }) => c.json(await changeApiKey(db, row, body)),
    )
    .delete(
      '/api-keys/:api_key_id',
      {
        catalogue: ['C-208'],
        permission: 'delete:users',
        account: ONE_KEY,
        body: noBodySchema,
        summary: 'Revoke an API key: calls with it are refused at once; the key stays listed as revoked',
      },
      async (c, { row }) => c.json(await revokeApiKey(deps, row)),
    );
}
