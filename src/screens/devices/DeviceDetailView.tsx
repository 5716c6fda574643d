// One device: its details, its lines (app type, extension, emergency location, registration per
// line — ERR-09 when that read fails), when it was last provisioned, and the actions the caller
// may take: assign or move (DEV-04, with the move confirmed), unassign, log out the hoteling
// user, reset a line's SIP password (shown once), delete. ERR-07: refusals open a dialog headed
// 'Error' with the platform's words, and every dialog has a way back.
import { type ReactNode, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { DetailList } from '../../ui/DetailList';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { section, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { type DeviceChange, DeviceEditDialog } from './DeviceEditDialog';
import {
  APP_TYPE_LABEL,
  type DeviceDetail,
  type DeviceLine,
  devicesHref,
  type LineRegistration,
  makeModel,
  personName,
  REGISTRATION_LABEL,
  REGISTRATION_TONE,
  REGISTRATION_UNAVAILABLE,
} from './deviceLabels';
import { actions, mono } from './devices.css';
import { SecretValue, SHOWN_ONCE } from './SecretValue';

export interface AssignmentView {
  busy: boolean;
  /** DEV-04: the device is held by another extension; moving it needs a yes. */
  confirmMove?: { extensionNumber: string; userName: string };
  /** ERR-07: the platform's refusal, shown in the 'Error' dialog. */
  error?: string;
  /** The refusal was "another user is logged in": the dialog offers to log them out. */
  canLogOutFromError?: boolean;
}

export interface DeviceDetailViewProps {
  device: DeviceDetail;
  /** The control that changes a line's emergency location (issue 19), when the caller may. */
  lineLocation?: (line: DeviceLine) => ReactNode;
  /** Per line id; undefined while it is read. */
  registrations: Readonly<Record<number, LineRegistration | undefined>>;
  extensions: readonly { id: number; label: string }[];
  canUpdate: boolean;
  canDelete: boolean;
  assignment: AssignmentView;
  onAssign: (extensionId: number) => void;
  onConfirmMove: () => void;
  onCancelMove: () => void;
  onUnassign: () => void;
  onLogout: () => void;
  onDismissError: () => void;
  resetting: boolean;
  /** The new SIP password, shown once. */
  resetResult?: { sipId: string; sipPassword: string };
  onResetPassword: (lineId: number) => void;
  onResetDone: () => void;
  deleting: boolean;
  onDelete: () => void;
  /** An error of a reset or delete, as a sentence. */
  actionError?: string;
  /** The edit dialog (name, make and model): open, its models, its save and refusal. */
  edit: DeviceEditView;
  onEdit: () => void;
  onSaveEdit: (change: DeviceChange) => void;
  onCancelEdit: () => void;
}

export interface DeviceEditView {
  isOpen: boolean;
  models: readonly { make: string; model: string }[];
  saving: boolean;
  serverErrors?: readonly { field: string; message: string }[];
  serverMessage?: string;
}

function registrationCell(reg: LineRegistration | undefined) {
  if (reg === undefined) return 'Reading…';
  if (reg === 'unavailable') return REGISTRATION_UNAVAILABLE;
  return <Badge tone={REGISTRATION_TONE[reg.status]}>{REGISTRATION_LABEL[reg.status]}</Badge>;
}

export function DeviceDetailView(props: DeviceDetailViewProps) {
  const d = props.device;
  const fmt = useFormat();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState(String(props.extensions[0]?.id ?? ''));
  const [resetLine, setResetLine] = useState<DeviceLine>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { assignment } = props;

  const lineColumns: DataTableColumn<DeviceLine>[] = [
    { key: 'position', header: 'Line', render: (l) => String(l.position) },
    { key: 'sipId', header: 'SIP id', render: (l) => <span className={mono}>{l.sipId}</span> },
    { key: 'appType', header: 'App', render: (l) => (l.appType ? APP_TYPE_LABEL[l.appType] : '—') },
    { key: 'extension', header: 'Extension', render: (l) => l.extensionNumber ?? '—' },
    {
      key: 'e911',
      header: 'Emergency location',
      render: (l) =>
        l.e911Location ? (
          <>
            {`${l.e911Location.name} `}
            <Badge tone={l.e911Location.status === 'provisioned' ? 'success' : 'warning'}>
              {l.e911Location.status === 'provisioned' ? 'Provisioned' : 'Provisioning'}
            </Badge>
          </>
        ) : (
          'None'
        ),
    },
    {
      key: 'registration',
      header: 'Registration',
      render: (l) => registrationCell(props.registrations[l.id]),
    },
    ...(props.canUpdate
      ? [
          {
            key: 'actions',
            header: 'Actions',
            render: (l: DeviceLine) => (
              <div className={actions}>
                <Button
                  variant="secondary"
                  aria-label={`Reset SIP password of ${l.sipId}`}
                  onPress={() => setResetLine(l)}
                >
                  Reset SIP password
                </Button>
                {props.lineLocation?.(l)}
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={stack}>
      <PageHeader title={d.name}>
        <Link href={devicesHref()}>Back to devices</Link>
      </PageHeader>
      {props.actionError ? <Alert variant="error">{props.actionError}</Alert> : null}
      <div className={section}>
        <DetailList
          items={[
            {
              label: 'MAC address',
              value: d.macAddress ? <span className={mono}>{d.macAddress}</span> : 'None',
            },
            { label: 'Make and model', value: makeModel(d) },
            {
              label: 'Extension',
              value: d.extension
                ? `${d.extension.extensionNumber} (${personName(d.extension.userName)})`
                : 'Not assigned',
            },
            {
              label: 'Logged in',
              value: d.loggedInUser
                ? `${personName(d.loggedInUser.name)}${d.loggedInAt ? ` since ${fmt.dateTime(d.loggedInAt)}` : ''}`
                : 'Nobody',
            },
            {
              label: 'Registration',
              value: (
                <Badge tone={REGISTRATION_TONE[d.registration.status]}>
                  {REGISTRATION_LABEL[d.registration.status]}
                </Badge>
              ),
            },
            {
              label: 'Last provisioned',
              value: d.lastProvisionedAt
                ? `${fmt.dateTime(d.lastProvisionedAt)}${d.lastProvisionedFrom ? ` from ${d.lastProvisionedFrom}` : ''}`
                : 'Never',
            },
          ]}
        />
        {props.canUpdate || props.canDelete ? (
          <div className={actions}>
            {props.canUpdate ? (
              <>
                <Button variant="secondary" onPress={props.onEdit}>
                  Edit
                </Button>
                <Button onPress={() => setPicking(true)} isDisabled={assignment.busy}>
                  {d.extension ? 'Move to another extension' : 'Assign to an extension'}
                </Button>
                {d.extension ? (
                  <Button variant="secondary" onPress={props.onUnassign} isPending={assignment.busy}>
                    Unassign
                  </Button>
                ) : null}
                {d.loggedInUser ? (
                  <Button variant="secondary" onPress={props.onLogout} isPending={assignment.busy}>
                    {`Log out ${personName(d.loggedInUser.name)}`}
                  </Button>
                ) : null}
              </>
            ) : null}
            {props.canDelete ? (
              <Button variant="danger" onPress={() => setConfirmDelete(true)}>
                Delete device
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <DataTable
        caption="Lines"
        columns={lineColumns}
        rows={d.lines}
        rowKey={(l) => l.id}
        emptyText="This device has no lines."
      />

      <DeviceEditDialog {...props.edit} device={d} onSave={props.onSaveEdit} onCancel={props.onCancelEdit} />

      <ConfirmDialog
        isOpen={picking}
        title={d.extension ? 'Move the device' : 'Assign the device'}
        confirmLabel={d.extension ? 'Move' : 'Assign'}
        isConfirmDisabled={!picked}
        onCancel={() => setPicking(false)}
        onConfirm={() => {
          setPicking(false);
          props.onAssign(Number(picked));
        }}
      >
        <SelectField
          label="Extension"
          value={picked}
          onChange={setPicked}
          options={props.extensions.map((e) => ({ value: String(e.id), label: e.label }))}
        />
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={!!assignment.confirmMove}
        title="Move the device?"
        confirmLabel="Move it"
        isPending={assignment.busy}
        onCancel={props.onCancelMove}
        onConfirm={props.onConfirmMove}
      >
        <p>
          {assignment.confirmMove
            ? `This device is assigned to extension ${assignment.confirmMove.extensionNumber} (${personName(assignment.confirmMove.userName)}). Moving it takes it and its lines from that extension.`
            : null}
        </p>
      </ConfirmDialog>

      <Modal isOpen={!!assignment.error} onOpenChange={(o) => o || props.onDismissError()}>
        <Dialog title="Error" role="alertdialog">
          <p>{assignment.error}</p>
          <DialogActions>
            {assignment.canLogOutFromError && d.loggedInUser ? (
              <Button variant="secondary" onPress={props.onLogout}>
                {`Log out ${personName(d.loggedInUser.name)}`}
              </Button>
            ) : null}
            <Button onPress={props.onDismissError}>OK</Button>
          </DialogActions>
        </Dialog>
      </Modal>

      <ConfirmDialog
        isOpen={!!resetLine && !props.resetResult}
        title="Reset the SIP password?"
        confirmLabel="Reset password"
        variant="danger"
        isPending={props.resetting}
        onCancel={() => setResetLine(undefined)}
        onConfirm={() => resetLine && props.onResetPassword(resetLine.id)}
      >
        <p>{`The phone on ${resetLine?.sipId ?? 'this line'} stops registering until it is given the new password.`}</p>
      </ConfirmDialog>

      <Modal isOpen={!!props.resetResult}>
        <Dialog title="New SIP password" role="alertdialog">
          {props.resetResult ? (
            <SecretValue
              label={`SIP password for ${props.resetResult.sipId}`}
              value={props.resetResult.sipPassword}
            />
          ) : null}
          <p>{SHOWN_ONCE}</p>
          <DialogActions>
            <Button
              onPress={() => {
                setResetLine(undefined);
                props.onResetDone();
              }}
            >
              Done
            </Button>
          </DialogActions>
        </Dialog>
      </Modal>

      <ConfirmDialog
        isOpen={confirmDelete}
        title="Delete the device?"
        confirmLabel="Delete device"
        variant="danger"
        isPending={props.deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={props.onDelete}
      >
        <p>
          {`${d.name} is deleted with its ${d.lines.length === 1 ? 'line' : `${d.lines.length} lines`}. The phone stops working: it can no longer register or make calls.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
