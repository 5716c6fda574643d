// Money for the store (issue 22, BILL-03; decision 0112): integer minor units (cents, pence)
// with the account's currency, tax computed per line from a rate per account country, and
// totals that always add up: total = sum(line amounts) + sum(line taxes).

export type Currency = 'USD' | 'GBP' | 'AUD' | 'INR';

/** The currency of an account, from its country (decision 0112). */
export function currencyOf(countryCode: string): Currency {
  switch (countryCode) {
    case 'GB':
      return 'GBP';
    case 'AU':
      return 'AUD';
    case 'IN':
      return 'INR';
    default:
      return 'USD';
  }
}

/** Tax rate per account country, in basis points (1/100 of a percent; decision 0112). */
export function taxRateOf(countryCode: string): number {
  switch (countryCode) {
    case 'GB':
      return 2000; // VAT 20%
    case 'AU':
      return 1000; // GST 10%
    case 'IN':
      return 1800; // GST 18%
    default:
      return 825; // US sales tax 8.25%
  }
}

/** The tax on an amount in minor units, rounded half up to a whole minor unit. */
export function taxOn(amountMinor: number, rateBasisPoints: number): number {
  return Math.floor((amountMinor * rateBasisPoints + 5000) / 10000);
}

const SYMBOL: Record<Currency, string> = { USD: '$', GBP: '£', AUD: 'A$', INR: '₹' };

/** "$1,234.50" from 123450 minor units; exact (no floating point on the amount). */
export function formatMoney(minor: number, currency: Currency): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${SYMBOL[currency]}${whole}.${cents}`;
}
