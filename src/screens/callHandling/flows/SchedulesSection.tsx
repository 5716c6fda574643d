// The account's schedules on the call flows page (CALL-03): each with its zone, a link to edit it
// and one to add a schedule, and a delete that
// asks first and, when a number or node still sends calls to it, shows the server's 409 naming
// them. Props only.
import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export interface ScheduleItem {
  id: number;
  name: string;
  zone: string;
  /** The schedule's editor. */
  href: string;
}

export interface SchedulesSectionProps {
  schedules: readonly ScheduleItem[];
  /** The editor of a new schedule. */
  addHref: string;
  deleting: boolean;
  /** The refusal of the last delete (409 in_use: what still points here). */
  refusal: string | undefined;
  /** Resolves true when the schedule is gone. */
  onDelete: (id: number) => Promise<boolean>;
}

export function SchedulesSection(props: SchedulesSectionProps) {
  const [asking, setAsking] = useState<ScheduleItem>();
  return (
    <section aria-labelledby="schedules-title">
      <h2 id="schedules-title">Schedules</h2>
      {props.refusal && <Alert title="The schedule is still used">{props.refusal}</Alert>}
      {props.schedules.length ? (
        <ul>
          {props.schedules.map((s) => (
            <li key={s.id}>
              {s.name} <span>({s.zone})</span> <a href={s.href}>{`Edit ${s.name}`}</a>{' '}
              <Button variant="secondary" onPress={() => setAsking(s)}>
                {`Delete ${s.name}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>The account has no schedule yet.</p>
      )}
      <p>
        <a href={props.addHref}>Add schedule</a>
      </p>
      <ConfirmDialog
        isOpen={!!asking}
        title={`Delete the schedule ${asking?.name ?? ''}?`}
        confirmLabel="Delete"
        variant="danger"
        isPending={props.deleting}
        onCancel={() => setAsking(undefined)}
        onConfirm={async () => {
          if (!asking) return;
          await props.onDelete(asking.id);
          setAsking(undefined);
        }}
      >
        Its hours, holidays and destinations go with it. A schedule a number or a menu still sends calls to is
        not deleted.
      </ConfirmDialog>
    </section>
  );
}
