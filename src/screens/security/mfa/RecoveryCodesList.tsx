// Recovery codes as both places show them once (SEC-03): the warning, the list, Copy and Download.
// The enrolment dialog of My security and the sign-in's step wrap it with their own way on.
import { type ReactNode, useState } from 'react';
import { saveFile } from '../../../app/saveFile';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { codes as codesClass } from './mfa.css';

export function RecoveryCodesList(props: {
  codes: readonly string[];
  /** Lays out the Copy and Download buttons (a dialog's actions, or a row). */
  actions: (buttons: ReactNode) => ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const text = `Switchboard recovery codes (each works once)\n\n${props.codes.join('\n')}\n`;
  return (
    <>
      <Alert variant="warning" title="This is the only time they are shown">
        If you lose your phone or cannot read your e-mail, each of these codes signs you in once. Keep them
        somewhere safe, such as a password manager.
      </Alert>
      <ul className={codesClass} aria-label="Recovery codes">
        {props.codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      {copied ? <p role="status">Copied.</p> : null}
      {props.actions(
        <>
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
        </>,
      )}
    </>
  );
}
