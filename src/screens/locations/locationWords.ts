// The words and links of the emergency locations pages (issue 19), once.
import { COUNTRY_RULES, isLocationCountry } from '../../domain/address/countries';
import type { LocationRecord, LocationStatus } from '../../domain/schemas/location';

export const LOCATIONS_PATH = '/management/m/locations';
export const locationsHref = (sub?: number | string) =>
  `#${LOCATIONS_PATH}${sub === undefined ? '' : `/${sub}`}`;

export const STATUS_WORDS: Record<LocationStatus, string> = {
  provisioned: 'Provisioned',
  provisioning: 'Being provisioned',
};

/** "1700 Lincoln St, Suite 2, Denver, CO 80203, United States" */
export function addressLine(
  l: Pick<
    LocationRecord,
    'predirectional' | 'street' | 'street2' | 'city' | 'region' | 'postalCode' | 'countryCode'
  >,
): string {
  const country = isLocationCountry(l.countryCode) ? COUNTRY_RULES[l.countryCode].name : l.countryCode;
  const street = [l.predirectional, l.street].filter(Boolean).join(' ');
  const place = [l.region, l.postalCode].filter(Boolean).join(' ');
  return [street, l.street2, l.city, place, country].filter(Boolean).join(', ');
}
