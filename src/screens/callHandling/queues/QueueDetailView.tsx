// A call queue (CALL-01): its settings (ring strategy, longest wait, most callers, where calls go
// on overflow and with no agents), its agents in ring order (add, remove, move up and down by
// keyboard or pointer), and the queue now (waiting calls, agents logged in), refreshed while open.
import { useState } from 'react';
import type { CallFlow, Destination } from '../../../domain/schemas/callFlow';
import { RING_STRATEGIES } from '../../../domain/schemas/callFlow';
import type {
  QueueAction,
  QueueKit,
  QueueKitInput,
  QueueLiveStatus,
} from '../../../domain/schemas/callHandling/queue';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { CheckboxField, SelectField } from '../../../ui/SelectField';
import { sprinkles } from '../../../ui/sprinkles.css';
import { TextField } from '../../../ui/TextField';
import { fieldError } from '../../../ui/TextField.css';
import { DestinationField } from '../common/DestinationField';
import { MemberListField } from '../common/MemberListField';
import { STRATEGY_WORDS, waitWords } from './queueWords';

export interface QueueDetailViewProps {
  queue: QueueKit;
  flow: CallFlow;
  live: QueueLiveStatus | undefined;
  /** The live status could not be refreshed (the last one stays shown). */
  liveStale: boolean;
  canUpdate: boolean;
  saving: boolean;
  /** The error under a field now (the form's own checks and the platform's). */
  errorOf: (field: string) => string | undefined;
  onFieldChanged: (field: string) => void;
  onSave: (change: QueueKitInput) => void;
  onAgentLogin: (agentId: number, loggedIn: boolean) => void;
  onRaisePriority: (callId: number, priority: number) => void;
  onAction: (action: QueueAction) => void;
  canDelete: boolean;
  onDelete: () => void;
}

interface Draft {
  name: string;
  strategy: string;
  maxWaitSeconds: string;
  maxCallers: string;
  overflow: Destination | undefined;
  noAgents: Destination | undefined;
  agents: number[];
}

const draftOf = (q: QueueKit): Draft => ({
  name: q.name,
  strategy: q.strategy,
  maxWaitSeconds: String(q.maxWaitSeconds),
  maxCallers: q.maxCallers == null ? '' : String(q.maxCallers),
  overflow: q.overflow as Destination,
  noAgents: q.noAgents as Destination,
  agents: q.agents.map((a) => a.id),
});

