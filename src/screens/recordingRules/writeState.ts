// A write's failure as the recording screens show it: field errors beside their fields (400), a
// refusal of the whole write in words (403). Any other failure goes to the error display.
import type { FieldError } from '../../api/failure';
import { ApiFailure } from '../../api/failure';
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

/** A field's error, by its name in the crud call (`rule.retentionDays`) or alone (`retentionDays`). */
export const fieldError = (errors: readonly FieldError[], field: string) =>
  errors.find((e) => e.field === field || e.field === `rule.${field}`)?.message;
