// #/management/m/locations/<subpath> (CALL-06, issue 19): '' the account's emergency locations;
// 'new' add one; '<id>' one location; '<id>/edit' change it.
import type { PageProps } from '../../app/navigation';
import { NotFoundView } from '../common/NotFoundView';
import { LocationDetailPage } from './LocationDetailPage';
import { LocationFormPage } from './LocationFormPage';
import { LocationListPage } from './LocationListPage';
import { locationsHref } from './locationWords';

export function LocationsPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <LocationListPage title={props.title} />;
  if (sub === 'new') return <LocationFormPage />;
  const one = /^(\d+)(\/edit)?$/.exec(sub);
  if (one)
    return one[2] ? (
      <LocationFormPage key={sub} locationId={Number(one[1])} />
    ) : (
      <LocationDetailPage key={sub} locationId={Number(one[1])} />
    );
  return <NotFoundView homeHref={locationsHref()} linkText="Back to the emergency locations" />;
}
