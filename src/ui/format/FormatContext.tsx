// The shown account's formatting settings for the screens under the shell (decision 0087). The
// shell provides them from the account it acts on; a view reads them with `useFormat()` and stays
// a function of its props otherwise. Only the signed-in parts import this, never the sign-in page.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  DEFAULT_FORMAT,
  type FormatSettings,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
} from './formatters';

const FormatContext = createContext<FormatSettings>(DEFAULT_FORMAT);

export function FormatProvider(props: { settings: FormatSettings; children: ReactNode }) {
  return <FormatContext.Provider value={props.settings}>{props.children}</FormatContext.Provider>;
}

export interface Formatters {
  settings: FormatSettings;
  dateTime: (when: string | number | Date) => string;
  date: (when: string | number | Date) => string;
  time: (when: string | number | Date) => string;
  number: (n: number, options?: Intl.NumberFormatOptions) => string;
}

/** The formatters in the shown account's locale, time zone and clock. */
export function useFormat(): Formatters {
  const settings = useContext(FormatContext);
  return useMemo(
    () => ({
      settings,
      dateTime: (when) => formatDateTime(when, settings),
      date: (when) => formatDate(when, settings),
      time: (when) => formatTime(when, settings),
      number: (n, options) => formatNumber(n, settings, options),
    }),
    [settings],
  );
}
