// The words for a phone number that cannot be taken (PHONE-01, PHONE-02), apart from the
// parser, so that schemas and screens can say them without loading libphonenumber-js.

/** The spec's error kinds (PHONE-01, PHONE-02), plus INVALID for a number of no known pattern. */
export type PhoneErrorKind =
  | 'NOT_A_NUMBER'
  | 'INVALID_COUNTRY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'INVALID_LENGTH'
  | 'INVALID';

export const PHONE_ERROR_MESSAGES: Record<PhoneErrorKind, string> = {
  NOT_A_NUMBER: 'This is not a phone number.',
  INVALID_COUNTRY: 'Add the country code (for example +44) or use a number of this account’s country.',
  TOO_SHORT: 'This number is too short.',
  TOO_LONG: 'This number is too long.',
  INVALID_LENGTH: 'This number has the wrong number of digits.',
  INVALID: 'This is not a valid phone number for that country.',
};
