// Where a call goes next, picked in two steps a keyboard reaches: the kind (auto-attendant, call
// queue, ..., outside number, hang up), then the node of that kind from the account's flow, or
// the outside number typed. Every call-handling form uses it for its destinations.
import { useId } from 'react';
import type { CallFlow, Destination, DestinationKind } from '../../../domain/schemas/callFlow';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { fieldError } from '../../../ui/TextField.css';
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
  const nodes =
    value && 'id' in value
      ? nodesOfKind(flow, value.kind).filter((n) => !(self && self.kind === value.kind && self.id === n.id))
      : [];
  return (
    <fieldset
      aria-describedby={errorMessage ? errorId : undefined}
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <legend style={{ fontWeight: 500 }}>{label}</legend>
      <SelectField
        label={`${label}: where`}
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
      {value && 'id' in value ? (
        nodes.length ? (
          <SelectField
            label={`${label}: which ${DESTINATION_KIND_WORDS[value.kind].toLowerCase()}`}
            value={String(value.id)}
            isDisabled={isDisabled}
            options={nodes.map((n) => ({ value: String(n.id), label: n.label }))}
            onChange={(id) => onChange({ ...value, id: Number(id) })}
          />
        ) : (
          <p>There is no {DESTINATION_KIND_WORDS[value.kind].toLowerCase()} to choose yet.</p>
        )
      ) : null}
      {value?.kind === 'outside' ? (
        <TextField
          label={`${label}: outside number`}
          value={value.number}
          isDisabled={isDisabled}
          inputMode="tel"
          placeholder="+14155550100"
          onChange={(number) => onChange({ kind: 'outside', number })}
        />
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={fieldError} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
