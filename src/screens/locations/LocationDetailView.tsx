// One emergency location (CALL-06): its address and status (when provisioning ends), the devices
// and lines on it (C-078), a link to change it, and a delete behind a confirmation that first
// lists the devices and lines using it and refuses while any do. Props only.
import type { LocationDeviceLine, LocationRecord } from '../../domain/schemas/location';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { DetailList } from '../../ui/DetailList';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { list, muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { addressLine, locationsHref, STATUS_WORDS } from './locationWords';

export interface LocationDetailViewProps {
  location: LocationRecord;
  /** Undefined while loading. */
  lines: readonly LocationDeviceLine[] | undefined;
  canChange: boolean;
  canDelete: boolean;
  confirming: boolean;
  onDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  deleting: boolean;
  /** The platform's refusal (the lines it names), or another failure's words. */
  deleteProblem?: string;
}

/** "Reception phone, line 1 (ext. 201, Ana Lopez)" */
const lineWords = (l: LocationDeviceLine) =>
  `${l.deviceName}, line ${l.position}${
    l.extensionNumber ? ` (ext. ${l.extensionNumber}${l.userName ? `, ${l.userName}` : ''})` : ''
  }`;

export function LocationDetailView(props: LocationDetailViewProps) {
  const format = useFormat();
  const { location: l, lines } = props;
  const inUse = (lines?.length ?? 0) > 0;
  return (
    <div className={stack}>
      <PageHeader title={l.name}>
        {props.canChange ? (
          <Link variant="button" href={locationsHref(`${l.id}/edit`)}>
            Change
          </Link>
        ) : null}
        {props.canDelete ? (
          <Button variant="danger" onPress={props.onDelete}>
            Delete
          </Button>
        ) : null}
      </PageHeader>
      <DetailList
        items={[
          { label: 'Address', value: addressLine(l) },
          {
            label: 'Status',
            value: (
              <>
                <Badge tone={l.status === 'provisioned' ? 'success' : 'warning'}>
                  {STATUS_WORDS[l.status]}
                </Badge>
                {l.provisioningUntil
                  ? ` Ready for lines from ${format.dateTime(l.provisioningUntil)}.`
                  : null}
              </>
            ),
          },
          { label: 'Added', value: format.date(l.createdAt) },
        ]}
      />
      <h2>Devices and lines here</h2>
      {!lines ? <LoadingState label="Loading the devices and lines…" /> : null}
      {lines && lines.length === 0 ? <p className={muted}>No line uses this location.</p> : null}
      {lines && lines.length > 0 ? (
        <DataTable
          caption="Devices and lines at this location"
          hideCaption
          rows={lines}
          rowKey={(r) => r.lineId}
          columns={[
            {
              key: 'device',
              header: 'Device',
              render: (r) => <Link href={`#/management/m/devices/${r.deviceId}`}>{r.deviceName}</Link>,
            },
            { key: 'line', header: 'Line', align: 'end', render: (r) => format.number(r.position) },
            { key: 'extension', header: 'Extension', render: (r) => r.extensionNumber ?? 'None' },
            { key: 'user', header: 'User', render: (r) => r.userName ?? '' },
          ]}
        />
      ) : null}
      <div className={toolbar}>
        <Link href={locationsHref()}>Back to the emergency locations</Link>
      </div>
      <ConfirmDialog
        isOpen={props.confirming}
        title={inUse ? `${l.name} is in use` : `Delete ${l.name}?`}
        confirmLabel="Delete location"
        variant="danger"
        isPending={props.deleting}
        isConfirmDisabled={!lines || inUse}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      >
        {!lines ? <LoadingState label="Finding the lines on this location…" /> : null}
        {lines && inUse ? (
          <>
            <p>These lines use it for their emergency calls. Move them to another location first:</p>
            <ul className={list}>
              {lines.map((r) => (
                <li key={r.lineId}>{lineWords(r)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {lines && !inUse ? <p>No line uses this location. It is deleted for good.</p> : null}
        {props.deleteProblem ? (
          <Alert variant="error" title="Not deleted">
            {props.deleteProblem}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
