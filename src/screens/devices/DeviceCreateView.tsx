// The add-device form: name, make and model (DEV-03), MAC address formatted as typed and
// checked for duplicates once complete (DEV-02), an optional extension. After the create, the
// new secrets are shown once. ERR-08: a missing emergency location opens its own dialog.
import { useState } from 'react';
import type { FieldError } from '../../api/failure';
import { problemOf } from '../../domain/schemas/common';
import { deviceNameSchema, macAddressSchema } from '../../domain/schemas/device';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Link } from '../../ui/Link';
import { grid, muted, section, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useFieldErrors } from '../common/useFieldErrors';
import { devicesHref } from './deviceLabels';
import { MacField } from './MacField';
import {
  AUTO_DETECT,
  isSoftphone,
  type ModelChoice,
  ModelPicker,
  modelGroups,
  SOFTPHONE_CHOICE,
} from './ModelPicker';
import { SecretValue, SHOWN_ONCE } from './SecretValue';

export type MacStatus = 'incomplete' | 'checking' | 'free' | 'taken' | 'unchecked';

export interface NewDeviceDraft {
  name: string;
  macAddress?: string;
  make?: string;
  model?: string;
  extensionId?: number;
}

export interface CreatedDevice {
  deviceId: number;
  sipPasswords: { lineId: number; sipId: string; sipPassword: string }[];
  provisioningPassword: string | null;
}

export interface DeviceCreateViewProps {
  models: readonly { make: string; model: string }[];
  extensions: readonly { id: number; label: string }[];
  macStatus: MacStatus;
  /** Where a taken MAC is in use, when the caller may see that account (C-453 extraInfo). */
  macInUse?: { accountId: number; extension: string | null };
  onMacChange: (formatted: string) => void;
  onSubmit: (draft: NewDeviceDraft) => void;
  submitting: boolean;
  serverErrors?: FieldError[];
  serverMessage?: string;
  /** ERR-08: the platform's words about a missing emergency location; opens its dialog. */
  emergencyLocationProblem?: string;
  onEmergencyLocationClose: () => void;
  created?: CreatedDevice;
}

/** DEV-02: the words under the MAC field once the duplicate check has answered "in use". */
export function macInUseMessage(where?: { accountId: number; extension: string | null }): string {
  if (!where) return 'This MAC address is already in use.';
  return `In use on account ${where.accountId}, extension ${where.extension ?? 'none'}`;
}

export function DeviceCreateView(props: DeviceCreateViewProps) {
  const [name, setName] = useState('');
  const [mac, setMac] = useState('');
  // The first make's Auto Detect, as the picker lists them; Softphone/Other when none is known.
  const [choice, setChoice] = useState<ModelChoice>(() => {
    const first = modelGroups(props.models)[0];
    return first ? { make: first.make, model: AUTO_DETECT } : SOFTPHONE_CHOICE;
  });
  const [extensionId, setExtensionId] = useState('');
  // The platform refuses a make or a model on its own field; both are told under the picker.
  const fieldErrors = useFieldErrors(props.serverErrors, { make: 'model' });
  const err = fieldErrors.error;
  const softphone = isSoftphone(choice);
  const macError =
    err('macAddress') ?? (props.macStatus === 'taken' ? macInUseMessage(props.macInUse) : undefined);

  if (props.created) return <CreatedView created={props.created} name={name} />;

  const submit = () => {
    // The platform's schemas, so the form says what the server would.
    const found: Record<string, string> = {};
    const nameProblem = problemOf(deviceNameSchema, name);
    if (nameProblem) found.name = nameProblem;
    const macProblem = mac ? problemOf(macAddressSchema, mac) : 'Enter the MAC address.';
    if (!softphone && macProblem) found.macAddress = macProblem;
    fieldErrors.checked(found);
    if (Object.keys(found).length || (!softphone && props.macStatus === 'taken')) return;
    props.onSubmit({
      name: name.trim(),
      ...(softphone ? {} : { macAddress: mac }),
      make: softphone ? undefined : choice.make,
      model: choice.model,
      extensionId: extensionId ? Number(extensionId) : undefined,
    });
  };

  return (
    <div className={stack}>
      <PageHeader title="Add device">
        <Link href={devicesHref()}>Back to devices</Link>
      </PageHeader>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={section}>
          {props.serverMessage ? <Alert variant="error">{props.serverMessage}</Alert> : null}
          <div className={grid}>
            <TextField
              label="Name"
              isRequired
              value={name}
              onChange={(v) => {
                fieldErrors.changed('name');
                setName(v);
              }}
              isInvalid={!!err('name')}
              errorMessage={err('name')}
            />
            <ModelPicker
              models={props.models}
              value={choice}
              onChange={(c) => {
                fieldErrors.changed('model');
                setChoice(c);
              }}
              errorMessage={err('model')}
            />
            {softphone ? null : (
              <MacField
                isRequired
                value={mac}
                onChange={(v) => {
                  fieldErrors.changed('macAddress');
                  setMac(v);
                  props.onMacChange(v);
                }}
                errorMessage={macError}
                description={
                  props.macStatus === 'checking'
                    ? 'Checking whether this MAC address is in use…'
                    : props.macStatus === 'free'
                      ? 'This MAC address is free.'
                      : 'Twelve hex digits; separators are added as you type.'
                }
              />
            )}
            <SelectField
              label="Extension"
              value={extensionId}
              onChange={setExtensionId}
              options={[
                { value: '', label: 'Not assigned' },
                ...props.extensions.map((e) => ({ value: String(e.id), label: e.label })),
              ]}
            />
          </div>
          <p className={muted}>
            Emergency locations per line are set on the device once it exists. The MAC address is checked
            again when you add the device.
          </p>
          <div>
            <Button type="submit" isPending={props.submitting}>
              Add device
            </Button>
          </div>
        </div>
      </Form>
      <Modal
        isOpen={!!props.emergencyLocationProblem}
        onOpenChange={(o) => o || props.onEmergencyLocationClose()}
      >
        <Dialog title="Emergency location needed" role="alertdialog">
          <p>{props.emergencyLocationProblem}</p>
          <p>
            Each line needs an emergency location that exists in this account. Choose another location, or add
            the device without one and set it later.
          </p>
          <DialogActions>
            <Button onPress={props.onEmergencyLocationClose}>Back to the form</Button>
          </DialogActions>
        </Dialog>
      </Modal>
    </div>
  );
}

function CreatedView(props: { created: CreatedDevice; name: string }) {
  const { created } = props;
  return (
    <div className={stack}>
      <PageHeader title="Device added" />
      <div className={section}>
        <Alert variant="success">{`${props.name || 'The device'} was added.`}</Alert>
        <Alert variant="warning">{SHOWN_ONCE}</Alert>
        {created.sipPasswords.map((p) => (
          <SecretValue key={p.lineId} label={`SIP password for ${p.sipId}`} value={p.sipPassword} />
        ))}
        {created.provisioningPassword ? (
          <SecretValue label="Provisioning password" value={created.provisioningPassword} />
        ) : null}
        <div>
          <Link href={devicesHref(String(created.deviceId))}>Open the device</Link>
        </div>
      </div>
    </div>
  );
}
