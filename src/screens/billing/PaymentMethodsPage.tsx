// #/management/m/paymentMethods (issue 22, BILL-04; decision 0113): the account's cards (brand,
// last four, expiry; never a number), add one on the hosted payment page, edit one's holder name and
// expiry (C-282), make one the default, delete one after a confirmation that names it.
import { useState } from 'react';
import {
  changePaymentMethod,
  deletePaymentMethod,
  getHostedPaymentPage,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  type PaymentMethod,
} from '../../api/billing';
import { ApiFailure } from '../../api/failure';
import { isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { PaymentMethodChange } from '../../domain/schemas/billing';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentMethodEditDialog } from './PaymentMethodEditDialog';

/** A refusal the page explains itself (a rule of decision 0113: 409 with a sentence). */
const isConflict = (e: unknown) => e instanceof ApiFailure && e.status === 409;
/** The edit dialog shows these itself: field errors (400) and refusals (409). */
const isRefused = (e: unknown) => e instanceof ApiFailure && (e.status === 400 || e.status === 409);

export function PaymentMethodsPage(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const canEdit = useSignedInProfile().permissions.has('update:billing');
  const methods = useResource(['paymentMethods', accountId], (s) => listPaymentMethods(api, accountId, s), {
    handled: isRefusal,
  });
  const [deleting, setDeleting] = useState<PaymentMethod | undefined>();
  const [editing, setEditing] = useState<PaymentMethod | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const save = useAction(
    async ({ m, change }: { m: PaymentMethod; change: PaymentMethodChange }) => {
      await changePaymentMethod(api, accountId, m.paymentMethodId, change);
      setEditing(undefined);
      setDone(`${m.label} was saved.`);
      methods.reload();
    },
    { handled: isRefused },
  );
  const add = useAction(async () => {
    const { url } = await getHostedPaymentPage(api, accountId);
    window.location.assign(url);
  });
  const makeDefault = useAction(
    async (m: PaymentMethod) => {
      await makeDefaultPaymentMethod(api, accountId, m.paymentMethodId);
      setDone(`${m.label} is now the default payment method.`);
      methods.reload();
    },
    { handled: isConflict },
  );
  const remove = useAction(
    async (m: PaymentMethod) => {
      await deletePaymentMethod(api, accountId, m.paymentMethodId);
      setDone(`${m.label} was deleted.`);
      methods.reload();
    },
    { handled: isConflict },
  );
  const refusal = [remove.error, makeDefault.error].find((e) => e instanceof ApiFailure);
  const list = methods.data?.paymentMethods;
  return (
    <>
      <PageHeader title={props.title} />
      {methods.error ? (
        <Alert variant="info" title="Payment methods are not available">
          <p>
            Your role or this account does not show payment details. Ask an administrator if you need them.
          </p>
        </Alert>
      ) : !list ? (
        methods.failed ? null : (
          <LoadingState label="Loading the payment methods…" />
        )
      ) : (
        <div className={stack}>
          <p className={muted}>
            Cards are added on a secure card page. Switchboard keeps only each card’s brand, last four digits
            and expiry date; the default card pays the invoices.
          </p>
          {done && (
            <Alert variant="success" title="Done">
              <p>{done}</p>
            </Alert>
          )}
          {refusal instanceof ApiFailure && (
            <Alert variant="warning" title="That cannot be done">
              <p>{refusal.message}</p>
            </Alert>
          )}
          {canEdit && (
            <div className={toolbar}>
              <Button isPending={add.pending} onPress={() => add.run()}>
                Add a card
              </Button>
            </div>
          )}
          <DataTable<PaymentMethod>
            caption={`Payment methods (${list.length})`}
            rows={list}
            rowKey={(m) => m.paymentMethodId}
            emptyText="No payment method yet. Add a card to pay invoices."
            columns={[
              {
                key: 'label',
                header: 'Card',
                render: (m) => (
                  <>
                    {m.label} {m.isDefault && <Badge tone="success">Default</Badge>}
                    <br />
                    <span className={muted}>{m.holderName}</span>
                  </>
                ),
              },
              {
                key: 'expiry',
                header: 'Expires',
                render: (m) => (
                  <>
                    {`${String(m.expMonth).padStart(2, '0')}/${m.expYear}`}{' '}
                    {m.expired && <Badge tone="danger">Expired</Badge>}
                  </>
                ),
              },
              ...(canEdit
                ? [
                    {
                      key: 'actions',
                      header: 'Actions',
                      render: (m: PaymentMethod) => (
                        <div className={toolbar}>
                          <Button
                            variant="secondary"
                            aria-label={`Edit ${m.label}`}
                            onPress={() => {
                              setDone(undefined);
                              save.reset();
                              setEditing(m);
                            }}
                          >
                            Edit
                          </Button>
                          {!m.isDefault && (
                            <Button
                              variant="secondary"
                              aria-label={`Make default: ${m.label}`}
                              isPending={makeDefault.pending}
                              onPress={() => {
                                setDone(undefined);
                                makeDefault.run(m);
                              }}
                            >
                              Make default
                            </Button>
                          )}
                          <Button
                            variant="danger"
                            aria-label={`Delete ${m.label}`}
                            onPress={() => {
                              setDone(undefined);
                              remove.reset();
                              setDeleting(m);
                            }}
                          >
                            Delete
                          </Button>
                        </div>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        title={`Delete ${deleting?.label ?? 'this card'}?`}
        variant="danger"
        confirmLabel="Delete card"
        isPending={remove.pending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (deleting) await remove.run(deleting);
          setDeleting(undefined);
        }}
      >
        <p>{deleting?.label} will no longer be used to pay invoices. This cannot be undone.</p>
      </ConfirmDialog>
      {editing ? (
        <PaymentMethodEditDialog
          key={editing.paymentMethodId}
          method={editing}
          pending={save.pending}
          errors={save.error instanceof ApiFailure ? save.error.errors : []}
          message={
            save.error instanceof ApiFailure && save.error.errors.length === 0
              ? save.error.message
              : undefined
          }
          onSave={(change) => void save.run({ m: editing, change })}
          onEdit={save.reset}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
