// The provider super user's landing page (ROLE-02): account search by name, account id,
// phone number or login name.
import { type FormEvent, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';
import { TextField } from '../../ui/TextField';
import { AccountListView, type ListedAccount } from './AccountListView';
import { muted, searchRow } from './accounts.css';

export interface AccountSearchViewProps {
  title: string;
  /** The query of the results shown, or undefined before the first search. */
  searched: string | undefined;
  results: readonly ListedAccount[];
  loading: boolean;
  error?: string;
  actingAccountId: number;
  onSearch(query: string): void;
  onSwitch?(account: ListedAccount): void;
}

export function AccountSearchView(props: AccountSearchViewProps) {
  const [query, setQuery] = useState(props.searched ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (query.trim()) props.onSearch(query.trim());
  };
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      <search aria-label="Accounts">
        <form onSubmit={submit} className={searchRow}>
          <TextField
            label="Find an account"
            description="Account name, account ID, phone number or login name"
            value={query}
            onChange={setQuery}
          />
          <Button type="submit" isPending={props.loading}>
            Search
          </Button>
        </form>
      </search>
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {props.searched === undefined ? (
        <p className={muted}>Search the platform's accounts to open one or act on it.</p>
      ) : (
        <AccountListView
          caption={`Accounts matching “${props.searched}”`}
          accounts={props.results}
          loading={props.loading}
          emptyText="No account matches. Try part of the name, the account ID, a phone number or a login name."
          actingAccountId={props.actingAccountId}
          onSwitch={props.onSwitch}
          showParent={false}
        />
      )}
    </div>
  );
}
