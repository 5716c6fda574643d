// Adding or changing a recording rule (props only): its name, whose calls (every call, or the
// chosen users, queues or call groups), the direction, always or on demand, how long recordings
// are kept and whether it is on. The retention is checked as it is typed with the server's own
// schema, so the dialog says what the server would; the server's refusals show beside their
// fields all the same.
import { useState } from 'react';
import type { FieldError } from '../../api/failure';
import { problemOf } from '../../domain/schemas/common';
import {
  RECORDING_DIRECTION_NAMES,
  RECORDING_DIRECTIONS,
  RECORDING_MODE_NAMES,
  RECORDING_MODES,
  RECORDING_SCOPE_NAMES,
  RECORDING_SCOPES,
  RETENTION_DEFAULT_DAYS,
  type RecordingDirection,
  type RecordingMode,
  type RecordingRule,
  type RecordingRuleDraft,
  type RecordingScope,
  recordingRuleInputSchema,
} from '../../domain/schemas/recordingRules';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { Choices } from './choices';
import { fieldError } from './fieldError';
import { targetList } from './recordingRules.css';

export interface RuleDialogProps {
  /** The rule being changed; none to add one. */
  rule?: RecordingRule;
  choices: Choices;
  pending: boolean;
  errors: readonly FieldError[];
  message?: string;
  onSave: (draft: RecordingRuleDraft) => void;
  onCancel: () => void;
}

/** The account's call recording announcement: the recording-rule greeting the Greetings page sets. */
const ANNOUNCEMENT_KEY = 'main';

const retentionProblem = (text: string) => {
  const days = Number(text);
  const shape = recordingRuleInputSchema.safeParse({
    name: 'x',
    scope: 'account',
    direction: 'both',
    retentionDays: text.trim() === '' ? Number.NaN : days,
  });
  return shape.success ? undefined : shape.error.issues.find((i) => i.path[0] === 'retentionDays')?.message;
};

export function RuleDialog(props: RuleDialogProps) {
  const { rule, choices } = props;
  const [name, setName] = useState(rule?.name ?? '');
  const [scope, setScope] = useState<RecordingScope>(rule?.scope ?? 'account');
  const [targets, setTargets] = useState<ReadonlySet<number>>(new Set(rule?.targetIds ?? []));
  const [direction, setDirection] = useState<RecordingDirection>(rule?.direction ?? 'both');
  const [mode, setMode] = useState<RecordingMode>(rule?.mode ?? 'always');
  const [retention, setRetention] = useState(String(rule?.retentionDays ?? RETENTION_DEFAULT_DAYS));
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [announce, setAnnounce] = useState(rule ? rule.announcementKey !== null : false);
  const [touched, setTouched] = useState(false);

  const draft: RecordingRuleDraft = {
    name,
    scope,
    targetIds: scope === 'account' ? [] : [...targets],
    direction,
    mode,
    announcementKey: announce ? (rule?.announcementKey ?? ANNOUNCEMENT_KEY) : null,
    retentionDays: Number(retention),
    enabled,
  };
  const local = touched ? problemOf(recordingRuleInputSchema, draft) : undefined;
  const retentionError =
    (touched ? retentionProblem(retention) : undefined) ?? fieldError(props.errors, 'retentionDays');
  const nameError =
    (touched && name.trim() === '' ? 'Enter a name.' : undefined) ?? fieldError(props.errors, 'name');
  const targetError =
    (touched && scope !== 'account' && targets.size === 0 ? 'Choose at least one.' : undefined) ??
    fieldError(props.errors, 'targetIds');

  const toggle = (id: number) => {
    const next = new Set(targets);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setTargets(next);
  };
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    setTouched(true);
    if (problemOf(recordingRuleInputSchema, draft)) return;
    props.onSave(draft);
  };
  const options = scope === 'account' ? [] : choices[scope];

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onCancel())} isDismissable>
      <Dialog title={rule ? 'Edit recording rule' : 'Add a recording rule'}>
        <Form onSubmit={submit}>
          <TextField
            label="Name"
            value={name}
            onChange={setName}
            isRequired
            isInvalid={Boolean(nameError)}
            errorMessage={nameError}
          />
          <SelectField
            label="Whose calls"
            value={scope}
            options={RECORDING_SCOPES.map((s) => ({ value: s, label: RECORDING_SCOPE_NAMES[s] }))}
            onChange={(v) => {
              setScope(v as RecordingScope);
              setTargets(new Set());
            }}
          />
          {scope !== 'account' ? (
            <fieldset className={targetList}>
              <legend>{RECORDING_SCOPE_NAMES[scope]}</legend>
              {options.length === 0 ? <p>There are none in this account.</p> : null}
              {options.map((o) => (
                <CheckboxField
                  key={o.id}
                  label={o.label}
                  checked={targets.has(o.id)}
                  onChange={() => toggle(o.id)}
                />
              ))}
              {targetError ? <Alert variant="error">{targetError}</Alert> : null}
            </fieldset>
          ) : null}
          <SelectField
            label="Which calls"
            value={direction}
            options={RECORDING_DIRECTIONS.map((d) => ({ value: d, label: RECORDING_DIRECTION_NAMES[d] }))}
            onChange={(v) => setDirection(v as RecordingDirection)}
          />
          <SelectField
            label="When"
            value={mode}
            options={RECORDING_MODES.map((m) => ({ value: m, label: RECORDING_MODE_NAMES[m] }))}
            onChange={(v) => setMode(v as RecordingMode)}
          />
          <TextField
            label="Keep recordings for (days)"
            description="Between 30 and 3650 days."
            inputMode="numeric"
            value={retention}
            onChange={(v) => {
              setRetention(v);
              setTouched(true);
            }}
            isInvalid={Boolean(retentionError)}
            errorMessage={retentionError}
          />
          <CheckboxField
            label="Play the call recording announcement to callers"
            checked={announce}
            onChange={setAnnounce}
          />
          {fieldError(props.errors, 'announcementKey') ? (
            <Alert variant="error">{`${fieldError(props.errors, 'announcementKey')} It is on the Greetings page.`}</Alert>
          ) : null}
          <CheckboxField label="The rule is on" checked={enabled} onChange={setEnabled} />
          {props.message ? <Alert variant="error">{props.message}</Alert> : null}
          {local && !retentionError && !nameError && !targetError ? (
            <Alert variant="error">{local}</Alert>
          ) : null}
          <DialogActions>
            <Button variant="secondary" onPress={props.onCancel} isDisabled={props.pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={props.pending}>
              {rule ? 'Save rule' : 'Add rule'}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
