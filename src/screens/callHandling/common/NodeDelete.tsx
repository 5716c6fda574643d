// Deleting a queue or an auto-attendant from its page: a confirmation that says what goes with
// it, the delete, then back to the list; a refusal because something still sends calls there
// (409 in_use) is shown in the dialog in the platform's words and the confirm is disabled.
import { type ReactNode, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { ApiFailure } from '../../../api/failure';
import { useAction } from '../../../app/useAction';
import { Alert } from '../../../ui/Alert';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface NodeDeleteState {
  isOpen: boolean;
  pending: boolean;
  /** The platform's words for what still sends calls here. */
  inUse: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete's state: `ask()` opens the dialog; a delete done goes to `routeAfter` (no '#'). */
export function useNodeDelete(remove: () => Promise<unknown>, routeAfter: string) {
  const [isOpen, setOpen] = useState(false);
  const action = useAction(
    async () => {
      await remove();
      navigate(routeAfter);
    },
    { handled: (e) => e instanceof ApiFailure && e.status === 409 },
  );
  const dialog: NodeDeleteState = {
    isOpen,
    pending: action.pending,
    inUse: action.error instanceof ApiFailure ? action.error.message : undefined,
    onConfirm: () => void action.run(),
    onCancel: () => setOpen(false),
  };
  return {
    ask: () => {
      action.reset();
      setOpen(true);
    },
    dialog,
  };
}

export function NodeDeleteDialog(
  props: NodeDeleteState & {
    /** What is deleted, e.g. 'Support Queue'. */
    name: string;
    /** The button's words, e.g. 'Delete queue'. */
    confirmLabel: string;
    /** The refusal's title, e.g. 'This queue is still in use'. */
    inUseTitle: string;
    /** What goes with it. */
    children: ReactNode;
  },
) {
  return (
    <ConfirmDialog
      isOpen={props.isOpen}
      title={`Delete ${props.name}?`}
      confirmLabel={props.confirmLabel}
      variant="danger"
      isPending={props.pending}
      isConfirmDisabled={!!props.inUse}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <p>{props.children}</p>
      {props.inUse ? <Alert title={props.inUseTitle}>{props.inUse}</Alert> : null}
    </ConfirmDialog>
  );
}
