// The monitoring bulk change's form (props only): a supervisor, the extensions, one mode or stop.
// It asks for confirmation, saying how many extensions change, before the task starts.
import { useState } from 'react';
import { MONITOR_MODE_NAMES, MONITOR_MODES, type MonitorMode } from '../../domain/schemas/monitoring';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Form } from '../../ui/Form';
import { useFormat } from '../../ui/format/FormatContext';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import { choiceList } from './monitoring.css';
import type { Choice } from './people';

export interface MonitorBulkFormProps {
  people: readonly Choice[];
  extensions: readonly Choice[];
  pending: boolean;
  onStart: (monitorUserId: number, extensionIds: number[], mode: MonitorMode | 'none') => void;
}

type Mode = MonitorMode | 'none';
const MODE_OPTIONS = [
  ...MONITOR_MODES.map((m) => ({ value: m, label: MONITOR_MODE_NAMES[m] })),
  { value: 'none', label: 'Stop monitoring' },
];

export function MonitorBulkForm(props: MonitorBulkFormProps) {
  const format = useFormat();
  // The first person until one is chosen: the people may arrive after the form first shows.
  const [chosenSupervisor, setSupervisor] = useState('');
  const supervisor = chosenSupervisor || String(props.people[0]?.id ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<Mode>('listen');
  const [asking, setAsking] = useState(false);
  const [touched, setTouched] = useState(false);
  const who = props.people.find((p) => String(p.id) === supervisor);
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const count = chosen.size;
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    setTouched(true);
    if (count > 0 && who) setAsking(true);
  };
  const modeText = mode === 'none' ? 'stop monitoring' : MONITOR_MODE_NAMES[mode].toLowerCase();
  return (
    <Form onSubmit={submit}>
      <SelectField
        label="Supervisor"
        value={supervisor}
        options={props.people.map((p) => ({ value: String(p.id), label: p.label }))}
        onChange={setSupervisor}
      />
      <fieldset className={choiceList}>
        <legend>Extensions</legend>
        {props.extensions.map((x) => (
          <CheckboxField
            key={x.id}
            label={x.label}
            checked={chosen.has(x.id)}
            onChange={() => toggle(x.id)}
          />
        ))}
      </fieldset>
      {touched && count === 0 ? <Alert variant="error">Choose at least one extension.</Alert> : null}
      <SelectField label="Mode" value={mode} options={MODE_OPTIONS} onChange={(v) => setMode(v as Mode)} />
      <div>
        <Button type="submit" isPending={props.pending}>
          Change monitoring
        </Button>
      </div>
      <ConfirmDialog
        isOpen={asking}
        title="Change monitoring?"
        confirmLabel="Change monitoring"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          props.onStart(Number(supervisor), [...chosen], mode);
        }}
      >
        <p>{`${who?.label ?? ''}: ${modeText} on ${format.number(count)} ${count === 1 ? 'extension' : 'extensions'}.`}</p>
      </ConfirmDialog>
    </Form>
  );
}