export function QueueDetailView(props: QueueDetailViewProps) {
  const { queue, flow, errorOf } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(queue));
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    props.onFieldChanged(field);
    setDraft((d) => ({ ...d, [field]: value }));
  };
  const people = new Map(flow.extensions.map((e) => [e.id, e]));
  for (const a of queue.agents)
    if (!people.has(a.id)) people.set(a.id, { ...a, voicemail: true, ringSeconds: 20 });
  const nameOf = (id: number) => {
    const e = people.get(id);
    return e ? `${e.number ?? ''} ${e.name}`.trim() : `Extension ${id}`;
  };
  const agentErrors = Object.fromEntries(
    ['agents', ...draft.agents.map((_, i) => `agents[${i}]`)].flatMap((f) => {
      const message = errorOf(f);
      return message ? [[f, message]] : [];
    }),
  );
  const disabled = !props.canUpdate || props.saving;
  const submit = () => {
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    props.onSave({
      name: draft.name,
      strategy: draft.strategy as QueueKitInput['strategy'],
      maxWaitSeconds: number(draft.maxWaitSeconds),
      ...(draft.maxCallers.trim() ? { maxCallers: number(draft.maxCallers) } : {}),
      overflow: draft.overflow as Destination,
      noAgents: draft.noAgents as Destination,
      agents: draft.agents,
    });
  };
  const live = props.live;
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={queue.name}>
        {props.canDelete ? (
          <Button variant="danger" onPress={props.onDelete}>
            Delete queue
          </Button>
        ) : null}
      </PageHeader>
      <p>Extension {queue.number}</p>
      <Card title="Settings">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
        >
          <TextField
            label="Name"
            value={draft.name}
            onChange={(v) => set('name', v)}
            isDisabled={disabled}
            isInvalid={!!errorOf('name')}
            errorMessage={errorOf('name')}
          />
          <SelectField
            label="Ring strategy"
            value={draft.strategy}
            isDisabled={disabled}
            options={RING_STRATEGIES.map((s) => ({ value: s, label: STRATEGY_WORDS[s] }))}
            onChange={(v) => set('strategy', v)}
          />
          {errorOf('strategy') ? <p className={fieldError}>{errorOf('strategy')}</p> : null}
          <TextField
            label="Longest wait (seconds)"
            inputMode="numeric"
            value={draft.maxWaitSeconds}
            onChange={(v) => set('maxWaitSeconds', v)}
            isDisabled={disabled}
            isInvalid={!!errorOf('maxWaitSeconds')}
            errorMessage={errorOf('maxWaitSeconds')}
          />
          <TextField
            label="Most callers waiting"
            description="Leave empty for no limit."
            inputMode="numeric"
            value={draft.maxCallers}
            onChange={(v) => set('maxCallers', v)}
            isDisabled={disabled}
            isInvalid={!!errorOf('maxCallers')}
            errorMessage={errorOf('maxCallers')}
          />
          <DestinationField
            label="When the wait is too long or the queue is full"
            value={draft.overflow}
            onChange={(v) => set('overflow', v)}
            flow={flow}
            self={{ kind: 'queue', id: queue.id }}
            isDisabled={disabled}
            errorMessage={errorOf('overflow')}
          />
          <DestinationField
            label="When no agent is logged in"
            value={draft.noAgents}
            onChange={(v) => set('noAgents', v)}
            flow={flow}
            self={{ kind: 'queue', id: queue.id }}
            isDisabled={disabled}
            errorMessage={errorOf('noAgents')}
          />
          <MemberListField
            label="Agents, in ring order"
            field="agents"
            ordered
            value={draft.agents.map((id) => ({ id }))}
            onChange={(rows) =>
              set(
                'agents',
                rows.map((r) => r.id),
              )
            }
            choices={[...people.values()].map((e) => ({ id: e.id, label: nameOf(e.id) }))}
            errors={agentErrors}
            emptyText="No agents: calls go where the queue sends them when no agent is logged in."
            addText="Add agent"
            isDisabled={disabled}
          />
          {errorOf('') ? <Alert title="The queue was not saved">{errorOf('')}</Alert> : null}
          {props.canUpdate ? (
            <div>
              <Button type="submit" isPending={props.saving}>
                Save
              </Button>
            </div>
          ) : null}
        </form>
      </Card>
      <Card title="The queue now">
        {!live ? (
          <p>Reading the queue…</p>
        ) : (
          <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
            {props.liveStale ? (
              <Alert variant="warning" title="Not refreshed">
                The queue could not be read just now; this is what it was.
              </Alert>
            ) : null}
            <p aria-live="polite">
              {live.waiting.length} waiting, longest {waitWords(live.longestWaitSeconds)}; agents logged in{' '}
              {live.agentsLoggedIn} of {live.agentsTotal}; {live.answering} on a call.
            </p>
            <DataTable
              caption="Waiting calls"
              rows={live.waiting}
              emptyText="No one is waiting."
              rowKey={(c) => c.id}
              columns={[
                { key: 'caller', header: 'Caller', render: (c) => c.callerName ?? c.callerNumber },
                { key: 'callerNumber', header: 'Number' },
                { key: 'wait', header: 'Waiting', align: 'end', render: (c) => waitWords(c.waitSeconds) },
                { key: 'priority', header: 'Priority', align: 'end', render: (c) => String(c.priority) },
                ...(props.canUpdate
                  ? [
                      {
                        key: 'raise',
                        header: 'Answer sooner',
                        render: (c: QueueLiveStatus['waiting'][number]) => (
                          <Button
                            variant="quiet"
                            aria-label={`Raise the priority of ${c.callerName ?? c.callerNumber}`}
                            isDisabled={c.priority >= 10}
                            onPress={() => props.onRaisePriority(c.id, Math.min(10, c.priority + 1))}
                          >
                            Raise
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {props.canUpdate ? (
              <div className={sprinkles({ display: 'flex', gap: 'sm' })}>
                <Button variant="secondary" onPress={() => props.onAction('logInAll')}>
                  Log every agent in
                </Button>
                <Button variant="secondary" onPress={() => props.onAction('logOutAll')}>
                  Log every agent out
                </Button>
              </div>
            ) : null}
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontWeight: 500 }}>Agents logged in</legend>
              {live.agents.map((a) => (
                <CheckboxField
                  key={a.id}
                  label={`${a.number} ${a.name}${a.onCallWith ? ' (on a call)' : ''}`}
                  checked={a.loggedIn}
                  isDisabled={!props.canUpdate}
                  onChange={(v) => props.onAgentLogin(a.id, v)}
                />
              ))}
            </fieldset>
          </div>
        )}
      </Card>
    </div>
  );
}
