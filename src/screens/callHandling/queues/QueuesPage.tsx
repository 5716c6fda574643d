// The call queues area (#/management/m/callQueues/<subpath>): the list, a queue.
import type { PageProps } from '../../../app/navigation';
import { NotFoundView } from '../../common/NotFoundView';
import { QueueDetailPage } from './QueueDetailPage';
import { QueueListPage } from './QueueListPage';
import { queuesHref } from './queueWords';

export function QueuesPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <QueueListPage title={props.title} />;
  if (/^\d+$/.test(sub)) return <QueueDetailPage key={sub} queueId={Number(sub)} />;
  return <NotFoundView homeHref={queuesHref()} />;
}
