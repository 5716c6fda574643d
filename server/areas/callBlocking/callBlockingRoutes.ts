// The account's call blocking for its administrators (CALL-05, decision 0102), under
// /api/ucaas/account/{accountId}/phonesystem/callblocking: the rules of each scope (C-481, C-482,
// C-483), the rule writes (C-069, C-070, C-071), the options and the master switch (C-072, C-073),
// bulk delete and toggle (C-484, C-485), and the call country list (C-509). Read with
// read:account-settings, changed with update:account-settings: an end user holds neither.
import { callCountries } from '../../../src/domain/callBlocking/countries';
import {
  type AccountCallBlocking,
  callBlockOptionsSchema,
  callBlockRuleSchema,
  internationalBlockRuleSchema,
  masterSwitchSchema,
  ruleIdsSchema,
  ruleToggleSchema,
} from '../../../src/domain/schemas/callBlocking';
import { callBlockUserRulesQuerySchema } from '../../../src/domain/schemas/listQuery';
import { isSupportStaff } from '../../auth/tenancy';
import { forbidden } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  accountRules,
  saveMasterSwitch,
  saveOptions,
  settingsOf,
  systemRules,
  userRulesPage,
} from './callBlockingStore';
import { changeRules, saveRule, type Writer } from './ruleWrites';

const BASE = '/api/ucaas/account/:accountId/phonesystem/callblocking';
const READ = { permission: 'read:account-settings', account: 'path' } as const;
const WRITE = { permission: 'update:account-settings', account: 'path' } as const;

export const SKIP_VALIDATION_MESSAGE = 'Only the provider’s staff save a rule without checking its number.';

type Ctx = Parameters<Parameters<SecureRouter['get']>[2]>[0];
const writerOf = (c: Ctx): Writer => ({
  accountId: c.get('actingAccountId'),
  principal: c.get('principal'),
  permissions: c.get('permissions'),
});

export function callBlockingRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const accountBlocking = async (accountId: number): Promise<AccountCallBlocking> => ({
    accountId,
    ...(await settingsOf(db, accountId)),
    rules: await accountRules(db, accountId),
  });
  return secureRouter(deps)
    .get(
      BASE,
      {
        ...READ,
        catalogue: ['C-482'],
        summary: 'The account’s call blocking: master switch, options, account rules',
      },
      async (c) => c.json(await accountBlocking(c.get('actingAccountId'))),
    )
    .get(
      `${BASE}/systemRules`,
      { ...READ, catalogue: ['C-481'], summary: 'The provider’s rules, which every account has' },
      async (c) => c.json({ accountId: c.get('actingAccountId'), items: await systemRules(db) }),
    )
    .get(
      `${BASE}/userRules`,
      {
        ...READ,
        catalogue: ['C-483'],
        query: callBlockUserRulesQuerySchema,
        summary: 'The users’ own rules of the account, with their extensions',
      },
      async (c, { query }) =>
        c.json({
          accountId: c.get('actingAccountId'),
          ...(await userRulesPage(db, c.get('actingAccountId'), query)),
        }),
    )
    .post(
      `${BASE}/saveAcctIntBlockRule`,
      {
        ...WRITE,
        catalogue: ['C-069'],
        body: internationalBlockRuleSchema,
        summary: 'Block outgoing calls to a country for the account',
      },
      async (c, { body }) =>
        c.json(
          await saveRule(db, writerOf(c), {
            ruleId: body.ruleId,
            scope: 'account',
            kind: 'international',
            value: body.countryCode,
            direction: 'outbound',
            enabled: body.enabled,
            label: body.label,
          }),
        ),
    )
    .post(
      `${BASE}/updateRule`,
      {
        ...WRITE,
        catalogue: ['C-070'],
        body: callBlockRuleSchema,
        summary: 'Add a rule, or change the one ruleId names',
      },
      async (c, { body }) => c.json(await saveRule(db, writerOf(c), body)),
    )
    .post(
      `${BASE}/saveRuleSkipValidations`,
      {
        ...WRITE,
        orSupportStaff: true,
        catalogue: ['C-071'],
        body: callBlockRuleSchema,
        summary: 'Save a rule without checking its number (the provider’s staff)',
      },
      async (c, { body }) => {
        if (!isSupportStaff(c.get('principal'))) throw forbidden(SKIP_VALIDATION_MESSAGE);
        return c.json(await saveRule(db, writerOf(c), body, { skipValidation: true }));
      },
    )
    .post(
      `${BASE}/saveOptions`,
      {
        ...WRITE,
        catalogue: ['C-072'],
        body: callBlockOptionsSchema,
        summary: 'What a blocked caller hears',
      },
      async (c, { body }) => {
        await saveOptions(db, c.get('actingAccountId'), body);
        return c.json(await accountBlocking(c.get('actingAccountId')));
      },
    )
    .post(
      `${BASE}/saveMasterSwitchOptions`,
      {
        ...WRITE,
        catalogue: ['C-073'],
        body: masterSwitchSchema,
        summary: 'Turn all of the account’s call blocking on or off',
      },
      async (c, { body }) => {
        await saveMasterSwitch(db, c.get('actingAccountId'), body.enabled);
        return c.json(await accountBlocking(c.get('actingAccountId')));
      },
    )
    .delete(
      `${BASE}/rules`,
      { ...WRITE, catalogue: ['C-484'], body: ruleIdsSchema, summary: 'Delete rules: all named or none' },
      async (c, { body }) =>
        c.json({ deleted: await changeRules(db, writerOf(c), body.ruleIds, { delete: true }) }),
    )
    .put(
      `${BASE}/rules/enabled`,
      {
        ...WRITE,
        catalogue: ['C-485'],
        body: ruleToggleSchema,
        summary: 'Turn rules on or off: all named or none',
      },
      async (c, { body }) =>
        c.json({ changed: await changeRules(db, writerOf(c), body.ruleIds, { enabled: body.enabled }) }),
    )
    .get(
      '/api/ucaas/account/:accountId/callCountries',
      {
        permission: 'read:account',
        account: 'path',
        catalogue: ['C-509'],
        summary: 'The countries an international rule can name, with their calling codes',
      },
      (c) => c.json({ accountId: c.get('actingAccountId'), items: callCountries() }),
    );
}
