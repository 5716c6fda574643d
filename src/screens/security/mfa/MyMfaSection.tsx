// One's own second factors (SEC-03; C-213 list, C-214 start, C-209 confirm; decision 0109): set
// up an authenticator app (QR code) or e-mail codes, remove one after a confirmation, and make
// new recovery codes; recovery codes are shown once.
import { useState } from 'react';
import {
  confirmMyMfaMethod,
  getMyMfa,
  newMyRecoveryCodes,
  removeMyMfaMethod,
  startMyMfaMethod,
} from '../../../api/mfa';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { MfaKind, MfaMethod } from '../../../domain/security/mfa';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { useFormat } from '../../../ui/format/FormatContext';
import { LoadingState } from '../../../ui/LoadingState';
import { stack, toolbar } from '../../../ui/layout.css';
import { shownHere, writeStateOf } from '../../common/writeState';
import { EnrolDialog, type Started } from './EnrolDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';

const KIND_NAME: Record<MfaKind, string> = { totp: 'Authenticator app', email: 'E-mail codes' };

export function MyMfaSection() {
  const { api } = useSessionContext();
  const format = useFormat();
  const mine = useResource(['myMfa'], (s) => getMyMfa(api, s), { handled: allHandled });
  const [started, setStarted] = useState<Started & { methodId: number }>();
  const [codes, setCodes] = useState<string[]>();
  const [removing, setRemoving] = useState<MfaMethod>();
  const [renewing, setRenewing] = useState(false);
  const [said, setSaid] = useState<string>();
  const start = useAction(
    async (kind: MfaKind) => {
      setSaid(undefined);
      const answer = await startMyMfaMethod(api, { kind });
      setStarted(
        'secret' in answer
          ? { kind: 'totp', qrCode: answer.qrCode, secret: answer.secret, methodId: answer.method.id }
          : { kind: 'email', sentTo: answer.sentTo, methodId: answer.method.id },
      );
    },
    { handled: shownHere },
  );
  const confirm = useAction(
    async (code: string) => {
      const answer = await confirmMyMfaMethod(api, started!.methodId, code);
      setSaid(`${KIND_NAME[answer.method.kind]} is set up: you will be asked for a code when you sign in.`);
      setStarted(undefined);
      if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
      mine.reload();
    },
    { handled: shownHere },
  );
  const remove = useAction(
    async (method: MfaMethod) => {
      await removeMyMfaMethod(api, method.id);
      setSaid(`${method.label} is removed.`);
      setRemoving(undefined);
      mine.reload();
    },
    { handled: shownHere },
  );
  const renew = useAction(
    async () => {
      setCodes((await newMyRecoveryCodes(api)).recoveryCodes);
      setRenewing(false);
      mine.reload();
    },
    { handled: shownHere },
  );
  const startState = writeStateOf(start as Action<never>);
  const data = mine.data;
  const has = (kind: MfaKind) => data?.items.some((m) => m.kind === kind) ?? false;
  const columns: DataTableColumn<MfaMethod>[] = [
    { key: 'label', header: 'Method', render: (m) => m.label },
    { key: 'createdAt', header: 'Added', render: (m) => format.dateTime(m.createdAt) },
    {
      key: 'lastUsedAt',
      header: 'Last used',
      render: (m) => (m.lastUsedAt ? format.dateTime(m.lastUsedAt) : 'Never'),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (m) => (
        <Button variant="quiet" aria-label={`Remove ${m.label}`} onPress={() => setRemoving(m)}>
          Remove
        </Button>
      ),
    },
  ];
  return (
    <Card title="Two-step sign-in">
      {data ? (
        <div className={stack}>
          <p>
            After your password, enter a code from an authenticator app or your e-mail, so a stolen password
            alone cannot get into your account.
            {data.enforced ? ' Your account requires it.' : ''}
          </p>
          {said ? <Alert variant="success">{said}</Alert> : null}
          {startState.message ? <Alert variant="error">{startState.message}</Alert> : null}
          <DataTable
            caption="Your two-step sign-in methods"
            hideCaption
            columns={columns}
            rows={data.items}
            rowKey={(m) => m.id}
            emptyText="No method set up yet: add an authenticator app or e-mail codes."
          />
          <div className={toolbar}>
            {has('totp') ? null : (
              <Button onPress={() => start.run('totp')} isPending={start.pending}>
                Set up an authenticator app
              </Button>
            )}
            {has('email') ? null : (
              <Button variant="secondary" onPress={() => start.run('email')} isDisabled={start.pending}>
                Use e-mail codes
              </Button>
            )}
          </div>
          {data.items.length > 0 ? (
            <div className={stack}>
              {data.recoveryCodesLeft > 0 ? (
                <p>
                  Recovery codes left: {data.recoveryCodesLeft}. Each signs you in once if your phone or
                  e-mail is out of reach.
                </p>
              ) : (
                <Alert variant="warning">
                  You have no recovery codes. Make a set now: each signs you in once if your phone or e-mail
                  is out of reach.
                </Alert>
              )}
              <div className={toolbar}>
                <Button variant="secondary" onPress={() => setRenewing(true)}>
                  Make new recovery codes
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : mine.failed ? (
        <Alert variant="error" title="Your two-step sign-in methods did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={mine.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading your two-step sign-in methods…" />
      )}
      {started ? (
        <EnrolDialog
          started={started}
          pending={confirm.pending}
          errors={writeStateOf(confirm as Action<never>).errors}
          onConfirm={(code) => confirm.run(code)}
          onClose={() => setStarted(undefined)}
        />
      ) : null}
      {codes ? <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} /> : null}
      <ConfirmDialog
        isOpen={removing !== undefined}
        title={`Remove ${removing?.label ?? ''}?`}
        confirmLabel="Remove"
        variant="danger"
        isPending={remove.pending}
        onConfirm={() => removing && remove.run(removing)}
        onCancel={() => setRemoving(undefined)}
      >
        <p>
          {data?.enforced && data.items.length === 1
            ? 'Your account requires two-step sign-in: you will set up a method again the next time you sign in.'
            : 'You will no longer be able to sign in with it.'}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={renewing}
        title="Make new recovery codes?"
        confirmLabel="Make new codes"
        isPending={renew.pending}
        onConfirm={() => renew.run()}
        onCancel={() => setRenewing(false)}
      >
        <p>Your current recovery codes stop working.</p>
      </ConfirmDialog>
    </Card>
  );
}
