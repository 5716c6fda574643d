// #/management/m/searchAccount: the provider super user's landing page.
import { useState } from 'react';
import { searchAccounts } from '../../api/tenants';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { AccountSearchView } from './AccountSearchView';
import { useSwitchAccount } from './useSwitchAccount';

export function AccountSearchPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const results = useResource(['accountSearch', query], async (signal) =>
    query ? searchAccounts(api, query, signal) : undefined,
  );
  const { switchTo } = useSwitchAccount();
  return (
    <AccountSearchView
      title={props.title}
      searched={query}
      results={results.data?.items ?? []}
      loading={results.loading}
      actingAccountId={profile.account.accountId}
      onSearch={setQuery}
      onSwitch={(a) => void switchTo(a.accountId)}
    />
  );
}
