// The account's active services (provisions) with change, move and cancel (BILL-05; decision
// 0114). Cancel asks verifyServiceCancellation first and shows its reasons when it says no. Props only.
import { useState } from 'react';
import type { Provision } from '../../api/accountLifecycle';
import { CANCEL_REASONS, serviceOf } from '../../domain/billing/services';
import { formatMoney } from '../../domain/orders/money';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type TableSort } from '../../ui/DataTable';
import { SelectField } from '../../ui/SelectField';
import { rowActions } from './accountStatus.css';

export interface ProvisionsViewProps {
  /** The page's services. */
  items: readonly Provision[];
  /** How many services the account has on every page. */
  total: number;
  loading: boolean;
  canChange: boolean;
  locations: readonly { id: number; name: string }[];
  pending: boolean;
  onChange(p: Provision, serviceCode: string): Promise<boolean>;
  onMove(p: Provision, locationId: number): Promise<boolean>;
  /** Asks verifyServiceCancellation: the reasons it may not go yet (none: it may). */
  onVerify(p: Provision): Promise<string[]>;
  onCancel(p: Provision, reason: string): Promise<boolean>;
  /** The server's order (provisionsQuerySchema: oldest first, or by service). */
  sort: TableSort;
  onSort(field: string): void;
}

type Open =
  | { kind: 'change'; p: Provision; to: string }
  | { kind: 'move'; p: Provision; to: string }
  | { kind: 'cancel'; p: Provision; reason: string; blocked: string[] };

export function ProvisionsView(props: ProvisionsViewProps) {
  const [open, setOpen] = useState<Open>();
  const [checking, setChecking] = useState<number>();
  const close = () => setOpen(undefined);
  const startCancel = async (p: Provision) => {
    setChecking(p.id);
    const blocked = await props.onVerify(p).finally(() => setChecking(undefined));
    setOpen({ kind: 'cancel', p, reason: 'NOT_NEEDED', blocked });
  };
  const label = (p: Provision) => `${p.name}${p.extensionNumber ? `, extension ${p.extensionNumber}` : ''}`;
  return (
    <>
      <DataTable<Provision>
        caption={`Services (${props.total})`}
        rows={props.items}
        rowKey={(p) => p.id}
        loading={props.loading}
        loadingText="Loading the services…"
        emptyText="This account has no active services."
        sort={props.sort}
        onSort={props.onSort}
        columns={[
          { key: 'name', header: 'Service', sortField: 'serviceCode', render: (p) => p.name },
          { key: 'extension', header: 'Extension', render: (p) => p.extensionNumber ?? '—' },
          { key: 'location', header: 'Location', render: (p) => p.locationName ?? '—' },
          { key: 'quantity', header: 'Quantity', align: 'end', render: (p) => String(p.quantity) },
          {
            key: 'monthly',
            header: 'Monthly',
            align: 'end',
            render: (p) => formatMoney(p.monthlyMinor, p.currency),
          },
          ...(props.canChange
            ? [
                {
                  key: 'actions',
                  header: 'Actions',
                  render: (p: Provision) => (
                    <div className={rowActions}>
                      {p.convertsTo.length > 0 ? (
                        <Button
                          variant="secondary"
                          aria-label={`Change ${label(p)}`}
                          onPress={() => setOpen({ kind: 'change', p, to: p.convertsTo[0] })}
                        >
                          Change
                        </Button>
                      ) : null}
                      {props.locations.length > 1 ? (
                        <Button
                          variant="secondary"
                          aria-label={`Move ${label(p)}`}
                          onPress={() =>
                            setOpen({
                              kind: 'move',
                              p,
                              to: String(props.locations.find((l) => l.id !== p.locationId)?.id ?? ''),
                            })
                          }
                        >
                          Move
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        aria-label={`Cancel ${label(p)}`}
                        isPending={checking === p.id}
                        onPress={() => void startCancel(p)}
                      >
                        Cancel
                      </Button>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      {open?.kind === 'change' ? (
        <ConfirmDialog
          isOpen
          title={`Change ${label(open.p)}`}
          confirmLabel="Change the service"
          isPending={props.pending}
          onCancel={close}
          onConfirm={() => void props.onChange(open.p, open.to).then((ok) => ok && close())}
        >
          <SelectField
            label="Change into"
            value={open.to}
            options={open.p.convertsTo.map((c) => ({ value: c, label: serviceOf(c)?.name ?? c }))}
            onChange={(to) => setOpen({ ...open, to })}
          />
          <p>The new monthly price applies from the next bill.</p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'move' ? (
        <ConfirmDialog
          isOpen
          title={`Move ${label(open.p)}`}
          confirmLabel="Move the service"
          isPending={props.pending}
          isConfirmDisabled={!open.to}
          onCancel={close}
          onConfirm={() => void props.onMove(open.p, Number(open.to)).then((ok) => ok && close())}
        >
          <SelectField
            label="To location"
            value={open.to}
            options={props.locations
              .filter((l) => l.id !== open.p.locationId)
              .map((l) => ({ value: String(l.id), label: l.name }))}
            onChange={(to) => setOpen({ ...open, to })}
          />
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'cancel' ? (
        <ConfirmDialog
          isOpen
          title={
            open.blocked.length > 0 ? `${label(open.p)} cannot be cancelled yet` : `Cancel ${label(open.p)}?`
          }
          confirmLabel="Cancel the service"
          cancelLabel={open.blocked.length > 0 ? 'Close' : 'Keep the service'}
          variant="danger"
          isPending={props.pending}
          isConfirmDisabled={open.blocked.length > 0}
          onCancel={close}
          onConfirm={() => void props.onCancel(open.p, open.reason).then((ok) => ok && close())}
        >
          {open.blocked.length > 0 ? (
            <Alert variant="warning" title="Do this first">
              <ul>
                {open.blocked.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            <>
              <p>
                The service ends now and is no longer billed (
                {formatMoney(open.p.monthlyMinor, open.p.currency)} a month).
              </p>
              <SelectField
                label="Reason"
                value={open.reason}
                options={CANCEL_REASONS.map((r) => ({ value: r.code, label: r.label }))}
                onChange={(reason) => setOpen({ ...open, reason })}
              />
            </>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
