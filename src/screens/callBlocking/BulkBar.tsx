// The actions on the chosen rules (props only): turn them on or off, or delete them after a
// confirmation that says how many go. Every rule chosen or none changes (the server's answer).
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useFormat } from '../../ui/format/FormatContext';
import { bulkBar } from './callBlocking.css';
import { rulesCount } from './ruleText';

export interface BulkBarProps {
  count: number;
  pending: boolean;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
  onClear: () => void;
}

export function BulkBar({ count, pending, onToggle, onDelete, onClear }: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const format = useFormat();
  if (count === 0) return null;
  const what = rulesCount(count, format.number);
  return (
    <section className={bulkBar} aria-label="Chosen rules">
      <span>{`${what.charAt(0).toUpperCase()}${what.slice(1)} chosen`}</span>
      <Button variant="secondary" onPress={() => onToggle(true)} isDisabled={pending}>
        Turn on
      </Button>
      <Button variant="secondary" onPress={() => onToggle(false)} isDisabled={pending}>
        Turn off
      </Button>
      <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={pending}>
        Delete…
      </Button>
      <Button variant="quiet" onPress={onClear} isDisabled={pending}>
        Clear the choice
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        title={`Delete ${what}?`}
        confirmLabel={`Delete ${what}`}
        variant="danger"
        isPending={pending}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{`The ${count === 1 ? 'rule stops' : 'rules stop'} blocking calls at once, and ${count === 1 ? 'it is' : 'they are'} gone for good.`}</p>
      </ConfirmDialog>
    </section>
  );
}
