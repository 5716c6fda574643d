// "Reset password" on a user's page (C-110, decision 0118; portal in decision 0121): after a
// confirmation, the platform's reset task of one row is started and followed to its outcome, as
// the list's bulk reset is. Offered with update:users when the user-management rule allows it.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { describeFailure } from '../../api/describeFailure';
import { startAdminPasswordReset } from '../../api/passwords';
import { BulkProgressView } from '../../app/tasks/BulkProgressView';
import { useBulkTask } from '../../app/tasks/useBulkTask';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';

export function UserPasswordReset(props: {
  api: ApiClient;
  accountId: number;
  loginName: string;
  name: string;
  email: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Reset password
      </Button>
      {open ? <ResetDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ResetDialog(props: {
  api: ApiClient;
  accountId: number;
  loginName: string;
  name: string;
  email: string;
  onClose: () => void;
}) {
  const task = useBulkTask<string>(props.api, props.accountId, (api, accountId, [loginName]) =>
    startAdminPasswordReset(api, accountId, loginName ?? ''),
  );
  const { prepare } = task;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per dialog
  useEffect(() => prepare([props.loginName]), []);
  const busy =
    task.phase !== 'preview' && task.phase !== 'idle' && task.phase !== 'done' && task.phase !== 'failed';
  return (
    <Modal isOpen onOpenChange={(o) => !o && !busy && props.onClose()} isKeyboardDismissDisabled={busy}>
      <Dialog title={`Reset the password of ${props.name}?`} role="alertdialog">
        {task.phase === 'preview' || task.phase === 'idle' ? (
          <>
            <p>
              {`Their password stops working now and they are signed out everywhere. An e-mail to ${props.email} lets them choose a new one.`}
            </p>
            <DialogActions>
              <Button variant="secondary" onPress={props.onClose}>
                Cancel
              </Button>
              <Button variant="danger" onPress={task.confirm}>
                Reset password
              </Button>
            </DialogActions>
          </>
        ) : (
          <BulkProgressView
            phase={task.phase}
            progress={task.progress}
            results={task.results}
            summary={task.summary}
            doneWord="reset"
            error={task.error ? describeFailure(task.error) : undefined}
            onReset={props.onClose}
            resetLabel="Close"
          />
        )}
      </Dialog>
    </Modal>
  );
}
