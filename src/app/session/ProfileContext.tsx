// Who is signed in, which account they act on and the permission keys they hold (ROLE-04),
// loaded once a session exists; and the swap into a child account and back (ROLE-07).
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type AccountInfo, getAccountInfo, getResellerSettings } from '../../api/account';
import { getSelf, type IdentityUser } from '../../api/identity';
import { getOwnPermissions, swapAccount } from '../../api/permissions';
import { getUserPreferences } from '../../api/portalSettings';
import type { ResellerSettings } from '../../domain/billingStore';
import { type PermissionKey, parsePermissionKeys } from '../../domain/permissions';
import { allHandled } from '../failures';
import { type Resource, useResource } from '../useResource';
import { useSessionContext } from './SessionContext';

export interface Profile {
  user: IdentityUser;
  roleId: number;
  roleName: string;
  /** The account acted on: the home account, or a child after a swap; with the settings of the
   * reseller above it (C-089), which the store and billing menus read (ROLE-08, decision 0119). */
  account: AccountInfo & { resellerSettings: ResellerSettings | null };
  /** The user's own account. */
  homeAccount: { id: number; name: string };
  /** True while the session acts on an account other than the home account. */
  swapped: boolean;
  /** The keys the permissions service gives this user (menus, tabs and actions are gated by them). */
  permissions: ReadonlySet<PermissionKey>;
  /** The user's own clock, over the account's: '12', '24', or null (decision 0116). */
  userTimeFormat: '12' | '24' | null;
}

export interface ProfileActions {
  /** Act on another account (a child, a trusted or granted account) from now on. */
  swapInto(accountId: number): Promise<void>;
  /** Act on the home account again. */
  swapBack(): Promise<void>;
  /** Load the profile again (after a change of the account's or one's own clock). */
  reload(): void;
}

const ProfileContext = createContext<Resource<Profile> | null>(null);
const ActionsContext = createContext<ProfileActions | null>(null);

export function ProfileProvider(props: { accountId: number | undefined; children: ReactNode }) {
  const { api } = useSessionContext();
  // Each swap changes the account acted on: a new key, so a profile still loading for the
  // account before is dropped (its requests aborted) and loaded again.
  const [swaps, setSwaps] = useState(0);
  const profile = useResource<Profile>(
    ['profile', props.accountId, swaps],
    async (signal) => {
      const [user, own] = await Promise.all([getSelf(api, signal), getOwnPermissions(api, signal)]);
      const acting = user.acting_account?.id ?? props.accountId ?? user.account_id;
      const swapped = acting !== user.account_id;
      const [info, reseller, home, preferences] = await Promise.all([
        getAccountInfo(api, acting, signal),
        getResellerSettings(api, acting, signal),
        swapped ? getAccountInfo(api, user.account_id, signal) : undefined,
        getUserPreferences(api, user.id, signal),
      ]);
      const role = user.roles[0];
      const settings = reseller.resellerSettings;
      const account = {
        ...info,
        resellerSettings: settings && {
          hideBilling: settings.hideBilling,
          canAddService: settings.canAddService,
        },
      };
      return {
        user,
        roleId: role?.id ?? 0,
        roleName: role?.name ?? '',
        account,
        homeAccount: { id: user.account_id, name: (home ?? account).name },
        swapped,
        permissions: parsePermissionKeys(own.permissions),
        userTimeFormat: preferences.timeFormat,
      };
    },
    // The shell says itself that the profile could not be loaded.
    { handled: allHandled },
  );
  const home = profile.data?.homeAccount;
  const reloadProfile = profile.reload;
  const actions = useMemo<ProfileActions>(() => {
    const swap = async (accountId: number) => {
      await swapAccount(api, accountId);
      api.clearCache();
      setSwaps((n) => n + 1);
    };
    return {
      swapInto: swap,
      swapBack: () => (home ? swap(home.id) : Promise.resolve()),
      // The same key, loaded again: the pages keep what they show (and their own state, such as a
      // "saved" message) until the new profile comes, then read it.
      reload: () => {
        api.clearCache();
        reloadProfile();
      },
    };
  }, [api, home, reloadProfile]);
  return (
    <ProfileContext.Provider value={profile}>
      <ActionsContext.Provider value={actions}>{props.children}</ActionsContext.Provider>
    </ProfileContext.Provider>
  );
}

export function useProfile(): Resource<Profile> {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfile outside ProfileProvider');
  return profile;
}

export function useProfileActions(): ProfileActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useProfileActions outside ProfileProvider');
  return actions;
}
