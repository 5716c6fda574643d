// #/management/m/account/<accountId>: one account's summary. Typing another tenant's account
// here is refused by the server (404) and shown as a clear refusal, not an empty page.
import { getAccountInfo, getServiceInfo } from '../../api/account';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useShownAccount } from '../../app/shownAccount';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadingState } from '../../ui/LoadingState';
import { sprinkles } from '../../ui/sprinkles.css';
import { ForbiddenView } from '../common/ForbiddenView';
import { AccountSummaryView } from '../landing/AccountSummaryView';
import { useSwitchAccount } from './useSwitchAccount';

export const NOT_YOUR_ACCOUNT =
  'This account does not exist or is not one you manage, so it cannot be opened. Check the account ID, or open one of your own accounts.';

/** Another tenant's account answers 404 (or 403): this page says so itself. */
const isRefusal = (error: unknown) =>
  error instanceof ApiFailure && (error.status === 404 || error.status === 403);

export function AccountPage(props: { title: string; subpath?: string }) {
  const { api } = useSessionContext();
  const profile = useProfile().data!;
  const id = /^\d{1,10}$/.test(props.subpath ?? '') ? Number(props.subpath) : undefined;
  const info = useResource(async () => (id ? getAccountInfo(api, id) : undefined), [id], {
    handled: isRefusal,
  });
  const counts = useResource(async () => (id ? getServiceInfo(api, id) : undefined), [id]);
  const { switchTo, error: switchError } = useSwitchAccount();
  // The header names this account while its page is open (not the one acted on).
  useShownAccount(info.data?.name);
  const refused = id === undefined || isRefusal(info.error);
  if (refused) return <ForbiddenView homeHref="#/" message={NOT_YOUR_ACCOUNT} />;
  if (!info.data) return <LoadingState label="Loading the account…" />;
  const c = counts.data;
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
      <AccountSummaryView
        title={info.data.name}
        account={info.data}
        loading={counts.loading}
        error={counts.error ? describeFailure(counts.error) : undefined}
        counts={
          c && {
            users: c.users,
            extensions: c.extensions,
            devices: c.devices,
            phoneNumbers: c.phoneNumbers.totalCount,
            tollFreeNumbers: c.phoneNumbers.tollFreeCount,
          }
        }
      />
      {info.data.accountId !== profile.account.accountId ? (
        <div>
          {switchError ? <Alert variant="error">{switchError}</Alert> : null}
          <Button onPress={() => void switchTo(info.data!.accountId)}>Switch to {info.data.name}</Button>
        </div>
      ) : null}
    </div>
  );
}
