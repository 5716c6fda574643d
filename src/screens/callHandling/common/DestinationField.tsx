// Where a call goes next, picked in two steps a keyboard reaches: the kind (auto-attendant, call
// queue, ..., outside number, hang up), then the node of that kind from the account's flow, or
// the outside number typed. Every call-handling form uses it for its destinations. The legend
// names the destination once; the controls under it show short labels ("Where", "Which call
// queue", "Outside number") and say the whole ("When closed: where") to a screen reader, so that
// the labels stay short on a phone, where the two selects stand one above the other.
import { useId } from 'react';
import type { CallFlow, Destination, DestinationKind } from '../../../domain/schemas/callFlow';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { fieldError } from '../../../ui/TextField.css';
import { fieldset, legend, part, parts } from './destination.css';
import { DESTINATION_KIND_WORDS, firstOfKind, nodesOfKind, PICKER_KINDS } from './destinations';

export interface DestinationFieldProps {
  label: string;
  value: Destination | undefined;
  onChange: (value: Destination | undefined) => void;
  /** The account's call flow (getCallFlow): the nodes to pick from. */
  flow: CallFlow;
  /** The node being edited, left out of its own choices. */
  self?: { kind: DestinationKind; id: number };
  errorMessage?: string;
  isDisabled?: boolean;
  /** The choice of no destination, always offered (an optional one: "Same as closed"). */
  emptyLabel?: string;
}

export function DestinationField({
  label,
  value,
  onChange,
  flow,
  self,
  errorMessage,
  isDisabled,
  emptyLabel,
}: DestinationFieldProps) {
  const errorId = useId();
  const kind = value?.kind ?? '';
  const which = value ? DESTINATION_KIND_WORDS[value.kind].toLowerCase() : '';
  const nodes =
    value && 'id' in value
      ? nodesOfKind(flow, value.kind).filter((n) => !(self && self.kind === value.kind && self.id === n.id))
      : [];
  return (
    <fieldset aria-describedby={errorMessage ? errorId : undefined} className={fieldset}>
      <legend className={legend}>{label}</legend>
      <div className={parts}>
        <div className={part}>
          <SelectField
            label="Where"
            accessibleLabel={`${label}: where`}
            value={kind}
            isDisabled={isDisabled}
            options={[
              ...(emptyLabel
                ? [{ value: '', label: emptyLabel }]
                : value
                  ? []
                  : [{ value: '', label: 'Choose…' }]),
              ...PICKER_KINDS.map((k) => ({ value: k, label: DESTINATION_KIND_WORDS[k] })),
            ]}
            onChange={(k) => onChange(k ? firstOfKind(flow, k as DestinationKind) : undefined)}
          />
        </div>
        {value && 'id' in value ? (
          nodes.length ? (
            <div className={part}>
              <SelectField
                label={`Which ${which}`}
                accessibleLabel={`${label}: which ${which}`}
                value={String(value.id)}
                isDisabled={isDisabled}
                options={nodes.map((n) => ({ value: String(n.id), label: n.label }))}
                onChange={(id) => onChange({ ...value, id: Number(id) })}
              />
            </div>
          ) : (
            <p className={part}>There is no {which} to choose yet.</p>
          )
        ) : null}
        {value?.kind === 'outside' ? (
          <div className={part}>
            <TextField
              label="Outside number"
              // With the visible label, react-aria names the input "<aria-label> <label>":
              // "When closed: Outside number".
              aria-label={`${label}:`}
              value={value.number}
              isDisabled={isDisabled}
              inputMode="tel"
              placeholder="+14155550100"
              onChange={(number) => onChange({ kind: 'outside', number })}
            />
          </div>
        ) : null}
      </div>
      {errorMessage ? (
        <p id={errorId} className={fieldError} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
