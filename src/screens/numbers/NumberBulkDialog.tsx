// A bulk change of the chosen numbers (NUM-04), shown from the bulk machine's tags: the form of
// the change (checked by numberChangeSchema, problems under their fields), the dry run's review
// ("N will change, M already so, K refused", the reasons and a sample), the confirmation of a
// change that takes something away (saying what goes with it), the progress (per batch for a
// move), and the results per number (refused by a rule, or failed) with the CSV and another try. Every failure has a way back.
import { useState } from 'react';
import type { NumberOutcome, NumberTaskProgress } from '../../../machines/numbers/numberBulkMachine';
import { MOVE_BATCH_DEFAULT, NUMBER_PROVIDERS, SETTABLE_STATUSES } from '../../domain/phoneNumbers';
import type { NumberDryRun } from '../../domain/schemas/phoneNumber';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { useFormat } from '../../ui/format/FormatContext';
import { list, muted, section } from '../../ui/layout.css';
import { ProgressBar } from '../../ui/ProgressBar';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { BULK_ACTIONS, type BulkActionKey } from './NumbersListView';
import { displayNumber } from './numberLabels';

export type BulkPhase = 'choosing' | 'busy' | 'review' | 'confirming' | 'running' | 'done' | 'failed';

export interface NumberBulkDialogProps {
  isOpen: boolean;
  phase: BulkPhase;
  action: BulkActionKey;
  selected: number;
  problems: Record<string, string>;
  dryRun?: NumberDryRun;
  /** What goes with a change that takes something away (shown at the confirmation). */
  consequence?: string;
  progress: NumberTaskProgress;
  outcome?: string;
  results: NumberOutcome[];
  error?: string;
  /** Whether BACK leads somewhere from the failure (before a task exists). */
  canGoBack: boolean;
  /** Downloads the results as CSV (every number, its result and why). */
  onDownload?: () => void;
  customTags: readonly string[];
  accounts: readonly { accountId: number; name: string }[];
  onSubmit: (change: Record<string, unknown>) => void;
  onConfirm: () => void;
  onBack: () => void;
  onRetry: () => void;
  onRetryFailed: () => void;
  onClose: () => void;
}

const labelOf = (a: BulkActionKey) => BULK_ACTIONS.find(([k]) => k === a)?.[1] ?? a;

export function NumberBulkDialog(props: NumberBulkDialogProps) {
  const fmt = useFormat();
  const closable = props.phase !== 'busy' && props.phase !== 'running';
  return (
    <Modal
      isOpen={props.isOpen}
      isKeyboardDismissDisabled={!closable}
      onOpenChange={(open) => open || (closable && props.onClose())}
    >
      <Dialog title={`${labelOf(props.action)}: ${fmt.number(props.selected)} numbers`}>
        <Body {...props} />
      </Dialog>
    </Modal>
  );
}

function Body(props: NumberBulkDialogProps) {
  const fmt = useFormat();
  switch (props.phase) {
    case 'choosing':
      return <ChangeForm {...props} />;
    case 'busy':
      return <p aria-live="polite">Working…</p>;
    case 'review':
    case 'confirming':
      return <Review {...props} />;
    case 'running': {
      const p = props.progress;
      const batches =
        p.batches && p.batches > 1
          ? `batch ${fmt.number(Math.min((p.batchesDone ?? 0) + 1, p.batches))} of ${fmt.number(p.batches)}`
          : undefined;
      return (
        <div className={section}>
          <ProgressBar
            label={batches ? `Moving the numbers: ${batches}` : 'Changing the numbers'}
            value={p.processed}
            maxValue={Math.max(p.total, 1)}
            valueLabel={`${fmt.number(p.processed)} of ${fmt.number(p.total)}`}
          />
          {batches ? <p aria-live="polite">{`Running ${batches}.`}</p> : null}
        </div>
      );
    }
    case 'done':
      return <Results {...props} />;
    case 'failed':
      return (
        <div className={section}>
          <Alert variant="error" title="The change could not be completed">
            {props.error ?? 'Please try again.'}
          </Alert>
          <DialogActions>
            {props.canGoBack ? (
              <Button variant="secondary" onPress={props.onBack}>
                Back
              </Button>
            ) : null}
            <Button variant="secondary" onPress={props.onClose}>
              Close
            </Button>
            <Button onPress={props.onRetry}>Try again</Button>
          </DialogActions>
        </div>
      );
  }
}

