// Who is signed in and which account they act on, loaded once a session exists.
import { createContext, type ReactNode, useContext } from 'react';
import { type AccountInfo, getAccountInfo } from '../../api/account';
import { getSelf, type IdentityUser } from '../../api/identity';
import { type Resource, useResource } from '../useResource';
import { useSessionContext } from './SessionContext';

export interface Profile {
  user: IdentityUser;
  roleId: number;
  roleName: string;
  account: AccountInfo;
}

const ProfileContext = createContext<Resource<Profile> | null>(null);

export function ProfileProvider(props: { accountId: number | undefined; children: ReactNode }) {
  const { api } = useSessionContext();
  const profile = useResource<Profile>(async () => {
    const user = await getSelf(api);
    const account = await getAccountInfo(api, user.acting_account?.id ?? props.accountId ?? user.account_id);
    const role = user.roles[0];
    return { user, roleId: role?.id ?? 0, roleName: role?.name ?? '', account };
  }, [props.accountId]);
  return <ProfileContext.Provider value={profile}>{props.children}</ProfileContext.Provider>;
}

export function useProfile(): Resource<Profile> {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfile outside ProfileProvider');
  return profile;
}
