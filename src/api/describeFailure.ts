// A plain sentence for a failed call, for the error block of a screen, from the error catalogue
// (src/api/errorCatalogue.ts). Failures on exempt paths are only logged (ERR-05): no sentence.
// The error modal of ERR-03 is shown by the error display (src/app/errors); the block gets a
// short sentence meanwhile.
import { classifyFailure } from './errorCatalogue';

export { GENERIC_400 } from './errorCatalogue';

export function describeFailure(
  error: unknown,
  log: (...args: unknown[]) => void = console.warn,
): string | undefined {
  const outcome = classifyFailure(error);
  switch (outcome.kind) {
    case 'logged':
      log('[request layer] failure on an exempt path:', outcome.message);
      return undefined;
    case 'modal':
      return outcome.status === 404
        ? 'Not found.'
        : `The platform answered ${outcome.status}. Please try again.`;
    default:
      return outcome.message;
  }
}
