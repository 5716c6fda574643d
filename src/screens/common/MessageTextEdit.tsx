// The key tool's affordance beside one of the portal's texts (MISC-02, decision 0122): an "Edit
// text" button while the tool is on, and, for the text being edited, its editor in place: the words,
// Save, Restore default (when the account has an edit) and Cancel. Props only.
import { useEffect, useRef } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { editor, editorActions } from './MessageTextEdit.css';

export interface MessageTextEditProps {
  /** The text's key (e.g. setupGuide.intro) and its words as shown now. */
  messageKey: string;
  text: string;
  /** Whether the account has its own words for it (Restore default is offered then). */
  edited: boolean;
  /** This text's editor is open. */
  editing: boolean;
  draft: string;
  problem?: string;
  busy: boolean;
  failed: boolean;
  onEdit(): void;
  onChange(text: string): void;
  onSave(): void;
  onRestore(): void;
  onCancel(): void;
  onRetry(): void;
  /** Focus comes back to this text's "Edit text" button once its editor closes (keyboard use). */
  focusOnClose?: boolean;
}

export function MessageTextEdit(props: MessageTextEditProps) {
  const affordance = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!props.editing && props.focusOnClose) affordance.current?.querySelector('button')?.focus();
  }, [props.editing, props.focusOnClose]);
  if (!props.editing)
    return (
      <span ref={affordance}>
        <Button variant="quiet" onPress={props.onEdit} aria-label={`Edit text: ${props.text}`}>
          Edit text
        </Button>
      </span>
    );
  return (
    <form
      className={editor}
      aria-label={`Edit the text ${props.messageKey}`}
      data-key-tool-editor=""
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <TextField
        label="Text"
        description={`Shown for this account in its language. Key: ${props.messageKey}`}
        value={props.draft}
        onChange={props.onChange}
        isInvalid={props.problem !== undefined}
        errorMessage={props.problem}
        isDisabled={props.busy}
        autoFocus
      />
      {props.failed ? (
        <Alert variant="error">The text could not be saved. Check your connection and try again.</Alert>
      ) : null}
      <div className={editorActions}>
        {props.failed ? (
          <Button onPress={props.onRetry}>Try again</Button>
        ) : (
          <Button type="submit" isPending={props.busy}>
            Save text
          </Button>
        )}
        {props.edited ? (
          <Button variant="secondary" onPress={props.onRestore} isDisabled={props.busy}>
            Restore default
          </Button>
        ) : null}
        <Button variant="quiet" onPress={props.onCancel} isDisabled={props.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
