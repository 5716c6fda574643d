// #/management/m/users/new: the user-create machine (debounced login-name check, recheck on
// submit) wired to the request layer; a created user opens on their page.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { fromPromise } from 'xstate';
import { LOGIN_NAME_STATUSES, userCreateMachineFor } from '../../../machines/users/userCreateMachine';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { checkLoginName, createUserWithExtension, type TelephonyUser } from '../../api/users';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { grantableRoles } from '../../domain/userManagement';
import { assignableRoles } from '../../domain/userRules';
import { type NewUserDraft, UserCreateView } from './UserCreateView';

/** The machine with this form's draft and the platform's answer as its context's types. */
const userCreateMachine = userCreateMachineFor<NewUserDraft, TelephonyUser>();

export function UserCreatePage(props: { debounceMs?: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const actor = useActorRef(
    userCreateMachine.provide({
      actors: {
        checkLoginName: fromPromise(({ input }) => checkLoginName(api, input.loginName)),
        createUser: fromPromise(({ input: { draft } }) => {
          if (!draft) throw new Error('Nothing to create');
          return createUserWithExtension(api, accountId, draft.user, { extension: draft.extension });
        }),
      },
      ...(props.debounceMs !== undefined ? { delays: { debounce: props.debounceMs } } : {}),
    }),
  );
  // While the submit is under way the name was found free (or is checked again): 'available'.
  const status = useSelector(actor, (s) => LOGIN_NAME_STATUSES.find((t) => s.hasTag(t)) ?? 'available');
  const submitting = useSelector(actor, (s) => s.hasTag('busy'));
  const loginNameError = useSelector(actor, (s) => s.context.loginNameError);
  const error = useSelector(actor, (s) => s.context.error);
  const created = useSelector(actor, (s) => s.context.created);
  useEffect(() => {
    if (created) navigate(`/management/m/users/${created.userId}`);
  }, [created]);
  return (
    <UserCreateView
      country={profile.account.countryCode}
      roleIds={grantableRoles(profile.roleId, assignableRoles(profile.account.kind))}
      loginNameStatus={status}
      loginNameError={status === 'malformed' || status === 'taken' ? loginNameError : undefined}
      onLoginNameChange={(value) => actor.send({ type: 'loginName.changed', value })}
      onSubmit={(draft) => actor.send({ type: 'user.submit', draft })}
      submitting={submitting}
      serverErrors={error instanceof ApiFailure ? error.errors : undefined}
      serverMessage={
        error && !(error instanceof ApiFailure && error.errors.length) ? describeFailure(error) : undefined
      }
    />
  );
}
