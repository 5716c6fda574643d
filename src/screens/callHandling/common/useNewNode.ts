// The state of a NewNodeDialog on a page: open or not, the create in flight, the platform's
// refusal as field errors; once made, the portal goes to the new node's page to finish it.
import { useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { ApiFailure, type FieldError } from '../../../api/failure';
import { allHandled } from '../../../app/failures';
import { useAction } from '../../../app/useAction';
import type { NewNode, NewNodeDialogProps } from './NewNodeDialog';

export function useNewNode(
  create: (node: NewNode) => Promise<{ id: number }>,
  /** The route of the new node's page, without '#'. */
  routeOf: (id: number) => string,
) {
  const [isOpen, setOpen] = useState(false);
  const action = useAction(
    async (node: NewNode) => {
      const made = await create(node);
      setOpen(false);
      navigate(routeOf(made.id));
    },
    { handled: allHandled },
  );
  const errors: FieldError[] =
    action.error instanceof ApiFailure
      ? action.error.errors.length
        ? action.error.errors
        : [{ field: '', message: action.error.message }]
      : action.error
        ? [{ field: '', message: 'It could not be created. Try again.' }]
        : [];
  const dialog: Omit<NewNodeDialogProps, 'title' | 'description'> = {
    isOpen,
    creating: action.pending,
    errors,
    onCreate: (node) => void action.run(node),
    onCancel: () => {
      action.reset();
      setOpen(false);
    },
    onEdit: action.reset,
  };
  return { open: () => setOpen(true), dialog };
}
