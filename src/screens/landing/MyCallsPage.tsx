// The end user's own calls report (#/management/m/myCallsReport).
import { getCallLogs } from '../../api/callLogs';
import { describeFailure } from '../../api/describeFailure';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { formatPhone } from '../../domain/phone';
import { CallsReportView } from './CallsReportView';

export function MyCallsPage(props: { title: string }) {
  const { api } = useSessionContext();
  const user = useProfile().data!.user;
  const calls = useResource(() => getCallLogs(api, user.id, { limit: 100 }), [user.id]);
  return (
    <section aria-labelledby="my-calls-heading">
      <h1 id="my-calls-heading">{props.title}</h1>
      <CallsReportView
        items={calls.data?.items ?? []}
        total={calls.data?.total ?? 0}
        loading={calls.loading}
        error={calls.error ? describeFailure(calls.error) : undefined}
        formatNumber={(n) => formatPhone(n)}
      />
    </section>
  );
}
