// Phone numbers typed by a person (PHONE-01, PHONE-02, USER-06): trimmed, parsed against the
// account's country, checked for length and validity, and stored in E.164.
import {
  type CountryCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js';

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

export type PhoneCheck =
  | {
      ok: true;
      /** What to store and send: E.164, with ';ext=' and the extension when there is one (PHONE-02). */
      value: string;
      e164: string;
      international: string;
      national: string;
      rfc3966: string;
      type?: string;
    }
  | { ok: false; kind: PhoneErrorKind; message: string };

const MAX_INPUT = 250;

const fail = (kind: PhoneErrorKind): PhoneCheck => ({ ok: false, kind, message: PHONE_ERROR_MESSAGES[kind] });

/** Checks a typed number against the account's country (e.g. 'US', 'GB'). */
export function checkPhoneInput(input: unknown, country: string): PhoneCheck {
  if (typeof input !== 'string') return fail('NOT_A_NUMBER');
  const text = input.trim();
  if (text.length > MAX_INPUT) return fail('TOO_LONG');
  if (text.length < 2) return fail('TOO_SHORT');
  const defaultCountry = isSupportedCountry(country) ? (country as CountryCode) : undefined;
  try {
    const parsed = parsePhoneNumberWithError(text, defaultCountry ? { defaultCountry } : {});
    const length = validatePhoneNumberLength(text, defaultCountry ? { defaultCountry } : {});
    if (length) return fail(length as PhoneErrorKind);
    if (!parsed.isValid()) return fail('INVALID');
    return {
      ok: true,
      value: parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number,
      e164: parsed.number,
      rfc3966: parsed.format('RFC3966'),
      international: parsed.formatInternational(),
      national: parsed.formatNational(),
      type: parsed.getType(),
    };
  } catch (error) {
    if (error instanceof ParseError && error.message in PHONE_ERROR_MESSAGES) {
      return fail(error.message as PhoneErrorKind);
    }
    return fail('NOT_A_NUMBER');
  }
}

/** The four kinds of contact number (USER-06). */
export const CONTACT_KINDS = [
  { code: 'D', label: 'Default extension number' },
  { code: 'M', label: 'Mobile' },
  { code: 'H', label: 'Home' },
  { code: 'F', label: 'Fax' },
] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number]['code'];
