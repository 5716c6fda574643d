// The account's call blocking for its administrators (CALL-05), props only: the master switch,
// what a blocked caller hears, and the rules of the three scopes — the provider's read-only, the
// account's and the users' with a choice per row for bulk changes and an edit dialog.

import { useState } from 'react';
import type { RuleDraft } from '../../api/callBlocking';
import {
  type AccountCallBlocking,
  BLOCKED_CALL_ACTION_NAMES,
  BLOCKED_CALL_ACTIONS,
  type BlockedCallAction,
  type CallBlockRule,
  type CallCountry,
} from '../../domain/schemas/callBlocking';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { stack, toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import type { WriteState } from '../common/writeState';
import { BulkBar } from './BulkBar';
import { RuleDialog } from './RuleDialog';
import { RulesTable } from './RulesTable';

/** A write's state as the view shows it. */

export interface CallBlockingViewProps {
  blocking: AccountCallBlocking;
  systemRules: readonly CallBlockRule[];
  userRules: readonly CallBlockRule[];
  countries: readonly CallCountry[];
  country: string;
  canEdit: boolean;
  switchState: WriteState;
  optionsState: WriteState;
  ruleState: WriteState;
  bulkState: WriteState;
  onMasterSwitch: (enabled: boolean) => void;
  onSaveOptions: (action: BlockedCallAction) => void;
  /** Resolves true when the rule was saved (the dialog closes). */
  onSaveRule: (draft: RuleDraft) => Promise<boolean>;
  onRuleDialogClosed: () => void;
  /** Resolves true when the change was made (the choice is cleared). */
  onDelete: (ruleIds: number[]) => Promise<boolean>;
  onToggle: (ruleIds: number[], enabled: boolean) => Promise<boolean>;
}

function Said({ state }: { state: WriteState }) {
  if (state.message) return <Alert variant="error">{state.message}</Alert>;
  return state.saved ? <Alert variant="success">{state.saved}</Alert> : null;
}

export function CallBlockingView(props: CallBlockingViewProps) {
  const { blocking, canEdit, countries } = props;
  const [action, setAction] = useState<BlockedCallAction>(blocking.options.blockedCallAction);
  const [editing, setEditing] = useState<CallBlockRule | 'new' | undefined>();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const choose = (ruleId: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(ruleId)) next.add(ruleId);
      return next;
    });
  const closeDialog = () => {
    setEditing(undefined);
    props.onRuleDialogClosed();
  };
  const afterBulk = (done: boolean) => {
    if (done) setChosen(new Set());
  };
  const editable = canEdit ? { chosen, onChoose: choose, onEdit: setEditing } : {};

  return (
    <div className={stack}>
      <Card title="Call blocking for the account">
        <p>
          {blocking.masterSwitch
            ? 'Call blocking is on: the account’s and its users’ rules block calls.'
            : 'Call blocking is off: only the provider’s rules block calls.'}
        </p>
        <Said state={props.switchState} />
        {canEdit ? (
          <div className={toolbar}>
            <Button
              variant={blocking.masterSwitch ? 'secondary' : 'primary'}
              isPending={props.switchState.pending}
              onPress={() => props.onMasterSwitch(!blocking.masterSwitch)}
            >
              {blocking.masterSwitch ? 'Turn call blocking off' : 'Turn call blocking on'}
            </Button>
          </div>
        ) : null}
      </Card>

      <Card title="When a call is blocked">
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            props.onSaveOptions(action);
          }}
        >
          <SelectField
            label="Blocked callers hear"
            value={action}
            options={BLOCKED_CALL_ACTIONS.map((a) => ({ value: a, label: BLOCKED_CALL_ACTION_NAMES[a] }))}
            onChange={(v) => setAction(v as BlockedCallAction)}
            isDisabled={!canEdit}
          />
          <Said state={props.optionsState} />
          {canEdit ? (
            <Button type="submit" isPending={props.optionsState.pending}>
              Save what blocked callers hear
            </Button>
          ) : null}
        </Form>
      </Card>

      <Card
        title="Rules"
        actions={
          canEdit ? (
            <Button onPress={() => setEditing('new')} isDisabled={countries.length === 0}>
              Add a rule
            </Button>
          ) : undefined
        }
      >
        {canEdit ? (
          <BulkBar
            count={chosen.size}
            pending={props.bulkState.pending}
            onToggle={(enabled) => void props.onToggle([...chosen], enabled).then(afterBulk)}
            onDelete={() => void props.onDelete([...chosen]).then(afterBulk)}
            onClear={() => setChosen(new Set())}
          />
        ) : null}
        <Said state={props.bulkState} />
        <RulesTable
          caption="The account’s rules"
          rules={blocking.rules}
          countries={countries}
          emptyText="The account blocks nothing of its own yet."
          {...editable}
        />
        <RulesTable
          caption="Users’ own rules"
          rules={props.userRules}
          countries={countries}
          emptyText="No user blocks anything of their own."
          showOwner
          {...editable}
        />
        <RulesTable
          caption="The provider’s rules (every account has them; only the provider changes them)"
          rules={props.systemRules}
          countries={countries}
          emptyText="The provider blocks nothing for every account."
        />
      </Card>

      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          country={props.country}
          countries={countries}
          pending={props.ruleState.pending}
          errors={props.ruleState.errors}
          message={props.ruleState.message}
          onSave={(draft) =>
            void props
              .onSaveRule({
                ...draft,
                // A user rule keeps its scope and extension; what the admin adds is the account's.
                ...(editing !== 'new' && editing.scope === 'user'
                  ? { scope: 'user', extensionId: editing.extensionId ?? undefined }
                  : { scope: 'account' }),
              })
              .then((saved) => {
                if (saved) setEditing(undefined);
              })
          }
          onCancel={closeDialog}
        />
      ) : null}
    </div>
  );
}
