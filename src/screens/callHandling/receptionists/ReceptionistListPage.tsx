// #/management/m/receptionists: the account's receptionist consoles (C-401), named in words
// through the account's call flow (C-422): the extensions' names and the no-answer destination.
import { getCallFlow, listReceptionists } from '../../../api/callHandling/callFlows';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useAccount } from '../../../app/session/signedInProfile';
import { useResource } from '../../../app/useResource';
import { describeDestination } from '../common/destinations';
import { type ConsoleRow, ReceptionistListView } from './ReceptionistListView';
import { extensionLabel } from './receptionistWords';

export function ReceptionistListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  // Both failures are told on the page, in its own words.
  const consoles = useResource(
    ['receptionists', accountId],
    (signal) => listReceptionists(api, accountId, signal),
    { handled: allHandled },
  );
  const flow = useResource(['callFlow', accountId], (signal) => getCallFlow(api, accountId, signal), {
    handled: allHandled,
  });
  const callFlow = flow.data?.flow;
  const rows: ConsoleRow[] | undefined =
    consoles.data && callFlow
      ? consoles.data.map((c) => ({
          id: c.id,
          name: c.name,
          extension: c.extensionId === null ? 'None' : extensionLabel(callFlow, c.extensionId),
          watching: c.monitored.length,
          noAnswer: describeDestination(callFlow, c.noAnswer ?? undefined),
        }))
      : undefined;
  return (
    <ReceptionistListView
      title={props.title}
      consoles={rows}
      error={
        consoles.failed || flow.failed
          ? 'Try again in a moment. If it goes on, ask your provider’s support.'
          : undefined
      }
    />
  );
}
