// A plain sentence for a failed call, for the error blocks of a screen. The full error
// catalogue (ERR-01..06) builds on this.
import { ApiFailure, NoTokenError } from './failure';

export const GENERIC_400 = "We couldn't process your request, Please try again";

export function describeFailure(error: unknown): string {
  if (error instanceof NoTokenError) return 'You are signed out. Please sign in again.';
  if (error instanceof ApiFailure) {
    if (error.status === 400) return error.errors[0]?.message ?? GENERIC_400;
    if (error.status === 403) return 'You do not have permission to see this.';
    if (error.status === 404) return 'Not found.';
    if (error.status === undefined)
      return 'The platform could not be reached. Check your connection and try again.';
    return `The platform answered ${error.status}. Please try again.`;
  }
  return 'Something went wrong. Please try again.';
}
