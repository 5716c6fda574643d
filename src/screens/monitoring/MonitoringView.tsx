// Call monitoring (REC-03), props only: the account's switch, who may monitor whom and how (a
// mode per pair, a pair removed after a confirmation), and a bulk change: one supervisor, the
// chosen extensions, one mode (or stop), run as a task with its progress.
import { useState } from 'react';
import { BulkProgressView } from '../../app/tasks/BulkProgressView';
import type { BulkTask } from '../../app/tasks/useBulkTask';
import {
  type CallMonitoring,
  MONITOR_MODE_NAMES,
  MONITOR_MODES,
  type MonitorMode,
  type MonitorPair,
} from '../../domain/schemas/monitoring';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { stack } from '../../ui/layout.css';
import { CheckboxField } from '../../ui/SelectField';
import { select } from '../../ui/SelectField.css';
import type { WriteState } from '../common/writeState';
import { MonitorBulkForm } from './MonitorBulkForm';
import type { Choice } from './people';

export interface MonitoringViewProps {
  monitoring: CallMonitoring;
  people: readonly Choice[];
  extensions: readonly Choice[];
  canEdit: boolean;
  state: WriteState;
  onEnabled: (enabled: boolean) => void;
  /** The whole list with one pair changed or removed (mode undefined). */
  onPair: (pair: MonitorPair, mode: MonitorMode | undefined) => Promise<boolean>;
  /** The bulk task's state (useBulkTask), its failure in words. */
  bulk: Pick<BulkTask, 'phase' | 'progress' | 'results' | 'summary'> & { error?: string };
  /** The extension ids the bulk form chose, for the task's rows. */
  onBulkStart: (monitorUserId: number, extensionIds: number[], mode: MonitorMode | 'none') => void;
  onBulkDone: () => void;
}

const pairName = (p: MonitorPair) => `${p.monitorName} monitoring ${p.extensionName} (${p.extension})`;

export function MonitoringView(props: MonitoringViewProps) {
  const [removing, setRemoving] = useState<MonitorPair | undefined>();
  const { bulk } = props;
  const columns: DataTableColumn<MonitorPair>[] = [
    { key: 'monitor', header: 'Who monitors', render: (p) => p.monitorName },
    { key: 'extension', header: 'Whose calls', render: (p) => `${p.extensionName} (${p.extension})` },
    {
      key: 'mode',
      header: 'How',
      render: (p) =>
        props.canEdit ? (
          // In a row the column's header names the control: no visible label of its own.
          <select
            className={select}
            aria-label={`How: ${pairName(p)}`}
            value={p.mode}
            disabled={props.state.pending}
            onChange={(e) => void props.onPair(p, e.target.value as MonitorMode)}
          >
            {MONITOR_MODES.map((m) => (
              <option key={m} value={m}>
                {MONITOR_MODE_NAMES[m]}
              </option>
            ))}
          </select>
        ) : (
          MONITOR_MODE_NAMES[p.mode]
        ),
    },
    ...(props.canEdit
      ? [
          {
            key: 'remove',
            header: 'Change',
            render: (p: MonitorPair) => (
              <Button variant="quiet" onPress={() => setRemoving(p)} aria-label={`Stop ${pairName(p)}`}>
                Stop
              </Button>
            ),
          },
        ]
      : []),
  ];
  const running = bulk.phase !== 'idle' && bulk.phase !== 'preview';
  return (
    <div className={stack}>
      <Card title="Call monitoring">
        <CheckboxField
          label="Supervisors may monitor calls in this account"
          checked={props.monitoring.enabled}
          isDisabled={!props.canEdit || props.state.pending}
          onChange={props.onEnabled}
        />
        {props.state.message ? <Alert variant="error">{props.state.message}</Alert> : null}
        {props.state.errors[0] ? <Alert variant="error">{props.state.errors[0].message}</Alert> : null}
        {props.state.saved ? <Alert variant="success">{props.state.saved}</Alert> : null}
      </Card>
      <Card title="Who monitors whom">
        <DataTable
          caption="Monitoring pairs"
          hideCaption
          columns={columns}
          rows={props.monitoring.items}
          rowKey={(p) => `${p.monitorUserId}:${p.extensionId}`}
          emptyText="No one monitors calls yet: use the change below."
        />
      </Card>
      {props.canEdit ? (
        <Card title="Change many at once">
          {running ? (
            <BulkProgressView
              phase={bulk.phase as 'starting' | 'running' | 'collecting' | 'done' | 'failed'}
              progress={bulk.progress}
              results={bulk.results}
              summary={bulk.summary}
              doneWord="changed"
              error={bulk.error}
              onReset={props.onBulkDone}
              resetLabel="Make another change"
            />
          ) : (
            <MonitorBulkForm
              people={props.people}
              extensions={props.extensions}
              pending={bulk.phase === 'preview'}
              onStart={props.onBulkStart}
            />
          )}
        </Card>
      ) : null}
      <ConfirmDialog
        isOpen={removing !== undefined}
        title="Stop this monitoring?"
        confirmLabel="Stop monitoring"
        variant="danger"
        isPending={props.state.pending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (removing && (await props.onPair(removing, undefined))) setRemoving(undefined);
        }}
      >
        <p>
          {removing
            ? `${removing.monitorName} will no longer monitor the calls of ${removing.extensionName}.`
            : ''}
        </p>
      </ConfirmDialog>
    </div>
  );
}
