// The account's password policy as a form (issue 23, SEC-02; decision 0108): props only.
import { type FormEvent, useState } from 'react';
import { type PasswordPolicy, passwordPolicySchema } from '../../../domain/security/passwords';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { muted, stack, toolbar } from '../../../ui/layout.css';
import { CheckboxField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useFieldErrors } from '../../common/useFieldErrors';
import type { WriteState } from '../../common/writeState';

export interface PasswordPolicyFormProps {
  policy: PasswordPolicy;
  canUpdate: boolean;
  state: WriteState;
  onSave(policy: PasswordPolicy): void;
}

type Counts = 'minLength' | 'historyCount' | 'expiryDays';

export function PasswordPolicyForm({ policy, canUpdate, state, onSave }: PasswordPolicyFormProps) {
  const [draft, setDraft] = useState<Record<Counts, string>>({
    minLength: String(policy.minLength),
    historyCount: String(policy.historyCount),
    expiryDays: String(policy.expiryDays),
  });
  const [flags, setFlags] = useState({
    requireDigit: policy.requireDigit,
    requireUpper: policy.requireUpper,
    requireSymbol: policy.requireSymbol,
  });
  const errors = useFieldErrors(state.errors);

  const count = (field: Counts, label: string, description: string) => (
    <TextField
      label={label}
      description={description}
      inputMode="numeric"
      value={draft[field]}
      isReadOnly={!canUpdate}
      onChange={(v) => {
        setDraft((d) => ({ ...d, [field]: v }));
        errors.changed(field);
      }}
      isInvalid={errors.error(field) !== undefined}
      errorMessage={errors.error(field)}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = {
      ...flags,
      minLength: Number(draft.minLength),
      historyCount: Number(draft.historyCount),
      expiryDays: Number(draft.expiryDays),
    };
    const result = passwordPolicySchema.safeParse(value);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
      errors.checked(found);
      return;
    }
    errors.checked({});
    onSave(result.data);
  }

  return (
    <Form onSubmit={submit} aria-label="Password policy">
      <div className={stack}>
        {count('minLength', 'Minimum length', 'Characters, 8 to 64.')}
        <CheckboxField
          label="Needs a digit"
          checked={flags.requireDigit}
          isDisabled={!canUpdate}
          onChange={(v) => setFlags((f) => ({ ...f, requireDigit: v }))}
        />
        <CheckboxField
          label="Needs an upper-case letter"
          checked={flags.requireUpper}
          isDisabled={!canUpdate}
          onChange={(v) => setFlags((f) => ({ ...f, requireUpper: v }))}
        />
        <CheckboxField
          label="Needs a symbol"
          checked={flags.requireSymbol}
          isDisabled={!canUpdate}
          onChange={(v) => setFlags((f) => ({ ...f, requireSymbol: v }))}
        />
        {count(
          'historyCount',
          'Earlier passwords remembered',
          'A new password may not repeat these, 0 to 24.',
        )}
        {count(
          'expiryDays',
          'Password expires after (days)',
          '0 means passwords do not expire; at most 730.',
        )}
        {state.message ? (
          <Alert variant="error" title="The policy was not saved">
            {state.message}
          </Alert>
        ) : null}
        {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
        {canUpdate ? (
          <div className={toolbar}>
            <Button type="submit" isPending={state.pending}>
              Save policy
            </Button>
          </div>
        ) : (
          <p className={muted}>You may look at the policy; changing it needs another role.</p>
        )}
      </div>
    </Form>
  );
}
