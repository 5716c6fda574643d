// The call flows area (#/management/m/callFlows/<subpath>): the diagram and the route tester.
import type { PageProps } from '../../../app/navigation';
import { NotFoundView } from '../../common/NotFoundView';
import { CallFlowPage } from './CallFlowPage';

export const callFlowsHref = (sub = '') => `#/management/m/callFlows${sub ? `/${sub}` : ''}`;

export function CallFlowsPage(props: PageProps) {
  const sub = props.subpath ?? '';
  if (sub === '') return <CallFlowPage title={props.title} />;
  return <NotFoundView homeHref={callFlowsHref()} />;
}
