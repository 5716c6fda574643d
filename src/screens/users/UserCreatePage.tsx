// #/management/m/users/new: the user-create machine (debounced login-name check, recheck on
// submit) wired to the request layer; a created user opens on their page.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { fromPromise } from 'xstate';
import { userCreateMachine } from '../../../machines/users/userCreateMachine';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { checkLoginName, createUserWithExtension, type TelephonyUser } from '../../api/users';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { grantableRoles } from '../../domain/userManagement';
import { assignableRoles } from '../../domain/userRules';
import { type LoginNameStatus, type NewUserDraft, UserCreateView } from './UserCreateView';

export function UserCreatePage(props: { debounceMs?: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const actor = useActorRef(
    userCreateMachine.provide({
      actors: {
        checkLoginName: fromPromise(({ input }) => checkLoginName(api, input.loginName)),
        createUser: fromPromise(({ input }) => {
          const draft = input.draft as NewUserDraft;
          return createUserWithExtension(api, accountId, draft.user, { extension: draft.extension });
        }),
      },
      ...(props.debounceMs !== undefined ? { delays: { debounce: props.debounceMs } } : {}),
    }),
  );
  const status = useSelector(actor, (s) => {
    const v = s.value;
    return typeof v === 'string' ? v : Object.keys(v)[0];
  });
  const loginNameError = useSelector(actor, (s) => s.context.loginNameError);
  const error = useSelector(actor, (s) => s.context.error);
  const created = useSelector(actor, (s) => s.context.created as TelephonyUser | undefined);
  useEffect(() => {
    if (created) navigate(`/management/m/users/${created.userId}`);
  }, [created]);
  const viewStatus: LoginNameStatus =
    status === 'debouncing'
      ? 'checking'
      : ((['blank', 'malformed', 'checking', 'available', 'taken', 'unchecked'] as const).find(
          (x) => x === status,
        ) ?? 'available');
  return (
    <UserCreateView
      country={profile.account.countryCode}
      roleIds={grantableRoles(profile.roleId, assignableRoles(profile.account.kind))}
      loginNameStatus={viewStatus}
      loginNameError={status === 'malformed' || status === 'taken' ? loginNameError : undefined}
      onLoginNameChange={(value) => actor.send({ type: 'loginName.changed', value })}
      onSubmit={(draft) => actor.send({ type: 'user.submit', draft })}
      submitting={status === 'submitting' || status === 'created'}
      serverErrors={error instanceof ApiFailure ? error.errors : undefined}
      serverMessage={
        error && !(error instanceof ApiFailure && error.errors.length) ? describeFailure(error) : undefined
      }
    />
  );
}
