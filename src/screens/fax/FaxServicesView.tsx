// The account's fax services (CALL-04): kind, name, fax line, who receives its faxes, and the
// migration flags; Detach (C-396) after a confirmation saying what it does. Props only.
import type { FaxService } from '../../api/fax';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingState } from '../../ui/LoadingState';
import { toolbar } from '../../ui/layout.css';
import { NO_FAX_SERVICES, SERVICE_KIND_LABEL, serviceOwnerWords } from './faxWords';

export interface FaxServicesViewProps {
  services: readonly FaxService[] | undefined;
  canChange: boolean;
  detaching?: FaxService;
  detachPending: boolean;
  onDetach: (service: FaxService) => void;
  onConfirmDetach: () => void;
  onCancelDetach: () => void;
}

export function FaxServicesView(props: FaxServicesViewProps) {
  const s = props.detaching;
  return (
    <Card title="Fax services">
      {!props.services ? <LoadingState label="Loading the fax services…" /> : null}
      {props.services && props.services.length === 0 ? (
        <EmptyState title="This account has no fax services." description={NO_FAX_SERVICES} />
      ) : null}
      {props.services && props.services.length > 0 ? (
        <DataTable
          caption="Fax services"
          hideCaption
          rows={props.services}
          rowKey={(x) => x.id}
          columns={[
            { key: 'name', header: 'Name' },
            { key: 'kind', header: 'Kind', render: (x) => SERVICE_KIND_LABEL[x.kind] },
            { key: 'kitName', header: 'Fax line', render: (x) => x.kitName ?? 'Detached' },
            { key: 'owner', header: 'Faxes go to', render: serviceOwnerWords },
            {
              key: 'migration',
              header: 'Platform',
              render: (x) => (
                <div className={toolbar}>
                  {x.legacy ? (
                    <Badge tone="warning">Old platform</Badge>
                  ) : (
                    <Badge tone="success">Current</Badge>
                  )}
                  {x.legacy && x.migrationEligible ? <Badge tone="info">Ready to move</Badge> : null}
                </div>
              ),
            },
            {
              key: 'actions',
              header: 'Actions',
              render: (x) =>
                props.canChange && (x.kitId !== null || x.userId !== null) ? (
                  <Button
                    variant="secondary"
                    aria-label={`Detach ${x.name}`}
                    onPress={() => props.onDetach(x)}
                  >
                    Detach
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      ) : null}
      <ConfirmDialog
        isOpen={!!s}
        title={`Detach ${s?.name ?? 'the fax service'}?`}
        confirmLabel="Detach"
        variant="danger"
        isPending={props.detachPending}
        onConfirm={props.onConfirmDetach}
        onCancel={props.onCancelDetach}
      >
        {s
          ? `It leaves ${s.kitName ?? 'its fax line'}${s.userName ? ` and ${s.userName}` : ''}: faxes to that line no longer reach it, and it no longer keeps the line’s cover page.`
          : ''}
      </ConfirmDialog>
    </Card>
  );
}
