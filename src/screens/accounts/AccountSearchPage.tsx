// #/management/m/searchAccount: the provider super user's landing page.
import { useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { searchAccounts } from '../../api/tenants';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { AccountSearchView } from './AccountSearchView';
import { useSwitchAccount } from './useSwitchAccount';

export function AccountSearchPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useProfile().data!;
  const [query, setQuery] = useState<string | undefined>(undefined);
  const results = useResource(async () => (query ? searchAccounts(api, query) : undefined), [query]);
  const { switchTo, error: switchError } = useSwitchAccount();
  return (
    <AccountSearchView
      title={props.title}
      searched={query}
      results={results.data?.items ?? []}
      loading={results.loading}
      error={switchError ?? (results.error ? describeFailure(results.error) : undefined)}
      actingAccountId={profile.account.accountId}
      onSearch={setQuery}
      onSwitch={(a) => void switchTo(a.accountId)}
    />
  );
}
