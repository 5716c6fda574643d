// Recovery codes, shown once (props only): each signs in once when the authenticator or e-mail
// is out of reach. Copy and download; closing the dialog forgets them.
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../../ui/Dialog';
import { RecoveryCodesList } from './RecoveryCodesList';

export function RecoveryCodesDialog(props: { codes: readonly string[]; onClose: () => void }) {
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog title="Save your recovery codes">
        <RecoveryCodesList
          codes={props.codes}
          actions={(buttons) => (
            <DialogActions>
              {buttons}
              <Button onPress={props.onClose}>I have saved them</Button>
            </DialogActions>
          )}
        />
      </Dialog>
    </Modal>
  );
}
