// A user's two-step sign-in methods on their page (SEC-03; C-211 read with read:users, C-212
// reset with update:users; decision 0109): an administrator helps someone who lost their phone.
import { useState } from 'react';
import { getUserMfaMethods, removeUserMfaMethod } from '../../api/mfa';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { list, stack } from '../../ui/layout.css';
import { shownHere, writeStateOf } from '../common/writeState';

export function UserMfaMethods(props: { userId: number; canReset: boolean }) {
  const { api } = useSessionContext();
  const format = useFormat();
  const methods = useResource(['userMfa', props.userId], (s) => getUserMfaMethods(api, props.userId, s), {
    handled: allHandled,
  });
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<string>();
  const reset = useAction(
    async () => {
      for (const m of methods.data?.items ?? []) await removeUserMfaMethod(api, m.id);
      setConfirming(false);
      setSaid('Two-step sign-in is reset: this user sets it up again if the account requires it.');
      methods.reload();
    },
    { handled: shownHere },
  );
  const state = writeStateOf(reset as Action<never>, said);
  const items = methods.data?.items ?? [];
  return (
    <Card title="Two-step sign-in">
      <div className={stack}>
        {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
        {state.message ? <Alert variant="error">{state.message}</Alert> : null}
        {methods.failed ? <p>This user’s two-step sign-in methods did not load.</p> : null}
        {!methods.data && !methods.failed ? <LoadingState label="Loading two-step sign-in methods…" /> : null}
        {methods.data && items.length === 0 ? <p>This user has no two-step sign-in method set up.</p> : null}
        {items.length ? (
          <ul className={list} aria-label="Two-step sign-in methods">
            {items.map((m) => (
              <li key={m.id}>
                {m.label}, added {format.dateTime(m.createdAt)}, last used{' '}
                {m.lastUsedAt ? format.dateTime(m.lastUsedAt) : 'never'}
              </li>
            ))}
          </ul>
        ) : null}
        {items.length && props.canReset ? (
          <div>
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              Reset two-step sign-in
            </Button>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title="Reset two-step sign-in?"
        confirmLabel="Reset"
        variant="danger"
        isPending={reset.pending}
        onConfirm={() => reset.run()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          This removes every method and recovery code of this user. If the account requires two-step sign-in,
          they set it up again at their next sign-in.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
