// The model picker (DEV-03): the provisioning models grouped by make, each make led by the
// synthetic 'Auto Detect' (the model is found at the phone's first fetch), and one
// 'Softphone/Other' entry for devices that are not provisioned phones (no MAC address).
import { useId } from 'react';
import { AUTO_DETECT_MODEL, SOFTPHONE_MODEL } from '../../domain/schemas/device';
import { field, label as labelClass, select } from '../../ui/SelectField.css';
import { fieldError } from '../../ui/TextField.css';
import { makeModel } from './deviceLabels';

export const AUTO_DETECT = AUTO_DETECT_MODEL;
export const SOFTPHONE_OTHER = SOFTPHONE_MODEL;

export interface ModelChoice {
  make: string;
  /** A model name, AUTO_DETECT, or SOFTPHONE_OTHER (then `make` is ''). */
  model: string;
}

const SEP = '\u001f';
export const choiceValue = (c: ModelChoice) => `${c.make}${SEP}${c.model}`;
export function choiceOf(value: string): ModelChoice {
  const [make = '', model = ''] = value.split(SEP);
  return { make, model };
}
export const SOFTPHONE_CHOICE: ModelChoice = { make: '', model: SOFTPHONE_OTHER };
export const isSoftphone = (c: ModelChoice) => c.model === SOFTPHONE_OTHER;

/** The groups the picker shows: per make (alphabetical) 'Auto Detect' then its models. */
export function modelGroups(models: readonly { make: string; model: string }[]) {
  const byMake = new Map<string, string[]>();
  for (const m of models) {
    const list = byMake.get(m.make) ?? [];
    if (m.model !== AUTO_DETECT && !list.includes(m.model)) list.push(m.model);
    byMake.set(m.make, list);
  }
  return [...byMake.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([make, list]) => ({ make, models: [AUTO_DETECT, ...list.sort((a, b) => a.localeCompare(b))] }));
}

export interface ModelPickerProps {
  models: readonly { make: string; model: string }[];
  value: ModelChoice;
  onChange: (choice: ModelChoice) => void;
  /** The platform's refusal of the make or model (a 400's field error), told under the picker. */
  errorMessage?: string;
}

export function ModelPicker(props: ModelPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        Make and model
      </label>
      <select
        id={id}
        className={select}
        value={choiceValue(props.value)}
        aria-invalid={props.errorMessage ? true : undefined}
        aria-describedby={props.errorMessage ? errorId : undefined}
        onChange={(e) => props.onChange(choiceOf(e.target.value))}
      >
        {modelGroups(props.models).map((g) => (
          <optgroup key={g.make} label={g.make}>
            {g.models.map((model) => (
              <option key={model} value={choiceValue({ make: g.make, model })}>
                {makeModel({ make: g.make, model })}
              </option>
            ))}
          </optgroup>
        ))}
        <optgroup label="Other">
          <option value={choiceValue(SOFTPHONE_CHOICE)}>{SOFTPHONE_OTHER}</option>
        </optgroup>
      </select>
      {props.errorMessage ? (
        <span id={errorId} className={fieldError}>
          {props.errorMessage}
        </span>
      ) : null}
    </div>
  );
}
