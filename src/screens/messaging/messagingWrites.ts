// How the messaging screens show a write's failure: field errors beside their fields (400), and
// a refusal in words (403, or 409: the registration's state does not allow it, e.g. a campaign
// before its brand is approved). Anything else goes to the error display.
import { ApiFailure } from '../../api/failure';
import type { Action } from '../../app/useAction';
import type { WriteState } from '../common/writeState';

export const shownOnPage = (e: unknown) =>
  e instanceof ApiFailure &&
  ((e.status === 400 && e.errors.length > 0) || e.status === 403 || e.status === 409);

export function stateOf(action: Action<never>, saved?: string): WriteState {
  const failure = action.error instanceof ApiFailure ? action.error : undefined;
  return {
    pending: action.pending,
    errors: failure?.status === 400 ? failure.errors : [],
    message: failure && failure.status !== 400 ? failure.message : undefined,
    saved: action.pending || failure ? undefined : saved,
  };
}

export const STATUS_TEXT = {
  draft: 'Draft',
  submitted: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
export const STATUS_TONE = {
  draft: 'neutral',
  submitted: 'info',
  approved: 'success',
  rejected: 'danger',
} as const;
