// The account's API keys (issue 23, decision 0107), props only: the keys (name, prefix, API user,
// created, last used, status), a dialog to create one (its secret shown once), a rename, and a
// confirmation before a key is revoked, saying that apps using it stop working at once.
import { useState } from 'react';
import {
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyItem,
  apiKeyStatus,
} from '../../domain/schemas/apiKey';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { useFormat } from '../../ui/format/FormatContext';
import { stack, toolbar } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import type { WriteState } from '../common/writeState';
import { CreateKeyDialog } from './CreateKeyDialog';

export interface ApiKeysViewProps {
  keys: readonly ApiKeyItem[];
  apiUsers: readonly { id: number; name: string }[];
  /** The time the statuses are told at (an expiry passed or not). */
  now: Date;
  canCreate: boolean;
  canChange: boolean;
  canRevoke: boolean;
  createState: WriteState;
  changeState: WriteState;
  revokeState: WriteState;
  /** Resolves the created key (with its secret), or undefined when it was refused. */
  onCreate: (body: ApiKeyCreate) => Promise<ApiKeyCreated | undefined>;
  onRename: (key: ApiKeyItem, name: string) => Promise<boolean>;
  onRevoke: (key: ApiKeyItem) => Promise<boolean>;
}

const STATUS_TEXT = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;
const STATUS_TONE = { active: 'success', expired: 'warning', revoked: 'neutral' } as const;

export function ApiKeysView(props: ApiKeysViewProps) {
  const format = useFormat();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [renaming, setRenaming] = useState<ApiKeyItem>();
  const [newName, setNewName] = useState('');
  const [revoking, setRevoking] = useState<ApiKeyItem>();
  const columns: DataTableColumn<ApiKeyItem>[] = [
    { key: 'name', header: 'Name', render: (k) => k.name },
    { key: 'prefix', header: 'Key', render: (k) => <code>{`${k.prefix}…`}</code> },
    { key: 'apiUser', header: 'API user', render: (k) => k.apiUser.name },
    { key: 'createdAt', header: 'Created', render: (k) => format.dateTime(k.createdAt) },
    {
      key: 'lastUsedAt',
      header: 'Last used',
      render: (k) => (k.lastUsedAt ? format.dateTime(k.lastUsedAt) : 'Never'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (k) => {
        const status = apiKeyStatus(k, props.now);
        return <Badge tone={STATUS_TONE[status]}>{STATUS_TEXT[status]}</Badge>;
      },
    },
    {
      key: 'actions',
      header: 'Change',
      render: (k) =>
        k.revokedAt ? null : (
          <div className={toolbar}>
            {props.canChange ? (
              <Button
                variant="secondary"
                aria-label={`Rename ${k.name}`}
                onPress={() => {
                  setNewName(k.name);
                  setRenaming(k);
                }}
              >
                Rename
              </Button>
            ) : null}
            {props.canRevoke ? (
              <Button variant="quiet" aria-label={`Revoke ${k.name}`} onPress={() => setRevoking(k)}>
                Revoke
              </Button>
            ) : null}
          </div>
        ),
    },
  ];
  const closeCreate = () => {
    setCreating(false);
    setCreated(undefined);
  };
  return (
    <div className={stack}>
      <Card
        title="Keys"
        actions={
          props.canCreate ? <Button onPress={() => setCreating(true)}>Create API key</Button> : undefined
        }
      >
        <p>
          An API key lets an app call the API as one of the account’s API users, with that user’s permissions.
        </p>
        {props.revokeState.saved ? <Alert variant="success">{props.revokeState.saved}</Alert> : null}
        <DataTable
          caption="API keys"
          hideCaption
          columns={columns}
          rows={props.keys}
          rowKey={(k) => k.id}
          emptyText="No API keys yet: create one for each app that calls the API."
        />
      </Card>
      {creating ? (
        <CreateKeyDialog
          apiUsers={props.apiUsers}
          pending={props.createState.pending}
          errors={props.createState.errors}
          message={props.createState.message}
          created={created}
          onCreate={async (body) => setCreated(await props.onCreate(body))}
          onClose={closeCreate}
        />
      ) : null}
      {renaming ? (
        <Modal isOpen onOpenChange={(open) => (open ? undefined : setRenaming(undefined))} isDismissable>
          <Dialog title="Rename API key">
            <Form
              onSubmit={async (e) => {
                e.preventDefault();
                if (await props.onRename(renaming, newName.trim())) setRenaming(undefined);
              }}
            >
              <TextField
                label="Name"
                value={newName}
                onChange={setNewName}
                isRequired
                isInvalid={Boolean(props.changeState.errors.find((e) => e.field === 'name'))}
                errorMessage={props.changeState.errors.find((e) => e.field === 'name')?.message}
              />
              {props.changeState.message ? <Alert variant="error">{props.changeState.message}</Alert> : null}
              <DialogActions>
                <Button variant="secondary" onPress={() => setRenaming(undefined)}>
                  Cancel
                </Button>
                <Button type="submit" isPending={props.changeState.pending}>
                  Save name
                </Button>
              </DialogActions>
            </Form>
          </Dialog>
        </Modal>
      ) : null}
      <ConfirmDialog
        isOpen={revoking !== undefined}
        title="Revoke this API key?"
        confirmLabel="Revoke key"
        variant="danger"
        isPending={props.revokeState.pending}
        onCancel={() => setRevoking(undefined)}
        onConfirm={async () => {
          if (revoking && (await props.onRevoke(revoking))) setRevoking(undefined);
        }}
      >
        <p>
          {`Apps using “${revoking?.name ?? ''}” (${revoking?.prefix ?? ''}…) stop working at once: every call they make with it is refused. This cannot be undone; the key stays listed as revoked.`}
        </p>
        {props.revokeState.message ? <Alert variant="error">{props.revokeState.message}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
