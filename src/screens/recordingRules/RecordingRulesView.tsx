// The account's recording rules (REC-01) and recording settings (REC-03), props only: the rules in
// order (name, whose calls, direction, retention, a switch each), a dialog to add or change one,
// a confirmation before one is deleted, and the settings card.
import { useState } from 'react';
import type { RecordingRule, RecordingRuleDraft } from '../../domain/schemas/recordingRules';
import { RECORDING_DIRECTION_NAMES, RECORDING_MODE_NAMES } from '../../domain/schemas/recordingRules';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { useFormat } from '../../ui/format/FormatContext';
import { stack, toolbar } from '../../ui/layout.css';
import type { WriteState } from '../common/writeState';
import type { Choices } from './choices';
import { RecordingSettingsCard, type RecordingSettingsProps } from './RecordingSettingsCard';
import { RuleDialog } from './RuleDialog';
import { rowSwitch } from './recordingRules.css';
import { whoText } from './ruleText';

export interface RecordingRulesViewProps {
  rules: readonly RecordingRule[];
  choices: Choices;
  canEdit: boolean;
  canDelete: boolean;
  saveState: WriteState;
  listState: WriteState;
  deleteState: WriteState;
  /** Resolves true when the rule was saved (the dialog then closes). */
  onSave: (draft: RecordingRuleDraft, ruleId?: number) => Promise<boolean>;
  onToggle: (rule: RecordingRule, enabled: boolean) => void;
  onDelete: (rule: RecordingRule) => Promise<boolean>;
  onDialogClosed: () => void;
  settings: RecordingSettingsProps;
}

export function RecordingRulesView(props: RecordingRulesViewProps) {
  const format = useFormat();
  const [editing, setEditing] = useState<RecordingRule | 'new' | undefined>();
  const [deleting, setDeleting] = useState<RecordingRule | undefined>();
  const close = () => {
    setEditing(undefined);
    props.onDialogClosed();
  };
  const columns: DataTableColumn<RecordingRule>[] = [
    { key: 'name', header: 'Name', render: (r) => r.name },
    { key: 'who', header: 'Whose calls', render: whoText },
    {
      key: 'direction',
      header: 'Calls',
      render: (r) =>
        `${RECORDING_DIRECTION_NAMES[r.direction]}, ${RECORDING_MODE_NAMES[r.mode].toLowerCase()}`,
    },
    {
      key: 'retention',
      header: 'Kept for',
      align: 'end',
      render: (r) => `${format.number(r.retentionDays)} days`,
    },
    {
      key: 'enabled',
      header: 'On',
      render: (r) => (
        <input
          type="checkbox"
          className={rowSwitch}
          checked={r.enabled}
          disabled={!props.canEdit || props.listState.pending}
          aria-label={`Record with ${r.name}`}
          onChange={(e) => props.onToggle(r, e.target.checked)}
        />
      ),
    },
    ...(props.canEdit
      ? [
          {
            key: 'actions',
            header: 'Change',
            render: (r: RecordingRule) => (
              <div className={toolbar}>
                <Button variant="secondary" onPress={() => setEditing(r)} aria-label={`Edit ${r.name}`}>
                  Edit
                </Button>
                {props.canDelete ? (
                  <Button variant="quiet" onPress={() => setDeleting(r)} aria-label={`Delete ${r.name}`}>
                    Delete
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className={stack}>
      <Card
        title="Rules"
        actions={props.canEdit ? <Button onPress={() => setEditing('new')}>Add a rule</Button> : undefined}
      >
        <p>The first rule that applies to a call decides how it is recorded.</p>
        {props.listState.message ? <Alert variant="error">{props.listState.message}</Alert> : null}
        {props.listState.saved ? <Alert variant="success">{props.listState.saved}</Alert> : null}
        <DataTable
          caption="Recording rules"
          hideCaption
          columns={columns}
          rows={props.rules}
          rowKey={(r) => r.recordingRuleId}
          emptyText="No calls are recorded: add a rule to record them."
        />
      </Card>
      <RecordingSettingsCard {...props.settings} />
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? undefined : editing}
          choices={props.choices}
          pending={props.saveState.pending}
          errors={props.saveState.errors}
          message={props.saveState.message}
          onCancel={close}
          onSave={async (draft) => {
            if (await props.onSave(draft, editing === 'new' ? undefined : editing.recordingRuleId)) close();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        title="Delete this recording rule?"
        confirmLabel="Delete rule"
        variant="danger"
        isPending={props.deleteState.pending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (deleting && (await props.onDelete(deleting))) setDeleting(undefined);
        }}
      >
        <p>
          {`Calls that “${deleting?.name ?? ''}” records (${deleting ? whoText(deleting).toLowerCase() : ''}) are no longer recorded by it. Recordings already made are kept.`}
        </p>
        {props.deleteState.message ? <Alert variant="error">{props.deleteState.message}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
