// Admin config (issue 24, item 8; cat §7.11; decision 0116), in the application server: a user's
// preferences (C-496, and their change, a call of our own), the account's login config (C-497),
// its partner settings (C-498), its insights (C-500) and its completed tasks (C-501).
import { and, count, eq, inArray } from 'drizzle-orm';
import { isJobKind } from '../../../src/domain/jobKinds';
import { completedTaskListQuerySchema } from '../../../src/domain/schemas/listQuery';
import { userPreferencesSchema } from '../../../src/domain/schemas/portalSettings';
import { listOrder, listTotal } from '../../db/listPage';
import {
  accounts,
  bulkTasks,
  callFlows,
  callGroups,
  callQueues,
  devices,
  emergencyLocations,
  extensions,
  mfaSettings,
  passwordPolicies,
  phoneNumbers,
  ssoSettings,
  users,
} from '../../db/schema';
import { refusedAsMissing, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import type { JobRegistry } from '../../jobs/registry';
import { changePreferences, preferencesOf } from './settingsStore';
import { setupGuideOf } from './setupGuideStore';

/** A task is completed once the engine is done with it, whatever became of its rows. */
const FINISHED = ['done', 'partial', 'failed'];

/** A user's preferences are their own, or read by whoever manages the account's users. */
const mayReach = (callerId: number, userId: number, permissions: ReadonlySet<string>, key: string) =>
  callerId === userId || permissions.has(key);

export function adminConfigRoutes(deps: Deps, kinds: JobRegistry) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/rest/user/:userId/preferences',
      {
        catalogue: ['C-496'],
        session: true,
        account: 'user',
        summary:
          'A user’s preferences: their clock and the dashboard’s filter (one’s own, or an administrator’s read)',
      },
      async (c, { row: user }) => {
        if (!mayReach(c.get('principal').userId, user.id, c.get('permissions'), 'read:users'))
          throw refusedAsMissing(c, 'User not found');
        return c.json(await preferencesOf(db, user));
      },
    )
    .put(
      '/rest/user/:userId/preferences',
      {
        catalogue: [],
        session: true,
        account: 'user',
        body: userPreferencesSchema,
        summary:
          'Change a user’s clock: 12 or 24 hours, or null for the account’s (one’s own, or an administrator)',
      },
      async (c, { row: user, body }) => {
        if (!mayReach(c.get('principal').userId, user.id, c.get('permissions'), 'update:users'))
          throw refusedAsMissing(c, 'User not found');
        return c.json(await changePreferences(db, user, body, deps.now()));
      },
    )
    .get(
      '/rest/account/:accountId/adminConfig/loginConfig',
      {
        catalogue: ['C-497'],
        permission: 'read:account-settings',
        account: 'path',
        summary: 'How the account’s people sign in: single sign-on, a second factor, the password policy',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const [sso] = await db.select().from(ssoSettings).where(eq(ssoSettings.accountId, accountId));
        const [mfa] = await db.select().from(mfaSettings).where(eq(mfaSettings.accountId, accountId));
        const [policy] = await db
          .select()
          .from(passwordPolicies)
          .where(eq(passwordPolicies.accountId, accountId));
        return c.json({
          accountId,
          singleSignOn: { enabled: sso?.enabled ?? false, justInTimeUsers: sso?.jitCreation ?? false },
          secondFactorRequired: mfa?.enforced ?? false,
          passwordPolicy: policy
            ? {
                minLength: policy.minLength,
                requireDigit: policy.requireDigit,
                requireUpper: policy.requireUpper,
                requireSymbol: policy.requireSymbol,
                historyCount: policy.historyCount,
                expiryDays: policy.expiryDays,
              }
            : null,
        });
      },
    )
    .get(
      '/rest/account/:accountId/adminConfig/partnerSettings',
      {
        catalogue: ['C-498'],
        permission: 'read:account',
        account: 'path',
        summary: 'The partner the account is sold through (itself when it is one), and how it sells',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        // The tenant tree is a few levels deep: walk up to the nearest partner.
        let id: number | null = accountId;
        for (let depth = 0; id !== null && depth < 8; depth++) {
          const [a] = await db.select().from(accounts).where(eq(accounts.id, id));
          if (!a) break;
          if (a.kind === 'partner' || a.kind === 'provider')
            return c.json({
              accountId,
              // The partner is by name, not id: another tenant's id is not the account's to read.
              partner: {
                own: a.id === accountId,
                name: a.name,
                kind: a.kind,
                accountType: a.accountType,
                partnerType: a.partnerType,
                whiteLabel: a.isWhiteLabelPartner,
                csp: a.isCsp,
              },
            });
          id = a.parentId;
        }
        return c.json({ accountId, partner: null });
      },
    )
    .get(
      '/rest/account/:accountId/adminConfig/insights',
      {
        catalogue: ['C-500'],
        permission: 'read:account',
        account: 'path',
        summary:
          'What the account holds: users, extensions, numbers, phones, queues, groups, call flows, locations',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const tables = {
          users,
          extensions,
          phoneNumbers,
          devices,
          callQueues,
          callGroups,
          callFlows,
          emergencyLocations,
        };
        const counts: Record<string, number> = {};
        for (const [name, table] of Object.entries(tables))
          counts[name] = (
            await db.select({ n: count() }).from(table).where(eq(table.accountId, accountId))
          )[0].n;
        return c.json({ accountId, counts });
      },
    )
    .get(
      '/rest/account/:accountId/setupGuide',
      {
        catalogue: [],
        permission: 'read:account',
        account: 'path',
        summary: 'The setup guide’s steps, each done or not by what the account holds (MISC-03)',
      },
      async (c) => c.json(await setupGuideOf(db, c.get('actingAccountId'))),
    )
    .get(
      '/rest/account/:accountId/adminConfig/completedTasks',
      {
        catalogue: ['C-501'],
        session: true,
        account: 'path',
        query: completedTaskListQuerySchema,
        summary: 'The account’s finished tasks, latest first: only kinds the caller may read',
      },
      async (c, { query }) => {
        const permissions = c.get('permissions');
        const readable = [...kinds.values()]
          .filter((k) => isJobKind(k.kind) && permissions.has(k.readPermission))
          .map((k) => k.kind);
        if (readable.length === 0) return c.json({ total: 0, items: [] });
        const where = and(
          eq(bulkTasks.accountId, c.get('actingAccountId')),
          inArray(bulkTasks.status, FINISHED),
          inArray(bulkTasks.kind, readable),
        );
        const rows = await db
          .select()
          .from(bulkTasks)
          .where(where)
          .orderBy(
            ...listOrder(
              query,
              { finishedAt: bulkTasks.finishedAt, createdAt: bulkTasks.createdAt },
              bulkTasks.id,
            ),
          )
          .limit(query.pageSize)
          .offset(query.offset);
        return c.json({
          total: await listTotal(query, rows.length, () => db.$count(bulkTasks, where)),
          items: rows.map((t) => ({
            taskId: t.id,
            kind: t.kind,
            status: t.status,
            total: t.total,
            succeeded: t.succeeded,
            refused: t.refused,
            failed: t.failed,
            createdAt: t.createdAt,
            finishedAt: t.finishedAt,
          })),
        });
      },
    );
}
