// Setting up a second factor (props only): an authenticator app shows its QR code and key, this
// once; e-mail codes say where the first code went. The first code confirms it.
import { useState } from 'react';
import type { FieldError } from '../../../api/failure';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../../ui/Dialog';
import { Form } from '../../../ui/Form';
import { stack } from '../../../ui/layout.css';
import { TextField } from '../../../ui/TextField';
import { code as codeClass, qr } from './mfa.css';

export type Started = { kind: 'totp'; qrCode: string; secret: string } | { kind: 'email'; sentTo: string };

export interface EnrolDialogProps {
  started: Started;
  pending: boolean;
  errors: readonly FieldError[];
  onConfirm: (code: string) => void;
  onClose: () => void;
}

export function EnrolDialog(props: EnrolDialogProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const error =
    (touched && !/^\d{6}$/.test(code.trim()) ? 'Enter the 6-digit code.' : undefined) ??
    props.errors.find((e) => e.field === 'code')?.message;
  const s = props.started;
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onClose())} isDismissable>
      <Dialog title={s.kind === 'totp' ? 'Set up an authenticator app' : 'Set up e-mail codes'}>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (/^\d{6}$/.test(code.trim())) props.onConfirm(code.trim());
          }}
        >
          <div className={stack}>
            {s.kind === 'totp' ? (
              <>
                <p>
                  Scan this QR code with an authenticator app on your phone, then enter the 6-digit code it
                  shows.
                </p>
                <img
                  className={qr}
                  src={s.qrCode}
                  alt="QR code to add Switchboard to your authenticator app"
                />
                <p>
                  Cannot scan it? Enter this key in the app: <code className={codeClass}>{s.secret}</code>
                </p>
              </>
            ) : (
              <Alert variant="info">We sent a 6-digit code to {s.sentTo}. It works for 10 minutes.</Alert>
            )}
            <TextField
              label="Code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={setCode}
              isInvalid={error !== undefined}
              errorMessage={error}
              autoFocus
            />
          </div>
          <DialogActions>
            <Button variant="secondary" onPress={props.onClose} isDisabled={props.pending}>
              Cancel
            </Button>
            <Button type="submit" isPending={props.pending}>
              Confirm
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
