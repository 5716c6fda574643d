// Shown on every page while the session acts on another account (ROLE-07): names both
// accounts and offers the way back.
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { sprinkles } from '../../ui/sprinkles.css';
import { swapBanner } from './SwapBanner.css';

export interface SwapBannerProps {
  actingAccountName: string;
  homeAccountName: string;
  onBack(): void;
  pending?: boolean;
  /** Why the way back failed, if it did. */
  error?: string;
}

export function SwapBanner({ actingAccountName, homeAccountName, onBack, pending, error }: SwapBannerProps) {
  return (
    <section aria-label="Switched account" className={swapBanner}>
      <p className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', alignItems: 'baseline' })}>
        <span>
          You are working in <strong>{actingAccountName}</strong> on behalf of{' '}
          <strong>{homeAccountName}</strong>.
        </span>
        <span>Changes you make are recorded under both accounts.</span>
      </p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button variant="secondary" onPress={onBack} isPending={pending}>
        Back to {homeAccountName}
      </Button>
    </section>
  );
}
