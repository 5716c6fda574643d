// The error modal (ERR-03): its own chunk, loaded the first time a modal is asked for (or once
// the user is signed in), so the sign-in page does not carry the dialog machinery.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { useErrorDisplay } from './ErrorDisplay';
import { address, bodyText, details, fold } from './ErrorDisplay.css';

/** What a status means, in words. */
function statusWords(status: number): string {
  if (status === 404) return 'not found';
  if (status === 503) return 'service unavailable';
  if (status === 504) return 'the platform took too long';
  return status >= 500 ? 'the platform failed' : 'refused';
}

/** What happened, for a person rather than a developer. */
function explanation(status: number): string {
  return status === 404
    ? 'What was asked for does not exist, or it is not in this account.'
    : 'The platform could not answer. Try again in a moment; if it goes on, tell your administrator what is below.';
}

/**
 * The error modal (ERR-03): what happened in words, then the status, the URL and the error
 * body, all as text (the full body folded under "Full response"). It closes with its button,
 * Escape or a click beside it, and by itself when the address changes: it never stays over
 * another page.
 */
export function ErrorModal() {
  const display = useErrorDisplay();
  const modal = useSyncExternalStore(display.subscribe, () => display.getSnapshot().modal);
  // The address the modal opened at. A hashchange may arrive after the modal opened and yet be
  // of the move that led to its page (the event is a task of its own): the modal closes only
  // once the address is another.
  const openedAt = useRef<string | undefined>(undefined);
  useEffect(() => {
    openedAt.current = modal ? window.location.href : undefined;
  }, [modal]);
  useEffect(() => {
    const close = () => {
      if (openedAt.current !== undefined && window.location.href !== openedAt.current) display.closeModal();
    };
    window.addEventListener('hashchange', close);
    window.addEventListener('popstate', close);
    return () => {
      window.removeEventListener('hashchange', close);
      window.removeEventListener('popstate', close);
    };
  }, [display]);
  return (
    <Modal
      isOpen={modal !== undefined}
      isDismissable
      onOpenChange={(open) => {
        if (!open) display.closeModal();
      }}
    >
      <Dialog title={modal?.title ?? 'Error'} role="alertdialog">
        {modal?.message ? <p>{modal.message}</p> : null}
        {modal?.status !== undefined ? (
          <>
            <p>{explanation(modal.status)}</p>
            <dl className={details}>
              <dt>Status</dt>
              <dd>
                {modal.status} ({statusWords(modal.status)})
              </dd>
              {modal.summary ? (
                <>
                  <dt>Message</dt>
                  <dd>{modal.summary}</dd>
                </>
              ) : null}
              <dt>URL</dt>
              <dd className={address}>{modal.url}</dd>
            </dl>
            {modal.body ? (
              <details className={fold}>
                <summary>Full response</summary>
                <pre data-error-body="" className={bodyText}>
                  {modal.body}
                </pre>
              </details>
            ) : null}
          </>
        ) : null}
        <DialogActions>
          <Button onPress={() => display.closeModal()}>Close</Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
