// The one way a screen changes data: `useAction(run)` gives `{ run(input), pending, error,
// reset }`. `run` resolves true when the write succeeded, false when it failed; a failure the
// page shows itself (declared `handled`, e.g. field errors beside a form's fields) is kept in
// `error`, any other goes to the error display once, like a failed load (src/app/failures.ts).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useOptionalErrorDisplay } from './errors/ErrorDisplay';
import { type Handled, reportFailure } from './failures';

export interface Action<I> {
  run(input: I): Promise<boolean>;
  pending: boolean;
  /** The last failure, when the page declared it `handled`. */
  error: unknown;
  /** Forgets the last failure (a form edited again, a dialog closed). */
  reset(): void;
}

export function useAction<I = void>(
  run: (input: I) => Promise<unknown>,
  options: { handled?: Handled } = {},
): Action<I> {
  const latest = useRef({ run, handled: options.handled });
  latest.current = { run, handled: options.handled };
  const display = useOptionalErrorDisplay();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const start = useCallback(
    async (input: I) => {
      setPending(true);
      setError(undefined);
      try {
        await latest.current.run(input);
        return true;
      } catch (e) {
        setError(reportFailure(e, latest.current.handled, display));
        return false;
      } finally {
        setPending(false);
      }
    },
    [display],
  );
  const reset = useCallback(() => setError(undefined), []);
  return useMemo(() => ({ run: start, pending, error, reset }), [start, pending, error, reset]);
}
