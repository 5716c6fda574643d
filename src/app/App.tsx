// Routes (hash-based, core §2): /login, /logout and the management pages behind sign-in.
import { useCallback, useMemo } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { landingPage } from '../domain/landing';
import { NotFoundView } from '../screens/common/NotFoundView';
import { SignedOutView } from '../screens/signin/SignedOutView';
import { LoadingState } from '../ui/LoadingState';
import { ErrorDisplayProvider, ErrorModal } from './errors/ErrorDisplay';
import { createErrorDisplay } from './errors/errorDisplay';
import { MachinesRoute } from './MachinesRoute';
import { ManagementPage } from './ManagementPage';
import { SignInPage } from './SignInPage';
import { ProfileProvider, useProfile } from './session/ProfileContext';
import { type Session, SessionProvider, useSession } from './session/SessionContext';
import { KeepSessionAlive } from './session/SessionKeepAlive';

export function App(props: { session: Session }) {
  const onExit = useCallback((route: string) => navigate(route), []);
  const errors = useMemo(() => createErrorDisplay(), []);
  return (
    <ErrorDisplayProvider display={errors}>
      <SessionProvider session={props.session} onExit={onExit}>
        <KeepSessionAlive />
        <Router hook={useHashLocation}>
          <Switch>
            <Route path="/login" component={SignInPage} />
            <Route path="/logout" component={SignedOutPage} />
            <Route path="/machines/:id?">{(params) => <MachinesRoute machineId={params.id} />}</Route>
            <Route path="/management/m/:page/*?">
              {(params) => <SignedIn page={params.page} subpath={params['*'] || undefined} />}
            </Route>
            <Route path="/">
              <SignedIn />
            </Route>
            <Route>
              <NotFoundView homeHref="#/" standalone />
            </Route>
          </Switch>
        </Router>
        <ErrorModal />
      </SessionProvider>
    </ErrorDisplayProvider>
  );
}

function SignedOutPage() {
  const { notice, phase } = useSession();
  if (phase === 'signedIn') return <Redirect to="/" />;
  return (
    <SignedOutView
      message={notice ?? 'Your session has ended. Please sign in again.'}
      onSignInAgain={() => navigate('/login')}
    />
  );
}

/** Pages behind sign-in: wait for the session, then the profile; no page → the role's landing page. */
function SignedIn(props: { page?: string; subpath?: string }) {
  const session = useSession();
  if (session.phase === 'pending') return <LoadingState label="Loading your session…" />;
  if (session.phase === 'signedOut') return <Redirect to="/login" />;
  return (
    <ProfileProvider accountId={session.accountId}>
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
