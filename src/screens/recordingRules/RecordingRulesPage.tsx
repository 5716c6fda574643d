// #/management/m/recordingRules (REC-01, REC-03): the account's recording rules and recording
// settings. Read with read:call-recording, changed with update:call-recording, a rule deleted
// with delete:call-recording (the server checks each). Whom a rule can name comes from the
// account's extensions (read:extensions); without them the rules still show.
import { useState } from 'react';
import { listExtensions } from '../../api/extensions';
import {
  changeRecordingRuleList,
  getEndUserRecordingAccess,
  listRecordingRules,
  listRecordingServices,
  setEndUserRecordingAccess,
  setRecordingFeature,
  writeRecordingRule,
} from '../../api/recordingRules';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { FeatureName, RecordingRule, RecordingRuleDraft } from '../../domain/schemas/recordingRules';
import { Alert } from '../../ui/Alert';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { shownHere, writeStateOf } from '../common/writeState';
import { choicesOf } from './choices';
import { RecordingRulesView } from './RecordingRulesView';

/** The extensions read for the rule dialog's choices: one page, the list's largest. */
const CHOICES_PAGE = 750;

export function RecordingRulesPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const key = (name: string) => ['recordingRules', name, accountId];
  const rules = useResource(key('rules'), (s) => listRecordingRules(api, accountId, s));
  const access = useResource(key('access'), (s) => getEndUserRecordingAccess(api, accountId, s));
  const services = useResource(key('services'), (s) => listRecordingServices(api, accountId, s));
  const extensions = useResource(
    key('extensions'),
    (s) => listExtensions(api, accountId, { pageSize: CHOICES_PAGE, offset: 0, sortField: 'extension' }, s),
    { handled: allHandled },
  );
  const [said, setSaid] = useState<{ list?: string; settings?: string }>({});
  const handled = { handled: shownHere };

  const save = useAction(async (input: { draft: RecordingRuleDraft; ruleId?: number }) => {
    await writeRecordingRule(
      api,
      accountId,
      input.ruleId === undefined
        ? { operation: 'create', rule: input.draft }
        : { operation: 'update', recordingRuleId: input.ruleId, rule: input.draft },
    );
    rules.reload();
  }, handled);
  const remove = useAction(async (rule: RecordingRule) => {
    await writeRecordingRule(api, accountId, { operation: 'delete', recordingRuleId: rule.recordingRuleId });
    setSaid({ list: `“${rule.name}” is deleted.` });
    rules.reload();
  }, handled);
  const toggle = useAction(async (input: { rule: RecordingRule; enabled: boolean }) => {
    await changeRecordingRuleList(api, accountId, {
      items: [{ recordingRuleId: input.rule.recordingRuleId, enabled: input.enabled }],
    });
    setSaid({ list: `“${input.rule.name}” is ${input.enabled ? 'on' : 'off'}.` });
    rules.reload();
  }, handled);
  const settings = useAction(
    async (change: { endUserAccess?: boolean; feature?: [FeatureName, unknown] }) => {
      if (change.endUserAccess !== undefined) {
        await setEndUserRecordingAccess(api, accountId, change.endUserAccess);
        access.reload();
      }
      if (change.feature) {
        await setRecordingFeature(api, accountId, 'callRecording', change.feature[0], change.feature[1]);
        services.reload();
      }
      setSaid({ settings: 'Recording settings are saved.' });
    },
    handled,
  );

  const loaded = rules.data && access.data && services.data;
  const canEdit = profile.permissions.has('update:call-recording');
  return (
    <>
      <PageHeader title={props.title} />
      {extensions.failed ? (
        <Alert variant="warning">
          The account’s extensions did not load: rules can be changed but not aimed.
        </Alert>
      ) : null}
      {!loaded ? (
        [rules, access, services].some((r) => r.failed) ? null : (
          <LoadingState label="Loading recording rules…" />
        )
      ) : (
        <RecordingRulesView
          rules={rules.data!.items}
          choices={choicesOf(extensions.data?.items ?? [])}
          canEdit={canEdit}
          canDelete={profile.permissions.has('delete:call-recording')}
          saveState={writeStateOf(save as Action<never>)}
          listState={writeStateOf(toggle as Action<never>, said.list)}
          deleteState={writeStateOf(remove as Action<never>)}
          onSave={(draft, ruleId) => save.run({ draft, ruleId })}
          onToggle={(rule, enabled) => void toggle.run({ rule, enabled })}
          onDelete={(rule) => remove.run(rule)}
          onDialogClosed={save.reset}
          settings={{
            endUserAccess: access.data!.enabled,
            services: services.data!.items,
            canEdit,
            state: writeStateOf(settings as Action<never>, said.settings),
            onEndUserAccess: (enabled) => void settings.run({ endUserAccess: enabled }),
            onFeature: (name, value) => void settings.run({ feature: [name, value] }),
          }}
        />
      )}
    </>
  );
}
