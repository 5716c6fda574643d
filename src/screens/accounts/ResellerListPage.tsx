// #/management/m/resellerList: a partner's resellers and customer accounts with their status.
import { getChildAccounts } from '../../api/tenants';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';
import { AccountListView } from './AccountListView';
import { useSwitchAccount } from './useSwitchAccount';

export function ResellerListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const root = profile.homeAccount.id;
  const children = useResource(['childAccounts', root], (signal) => getChildAccounts(api, root, signal));
  const { switchTo } = useSwitchAccount();
  const items = children.data?.items ?? [];
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
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
