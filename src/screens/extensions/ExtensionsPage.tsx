// The extensions area (#/management/m/extensions/<subpath>): the table and one extension.
import { useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { type Extension, getExtension, listExtensions, updateExtension } from '../../api/extensions';
import { ApiFailure } from '../../api/failure';
import type { PageProps } from '../../app/navigation';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useListQuery, usePagedList } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { canManageExtension } from '../../domain/extensionManagement';
import { Alert } from '../../ui/Alert';
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
  const accountId = useProfile().data!.account.accountId;
  const { keywordInput, setKeywordInput, keyword, sort, toggleSort } =
    useListQuery<ExtensionSort>('extension');
  const [extensionType, setType] = useState('');
  const list = usePagedList<Extension>(
    (offset, pageSize) =>
      listExtensions(api, accountId, {
        offset,
        pageSize,
        keyword,
        extensionType,
        sortField: sort.field,
        sortDirection: sort.direction,
      }),
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
      error={list.error ? describeFailure(list.error) : undefined}
    />
  );
}

function ExtensionDetailPage(props: { deviceKitId: number }) {
  const { api } = useSessionContext();
  const profile = useProfile().data!;
  const ext = useResource(() => getExtension(api, props.deviceKitId), [props.deviceKitId]);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  // The page says "not found" itself; the error dialog (ERR-03) tells the details and closes.
  if (ext.error instanceof ApiFailure && ext.error.status === 404)
    return (
      <NotFoundView
        title="Extension not found"
        message="This extension does not exist, or it is not in this account."
        linkText="Back to extensions"
        homeHref={extensionsHref()}
      />
    );
  if (ext.error) return <Alert variant="error">{describeFailure(ext.error)}</Alert>;
  if (!ext.data) return <LoadingState label="Loading the extension…" />;
  const e = ext.data;
  return (
    <ExtensionDetailView
      key={JSON.stringify(e)}
      extension={e}
      // ROLE-06 in the portal: the actor's role against the owner's; the server refuses the same.
      canManage={
        (profile.permissions?.has('update:extensions') ?? false) &&
        canManageExtension(profile.roleId, e.ownerRoleId ?? undefined)
      }
      saving={saving}
      notice={notice}
      error={
        failure && !(failure instanceof ApiFailure && failure.errors.length)
          ? describeFailure(failure)
          : undefined
      }
      fieldErrors={failure instanceof ApiFailure ? failure.errors : undefined}
      onSave={async (change) => {
        setSaving(true);
        setNotice(undefined);
        setFailure(undefined);
        try {
          await updateExtension(api, e.deviceKitId, change);
          setNotice('Saved.');
          ext.reload();
        } catch (err) {
          setFailure(err);
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}
