// #/management/m/conference/<subpath> (CALL-04, decision 0103): '' the account's conference
// bridges; '<kitId>' a bridge. Bridges come with the account's conference licences: there is no
// create or delete here.
import type { PageProps } from '../../app/navigation';
import { NotFoundView } from '../common/NotFoundView';
import { BridgeEditPage } from './BridgeEditPage';
import { ConferenceListPage } from './ConferenceListPage';
import { conferenceHref } from './conferenceWords';

export function ConferencePage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <ConferenceListPage title={props.title} />;
  if (/^\d+$/.test(sub)) return <BridgeEditPage key={sub} kitId={Number(sub)} />;
  return <NotFoundView homeHref={conferenceHref()} linkText="Back to the conference bridges" />;
}
