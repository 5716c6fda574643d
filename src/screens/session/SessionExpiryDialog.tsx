import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';

export interface SessionExpiryDialogProps {
  isOpen: boolean;
  /** Seconds until the session ends. */
  secondsLeft: number;
  /** enableSessionRenew: offer "Stay signed in". */
  canRenew: boolean;
  /** While the keep-alive of "Stay signed in" runs. */
  renewing?: boolean;
  onStay(): void;
  onSignOut(): void;
}

/** "2 minutes 5 seconds", "45 seconds". */
export function timeLeftText(secondsLeft: number): string {
  const s = Math.max(0, Math.ceil(secondsLeft));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return part(seconds, 'second');
  return seconds === 0 ? part(minutes, 'minute') : `${part(minutes, 'minute')} ${part(seconds, 'second')}`;
}

/** The warning before an idle session ends (AUTH-09). It needs an answer: Escape does not close it. */
export function SessionExpiryDialog({
  isOpen,
  secondsLeft,
  canRenew,
  renewing,
  onStay,
  onSignOut,
}: SessionExpiryDialogProps) {
  return (
    <Modal isOpen={isOpen} isKeyboardDismissDisabled>
      <Dialog title="Your session is about to end" role="alertdialog">
        <p>
          For your security you will be signed out in{' '}
          <strong>
            <time aria-live="off">{timeLeftText(secondsLeft)}</time>
          </strong>
          .
        </p>
        <DialogActions>
          <Button variant="secondary" onPress={onSignOut}>
            Sign out
          </Button>
          {canRenew ? (
            <Button variant="primary" onPress={onStay} isPending={renewing} autoFocus>
              Stay signed in
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
