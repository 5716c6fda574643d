import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { Stat, StatGrid } from '../../ui/StatGrid';
import { sprinkles } from '../../ui/sprinkles.css';

export interface AccountSummary {
  name: string;
  status: string;
  accountId: number;
  countryName: string;
  accountType: string;
}

export interface AccountCounts {
  users: number;
  extensions: number;
  devices: number;
  phoneNumbers: number;
  tollFreeNumbers: number;
}

export interface AccountSummaryViewProps {
  account: AccountSummary;
  counts: AccountCounts | undefined;
  loading: boolean;
  error?: string;
  /** The page heading, e.g. 'Dashboard'. */
  title: string;
}

/** The account acted on and its counts: the first content of the admin landing pages. */
export function AccountSummaryView({ account, counts, loading, error, title }: AccountSummaryViewProps) {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={title} />
      <Card title={account.name} actions={<Badge status={account.status} />}>
        <DetailList
          items={[
            { label: 'Account ID', value: account.accountId },
            { label: 'Country', value: account.countryName },
            { label: 'Account type', value: account.accountType },
            { label: 'Status', value: account.status },
          ]}
        />
      </Card>
      <Card title="Summary">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {loading ? (
          <LoadingState label="Loading account summary…" />
        ) : counts ? (
          <StatGrid>
            <Stat label="Users" value={counts.users} />
            <Stat label="Extensions" value={counts.extensions} />
            <Stat label="Devices" value={counts.devices} />
            <Stat label="Phone numbers" value={counts.phoneNumbers} />
            <Stat label="Toll-free numbers" value={counts.tollFreeNumbers} />
          </StatGrid>
        ) : error ? null : (
          <EmptyState title="No figures to show yet." />
        )}
      </Card>
    </div>
  );
}
