// An auto-attendant's menu (CALL-03): a destination for each key 0–9, * and #, the wait for a key,
// and where calls go on a timeout or an invalid key. The server's field errors show on their
// fields; a loop the change would close (no field of its own) shows above the form. Props only.
import type { FormEvent } from 'react';
import type { Attendant, CallFlow, Destination, MenuKey } from '../../../domain/schemas/callFlow';
import { MENU_KEYS } from '../../../domain/schemas/callFlow';
import type { FieldError } from '../../../domain/schemas/fieldErrors';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { DestinationField } from '../common/DestinationField';
import { row, stack } from './flows.css';

export interface AttendantDraft {
  name: string;
  keys: Partial<Record<MenuKey, Destination>>;
  timeoutSeconds: string;
  timeout: Destination | undefined;
  invalid: Destination | undefined;
}

export const draftOf = (a: Attendant): AttendantDraft => ({
  name: a.name,
  keys: { ...a.keys },
  timeoutSeconds: String(a.timeoutSeconds),
  timeout: a.timeout,
  invalid: a.invalid,
});

/** 'keys[1]', 'keys["1"]' and 'keys.1' are the same field. */
export const fieldName = (field: string) =>
  field.replace(/\[["']?([^\]"']+)["']?\]/g, '.$1').replace(/^\./, '');

export interface AttendantEditViewProps {
  attendantId: number;
  extensionNumber: string;
  draft: AttendantDraft;
  onChange: (draft: AttendantDraft) => void;
  flow: CallFlow;
  errors: readonly FieldError[];
  saving: boolean;
  saved: boolean;
  onSave: () => void;
  backHref: string;
}

export function AttendantEditView(props: AttendantEditViewProps) {
  const { draft: d, onChange: set, flow } = props;
  const errors = new Map(props.errors.map((e) => [fieldName(e.field), e.message]));
  const whole = props.errors.filter((e) => fieldName(e.field) === '');
  const self = { kind: 'attendant' as const, id: props.attendantId };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSave();
  };
  return (
    <form className={stack} onSubmit={submit} aria-label={`Auto-attendant ${d.name}`}>
      <p>Extension {props.extensionNumber}</p>
      {whole.map((e) => (
        <Alert key={e.message} title="This change is refused">
          {e.message}
        </Alert>
      ))}
      {props.saved && <Alert variant="success">The menu is saved.</Alert>}
      <TextField
        label="Name"
        value={d.name}
        onChange={(name) => set({ ...d, name })}
        isInvalid={errors.has('name')}
        errorMessage={errors.get('name')}
      />
      <TextField
        label="Wait for a key (seconds)"
        inputMode="numeric"
        value={d.timeoutSeconds}
        onChange={(timeoutSeconds) => set({ ...d, timeoutSeconds })}
        isInvalid={errors.has('timeoutSeconds')}
        errorMessage={errors.get('timeoutSeconds')}
      />
      <h2>Menu keys</h2>
      <p>A key without a destination takes the invalid-key branch.</p>
      {MENU_KEYS.map((key) => (
        <div key={key} className={row}>
          <DestinationField
            label={`Key ${key}`}
            value={d.keys[key]}
            flow={flow}
            self={self}
            onChange={(to) => {
              const keys = { ...d.keys };
              if (to) keys[key] = to;
              else delete keys[key];
              set({ ...d, keys });
            }}
            errorMessage={errors.get(`keys.${key}`)}
          />
          {d.keys[key] && (
            <Button
              variant="secondary"
              onPress={() => {
                const keys = { ...d.keys };
                delete keys[key];
                set({ ...d, keys });
              }}
            >
              {`Clear key ${key}`}
            </Button>
          )}
        </div>
      ))}
      <h2>When no key is pressed or a wrong one</h2>
      <DestinationField
        label="Timeout"
        value={d.timeout}
        flow={flow}
        self={self}
        onChange={(timeout) => set({ ...d, timeout })}
        errorMessage={errors.get('timeout')}
      />
      <DestinationField
        label="Invalid key"
        value={d.invalid}
        flow={flow}
        self={self}
        onChange={(invalid) => set({ ...d, invalid })}
        errorMessage={errors.get('invalid')}
      />
      <div className={row}>
        <Button type="submit" isDisabled={props.saving}>
          {props.saving ? 'Saving…' : 'Save the menu'}
        </Button>
        <a href={props.backHref}>Back to call flows</a>
      </div>
    </form>
  );
}
