// Adding or changing a rule (props only): the kind decides the field — a number, a prefix, a
// country from the call country list, or none for anonymous callers — and the directions the
// kind allows. What is typed is checked as it is typed with the server's own check
// (checkRuleTarget, against the account's country), so the dialog says what the server would;
// the server's refusals are shown beside their fields all the same.
import { useMemo, useState } from 'react';
import type { RuleDraft } from '../../api/callBlocking';
import type { FieldError } from '../../api/failure';
import { checkRuleTarget } from '../../domain/callBlocking/ruleTarget';
import {
  type CallBlockRule,
  type CallCountry,
  DIRECTION_NAMES,
  type Direction,
  KIND_DIRECTIONS,
  RULE_KIND_NAMES,
  RULE_KINDS,
  type RuleKind,
} from '../../domain/schemas/callBlocking';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

export interface RuleDialogProps {
  /** The rule being changed; none to add one. */
  rule?: CallBlockRule;
  /** The account's country: a national number is read as one of it. */
  country: string;
  countries: readonly CallCountry[];
  pending: boolean;
  /** The server's refusal: field errors, or a message about the whole rule. */
  errors: readonly FieldError[];
  message?: string;
  onSave: (draft: RuleDraft) => void;
  onCancel: () => void;
}

const VALUE_LABEL: Record<Exclude<RuleKind, 'anonymous' | 'international'>, string> = {
  number: 'Phone number',
  prefix: 'Numbers starting with',
};
const VALUE_HINT: Record<Exclude<RuleKind, 'anonymous' | 'international'>, string> = {
  number: 'A number of the account’s country, or +country code and number. 411 and other service codes too.',
  prefix: 'Digits; a + in front for a country code, like +44.',
};

export function RuleDialog(props: RuleDialogProps) {
  const { rule, countries } = props;
  const [kind, setKind] = useState<RuleKind>(rule?.kind ?? 'number');
  const [value, setValue] = useState(rule?.value ?? '');
  const [direction, setDirection] = useState<Direction>(rule?.direction ?? 'inbound');
  const [label, setLabel] = useState(rule?.label ?? '');
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [touched, setTouched] = useState(false);
  const codes = useMemo(() => new Set(countries.map((c) => c.code)), [countries]);
  const directions = KIND_DIRECTIONS[kind];
  const chosenDirection = directions.includes(direction) ? direction : directions[0];
  const check = checkRuleTarget(kind, value, { country: props.country, countries: codes });
  const localError = touched && !check.ok ? check.message : undefined;
  const serverError = (field: string) => props.errors.find((e) => e.field === field)?.message;
  const valueError = localError ?? serverError('value');

  const changeKind = (next: string) => {
    setKind(next as RuleKind);
    setValue(next === 'international' ? (countries.find((c) => c.code !== props.country)?.code ?? '') : '');
    setTouched(false);
  };
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    setTouched(true);
    if (!check.ok) return;
    props.onSave({ ruleId: rule?.ruleId, kind, value, direction: chosenDirection, label, enabled });
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onCancel())} isDismissable>
      <Dialog title={rule ? 'Edit rule' : 'Add a rule'}>
        <Form onSubmit={submit}>
          <SelectField
            label="What to block"
            value={kind}
            options={RULE_KINDS.map((k) => ({ value: k, label: RULE_KIND_NAMES[k] }))}
            onChange={changeKind}
          />
          {kind === 'number' || kind === 'prefix' ? (
            <TextField
              label={VALUE_LABEL[kind]}
              description={VALUE_HINT[kind]}
              value={value}
              onChange={(v) => {
                setValue(v);
                setTouched(true);
              }}
              inputMode="tel"
              isInvalid={Boolean(valueError)}
              errorMessage={valueError}
            />
          ) : null}
          {kind === 'international' ? (
            <>
              <SelectField
                label="Country"
                value={value}
                options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.callingCode})` }))}
                onChange={(v) => {
                  setValue(v);
                  setTouched(true);
                }}
              />
              {valueError ? <Alert variant="error">{valueError}</Alert> : null}
            </>
          ) : null}
          <SelectField
            label="Which calls"
            value={chosenDirection}
            options={directions.map((d) => ({ value: d, label: DIRECTION_NAMES[d] }))}
            onChange={(v) => setDirection(v as Direction)}
            isDisabled={directions.length === 1}
          />
          <TextField
            label="Label"
            description="So that others know why, like “Repeated sales calls”."
            value={label}
            onChange={setLabel}
            isInvalid={Boolean(serverError('label'))}
            errorMessage={serverError('label')}
          />
          <CheckboxField label="The rule is on" checked={enabled} onChange={setEnabled} />
          {props.message ? <Alert variant="error">{props.message}</Alert> : null}
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
