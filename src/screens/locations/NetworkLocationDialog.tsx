// Adding a network location (props only): the kind (which only sets the format hint and is
// checked against what is typed), the network, the location it maps to and a note. The shared
// schema checks the fields on submit, so the dialog says what the server would; the server's
// refusals (a network already mapped) are shown beside their fields all the same.
import { useState } from 'react';
import type { FieldError } from '../../api/failure';
import {
  type LocationRecord,
  type NetworkLocationRequest,
  networkLocationRequestSchema,
} from '../../domain/schemas/location';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { LoadingState } from '../../ui/LoadingState';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { KIND_MISMATCH, KIND_WORDS, kindOf, NETWORK_HINT, type NetworkKind } from './networkWords';

export interface NetworkLocationDialogProps {
  /** The account's locations to choose from; undefined while they load. */
  locations: readonly LocationRecord[] | undefined;
  pending: boolean;
  /** The server's refusal: field errors, or a message about the whole request. */
  errors: readonly FieldError[];
  message?: string;
  onSave: (request: NetworkLocationRequest) => void;
  /** A field changed: the server's last refusal no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
}

type Field = 'network' | 'locationId' | 'description';

/** The schema's first word on each field, and the kind check on a network it takes. */
function check(
  kind: NetworkKind,
  draft: { locationId: number; network: string; description: string },
): { problems: Partial<Record<Field, string>>; request?: NetworkLocationRequest } {
  const parsed = networkLocationRequestSchema.safeParse(draft);
  if (!parsed.success) {
    const problems: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      problems[field] ??= issue.message;
    }
    return { problems };
  }
  if (kindOf(parsed.data.network) !== kind) return { problems: { network: KIND_MISMATCH[kind] } };
  return { problems: {}, request: parsed.data };
}

const locationLabel = (l: LocationRecord) =>
  l.status === 'provisioned' ? l.name : `${l.name} (being provisioned)`;

export function NetworkLocationDialog(props: NetworkLocationDialogProps) {
  const { locations } = props;
  const [kind, setKind] = useState<NetworkKind>('subnet');
  const [network, setNetwork] = useState('');
  const [picked, setPicked] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const locationId = Number(picked || locations?.[0]?.id || 0);
  const result = check(kind, { locationId, network, description });
  const serverError = (field: Field) => props.errors.find((e) => e.field === field)?.message;
  const errorOf = (field: Field) => (submitted ? result.problems[field] : undefined) ?? serverError(field);

  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    setSubmitted(true);
    if (result.request) props.onSave(result.request);
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onCancel())} isDismissable>
      <Dialog title="Add a network">
        {!locations ? (
          <LoadingState label="Loading the emergency locations…" />
        ) : (
          <Form onSubmit={submit}>
            <SelectField
              label="Kind"
              value={kind}
              options={(['subnet', 'bssid'] as const).map((k) => ({ value: k, label: KIND_WORDS[k] }))}
              onChange={(v) => setKind(v as NetworkKind)}
            />
            <TextField
              label={kind === 'subnet' ? 'Subnet' : 'BSSID'}
              description={NETWORK_HINT[kind]}
              value={network}
              onChange={(v) => {
                setNetwork(v);
                props.onEdit();
              }}
              autoComplete="off"
              spellCheck="false"
              isInvalid={Boolean(errorOf('network'))}
              errorMessage={errorOf('network')}
            />
            <SelectField
              label="Emergency location"
              value={String(locationId || '')}
              options={locations.map((l) => ({ value: String(l.id), label: locationLabel(l) }))}
              onChange={(v) => {
                setPicked(v);
                props.onEdit();
              }}
            />
            {errorOf('locationId') ? <Alert variant="error">{errorOf('locationId')}</Alert> : null}
            <TextField
              label="Note (optional)"
              description="Where the network is, like “Second floor”."
              value={description}
              onChange={setDescription}
              isInvalid={Boolean(errorOf('description'))}
              errorMessage={errorOf('description')}
            />
            {props.message ? <Alert variant="error">{props.message}</Alert> : null}
            <DialogActions>
              <Button variant="secondary" onPress={props.onCancel} isDisabled={props.pending}>
                Cancel
              </Button>
              <Button type="submit" isPending={props.pending}>
                Add network
              </Button>
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </Modal>
  );
}
