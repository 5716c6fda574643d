// The SSO audit log (C-192..C-194): newest first, a page at a time, by type and days (UTC), and
// its CSV export with the same filters.
import { useState } from 'react';
import { exportSsoAudit, listSsoAudit, listSsoAuditTypes } from '../../../api/sso';
import { allHandled } from '../../../app/failures';
import { saveFile } from '../../../app/saveFile';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { SsoAuditItem, SsoAuditType } from '../../../domain/security/sso';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { useFormat } from '../../../ui/format/FormatContext';
import { stack, toolbar } from '../../../ui/layout.css';
import { OffsetPager } from '../../../ui/OffsetPager';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

const PAGE = 25;

export function SsoAuditPanel(props: { changes: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const format = useFormat();
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const types = useResource(['ssoAuditTypes'], (s) => listSsoAuditTypes(api, s), { handled: allHandled });
  const filters = {
    type: (type || undefined) as SsoAuditType | undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const log = useResource(
    ['ssoAudit', profile.account.accountId, type, from, to, offset, props.changes],
    (s) => listSsoAudit(api, { offset, pageSize: PAGE, ...filters }, s),
    { handled: allHandled },
  );
  const download = useAction(async () => saveFile(await exportSsoAudit(api, filters), 'sso-audit-log.csv'));
  const columns: DataTableColumn<SsoAuditItem>[] = [
    { key: 'createdAt', header: 'When', render: (i) => format.dateTime(i.createdAt) },
    { key: 'type', header: 'Type', render: (i) => i.typeLabel },
    { key: 'message', header: 'What happened', render: (i) => i.message },
    { key: 'actor', header: 'By', render: (i) => i.actor?.name ?? 'Identity provider' },
    { key: 'subject', header: 'User', render: (i) => i.subject?.name ?? '' },
  ];
  const total = log.data?.total ?? 0;
  const reset = () => setOffset(0);
  return (
    <Card
      title="SSO audit log"
      actions={
        <Button variant="secondary" isPending={download.pending} onPress={() => void download.run()}>
          Export CSV
        </Button>
      }
    >
      <div className={stack}>
        <SelectField
          label="Type"
          value={type}
          options={[
            { value: '', label: 'Every type' },
            ...(types.data?.items ?? []).map((t) => ({ value: t.type, label: t.label })),
          ]}
          onChange={(v) => {
            setType(v);
            reset();
          }}
        />
        <div className={toolbar}>
          <TextField
            label="From"
            type="date"
            value={from}
            onChange={(v) => {
              setFrom(v);
              reset();
            }}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            onChange={(v) => {
              setTo(v);
              reset();
            }}
          />
        </div>
        {log.failed ? (
          <Alert variant="error" title="The SSO audit log did not load">
            <Button variant="secondary" onPress={log.reload}>
              Try again
            </Button>
          </Alert>
        ) : (
          <DataTable
            caption="SSO events"
            hideCaption
            columns={columns}
            rows={log.data?.items ?? []}
            rowKey={(i) => i.id}
            loading={!log.data}
            loadingText="Loading the SSO audit log…"
            emptyText="No SSO events match."
          />
        )}
        <OffsetPager
          offset={offset}
          pageSize={PAGE}
          total={total}
          onOffset={setOffset}
          previousLabel="Newer events"
          nextLabel="Older events"
        />
      </div>
    </Card>
  );
}
