// The portal behind sign-in, in its own chunk (issue 12): the account's profile, then the page
// asked for inside the shell, or the role's landing page when no page is named.
// The shell's part of the endpoint catalogue travels with the signed-in portal: the request layer
// imports it on its first call by name, and by then it is here (it is not on the sign-in page).
import '../api/shellEndpoints';
import { Redirect } from 'wouter';
import { landingPage } from '../domain/landing';
import { LoadingState } from '../ui/LoadingState';
import { ManagementPage } from './ManagementPage';
import { ProfileProvider, useProfile } from './session/ProfileContext';

export function SignedInPortal(props: { accountId: number | undefined; page?: string; subpath?: string }) {
  return (
    <ProfileProvider accountId={props.accountId}>
      {props.page ? <ManagementPage page={props.page} subpath={props.subpath} /> : <ToLanding />}
    </ProfileProvider>
  );
}

function ToLanding() {
  const profile = useProfile();
  if (!profile.data) return <LoadingState label="Loading your account…" />;
  const { roleId, account } = profile.data;
  return <Redirect to={landingPage(roleId, { isAcctInternational: account.config.isAcctInternational })} />;
}
