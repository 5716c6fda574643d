// The call flows area (#/management/m/callFlows/<subpath>): the diagram and the route tester,
// an auto-attendant's menu (attendants/<id>) and a schedule (schedules/new, schedules/<id>).
import type { PageProps } from '../../../app/navigation';
import { NotFoundView } from '../../common/NotFoundView';
import { AttendantEditPage } from './AttendantEditPage';
import { CallFlowPage } from './CallFlowPage';
import { ScheduleEditPage } from './ScheduleEditPage';

export const callFlowsHref = (sub = '') => `#/management/m/callFlows${sub ? `/${sub}` : ''}`;

export function CallFlowsPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <CallFlowPage title={props.title} />;
  const attendant = /^attendants\/(\d+)$/.exec(sub);
  if (attendant) return <AttendantEditPage key={sub} attendantId={Number(attendant[1])} />;
  if (sub === 'schedules/new') return <ScheduleEditPage key={sub} />;
  const schedule = /^schedules\/(\d+)$/.exec(sub);
  if (schedule) return <ScheduleEditPage key={sub} scheduleId={Number(schedule[1])} />;
  return <NotFoundView homeHref={callFlowsHref()} />;
}
