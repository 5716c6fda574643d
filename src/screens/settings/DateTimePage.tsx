// #/management/m/dateTime (CFG-02, decision 0116): the user's own clock and, for those who manage
// the account's settings, the account's. A change reloads the profile, so every page's times
// read the new way at once.
import { useState } from 'react';
import { setAccountClock, setUserClock } from '../../api/portalSettings';
import { useProfileActions } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { PageHeader } from '../../ui/PageHeader';
import { type Clock, DateTimeView } from './DateTimeView';

const LOCALE_NAMES: Record<string, string> = {
  'en-gb': 'British English',
  'en-us': 'American English',
  'en-au': 'Australian English',
  'en-in': 'Indian English',
};

export function DateTimePage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const { reload } = useProfileActions();
  const [sample] = useState(() => new Date());
  const [saved, setSaved] = useState<string | null>(null);
  const account = profile.account;
  const saveAccount = useAction((clock: Clock) => setAccountClock(api, account.accountId, clock));
  const saveUser = useAction((clock: Clock) => setUserClock(api, profile.user.id, clock));
  const after = (what: string) => (done: boolean) => {
    if (!done) return;
    setSaved(what);
    reload();
  };
  return (
    <>
      <PageHeader title={props.title} />
      <DateTimeView
        accountName={account.name}
        localeName={LOCALE_NAMES[account.locale.toLowerCase()] ?? account.locale}
        accountClock={account.timeFormat ?? null}
        userClock={profile.userTimeFormat}
        canChangeAccount={profile.permissions.has('update:account-settings')}
        sample={sample}
        pending={saveAccount.pending || saveUser.pending}
        saved={saved}
        onAccountClock={(clock) =>
          void saveAccount.run(clock).then(after('The account’s time format is saved.'))
        }
        onUserClock={(clock) => void saveUser.run(clock).then(after('Your time format is saved.'))}
      />
    </>
  );
}
