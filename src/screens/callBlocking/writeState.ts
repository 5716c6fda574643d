// A write's failure as call blocking's screens show it: field errors beside their fields (400),
// a refusal of the whole write in words (403: a system rule, a 411 rule, not allowed). Any other
// failure goes to the error display (src/app/failures.ts).
import { ApiFailure } from '../../api/failure';
import type { Action } from '../../app/useAction';
import type { WriteState } from './CallBlockingView';

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
