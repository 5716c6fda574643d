// One user's recording rules (REC-01, decision 0105) at the spec's paths under
// /api/ucaas/user/{userId}: the rules that record the user (C-045), one of them (C-042), the
// user's own rule, a 'users' rule naming the user alone (C-044 adds it, C-043 changes it), and
// the switches of the user's own rules (C-046). And the appserver's reads of the account's rules
// (C-360) and of what they record, extension by extension (C-361).
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  type RecordingRuleInput,
  recordingRuleInputSchema,
  recordingRuleListSchema,
} from '../../../src/domain/schemas/recordingRules';
import { extensions } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  accountRules,
  changeRuleList,
  createRule,
  isOwnRuleOf,
  RULE_MISSING,
  updateRule,
  userRules,
} from './ruleStore';

const USER = '/api/ucaas/user/:userId';
const READ = { permission: 'read:call-recording', account: 'user' } as const;
const WRITE = { permission: 'update:call-recording', account: 'user' } as const;
const OWN_ONLY = 'A user’s own rule names that user alone.';

/** The input of a user's own rule: whatever scope the body says, it names the user alone. */
const ownInput = (userId: number, input: RecordingRuleInput): RecordingRuleInput => {
  if (input.scope !== 'users' || input.targetIds.some((id) => id !== userId))
    throw validationFailed([{ field: 'targetIds', message: OWN_ONLY }]);
  return { ...input, targetIds: [userId] };
};

const ruleIdOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) throw notFound(RULE_MISSING);
  return id;
};

export function userRuleRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      `${USER}/recordingRuleList`,
      { ...READ, catalogue: ['C-045'], summary: 'The rules that record this user’s calls, in order' },
      async (c, { row: user }) =>
        c.json({ userId: user.id, items: await userRules(db, user.accountId, user.id) }),
    )
    .put(
      `${USER}/recordingRuleList`,
      {
        ...WRITE,
        catalogue: ['C-046'],
        body: recordingRuleListSchema,
        summary: 'Switch or reorder this user’s own rules: all named, or none',
      },
      async (c, { body, row: user }) => {
        const own = (await userRules(db, user.accountId, user.id)).filter((r) => isOwnRuleOf(r, user.id));
        await changeRuleList(db, deps.now(), user.accountId, body, own);
        return c.json({ userId: user.id, items: await userRules(db, user.accountId, user.id) });
      },
    )
    .get(
      `${USER}/recordingRule/:recordingRuleId`,
      { ...READ, catalogue: ['C-042'], summary: 'One rule that records this user (else 404)' },
      async (c, { row: user }) => {
        const id = ruleIdOf(c.req.param('recordingRuleId'));
        const rule = (await userRules(db, user.accountId, user.id)).find((r) => r.recordingRuleId === id);
        if (!rule) throw notFound(RULE_MISSING);
        return c.json(rule);
      },
    )
    .put(
      `${USER}/recordingRule/:recordingRuleId`,
      {
        ...WRITE,
        catalogue: ['C-043'],
        body: recordingRuleInputSchema,
        summary: 'Change this user’s own rule (a rule naming the user alone; else 404)',
      },
      async (c, { body, row: user }) => {
        const id = ruleIdOf(c.req.param('recordingRuleId'));
        const rule = (await userRules(db, user.accountId, user.id)).find((r) => r.recordingRuleId === id);
        if (!rule || !isOwnRuleOf(rule, user.id)) throw notFound(RULE_MISSING);
        return c.json(await updateRule(db, deps.now(), user.accountId, id, ownInput(user.id, body)));
      },
    )
    .post(
      `${USER}/recordingRule`,
      {
        ...WRITE,
        catalogue: ['C-044'],
        body: recordingRuleInputSchema,
        summary: 'Add a rule of this user’s own (scope users, naming the user alone)',
      },
      async (c, { body, row: user }) =>
        c.json(await createRule(db, deps.now(), user.accountId, ownInput(user.id, body)), 201),
    );
}

export function appserverRuleRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const BASE = '/rest/account/:accountId';
  const READ_PATH = { permission: 'read:call-recording', account: 'path' } as const;
  return secureRouter(deps)
    .get(
      `${BASE}/callRecordingRules`,
      { ...READ_PATH, catalogue: ['C-360'], summary: 'The account’s call recording rules (as C-247)' },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          items: await accountRules(db, c.get('actingAccountId')),
        }),
    )
    .get(
      `${BASE}/callRecordingKits`,
      {
        ...READ_PATH,
        catalogue: ['C-361'],
        summary: 'What the enabled rules record, extension by extension: the rules that apply to each',
      },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const rules = (await accountRules(db, accountId)).filter((r) => r.enabled);
        const everyCall = rules.filter((r) => r.scope === 'account');
        const named = rules.filter((r) => r.scope !== 'account');
        const userIds = named.filter((r) => r.scope === 'users').flatMap((r) => r.targetIds);
        const extensionIds = named.filter((r) => r.scope !== 'users').flatMap((r) => r.targetIds);
        const rows =
          everyCall.length > 0
            ? await db.select().from(extensions).where(eq(extensions.accountId, accountId))
            : userIds.length + extensionIds.length === 0
              ? []
              : await db
                  .select()
                  .from(extensions)
                  .where(
                    and(
                      eq(extensions.accountId, accountId),
                      or(
                        userIds.length ? inArray(extensions.userId, userIds) : undefined,
                        extensionIds.length ? inArray(extensions.id, extensionIds) : undefined,
                      ),
                    ),
                  );
        const items = rows
          .map((x) => ({
            extensionId: x.id,
            extension: x.extensionNumber,
            name: x.userName,
            type: x.extensionType,
            recordingRuleIds: rules
              .filter(
                (r) =>
                  r.scope === 'account' ||
                  (r.scope === 'users'
                    ? x.userId !== null && r.targetIds.includes(x.userId)
                    : r.targetIds.includes(x.id)),
              )
              .map((r) => r.recordingRuleId),
          }))
          .filter((k) => k.recordingRuleIds.length > 0)
          .sort((a, b) => a.extension.localeCompare(b.extension, undefined, { numeric: true }));
        return c.json({ accountId, items });
      },
    );
}
