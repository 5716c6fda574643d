// The one rule for a failed call on a page: a failure the page shows itself (a 404 shown as
// "not found", a field error beside its field) is declared `handled` and stays on the page; any
// other failure goes to the error display once (ERR-01..06: a message in the page's error
// block, or the modal) and the page shows nothing more about it. A 404 or a 5xx goes to the
// display even when the page shows its own state for it: ERR-03 gives every one of them the
// modal with the status, the URL and the body (the page adds no alert, only what it shows
// instead of the record, such as "Extension not found" with a way back). useResource,
// useAction and usePagedList all follow it through `reportFailure`.
import { ApiFailure } from '../api/failure';
import type { ErrorDisplay } from './errors/errorDisplay';

/** Which failures a page shows itself. */
export type Handled = (error: unknown) => boolean;

/** A 404 (or 403): what was asked for is not there, or not in this account. */
export const isRefusal: Handled = (e) => e instanceof ApiFailure && (e.status === 404 || e.status === 403);

export const isNotFound: Handled = (e) => e instanceof ApiFailure && e.status === 404;

/** A 400 with a field error per field: a form shows them beside the fields (ERR-01). */
export const hasFieldErrors: Handled = (e) =>
  e instanceof ApiFailure && e.status === 400 && e.errors.length > 0;

/** Every failure: the page shows each itself (its own message, with a way to try again). */
export const allHandled: Handled = () => true;

/** ERR-03: a 404 or a 5xx, which the error modal always shows. */
const isModalFailure = (e: unknown) =>
  e instanceof ApiFailure && (e.status === 404 || (e.status ?? 0) >= 500);

/**
 * Sends a failure to the error display unless the page handles it (a 404 or 5xx always goes,
 * ERR-03); answers the failure the page shows itself (or undefined).
 */
export function reportFailure(
  error: unknown,
  handled: Handled | undefined,
  display: ErrorDisplay | null,
): unknown {
  if (error === undefined) return undefined;
  const shownByPage = handled?.(error) ?? false;
  if (!shownByPage || isModalFailure(error)) display?.report(error);
  return shownByPage ? error : undefined;
}
