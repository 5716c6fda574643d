// The error display for React (ERR-03, ERR-06): ErrorBlock marks where a screen's errors go,
// ErrorModal shows the 404/5xx modal. Both read the store of ./errorDisplay.
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { address, bodyText, details, fold } from './ErrorDisplay.css';
import type { ErrorDisplay } from './errorDisplay';

const ErrorDisplayContext = createContext<ErrorDisplay | null>(null);

export function ErrorDisplayProvider(props: { display: ErrorDisplay; children: ReactNode }) {
  return <ErrorDisplayContext.Provider value={props.display}>{props.children}</ErrorDisplayContext.Provider>;
}

/** The display if one is mounted: hooks shared with tests that render a page alone use this. */
export function useOptionalErrorDisplay(): ErrorDisplay | null {
  return useContext(ErrorDisplayContext);
}

export function useErrorDisplay(): ErrorDisplay {
  const display = useContext(ErrorDisplayContext);
  if (!display) throw new Error('useErrorDisplay outside ErrorDisplayProvider');
  return display;
}

/** An error block: empty and hidden unless the display chose it for the current message. */
export function ErrorBlock() {
  const display = useErrorDisplay();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => display.register({ id, element: () => ref.current }), [display, id]);
  const message = useSyncExternalStore(display.subscribe, () => {
    const block = display.getSnapshot().block;
    return block?.id === id ? block.message : undefined;
  });
  return (
    <div ref={ref} data-error-slot="" hidden={message === undefined}>
      {message !== undefined ? <Alert variant="error">{message}</Alert> : null}
    </div>
  );
}

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
  useEffect(() => {
    const close = () => display.closeModal();
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
