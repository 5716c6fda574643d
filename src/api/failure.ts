// One error type for every failed call, carrying what the error catalogue needs (core §8).
export interface FieldError {
  field: string;
  message: string;
}

export class ApiFailure extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly url: string;
  /** The service family called, and the method (for the error catalogue: ERR-04). */
  readonly family: string | undefined;
  readonly method: string | undefined;
  /** The answer's body as the platform sent it (JSON or text), for the error modal (ERR-03). */
  readonly body: unknown;
  readonly errors: FieldError[];
  readonly attemptsLeft?: number;
  /** When a throttled sign-in may be tried again (429 too_many_attempts), ISO 8601. */
  readonly retryAt?: string;

  constructor(init: {
    status?: number;
    url: string;
    body?: unknown;
    message?: string;
    family?: string;
    method?: string;
  }) {
    const body = init.body as { message?: string; code?: string; errors?: FieldError[] } | undefined;
    const bodyObject = typeof init.body === 'object' && init.body !== null ? body : undefined;
    super(bodyObject?.message ?? init.message ?? `Request failed${init.status ? ` (${init.status})` : ''}`);
    this.name = 'ApiFailure';
    this.status = init.status;
    this.url = init.url;
    this.family = init.family;
    this.method = init.method;
    this.body = init.body;
    this.code = bodyObject?.code;
    this.errors = Array.isArray(bodyObject?.errors) ? bodyObject.errors : [];
    const extra = bodyObject as { attemptsLeft?: number; retryAt?: string } | undefined;
    this.attemptsLeft = extra?.attemptsLeft;
    this.retryAt = extra?.retryAt;
  }
}

/**
 * REQ-09: a call failed on a service in a planned outage, and no empty answer can stand for what
 * it answers (a record, a write): the page shows "unavailable" rather than a made-up record.
 */
export class PlannedOutageFailure extends ApiFailure {
  constructor(cause: ApiFailure) {
    super({
      status: cause.status,
      url: cause.url,
      body: cause.body,
      family: cause.family,
      method: cause.method,
      message: cause.message,
    });
    this.name = 'PlannedOutageFailure';
  }
}

/** AUTH-11: a call that needs a token was made with none. */
export class NoTokenError extends Error {
  constructor() {
    super('no token');
    this.name = 'NoTokenError';
  }
}

export const INVALID_ACCOUNT_ID = 'Invalid account ID supplied to this method';

/** ERR-10: a bulk call was made without an account id; no request was sent. */
export class InvalidAccountIdError extends Error {
  constructor() {
    super(INVALID_ACCOUNT_ID);
    this.name = 'InvalidAccountIdError';
  }
}
