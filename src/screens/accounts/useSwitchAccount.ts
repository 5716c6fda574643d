// Switching the session into another account and back (ROLE-07), then landing on the page
// that fits: the dashboard of the account switched into, the role's landing page back home.
// A write like any other (useAction): a refused switch goes to the error display.
import { navigate } from 'wouter/use-hash-location';
import { useProfileActions } from '../../app/session/ProfileContext';
import { useAction } from '../../app/useAction';
import { LANDING } from '../../domain/landing';

export function useSwitchAccount() {
  const { swapInto, swapBack } = useProfileActions();
  const switchTo = useAction(async (accountId: number) => {
    await swapInto(accountId);
    navigate(LANDING.DASHBOARD);
  });
  const switchBack = useAction(async () => {
    await swapBack();
    navigate('/');
  });
  return {
    switchTo: switchTo.run,
    switchBack: () => switchBack.run(),
    pending: switchTo.pending || switchBack.pending,
  };
}
