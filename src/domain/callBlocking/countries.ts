// The call country list (C-509): every country libphonenumber-js knows, with its calling code
// and its English name, in name order. An international block rule names one of these.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { CallCountry } from '../schemas/callBlocking';

let cached: CallCountry[] | undefined;

export function callCountries(): CallCountry[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cached = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
