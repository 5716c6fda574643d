// The account acted on, with its counts: the first content of every admin landing page.
import { getServiceInfo } from '../../api/account';
import { describeFailure } from '../../api/describeFailure';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { AccountSummaryView } from './AccountSummaryView';

export function AccountSummaryPage(props: { title: string }) {
  const { api } = useSessionContext();
  const account = useProfile().data!.account;
  const info = useResource(() => getServiceInfo(api, account.accountId), [account.accountId]);
  return (
    <AccountSummaryView
      title={props.title}
      account={account}
      loading={info.loading}
      error={info.error ? describeFailure(info.error) : undefined}
      counts={
        info.data && {
          users: info.data.users,
          extensions: info.data.extensions,
          devices: info.data.devices,
          phoneNumbers: info.data.phoneNumbers.totalCount,
          tollFreeNumbers: info.data.phoneNumbers.tollFreeCount,
        }
      }
    />
  );
}
