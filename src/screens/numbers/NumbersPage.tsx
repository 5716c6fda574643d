// The numbers area (#/management/m/numbers/<subpath>): the table, or one number by its digits.
import type { PageProps } from '../../app/navigation';
import { NotFoundView } from '../common/NotFoundView';
import { NumberDetailPage } from './NumberDetailPage';
import { NumbersListPage } from './NumbersListPage';
import { numbersHref } from './numberLabels';

export function NumbersPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <NumbersListPage title={props.title} />;
  if (/^\d{4,15}$/.test(sub)) return <NumberDetailPage key={sub} phoneNumber={sub} />;
  return <NotFoundView homeHref={numbersHref()} />;
}