function ChangeForm(props: NumberBulkDialogProps) {
  const { action, problems } = props;
  const [value, setValue] = useState('');
  const [batchSize, setBatchSize] = useState(String(MOVE_BATCH_DEFAULT));
  const change = (): Record<string, unknown> => {
    switch (action) {
      case 'status':
        return { action, status: value };
      case 'callerIdName':
        return { action, callerIdName: value };
      case 'callerIdCode':
        return { action, callerId: value };
      case 'customTag':
        return { action, customTag: value.trim() === '' ? null : value };
      case 'provider':
        return { action, provider: value };
      case 'backupNumber':
        // NUM-05: a blank backup number is sent as one space.
        return { action, backupNumber: value.trim() === '' ? ' ' : value.trim() };
      case 'initialAssign':
        return { action, initialAssign: value };
      case 'move':
        return {
          action,
          accountId: value ? Number(value) : undefined,
          batchSize: Number(batchSize) || undefined,
        };
      default:
        return { action };
    }
  };
  const field = (() => {
    switch (action) {
      case 'status':
        return (
          <SelectField
            label="New status"
            value={value}
            onChange={setValue}
            options={[
              { value: '', label: 'Choose a status' },
              ...SETTABLE_STATUSES.map((s) => ({ value: s, label: s })),
            ]}
          />
        );
      case 'provider':
        return (
          <SelectField
            label="Provider"
            value={value}
            onChange={setValue}
            options={[
              { value: '', label: 'Choose a provider' },
              ...NUMBER_PROVIDERS.map((s) => ({ value: s, label: s })),
            ]}
          />
        );
      case 'customTag':
        return (
          <SelectField
            label="Custom tag"
            value={value}
            onChange={setValue}
            options={[
              { value: '', label: 'No tag (clear it)' },
              ...props.customTags.map((t) => ({ value: t, label: t })),
            ]}
          />
        );
      case 'move':
        return (
          <>
            <SelectField
              label="Move to account"
              value={value}
              onChange={setValue}
              options={[
                { value: '', label: 'Choose an account' },
                ...props.accounts.map((a) => ({
                  value: String(a.accountId),
                  label: `${a.name} (${a.accountId})`,
                })),
              ]}
            />
            <TextField
              label="Numbers per batch"
              inputMode="numeric"
              value={batchSize}
              onChange={setBatchSize}
              isInvalid={!!problems.batchSize}
              errorMessage={problems.batchSize}
            />
          </>
        );
      case 'callerIdName':
      case 'callerIdCode':
      case 'backupNumber':
      case 'initialAssign': {
        const key = action === 'callerIdCode' ? 'callerId' : action;
        const labels = {
          callerIdName: 'Caller-id name',
          callerIdCode: 'Caller id',
          backupNumber: 'Backup number',
          initialAssign: 'Initial assign',
        };
        return (
          <TextField
            label={labels[action]}
            autoFocus
            value={value}
            onChange={setValue}
            description={action === 'backupNumber' ? 'Leave it blank to clear the backup number.' : undefined}
            isInvalid={!!problems[key]}
            errorMessage={problems[key]}
          />
        );
      }
      default:
        return <p>{`${labelOf(action)} for the chosen numbers. The next step says what it would do.`}</p>;
    }
  })();
  const selectProblem = problems.status ?? problems.provider ?? problems.accountId ?? problems.customTag;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(change());
      }}
    >
      {field}
      {selectProblem ? <Alert variant="error">{selectProblem}</Alert> : null}
      <DialogActions>
        <Button variant="secondary" onPress={props.onClose}>
          Cancel
        </Button>
        <Button type="submit">Check what it would do</Button>
      </DialogActions>
    </Form>
  );
}

