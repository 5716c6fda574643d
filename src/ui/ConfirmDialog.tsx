import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogActions, Modal } from './Dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for removing or destroying things. */
  variant?: 'primary' | 'danger';
  /** While the confirmed action runs. */
  isPending?: boolean;
  /** The confirm button cannot be pressed (e.g. while what it would do is still being counted). */
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with a confirm and a cancel button; Escape cancels. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  isPending,
  isConfirmDisabled,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog title={title} role="alertdialog">
        {children}
        <DialogActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onPress={onConfirm} isPending={isPending} isDisabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
