// C-110: an administrator resets the password of a user of the account, named by login name
// (decision 0118). The same reset as the bulk reset (C-329): a task of one row, polled by id,
// that clears the password, ends the user's sessions and e-mails them a link to choose another.
// A GET in the catalogue that acts: audited like a write.
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { startJob } from '../../jobs/runner';
import { assertUserWrite } from './userWrites';

export function adminResetRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps).get(
    '/api/ucaas/account/:accountId/adminResetPassword/:loginName',
    {
      catalogue: ['C-110'],
      permission: 'update:users',
      account: 'path',
      audit: true,
      summary: 'Reset the password of the account’s user with this login name (a task of one row)',
    },
    async (c) => {
      const accountId = c.get('actingAccountId');
      const loginName = (c.req.param('loginName') ?? '').trim();
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.accountId, accountId), sql`lower(${users.loginName}) = lower(${loginName})`));
      if (!user) throw notFound('No user of this account has this login name.');
      await assertUserWrite(db, c.get('principal'), user, { kind: 'resetPassword' });
      const taskId = await startJob(deps, {
        accountId,
        kind: 'passwordReset',
        createdBy: c.get('principal').userId,
        rows: [{ rowNumber: 1, input: { userId: user.id } }],
      });
      return c.json({ taskId, status: 'queued', total: 1, userId: user.id }, 202);
    },
  );
}
