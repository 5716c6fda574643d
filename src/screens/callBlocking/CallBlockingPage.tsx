// #/management/m/callBlocking (CALL-05): the account's call blocking for its administrators.
// Read with read:account-settings, changed with update:account-settings (the server checks both,
// and update:block411 for rules that block 411).
import { useState } from 'react';
import {
  deleteRules,
  getCallBlocking,
  listCallCountries,
  listSystemRules,
  listUserRules,
  type RuleDraft,
  saveBlockingOptions,
  saveMasterSwitch,
  saveRule,
  toggleRules,
} from '../../api/callBlocking';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { BlockedCallAction } from '../../domain/schemas/callBlocking';
import { Alert } from '../../ui/Alert';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { shownHere, writeStateOf } from '../common/writeState';
import { CallBlockingView } from './CallBlockingView';

export function CallBlockingPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const key = (name: string) => ['callBlocking', name, accountId];
  const blocking = useResource(key('account'), (s) => getCallBlocking(api, accountId, s));
  const system = useResource(key('system'), (s) => listSystemRules(api, accountId, s));
  const users = useResource(key('users'), (s) => listUserRules(api, accountId, s));
  const countries = useResource(key('countries'), (s) => listCallCountries(api, accountId, s), {
    handled: allHandled,
  });
  const [said, setSaid] = useState<{ switch?: string; options?: string; bulk?: string }>({});
  const reload = () => {
    blocking.reload();
    users.reload();
    system.reload();
  };
  const handled = { handled: shownHere };
  const format = useFormat();

  const masterSwitch = useAction(async (enabled: boolean) => {
    await saveMasterSwitch(api, accountId, enabled);
    setSaid({ switch: enabled ? 'Call blocking is on.' : 'Call blocking is off.' });
    blocking.reload();
  }, handled);
  const options = useAction(async (blockedCallAction: BlockedCallAction) => {
    await saveBlockingOptions(api, accountId, { blockedCallAction });
    setSaid({ options: 'What blocked callers hear is saved.' });
  }, handled);
  const rule = useAction(async (draft: RuleDraft) => {
    await saveRule(api, accountId, draft);
    reload();
  }, handled);
  const bulk = useAction(async (change: { ruleIds: number[]; enabled?: boolean }) => {
    if (change.enabled === undefined) {
      const { deleted } = await deleteRules(api, accountId, change.ruleIds);
      setSaid({
        bulk: deleted === 1 ? 'The rule is deleted.' : `${format.number(deleted)} rules are deleted.`,
      });
    } else {
      const { changed } = await toggleRules(api, accountId, change.ruleIds, change.enabled);
      setSaid({
        bulk: `${changed === 1 ? 'The rule is' : `${format.number(changed)} rules are`} ${change.enabled ? 'on' : 'off'}.`,
      });
    }
    reload();
  }, handled);

  const loaded = blocking.data && system.data && users.data;
  return (
    <>
      <PageHeader title={props.title} />
      {countries.failed ? (
        <Alert variant="warning">
          The country list did not load: rules for countries cannot be added now.
        </Alert>
      ) : null}
      {!loaded ? (
        [blocking, system, users].some((r) => r.failed) ? null : (
          <LoadingState label="Loading call blocking…" />
        )
      ) : (
        <CallBlockingView
          blocking={blocking.data!}
          systemRules={system.data!.items}
          userRules={users.data!.items}
          countries={countries.data?.items ?? []}
          country={profile.account.countryCode}
          canEdit={profile.permissions.has('update:account-settings')}
          switchState={writeStateOf(masterSwitch as Action<never>, said.switch)}
          optionsState={writeStateOf(options as Action<never>, said.options)}
          ruleState={writeStateOf(rule as Action<never>)}
          bulkState={writeStateOf(bulk as Action<never>, said.bulk)}
          onMasterSwitch={(enabled) => void masterSwitch.run(enabled)}
          onSaveOptions={(a) => void options.run(a)}
          onSaveRule={(draft) => rule.run(draft)}
          onRuleDialogClosed={rule.reset}
          onDelete={(ruleIds) => bulk.run({ ruleIds })}
          onToggle={(ruleIds, enabled) => bulk.run({ ruleIds, enabled })}
        />
      )}
    </>
  );
}
