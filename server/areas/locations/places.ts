// The provinces and cities lookups (C-076, C-165, C-376; C-166, C-377): the address data shipped
// with the product (src/domain/address), by ISO country code. An unknown country answers an empty
// list (ERR-09: lookups answer empty defaults), with the countries that have lists.

import { citiesOf } from '../../../src/domain/address/cities';
import { COUNTRY_RULES, isLocationCountry, LOCATION_COUNTRIES } from '../../../src/domain/address/countries';
import { PROVINCES } from '../../../src/domain/address/provinces';

export function provincesAnswer(countryText: string) {
  const country = countryText.toUpperCase();
  if (!isLocationCountry(country)) return { countryCode: country, items: [], countries: LOCATION_COUNTRIES };
  const rules = COUNTRY_RULES[country];
  return {
    countryCode: country,
    label: rules.regionLabel,
    required: rules.regionRequired,
    postalLabel: rules.postalLabel,
    postalHint: rules.postalHint,
    items: PROVINCES[country],
  };
}

export function citiesAnswer(countryText: string, provinceText: string) {
  const country = countryText.toUpperCase();
  const province = provinceText.toUpperCase();
  return {
    countryCode: country,
    provinceCode: province,
    items: isLocationCountry(country) ? citiesOf(country, province) : [],
  };
}
