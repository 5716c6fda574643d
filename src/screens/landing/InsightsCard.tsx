// The dashboard's account insights card (C-500, issue 24 item 8; decision 0116): what the account
// holds beyond the summary's counts, by kind, for those who read the account. Its own loading,
// error and empty states.
import { getAccountInsights } from '../../api/portalSettings';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingState } from '../../ui/LoadingState';
import { Stat, StatGrid } from '../../ui/StatGrid';

/**
 * The insights' figures, in the order shown, with the words a reader sees. The users, extensions,
 * phone numbers and devices C-500 also answers are not repeated: the dashboard's summary above
 * shows them.
 */
export const INSIGHT_LABELS: [key: string, label: string][] = [
  ['callQueues', 'Call queues'],
  ['callGroups', 'Call groups'],
  ['callFlows', 'Call flows'],
  ['emergencyLocations', 'Emergency locations'],
];

export function InsightsCard() {
  const profile = useSignedInProfile();
  return profile.permissions.has('read:account') ? <Insights accountId={profile.account.accountId} /> : null;
}

function Insights({ accountId }: { accountId: number }) {
  const { api } = useSessionContext();
  const insights = useResource(['accountInsights', accountId], (s) => getAccountInsights(api, accountId, s), {
    handled: allHandled,
  });
  const counts = insights.data?.counts;
  const shown = counts ? INSIGHT_LABELS.filter(([key]) => typeof counts[key] === 'number') : [];
  return (
    <Card title="Account insights">
      {insights.failed ? (
        <LoadFailed title="The account’s insights could not be loaded." onRetry={insights.reload} />
      ) : insights.loading ? (
        <LoadingState label="Loading account insights…" />
      ) : shown.length > 0 && counts ? (
        <StatGrid>
          {shown.map(([key, label]) => (
            <Stat key={key} label={label} value={counts[key]} />
          ))}
        </StatGrid>
      ) : (
        <EmptyState title="No insights to show yet." />
      )}
    </Card>
  );
}
