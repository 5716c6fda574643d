// The store's demo (issue 22, bill-orders; decision 0112): every account's catalogue in its
// currency, the white-label catalogue for accounts under a white-label partner, and two orders
// for each customer account. Set-based.
import { currencyOf, taxRateOf } from '../../../src/domain/orders/money';
import { priceCart } from '../../../src/domain/orders/pricing';
import { STORE_PRODUCTS } from '../../../src/domain/orders/products';
import type { DbOrTx } from '../client';
import { accounts, storeOrders, storeProducts } from '../schema';

export async function insertStoreDemo(tx: DbOrTx, now: Date): Promise<void> {
  const all = await tx
    .select({ id: accounts.id, kind: accounts.kind, country: accounts.countryCode })
    .from(accounts);
  const rows = all.flatMap((a) =>
    [false, true].flatMap((whiteLabel) =>
      STORE_PRODUCTS.map((p, position) => {
        const [oneTimeMinor, monthlyMinor] = p.prices[currencyOf(a.country)];
        return {
          accountId: a.id,
          sku: p.sku,
          name: whiteLabel ? p.whiteLabelName : p.name,
          category: p.category,
          currency: currencyOf(a.country),
          oneTimeMinor,
          monthlyMinor,
          includes: p.includes,
          whiteLabel,
          position,
        };
      }),
    ),
  );
  for (let i = 0; i < rows.length; i += 500) await tx.insert(storeProducts).values(rows.slice(i, i + 500));
  const orders = all
    .filter((a) => a.kind === 'customer')
    .flatMap((a) => {
      const currency = currencyOf(a.country);
      const catalogue = STORE_PRODUCTS.map((p) => ({
        ...p,
        oneTimeMinor: p.prices[currency][0],
        monthlyMinor: p.prices[currency][1],
      }));
      const carts = [
        {
          status: 'Completed',
          days: 40,
          items: [
            { sku: 'PHONE-T54W', quantity: 3 },
            { sku: 'EXT-STANDARD', quantity: 3 },
          ],
        },
        { status: 'Processing', days: 2, items: [{ sku: 'NUM-LOCAL', quantity: 2 }] },
      ];
      return carts.map((cart, n) => {
        const priced = priceCart(catalogue, cart.items, currency, taxRateOf(a.country), true);
        if (!priced.ok) throw new Error(priced.message);
        const q = priced.quote;
        return {
          accountId: a.id,
          idempotencyKey: `seed-${a.id}-${n}`,
          requestHash: 'seed',
          status: cart.status,
          currency,
          subtotalMinor: q.subtotalMinor,
          taxMinor: q.taxMinor,
          totalMinor: q.totalMinor,
          monthlyMinor: q.monthlyMinor,
          taxRateBasisPoints: q.taxRateBasisPoints,
          lines: q.lines,
          createdAt: new Date(now.getTime() - cart.days * 86_400_000),
        };
      });
    });
  if (orders.length > 0) await tx.insert(storeOrders).values(orders);
}
