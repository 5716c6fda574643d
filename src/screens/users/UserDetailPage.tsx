// #/management/m/users/<id>: one user, read and changed through the request layer.
import { useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { ApiFailure } from '../../api/failure';
import { getUserIdentity } from '../../api/identity';
import {
  addPhonebookRecord,
  deletePhonebookRecord,
  deleteUser,
  getSecuritySettings,
  getUser,
  getUserDeleteImpact,
  listPhonebook,
  resendNewUserEmail,
  sendPinResetEmail,
  type UserWrite,
  updateSecuritySettings,
  updateUser,
} from '../../api/users';
import { hasFieldErrors } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { userActions } from '../../domain/userManagement';
import { assignableRoles } from '../../domain/userRules';
import { LoadingState } from '../../ui/LoadingState';
import { LinkedIdentities } from '../common/LinkedIdentities';
import { UserDetailView } from './UserDetailView';
import { UserMfaMethods } from './UserMfaMethods';
import { UserPasswordReset } from './UserPasswordReset';
import { UserRecordingRules } from './UserRecordingRules';

export function UserDetailPage(props: { userId: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const { userId } = props;
  const accountId = profile.account.accountId;
  const user = useResource(['user', userId], (signal) => getUser(api, userId, signal));
  const identity = useResource(['identity', userId], (signal) => getUserIdentity(api, userId, signal));
  const security = useResource(['security', userId], (signal) => getSecuritySettings(api, userId, signal));
  const phonebook = useResource(['phonebook', userId], (signal) => listPhonebook(api, userId, 0, signal));
  const [notice, setNotice] = useState<string>();
  // The delete preview, read afresh each time the dialog opens and only while it is open.
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const impact = useResource(['userDeleteImpact', userId, confirmingDelete], (signal) =>
    confirmingDelete ? getUserDeleteImpact(api, accountId, userId, signal) : Promise.resolve(undefined),
  );
  // Every write: clear the last message, run, tell what happened. Field errors show beside the
  // fields; any other failure goes to the error display.
  const act = useAction(
    async (w: { run: () => Promise<unknown>; done: string }) => {
      setNotice(undefined);
      await w.run();
      setNotice(w.done);
    },
    { handled: hasFieldErrors },
  );
  const save = useAction(
    async (change: UserWrite) => {
      setNotice(undefined);
      await updateUser(api, userId, change);
      setNotice('Saved.');
      user.reload();
      identity.reload();
    },
    { handled: hasFieldErrors },
  );
  const remove = useAction(async () => {
    await deleteUser(api, userId);
    navigate('/management/m/users');
  });
  if (!user.data) return user.failed ? null : <LoadingState label="Loading the user…" />;
  const u = user.data;
  const p = profile.permissions;
  // The user-management rule decides what is offered; the server asks it again on every write.
  const may = userActions(
    { userId: profile.user.id, roleId: profile.roleId },
    { userId: u.userId, roleId: u.roleId, blockAccess: u.blockAccess },
    assignableRoles(profile.account.kind),
  );
  const canEdit = may.edit && p.has('update:users');
  const failure = save.error ?? act.error;
  return (
    <>
      <UserDetailView
        key={JSON.stringify(u)}
        user={u}
        identity={identity.data}
        country={profile.account.countryCode}
        canEdit={canEdit}
        canDelete={may.delete && p.has('delete:users')}
        canBlock={may.block}
        roleOptions={canEdit ? may.roles : [u.roleId]}
        notice={notice}
        fieldErrors={failure instanceof ApiFailure ? failure.errors : undefined}
        saving={save.pending}
        deleting={remove.pending}
        confirmingDelete={confirmingDelete}
        onConfirmingDeleteChange={setConfirmingDelete}
        deleteImpact={impact.data}
        deleteImpactLoading={confirmingDelete && impact.loading}
        onSave={save.run}
        onDelete={() => remove.run()}
        onResendWelcome={() =>
          act.run({
            run: () => resendNewUserEmail(api, accountId, userId),
            done: `The welcome e-mail was sent to ${u.email}.`,
          })
        }
        passwordReset={
          may.resetPassword && p.has('update:users') ? (
            <UserPasswordReset
              api={api}
              accountId={accountId}
              loginName={u.loginName}
              name={`${u.firstName} ${u.lastName}`.trim() || u.loginName}
              email={u.email}
            />
          ) : undefined
        }
        onPinReset={() =>
          act.run({
            run: () => sendPinResetEmail(api, accountId, userId),
            done: `The PIN reset e-mail was sent to ${u.email}.`,
          })
        }
        security={security.data}
        onSaveSecurity={(s) =>
          act.run({
            run: async () => {
              await updateSecuritySettings(api, userId, s);
              security.reload();
            },
            done: 'Security settings saved.',
          })
        }
        phonebook={phonebook.data}
        onAddPhonebook={(r) =>
          act.run({
            run: async () => {
              await addPhonebookRecord(api, userId, r);
              phonebook.reload();
            },
            done: `${r.name} was added to the phone book.`,
          })
        }
        onDeletePhonebook={(id) =>
          act.run({
            run: async () => {
              await deletePhonebookRecord(api, userId, id);
              phonebook.reload();
            },
            done: 'The entry was removed.',
          })
        }
      />
      {p.has('read:call-recording') ? <UserRecordingRules userId={userId} /> : null}
      {p.has('read:users') ? <UserMfaMethods userId={userId} canReset={p.has('update:users')} /> : null}
      {p.has('read:sso-settings') ? (
        <LinkedIdentities userId={userId} canUnlink={p.has('delete:sso-settings')} />
      ) : null}
    </>
  );
}
