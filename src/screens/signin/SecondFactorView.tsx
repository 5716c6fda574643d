// The sign-in's second step (SEC-03, decision 0109): after a right password, a code of the
// user's authenticator app or e-mail, or a recovery code; a user who must enrol sets up an
// authenticator (QR code and key shown) or e-mail codes first. Props only: the page drives it.
import { type FormEvent, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { TextField } from '../../ui/TextField';
import { footer as footerClass, page, qr, secretText, stack } from './SignInView.css';

export interface SecondFactorViewProps {
  methods: string[];
  enrolmentRequired: boolean;
  recovery: boolean;
  message: string;
  busy: boolean;
  /** A refusal of the last code, in words. */
  error?: string;
  /** The authenticator being set up now: its QR code and key. */
  enrolment?: { qrCode: string; secret: string };
  /** Where an e-mail code was sent. */
  sentTo?: string;
  requestPending: boolean;
  requestError?: string;
  onRequest(method: 'totp' | 'email'): void;
  onSubmit(otp: string): void;
  onCancel(): void;
}

export function SecondFactorView(props: SecondFactorViewProps) {
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [missing, setMissing] = useState(false);
  const choosing = props.enrolmentRequired && !props.enrolment && !props.sentTo;
  const hasEmail = props.methods.includes('email');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.busy) return;
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    props.onSubmit(code.trim());
  }

  return (
    <main className={page}>
      <Card title="Two-step sign-in" level={1} size="narrow">
        <div className={stack}>
          <Alert variant="info">{props.message}</Alert>
          {props.error ? <Alert variant="error">{props.error}</Alert> : null}
          {props.requestError ? <Alert variant="error">{props.requestError}</Alert> : null}
          {choosing ? (
            <>
              <p>Choose how you will prove it is you each time you sign in.</p>
              <Button
                variant="primary"
                fullWidth
                isPending={props.requestPending}
                onPress={() => props.onRequest('totp')}
              >
                Set up an authenticator app
              </Button>
              <Button
                variant="secondary"
                fullWidth
                isDisabled={props.requestPending}
                onPress={() => props.onRequest('email')}
              >
                Send me codes by e-mail
              </Button>
            </>
          ) : (
            <>
              {props.enrolment ? (
                <div className={stack}>
                  <p>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
                  <img
                    className={qr}
                    src={props.enrolment.qrCode}
                    alt="QR code to add Switchboard to your authenticator app"
                  />
                  <p>
                    Or enter this key in the app: <code className={secretText}>{props.enrolment.secret}</code>
                  </p>
                </div>
              ) : null}
              {props.sentTo ? (
                <Alert variant="success">
                  We sent a 6-digit code to {props.sentTo}. It works for 10 minutes.
                </Alert>
              ) : null}
              <Form onSubmit={submit} aria-label="Second step">
                <TextField
                  label={useRecovery ? 'Recovery code' : 'Code'}
                  name="otp"
                  autoComplete="one-time-code"
                  inputMode={useRecovery ? 'text' : 'numeric'}
                  description={
                    useRecovery
                      ? 'One of the recovery codes you saved, like abcde-fghij.'
                      : 'The 6-digit code.'
                  }
                  isRequired
                  value={code}
                  onChange={(value) => {
                    setCode(value);
                    setMissing(false);
                  }}
                  isInvalid={missing}
                  errorMessage={
                    missing ? (useRecovery ? 'Enter a recovery code.' : 'Enter the 6-digit code.') : undefined
                  }
                  autoFocus
                />
                <Button type="submit" variant="primary" fullWidth isPending={props.busy}>
                  Verify and sign in
                </Button>
              </Form>
            </>
          )}
          <div className={footerClass}>
            {!props.enrolmentRequired && props.recovery ? (
              <Button
                variant="secondary"
                fullWidth
                onPress={() => {
                  setUseRecovery((u) => !u);
                  setCode('');
                }}
              >
                {useRecovery ? 'Use a code instead' : 'Use a recovery code'}
              </Button>
            ) : null}
            {hasEmail ? (
              <Button
                variant="secondary"
                fullWidth
                isPending={props.requestPending}
                onPress={() => props.onRequest('email')}
              >
                {props.sentTo ? 'Send another e-mail code' : 'Send an e-mail code'}
              </Button>
            ) : null}
            <Button variant="secondary" fullWidth onPress={props.onCancel}>
              Back to sign in
            </Button>
          </div>
        </div>
      </Card>
    </main>
  );
}
