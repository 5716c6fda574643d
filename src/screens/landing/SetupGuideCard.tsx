// The dashboard's setup guide card (MISC-03, decision 0116): while the account's setup is not
// complete, to those who manage the account's settings, with its progress and a link to the
// guide. Nothing when complete, not theirs to act on, or when it fails.
import { getSetupGuide } from '../../api/portalSettings';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { setupProgress } from '../../domain/setupGuide';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';

export function SetupGuideCard() {
  const profile = useSignedInProfile();
  return profile.permissions.has('update:account-settings') ? (
    <GuideCard accountId={profile.account.accountId} />
  ) : null;
}

function GuideCard({ accountId }: { accountId: number }) {
  const { api } = useSessionContext();
  const guide = useResource(['setupGuide', accountId], (s) => getSetupGuide(api, accountId, s), {
    handled: allHandled,
  });
  if (!guide.data) return null;
  const progress = setupProgress(guide.data.steps);
  if (progress.complete) return null;
  return (
    <Alert variant="info" title="Set up your account">
      <p>
        {progress.done} of {progress.total} steps done.
      </p>
      <Link href="#/management/m/setupGuide">Open the setup guide</Link>
    </Alert>
  );
}
