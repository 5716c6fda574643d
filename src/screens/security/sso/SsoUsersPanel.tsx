// The disabled and never-signed-in users of the account (C-188, C-189), a page at a time, chosen
// with checkboxes and enabled or disabled together (C-190) after a confirmation, in batches of
// 100 with a progress bar.
import { useState } from 'react';
import { changeSsoUsersState, listSsoUsers, type SsoUserListName } from '../../../api/sso';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { SsoUserItem } from '../../../domain/security/sso';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { useFormat } from '../../../ui/format/FormatContext';
import { stack, toolbar } from '../../../ui/layout.css';
import { OffsetPager } from '../../../ui/OffsetPager';
import { ProgressBar } from '../../../ui/ProgressBar';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { shownHere, writeStateOf } from '../../common/writeState';

const PAGE = 50;
const BATCH = 100;
const LISTS: { value: SsoUserListName; label: string }[] = [
  { value: 'neverSignedIn', label: 'Never signed in' },
  { value: 'disabled', label: 'Disabled' },
];

export function SsoUsersPanel(props: { onChanged: () => void }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const format = useFormat();
  const canChange = profile.permissions.has('update:sso-settings');
  const [list, setList] = useState<SsoUserListName>('neverSignedIn');
  const [keyword, setKeyword] = useState('');
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<ReadonlyMap<number, SsoUserItem>>(new Map());
  const [asked, setAsked] = useState<boolean>();
  const [done, setDone] = useState(0);
  const [said, setSaid] = useState<string>();
  const users = useResource(
    ['ssoUsers', profile.account.accountId, list, keyword.trim(), offset],
    (s) => listSsoUsers(api, list, { offset, pageSize: PAGE, keyword: keyword.trim() || undefined }, s),
    { handled: allHandled },
  );
  const change = useAction(
    async (enabled: boolean) => {
      const ids = [...chosen.keys()];
      setDone(0);
      for (let i = 0; i < ids.length; i += BATCH) {
        await changeSsoUsersState(api, ids.slice(i, i + BATCH), enabled);
        setDone(Math.min(i + BATCH, ids.length));
      }
      setSaid(`${ids.length} user${ids.length === 1 ? '' : 's'} ${enabled ? 'enabled' : 'disabled'}.`);
      setChosen(new Map());
      setAsked(undefined);
      users.reload();
      props.onChanged();
    },
    { handled: shownHere },
  );
  const state = writeStateOf(change as Action<never>, said);
  const toggle = (u: SsoUserItem, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(u.userId, u);
    else next.delete(u.userId);
    setChosen(next);
  };
  const columns: DataTableColumn<SsoUserItem>[] = [
    ...(canChange
      ? [
          {
            key: 'choose',
            header: 'Choose',
            render: (u: SsoUserItem) => (
              <input
                type="checkbox"
                aria-label={`Choose ${u.name}`}
                checked={chosen.has(u.userId)}
                onChange={(e) => toggle(u, e.target.checked)}
              />
            ),
          },
        ]
      : []),
    { key: 'name', header: 'Name', render: (u) => u.name },
    { key: 'loginName', header: 'Login name', render: (u) => u.loginName },
    {
      key: 'enabled',
      header: 'State',
      render: (u) => (
        <Badge tone={u.enabled ? 'success' : 'neutral'}>{u.enabled ? 'Enabled' : 'Disabled'}</Badge>
      ),
    },
    { key: 'ssoOnly', header: 'Sign-in', render: (u) => (u.ssoOnly ? 'SSO only' : 'Password or SSO') },
    {
      key: 'lastSignInAt',
      header: 'Last signed in',
      render: (u) => (u.lastSignInAt ? format.dateTime(u.lastSignInAt) : 'Never'),
    },
  ];
  const total = users.data?.total ?? 0;
  return (
    <Card title="Users">
      <div className={stack}>
        <div className={toolbar}>
          <SelectField
            label="Show"
            value={list}
            options={LISTS}
            onChange={(v) => {
              setList(v as SsoUserListName);
              setOffset(0);
            }}
          />
          <TextField
            label="Search"
            description="Part of a name or login name."
            value={keyword}
            onChange={(v) => {
              setKeyword(v);
              setOffset(0);
            }}
          />
        </div>
        {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
        {state.message ? <Alert variant="error">{state.message}</Alert> : null}
        {state.errors.length ? <Alert variant="error">{state.errors[0].message}</Alert> : null}
        {canChange ? (
          <div className={toolbar}>
            <span role="status">{`${chosen.size} chosen`}</span>
            <Button
              variant="quiet"
              isDisabled={!users.data?.items.length}
              onPress={() =>
                setChosen(
                  new Map([...chosen, ...(users.data?.items ?? []).map((u) => [u.userId, u] as const)]),
                )
              }
            >
              Choose all on this page
            </Button>
            <Button variant="quiet" isDisabled={chosen.size === 0} onPress={() => setChosen(new Map())}>
              Clear choice
            </Button>
            <Button isDisabled={chosen.size === 0} onPress={() => setAsked(true)}>
              Enable chosen
            </Button>
            <Button variant="secondary" isDisabled={chosen.size === 0} onPress={() => setAsked(false)}>
              Disable chosen
            </Button>
          </div>
        ) : null}
        {users.failed ? (
          <Alert variant="error" title="The users did not load">
            <Button variant="secondary" onPress={users.reload}>
              Try again
            </Button>
          </Alert>
        ) : (
          <DataTable
            caption={list === 'disabled' ? 'Disabled users' : 'Users who never signed in'}
            columns={columns}
            rows={users.data?.items ?? []}
            rowKey={(u) => u.userId}
            loading={!users.data}
            loadingText="Loading users…"
            emptyText={list === 'disabled' ? 'No user is disabled.' : 'Everyone has signed in at least once.'}
          />
        )}
        <OffsetPager offset={offset} pageSize={PAGE} total={total} onOffset={setOffset} />
      </div>
      <ConfirmDialog
        isOpen={asked !== undefined}
        title={asked ? 'Enable these users?' : 'Disable these users?'}
        confirmLabel={asked ? 'Enable users' : 'Disable users'}
        variant={asked ? 'primary' : 'danger'}
        isPending={state.pending}
        onCancel={() => setAsked(undefined)}
        onConfirm={() => void change.run(asked === true)}
      >
        <p>
          {asked
            ? `${chosen.size} user${chosen.size === 1 ? '' : 's'} can sign in again.`
            : `${chosen.size} user${chosen.size === 1 ? '' : 's'} are signed out at once and cannot sign in until enabled again.`}
        </p>
        {state.pending ? <ProgressBar label="Changing users" value={done} maxValue={chosen.size} /> : null}
      </ConfirmDialog>
    </Card>
  );
}
