// #/management/m/setupGuide (MISC-03, decision 0116): the setup guide of the account acted on.
import { getMessageTexts, getSetupGuide } from '../../api/portalSettings';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { SetupGuideView } from './SetupGuideView';

export function SetupGuidePage(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const guide = useResource(['setupGuide', accountId], (signal) => getSetupGuide(api, accountId, signal));
  // The account's edits of the guide's texts (MISC-02); without them, the defaults.
  const texts = useResource(
    ['messageTexts', accountId],
    (signal) => getMessageTexts(api, accountId, signal),
    {
      handled: allHandled,
    },
  );
  const overrides = Object.fromEntries((texts.data?.items ?? []).map((i) => [i.key, i.text]));
  return (
    <>
      <PageHeader title={props.title} />
      {guide.data ? (
        <SetupGuideView guide={guide.data} texts={overrides} />
      ) : guide.failed ? null : (
        <LoadingState label="Loading the setup guide…" />
      )}
    </>
  );
}
