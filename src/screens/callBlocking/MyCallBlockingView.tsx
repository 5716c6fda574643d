// An end user's own call blocking (CALL-05), props only: for each of their extensions, their own
// switch and what their blocked callers hear, and their own rules with add, edit, turn on or off
// and delete (after a confirmation with the count).
import { useState } from 'react';
import type { RuleDraft } from '../../api/callBlocking';
import {
  BLOCKED_CALL_ACTION_NAMES,
  BLOCKED_CALL_ACTIONS,
  type BlockedCallAction,
  type CallBlockRule,
  type CallCountry,
  type UserCallBlockOptions,
  type UserExtensionBlocking,
} from '../../domain/schemas/callBlocking';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Form } from '../../ui/Form';
import { stack } from '../../ui/layout.css';
import { CheckboxField, SelectField } from '../../ui/SelectField';
import type { WriteState } from '../common/writeState';
import { BulkBar } from './BulkBar';
import { RuleDialog } from './RuleDialog';
import { RulesTable } from './RulesTable';

export interface MyCallBlockingViewProps {
  extensions: readonly UserExtensionBlocking[];
  /** The administrator lets this user block calls. */
  allowed: boolean;
  /** The account's master switch. */
  masterSwitch: boolean;
  countries: readonly CallCountry[];
  country: string;
  optionsState: WriteState;
  ruleState: WriteState;
  bulkState: WriteState;
  onSaveOptions: (extension: string, options: UserCallBlockOptions) => void;
  onSaveRule: (extension: string, draft: RuleDraft) => Promise<boolean>;
  onRuleDialogClosed: () => void;
  onDelete: (extension: string, ruleIds: number[]) => Promise<boolean>;
  onToggle: (extension: string, ruleIds: number[], enabled: boolean) => Promise<boolean>;
}

function Said({ state }: { state: WriteState }) {
  if (state.message) return <Alert variant="error">{state.message}</Alert>;
  return state.saved ? <Alert variant="success">{state.saved}</Alert> : null;
}

export function MyCallBlockingView(props: MyCallBlockingViewProps) {
  if (props.extensions.length === 0)
    return <EmptyState title="You have no extension, so there are no calls of yours to block." />;
  return (
    <div className={stack}>
      {props.allowed ? null : (
        <Alert variant="info">
          Your administrator has not allowed you to block calls: you can only look.
        </Alert>
      )}
      {props.masterSwitch ? null : (
        <Alert variant="warning">The account’s call blocking is off, so your rules block nothing now.</Alert>
      )}
      {props.extensions.map((x) => (
        <ExtensionBlocking key={x.extensionId} x={x} {...props} />
      ))}
    </div>
  );
}

function ExtensionBlocking({ x, ...props }: MyCallBlockingViewProps & { x: UserExtensionBlocking }) {
  const [enabled, setEnabled] = useState(x.options.enabled);
  const [action, setAction] = useState<BlockedCallAction>(x.options.blockedCallAction);
  const [editing, setEditing] = useState<CallBlockRule | 'new' | undefined>();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const canEdit = props.allowed;
  const choose = (ruleId: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(ruleId)) next.add(ruleId);
      return next;
    });
  const afterBulk = (done: boolean) => {
    if (done) setChosen(new Set());
  };
  return (
    <>
      <Card title={`My options on extension ${x.extension}`}>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            props.onSaveOptions(x.extension, { enabled, blockedCallAction: action });
          }}
        >
          <CheckboxField
            label="Block calls by my rules"
            checked={enabled}
            onChange={setEnabled}
            isDisabled={!canEdit}
          />
          <SelectField
            label="Callers I block hear"
            value={action}
            options={BLOCKED_CALL_ACTIONS.map((a) => ({ value: a, label: BLOCKED_CALL_ACTION_NAMES[a] }))}
            onChange={(v) => setAction(v as BlockedCallAction)}
            isDisabled={!canEdit}
          />
          <Said state={props.optionsState} />
          {canEdit ? (
            <Button type="submit" isPending={props.optionsState.pending}>
              Save my options
            </Button>
          ) : null}
        </Form>
      </Card>
      <Card
        title={`My rules on extension ${x.extension}`}
        actions={canEdit ? <Button onPress={() => setEditing('new')}>Add a rule</Button> : undefined}
      >
        {canEdit ? (
          <BulkBar
            count={chosen.size}
            pending={props.bulkState.pending}
            onToggle={(on) => void props.onToggle(x.extension, [...chosen], on).then(afterBulk)}
            onDelete={() => void props.onDelete(x.extension, [...chosen]).then(afterBulk)}
            onClear={() => setChosen(new Set())}
          />
        ) : null}
        <Said state={props.bulkState} />
        <RulesTable
          caption={`Rules of extension ${x.extension}`}
          hideCaption
          rules={x.rules}
          countries={props.countries}
          emptyText="You block nothing yet."
          {...(canEdit ? { chosen, onChoose: choose, onEdit: setEditing } : {})}
        />
      </Card>
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          country={props.country}
          countries={props.countries}
          pending={props.ruleState.pending}
          errors={props.ruleState.errors}
          message={props.ruleState.message}
          onSave={(draft) =>
            void props.onSaveRule(x.extension, draft).then((saved) => {
              if (saved) setEditing(undefined);
            })
          }
          onCancel={() => {
            setEditing(undefined);
            props.onRuleDialogClosed();
          }}
        />
      ) : null}
    </>
  );
}
