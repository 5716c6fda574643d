// The recording family's calls of recording rules and settings (REC-01, REC-03; decision 0105),
// at the paths of decision 0072 under /svc/recording/api/account/{accountId}: the rule list
// (C-247), the one write of create/update/delete (C-248), the list's order and switches (C-264),
// end users' access to the company's recordings (C-251, C-252), a user's recording privileges
// (C-270) and the account's services and their features (C-265..C-269). Read with
// read:call-recording, changed with update:call-recording, deleted with delete:call-recording.
import {
  endUserAccessSchema,
  FEATURE_VALUES,
  recordingRuleCrudSchema,
  recordingRuleListSchema,
  serviceFeatureSchema,
  serviceFeatureValueSchema,
} from '../../../src/domain/schemas/recordingRules';
import { forbidden, validationFailed } from '../../http/errors';
import { refusedAsMissing, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { accountRules, changeRuleList, createRule, deleteRule, updateRule } from './ruleStore';
import {
  accountServices,
  addFeature,
  changeFeature,
  featureOrMissing,
  privilegesOf,
  removeFeature,
  saveSettings,
  serviceOrMissing,
  settingsOf,
} from './settingsStore';

export const BASE = '/api/recording/account/:accountId';
const READ = { permission: 'read:call-recording', account: 'path' } as const;
const WRITE = { permission: 'update:call-recording', account: 'path' } as const;
const FEATURE = `${BASE}/services/:accountServiceId/features`;

export function recordingRuleRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const list = async (accountId: number) => ({ accountId, items: await accountRules(db, accountId) });
  const services = async (accountId: number) => ({ accountId, items: await accountServices(db, accountId) });
  return secureRouter(deps)
    .get(
      `${BASE}/getRecordingRulesList`,
      {
        ...READ,
        catalogue: ['C-247'],
        summary: 'The account’s recording rules, in order, with whom each names',
      },
      async (c) => c.json(await list(c.get('actingAccountId'))),
    )
    .post(
      `${BASE}/recordingRules/crud`,
      {
        ...WRITE,
        catalogue: ['C-248'],
        body: recordingRuleCrudSchema,
        summary:
          'Create, change or delete a recording rule: `operation` says which (delete needs delete:call-recording)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        if (body.operation === 'create')
          return c.json(await createRule(db, deps.now(), accountId, body.rule), 201);
        if (body.operation === 'update')
          return c.json(await updateRule(db, deps.now(), accountId, body.recordingRuleId, body.rule));
        if (!c.get('permissions').has('delete:call-recording')) throw forbidden();
        await deleteRule(db, accountId, body.recordingRuleId);
        return c.json({ deleted: body.recordingRuleId });
      },
    )
    .put(
      `${BASE}/recordingRulesList`,
      {
        ...WRITE,
        catalogue: ['C-264'],
        body: recordingRuleListSchema,
        summary: 'Reorder and switch the account’s rules: all named, or none',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        await changeRuleList(db, deps.now(), accountId, body, await accountRules(db, accountId));
        return c.json(await list(accountId));
      },
    )
    .get(
      `${BASE}/endUserCCRAccess`,
      { ...READ, catalogue: ['C-251'], summary: 'Whether end users may see the company’s recordings' },
      async (c) => {
        const accountId = c.get('actingAccountId');
        return c.json({ accountId, enabled: (await settingsOf(db, accountId)).endUserCompanyAccess });
      },
    )
    .post(
      `${BASE}/endUserCCRAccess`,
      {
        ...WRITE,
        catalogue: ['C-252'],
        body: endUserAccessSchema,
        summary: 'Let end users see the company’s recordings, or only their own',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        await saveSettings(db, accountId, { endUserCompanyAccess: body.enabled });
        return c.json({ accountId, enabled: body.enabled });
      },
    )
    .get(
      `${BASE}/users/:userId/privileges`,
      {
        session: true,
        account: 'user',
        catalogue: ['C-270'],
        summary:
          'What a user may do with recordings, and whose (the user themself, or read:call-recording; else 404)',
      },
      async (c, { row: user }) => {
        const self = user.id === c.get('principal').userId;
        if (!self && !c.get('permissions').has('read:call-recording'))
          throw refusedAsMissing(c, 'User not found');
        return c.json(await privilegesOf(db, user.accountId, user));
      },
    )
    .get(
      `${BASE}/services`,
      { ...READ, catalogue: ['C-265'], summary: 'The account’s recording services, with their features' },
      async (c) => c.json(await services(c.get('actingAccountId'))),
    )
    .get(
      FEATURE,
      {
        ...READ,
        catalogue: ['C-266'],
        summary: 'A service’s features: the account’s values, else the defaults',
      },
      async (c) => {
        const id = serviceOrMissing(c.req.param('accountServiceId') ?? '');
        const service = (await accountServices(db, c.get('actingAccountId'))).find(
          (s) => s.accountServiceId === id,
        );
        return c.json({ accountServiceId: id, items: service?.features ?? [] });
      },
    )
    .post(
      FEATURE,
      {
        ...WRITE,
        catalogue: ['C-267'],
        body: serviceFeatureSchema,
        summary: 'Set a feature the account has not set yet',
      },
      async (c, { body }) => {
        const id = serviceOrMissing(c.req.param('accountServiceId') ?? '');
        await addFeature(db, c.get('actingAccountId'), id, body.featureName, body.value);
        return c.json(await services(c.get('actingAccountId')), 201);
      },
    )
    .put(
      `${FEATURE}/:featureName`,
      {
        ...WRITE,
        catalogue: ['C-269'],
        body: serviceFeatureValueSchema,
        summary: 'Change a feature’s value',
      },
      async (c, { body }) => {
        const id = serviceOrMissing(c.req.param('accountServiceId') ?? '');
        const name = featureOrMissing(c.req.param('featureName') ?? '');
        const check = FEATURE_VALUES[name].safeParse(body.value);
        if (!check.success)
          throw validationFailed([
            { field: 'value', message: check.error.issues[0]?.message ?? 'Not a value.' },
          ]);
        await changeFeature(db, c.get('actingAccountId'), id, name, check.data);
        return c.json(await services(c.get('actingAccountId')));
      },
    )
    .delete(
      `${FEATURE}/:featureName`,
      {
        permission: 'delete:call-recording',
        account: 'path',
        catalogue: ['C-268'],
        summary: 'Remove the account’s value: the feature has its default again',
      },
      async (c) => {
        const id = serviceOrMissing(c.req.param('accountServiceId') ?? '');
        const name = featureOrMissing(c.req.param('featureName') ?? '');
        await removeFeature(db, c.get('actingAccountId'), id, name);
        return c.json(await services(c.get('actingAccountId')));
      },
    );
}
