// Routes (hash-based, core §2): /login, /logout and the management pages behind sign-in.
import {
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { LoadingState } from '../ui/LoadingState';
import { ErrorDisplayProvider, useErrorDisplay } from './errors/ErrorDisplay';
import { createErrorDisplay } from './errors/errorDisplay';
import { LoadBoundary } from './LoadBoundary';
import { lazyPage } from './lazyPage';
import { type Session, SessionProvider, useSession } from './session/SessionContext';
import { errorModal, keepAlive, portal, preloadSignedIn, signedOut } from './signedInParts';

// Neither the machine gallery's route (with its profile check) nor the page of an unknown
// address is part of the sign-in page.
const notFound = lazyPage<
  { homeHref: string; standalone?: boolean },
  typeof import('../screens/common/NotFoundView')
>(() => import('../screens/common/NotFoundView'), 'NotFoundView');
const machines = lazyPage<{ machineId?: string }, typeof import('./MachinesRoute')>(
  () => import('./MachinesRoute'),
  'MachinesRoute',
);

// The sign-in page: its own chunk, which a signed-in portal never loads (issue 12). main.tsx starts
// loading it with the configuration when the address is the sign-in page's.
export const signInPage = lazyPage<object, typeof import('./SignInPage')>(
  () => import('./SignInPage'),
  'SignInPage',
);

// The referral programme's public pages (issue 24, decision 0115): their own chunk.
const referral = lazyPage<{ code: string; mode: string }, typeof import('../screens/referral/ReferralPage')>(
  () => import('../screens/referral/ReferralPage'),
  'ReferralPage',
);

export function App(props: { session: Session }) {
  const onExit = useCallback((route: string) => navigate(route), []);
  const errors = useMemo(() => createErrorDisplay(), []);
  return (
    <ErrorDisplayProvider display={errors}>
      <SessionProvider session={props.session} onExit={onExit}>
        <LoadBoundary>
          <KeepSessionAlive />
        </LoadBoundary>
        <Router hook={useHashLocation}>
          <RoutesBoundary>
            <Switch>
              <Route path="/login">
                <Suspense fallback={<LoadingState label="Loading…" />}>
                  <signInPage.Component />
                </Suspense>
              </Route>
              <Route path="/logout" component={SignedOutPage} />
              <Route path="/referral/:code/:mode">
                {(params) => (
                  <Suspense fallback={<LoadingState label="Loading…" />}>
                    <referral.Component
                      key={`${params.code}/${params.mode}`}
                      code={params.code}
                      mode={params.mode}
                    />
                  </Suspense>
                )}
              </Route>
              <Route path="/machines/:id?">
                {(params) => (
                  <Suspense fallback={<LoadingState label="Loading the machine gallery…" />}>
                    <machines.Component machineId={params.id} />
                  </Suspense>
                )}
              </Route>
              <Route path="/management/m/:page/*?">
                {(params) => <SignedIn page={params.page} subpath={params['*'] || undefined} />}
              </Route>
              <Route path="/">
                <SignedIn />
              </Route>
              <Route>
                <Suspense fallback={<LoadingState label="Loading…" />}>
                  <notFound.Component homeHref="#/" standalone />
                </Suspense>
              </Route>
            </Switch>
          </RoutesBoundary>
        </Router>
        <LoadBoundary>
          <ErrorModalSlot />
        </LoadBoundary>
      </SessionProvider>
    </ErrorDisplayProvider>
  );
}

/** A route that fails to load or render shows a way to reload; another address clears it. */
function RoutesBoundary(props: { children: ReactNode }) {
  const [location] = useLocation();
  return <LoadBoundary resetKey={location}>{props.children}</LoadBoundary>;
}

function SignedOutPage() {
  const { notice, phase } = useSession();
  if (phase === 'signedIn') return <Redirect to="/" />;
  return (
    <Suspense fallback={<LoadingState label="Loading…" />}>
      <signedOut.Component
        message={notice ?? 'Your session has ended. Please sign in again.'}
        onSignInAgain={() => navigate('/login')}
      />
    </Suspense>
  );
}

/** The keep-alive runs while a session is signed in, whatever the page. */
function KeepSessionAlive() {
  const { phase } = useSession();
  if (phase !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <keepAlive.Component />
    </Suspense>
  );
}

/** The error modal, loaded the first time one is asked for (or earlier, once signed in). */
function ErrorModalSlot() {
  const display = useErrorDisplay();
  const asked = useSyncExternalStore(display.subscribe, () => display.getSnapshot().modal !== undefined);
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <errorModal.Component />
    </Suspense>
  );
}

/** Pages behind sign-in: wait for the session, then the signed-in portal (./SignedInPortal). */
function SignedIn(props: { page?: string; subpath?: string }) {
  const session = useSession();
  useEffect(() => {
    if (session.phase !== 'signedOut') preloadSignedIn();
  }, [session.phase]);
  if (session.phase === 'pending') return <LoadingState label="Loading your session…" />;
  if (session.phase === 'signedOut') return <Redirect to="/login" />;
  return (
    <Suspense fallback={<LoadingState label="Loading the portal…" />}>
      <portal.Component accountId={session.accountId} page={props.page} subpath={props.subpath} />
    </Suspense>
  );
}