function Review(props: NumberBulkDialogProps) {
  const fmt = useFormat();
  const d = props.dryRun;
  if (!d) return null;
  const confirming = props.phase === 'confirming';
  return (
    <div className={section}>
      <p aria-live="polite">
        {`${fmt.number(d.willChange)} will change, ${fmt.number(d.unchanged)} already so, ${fmt.number(d.refusedCount)} refused.`}
        {d.batches ? ` The move runs in ${fmt.number(d.batches)} batches.` : ''}
      </p>
      {d.reasons.length ? (
        <ul className={list}>
          {d.reasons.map((r) => (
            <li key={r.reason}>{`${r.reason} (${fmt.number(r.count)})`}</li>
          ))}
        </ul>
      ) : null}
      {d.refused.length ? (
        <DataTable
          caption="Some of the numbers refused"
          rows={d.refused.slice(0, 10)}
          rowKey={(r) => r.phoneNumber}
          columns={[
            { key: 'phoneNumber', header: 'Number', render: (r) => displayNumber(r.phoneNumber) },
            { key: 'reason', header: 'Reason' },
          ]}
        />
      ) : null}
      {confirming && props.consequence ? (
        <Alert variant="warning" title="This takes something away">
          {props.consequence}
        </Alert>
      ) : null}
      {d.willChange === 0 ? <p className={muted}>Nothing would change: there is nothing to run.</p> : null}
      <DialogActions>
        <Button variant="secondary" onPress={props.onBack}>
          Back
        </Button>
        <Button variant="secondary" onPress={props.onClose}>
          Cancel
        </Button>
        {d.willChange > 0 ? (
          <Button variant={confirming ? 'danger' : 'primary'} onPress={props.onConfirm}>
            {confirming
              ? `Yes, change ${fmt.number(d.willChange)} numbers`
              : `Change ${fmt.number(d.willChange)} numbers`}
          </Button>
        ) : null}
      </DialogActions>
    </div>
  );
}

const OUTCOME_LABEL: Record<NumberOutcome['status'], string> = {
  ok: 'Changed',
  refused: 'Refused',
  error: 'Failed',
  pending: 'Not run',
};

/** Refused: a rule said no (mend the cause, then try again); failed: the number could not be run. */
function resultTitle(p: NumberTaskProgress): string {
  if (p.failed) return 'Done, with some failed';
  return p.refused ? 'Done, with some refused' : 'Done';
}

function Results(props: NumberBulkDialogProps) {
  const fmt = useFormat();
  const p = props.progress;
  const notDone = p.refused + p.failed > 0;
  return (
    <div className={section}>
      <Alert variant={notDone ? 'warning' : 'success'} title={resultTitle(p)}>
        {`${fmt.number(p.succeeded)} changed, ${fmt.number(p.refused)} refused, ${fmt.number(p.failed)} failed.`}
      </Alert>
      {props.results.length ? (
        <DataTable
          caption="Numbers not changed"
          rows={props.results}
          rowKey={(r) => r.phoneNumber}
          columns={[
            { key: 'phoneNumber', header: 'Number', render: (r) => displayNumber(r.phoneNumber) },
            { key: 'status', header: 'Result', render: (r) => OUTCOME_LABEL[r.status] },
            { key: 'message', header: 'Why' },
          ]}
        />
      ) : null}
      <DialogActions>
        {props.onDownload ? (
          <Button variant="secondary" onPress={props.onDownload}>
            Download the results (CSV)
          </Button>
        ) : null}
        {notDone ? (
          <Button variant="secondary" onPress={props.onRetryFailed}>
            {p.refused ? 'Try the rest again' : 'Retry failed'}
          </Button>
        ) : null}
        <Button onPress={props.onClose}>Close</Button>
      </DialogActions>
    </div>
  );
}
