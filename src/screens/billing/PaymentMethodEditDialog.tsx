// Editing a card (C-282; props only): the name on the card and the expiry month and year, never
// the card number. The shared schema checks the fields on submit, so the dialog says what the
// server would; the server's refusals (an expiry that has passed) are shown beside their fields.
import { useState } from 'react';
import type { PaymentMethod } from '../../api/billing';
import type { FieldError } from '../../api/failure';
import { type PaymentMethodChange, paymentMethodSchema } from '../../domain/schemas/billing';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';

export interface PaymentMethodEditDialogProps {
  method: PaymentMethod;
  pending: boolean;
  /** The server's refusal: field errors, or a message about the whole request. */
  errors: readonly FieldError[];
  message?: string;
  onSave: (change: PaymentMethodChange) => void;
  /** A field changed: the server's last refusal no longer applies. */
  onEdit: () => void;
  onCancel: () => void;
}

type Field = 'holderName' | 'expMonth' | 'expYear';

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function check(draft: { holderName: string; expMonth: string; expYear: string }) {
  const parsed = paymentMethodSchema.safeParse({
    holderName: draft.holderName,
    expMonth: numberOf(draft.expMonth),
    expYear: numberOf(draft.expYear),
  });
  if (parsed.success) return { problems: {}, change: parsed.data };
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) problems[issue.path[0] as Field] ??= issue.message;
  return { problems };
}

export function PaymentMethodEditDialog(props: PaymentMethodEditDialogProps) {
  const { method } = props;
  const [holderName, setHolderName] = useState(method.holderName ?? '');
  const [expMonth, setExpMonth] = useState(String(method.expMonth));
  const [expYear, setExpYear] = useState(String(method.expYear));
  const [submitted, setSubmitted] = useState(false);
  const result = check({ holderName, expMonth, expYear });
  const problems: Partial<Record<Field, string>> = result.problems;
  const errorOf = (field: Field) =>
    (submitted ? problems[field] : undefined) ?? props.errors.find((e) => e.field === field)?.message;
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    props.onEdit();
  };
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    setSubmitted(true);
    if (result.change) props.onSave(result.change);
  };
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onCancel())} isDismissable>
      <Dialog title={`Edit ${method.label}`}>
        <Form onSubmit={submit}>
          <p>The card number cannot be changed; add a new card for that.</p>
          <TextField
            label="Name on the card"
            value={holderName}
            onChange={edit(setHolderName)}
            autoComplete="cc-name"
            isInvalid={Boolean(errorOf('holderName'))}
            errorMessage={errorOf('holderName')}
          />
          <TextField
            label="Expiry month"
            description="1 to 12"
            value={expMonth}
            onChange={edit(setExpMonth)}
            inputMode="numeric"
            autoComplete="cc-exp-month"
            isInvalid={Boolean(errorOf('expMonth'))}
            errorMessage={errorOf('expMonth')}
          />
          <TextField
            label="Expiry year"
            description="Four digits, like 2029"
            value={expYear}
            onChange={edit(setExpYear)}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            isInvalid={Boolean(errorOf('expYear'))}
            errorMessage={errorOf('expYear')}
          />
          {props.message ? <Alert variant="error">{props.message}</Alert> : null}
          <DialogActions>
            <Button variant="secondary" onPress={props.onCancel} isDisabled={props.pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={props.pending}>
              Save card
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
