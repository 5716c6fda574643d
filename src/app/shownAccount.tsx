// The account a page shows, when that is not the account the session acts on (another
// account's page, opened by its "New window" link): the shell's header names it, so the header
// never names one account over another's page.
import { createContext, type ReactNode, useContext, useEffect } from 'react';

const ShownAccountContext = createContext<((name: string | undefined) => void) | null>(null);

export function ShownAccountProvider(props: {
  onChange: (name: string | undefined) => void;
  children: ReactNode;
}) {
  return <ShownAccountContext.Provider value={props.onChange}>{props.children}</ShownAccountContext.Provider>;
}

/** A page says which account it shows; leaving the page forgets it. */
export function useShownAccount(name: string | undefined) {
  const set = useContext(ShownAccountContext);
  useEffect(() => {
    set?.(name);
    return () => set?.(undefined);
  }, [set, name]);
}
