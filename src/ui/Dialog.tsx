import type { ReactNode } from 'react';
import { Heading, ModalOverlay, Dialog as RACDialog, Modal as RACModal } from 'react-aria-components';
import { actions, body, dialog, heading, modal, overlay } from './Dialog.css';

export interface ModalProps {
  /** Controlled open state; leave out inside RAC's DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click outside. Escape closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  children: ReactNode;
}

/** RAC's ModalOverlay + Modal: focus is trapped inside and returns to the trigger on close. */
export function Modal({
  isOpen,
  onOpenChange,
  isDismissable,
  isKeyboardDismissDisabled,
  children,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={overlay}
    >
      <RACModal className={modal}>{children}</RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps {
  /** The heading, which also names the dialog. */
  title: string;
  /** 'alertdialog' for confirmations and errors that need an answer. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

export function Dialog({ title, role = 'dialog', children }: DialogProps) {
  return (
    <RACDialog role={role} className={dialog}>
      {({ close }) => (
        <>
          <Heading slot="title" className={heading}>
            {title}
          </Heading>
          <div className={body}>{typeof children === 'function' ? children({ close }) : children}</div>
        </>
      )}
    </RACDialog>
  );
}

/** The row of buttons at the end of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={actions}>{children}</div>;
}
