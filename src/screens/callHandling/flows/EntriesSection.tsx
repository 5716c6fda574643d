// The account's numbers in its call flows (CALL-03): each number and where its calls go first,
// added, changed (one at a time, in the same form) and removed after asking. The server's field
// errors show under their fields and what was typed stays. Props only.
import { type FormEvent, useState } from 'react';
import type { FieldError } from '../../../api/failure';
import { formatPhone } from '../../../domain/phone';
import type { CallFlow, Destination } from '../../../domain/schemas/callFlow';
import type { CallFlowEntry, CallFlowEntryBody } from '../../../domain/schemas/callHandling/flows';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Form } from '../../../ui/Form';
import { TextField } from '../../../ui/TextField';
import { DestinationField } from '../common/DestinationField';
import { describeDestination } from '../common/destinations';
import { row, stack } from './flows.css';

export interface EntriesSectionProps {
  entries: readonly CallFlowEntry[];
  flow: CallFlow;
  canEdit: boolean;
  saving: boolean;
  /** The last save's field errors (number, name, destination). */
  errors: readonly FieldError[];
  /** Resolves true once saved: a new entry without `id`. */
  onSave: (id: number | undefined, entry: CallFlowEntryBody) => Promise<boolean>;
  onDelete: (id: number) => Promise<boolean>;
  onEdit: () => void;
}

interface Draft {
  id?: number;
  name: string;
  number: string;
  destination: Destination | undefined;
}

const EMPTY: Draft = { name: '', number: '', destination: undefined };

export function EntriesSection(props: EntriesSectionProps) {
  const [draft, setDraft] = useState<Draft>();
  const [asking, setAsking] = useState<CallFlowEntry>();
  /** A field changed: the last answer's errors go until the next save. */
  const change = (d: Draft) => {
    setDraft(d);
    props.onEdit();
  };
  const errorOf = (field: string) =>
    props.errors.find((e) => e.field === field || e.field.startsWith(`${field}.`))?.message;
  const edit = (d: Draft | undefined) => {
    setDraft(d);
    props.onEdit();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const saved = await props.onSave(draft.id, {
      name: draft.name.trim() || undefined,
      number: draft.number,
      destination: draft.destination as Destination,
    });
    if (saved) setDraft(undefined);
  };
  return (
    <section aria-labelledby="entries-title" className={stack}>
      <h2 id="entries-title">Numbers</h2>
      {props.entries.length ? (
        <ul>
          {props.entries.map((e) => (
            <li key={e.id}>
              <strong>{e.name || formatPhone(e.number)}</strong> {e.name ? `(${formatPhone(e.number)}) ` : ''}
              → {describeDestination(props.flow, e.destination)}{' '}
              {props.canEdit ? (
                <>
                  <Button
                    variant="secondary"
                    aria-label={`Change ${formatPhone(e.number)}`}
                    onPress={() =>
                      edit({ id: e.id, name: e.name, number: e.number, destination: e.destination })
                    }
                  >
                    Change
                  </Button>{' '}
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${formatPhone(e.number)}`}
                    onPress={() => setAsking(e)}
                  >
                    Remove
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No number leads into a call flow yet.</p>
      )}
      {props.canEdit && !draft ? (
        <p>
          <Button variant="secondary" onPress={() => edit(EMPTY)}>
            Add a number
          </Button>
        </p>
      ) : null}
      {draft ? (
        <Form onSubmit={submit} aria-label={draft.id ? 'Change the number' : 'Add a number'}>
          <div className={row}>
            <TextField
              label="Number"
              description="One of the account’s numbers, like +14155550100."
              inputMode="tel"
              value={draft.number}
              onChange={(number) => change({ ...draft, number })}
              isInvalid={!!errorOf('number')}
              errorMessage={errorOf('number')}
            />
            <TextField
              label="Name"
              description="Optional, like Main number."
              value={draft.name}
              onChange={(name) => change({ ...draft, name })}
              isInvalid={!!errorOf('name')}
              errorMessage={errorOf('name')}
            />
          </div>
          <DestinationField
            label="Calls go first to"
            value={draft.destination}
            onChange={(destination) => change({ ...draft, destination })}
            flow={props.flow}
            errorMessage={errorOf('destination')}
          />
          <div className={row}>
            <Button type="submit" isDisabled={props.saving}>
              {draft.id ? 'Save the number' : 'Add the number'}
            </Button>
            <Button variant="secondary" onPress={() => edit(undefined)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : null}
      <ConfirmDialog
        isOpen={!!asking}
        title={`Remove ${asking ? formatPhone(asking.number) : ''} from the call flows?`}
        confirmLabel="Remove"
        variant="danger"
        isPending={props.saving}
        onCancel={() => setAsking(undefined)}
        onConfirm={async () => {
          if (!asking) return;
          await props.onDelete(asking.id);
          setAsking(undefined);
        }}
      >
        Calls to this number stop going through the call flows; the number stays the account’s.
      </ConfirmDialog>
      {errorOf('') ? <Alert title="Not saved">{errorOf('')}</Alert> : null}
    </section>
  );
}
