// Conference bridge PINs (CALL-04, decision 0103): what makes a PIN one a caller cannot guess from
// the keypad, in words the bridge's page shows under the field. Shared by the platform's checks
// and the portal's form, and by the portal's "Generate" button, which only offers good PINs.

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 8;

export const PIN_MESSAGES = {
  digits: 'A PIN is digits only.',
  length: `A PIN has ${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits.`,
  sameDigit: 'A PIN of one repeated digit (like 1111) is too easy to guess.',
  run: 'A PIN of digits in a row (like 1234 or 9876) is too easy to guess.',
  sameAsHost: 'The participant PIN must differ from the host PIN.',
} as const;

/** Each digit one more (or one less, `step` -1) than the one before, as 1234 or 8765. */
const isRun = (pin: string, step: 1 | -1) =>
  [...pin].every((ch, i) => i === 0 || Number(ch) - Number(pin[i - 1]) === step);

/** What is wrong with one PIN on its own, or undefined when it is a good one. */
export function pinProblem(pin: string): string | undefined {
  if (!/^\d*$/.test(pin)) return PIN_MESSAGES.digits;
  if (pin.length < PIN_MIN_LENGTH || pin.length > PIN_MAX_LENGTH) return PIN_MESSAGES.length;
  if (/^(\d)\1*$/.test(pin)) return PIN_MESSAGES.sameDigit;
  if (isRun(pin, 1) || isRun(pin, -1)) return PIN_MESSAGES.run;
  return undefined;
}

/** What is wrong with the participant PIN beside the host PIN, or undefined. */
export function participantPinProblem(hostPin: string, participantPin: string): string | undefined {
  return pinProblem(participantPin) ?? (participantPin === hostPin ? PIN_MESSAGES.sameAsHost : undefined);
}

/**
 * A good PIN of `length` digits drawn with `randomDigit` (0..9), never `avoid`. The portal passes
 * crypto's random values; tests pass a fixed sequence.
 */
export function generatePin(randomDigit: () => number, length = 6, avoid?: string): string {
  for (;;) {
    const pin = Array.from({ length }, () => String(randomDigit() % 10)).join('');
    if (!pinProblem(pin) && pin !== avoid) return pin;
  }
}
