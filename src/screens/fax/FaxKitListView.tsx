// The account's fax lines (CALL-04): each line's name (a link to its page), extension, number,
// the addresses it e-mails and its cover page. Lines come with the account (decision 0103). Props only.

import type { FaxKit } from '../../api/fax';
import { formatPhone } from '../../domain/phone';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { faxHref, NO_FAX_KITS } from './faxWords';

export function FaxKitListView({ kits }: { kits: readonly FaxKit[] | undefined }) {
  return (
    <Card title="Fax lines">
      {!kits ? <LoadingState label="Loading the fax lines…" /> : null}
      {kits && kits.length === 0 ? (
        <EmptyState title="This account has no fax lines." description={NO_FAX_KITS} />
      ) : null}
      {kits && kits.length > 0 ? (
        <DataTable
          caption="Fax lines"
          hideCaption
          rows={kits}
          rowKey={(k) => k.id}
          columns={[
            { key: 'name', header: 'Name', render: (k) => <Link href={faxHref(k.id)}>{k.name}</Link> },
            { key: 'extensionNumber', header: 'Extension' },
            {
              key: 'faxNumber',
              header: 'Fax number',
              render: (k) => (k.faxNumber ? formatPhone(k.faxNumber) : 'None'),
            },
            {
              key: 'emails',
              header: 'E-mailed to',
              render: (k) => (k.emails.length ? k.emails.join(', ') : 'No one'),
            },
            { key: 'coverPageName', header: 'Cover page', render: (k) => k.coverPageName ?? 'None' },
          ]}
        />
      ) : null}
    </Card>
  );
}
