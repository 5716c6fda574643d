// What a call-blocking rule names, checked and put in its stored form (CALL-05, decision 0102):
// a number through libphonenumber-js against the account's country (E.164), a prefix as digits
// with an optional +, a country from the call country list. The server and the rule dialog both
// call this, so the dialog says what the server would. Loads libphonenumber-js: import it only
// where a number is checked (decision 0070).
import { checkPhoneInput } from '../phoneInput';
import type { RuleKind } from '../schemas/callBlocking';
import { emergencyBlocked, SERVICE_CODE } from './rules';

export type TargetCheck = { ok: true; value: string } | { ok: false; message: string };

export const PREFIX_MESSAGE = 'A prefix is 1 to 15 digits, with a + in front for a country code.';
export const COUNTRY_MESSAGE = 'Choose a country from the list.';
export const OWN_COUNTRY_MESSAGE =
  'This is the account’s own country: block numbers or prefixes instead of every call at home.';
export const EMERGENCY_MESSAGE = 'Emergency numbers can never be blocked.';
export const LOOSE_NUMBER_MESSAGE = 'A number is 2 to 20 digits, with a + in front for a country code.';

export interface TargetContext {
  /** The account's country (ISO code): national numbers are read as numbers of it. */
  country: string;
  /** The ISO codes an international rule may name (the call country list, C-509). */
  countries: ReadonlySet<string>;
  /** saveRuleSkipValidations (C-071): the number is taken as digits without libphonenumber. */
  skipValidation?: boolean;
}

const compact = (text: string) => text.replace(/[\s().-]/g, '');

export function checkRuleTarget(kind: RuleKind, raw: string, ctx: TargetContext): TargetCheck {
  const text = raw.trim();
  switch (kind) {
    case 'anonymous':
      return { ok: true, value: '' };
    case 'international': {
      const code = text.toUpperCase();
      if (!ctx.countries.has(code)) return { ok: false, message: COUNTRY_MESSAGE };
      if (code === ctx.country.toUpperCase()) return { ok: false, message: OWN_COUNTRY_MESSAGE };
      return { ok: true, value: code };
    }
    case 'prefix': {
      const prefix = compact(text);
      if (!/^\+?\d{1,15}$/.test(prefix)) return { ok: false, message: PREFIX_MESSAGE };
      if (emergencyBlocked('prefix', prefix, ctx.country)) return { ok: false, message: EMERGENCY_MESSAGE };
      return { ok: true, value: prefix };
    }
    case 'number': {
      const digits = compact(text);
      if (emergencyBlocked('number', digits, ctx.country)) return { ok: false, message: EMERGENCY_MESSAGE };
      if (SERVICE_CODE.test(digits)) return { ok: true, value: digits };
      if (ctx.skipValidation) {
        return /^\+?\d{2,20}$/.test(digits)
          ? { ok: true, value: digits }
          : { ok: false, message: LOOSE_NUMBER_MESSAGE };
      }
      const checked = checkPhoneInput(text, ctx.country);
      return checked.ok ? { ok: true, value: checked.e164 } : { ok: false, message: checked.message };
    }
  }
}
