// The corrected address validation suggests (C-075, C-366): the same place written as the
// country writes it — postal code in its written form, the province by its code, a listed city's
// own spelling, street suffixes and unit designators abbreviated (US), a predirectional by its
// abbreviation. Nothing is looked up outside the product's own data.

import { citiesOf } from './cities';
import { canonicalPostalCode, isLocationCountry } from './countries';
import { findProvince } from './provinces';
import { readPredirectional, standardSecondLine, standardStreet, tidyLine } from './streets';

export interface Address {
  countryCode: string;
  region: string | null;
  city: string;
  street: string;
  street2: string | null;
  predirectional: string | null;
  postalCode: string;
}

const simple = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The address as the country writes it; fields it cannot read are left as they were. */
export function standardAddress(address: Address): Address {
  const country = address.countryCode;
  if (!isLocationCountry(country)) return address;
  const province = address.region ? findProvince(country, address.region) : undefined;
  const city = tidyLine(address.city);
  const listed = province
    ? citiesOf(country, province.code).find((c) => simple(c) === simple(city))
    : undefined;
  const second = address.street2 ? standardSecondLine(country, address.street2) : '';
  const direction = address.predirectional ? readPredirectional(address.predirectional) : undefined;
  return {
    countryCode: country,
    region: province?.code ?? address.region,
    city: listed ?? city,
    street: standardStreet(country, address.street),
    street2: second || null,
    predirectional: direction ?? (address.predirectional?.trim() || null),
    postalCode: canonicalPostalCode(country, address.postalCode) ?? address.postalCode.trim(),
  };
}

const FIELDS = [
  'countryCode',
  'region',
  'city',
  'street',
  'street2',
  'predirectional',
  'postalCode',
] as const;

/** The fields whose written form differs from what was typed. */
export function changedFields(typed: Address, written: Address): (keyof Address)[] {
  return FIELDS.filter((f) => (typed[f] ?? null) !== (written[f] ?? null));
}
