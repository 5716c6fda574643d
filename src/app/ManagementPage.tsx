// The shell around every management page: who is signed in, the account acted on, navigation.
import { landingPage } from '../domain/landing';
import { NotFoundView } from '../screens/common/NotFoundView';
import { ShellView } from '../screens/shell/ShellView';
import { Alert } from '../ui/Alert';
import { LoadingState } from '../ui/LoadingState';
import { PAGES } from './pages';
import { useProfile } from './session/ProfileContext';
import { useSession } from './session/SessionContext';

export function ManagementPage(props: { page: string; subpath?: string }) {
  const profile = useProfile();
  const { signOut } = useSession();
  if (profile.error)
    return <Alert variant="error">Your profile could not be loaded. Please sign in again.</Alert>;
  if (!profile.data) return <LoadingState label="Loading your account…" />;
  const { user, roleId, roleName, account } = profile.data;
  const home = landingPage(roleId, { isAcctInternational: account.config.isAcctInternational });
  const current = `/management/m/${props.page}`;
  const page = PAGES[props.page];
  return (
    <ShellView
      userName={`${user.first_name} ${user.last_name}`}
      roleName={roleName}
      accountName={account.name}
      accountStatus={account.status}
      nav={[
        {
          label: page && current === home ? page.title : 'Home',
          href: `#${home}`,
          current: current === home,
        },
      ]}
      onSignOut={signOut}
    >
      {page ? <page.Component title={page.title} subpath={props.subpath} /> : <NotFoundView homeHref={`#${home}`} />}
    </ShellView>
  );
}
