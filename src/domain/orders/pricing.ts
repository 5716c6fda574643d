// Pricing a cart against a catalogue (issue 22, BILL-03; decision 0112). Pure: the server prices
// every preview and submit with it, the portal shows what it answers.
import { type Currency, taxOn } from './money';

export type ProductCategory = 'deskPhone' | 'extension' | 'number' | 'addOn';

export interface Product {
  sku: string;
  name: string;
  category: ProductCategory;
  /** Charged once, in minor units of the catalogue's currency. */
  oneTimeMinor: number;
  /** Charged every month, in minor units; the first month is due with the order. */
  monthlyMinor: number;
  /** Zero-charge items that come with each unit (setup, E911 service). */
  includes: string[];
}

export interface CartItem {
  sku: string;
  quantity: number;
  /** Multi-location (ML v2) orders: the emergency location the item is for. */
  locationId?: number;
}

export interface OrderLine {
  sku: string;
  name: string;
  category: ProductCategory;
  quantity: number;
  oneTimeUnitMinor: number;
  monthlyUnitMinor: number;
  /** quantity × (one-time + first month). */
  amountMinor: number;
  taxMinor: number;
  /** amount + tax. */
  totalMinor: number;
  zeroCharge: boolean;
  locationId?: number;
}

export interface OrderQuote {
  currency: Currency;
  taxRateBasisPoints: number;
  lines: OrderLine[];
  /** Sum of the lines' amounts. */
  subtotalMinor: number;
  /** Sum of the lines' taxes. */
  taxMinor: number;
  /** subtotal + tax: what the order charges now. */
  totalMinor: number;
  /** What the order adds to each month's bill from the next month on, before tax. */
  monthlyMinor: number;
}

export type PriceResult = { ok: true; quote: OrderQuote } | { ok: false; field: string; message: string };

function line(p: Product, quantity: number, rate: number, locationId?: number): OrderLine {
  const amountMinor = quantity * (p.oneTimeMinor + p.monthlyMinor);
  const taxMinor = taxOn(amountMinor, rate);
  return {
    sku: p.sku,
    name: p.name,
    category: p.category,
    quantity,
    oneTimeUnitMinor: p.oneTimeMinor,
    monthlyUnitMinor: p.monthlyMinor,
    amountMinor,
    taxMinor,
    totalMinor: amountMinor + taxMinor,
    zeroCharge: p.oneTimeMinor === 0 && p.monthlyMinor === 0,
    ...(locationId === undefined ? {} : { locationId }),
  };
}

/**
 * Prices a cart: one line per cart item, tax per line; with `zeroCharge`, the zero-charge items
 * each unit includes follow as lines of their own (amount 0). An unknown sku is refused.
 */
export function priceCart(
  catalogue: readonly Product[],
  items: readonly CartItem[],
  currency: Currency,
  taxRateBasisPoints: number,
  zeroCharge: boolean,
): PriceResult {
  const bySku = new Map(catalogue.map((p) => [p.sku, p]));
  const lines: OrderLine[] = [];
  const included = new Map<string, number>();
  for (const [i, item] of items.entries()) {
    const p = bySku.get(item.sku);
    if (!p)
      return {
        ok: false,
        field: `items.${i}.sku`,
        message: `${item.sku} is not in this account’s catalogue.`,
      };
    lines.push(line(p, item.quantity, taxRateBasisPoints, item.locationId));
    for (const sku of p.includes) included.set(sku, (included.get(sku) ?? 0) + item.quantity);
  }
  if (zeroCharge)
    for (const [sku, quantity] of included) {
      const p = bySku.get(sku);
      if (p) lines.push(line(p, quantity, taxRateBasisPoints));
    }
  const subtotalMinor = lines.reduce((s, l) => s + l.amountMinor, 0);
  const taxMinor = lines.reduce((s, l) => s + l.taxMinor, 0);
  const monthlyMinor = lines.reduce((s, l) => s + l.quantity * l.monthlyUnitMinor, 0);
  return {
    ok: true,
    quote: {
      currency,
      taxRateBasisPoints,
      lines,
      subtotalMinor,
      taxMinor,
      totalMinor: subtotalMinor + taxMinor,
      monthlyMinor,
    },
  };
}
