// The users area (#/management/m/users/<subpath>): the table, a user, a new user, the import.
import type { PageProps } from '../../app/navigation';
import { NotFoundView } from '../common/NotFoundView';
import { UserCreatePage } from './UserCreatePage';
import { UserDetailPage } from './UserDetailPage';
import { UserImportPage } from './UserImportPage';
import { UsersListPage } from './UsersListPage';
import { usersHref } from './userLabels';

export function UsersPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <UsersListPage title={props.title} />;
  if (sub === 'new') return <UserCreatePage />;
  if (sub === 'import') return <UserImportPage />;
  if (/^\d+$/.test(sub)) return <UserDetailPage key={sub} userId={Number(sub)} />;
  return <NotFoundView homeHref={usersHref()} />;
}
