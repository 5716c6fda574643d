// #/management/m/users/<id>: one user, read and changed through the request layer.
import { useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { getUserIdentity } from '../../api/identity';
import {
  addPhonebookRecord,
  deletePhonebookRecord,
  deleteUser,
  getSecuritySettings,
  getUser,
  listPhonebook,
  resendNewUserEmail,
  sendPinResetEmail,
  type UserWrite,
  updateSecuritySettings,
  updateUser,
} from '../../api/users';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { userActions } from '../../domain/userManagement';
import { assignableRoles } from '../../domain/userRules';
import { Alert } from '../../ui/Alert';
import { LoadingState } from '../../ui/LoadingState';
import { UserDetailView } from './UserDetailView';

export function UserDetailPage(props: { userId: number }) {
  const { api } = useSessionContext();
  const profile = useProfile().data!;
  const { userId } = props;
  const user = useResource(() => getUser(api, userId), [userId]);
  const identity = useResource(() => getUserIdentity(api, userId), [userId]);
  const security = useResource(() => getSecuritySettings(api, userId), [userId]);
  const phonebook = useResource(() => listPhonebook(api, userId), [userId]);
  const [busy, setBusy] = useState<'save' | 'delete'>();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  // Every action: clear the last message, run, tell what happened.
  const act = async (what: () => Promise<unknown>, done: string, kind?: 'save' | 'delete') => {
    setNotice(undefined);
    setFailure(undefined);
    setBusy(kind);
    try {
      await what();
      setNotice(done);
      return true;
    } catch (e) {
      setFailure(e);
      return false;
    } finally {
      setBusy(undefined);
    }
  };
  if (user.error) return <Alert variant="error">{describeFailure(user.error)}</Alert>;
  if (!user.data) return <LoadingState label="Loading the user…" />;
  const u = user.data;
  const p = profile.permissions;
  // The user-management rule decides what is offered; the server asks it again on every write.
  const may = userActions(
    { userId: profile.user.id, roleId: profile.roleId },
    { userId: u.userId, roleId: u.roleId, blockAccess: u.blockAccess },
    assignableRoles(profile.account.kind),
  );
  const canEdit = may.edit && (p?.has('update:users') ?? false);
  return (
    <UserDetailView
      key={JSON.stringify(u)}
      user={u}
      identity={identity.data}
      country={profile.account.countryCode}
      canEdit={canEdit}
      canDelete={may.delete && (p?.has('delete:users') ?? false)}
      canBlock={may.block}
      roleOptions={canEdit ? may.roles : [u.roleId]}
      notice={notice}
      error={
        failure && !(failure instanceof ApiFailure && failure.status === 400 && failure.errors.length)
          ? describeFailure(failure)
          : undefined
      }
      fieldErrors={failure instanceof ApiFailure ? failure.errors : undefined}
      saving={busy === 'save'}
      deleting={busy === 'delete'}
      onSave={(change: UserWrite) =>
        act(
          async () => {
            await updateUser(api, userId, change);
            user.reload();
            identity.reload();
          },
          'Saved.',
          'save',
        )
      }
      onDelete={async () => {
        if (await act(() => deleteUser(api, userId), 'Deleted.', 'delete')) navigate('/management/m/users');
      }}
      onResendWelcome={() =>
        act(
          () => resendNewUserEmail(api, profile.account.accountId, userId),
          `The welcome e-mail was sent to ${u.email}.`,
        )
      }
      onPinReset={() =>
        act(
          () => sendPinResetEmail(api, profile.account.accountId, userId),
          `The PIN reset e-mail was sent to ${u.email}.`,
        )
      }
      security={security.data}
      onSaveSecurity={(s) =>
        act(async () => {
          await updateSecuritySettings(api, userId, s);
          security.reload();
        }, 'Security settings saved.')
      }
      phonebook={phonebook.data}
      onAddPhonebook={(r) =>
        act(async () => {
          await addPhonebookRecord(api, userId, r);
          phonebook.reload();
        }, `${r.name} was added to the phone book.`)
      }
      onDeletePhonebook={(id) =>
        act(async () => {
          await deletePhonebookRecord(api, userId, id);
          phonebook.reload();
        }, 'The entry was removed.')
      }
    />
  );
}
