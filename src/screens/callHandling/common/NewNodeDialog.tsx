// A new call-handling node (a call queue, an auto-attendant; decision 0099): its name and,
// when wanted, its extension number, in a dialog. Everything else is set on the node's own page,
// where the page goes once it is made. The platform's field errors show under their fields and
// go as soon as the field is changed, so the form can always be sent again.
import { type FormEvent, useEffect, useState } from 'react';
import type { FieldError } from '../../../api/failure';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../../ui/Dialog';
import { Form } from '../../../ui/Form';
import { TextField } from '../../../ui/TextField';

export interface NewNode {
  name: string;
  extension?: string;
}

export interface NewNodeDialogProps {
  isOpen: boolean;
  /** The dialog's title, e.g. 'New call queue'. */
  title: string;
  /** What the node starts as, in a sentence. */
  description: string;
  creating: boolean;
  /** The platform's refusal: field errors and, for anything else, its words. */
  errors: readonly FieldError[];
  onCreate: (node: NewNode) => void;
  onCancel: () => void;
  /** A field was changed: its error no longer holds. */
  onEdit: () => void;
}

export function NewNodeDialog(props: NewNodeDialogProps) {
  const [name, setName] = useState('');
  const [extension, setExtension] = useState('');
  useEffect(() => {
    if (props.isOpen) {
      setName('');
      setExtension('');
    }
  }, [props.isOpen]);
  const errorOf = (field: string) => props.errors.find((e) => e.field === field)?.message;
  const other = props.errors.filter((e) => e.field !== 'name' && e.field !== 'extension');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const number = extension.trim();
    props.onCreate({ name: name.trim(), ...(number ? { extension: number } : {}) });
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    props.onEdit();
  };
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      isDismissable={!props.creating}
    >
      <Dialog title={props.title}>
        <Form onSubmit={submit} aria-label={props.title}>
          <p>{props.description}</p>
          <TextField
            label="Name"
            value={name}
            onChange={edit(setName)}
            isRequired
            autoFocus
            isInvalid={!!errorOf('name')}
            errorMessage={errorOf('name')}
          />
          <TextField
            label="Extension number"
            description="Leave empty for the next free number."
            value={extension}
            onChange={edit(setExtension)}
            inputMode="numeric"
            isInvalid={!!errorOf('extension')}
            errorMessage={errorOf('extension')}
          />
          {other.length ? <Alert title="Not created">{other.map((e) => e.message).join(' ')}</Alert> : null}
          <DialogActions>
            <Button variant="secondary" onPress={props.onCancel} isDisabled={props.creating}>
              Cancel
            </Button>
            <Button type="submit" isPending={props.creating}>
              Create
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
