// The postal code lookup (C-557, decision 0116): whether a code is well formed for its country,
// and the code as the country writes it. US ZIP (12345 or 12345-6789), GB postcode (SW1A 1AA),
// AU postcode (4 digits), IN PIN code (6 digits, not starting with 0). A format check: the
// platform keeps no postal directory, so it never says a well-formed code does not exist.

export const POSTAL_COUNTRIES = ['US', 'GB', 'AU', 'IN'] as const;
export type PostalCountry = (typeof POSTAL_COUNTRIES)[number];

export interface PostalCodeAnswer {
  countryCode: PostalCountry;
  postalCode: string;
  valid: boolean;
  /** The code as the country writes it (upper case, one space in a GB postcode); null when not valid. */
  normalized: string | null;
  /** What the code is called there, for the form's message. */
  label: string;
  /** Why it is not valid, in words for the form; null when valid. */
  message: string | null;
}

const LABELS: Record<PostalCountry, string> = {
  US: 'ZIP code',
  GB: 'postcode',
  AU: 'postcode',
  IN: 'PIN code',
};

const EXAMPLES: Record<PostalCountry, string> = {
  US: '5 digits, or 5 digits, a hyphen and 4 more (10001 or 10001-1234)',
  GB: 'an outward and an inward code, like SW1A 1AA',
  AU: '4 digits, like 2000',
  IN: '6 digits not starting with 0, like 110001',
};

function normalize(country: PostalCountry, raw: string): string | null {
  const code = raw.trim().toUpperCase();
  switch (country) {
    case 'US':
      return /^\d{5}(-\d{4})?$/.test(code) ? code : null;
    case 'AU':
      return /^\d{4}$/.test(code) ? code : null;
    case 'IN': {
      const digits = code.replace(/\s/g, '');
      return /^[1-9]\d{5}$/.test(digits) ? digits : null;
    }
    case 'GB': {
      const compact = code.replace(/\s/g, '');
      const m = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(compact);
      return m ? `${m[1]} ${m[2]}` : null;
    }
  }
}

export function lookupPostalCode(country: PostalCountry, postalCode: string): PostalCodeAnswer {
  const normalized = normalize(country, postalCode);
  return {
    countryCode: country,
    postalCode,
    valid: normalized !== null,
    normalized,
    label: LABELS[country],
    message: normalized ? null : `Enter a ${LABELS[country]}: ${EXAMPLES[country]}.`,
  };
}
