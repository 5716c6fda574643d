// #/management/m/users: the account's users, read page by page from the server as the table
// scrolls; bulk password reset and welcome e-mail for the selected users (bulk task machine).
import { useCallback, useEffect, useState } from 'react';
import { startPasswordReset, startWelcomeResend } from '../../api/bulk';
import type { ApiClient } from '../../api/client';
import { describeFailure } from '../../api/describeFailure';
import { listUsers, type SortField, USERS_PAGE_SIZE, type UserListItem } from '../../api/users';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { BulkProgressView } from '../../app/tasks/BulkProgressView';
import { useBulkTask } from '../../app/tasks/useBulkTask';
import { useListQuery, usePagedList } from '../../app/usePagedList';
import { userActions } from '../../domain/userManagement';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { UsersListView } from './UsersListView';

export function UsersListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const { keywordInput, setKeywordInput, keyword, sort, toggleSort } = useListQuery<SortField>('lastName');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulk, setBulk] = useState<UserAction>();
  const list = usePagedList<UserListItem>(
    (offset, pageSize, signal) =>
      listUsers(
        api,
        accountId,
        { offset, pageSize, keyword, sortField: sort.field, sortDirection: sort.direction },
        signal,
      ),
    USERS_PAGE_SIZE,
    JSON.stringify([accountId, keyword, sort]),
  );
  const can = (key: 'create:users' | 'update:users') => profile.permissions.has(key);
  // Stable callbacks: the table's rows re-render only when the selection changes.
  const mayUpdate = can('update:users');
  const canManage = useCallback(
    (u: UserListItem) =>
      mayUpdate && userActions({ userId: profile.user.id, roleId: profile.roleId }, u, []).resetPassword,
    [mayUpdate, profile.user.id, profile.roleId],
  );
  const onToggle = useCallback(
    (id: number) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return (
    <>
      <UsersListView
        title={props.title}
        total={list.total}
        rowAt={list.rowAt}
        onRangeChange={list.ensureRange}
        sort={sort}
        onSort={toggleSort}
        keyword={keywordInput}
        onKeywordChange={setKeywordInput}
        canCreate={can('create:users')}
        canManage={canManage}
        selected={selected}
        onToggle={onToggle}
        onBulkPasswordReset={can('update:users') ? () => setBulk('passwordReset') : undefined}
        onBulkWelcome={can('update:users') ? () => setBulk('welcomeResend') : undefined}
      />
      {bulk ? (
        <BulkActionDialog
          api={api}
          accountId={accountId}
          kind={bulk}
          userIds={[...selected]}
          onClose={(finished) => {
            setBulk(undefined);
            if (finished) setSelected(new Set());
          }}
        />
      ) : null}
    </>
  );
}

/** The bulk actions on chosen users: the kind's start call and its words. */
type UserAction = 'passwordReset' | 'welcomeResend';

const WORDING: Record<
  UserAction,
  {
    start: (api: ApiClient, accountId: number, userIds: number[]) => Promise<{ taskId: number }>;
    title: string;
    body: string;
    confirm: string;
    done: string;
  }
> = {
  passwordReset: {
    start: startPasswordReset,
    title: 'Reset passwords',
    body: 'Each user’s password stops working now, and they get an e-mail to choose a new one.',
    confirm: 'Reset passwords',
    done: 'reset',
  },
  welcomeResend: {
    start: startWelcomeResend,
    title: 'Resend the welcome e-mail',
    body: 'Each user gets the new-user e-mail again, with their login name.',
    confirm: 'Send e-mails',
    done: 'e-mailed',
  },
};

/** Bulk password reset or welcome e-mail: confirm, follow the task, see who was not reached. */
function BulkActionDialog(props: {
  api: ApiClient;
  accountId: number;
  kind: UserAction;
  userIds: number[];
  onClose: (finished: boolean) => void;
}) {
  const words = WORDING[props.kind];
  const task = useBulkTask(props.api, props.accountId, words.start);
  const { prepare } = task;
  const { userIds } = props;
  // The selection is the preview: prepared once when the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per dialog
  useEffect(() => prepare(userIds), []);
  const close = () => props.onClose(task.phase === 'done');
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      isKeyboardDismissDisabled={task.phase !== 'preview' && task.phase !== 'done'}
    >
      <Dialog title={words.title} role="alertdialog">
        {task.phase === 'preview' || task.phase === 'idle' ? (
          <>
            <p>{`${props.userIds.length} users selected. ${words.body}`}</p>
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={task.confirm}>{words.confirm}</Button>
            </DialogActions>
          </>
        ) : (
          <BulkProgressView
            phase={task.phase}
            progress={task.progress}
            results={task.results}
            summary={task.summary}
            doneWord={words.done}
            error={task.error ? describeFailure(task.error) : undefined}
            onReset={close}
            resetLabel="Close"
          />
        )}
      </Dialog>
    </Modal>
  );
}
