// #/management/m/accountAccess (ROLE-07): account trust (read:/update:security-settings) and, for
// a parent account, its users' access to managed child accounts (read:/create:/delete:roles, as the
// permissions service checks them; decision 0016). The child-access card is shown only when the
// account's children answer with at least one account.
import { useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import {
  createAccountTrust,
  deleteAccountTrust,
  getAccountTrusts,
  getChildAccess,
  grantChildAccess,
  revokeChildAccess,
} from '../../api/permissions';
import { getChildAccounts } from '../../api/tenants';
import { listUsers, USERS_PAGE_SIZE } from '../../api/users';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { AccountAccessView, type ChildAccessProps } from './AccountAccessView';

const handledAll = { handled: () => true };

export function AccountAccessPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useProfile().data!;
  const accountId = profile.account.accountId;
  const can = (key: Parameters<typeof profile.permissions.has>[0]) => profile.permissions.has(key);
  const trusts = useResource(() => getAccountTrusts(api, accountId), [accountId]);
  // A customer account's children are refused (no read:reseller) or empty: no card then.
  const children = useResource(
    () => (can('read:reseller') ? getChildAccounts(api, accountId) : Promise.resolve(undefined)),
    [accountId],
    handledAll,
  );
  const isParent = (children.data?.items.length ?? 0) > 0;
  const grants = useResource(
    () => (isParent && can('read:roles') ? getChildAccess(api, accountId) : Promise.resolve(undefined)),
    [accountId, isParent],
  );
  const users = useResource(
    () =>
      isParent && can('read:users') && can('create:roles')
        ? listUsers(api, accountId, { pageSize: USERS_PAGE_SIZE, offset: 0, sortField: 'lastName' })
        : Promise.resolve(undefined),
    [accountId, isParent],
    handledAll,
  );
  const [busy, setBusy] = useState<'trust' | 'remove' | 'grant' | 'revoke' | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [grantError, setGrantError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);

  const run = async (
    kind: NonNullable<typeof busy>,
    work: () => Promise<unknown>,
    done: string,
    fail: string,
    onError: (message: string | undefined) => void = setError,
  ) => {
    setBusy(kind);
    setError(undefined);
    setGrantError(undefined);
    setNotice(undefined);
    try {
      await work();
      setNotice(done);
      return true;
    } catch (e) {
      onError(describeFailure(e) ?? fail);
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  const trustName = (id: number) =>
    trusts.data?.items.find((t) => t.trustedAccountId === id)?.trustedAccountName ?? `Account ${id}`;
  const userName = new Map(
    (users.data?.items ?? []).map((u) => [u.userId, `${u.firstName} ${u.lastName}`.trim() || u.loginName]),
  );

  const childAccess: ChildAccessProps | undefined =
    isParent && can('read:roles')
      ? {
          grants: (grants.data?.items ?? []).map((g) => ({ ...g, userName: userName.get(g.userId) })),
          loading: grants.loading && !grants.data,
          error: grantError ?? (grants.error ? describeFailure(grants.error) : undefined),
          users: (users.data?.items ?? []).map((u) => ({
            id: u.userId,
            label: `${u.firstName} ${u.lastName} (${u.loginName})`,
          })),
          childAccounts: (children.data?.items ?? []).map((a) => ({
            id: a.accountId,
            label: `${a.name} (${a.accountId})`,
          })),
          canGrant: can('create:roles') && users.data !== undefined,
          canRevoke: can('delete:roles'),
          granting: busy === 'grant',
          revoking: busy === 'revoke',
          onGrant: async (grant) => {
            const ok = await run(
              'grant',
              () => grantChildAccess(api, accountId, grant),
              'Access granted.',
              'The access could not be granted.',
              setGrantError,
            );
            if (ok) grants.reload();
            return ok;
          },
          onRevoke: (grantId) => {
            void run(
              'revoke',
              () => revokeChildAccess(api, accountId, grantId),
              'Access revoked.',
              'The access could not be revoked.',
              setGrantError,
            ).then((ok) => ok && grants.reload());
          },
        }
      : undefined;

  return (
    <AccountAccessView
      title={props.title}
      accountId={accountId}
      accountName={profile.account.name}
      trusts={trusts.data?.items ?? []}
      trustsLoading={trusts.loading && !trusts.data}
      canEditTrusts={can('update:security-settings')}
      trusting={busy === 'trust'}
      removingTrust={busy === 'remove'}
      onTrust={async (id) => {
        const ok = await run(
          'trust',
          () => createAccountTrust(api, accountId, id),
          `Account ${id} is trusted now.`,
          'The account could not be trusted.',
        );
        if (ok) trusts.reload();
        return ok;
      }}
      onRemoveTrust={(id) => {
        const name = trustName(id);
        void run(
          'remove',
          () => deleteAccountTrust(api, accountId, id),
          `${name} no longer acts on this account.`,
          'The trust could not be removed.',
        ).then((ok) => ok && trusts.reload());
      }}
      error={error ?? (trusts.error ? describeFailure(trusts.error) : undefined)}
      notice={notice}
      childAccess={childAccess}
    />
  );
}
