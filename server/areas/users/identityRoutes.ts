// The identity service (cat §7.13): who the signed-in user is, in the identity view (USER-01).
import { eq } from 'drizzle-orm';
import { accounts, roleMemberships, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Principal } from '../../http/types';
import { identityView } from './identityView';

export function usersRoutes(deps: Deps) {
  const self = async (principal: Principal) => {
    const [user] = await deps.db.select().from(users).where(eq(users.id, principal.userId));
    if (!user) throw notFound('User not found');
    const memberships = await deps.db
      .select()
      .from(roleMemberships)
      .where(eq(roleMemberships.userId, user.id));
    const [acting] = await deps.db.select().from(accounts).where(eq(accounts.id, principal.actingAccountId));
    return {
      ...identityView(user),
      role_contexts: memberships.map((m) => ({
        account_id: m.accountId,
        role_id: m.roleId,
        is_default: m.isDefault,
      })),
      acting_account: acting ? { id: acting.id, name: acting.name } : null,
    };
  };
  // C-535 (v1) answers as C-536 (v3): the same identity view (decision 0118).
  return secureRouter(deps)
    .get('/v3/users/self', { catalogue: ['C-536'], session: true }, async (c) =>
      c.json(await self(c.get('principal'))),
    )
    .get('/v1/users/self', { catalogue: ['C-535'], session: true }, async (c) =>
      c.json(await self(c.get('principal'))),
    );
}
