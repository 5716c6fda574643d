// #/management/m/accountAccess (ROLE-07): account trust (read:/update:security-settings) and, for
// a parent account, its users' access to managed child accounts (read:/create:/delete:roles, as the
// permissions service checks them; decision 0016). The child-access card is shown only when the
// account's children answer with at least one account.
import { useState } from 'react';
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
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { PermissionKey } from '../../domain/permissions';
import { AccountAccessView, type ChildAccessProps } from './AccountAccessView';

export function AccountAccessPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const can = (key: PermissionKey) => profile.permissions.has(key);
  const trusts = useResource(['trusts', accountId], (signal) => getAccountTrusts(api, accountId, signal));
  // A customer account's children are refused (no read:reseller) or empty: no card then, and
  // nothing to tell.
  const children = useResource(
    ['childAccounts', accountId],
    (signal) =>
      can('read:reseller') ? getChildAccounts(api, accountId, signal) : Promise.resolve(undefined),
    { handled: allHandled },
  );
  const isParent = (children.data?.items.length ?? 0) > 0;
  const grants = useResource(['childAccess', accountId, isParent], (signal) =>
    isParent && can('read:roles') ? getChildAccess(api, accountId, signal) : Promise.resolve(undefined),
  );
  // Only the names of the grants' users: without them the card shows ids.
  const users = useResource(
    ['users', accountId, isParent],
    (signal) =>
      isParent && can('read:users') && can('create:roles')
        ? listUsers(api, accountId, { pageSize: USERS_PAGE_SIZE, offset: 0, sortField: 'lastName' }, signal)
        : Promise.resolve(undefined),
    { handled: allHandled },
  );
  const [notice, setNotice] = useState<string | undefined>(undefined);
  /** A write that tells what it did, then reads again what it changed. */
  const write =
    <I,>(work: (input: I) => Promise<unknown>, done: (input: I) => string, reload: () => void) =>
    async (input: I) => {
      setNotice(undefined);
      await work(input);
      setNotice(done(input));
      reload();
    };

  const trustName = (id: number) =>
    trusts.data?.items.find((t) => t.trustedAccountId === id)?.trustedAccountName ?? `Account ${id}`;
  const trust = useAction(
    write(
      (id: number) => createAccountTrust(api, accountId, id),
      (id) => `Account ${id} is trusted now.`,
      trusts.reload,
    ),
  );
  const removeTrust = useAction(
    write(
      (id: number) => deleteAccountTrust(api, accountId, id),
      (id) => `${trustName(id)} no longer acts on this account.`,
      trusts.reload,
    ),
  );
  const grant = useAction(
    write(
      (g: Parameters<typeof grantChildAccess>[2]) => grantChildAccess(api, accountId, g),
      () => 'Access granted.',
      grants.reload,
    ),
  );
  const revoke = useAction(
    write(
      (grantId: number) => revokeChildAccess(api, accountId, grantId),
      () => 'Access revoked.',
      grants.reload,
    ),
  );
  const userName = new Map(
    (users.data?.items ?? []).map((u) => [u.userId, `${u.firstName} ${u.lastName}`.trim() || u.loginName]),
  );

  const childAccess: ChildAccessProps | undefined =
    isParent && can('read:roles')
      ? {
          grants: (grants.data?.items ?? []).map((g) => ({ ...g, userName: userName.get(g.userId) })),
          loading: grants.loading && !grants.data,
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
          granting: grant.pending,
          revoking: revoke.pending,
          onGrant: grant.run,
          onRevoke: (grantId) => void revoke.run(grantId),
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
      trusting={trust.pending}
      removingTrust={removeTrust.pending}
      onTrust={trust.run}
      onRemoveTrust={(id) => void removeTrust.run(id)}
      notice={notice}
      childAccess={childAccess}
    />
  );
}
