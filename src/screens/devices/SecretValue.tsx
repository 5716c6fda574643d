// A secret shown once (a new SIP or provisioning password), with a Copy button. The platform
// never gives it again, so the screen says so.
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { secret, secretValue } from './devices.css';

export function SecretValue(props: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={secret}>
      <span>{props.label}</span>
      <code className={secretValue}>{props.value}</code>
      <Button
        variant="secondary"
        aria-label={`Copy ${props.label}`}
        onPress={() => {
          void navigator.clipboard?.writeText(props.value).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}

export const SHOWN_ONCE = 'This is shown only once: copy it now. It will not be shown again.';
