// #/management/m/resellerList: a partner's resellers and customer accounts with their status.
import { describeFailure } from '../../api/describeFailure';
import { getChildAccounts } from '../../api/tenants';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';
import { AccountListView } from './AccountListView';
import { useSwitchAccount } from './useSwitchAccount';

export function ResellerListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useProfile().data!;
  const root = profile.homeAccount.id;
  const children = useResource(() => getChildAccounts(api, root), [root]);
  const { switchTo, error: switchError } = useSwitchAccount();
  const items = children.data?.items ?? [];
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      {switchError ? <Alert variant="error">{switchError}</Alert> : null}
      {children.error ? (
        <Alert variant="error">{describeFailure(children.error) ?? 'Could not load.'}</Alert>
      ) : null}
      <AccountListView
        caption="Resellers"
        accounts={items.filter((a) => a.kind === 'reseller')}
        loading={children.loading}
        emptyText="No resellers."
        actingAccountId={profile.account.accountId}
        onSwitch={(a) => void switchTo(a.accountId)}
        showParent
      />
      <AccountListView
        caption="Customer accounts"
        accounts={items.filter((a) => a.kind === 'customer')}
        loading={children.loading}
        emptyText="No customer accounts."
        actingAccountId={profile.account.accountId}
        onSwitch={(a) => void switchTo(a.accountId)}
        showParent
      />
    </div>
  );
}
