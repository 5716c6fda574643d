// The countries whose emergency addresses the product checks without any outside service
// (issue 19): their postal-code formats, as data. A postal code is read the way people type it
// (any case, spaces or none) and kept in the country's written form.

export const LOCATION_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'IN'] as const;
export type LocationCountry = (typeof LOCATION_COUNTRIES)[number];

export function isLocationCountry(code: string): code is LocationCountry {
  return (LOCATION_COUNTRIES as readonly string[]).includes(code);
}

export interface CountryAddressRules {
  name: string;
  /** What the form calls the province field. */
  regionLabel: string;
  /** Whether an address of the country must name its province (GB addresses need none). */
  regionRequired: boolean;
  postalLabel: string;
  /** The hint under the postal-code field. */
  postalHint: string;
  /** The written form, after `normalisePostalCode`. */
  postalPattern: RegExp;
  /** The typed text in the written form; the text itself (trimmed) when it cannot be. */
  normalisePostalCode: (typed: string) => string;
}

const compact = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

export const COUNTRY_RULES: Readonly<Record<LocationCountry, CountryAddressRules>> = {
  US: {
    name: 'United States',
    regionLabel: 'State',
    regionRequired: true,
    postalLabel: 'ZIP code',
    postalHint: 'Five digits, or ZIP+4: 94105 or 94105-1234.',
    postalPattern: /^\d{5}(-\d{4})?$/,
    normalisePostalCode: (typed) => {
      const digits = typed.replace(/[\s-]/g, '');
      if (/^\d{9}$/.test(digits)) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
      return /^\d{5}$/.test(digits) ? digits : typed.trim();
    },
  },
  CA: {
    name: 'Canada',
    regionLabel: 'Province or territory',
    regionRequired: true,
    postalLabel: 'Postal code',
    postalHint: 'Letter, digit, letter, space, digit, letter, digit: K1A 0B1.',
    postalPattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    normalisePostalCode: (typed) => {
      const c = compact(typed);
      return c.length === 6 ? `${c.slice(0, 3)} ${c.slice(3)}` : typed.trim();
    },
  },
  GB: {
    name: 'United Kingdom',
    regionLabel: 'Nation',
    regionRequired: false,
    postalLabel: 'Postcode',
    postalHint: 'The full postcode with its space: SW1A 1AA.',
    postalPattern: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/,
    normalisePostalCode: (typed) => {
      const c = compact(typed);
      return c.length >= 5 && c.length <= 7 ? `${c.slice(0, -3)} ${c.slice(-3)}` : typed.trim();
    },
  },
  AU: {
    name: 'Australia',
    regionLabel: 'State or territory',
    regionRequired: true,
    postalLabel: 'Postcode',
    postalHint: 'Four digits: 2000.',
    postalPattern: /^\d{4}$/,
    normalisePostalCode: (typed) => (/^\d{4}$/.test(compact(typed)) ? compact(typed) : typed.trim()),
  },
  IN: {
    name: 'India',
    regionLabel: 'State or union territory',
    regionRequired: true,
    postalLabel: 'PIN code',
    postalHint: 'Six digits, not starting with 0: 560001.',
    postalPattern: /^[1-9]\d{5}$/,
    normalisePostalCode: (typed) => (/^\d{6}$/.test(compact(typed)) ? compact(typed) : typed.trim()),
  },
};

/** The postal code in the country's written form, or undefined when it is not one of its codes. */
export function canonicalPostalCode(country: LocationCountry, typed: string): string | undefined {
  const rules = COUNTRY_RULES[country];
  const written = rules.normalisePostalCode(typed);
  return rules.postalPattern.test(written) ? written : undefined;
}
