// The identity service (cat §7.13): who the signed-in user is, in the identity view (USER-01).
import { eq } from 'drizzle-orm';
import { roleName } from '../../src/domain/roles';
import { accounts, roleMemberships, users } from '../db/schema';
import { notFound } from '../http/errors';
import { secureRouter } from '../http/secureRouter';
import type { Deps } from '../http/types';

export function usersRoutes(deps: Deps) {
  return secureRouter(deps).get('/v3/users/self', { session: true }, async (c) => {
    const principal = c.get('principal');
    const [user] = await deps.db.select().from(users).where(eq(users.id, principal.userId));
    if (!user) throw notFound('User not found');
    const memberships = await deps.db
      .select()
      .from(roleMemberships)
      .where(eq(roleMemberships.userId, user.id));
    const [acting] = await deps.db.select().from(accounts).where(eq(accounts.id, principal.actingAccountId));
    return c.json({
      id: user.id,
      account_id: user.accountId,
      first_name: user.firstName,
      last_name: user.lastName,
      login_name: user.loginName,
      email: user.email,
      roles: [{ id: user.roleId, name: roleName(user.roleId) ?? 'unknown' }],
      role_contexts: memberships.map((m) => ({
        account_id: m.accountId,
        role_id: m.roleId,
        is_default: m.isDefault,
      })),
      is_enable: user.isEnable,
      is_imported: user.isImported,
      secretQuestionId: user.secretQuestionId,
      isExpiredPassword: user.isExpiredPassword,
      acting_account: acting ? { id: acting.id, name: acting.name } : null,
    });
  });
}
