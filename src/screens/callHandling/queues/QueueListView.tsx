// The account's call queues (CALL-01): extension, name, strategy, agents logged in of the total
// and calls waiting, in the order they are served. The order is changed by dragging a row onto
// another, or by each row's Move up and Move down buttons (the keyboard's way), then saved (C-061).
import type { QueueListItem } from '../../../domain/schemas/callHandling/queue';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { Link } from '../../../ui/Link';
import { PageHeader } from '../../../ui/PageHeader';
import { sprinkles } from '../../../ui/sprinkles.css';
import { useDragReorder } from '../common/useDragReorder';
import { queuesHref, strategyWords } from './queueWords';

export interface QueueListViewProps {
  title: string;
  queues: readonly QueueListItem[];
  loading: boolean;
  /** The order shown differs from the saved one. */
  orderChanged: boolean;
  canReorder: boolean;
  /** Offer "New call queue" (create:call-queue). */
  canCreate: boolean;
  onNew: () => void;
  saving: boolean;
  /** Words of a refused save. */
  saveError?: string;
  onMove: (from: number, to: number) => void;
  onSaveOrder: () => void;
  onResetOrder: () => void;
}

export function QueueListView(props: QueueListViewProps) {
  const { queues } = props;
  const drag = useDragReorder(props.onMove, props.canReorder && !props.saving);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title}>
        {props.canCreate ? <Button onPress={props.onNew}>New call queue</Button> : null}
      </PageHeader>
      <p>
        Calls are answered from the first queue first. Drag a queue to its place, or move it up or down, then
        save the order.
      </p>
      {props.saveError ? <Alert title="The order was not saved">{props.saveError}</Alert> : null}
      <DataTable
        caption="Call queues, first served first"
        rows={queues}
        loading={props.loading}
        emptyText="This account has no call queues."
        rowKey={(r) => r.id}
        rowProps={(_, i) => drag.itemProps(i)}
        columns={[
          { key: 'place', header: 'Order', align: 'end', render: (r) => String(queues.indexOf(r) + 1) },
          { key: 'extension', header: 'Extension', align: 'end' },
          {
            key: 'name',
            header: 'Name',
            render: (r) => <Link href={queuesHref(r.id)}>{r.name}</Link>,
          },
          { key: 'strategy', header: 'Ring strategy', render: (r) => strategyWords(r.strategy) },
          {
            key: 'agents',
            header: 'Agents logged in',
            align: 'end',
            render: (r) => `${r.loggedIn} of ${r.agents}`,
          },
          { key: 'waiting', header: 'Waiting now', align: 'end', render: (r) => String(r.waiting) },
          ...(props.canReorder
            ? [
                {
                  key: 'move',
                  header: 'Move',
                  render: (r: QueueListItem) => {
                    const i = queues.indexOf(r);
                    return (
                      <span className={sprinkles({ display: 'flex', gap: 'sm' })}>
                        <Button
                          variant="quiet"
                          aria-label={`Move ${r.name} up`}
                          isDisabled={i === 0 || props.saving}
                          onPress={() => props.onMove(i, i - 1)}
                        >
                          Up
                        </Button>
                        <Button
                          variant="quiet"
                          aria-label={`Move ${r.name} down`}
                          isDisabled={i === queues.length - 1 || props.saving}
                          onPress={() => props.onMove(i, i + 1)}
                        >
                          Down
                        </Button>
                      </span>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      {props.canReorder && props.orderChanged ? (
        <div className={sprinkles({ display: 'flex', gap: 'md' })}>
          <Button onPress={props.onSaveOrder} isPending={props.saving}>
            Save order
          </Button>
          <Button variant="secondary" onPress={props.onResetOrder} isDisabled={props.saving}>
            Undo changes
          </Button>
        </div>
      ) : null}
    </div>
  );
}
