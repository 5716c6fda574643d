// #/management/m/numbers/<digits>: one number with its history, and its edit in a dialog.
import { useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { getNumber, listCustomTags, type NumberEdit, updateNumber } from '../../api/numbers';
import { hasFieldErrors, isNotFound } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { LoadingState } from '../../ui/LoadingState';
import { NotFoundView } from '../common/NotFoundView';
import { NumberDetailView } from './NumberDetailView';
import { numbersHref } from './numberLabels';

const isEditRefusal = (e: unknown) => hasFieldErrors(e) || (e instanceof ApiFailure && e.status === 400);

export function NumberDetailPage(props: { phoneNumber: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const { phoneNumber } = props;
  const number = useResource(
    ['phoneNumber', accountId, phoneNumber],
    (signal) => getNumber(api, accountId, phoneNumber, signal),
    { handled: isNotFound },
  );
  const [editing, setEditing] = useState(false);
  const tags = useResource(
    ['customTags', accountId, editing],
    (signal) => (editing ? listCustomTags(api, accountId, signal) : Promise.resolve([])),
    { handled: () => true },
  );
  const save = useAction(
    async (change: NumberEdit) => {
      await updateNumber(api, accountId, phoneNumber, change);
      setEditing(false);
      number.reload();
    },
    { handled: isEditRefusal },
  );
  const saveError = save.error instanceof ApiFailure ? save.error : undefined;

  if (number.error)
    return (
      <NotFoundView
        title="Number not found"
        message="This number does not exist, or it is not in this account."
        linkText="Back to numbers"
        homeHref={numbersHref()}
      />
    );
  if (!number.data) return number.failed ? null : <LoadingState label="Loading the number…" />;
  return (
    <NumberDetailView
      number={number.data}
      canUpdate={profile.permissions.has('update:phone-numbers')}
      edit={{
        isOpen: editing,
        customTags: (tags.data ?? []).map((t) => t.name),
        saving: save.pending,
        serverErrors: saveError?.errors,
        serverMessage: saveError && !saveError.errors.length ? describeFailure(saveError) : undefined,
      }}
      onEdit={() => {
        save.reset();
        setEditing(true);
      }}
      onSaveEdit={(change) => void save.run(change)}
      onCancelEdit={() => setEditing(false)}
    />
  );
}
