// The demo store's products (issue 22; decision 0112): prices per currency in minor units. The
// seed writes them into each account's catalogue; the white-label catalogue sells the same
// products without the vendor's brand. This is the product's one price list: an account's
// services (src/domain/billing/services.ts) and the demo invoices read their prices from here
// (decision 0120).
import type { Currency } from './money';
import type { ProductCategory } from './pricing';

export interface ProductPlan {
  sku: string;
  name: string;
  whiteLabelName: string;
  category: ProductCategory;
  /** [one-time, monthly] per currency, minor units. */
  prices: Record<Currency, [number, number]>;
  includes: string[];
}

export const STORE_PRODUCTS: ProductPlan[] = [
  {
    sku: 'PHONE-T54W',
    name: 'Yealink T54W desk phone',
    whiteLabelName: 'Business desk phone',
    category: 'deskPhone',
    prices: { USD: [18999, 0], GBP: [15499, 0], AUD: [28999, 0], INR: [1599900, 0] },
    includes: ['SETUP-PHONE'],
  },
  {
    sku: 'PHONE-VVX450',
    name: 'Poly VVX 450 desk phone',
    whiteLabelName: 'Executive desk phone',
    category: 'deskPhone',
    prices: { USD: [24999, 0], GBP: [19999, 0], AUD: [37999, 0], INR: [2099900, 0] },
    includes: ['SETUP-PHONE'],
  },
  {
    sku: 'EXT-STANDARD',
    name: 'Extension (user seat)',
    whiteLabelName: 'User seat',
    category: 'extension',
    prices: { USD: [0, 2499], GBP: [0, 1999], AUD: [0, 3499], INR: [0, 149900] },
    includes: ['E911-SERVICE'],
  },
  {
    sku: 'NUM-LOCAL',
    name: 'Local phone number',
    whiteLabelName: 'Local number',
    category: 'number',
    prices: { USD: [0, 499], GBP: [0, 399], AUD: [0, 699], INR: [0, 29900] },
    includes: [],
  },
  {
    sku: 'NUM-TOLLFREE',
    name: 'Toll-free number',
    whiteLabelName: 'Toll-free number',
    category: 'number',
    prices: { USD: [0, 999], GBP: [0, 799], AUD: [0, 1399], INR: [0, 59900] },
    includes: [],
  },
  {
    sku: 'ADDON-RECORDING',
    name: 'Call recording add-on',
    whiteLabelName: 'Call recording',
    category: 'addOn',
    prices: { USD: [0, 999], GBP: [0, 799], AUD: [0, 1399], INR: [0, 59900] },
    includes: [],
  },
  {
    sku: 'EXT-BASIC',
    name: 'Extension (basic seat)',
    whiteLabelName: 'Basic user seat',
    category: 'extension',
    prices: { USD: [0, 1999], GBP: [0, 1599], AUD: [0, 2799], INR: [0, 119900] },
    includes: ['E911-SERVICE'],
  },
  {
    sku: 'EXT-PREMIUM',
    name: 'Extension (premium seat)',
    whiteLabelName: 'Premium user seat',
    category: 'extension',
    prices: { USD: [0, 3499], GBP: [0, 2799], AUD: [0, 4899], INR: [0, 209900] },
    includes: ['E911-SERVICE'],
  },
  {
    sku: 'ADDON-SMS',
    name: 'Business texting',
    whiteLabelName: 'Business texting',
    category: 'addOn',
    prices: { USD: [0, 999], GBP: [0, 799], AUD: [0, 1399], INR: [0, 59900] },
    includes: [],
  },
  {
    sku: 'ADDON-FAX',
    name: 'Fax line',
    whiteLabelName: 'Fax line',
    category: 'addOn',
    prices: { USD: [0, 799], GBP: [0, 599], AUD: [0, 1099], INR: [0, 49900] },
    includes: [],
  },
  {
    sku: 'ADDON-VIDEO',
    name: 'Video meeting room',
    whiteLabelName: 'Video meeting room',
    category: 'addOn',
    prices: { USD: [0, 1499], GBP: [0, 1199], AUD: [0, 2099], INR: [0, 89900] },
    includes: [],
  },
  {
    sku: 'SETUP-PHONE',
    name: 'Phone setup and provisioning (included)',
    whiteLabelName: 'Phone setup (included)',
    category: 'addOn',
    prices: { USD: [0, 0], GBP: [0, 0], AUD: [0, 0], INR: [0, 0] },
    includes: [],
  },
  {
    sku: 'E911-SERVICE',
    name: 'Emergency address service (included)',
    whiteLabelName: 'Emergency address service (included)',
    category: 'addOn',
    prices: { USD: [0, 0], GBP: [0, 0], AUD: [0, 0], INR: [0, 0] },
    includes: [],
  },
];

/** The product of a SKU; throws for a SKU that is not in the list (a programming error). */
export function productOf(sku: string): ProductPlan {
  const product = STORE_PRODUCTS.find((p) => p.sku === sku);
  if (!product) throw new Error(`No product ${sku} in the store's price list`);
  return product;
}

/** A product's monthly price in every currency, minor units. */
export const monthlyPrices = (sku: string): Record<Currency, number> => {
  const { prices } = productOf(sku);
  return { USD: prices.USD[1], GBP: prices.GBP[1], AUD: prices.AUD[1], INR: prices.INR[1] };
};
