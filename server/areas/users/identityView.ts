// A user in the identity view (USER-01), as the identity service answers it.
import { roleName } from '../../../src/domain/roles';
import type { users } from '../../db/schema';

export function identityView(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    account_id: user.accountId,
    first_name: user.firstName,
    last_name: user.lastName,
    login_name: user.loginName,
    email: user.email,
    roles: [{ id: user.roleId, name: roleName(user.roleId) ?? 'unknown' }],
    is_enable: user.isEnable,
    is_imported: user.isImported,
    secretQuestionId: user.secretQuestionId,
    isExpiredPassword: user.isExpiredPassword,
  };
}
