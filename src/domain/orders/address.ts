// Address validation for orders (issue 22, C-559; decision 0112): a small rule-based validator:
// required fields, a US ZIP code or a UK postcode.

export interface OrderAddress {
  street: string;
  city: string;
  region?: string;
  postalCode: string;
  countryCode: string;
}

export interface AddressProblem {
  field: keyof OrderAddress;
  message: string;
}

const US_ZIP = /^\d{5}(-\d{4})?$/;
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

/** The problems of an address (none when it is valid) and its normal form. */
export function checkAddress(a: OrderAddress): { problems: AddressProblem[]; normalized: OrderAddress } {
  const problems: AddressProblem[] = [];
  const country = a.countryCode.trim().toUpperCase();
  let postalCode = a.postalCode.trim().toUpperCase();
  if (!a.street.trim()) problems.push({ field: 'street', message: 'Enter the street.' });
  if (!a.city.trim()) problems.push({ field: 'city', message: 'Enter the city.' });
  if (!postalCode) problems.push({ field: 'postalCode', message: 'Enter the postal code.' });
  else if (country === 'US') {
    if (!US_ZIP.test(postalCode))
      problems.push({ field: 'postalCode', message: 'Enter a US ZIP code: 5 digits, or 5+4 (94105-1234).' });
    if (!a.region?.trim()) problems.push({ field: 'region', message: 'Enter the state.' });
  } else if (country === 'GB') {
    const m = UK_POSTCODE.exec(postalCode);
    if (!m) problems.push({ field: 'postalCode', message: 'Enter a UK postcode, such as SW1A 1AA.' });
    else postalCode = `${m[1]} ${m[2]}`;
  }
  if (!/^[A-Z]{2}$/.test(country))
    problems.push({ field: 'countryCode', message: 'Enter a two-letter country code.' });
  return {
    problems,
    normalized: {
      street: a.street.trim(),
      city: a.city.trim(),
      ...(a.region?.trim() ? { region: a.region.trim().toUpperCase() } : {}),
      postalCode,
      countryCode: country,
    },
  };
}
