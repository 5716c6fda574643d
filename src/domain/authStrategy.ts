// How a call to a service authenticates (core §7): builtin (the platform session's bearer
// token) or anonymous. The anonymous strategy applies to the second service only (AUTH-08).
export type AuthStrategy = 'anonymous' | 'builtin';

/** The family of the second service, which issues its own tokens. */
export const SECOND_SERVICE_FAMILY = 'gateway';

/** The strategy, checked: an unknown one, or anonymous for another family, is a programming error. */
export function checkAuthStrategy(family: string, strategy: string): AuthStrategy {
  if (strategy !== 'anonymous' && strategy !== 'builtin') {
    throw new Error(`Unknown authentication strategy '${strategy}'`);
  }
  if (strategy === 'anonymous' && family !== SECOND_SERVICE_FAMILY) {
    throw new Error(
      `The anonymous strategy applies to the ${SECOND_SERVICE_FAMILY} service only, not '${family}'`,
    );
  }
  return strategy;
}
