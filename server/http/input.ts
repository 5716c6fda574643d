// Malformed input answers 400 before any route sees it (ERR-01, ERR-02; decision 0050): NUL bytes
// in the address, a query value, a form value or a JSON text; JSON nested deeper than any call
// needs; text longer than any field takes; a body that is not valid JSON or not a valid form; a
// body of another type. The body readers give routes a JSON object or a form's text fields.
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, badRequest, type FieldError, validationFailed } from './errors';

/** No call of the platform nests deeper than this (a bulk import row is 3 levels). */
export const MAX_JSON_DEPTH = 32;
/** The longest text any single value may carry; fields have their own, smaller limits. */
export const MAX_TEXT_LENGTH = 10_000;
/** At most this many field errors are listed for one request. */
const MAX_LISTED = 20;

const NUL_MESSAGE = 'Remove the control character (NUL) from this value.';
const TOO_LONG_MESSAGE = `Use at most ${MAX_TEXT_LENGTH.toLocaleString('en')} characters.`;

type BodyKind = 'json' | 'form' | 'other';

function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') return 'form';
  return 'other';
}

/** A problem with one text value, or undefined. */
function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (value.length > MAX_TEXT_LENGTH) return TOO_LONG_MESSAGE;
  return undefined;
}

/** How deep the brackets of a JSON text go, outside strings; stops counting past the limit. */
function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--;
  }
  return false;
}

/** Field errors for every text value of a parsed JSON body, named by their path (users[1].lastName). */
function jsonProblems(value: unknown, field: string, out: FieldError[]): FieldError[] {
  if (out.length >= MAX_LISTED) return out;
  if (typeof value === 'string') {
    const message = textProblem(value);
    if (message) out.push({ field: field || 'body', message });
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) jsonProblems(v, `${field}[${i}]`, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) jsonProblems(v, field ? `${field}.${k}` : k, out);
  }
  return out;
}

function listProblems(entries: Iterable<[string, unknown]>): FieldError[] {
  const out: FieldError[] = [];
  for (const [field, value] of entries) {
    for (const v of Array.isArray(value) ? value : [value]) {
      const message = typeof v === 'string' ? textProblem(v) : undefined;
      if (message && out.length < MAX_LISTED) out.push({ field, message });
    }
  }
  return out;
}

const notJson = () => badRequest('The request body is not valid JSON.');
const notForm = () => badRequest('The request body is not a valid form.');

/** Checks the address, the query and the body of every call before its route runs. */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw badRequest('The address is not valid.');
    }
    if (path.includes('\u0000')) throw badRequest('The address contains a control character (NUL).');
    const queryProblems = listProblems(Object.entries(c.req.queries()));
    if (queryProblems.length) throw validationFailed(queryProblems);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();

    const kind = bodyKind(c.req.header('content-type'));
    if (kind === 'form') {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw notForm();
      });
      const problems = listProblems(Object.entries(form));
      if (problems.length) throw validationFailed(problems);
      return next();
    }
    const text = await c.req.text();
    if (text.trim() === '') return next();
    if (kind === 'other') {
      throw new ApiError(
        400,
        'unsupported_media_type',
        'Send the body as JSON (application/json) or as a form.',
      );
    }
    if (nestingExceeds(text, MAX_JSON_DEPTH)) throw badRequest('The request body is nested too deeply.');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw notJson();
    }
    const problems = jsonProblems(value, '', []);
    if (problems.length) throw validationFailed(problems);
    return next();
  };
}

/**
 * The JSON object a route reads. `optional`: an empty body reads as {}. Anything else (null, a
 * number, a list, no body) answers 400.
 */
export async function jsonObject(
  c: Context,
  options: { optional?: boolean } = {},
): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '' && options.optional) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw notJson();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/**
 * The text fields of a form body (OAuth endpoints, RFC 6749 §4.1.3, §4.3.2). No body reads as
 * no fields; a body of another type answers 400 invalid_request.
 */
export async function formFields(c: Context): Promise<Record<string, string>> {
  if (bodyKind(c.req.header('content-type')) !== 'form') {
    if ((await c.req.text()).trim() === '') return {};
    throw new ApiError(
      400,
      'invalid_request',
      'Send the fields as a form (application/x-www-form-urlencoded).',
    );
  }
  const form = await c.req.parseBody().catch(() => {
    throw notForm();
  });
  return Object.fromEntries(
    Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * The fields and files of an upload (REQ-02): a multipart or URL-encoded form's values (a file
 * as a `File`); any other body is read as a JSON object, so that its schema names the file it
 * lacks. Empty reads as no fields.
 */
export async function multipartFields(c: Context): Promise<Record<string, unknown>> {
  if (bodyKind(c.req.header('content-type')) !== 'form') return jsonObject(c, { optional: true });
  return c.req.parseBody().catch(() => {
    throw notForm();
  });
}
