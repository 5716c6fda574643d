// Creating an API key (props only): its name, the API user it acts as (one of the account's, or a
// new one named after the key) and an optional last day; once created, the secret is shown this
// once with a Copy button, and closing the dialog forgets it.
import { useState } from 'react';
import type { FieldError } from '../../api/failure';
import type { ApiKeyCreate, ApiKeyCreated } from '../../domain/schemas/apiKey';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

const NEW_USER = 'new';

export interface CreateKeyDialogProps {
  apiUsers: readonly { id: number; name: string }[];
  pending: boolean;
  errors: readonly FieldError[];
  message?: string;
  /** The key just created, with its secret: shown until the dialog closes. */
  created?: ApiKeyCreated;
  onCreate: (body: ApiKeyCreate) => void;
  onClose: () => void;
}

const errorOf = (errors: readonly FieldError[], field: string) =>
  errors.find((e) => e.field === field)?.message;

/** A day typed as YYYY-MM-DD: the key works until the end of that day, in this browser's time. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

export function CreateKeyDialog(props: CreateKeyDialogProps) {
  const [name, setName] = useState('');
  const [user, setUser] = useState(props.apiUsers[0] ? String(props.apiUsers[0].id) : NEW_USER);
  const [expiry, setExpiry] = useState('');
  const [copied, setCopied] = useState(false);
  const [touched, setTouched] = useState(false);
  const nameError =
    (touched && name.trim() === '' ? 'Enter a name.' : undefined) ?? errorOf(props.errors, 'name');
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    setTouched(true);
    if (name.trim() === '') return;
    props.onCreate({
      name: name.trim(),
      ...(user === NEW_USER ? { createApiUser: true } : { apiUserId: Number(user) }),
      expiresAt: expiry ? endOfDay(expiry) : null,
    });
  };
  const { created } = props;
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onClose())} isDismissable={!created}>
      <Dialog title={created ? 'API key created' : 'Create API key'}>
        {created ? (
          <>
            <Alert variant="warning" title="Copy the key now">
              {`This is the only time “${created.name}” is shown. Store it where the app that uses it can read it; it cannot be shown again.`}
            </Alert>
            <TextField label="API key" value={created.secret} isReadOnly />
            {copied ? <p role="status">Copied.</p> : null}
            <DialogActions>
              <Button
                variant="secondary"
                onPress={() =>
                  void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true))
                }
              >
                Copy
              </Button>
              <Button onPress={props.onClose}>Done</Button>
            </DialogActions>
          </>
        ) : (
          <Form onSubmit={submit}>
            <TextField
              label="Name"
              description="What uses it, e.g. Billing sync."
              value={name}
              onChange={setName}
              isRequired
              isInvalid={Boolean(nameError)}
              errorMessage={nameError}
            />
            <SelectField
              label="Acts as API user"
              value={user}
              options={[
                ...props.apiUsers.map((u) => ({ value: String(u.id), label: u.name })),
                { value: NEW_USER, label: 'A new API user named after the key' },
              ]}
              onChange={setUser}
            />
            {errorOf(props.errors, 'apiUserId') ? (
              <Alert variant="error">{errorOf(props.errors, 'apiUserId')}</Alert>
            ) : null}
            <TextField
              label="Works until (optional)"
              description="The last day it works; empty for a key that does not expire."
              type="date"
              value={expiry}
              onChange={setExpiry}
              isInvalid={Boolean(errorOf(props.errors, 'expiresAt'))}
              errorMessage={errorOf(props.errors, 'expiresAt')}
            />
            {props.message ? <Alert variant="error">{props.message}</Alert> : null}
            <DialogActions>
              <Button variant="secondary" onPress={props.onClose} isDisabled={props.pending}>
                Cancel
              </Button>
              <Button type="submit" isPending={props.pending}>
                Create API key
              </Button>
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </Modal>
  );
}
