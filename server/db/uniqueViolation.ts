// A unique index that refused a write the checks before it allowed (two creates at once), read
// from the driver's error and answered as the 400 the check would have given (ERR-01). Each area
// says which of its indexes means what, in its own words.
import type { FieldError } from '../../src/domain/schemas/fieldErrors';
import { validationFailed } from '../http/errors';

/** PostgreSQL's code for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The unique index a write broke, if that is why it failed. Drizzle wraps the driver's error
 * ("Failed query: …") and keeps the driver's one as `cause`, which names the index in
 * `constraint` (node-postgres) or in its message (PGlite): the whole chain is read.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; message?: unknown; constraint?: unknown; cause?: unknown } | undefined,
      depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === UNIQUE_VIOLATION && typeof e.constraint === 'string' && e.constraint) return e.constraint;
    const named = /unique constraint "([^"]+)"/.exec(String(e.message ?? ''));
    if (named) return named[1];
  }
  return undefined;
}

/**
 * Throws the 400 for the index a write broke, as `byIndex` words it (index name → the field and
 * message the check before the write would have answered). Any other error is rethrown.
 */
export function refuseUniqueViolation(error: unknown, byIndex: Readonly<Record<string, FieldError>>): never {
  const index = violatedUniqueIndex(error);
  const refusal = index !== undefined && Object.hasOwn(byIndex, index) ? byIndex[index] : undefined;
  if (refusal) throw validationFailed([refusal]);
  throw error;
}
