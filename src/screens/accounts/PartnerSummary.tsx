// The partner an account is sold through (C-498, issue 24 item 8; decision 0116), read-only on
// the account's page: its name, its type and how it sells; the account itself when it is one.
import { getPartnerSettings } from '../../api/portalSettings';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { Card } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingState } from '../../ui/LoadingState';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

export function PartnerSummary({ accountId }: { accountId: number }) {
  const { api } = useSessionContext();
  const settings = useResource(['partnerSettings', accountId], (s) => getPartnerSettings(api, accountId, s), {
    handled: allHandled,
  });
  const data = settings.data;
  const p = data?.partner;
  return (
    <Card title="Partner">
      {settings.failed ? (
        <LoadFailed title="The partner could not be loaded." onRetry={settings.reload} />
      ) : !data ? (
        <LoadingState label="Loading the partner…" />
      ) : !p ? (
        <EmptyState title="This account is not sold through a partner." />
      ) : (
        <DetailList
          items={[
            { label: 'Sold through', value: p.own ? `${p.name} (this account)` : p.name },
            { label: 'Kind', value: p.kind === 'provider' ? 'Service provider' : 'Partner' },
            { label: 'Partner type', value: p.partnerType ?? 'Not set' },
            { label: 'Account type', value: p.accountType ?? 'Not set' },
            { label: 'White-label partner', value: yesNo(p.whiteLabel) },
            { label: 'Cloud solution provider', value: yesNo(p.csp) },
          ]}
        />
      )}
    </Card>
  );
}
