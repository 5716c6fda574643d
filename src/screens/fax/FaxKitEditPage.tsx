// #/management/m/fax/<kitId>: a fax line (C-126), changed with C-127. Its addresses are checked
// against the account's other lines as they are typed (C-560); the platform checks them again on
// save, with the numbers and the cover page, and its field errors show under their fields until
// the field is changed. The numbers offered are the account's that no other extension holds.
import { useState } from 'react';
import { checkFaxEmail, type FaxKitBody, getFaxKit, listCoverPages, updateFaxKit } from '../../api/fax';
import { searchNumbers } from '../../api/numbers';
import { allHandled, isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { NotFoundView } from '../common/NotFoundView';
import { useRecordEdit } from '../common/useRecordEdit';
import { FaxKitEditView } from './FaxKitEditView';
import { faxHref } from './faxWords';

/** 'emails[2]' (the schema's name) and 'emails.2' are one field. */

export function FaxKitEditPage({ kitId }: { kitId: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const loaded = useResource(
    ['faxKit', accountId, kitId],
    (signal) => getFaxKit(api, accountId, kitId, signal),
    {
      handled: isRefusal,
    },
  );
  const pages = useResource(['faxCoverPages', accountId], (signal) => listCoverPages(api, accountId, signal));
  // Without the numbers (another role's key) the select offers the line's own number only.
  const numbers = useResource(
    ['faxNumbers', accountId],
    (signal) =>
      searchNumbers(
        api,
        accountId,
        { fields: ['phoneNumber', 'extensionNumber'], orderBy: 'phoneNumber' },
        { offset: 0, pageSize: 750 },
        signal,
      ),
    { handled: allHandled },
  );
  const edit = useRecordEdit((change: FaxKitBody) => updateFaxKit(api, accountId, kitId, change));
  // The duplicate check's answers by lower-cased address.
  const [duplicates, setDuplicates] = useState<Record<string, string | null>>({});
  const onEmailTyped = async (email: string) => {
    const key = email.toLowerCase();
    if (key in duplicates) return;
    try {
      const check = await checkFaxEmail(api, accountId, email, kitId);
      setDuplicates((d) => ({
        ...d,
        [key]: check.isInUse
          ? `${email} already receives the faxes of ${check.kitName ?? 'another fax line'}.`
          : null,
      }));
    } catch {
      // The check is a help: the save checks again.
    }
  };
  if (loaded.error)
    return (
      <NotFoundView
        title="Fax line not found"
        message="This fax line does not exist, or it is not in this account."
        linkText="Back to fax"
        homeHref={faxHref()}
      />
    );
  if (!loaded.data || !pages.data)
    return loaded.failed || pages.failed ? null : <LoadingState label="Loading the fax line…" />;
  const shown = edit.answer ?? loaded.data;
  const extension = shown.extensionNumber;
  const free = numbers.data?.items
    .filter((n) => !n.extensionNumber || n.extensionNumber === extension)
    .map((n) => n.phoneNumber);
  return (
    <div className={stack}>
      <PageHeader title={`Fax line ${shown.name} (${extension})`} />
      <FaxKitEditView
        key={edit.version}
        kit={shown}
        numbers={free}
        coverPages={pages.data}
        canUpdate={profile.permissions.has('update:extensions')}
        saving={edit.saving}
        saved={edit.saved}
        errorOf={edit.errorOf}
        onFieldChanged={edit.onFieldChanged}
        duplicateOf={(email) => duplicates[email.trim().toLowerCase()] ?? undefined}
        onEmailTyped={(email) => void onEmailTyped(email)}
        message={edit.message}
        onSave={edit.onSave}
      />
    </div>
  );
}
