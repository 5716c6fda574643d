// A monitoring write's failure as the page shows it: field errors (400) and refusals (403) in
// words; any other failure goes to the error display.
import { ApiFailure, type FieldError } from '../../api/failure';
import type { Action } from '../../app/useAction';

export interface WriteState {
  pending: boolean;
  errors: readonly FieldError[];
  message?: string;
  saved?: string;
}

export const shownHere = (e: unknown) =>
  e instanceof ApiFailure && ((e.status === 400 && e.errors.length > 0) || e.status === 403);

export function writeStateOf(action: Action<never>, saved?: string): WriteState {
  const failure = action.error instanceof ApiFailure ? action.error : undefined;
  return {
    pending: action.pending,
    errors: failure?.status === 400 ? failure.errors : [],
    message: failure?.status === 403 ? failure.message : undefined,
    saved: action.pending || failure ? undefined : saved,
  };
}
