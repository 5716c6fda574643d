// #/machines/<id>: the machine gallery. Development builds open it to anyone (no sign-in, so a
// designer can watch a sign-in from the start); production opens it to provider super users only.
// The gallery is its own chunk: the layout engine is only loaded by those who open it.
import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect } from 'wouter';
import { ROLE } from '../domain/roles';
import { ForbiddenView } from '../screens/common/ForbiddenView';
import { Alert } from '../ui/Alert';
import { LoadingState } from '../ui/LoadingState';
import { ProfileProvider, useProfile } from './session/ProfileContext';
import { useSession } from './session/SessionContext';

const MachinesPage = lazy(() =>
  import('../screens/machines/MachinesPage').then((m) => ({ default: m.MachinesPage })),
);

export function MachinesRoute(props: { machineId?: string }) {
  const page = (
    <Suspense fallback={<LoadingState label="Loading the machine gallery…" />}>
      <MachinesPage machineId={props.machineId} />
    </Suspense>
  );
  return import.meta.env.DEV ? page : <SuperUsersOnly>{page}</SuperUsersOnly>;
}

function SuperUsersOnly(props: { children: ReactNode }) {
  const session = useSession();
  if (session.phase === 'pending') return <LoadingState label="Loading your session…" />;
  if (session.phase === 'signedOut') return <Redirect to="/login" />;
  return (
    <ProfileProvider accountId={session.accountId}>
      <IfSuperUser>{props.children}</IfSuperUser>
    </ProfileProvider>
  );
}

function IfSuperUser(props: { children: ReactNode }) {
  const profile = useProfile();
  if (profile.error)
    return <Alert variant="error">Your profile could not be loaded. Please sign in again.</Alert>;
  if (!profile.data) return <LoadingState label="Loading your account…" />;
  if (profile.data.roleId !== ROLE.SUPERUSER) return <ForbiddenView homeHref="#/" standalone />;
  return props.children;
}
