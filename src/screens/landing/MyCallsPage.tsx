// The end user's own calls report (#/management/m/myCallsReport).
import { getCallLogs } from '../../api/callLogs';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { formatPhone } from '../../domain/phone';
import { CallsReportView } from './CallsReportView';

export function MyCallsPage(props: { title: string }) {
  const { api } = useSessionContext();
  const user = useSignedInProfile().user;
  const calls = useResource(['callLogs', user.id], (signal) =>
    getCallLogs(api, user.id, { limit: 100 }, signal),
  );
  return (
    <section aria-labelledby="my-calls-heading">
      <h1 id="my-calls-heading">{props.title}</h1>
      <CallsReportView
        items={calls.data?.items ?? []}
        total={calls.data?.total ?? 0}
        loading={calls.loading}
        formatNumber={(n) => formatPhone(n)}
      />
    </section>
  );
}
