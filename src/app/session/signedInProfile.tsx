// The profile of the person signed in, for pages under the shell: ManagementPage renders a page
// only once the profile has loaded, and provides it here, so a page reads it without a null
// check (`useSignedInProfile().permissions`, `useAccount().accountId`).
import { createContext, type ReactNode, useContext } from 'react';
import type { AccountInfo } from '../../api/account';
import type { Profile } from './ProfileContext';

const SignedInProfileContext = createContext<Profile | null>(null);

export function SignedInProfileProvider(props: { profile: Profile; children: ReactNode }) {
  return (
    <SignedInProfileContext.Provider value={props.profile}>{props.children}</SignedInProfileContext.Provider>
  );
}

/** The loaded profile; only pages rendered by the shell (ManagementPage) may ask. */
export function useSignedInProfile(): Profile {
  const profile = useContext(SignedInProfileContext);
  if (!profile)
    throw new Error(
      'useSignedInProfile() is for pages inside the shell (ManagementPage), which load the profile first; outside it, use useProfile() and wait for its data.',
    );
  return profile;
}

/** The account the session acts on (a child after a swap). */
export function useAccount(): AccountInfo {
  return useSignedInProfile().account;
}
