// #/management/m/greetings: the account's own announcements (CALL-03, decision 0096): what
// callers hear when their call may be monitored, and before it is recorded. Each is a greeting
// panel (play, upload, record by phone). The queues', groups' and attendants' greetings are on
// their own pages, in the same panel.
import type { PageProps } from '../../../app/navigation';
import { muted, stack } from '../../../ui/layout.css';
import { PageHeader } from '../../../ui/PageHeader';
import { NotFoundView } from '../../common/NotFoundView';
import { GreetingPanel } from './GreetingPanel';

export function GreetingsPage(props: PageProps) {
  if (props.subpath) return <NotFoundView homeHref="#/management/m/greetings" />;
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      <p className={muted}>
        The account’s announcements. A call queue’s, call group’s or auto-attendant’s greetings are on its own
        page.
      </p>
      <GreetingPanel ownerKind="callMonitoring" greetingKey="main" label="Call monitoring announcement" />
      <GreetingPanel ownerKind="recordingRule" greetingKey="main" label="Call recording announcement" />
    </div>
  );
}
