// #/management/m/conference: the account's conference bridges (C-128).
import { listConferenceKits } from '../../api/conference';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { ConferenceListView } from './ConferenceListView';

export function ConferenceListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const bridges = useResource(
    ['conferenceKits', accountId],
    (signal) => listConferenceKits(api, accountId, signal),
    {
      handled: allHandled,
    },
  );
  return (
    <ConferenceListView
      title={props.title}
      bridges={bridges.data}
      error={
        bridges.failed ? 'Try again in a moment. If it goes on, ask your provider’s support.' : undefined
      }
    />
  );
}
