// #/management/m/account/<accountId>: one account's summary and details (decision 0119). Typing another tenant's account
// here is refused by the server (404) and shown as a clear refusal, not an empty page.
import { getAccountDetails, getServiceInfo } from '../../api/account';
import { getLifecycleInfo } from '../../api/accountLifecycle';
import { allHandled, isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useShownAccount } from '../../app/shownAccount';
import { useResource } from '../../app/useResource';
import { Button } from '../../ui/Button';
import { useFormat } from '../../ui/format/FormatContext';
import { formatDate } from '../../ui/format/formatters';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { sprinkles } from '../../ui/sprinkles.css';
import { ForbiddenView } from '../common/ForbiddenView';
import { AccountSummaryView } from '../landing/AccountSummaryView';
import { AccountDetails } from './AccountDetails';
import { PartnerSummary } from './PartnerSummary';
import { useSwitchAccount } from './useSwitchAccount';

export const NOT_YOUR_ACCOUNT =
  'This account does not exist or is not one you manage, so it cannot be opened. Check the account ID, or open one of your own accounts.';

export function AccountPage(props: { title: string; subpath?: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const id = /^\d{1,10}$/.test(props.subpath ?? '') ? Number(props.subpath) : undefined;
  // Another tenant's account answers 404 (or 403): this page says so itself.
  const info = useResource(
    ['account', id],
    async (signal) => (id ? getAccountDetails(api, id, signal) : undefined),
    { handled: isRefusal },
  );
  const counts = useResource(['serviceInfo', id], async (signal) =>
    id ? getServiceInfo(api, id, signal) : undefined,
  );
  // The status and the change scheduled (decision 0114), for those who may read billing.
  const lifecycle = useResource(
    ['accountLifecycle', id],
    async (signal) =>
      id && profile.permissions.has('read:billing') ? getLifecycleInfo(api, id, signal) : undefined,
    { handled: allHandled },
  );
  const format = useFormat();
  const { switchTo, pending: switching } = useSwitchAccount();
  // The header names this account while its page is open (not the one acted on).
  useShownAccount(info.data?.name);
  const refused = id === undefined || info.error !== undefined;
  if (refused) return <ForbiddenView homeHref="#/" message={NOT_YOUR_ACCOUNT} />;
  if (!info.data) return info.failed ? null : <LoadingState label="Loading the account…" />;
  const account = info.data;
  const c = counts.data;
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
      <AccountSummaryView
        title={info.data.name}
        account={info.data}
        loading={counts.loading}
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
      <AccountDetails details={account} onSaved={info.reload} />
      {profile.permissions.has('read:account') ? <PartnerSummary accountId={account.accountId} /> : null}
      {lifecycle.data ? (
        <section aria-label="Account status">
          <p>
            {lifecycle.data.scheduledChange
              ? `Scheduled: ${lifecycle.data.status} → ${lifecycle.data.scheduledChange.toStatus} on ${formatDate(
                  lifecycle.data.scheduledChange.effectiveAt,
                  {
                    ...format.settings,
                    timeZone: 'UTC', // the day the change was set for
                  },
                )}.`
              : 'No status change is scheduled.'}{' '}
            <Link href={`#/management/m/accountStatus/${account.accountId}`}>
              Account status and services
            </Link>
          </p>
        </section>
      ) : null}
      {info.data.accountId !== profile.account.accountId ? (
        <div>
          <Button isPending={switching} onPress={() => void switchTo(account.accountId)}>
            Switch to {account.name}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
