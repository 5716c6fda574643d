// Recovery codes, shown once (props only): each signs in once when the authenticator or e-mail
// is out of reach. Copy and download; closing the dialog forgets them.
import { useState } from 'react';
import { saveFile } from '../../../app/saveFile';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../../ui/Dialog';
import { codes as codesClass } from './mfa.css';

export function RecoveryCodesDialog(props: { codes: readonly string[]; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Switchboard recovery codes (each works once)\n\n${props.codes.join('\n')}\n`;
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog title="Save your recovery codes">
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
        <DialogActions>
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
          <Button onPress={props.onClose}>I have saved them</Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
