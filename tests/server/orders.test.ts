// The store and orders (issue 22, part A; decision 0112): exact money, preview (v4 and v2, with
// zero-charge items), a submit that makes one order per Idempotency-Key even when replayed 20
// times at once, the refusal of a stale preview, the store rules (ROLE-08) and tenancy.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, storeOrders, storeProducts } from '../../server/db/schema';
import { checkAddress } from '../../src/domain/orders/address';
import { currencyOf, formatMoney, taxRateOf } from '../../src/domain/orders/money';
import { type Product, priceCart } from '../../src/domain/orders/pricing';
import { STORE_PRODUCTS } from '../../src/domain/orders/products';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let billing: Caller;
let gbBilling: Caller;
let endUser: Caller;
let partner: Caller;
let provider: Caller;

const base = (a: number) => `/svc/billing/api/billing/accounts/${a}`;
const previewPath = (a: number, v = 'v4') => `/svc/billing/api/billing/${v}/accounts/${a}/orders/preview`;
const submitPath = (a: number, v = 'v4') => `/svc/billing/api/billing/${v}/accounts/${a}/orders`;
const CART = [
  { sku: 'PHONE-T54W', quantity: 2 },
  { sku: 'EXT-STANDARD', quantity: 1 },
];
let keyCount = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${++keyCount}`;
const submit = (c: Caller, a: number, body: unknown, key: string, v = 'v4') =>
  c.call('POST', submitPath(a, v), body, { 'Idempotency-Key': key });

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  billing = await who.as('billing admin');
  gbBilling = await who.as('billing admin (international, GB)');
  endUser = await who.as('end user');
  partner = await who.as('partner super user');
  provider = await who.as('provider super user');
});
afterAll(() => p.close());

const catalogue = (currency: 'USD' | 'GBP'): Product[] =>
  STORE_PRODUCTS.map((x) => ({
    ...x,
    oneTimeMinor: x.prices[currency][0],
    monthlyMinor: x.prices[currency][1],
  }));

describe('money', () => {
  it('BILL-03 any cart adds up: sum(line amounts) + tax = total, tax per line, integers only', () => {
    const skus = STORE_PRODUCTS.map((x) => x.sku);
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.constantFrom(...skus), quantity: fc.integer({ min: 1, max: 500 }) }), {
          minLength: 1,
          maxLength: 50,
        }),
        fc.constantFrom('US', 'GB', 'AU', 'IN'),
        fc.boolean(),
        (items, country, zero) => {
          const currency = currencyOf(country);
          const priced = priceCart(
            STORE_PRODUCTS.map((x) => ({
              ...x,
              oneTimeMinor: x.prices[currency][0],
              monthlyMinor: x.prices[currency][1],
            })),
            items,
            currency,
            taxRateOf(country),
            zero,
          );
          if (!priced.ok) return false;
          const q = priced.quote;
          const sumLines = q.lines.reduce((s, l) => s + l.amountMinor, 0);
          const sumTax = q.lines.reduce((s, l) => s + l.taxMinor, 0);
          const sumTotals = q.lines.reduce((s, l) => s + l.totalMinor, 0);
          return (
            sumLines === q.subtotalMinor &&
            sumTax === q.taxMinor &&
            q.subtotalMinor + q.taxMinor === q.totalMinor &&
            sumTotals === q.totalMinor &&
            q.lines.every((l) => Number.isInteger(l.taxMinor) && l.amountMinor + l.taxMinor === l.totalMinor)
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('BILL-03 rounds each line’s tax half up and formats minor units exactly', () => {
    const priced = priceCart(catalogue('USD'), [{ sku: 'EXT-STANDARD', quantity: 2 }], 'USD', 825, false);
    expect(priced.ok && priced.quote.lines[0]).toMatchObject({
      amountMinor: 4998,
      taxMinor: 412,
      totalMinor: 5410,
    });
    // 4998 × 8.25% = 412.335 → 412; 200 × 8.25% = 16.5 → 17
    const custom = priceCart(
      [{ sku: 'X', name: 'X', category: 'addOn', oneTimeMinor: 200, monthlyMinor: 0, includes: [] }],
      [{ sku: 'X', quantity: 1 }],
      'USD',
      825,
      false,
    );
    expect(custom.ok && custom.quote.taxMinor).toBe(17);
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
  });
});

describe('catalogue and preview', () => {
  it('BILL-03 serves the account’s catalogue in its currency, and one product by sku', async () => {
    const us = await billing.get(`${base(billing.accountId)}/catalog`);
    expect(us.status).toBe(200);
    expect(us.body).toMatchObject({ currency: 'USD', taxRateBasisPoints: 825 });
    expect(us.body.items.map((x: Product) => x.category)).toEqual(
      expect.arrayContaining(['deskPhone', 'extension', 'number', 'addOn']),
    );
    const one = await billing.get(`${base(billing.accountId)}/catalog/PHONE-T54W`);
    expect(one.body.product).toMatchObject({ sku: 'PHONE-T54W', oneTimeMinor: 18999 });
    expect((await billing.get(`${base(billing.accountId)}/catalog/NOPE`)).status).toBe(404);
  });

  it('BILL-03 REQ-06 previews with tax per line and zero-charge items; v2 answers the same shape', async () => {
    const v4 = await billing.post(previewPath(billing.accountId), {
      items: CART,
      returnZeroChargeItems: true,
    });
    expect(v4.status, JSON.stringify(v4.body)).toBe(200);
    expect(v4.body.version).toBe('v4');
    expect(v4.body.currency).toBe('USD');
    const zero = v4.body.lines.filter((l: { zeroCharge: boolean }) => l.zeroCharge);
    expect(zero.map((l: { sku: string }) => l.sku).sort()).toEqual(['E911-SERVICE', 'SETUP-PHONE']);
    expect(v4.body.subtotalMinor).toBe(2 * 18999 + 2499);
    expect(v4.body.subtotalMinor + v4.body.taxMinor).toBe(v4.body.totalMinor);
    const v2 = await billing.post(previewPath(billing.accountId, 'v2'), {
      items: CART,
      returnZeroChargeItems: true,
    });
    expect(v2.body.version).toBe('v2');
    const { version: _a, ...restV4 } = v4.body;
    const { version: _b, ...restV2 } = v2.body;
    expect(restV2).toEqual(restV4);
    const without = await billing.post(previewPath(billing.accountId), {
      items: CART,
      returnZeroChargeItems: false,
    });
    expect(without.body.lines.some((l: { zeroCharge: boolean }) => l.zeroCharge)).toBe(false);
    expect(without.body.totalMinor).toBe(v4.body.totalMinor);
  });

  it('BILL-03 refuses a product that is not in the catalogue, naming the line', async () => {
    const res = await billing.post(previewPath(billing.accountId), { items: [{ sku: 'NOPE', quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('items.0.sku');
  });
});

describe('submit', () => {
  it('BILL-03 the same submit replayed 20 times at once makes exactly one order, and each answers it', async () => {
    const preview = await billing.post(previewPath(billing.accountId), { items: CART });
    const key = newKey();
    const before = await billing.get(`${base(billing.accountId)}/orders/count`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        submit(billing, billing.accountId, { items: CART, previewTotalMinor: preview.body.totalMinor }, key),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    const ids = new Set(answers.map((a) => a.body.vOrderId));
    expect(ids.size).toBe(1);
    const rows = await p.database.db.select().from(storeOrders).where(eq(storeOrders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const after = await billing.get(`${base(billing.accountId)}/orders/count`);
    expect(after.body.count).toBe(before.body.count + 1);
    // a later replay answers the same order
    const again = await submit(
      billing,
      billing.accountId,
      { items: CART, previewTotalMinor: preview.body.totalMinor },
      key,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(answers[0].body);
  });

  it('BILL-03 refuses a submit whose prices changed since its preview, and a key reused on another cart', async () => {
    const preview = await billing.post(previewPath(billing.accountId), { items: CART });
    await p.database.db
      .update(storeProducts)
      .set({ oneTimeMinor: 19999 })
      .where(eq(storeProducts.accountId, billing.accountId));
    try {
      const res = await submit(
        billing,
        billing.accountId,
        { items: CART, previewTotalMinor: preview.body.totalMinor },
        newKey(),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/prices changed since your preview/);
      expect(res.body.preview.totalMinor).not.toBe(preview.body.totalMinor);
    } finally {
      await p.database.db
        .update(storeProducts)
        .set({ oneTimeMinor: 18999 })
        .where(eq(storeProducts.sku, 'PHONE-T54W'));
      await p.database.db
        .update(storeProducts)
        .set({ oneTimeMinor: 0 })
        .where(eq(storeProducts.sku, 'EXT-STANDARD'));
      await p.database.db
        .update(storeProducts)
        .set({ oneTimeMinor: 24999 })
        .where(eq(storeProducts.sku, 'PHONE-VVX450'));
      await p.database.db
        .update(storeProducts)
        .set({ oneTimeMinor: 0 })
        .where(eq(storeProducts.category, 'number'));
      await p.database.db
        .update(storeProducts)
        .set({ oneTimeMinor: 0 })
        .where(eq(storeProducts.category, 'addOn'));
    }
    const key = newKey();
    const ok = await submit(
      billing,
      billing.accountId,
      { items: CART, previewTotalMinor: preview.body.totalMinor },
      key,
    );
    expect(ok.status).toBe(201);
    const other = await submit(billing, billing.accountId, { items: [CART[0]], previewTotalMinor: 0 }, key);
    expect(other.status).toBe(409);
    const missing = await billing.post(submitPath(billing.accountId), { items: CART, previewTotalMinor: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('Idempotency-Key');
  });
});

describe('store rules and tenancy', () => {
  it('ROLE-08 refuses the store where the rules close it: a white-label child’s own user, a cancelled account', async () => {
    const own = await gbBilling.get(`${base(gbBilling.accountId)}/catalog`);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/partner orders services/);
    const access = await gbBilling.get(`${base(gbBilling.accountId)}/store/access`);
    expect(access.body.storeEnabled).toBe(false);
    const [closed] = await p.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Closed Circuit LLC'));
    const res = await provider.post(previewPath(closed.id), { items: CART });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/cancelled/);
    const sub = await provider.call(
      'POST',
      submitPath(closed.id),
      { items: CART, previewTotalMinor: 0 },
      { 'Idempotency-Key': newKey() },
    );
    expect(sub.status).toBe(403);
    expect((await billing.get(`${base(billing.accountId)}/store/access`)).body.storeEnabled).toBe(true);
  });

  it('ROLE-08 the reseller’s settings above the account change what its store allows, on the store calls and the menu', async () => {
    const BLUEBIRD = 4; // Acme's reseller (decision 0119)
    const settings = (canAddService: boolean) =>
      provider.put(`/svc/ucaas/api/ucaas/account/${BLUEBIRD}/updateAccountAttributes`, {
        attributes: [
          { name: 'resellerSettings.canAddService', type: 'boolean', value: String(canAddService) },
        ],
      });
    const menuHasStore = async () => {
      const menu = await billing.get(
        `/svc/appserver/rest/account/${billing.accountId}/adminConfig/menuPermissions`,
      );
      return menu.body.pages.find((x: { name: string }) => x.name === 'store').open as boolean;
    };
    expect(await menuHasStore()).toBe(true);
    expect((await settings(false)).status).toBe(200);
    try {
      const access = await billing.get(`${base(billing.accountId)}/store/access`);
      expect(access.body).toMatchObject({ storeEnabled: false, canAddService: false, hideBilling: false });
      const cat = await billing.get(`${base(billing.accountId)}/catalog`);
      expect(cat.status).toBe(403);
      expect(cat.body.message).toMatch(/your reseller adds services/);
      expect((await billing.post(previewPath(billing.accountId), { items: CART })).status).toBe(403);
      const reseller = await billing.get(
        `/svc/ucaas/api/ucaas/account/${billing.accountId}/resellerSettings`,
      );
      expect(reseller.body).toMatchObject({
        resellerSettings: { canAddService: false },
        storeEnabled: false,
      });
      expect(await menuHasStore()).toBe(false);
      // Billing itself stays open: the reseller only stopped new services.
      expect((await billing.get(`${base(billing.accountId)}/store/access`)).body.showPaymentInfo).toBe(true);
    } finally {
      expect((await settings(true)).status).toBe(200);
    }
    expect((await billing.get(`${base(billing.accountId)}/catalog`)).status).toBe(200);
    expect(await menuHasStore()).toBe(true);
  });

  it('BILL-03 the white-label flow: a partner previews with taxes and submits for its child', async () => {
    const child = gbBilling.accountId;
    const cat = await partner.get(`${base(child)}/whitelabel/catalog`);
    expect(cat.status, JSON.stringify(cat.body)).toBe(200);
    expect(cat.body).toMatchObject({ currency: 'GBP', whiteLabel: true });
    expect(cat.body.items[0].name).toBe('Business desk phone');
    const preview = await partner.get(
      `${base(child)}/whitelabel/orders/preview?items=PHONE-T54W:2,EXT-STANDARD:1`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.taxRateBasisPoints).toBe(2000);
    expect(preview.body.subtotalMinor + preview.body.taxMinor).toBe(preview.body.totalMinor);
    const key = newKey();
    const res = await partner.call(
      'POST',
      `${base(child)}/whitelabel/orders`,
      { items: CART, previewTotalMinor: preview.body.totalMinor },
      { 'Idempotency-Key': key },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'whiteLabel', currency: 'GBP', accountId: child });
    expect((await billing.get(`${base(billing.accountId)}/whitelabel/catalog`)).status).toBe(404);
  });

  it('BILL-03 ML v2 orders name one of the account’s own locations on each line', async () => {
    const sugg = await billing.get(`${base(billing.accountId)}/orders/address-suggestions?q=`);
    const locationId = sugg.body.items[0].locationId;
    const ml = `/svc/billing/api/billing/v2/accounts/${billing.accountId}/ml/orders`;
    const bad = await billing.post(`${ml}/preview`, {
      items: [{ sku: 'EXT-STANDARD', quantity: 1, locationId: 999999 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('items.0.locationId');
    const items = [{ sku: 'EXT-STANDARD', quantity: 1, locationId }];
    const good = await billing.post(`${ml}/preview`, { items });
    expect(good.status).toBe(200);
    const res = await billing.call(
      'POST',
      ml,
      { items, previewTotalMinor: good.body.totalMinor },
      { 'Idempotency-Key': newKey() },
    );
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe('multiLocation');
  });

  it('BILL-06 the pending-orders count is the orders not yet completed', async () => {
    const pending = await billing.get(`${base(billing.accountId)}/orders/count?status=pending`);
    expect(pending.status).toBe(200);
    const rows = await p.database.db
      .select({ status: storeOrders.status })
      .from(storeOrders)
      .where(eq(storeOrders.accountId, billing.accountId));
    const open = rows.filter((r) => r.status !== 'Completed').length;
    expect(open).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(open);
    expect(pending.body.count).toBe(open);
    expect((await billing.get(`${base(billing.accountId)}/orders/count?status=done`)).status).toBe(400);
  });

  it('BILL-03 orders list, count and details are the account’s own; others are out of reach', async () => {
    const list = await billing.get(`${base(billing.accountId)}/orders?limit=2&offset=0`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(2);
    const count = await billing.get(`${base(billing.accountId)}/orders/count`);
    expect(list.body.total).toBe(count.body.count);
    const page2 = await billing.get(`${base(billing.accountId)}/orders?limit=2&offset=2`);
    expect(page2.body.items[0].vOrderId).not.toBe(list.body.items[1].vOrderId);
    const one = await billing.get(`${base(billing.accountId)}/orders/${list.body.items[0].vOrderId}`);
    expect(one.body.vOrderId).toBe(list.body.items[0].vOrderId);
    // Another tenant's orders, by path or by id, are not reachable.
    expect((await billing.get(`${base(gbBilling.accountId)}/orders`)).status).toBe(404);
    const [foreign] = await p.database.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.accountId, gbBilling.accountId));
    expect((await billing.get(`${base(billing.accountId)}/orders/${foreign.id}`)).status).toBe(404);
    expect((await endUser.get(`${base(billing.accountId)}/orders`)).status).toBe(403);
    expect((await billing.get(`${base(billing.accountId)}/orders?limit=0`)).status).toBe(400);
    const csv = await billing.post(`${base(billing.accountId)}/orders/export`, {});
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body).split('\r\n')[0]).toBe(
      'Order,Date,Status,Currency,Subtotal,Tax,Total,Monthly,Items',
    );
  });

  it('BILL-03 validates an order address: required fields, US ZIP code, UK postcode', async () => {
    const ok = await billing.post(`${base(billing.accountId)}/orders/address-validation`, {
      street: '100 Market Street',
      city: 'San Francisco',
      region: 'ca',
      postalCode: '94105',
      countryCode: 'us',
    });
    expect(ok.body).toMatchObject({ valid: true, address: { region: 'CA', countryCode: 'US' } });
    const bad = await billing.post(`${base(billing.accountId)}/orders/address-validation`, {
      street: '',
      city: 'X',
      postalCode: '9410',
      countryCode: 'US',
    });
    expect(bad.body.valid).toBe(false);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'postalCode',
      'region',
      'street',
    ]);
    expect(
      checkAddress({ street: '1 Mall', city: 'London', postalCode: 'sw1a1aa', countryCode: 'GB' }).normalized
        .postalCode,
    ).toBe('SW1A 1AA');
    expect(
      checkAddress({ street: '1 Mall', city: 'London', postalCode: '12345', countryCode: 'GB' }).problems,
    ).toHaveLength(1);
  });
});
