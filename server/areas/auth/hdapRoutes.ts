// The legacy admin host (hdap.url): sign-in attempts left for a user (AUTH-10).
import { attemptsLeft } from '../../auth/signIn';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';

export function hdapRoutes(deps: Deps) {
  return secureRouter(deps).get(
    '/adminv2/api/ucaas/user/:userId/attemptsLeft',
    { catalogue: ['C-004'], permission: 'read:users', account: 'user' },
    async (c, { row: user }) => c.json({ userId: user.id, ...(await attemptsLeft(deps, user)) }),
  );
}
