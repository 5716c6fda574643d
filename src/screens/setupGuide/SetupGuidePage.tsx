// #/management/m/setupGuide (MISC-03, decision 0116): the setup guide of the account acted on.
import { getSetupGuide } from '../../api/portalSettings';
import { useMessageTexts } from '../../app/messageTexts';
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
  // The account's edits of the guide's texts over the defaults, editable in place with the key tool (MISC-02).
  const texts = useMessageTexts(accountId);
  return (
    <>
      <PageHeader title={props.title} />
      {guide.data ? (
        <SetupGuideView guide={guide.data} text={texts.text} edit={texts.edit} />
      ) : guide.failed ? null : (
        <LoadingState label="Loading the setup guide…" />
      )}
    </>
  );
}
