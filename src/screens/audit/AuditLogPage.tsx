// #/management/m/auditLog: the account's audit events (RPT-03), newest first, paged by the server.
import { useState } from 'react';
import { type AuditEvent, listAuditEvents, listAuditEventUsers } from '../../api/reports';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useDebounced, usePagedList } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { type AuditFilters, AuditLogView } from './AuditLogView';

const NO_FILTERS: AuditFilters = { kind: '', userId: '', from: '', to: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function AuditLogPage(props: { title: string }) {
  const { api } = useSessionContext();
  const accountId = useAccount().accountId;
  const [filters, setFilters] = useState(NO_FILTERS);
  const [opened, setOpened] = useState<AuditEvent>();
  // Days are typed: ask with whole dates only, once the typing stops.
  const settled = useDebounced(filters, 300);
  const query = {
    kind: settled.kind ? Number(settled.kind) : undefined,
    userId: settled.userId ? Number(settled.userId) : undefined,
    from: DAY.test(settled.from) ? settled.from : undefined,
    to: DAY.test(settled.to) ? settled.to : undefined,
  };
  const people = useResource(['auditPeople', accountId], (signal) =>
    listAuditEventUsers(api, accountId, signal),
  );
  const list = usePagedList(
    (offset, pageSize, signal) => listAuditEvents(api, accountId, query, { offset, pageSize }, signal),
    100,
    JSON.stringify([accountId, query]),
  );
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      <AuditLogView
        filters={filters}
        onFilters={setFilters}
        people={people.data?.items ?? []}
        total={list.total}
        rowAt={list.rowAt}
        onRangeChange={list.ensureRange}
        opened={opened}
        onOpen={setOpened}
      />
    </div>
  );
}
