// The countries an account may be in, their calling codes and names, and the locale each gives
// by default (CFG-02, decision 0116). Served by GET /api/ucaas/lookup/countries and read by the
// forms that pick a country.

export const ACCOUNT_COUNTRIES = ['US', 'GB', 'AU', 'IN', 'CA'] as const;
export type AccountCountry = (typeof ACCOUNT_COUNTRIES)[number];

/** countryCallingCodes (CFG-02): the international prefix of each country, with its plus. */
export const COUNTRY_CALLING_CODES: Record<AccountCountry, string> = {
  US: '+1',
  GB: '+44',
  AU: '+61',
  IN: '+91',
  CA: '+1',
};

/** countryCodeToName (CFG-02). */
export const COUNTRY_CODE_TO_NAME: Record<AccountCountry, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  AU: 'Australia',
  IN: 'India',
  CA: 'Canada',
};

/** The locale an account of a country starts with. */
export const COUNTRY_DEFAULT_LOCALE: Record<AccountCountry, string> = {
  US: 'en-us',
  GB: 'en-gb',
  AU: 'en-au',
  IN: 'en-in',
  CA: 'en-us',
};

export const isAccountCountry = (code: string): code is AccountCountry =>
  (ACCOUNT_COUNTRIES as readonly string[]).includes(code);

/** The name of a country code, or the code itself when it is not one of ours. */
export const countryNameOf = (code: string) => (isAccountCountry(code) ? COUNTRY_CODE_TO_NAME[code] : code);

/**
 * isAcctInDefaultState (CFG-02, decision 0116): the account reads as its country gives by default:
 * the country's locale, and no clock chosen (the locale's usual one).
 */
export function isAcctInDefaultState(account: {
  countryCode: string;
  locale: string;
  timeFormat: string | null;
}): boolean {
  const usual = isAccountCountry(account.countryCode) ? COUNTRY_DEFAULT_LOCALE[account.countryCode] : 'en-us';
  return account.locale.toLowerCase() === usual && account.timeFormat === null;
}
