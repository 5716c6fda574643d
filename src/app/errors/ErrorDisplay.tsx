// The error display for React (ERR-03, ERR-06): ErrorBlock marks where a screen's errors go;
// ErrorModal (./ErrorModal, its own chunk) shows the 404/5xx modal. Both read the store of
// ./errorDisplay.
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
