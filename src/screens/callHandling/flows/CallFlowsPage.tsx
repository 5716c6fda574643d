// The call flows area (#/management/m/callFlows/<subpath>): the diagram and the route tester.
import type { PageProps } from '../../../app/navigation';
import { NotFoundView } from '../../common/NotFoundView';
import { AttendantEditPage } from './AttendantEditPage';
import { CallFlowPage } from './CallFlowPage';

export const callFlowsHref = (sub = '') => `#/management/m/callFlows${sub ? `/${sub}` : ''}`;

export function CallFlowsPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <CallFlowPage title={props.title} />;
  const attendant = /^attendants\/(\d+)$/.exec(sub);
  if (attendant) return <AttendantEditPage key={sub} attendantId={Number(attendant[1])} />;
  return <NotFoundView homeHref={callFlowsHref()} />;
}
