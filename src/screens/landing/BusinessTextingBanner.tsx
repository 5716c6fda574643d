// The dashboard's business texting banner (MSG-01, decision 0111): shown while a US account's
// 10DLC registration is incomplete, to those who may read the account's settings (who can act on
// it), with a link to the registration. Nothing when it does not apply, is complete, or fails.
import { getTenDlcBanner } from '../../api/messaging';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';

export function BusinessTextingBanner() {
  const profile = useSignedInProfile();
  return profile.permissions.has('read:account-settings') ? (
    <Banner accountId={profile.account.accountId} />
  ) : null;
}

function Banner({ accountId }: { accountId: number }) {
  const { api } = useSessionContext();
  const banner = useResource(['tenDlcBanner', accountId], (s) => getTenDlcBanner(api, accountId, s), {
    handled: allHandled,
  });
  if (!banner.data?.show) return null;
  return (
    <Alert variant="warning" title="Business texting registration">
      <p>{banner.data.text}</p>
      <Link href="#/management/m/businessTexting">Open business texting</Link>
    </Alert>
  );
}
