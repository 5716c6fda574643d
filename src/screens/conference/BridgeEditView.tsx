// A conference bridge's form (CALL-04): name, the number callers dial, the host and participant
// PINs (hidden unless shown; Generate offers a good one), the most participants and whether calls
// are recorded. The PIN rules are checked here on Save with the platform's own words
// (src/domain/conferencePins.ts), and again by the platform. Without the right to change it, the
// same form is shown disabled. Props only: the page loads and saves.
import { type FormEvent, useState } from 'react';
import type { ConferenceKit, ConferenceKitBody } from '../../api/conference';
import { generatePin, participantPinProblem, pinProblem } from '../../domain/conferencePins';
import { formatPhone } from '../../domain/phone';
import { MAX_PARTICIPANTS, MIN_PARTICIPANTS } from '../../domain/schemas/conference';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { checkbox } from '../../ui/SelectField.css';
import { TextField } from '../../ui/TextField';
import { fieldError } from '../../ui/TextField.css';
import { RecordFormEnd } from '../common/RecordFormEnd';
import { conferenceHref } from './conferenceWords';

interface Draft {
  name: string;
  /** '' for none. */
  bridgeNumber: string;
  hostPin: string;
  participantPin: string;
  /** As typed. */
  maxParticipants: string;
  recording: boolean;
}

const draftOf = (b: ConferenceKit): Draft => ({
  name: b.name,
  bridgeNumber: b.bridgeNumber ?? '',
  hostPin: b.hostPin,
  participantPin: b.participantPin,
  maxParticipants: String(b.maxParticipants),
  recording: b.recording,
});

const bodyOf = (d: Draft): ConferenceKitBody => ({
  name: d.name,
  bridgeNumber: d.bridgeNumber || null,
  hostPin: d.hostPin,
  participantPin: d.participantPin,
  // What is not a whole number is sent as typed: the schema names what is wrong with it.
  maxParticipants: (/^\d+$/.test(d.maxParticipants.trim())
    ? Number(d.maxParticipants.trim())
    : d.maxParticipants) as number,
  recording: d.recording,
});

/** The form's own checks of the PINs, in the platform's words. */
export function pinChecks(d: Pick<Draft, 'hostPin' | 'participantPin'>): Record<string, string> {
  const found: Record<string, string> = {};
  const host = pinProblem(d.hostPin);
  const participant = participantPinProblem(d.hostPin, d.participantPin);
  if (host) found.hostPin = host;
  if (participant) found.participantPin = participant;
  return found;
}

/** A digit from the browser's cryptographic random source (not Math.random: a PIN guards a call). */
const randomDigit = () => crypto.getRandomValues(new Uint8Array(1))[0] % 10;

export interface BridgeEditViewProps {
  bridge: ConferenceKit;
  /** The account's numbers a bridge may take; undefined when they could not be read. */
  numbers: readonly string[] | undefined;
  canUpdate: boolean;
  saving: boolean;
  saved: boolean;
  errorOf: (field: string) => string | undefined;
  onFieldChanged: (fields: readonly string[]) => void;
  /** The form's checks on Save: these replace the errors found before. */
  onChecked: (found: Record<string, string>) => void;
  message?: string;
  onSave: (change: ConferenceKitBody) => void;
}

export function BridgeEditView(props: BridgeEditViewProps) {
  const { errorOf } = props;
  const [draft, setDraft] = useState(() => draftOf(props.bridge));
  const [showPins, setShowPins] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    props.onFieldChanged([key]);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const disabled = !props.canUpdate || props.saving;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!props.canUpdate) return;
    const found = pinChecks(draft);
    props.onChecked(found);
    if (Object.keys(found).length === 0) props.onSave(bodyOf(draft));
  };
  const numbers = new Set(props.numbers ?? []);
  if (draft.bridgeNumber) numbers.add(draft.bridgeNumber);
  const pinField = (key: 'hostPin' | 'participantPin', label: string, other: string) => (
    <div className={toolbar}>
      <TextField
        label={label}
        description="4 to 8 digits, not one repeated digit nor digits in a row."
        type={showPins ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        value={draft[key]}
        onChange={(v) => set(key, v)}
        isDisabled={disabled}
        isInvalid={!!errorOf(key)}
        errorMessage={errorOf(key)}
      />
      {props.canUpdate ? (
        <Button
          variant="secondary"
          aria-label={`Generate a ${label.toLowerCase()}`}
          isDisabled={disabled}
          onPress={() => {
            set(key, generatePin(randomDigit, 6, other));
            setShowPins(true);
          }}
        >
          Generate
        </Button>
      ) : null}
    </div>
  );
  return (
    <Card title="Bridge">
      <Form onSubmit={submit}>
        <TextField
          label="Name"
          value={draft.name}
          onChange={(v) => set('name', v)}
          isDisabled={disabled}
          isInvalid={!!errorOf('name')}
          errorMessage={errorOf('name')}
        />
        <div>
          <SelectField
            label="Number callers dial"
            value={draft.bridgeNumber}
            isDisabled={disabled}
            options={[
              { value: '', label: `None: the extension (${props.bridge.extensionNumber}) only` },
              ...[...numbers].sort().map((n) => ({ value: n, label: formatPhone(n) })),
            ]}
            onChange={(v) => set('bridgeNumber', v)}
          />
          {errorOf('bridgeNumber') ? (
            <p className={fieldError} role="alert">
              {errorOf('bridgeNumber')}
            </p>
          ) : null}
        </div>
        {pinField('hostPin', 'Host PIN', draft.participantPin)}
        {pinField('participantPin', 'Participant PIN', draft.hostPin)}
        <div>
          <Button variant="quiet" aria-pressed={showPins} onPress={() => setShowPins((s) => !s)}>
            {showPins ? 'Hide PINs' : 'Show PINs'}
          </Button>
        </div>
        <TextField
          label="Most participants"
          description={`From ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS}, the host included.`}
          inputMode="numeric"
          value={draft.maxParticipants}
          onChange={(v) => set('maxParticipants', v)}
          isDisabled={disabled}
          isInvalid={!!errorOf('maxParticipants')}
          errorMessage={errorOf('maxParticipants')}
        />
        <label className={checkbox}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={draft.recording}
            checked={draft.recording}
            disabled={disabled}
            onChange={(e) => set('recording', e.target.checked)}
          />
          Record calls on this bridge
        </label>
        <RecordFormEnd
          what="the bridge"
          message={props.message}
          saved={props.saved}
          saving={props.saving}
          canUpdate={props.canUpdate}
          backHref={conferenceHref()}
          backText="Back to the conference bridges"
        />
      </Form>
    </Card>
  );
}
