// The users table of an account: server-side paging, sort and search, virtualized rows
// (thousands of users scroll without jank), selection for the bulk actions.
import { useMemo } from 'react';
import type { SortField, UserListItem } from '../../api/users';
import { BULK_USERS_MAX } from '../../domain/userRules';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { link } from '../../ui/Link.css';
import { grow, muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { type VirtualColumn, VirtualTable } from '../../ui/VirtualTable';
import { fullName, roleLabel, usersHref } from './userLabels';

export interface UsersListViewProps {
  title: string;
  total: number | undefined;
  rowAt: (index: number) => UserListItem | undefined;
  onRangeChange: (first: number, last: number) => void;
  sort: { field: SortField; direction: 'ASC' | 'DESC' };
  onSort: (field: SortField) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  error?: string;
  canCreate: boolean;
  /** Whether the user-management rule lets the signed-in user reset this user: only those can be selected. */
  canManage: (user: UserListItem) => boolean;
  selected: ReadonlySet<number>;
  onToggle: (userId: number) => void;
  onBulkPasswordReset?: () => void;
  onBulkWelcome?: () => void;
  notice?: string;
}

export function UsersListView(props: UsersListViewProps) {
  const fmt = useFormat();
  const { selected } = props;
  // A bulk request names at most BULK_USERS_MAX users; the platform refuses more.
  const tooMany = selected.size > BULK_USERS_MAX;
  const bulkDisabled = selected.size === 0 || tooMany;
  // The same columns until the selection changes: a page that arrives while scrolling re-renders
  // the table, not every row in view.
  const { canManage, onToggle } = props;
  const columns = useMemo(
    (): VirtualColumn<UserListItem>[] => [
      {
        key: 'select',
        header: 'Select',
        width: '5.5rem',
        render: (u) =>
          canManage(u) ? (
            <input
              type="checkbox"
              aria-label={`Select ${fullName(u)}`}
              checked={selected.has(u.userId)}
              onChange={() => onToggle(u.userId)}
            />
          ) : null,
      },
      {
        key: 'name',
        header: 'Name',
        width: 'minmax(9rem, 1.3fr)',
        sortField: 'lastName',
        // A plain anchor: a row mounts on every scroll step, and RAC's Link costs more per row.
        render: (u) => (
          <a className={link({ variant: 'inline' })} href={usersHref(String(u.userId))}>
            {fullName(u)}
          </a>
        ),
        text: fullName,
      },
      {
        key: 'login',
        header: 'Login name',
        width: 'minmax(10rem, 2fr)',
        sortField: 'loginName',
        render: (u) => u.loginName,
      },
      {
        key: 'email',
        header: 'E-mail',
        width: 'minmax(10rem, 2fr)',
        sortField: 'email',
        render: (u) => u.email,
      },
      {
        key: 'ext',
        header: 'Extension',
        width: '6.5rem',
        render: (u) => u.extensions.map((e) => e.extensionNumber).join(', '),
      },
      {
        key: 'role',
        header: 'Role',
        width: 'minmax(14rem, 1.3fr)',
        sortField: 'roleId',
        render: (u) => roleLabel(u.roleId, u.userType),
      },
      {
        key: 'access',
        header: 'Sign-in',
        width: '6.5rem',
        render: (u) =>
          u.blockAccess ? <Badge tone="warning">Blocked</Badge> : <Badge tone="success">Allowed</Badge>,
      },
    ],
    [canManage, onToggle, selected],
  );
  return (
    <div className={stack}>
      <PageHeader title={props.title}>
        {props.total !== undefined ? <span className={muted}>{fmt.number(props.total)} users</span> : null}
        {props.canCreate ? (
          <>
            <Link variant="button" href={usersHref('new')}>
              Add user
            </Link>
            <Link variant="button" href={usersHref('import')}>
              Import users
            </Link>
          </>
        ) : null}
      </PageHeader>
      <div className={toolbar}>
        <div className={grow}>
          <TextField
            label="Search users"
            type="search"
            value={props.keyword}
            onChange={props.onKeywordChange}
            description="Name, login name, e-mail or extension"
          />
        </div>
        {props.onBulkPasswordReset ? (
          <Button variant="secondary" isDisabled={bulkDisabled} onPress={props.onBulkPasswordReset}>
            {`Reset passwords (${selected.size})`}
          </Button>
        ) : null}
        {props.onBulkWelcome ? (
          <Button variant="secondary" isDisabled={bulkDisabled} onPress={props.onBulkWelcome}>
            {`Resend welcome e-mail (${selected.size})`}
          </Button>
        ) : null}
      </div>
      {tooMany ? (
        <Alert variant="info">{`Choose at most ${fmt.number(BULK_USERS_MAX)} users at a time.`}</Alert>
      ) : null}
      {props.notice ? <Alert variant="success">{props.notice}</Alert> : null}
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {props.total === 0 ? (
        <p>{props.keyword ? `No users match “${props.keyword}”.` : 'This account has no users yet.'}</p>
      ) : (
        <VirtualTable
          label="Users"
          columns={columns}
          rowCount={props.total ?? 0}
          rowAt={props.rowAt}
          rowKey={(u) => u.userId}
          onRangeChange={props.onRangeChange}
          sort={props.sort}
          onSort={(f) => props.onSort(f as SortField)}
        />
      )}
    </div>
  );
}
