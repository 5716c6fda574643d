// The legacy admin host (hdap.url): sign-in attempts left for a user (AUTH-10).
import { eq } from 'drizzle-orm';
import { attemptsLeft } from '../../auth/signIn';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';

export function hdapRoutes(deps: Deps) {
  return secureRouter(deps).get(
    '/adminv2/api/ucaas/user/:userId/attemptsLeft',
    { catalogue: ['C-004'], permission: 'read:users', account: 'user' },
    async (c) => {
      const [user] = await deps.db
        .select()
        .from(users)
        .where(eq(users.id, Number(c.req.param('userId'))));
      if (!user) throw notFound('User not found');
      return c.json({ userId: user.id, ...(await attemptsLeft(deps, user)) });
    },
  );
}
