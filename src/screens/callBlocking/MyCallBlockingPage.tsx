// #/management/m/myCallBlocking (CALL-05): the signed-in user's own call blocking, from their own
// menu (Personal). Every call names the user's own login name and extension; the server answers
// nothing else.
import { useState } from 'react';
import {
  deleteMyRules,
  getMyCallBlocking,
  listCallCountries,
  type Own,
  type RuleDraft,
  saveMyOptions,
  saveMyRule,
  toggleMyRules,
} from '../../api/callBlocking';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { UserCallBlockOptions } from '../../domain/schemas/callBlocking';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { shownHere, writeStateOf } from '../common/writeState';
import { MyCallBlockingView } from './MyCallBlockingView';

export function MyCallBlockingPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  // The user's own account, whichever account a swap acts on.
  const own: Own = { accountId: profile.homeAccount.id, loginName: profile.user.login_name };
  const mine = useResource(['myCallBlocking', own.accountId, own.loginName], (s) =>
    getMyCallBlocking(api, own, s),
  );
  const countries = useResource(
    ['callBlocking', 'countries', own.accountId],
    (s) => listCallCountries(api, own.accountId, s),
    {
      handled: allHandled,
    },
  );
  const [said, setSaid] = useState<{ options?: string; bulk?: string }>({});
  const handled = { handled: shownHere };
  const format = useFormat();

  const options = useAction(async (input: { extension: string; options: UserCallBlockOptions }) => {
    await saveMyOptions(api, own, input.extension, input.options);
    setSaid({ options: 'Your options are saved.' });
    mine.reload();
  }, handled);
  const rule = useAction(async (input: { extension: string; draft: RuleDraft }) => {
    await saveMyRule(api, own, input.extension, input.draft);
    mine.reload();
  }, handled);
  const bulk = useAction(async (input: { extension: string; ruleIds: number[]; enabled?: boolean }) => {
    if (input.enabled === undefined) {
      const { deleted } = await deleteMyRules(api, own, input.extension, input.ruleIds);
      setSaid({
        bulk: deleted === 1 ? 'The rule is deleted.' : `${format.number(deleted)} rules are deleted.`,
      });
    } else {
      const { changed } = await toggleMyRules(api, own, input.extension, input.ruleIds, input.enabled);
      setSaid({
        bulk: `${changed === 1 ? 'The rule is' : `${format.number(changed)} rules are`} ${input.enabled ? 'on' : 'off'}.`,
      });
    }
    mine.reload();
  }, handled);

  return (
    <>
      <PageHeader title={props.title} />
      {!mine.data ? (
        mine.failed ? null : (
          <LoadingState label="Loading your call blocking…" />
        )
      ) : (
        <MyCallBlockingView
          extensions={mine.data.extensions}
          allowed={mine.data.allowed}
          masterSwitch={mine.data.masterSwitch}
          countries={countries.data?.items ?? []}
          country={profile.account.countryCode}
          optionsState={writeStateOf(options as Action<never>, said.options)}
          ruleState={writeStateOf(rule as Action<never>)}
          bulkState={writeStateOf(bulk as Action<never>, said.bulk)}
          onSaveOptions={(extension, o) => void options.run({ extension, options: o })}
          onSaveRule={(extension, draft) => rule.run({ extension, draft })}
          onRuleDialogClosed={rule.reset}
          onDelete={(extension, ruleIds) => bulk.run({ extension, ruleIds })}
          onToggle={(extension, ruleIds, enabled) => bulk.run({ extension, ruleIds, enabled })}
        />
      )}
    </>
  );
}
