// The error catalogue (core §8; ERR-01..05, ERR-10): a pure function from a failed call to what
// the portal does about it. The display (ERR-06) lives in src/app/errors.
import { isExemptPath } from './exemptPaths';
import { ApiFailure, InvalidAccountIdError, NoTokenError, PlannedOutageFailure } from './failure';

export const GENERIC_400 = "We couldn't process your request, Please try again";
export const SERVICE_UNAVAILABLE =
  'Sorry, the page you are trying to access is currently unavailable. Please try again later.';
export const NO_TOKEN_MESSAGE = 'You are signed out. Please sign in again.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to see this.';
export const UNREACHABLE_MESSAGE = 'The platform could not be reached. Check your connection and try again.';
export const UNKNOWN_MESSAGE = 'Something went wrong. Please try again.';

/** The call-recording family and the legacy 'il' family (ERR-04). */
export const UNAVAILABLE_FAMILIES = ['recording', 'callrecording', 'il'];

export type ErrorOutcome =
  /** A sentence for the error block (ERR-01, ERR-02, ERR-04, ERR-10 and the ones the spec leaves open). */
  | { kind: 'message'; rule: string; message: string }
  /** The error modal with the status, the URL and the body as text (ERR-03). */
  | { kind: 'modal'; rule: 'ERR-03'; status: number; url: string; body: string; message: string }
  /** Only logged, not shown (ERR-05). */
  | { kind: 'logged'; rule: 'ERR-05'; message: string };

/** The answer's body as plain text, for the modal (never HTML). */
export function bodyText(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body, null, 2);
  } catch {
    return String(body);
  }
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export function classifyFailure(error: unknown): ErrorOutcome {
  if (error instanceof NoTokenError) return { kind: 'message', rule: 'AUTH-11', message: NO_TOKEN_MESSAGE };
  if (error instanceof InvalidAccountIdError)
    return { kind: 'message', rule: 'ERR-10', message: error.message };
  if (!(error instanceof ApiFailure)) return { kind: 'message', rule: 'unknown', message: UNKNOWN_MESSAGE };
  // REQ-09: a record or a write of a service in a planned outage: a sentence, not the modal.
  if (error instanceof PlannedOutageFailure)
    return { kind: 'message', rule: 'REQ-09', message: SERVICE_UNAVAILABLE };
  if (error.family && UNAVAILABLE_FAMILIES.includes(error.family.toLowerCase()))
    return { kind: 'message', rule: 'ERR-04', message: SERVICE_UNAVAILABLE };
  if (isExemptPath(pathOf(error.url)))
    return { kind: 'logged', rule: 'ERR-05', message: `${error.status ?? 'no answer'} ${error.url}` };
  const { status } = error;
  if (status === 400) {
    const first = error.errors[0];
    return first
      ? { kind: 'message', rule: 'ERR-01', message: first.message }
      : { kind: 'message', rule: 'ERR-02', message: GENERIC_400 };
  }
  if (status === 404 || (status !== undefined && status >= 500))
    return {
      kind: 'modal',
      rule: 'ERR-03',
      status,
      url: error.url,
      body: bodyText(error.body),
      message: `Error ${status}: ${error.url}`,
    };
  if (status === 403) return { kind: 'message', rule: '403', message: FORBIDDEN_MESSAGE };
  if (status === undefined) return { kind: 'message', rule: 'unreachable', message: UNREACHABLE_MESSAGE };
  return { kind: 'message', rule: String(status), message: error.message || UNKNOWN_MESSAGE };
}
