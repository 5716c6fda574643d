// Edit a device's name and make/model (C-435), in a dialog over its page. The MAC address is
// shown, not edited: it is the phone's identity and its provisioning credential. The name is
// checked with the platform's schema as the server would; a refusal's field errors are told
// under their fields and the dialog keeps what was typed. Cancel (or Escape) changes nothing.
import { useState } from 'react';
import type { FieldError } from '../../api/failure';
import { problemOf } from '../../domain/schemas/common';
import { deviceNameSchema } from '../../domain/schemas/device';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DetailList } from '../../ui/DetailList';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { useFieldErrors } from '../common/useFieldErrors';
import type { DeviceDetail } from './deviceLabels';
import { mono } from './devices.css';
import {
  AUTO_DETECT,
  choiceValue,
  type ModelChoice,
  ModelPicker,
  SOFTPHONE_CHOICE,
  SOFTPHONE_OTHER,
} from './ModelPicker';

/** What a save sends: the name, and the make and model only when another was picked. */
export interface DeviceChange {
  name: string;
  make?: string | null;
  model?: string;
}

export interface DeviceEditDialogProps {
  isOpen: boolean;
  device: Pick<DeviceDetail, 'name' | 'macAddress' | 'make' | 'model' | 'kind'>;
  models: readonly { make: string; model: string }[];
  saving: boolean;
  /** The platform's field errors from the last save (name, make, model). */
  serverErrors?: readonly FieldError[];
  /** A refusal without field errors, as a sentence. */
  serverMessage?: string;
  onSave: (change: DeviceChange) => void;
  onCancel: () => void;
}

/** The picker's entry for the device as stored: no model is Auto Detect; no make nor model, or not a desk phone, is Softphone/Other. */
export function choiceOfDevice(d: DeviceEditDialogProps['device']): ModelChoice {
  if (d.kind !== 'deskphone' || d.model === SOFTPHONE_OTHER || (!d.make && !d.model)) return SOFTPHONE_CHOICE;
  return { make: d.make ?? '', model: d.model ?? AUTO_DETECT };
}

export function DeviceEditDialog(props: DeviceEditDialogProps) {
  return (
    // Not dismissed by a click outside: a stray click must not lose what was typed.
    <Modal isOpen={props.isOpen} onOpenChange={(open) => open || props.onCancel()}>
      <Dialog title="Edit device">
        <EditForm {...props} />
      </Dialog>
    </Modal>
  );
}

// Mounted each time the dialog opens, so it starts from the device as the page shows it.
function EditForm(props: DeviceEditDialogProps) {
  const { device } = props;
  const [name, setName] = useState(device.name);
  const initial = choiceOfDevice(device);
  const [choice, setChoice] = useState<ModelChoice>(initial);
  // The device's own make and model are offered even when the list lacks them (or failed to load).
  const models = initial.model === SOFTPHONE_OTHER ? props.models : [...props.models, initial];
  const fieldErrors = useFieldErrors(props.serverErrors, { make: 'model' });
  const err = fieldErrors.error;

  const submit = () => {
    const nameProblem = problemOf(deviceNameSchema, name);
    fieldErrors.checked(nameProblem ? { name: nameProblem } : {});
    if (nameProblem) return;
    const picked = choiceValue(choice) !== choiceValue(initial);
    props.onSave({
      name: name.trim(),
      ...(picked ? { make: choice.model === SOFTPHONE_OTHER ? null : choice.make, model: choice.model } : {}),
    });
  };

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {props.serverMessage ? <Alert variant="error">{props.serverMessage}</Alert> : null}
      <TextField
        label="Name"
        isRequired
        // The name is what one opens the dialog to change: focus starts there.
        autoFocus
        value={name}
        onChange={(v) => {
          fieldErrors.changed('name');
          setName(v);
        }}
        isInvalid={!!err('name')}
        errorMessage={err('name')}
      />
      <ModelPicker
        models={models}
        value={choice}
        onChange={(c) => {
          fieldErrors.changed('model');
          setChoice(c);
        }}
        errorMessage={err('model')}
      />
      <DetailList
        items={[
          {
            label: 'MAC address',
            value: device.macAddress ? <span className={mono}>{device.macAddress}</span> : 'None',
          },
        ]}
      />
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
