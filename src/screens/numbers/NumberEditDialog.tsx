// Edit one number in a dialog: caller-id name, caller id, custom tag, backup number (NUM-05: blank
// is sent as one space), initial assignment and status. Checked with the platform's schema before
// sending; a refusal's field errors are told under their fields and what was typed stays.
// Cancel (or Escape) changes nothing.
import { useState } from 'react';
import type { FieldError } from '../../api/failure';
import type { NumberDetail } from '../../api/numbers';
import { BLANK_BACKUP_NUMBER, SETTABLE_STATUSES } from '../../domain/phoneNumbers';
import { type NumberEdit, numberEditSchema } from '../../domain/schemas/phoneNumberBulk';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useFieldErrors } from '../common/useFieldErrors';
import { backupNumberText } from './numberLabels';

export type { NumberEdit };

export interface NumberEditDialogProps {
  isOpen: boolean;
  number: NumberDetail;
  customTags: readonly string[];
  saving: boolean;
  serverErrors?: readonly FieldError[];
  serverMessage?: string;
  onSave: (change: NumberEdit) => void;
  onCancel: () => void;
}

/** The fields of the form, as typed. */
interface Draft {
  callerIdName: string;
  callerId: string;
  customTag: string;
  backupNumber: string;
  initialAssign: string;
  status: string;
}

const draftOf = (n: NumberDetail): Draft => ({
  callerIdName: n.callerIdName ?? '',
  callerId: n.callerId ?? '',
  customTag: n.customTag ?? '',
  backupNumber: backupNumberText(n.backupNumber) ? (n.backupNumber ?? '') : '',
  initialAssign: n.initial_assign ?? '',
  status: n.status,
});

/** Only what changed; NUM-05: a blank backup number is sent as a single space. */
export function changeOf(before: Draft, after: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (after.callerIdName !== before.callerIdName) out.callerIdName = after.callerIdName;
  if (after.callerId !== before.callerId) out.callerId = after.callerId;
  if (after.customTag !== before.customTag) out.customTag = after.customTag === '' ? null : after.customTag;
  if (after.backupNumber.trim() !== before.backupNumber.trim())
    out.backupNumber = after.backupNumber.trim() === '' ? BLANK_BACKUP_NUMBER : after.backupNumber.trim();
  if (after.initialAssign !== before.initialAssign) out.initialAssign = after.initialAssign;
  if (after.status !== before.status) out.status = after.status;
  return out;
}

export function NumberEditDialog(props: NumberEditDialogProps) {
  return (
    <Modal isOpen={props.isOpen} onOpenChange={(open) => open || props.onCancel()}>
      <Dialog title="Edit number">
        <EditForm {...props} />
      </Dialog>
    </Modal>
  );
}

function EditForm(props: NumberEditDialogProps) {
  const initial = draftOf(props.number);
  const [draft, setDraft] = useState(initial);
  const fieldErrors = useFieldErrors(props.serverErrors);
  const err = fieldErrors.error;
  const set = (field: keyof Draft) => (v: string) => {
    fieldErrors.changed(field);
    setDraft((d) => ({ ...d, [field]: v }));
  };
  const submit = () => {
    const change = changeOf(initial, draft);
    const parsed = numberEditSchema.safeParse(change);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues) found[String(i.path[0])] ??= i.message;
      fieldErrors.checked(found);
      return;
    }
    fieldErrors.checked({});
    if (Object.keys(change).length === 0) return props.onCancel();
    props.onSave(change as NumberEdit);
  };
  const statusOptions = SETTABLE_STATUSES.includes(initial.status as (typeof SETTABLE_STATUSES)[number])
    ? SETTABLE_STATUSES
    : [initial.status, ...SETTABLE_STATUSES];
  const text = (field: keyof Draft, label: string, description?: string, autoFocus = false) => (
    <TextField
      label={label}
      autoFocus={autoFocus}
      value={draft[field]}
      onChange={set(field)}
      description={description}
      isInvalid={!!err(field)}
      errorMessage={err(field)}
    />
  );
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {props.serverMessage ? <Alert variant="error">{props.serverMessage}</Alert> : null}
      {text(
        'callerIdName',
        'Caller-id name',
        'At most 15 characters, shown with calls from the number.',
        true,
      )}
      {text('callerId', 'Caller id', 'The number shown to the people called, 7 to 15 digits.')}
      <SelectField
        label="Custom tag"
        value={draft.customTag}
        onChange={set('customTag')}
        options={[
          { value: '', label: 'No tag' },
          ...[...new Set([...(initial.customTag ? [initial.customTag] : []), ...props.customTags])].map(
            (t) => ({
              value: t,
              label: t,
            }),
          ),
        ]}
      />
      {err('customTag') ? <Alert variant="error">{err('customTag')}</Alert> : null}
      {text(
        'backupNumber',
        'Backup number',
        'Calls go here when the number cannot ring. Leave it blank for none.',
      )}
      {text('initialAssign', 'Initial assign')}
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={statusOptions.map((s) => ({ value: s, label: s }))}
      />
      {err('status') ? <Alert variant="error">{err('status')}</Alert> : null}
      <DialogActions>
        <Button variant="secondary" onPress={props.onCancel} isDisabled={props.saving}>
          Cancel
        </Button>
        <Button type="submit" isPending={props.saving}>
          Save
        </Button>
      </DialogActions>
    </Form>
  );
}
