// One price list (decision 0120): the store's products hold every price; an account's services
// (provisions, BILL-05) are sold as one of those products and read their monthly price from it.
import { describe, expect, it } from 'vitest';
import { SERVICES, serviceOf } from '../../../src/domain/billing/services';
import type { Currency } from '../../../src/domain/orders/money';
import { productOf, STORE_PRODUCTS } from '../../../src/domain/orders/products';

describe('one price list', () => {
  it('BILL-05 every service is a product of the store and costs what that product costs each month, in every currency', () => {
    const CURRENCIES: Currency[] = ['USD', 'GBP', 'AUD', 'INR'];
    for (const service of SERVICES) {
      const product = productOf(service.sku);
      for (const currency of CURRENCIES) expect(service.monthly[currency]).toBe(product.prices[currency][1]);
    }
    expect(serviceOf('NUM-TOLLFREE')?.monthly.USD).toBe(productOf('NUM-TOLLFREE').prices.USD[1]);
  });

  it('BILL-05 a SKU names one product, and a missing one is refused rather than priced at zero', () => {
    const skus = STORE_PRODUCTS.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    expect(() => productOf('NO-SUCH-SKU')).toThrow(/No product/);
  });
});
