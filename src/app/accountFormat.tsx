// The formatting of the account the session acts on (CFG-02, decision 0087): its locale, time
// zone and the clock of its locale, given to every page under the shell.
import { type ReactNode, useMemo } from 'react';
import { FormatProvider } from '../ui/format/FormatContext';
import { formatSettingsOf } from '../ui/format/formatters';
import { useAccount } from './session/signedInProfile';

export function AccountFormatProvider(props: { children: ReactNode }) {
  const { locale, timeZone } = useAccount();
  const settings = useMemo(() => formatSettingsOf({ locale, timeZone }), [locale, timeZone]);
  return <FormatProvider settings={settings}>{props.children}</FormatProvider>;
}
