// Phone numbers typed by a person (PHONE-01, PHONE-02, USER-06): trimmed, parsed against the
// account's country, checked for length and validity, and stored in E.164.
import {
  type CountryCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js';
import { PHONE_ERROR_MESSAGES, type PhoneErrorKind } from './phoneMessages';

export { PHONE_ERROR_MESSAGES, type PhoneErrorKind };

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
