// #/management/m/fax/<subpath> (CALL-04, decision 0103): '' the account's fax lines, cover pages
// and fax services; '<kitId>' a fax line. Lines and services come with the account's fax
// licences: there is no create or delete of either here.
import type { PageProps } from '../../app/navigation';
import { NotFoundView } from '../common/NotFoundView';
import { FaxHomePage } from './FaxHomePage';
import { FaxKitEditPage } from './FaxKitEditPage';
import { faxHref } from './faxWords';

export function FaxPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <FaxHomePage title={props.title} />;
  if (/^\d+$/.test(sub)) return <FaxKitEditPage key={sub} kitId={Number(sub)} />;
  return <NotFoundView homeHref={faxHref()} linkText="Back to fax" />;
}
