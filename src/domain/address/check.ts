// The checks of an emergency address that need the country's data (issue 19): the postal code's
// format, the province (required where the country's addresses name one, and one of its own),
// and for Canada whether the postal code can be in that province. The schema
// (src/domain/schemas/location.ts) runs them; validation suggests the corrections (suggest.ts).
import type { FieldError } from '../schemas/fieldErrors';
import { COUNTRY_RULES, canonicalPostalCode, isLocationCountry } from './countries';
import { CANADA_POSTAL_LETTERS, findProvince } from './provinces';

export interface AddressParts {
  countryCode: string;
  region?: string | null;
  postalCode: string;
}

/** A label inside a sentence: "Postal code" → "postal code"; "ZIP code" stays. */
const nounOf = (label: string) => label.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());

/** The problems of an address's country-dependent fields, in the form's words. */
export function addressProblems(address: AddressParts): FieldError[] {
  const country = address.countryCode;
  if (!isLocationCountry(country)) return [];
  const rules = COUNTRY_RULES[country];
  const problems: FieldError[] = [];
  const postal = canonicalPostalCode(country, address.postalCode);
  if (!postal)
    problems.push({
      field: 'postalCode',
      message: `Enter a ${nounOf(rules.postalLabel)}. ${rules.postalHint}`,
    });
  const regionText = address.region?.trim() ?? '';
  const province = regionText ? findProvince(country, regionText) : undefined;
  if (!regionText && rules.regionRequired)
    problems.push({ field: 'region', message: `Choose the ${nounOf(rules.regionLabel)}.` });
  else if (regionText && !province)
    problems.push({
      field: 'region',
      message: `Choose a ${nounOf(rules.regionLabel)} of ${rules.name}.`,
    });
  if (country === 'CA' && postal && province && !CANADA_POSTAL_LETTERS[province.code]?.includes(postal[0]))
    problems.push({ field: 'postalCode', message: `This postal code is not in ${province.name}.` });
  return problems;
}
