// The audit log (RPT-03): who did what, when, from where, and for whom when they belong to
// another account (a parent's person after a swap); filters by kind, person and days; an event
// opens what it changed (before and after, when the change recorded them). Props only.
import type { AuditEvent } from '../../api/reports';
import { AUDIT_KINDS } from '../../domain/schemas/reports';
import { Button } from '../../ui/Button';
import { DetailList } from '../../ui/DetailList';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type VirtualColumn, VirtualTable } from '../../ui/VirtualTable';

export interface AuditFilters {
  kind: string;
  userId: string;
  from: string;
  to: string;
}

export interface AuditLogViewProps {
  filters: AuditFilters;
  onFilters: (f: AuditFilters) => void;
  people: { userId: number; name: string }[];
  total: number | undefined;
  rowAt: (index: number) => AuditEvent | undefined;
  onRangeChange: (first: number, last: number) => void;
  opened: AuditEvent | undefined;
  onOpen: (event: AuditEvent | undefined) => void;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const who = (e: AuditEvent) => e.actorName ?? e.actorLogin ?? 'The platform';
const forWhom = (e: AuditEvent) =>
  e.actingForAccountId !== null
    ? `${e.actorAccountName ?? `Account ${e.actorAccountId}`}, acting in this account`
    : '';

export function AuditLogView(props: AuditLogViewProps) {
  const f = useFormat();
  const { filters } = props;
  const columns: VirtualColumn<AuditEvent>[] = [
    { key: 'when', header: 'When', width: 'minmax(11rem, 1fr)', render: (e) => f.dateTime(e.createdAt) },
    {
      key: 'who',
      header: 'Who',
      width: 'minmax(10rem, 1.2fr)',
      render: (e) => (
        <span>
          {who(e)}
          {e.actingForAccountId !== null && <span className={muted}>{` (${forWhom(e)})`}</span>}
        </span>
      ),
      text: (e) => `${who(e)} ${forWhom(e)}`,
    },
    { key: 'kind', header: 'Kind', width: 'minmax(7rem, 0.7fr)', render: (e) => cap(e.kindName) },
    {
      key: 'what',
      header: 'What',
      width: 'minmax(12rem, 2fr)',
      render: (e) => (
        <Button variant="quiet" onPress={() => props.onOpen(e)} aria-label={`${e.action}: open the details`}>
          {e.action}
        </Button>
      ),
      text: (e) => e.action,
    },
    { key: 'from', header: 'From', width: 'minmax(7rem, 0.8fr)', render: (e) => e.address ?? '—' },
  ];
  return (
    <div className={stack}>
      <div className={toolbar}>
        <SelectField
          label="Kind"
          value={filters.kind}
          options={[
            { value: '', label: 'Every kind' },
            ...AUDIT_KINDS.slice(0, 8).map((k, i) => ({ value: String(i + 1), label: cap(k) })),
          ]}
          onChange={(kind) => props.onFilters({ ...filters, kind })}
        />
        <SelectField
          label="Person"
          value={filters.userId}
          options={[
            { value: '', label: 'Everyone' },
            ...props.people.map((p) => ({ value: String(p.userId), label: p.name })),
          ]}
          onChange={(userId) => props.onFilters({ ...filters, userId })}
        />
        <TextField
          label="From"
          description="YYYY-MM-DD"
          value={filters.from}
          onChange={(from) => props.onFilters({ ...filters, from })}
        />
        <TextField
          label="To"
          description="YYYY-MM-DD"
          value={filters.to}
          onChange={(to) => props.onFilters({ ...filters, to })}
        />
      </div>
      {props.total === undefined ? (
        <LoadingState label="Loading the audit log…" />
      ) : props.total === 0 ? (
        <EmptyState title="No events match" description="Change the kind, the person or the days." />
      ) : (
        <>
          <p className={muted} aria-live="polite">{`${f.number(props.total)} events`}</p>
          <VirtualTable
            label="Audit events"
            columns={columns}
            rowCount={props.total}
            rowAt={props.rowAt}
            rowKey={(e) => e.id}
            onRangeChange={props.onRangeChange}
          />
        </>
      )}
      {props.opened && <EventDialog event={props.opened} onClose={() => props.onOpen(undefined)} />}
    </div>
  );
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

function EventDialog({ event, onClose }: { event: AuditEvent; onClose: () => void }) {
  const f = useFormat();
  const before = (event.detail.before ?? event.detail.from) as Record<string, unknown> | string | undefined;
  const after = (event.detail.after ?? event.detail.to) as Record<string, unknown> | string | undefined;
  const objects = typeof before === 'object' || typeof after === 'object';
  const keys = objects
    ? [...new Set([...Object.keys((before as object) ?? {}), ...Object.keys((after as object) ?? {})])]
    : [];
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog title={event.action}>
        <DetailList
          items={[
            { label: 'When', value: f.dateTime(event.createdAt) },
            { label: 'Who', value: who(event) },
            ...(event.actingForAccountId !== null ? [{ label: 'Acting for', value: forWhom(event) }] : []),
            { label: 'Kind', value: cap(event.kindName) },
            { label: 'From', value: event.address ?? 'Not recorded' },
            { label: 'Path', value: show(event.detail.path) },
          ]}
        />
        {before !== undefined || after !== undefined ? (
          <table>
            <caption>What changed</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {objects ? (
                keys.map((k) => (
                  <tr key={k}>
                    <th scope="row">{k}</th>
                    <td>{show((before as Record<string, unknown> | undefined)?.[k])}</td>
                    <td>{show((after as Record<string, unknown> | undefined)?.[k])}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <th scope="row">Value</th>
                  <td>{show(before)}</td>
                  <td>{show(after)}</td>
                </tr>
              )}
            </tbody>
          </table>
        ) : (
          <p className={muted}>This event did not record what it changed.</p>
        )}
        <DialogActions>
          <Button onPress={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
