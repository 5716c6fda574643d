// The extensions area (#/management/m/extensions/<subpath>): the table and one extension.
import { useState } from 'react';
import { type Extension, getExtension, listExtensions, updateExtension } from '../../api/extensions';
import { ApiFailure } from '../../api/failure';
import { hasFieldErrors, isNotFound } from '../../app/failures';
import type { PageProps } from '../../app/navigation';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useListQuery, usePagedList } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { canManageExtension } from '../../domain/extensionManagement';
import { LoadingState } from '../../ui/LoadingState';
import { NotFoundView } from '../common/NotFoundView';
import { extensionsHref } from '../users/userLabels';
import { ExtensionDetailView } from './ExtensionDetailView';
import { type ExtensionSort, ExtensionsListView } from './ExtensionsListView';

export const EXTENSIONS_PAGE_SIZE = 750;

export function ExtensionsPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <ExtensionsListPage title={props.title} />;
  if (/^\d+$/.test(sub)) return <ExtensionDetailPage key={sub} deviceKitId={Number(sub)} />;
  return <NotFoundView homeHref={extensionsHref()} />;
}

function ExtensionsListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const accountId = useSignedInProfile().account.accountId;
  const { keywordInput, setKeywordInput, keyword, sort, toggleSort } =
    useListQuery<ExtensionSort>('extension');
  const [extensionType, setType] = useState('');
  const list = usePagedList<Extension>(
    (offset, pageSize, signal) =>
      listExtensions(
        api,
        accountId,
        { offset, pageSize, keyword, extensionType, sortField: sort.field, sortDirection: sort.direction },
        signal,
      ),
    EXTENSIONS_PAGE_SIZE,
    JSON.stringify([accountId, keyword, extensionType, sort]),
  );
  return (
    <ExtensionsListView
      title={props.title}
      total={list.total}
      rowAt={list.rowAt}
      onRangeChange={list.ensureRange}
      sort={sort}
      onSort={toggleSort}
      keyword={keywordInput}
      onKeywordChange={setKeywordInput}
      extensionType={extensionType}
      onTypeChange={setType}
    />
  );
}

function ExtensionDetailPage(props: { deviceKitId: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const { deviceKitId } = props;
  // The page says "not found" itself; the error dialog (ERR-03) is for the other failures.
  const ext = useResource(['extension', deviceKitId], (signal) => getExtension(api, deviceKitId, signal), {
    handled: isNotFound,
  });
  const [notice, setNotice] = useState<string>();
  const save = useAction(
    async (change: Parameters<typeof updateExtension>[2]) => {
      setNotice(undefined);
      await updateExtension(api, deviceKitId, change);
      setNotice('Saved.');
      ext.reload();
    },
    { handled: hasFieldErrors },
  );
  if (ext.error)
    return (
      <NotFoundView
        title="Extension not found"
        message="This extension does not exist, or it is not in this account."
        linkText="Back to extensions"
        homeHref={extensionsHref()}
      />
    );
  if (!ext.data) return ext.failed ? null : <LoadingState label="Loading the extension…" />;
  const e = ext.data;
  return (
    <ExtensionDetailView
      key={JSON.stringify(e)}
      extension={e}
      // ROLE-06 in the portal: the actor's role against the owner's; the server refuses the same.
      canManage={
        profile.permissions.has('update:extensions') &&
        canManageExtension(profile.roleId, e.ownerRoleId ?? undefined)
      }
      saving={save.pending}
      notice={notice}
      fieldErrors={save.error instanceof ApiFailure ? save.error.errors : undefined}
      onSave={(change) => void save.run(change)}
    />
  );
}
