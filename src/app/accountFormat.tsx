// The formatting of the account the session acts on (CFG-02, decision 0087): its locale, time
// zone and its clock (the user's own when they chose one), given to every page under the shell.
import { type ReactNode, useMemo } from 'react';
import { FormatProvider } from '../ui/format/FormatContext';
import { formatSettingsOf } from '../ui/format/formatters';
import { useSignedInProfile } from './session/signedInProfile';

/** The user's own clock, when they chose one, over the account's (decision 0116). */
export function AccountFormatProvider(props: { children: ReactNode }) {
  const { account, userTimeFormat } = useSignedInProfile();
  const { locale, timeZone, timeFormat } = account;
  const settings = useMemo(
    () => formatSettingsOf({ locale, timeZone, timeFormat }, userTimeFormat),
    [locale, timeZone, timeFormat, userTimeFormat],
  );
  return <FormatProvider settings={settings}>{props.children}</FormatProvider>;
}
