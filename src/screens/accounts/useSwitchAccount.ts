// Switching the session into another account and back (ROLE-07), then landing on the page
// that fits: the dashboard of the account switched into, the role's landing page back home.
import { useCallback, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { describeFailure } from '../../api/describeFailure';
import { useProfileActions } from '../../app/session/ProfileContext';
import { LANDING } from '../../domain/landing';

export function useSwitchAccount() {
  const { swapInto, swapBack } = useProfileActions();
  const [error, setError] = useState<string | undefined>(undefined);
  const run = useCallback(async (swap: () => Promise<void>, to: string) => {
    setError(undefined);
    try {
      await swap();
      navigate(to);
    } catch (e) {
      setError(describeFailure(e) ?? 'The account could not be switched. Please try again.');
    }
  }, []);
  const switchTo = useCallback(
    (accountId: number) => run(() => swapInto(accountId), LANDING.DASHBOARD),
    [run, swapInto],
  );
  const switchBack = useCallback(() => run(swapBack, '/'), [run, swapBack]);
  return { switchTo, switchBack, error };
}
