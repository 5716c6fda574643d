// #/management/m/receptionists/<subpath> (CALL-03, decision 0098): '' the account's receptionist
// consoles; '<id>' a console. Consoles come with the account's receptionist licences: there is
// no create or delete here.
import type { PageProps } from '../../../app/navigation';
import { NotFoundView } from '../../common/NotFoundView';
import { ReceptionistEditPage } from './ReceptionistEditPage';
import { ReceptionistListPage } from './ReceptionistListPage';
import { receptionistsHref } from './receptionistWords';

export function ReceptionistsPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <ReceptionistListPage title={props.title} />;
  if (/^\d+$/.test(sub)) return <ReceptionistEditPage key={sub} receptionistId={Number(sub)} />;
  return <NotFoundView homeHref={receptionistsHref()} linkText="Back to the receptionist consoles" />;
}
