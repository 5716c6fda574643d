// One JSON shape for every error the platform answers:
// { status, code, message, errors?: [{ field, message }] } — validation errors as a list (ERR-01).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from '../../src/domain/schemas/fieldErrors';
import { type Logger, logOf } from '../log';

export type { FieldError };

export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

export class ApiError extends HTTPException {
  readonly body: ErrorBody;
  /** Headers the answer carries (WWW-Authenticate of OAuth errors). */
  headers?: Record<string, string>;
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    errors?: FieldError[],
    extra: Record<string, unknown> = {},
  ) {
    super(status, { message });
    this.body = { ...extra, status, code, message, ...(errors ? { errors } : {}) };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, 'bad_request', message, errors);
export const validationFailed = (errors: FieldError[]) =>
  new ApiError(400, 'validation_failed', errors[0]?.message ?? 'Invalid input', errors);
export const unauthorized = (message = 'unauthorized') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);

/**
 * An OAuth 2.0 / OpenID Connect error (RFC 6749 §5.2, RFC 6750 §3): the platform's shape plus the
 * standard `error` and `error_description`, and the WWW-Authenticate header a 401 must carry.
 */
export function oauthError(
  status: ContentfulStatusCode,
  error: string,
  description: string,
  challenge?: 'Basic' | 'Bearer',
): ApiError {
  const e = new ApiError(status, error, description, undefined, { error, error_description: description });
  if (challenge) {
    const quoted = description.replace(/["\\]/g, '');
    e.headers = {
      'www-authenticate':
        challenge === 'Basic'
          ? 'Basic realm="switchboard"'
          : `Bearer realm="switchboard", error="${error}", error_description="${quoted}"`,
      'cache-control': 'no-store',
    };
  }
  return e;
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(err.body, err.status, err.headers);
  // c.req.json() on a body that is not JSON (or empty): the caller's mistake, not the server's.
  if (err instanceof SyntaxError) {
    return c.json({ status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' }, 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ status, code: 'http_error', message: err.message }, status);
  }
  // The request's log (server/http/requestLog.ts) puts its trace id on the line, which joins it to
  // the request's own line and to the portal's call.
  const log = (c.get('log') as Logger | undefined) ?? logOf({});
  log.error({ err }, 'unhandled error');
  return c.json({ status: 500, code: 'internal_error', message: 'Something went wrong on the server.' }, 500);
}
