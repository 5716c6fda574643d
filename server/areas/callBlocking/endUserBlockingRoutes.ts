// An end user's own call blocking (CALL-05, decision 0102), under
// /api/ucaas/account/{accountId}/enduser/{loginName}/...: only ever the signed-in user's own
// login name and extensions. Any other login name or extension answers 404, as one that does not
// exist, whoever calls (an administrator uses the admin routes). A user whose administrator turned
// allowCallBlocking off reads their rules but changes nothing.
import { eq } from 'drizzle-orm';
import {
  callBlockRuleSchema,
  ruleIdsSchema,
  ruleToggleSchema,
  type UserCallBlocking,
  userCallBlockOptionsSchema,
} from '../../../src/domain/schemas/callBlocking';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { refusedAsMissing, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  extensionRules,
  ownExtensions,
  saveUserOptions,
  settingsOf,
  userOptionsOf,
} from './callBlockingStore';
import { changeRules, saveRule, type Writer } from './ruleWrites';

const BASE = '/api/ucaas/account/:accountId/enduser/:loginName';
const OWN = `${BASE}/extension/:extension/callblocking`;
const SELF = { session: true, account: 'path' } as const;

export const NOT_ALLOWED_MESSAGE = 'Your administrator has not allowed you to block calls.';

type Ctx = Parameters<Parameters<SecureRouter['get']>[2]>[0];

/** The caller themself, when the path names them in their own account; else a 404. */
async function self(db: Db, c: Ctx) {
  const principal = c.get('principal');
  const [me] = await db
    .select({
      loginName: users.loginName,
      accountId: users.accountId,
      allowCallBlocking: users.allowCallBlocking,
    })
    .from(users)
    .where(eq(users.id, principal.userId));
  const named = c.req.param('loginName') ?? '';
  if (!me || me.accountId !== c.get('actingAccountId') || me.loginName.toLowerCase() !== named.toLowerCase())
    throw refusedAsMissing(c, 'User not found');
  const extensions = await ownExtensions(db, principal.userId);
  return { ...me, extensions };
}

/** The caller's own extension the path names, and who writes on it; else a 404. */
async function ownExtension(db: Db, c: Ctx) {
  const me = await self(db, c);
  const extension = me.extensions.find((x) => x.number === c.req.param('extension'));
  if (!extension) throw refusedAsMissing(c, 'Extension not found');
  if (!me.allowCallBlocking) throw forbidden(NOT_ALLOWED_MESSAGE);
  const writer: Writer = {
    accountId: c.get('actingAccountId'),
    principal: c.get('principal'),
    permissions: c.get('permissions'),
    ownExtensionIds: new Set([extension.id]),
  };
  return { extension, writer };
}

export function endUserBlockingRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      `${BASE}/callblocking`,
      { ...SELF, catalogue: ['C-483'], summary: 'The signed-in user’s own call blocking, per extension' },
      async (c) => {
        const me = await self(db, c);
        const accountId = c.get('actingAccountId');
        const ids = me.extensions.map((x) => x.id);
        const optionsOf = await userOptionsOf(db, ids);
        const rules = await extensionRules(db, accountId, ids);
        return c.json({
          accountId,
          loginName: me.loginName,
          allowed: me.allowCallBlocking,
          masterSwitch: (await settingsOf(db, accountId)).masterSwitch,
          extensions: me.extensions.map((x) => ({
            extensionId: x.id,
            extension: x.number,
            options: optionsOf(x.id),
            rules: rules.filter((r) => r.extensionId === x.id),
          })),
        } satisfies UserCallBlocking & { allowed: boolean });
      },
    )
    .post(
      `${OWN}/saveOptions`,
      {
        ...SELF,
        catalogue: ['C-074'],
        body: userCallBlockOptionsSchema,
        summary: 'The signed-in user’s own options on one of their extensions',
      },
      async (c, { body }) => {
        const { extension } = await ownExtension(db, c);
        await saveUserOptions(db, c.get('actingAccountId'), extension.id, body);
        return c.json({ extensionId: extension.id, extension: extension.number, options: body });
      },
    )
    .post(
      `${OWN}/updateRule`,
      {
        ...SELF,
        catalogue: [],
        body: callBlockRuleSchema,
        summary: 'Add one of the signed-in user’s own rules, or change it',
      },
      async (c, { body }) => {
        const { extension, writer } = await ownExtension(db, c);
        return c.json(await saveRule(db, writer, { ...body, scope: 'user', extensionId: extension.id }));
      },
    )
    .delete(
      `${OWN}/rules`,
      { ...SELF, catalogue: ['C-484'], body: ruleIdsSchema, summary: 'Delete own rules: all named or none' },
      async (c, { body }) => {
        const { writer } = await ownExtension(db, c);
        return c.json({ deleted: await changeRules(db, writer, body.ruleIds, { delete: true }) });
      },
    )
    .put(
      `${OWN}/rules/enabled`,
      {
        ...SELF,
        catalogue: ['C-485'],
        body: ruleToggleSchema,
        summary: 'Turn own rules on or off: all or none',
      },
      async (c, { body }) => {
        const { writer } = await ownExtension(db, c);
        return c.json({ changed: await changeRules(db, writer, body.ruleIds, { enabled: body.enabled }) });
      },
    );
}
