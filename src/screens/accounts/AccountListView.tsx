// A list of accounts with their status, each with a link to open it and a button to act on it.
import type { AccountRow } from '../../api/tenants';
import { accountPageRoute, adminDashboardPath } from '../../domain/adminPortal';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { muted } from './accounts.css';

export type ListedAccount = AccountRow & { parentAccountName?: string | null };

export interface AccountListViewProps {
  caption: string;
  accounts: readonly ListedAccount[];
  loading: boolean;
  emptyText: string;
  /** The account the session acts on now: it gets no switch button. */
  actingAccountId: number;
  /** Absent when the viewer may not switch accounts. */
  onSwitch?(account: ListedAccount): void;
  showParent?: boolean;
}

export function AccountListView({
  caption,
  accounts,
  loading,
  emptyText,
  actingAccountId,
  onSwitch,
  showParent,
}: AccountListViewProps) {
  return (
    <DataTable
      caption={caption}
      rows={accounts}
      loading={loading}
      emptyText={emptyText}
      rowKey={(a) => a.accountId}
      columns={[
        {
          key: 'name',
          header: 'Account',
          render: (a) => <Link href={`#${accountPageRoute(a.accountId)}`}>{a.name}</Link>,
        },
        {
          // ROLE-03: the account's admin portal page, in a new window (the name opens it in this one).
          key: 'adminPortal',
          header: 'Admin portal',
          render: (a) => (
            <Link
              href={adminDashboardPath(a.accountId)}
              target="_blank"
              rel="noopener"
              aria-label={`Open ${a.name} in a new window`}
            >
              New window
            </Link>
          ),
        },
        { key: 'accountId', header: 'Account ID', align: 'end' },
        { key: 'accountType', header: 'Type' },
        ...(showParent ? [{ key: 'parentAccountName', header: 'Parent' }] : []),
        { key: 'status', header: 'Status', render: (a: ListedAccount) => <Badge status={a.status} /> },
        ...(onSwitch
          ? [
              {
                key: 'actions',
                header: 'Actions',
                render: (a: ListedAccount) =>
                  a.accountId === actingAccountId ? (
                    <span className={muted}>Acting on it</span>
                  ) : (
                    <Button
                      variant="secondary"
                      onPress={() => onSwitch(a)}
                      aria-label={`Switch to ${a.name}`}
                    >
                      Switch to
                    </Button>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
