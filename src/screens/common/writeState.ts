// A write's state as a screen shows it: under way, its field errors beside their fields (400), a
// refusal of the whole write in words (403), or what it said when it worked. Any other failure
// goes to the error display (src/app/failures.ts): pass `shownHere` as the action's `handled`.
import { ApiFailure, type FieldError } from '../../api/failure';
import type { Action } from '../../app/useAction';

export interface WriteState {
  pending: boolean;
  errors: readonly FieldError[];
  /** A refusal about the whole write (403: e.g. a system rule, a missing permission). */
  message?: string;
  /** What it said when it worked. */
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
