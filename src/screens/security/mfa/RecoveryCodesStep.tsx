// The sign-in's recovery codes step (SEC-03, decision 0121): a user who has just enrolled their
// first method at sign-in sees its recovery codes once, as My security's enrolment shows them,
// before the portal opens. Loaded only then. Props only: the sign-in page drives it.
import { useState } from 'react';
import { saveFile } from '../../../app/saveFile';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { page } from '../passwords/ExpiredPasswordStep.css';
import { codes as codesClass, row, stack } from './mfa.css';

export function RecoveryCodesStep(props: { codes: readonly string[]; onContinue: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Switchboard recovery codes (each works once)\n\n${props.codes.join('\n')}\n`;
  return (
    <main className={page}>
      <Card title="Save your recovery codes" level={1} size="narrow">
        <div className={stack}>
          <Alert variant="success">Two-step sign-in is set up.</Alert>
          <Alert variant="warning" title="This is the only time they are shown">
            If you lose your phone or cannot read your e-mail, each of these codes signs you in once. Keep
            them somewhere safe, such as a password manager.
          </Alert>
          <ul className={codesClass} aria-label="Recovery codes">
            {props.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          {copied ? <p role="status">Copied.</p> : null}
          <div className={row}>
            <Button
              variant="secondary"
              onPress={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
            >
              Copy
            </Button>
            <Button
              variant="secondary"
              onPress={() =>
                saveFile(new Blob([text], { type: 'text/plain' }), 'switchboard-recovery-codes.txt')
              }
            >
              Download
            </Button>
          </div>
          <Button variant="primary" fullWidth onPress={props.onContinue}>
            I have saved them, continue
          </Button>
        </div>
      </Card>
    </main>
  );
}
