// The store in Chromium (issue 22; decision 0112): the Store and Orders pages at desktop
// (1400×900) in the light colour scheme and at phone width (390×844) in the dark one, checked by
// axe and photographed to /tmp/shots-store/; then Acme's billing admin orders two desk phones and
// an extension with a preview first, double-clicks Place order on a slow network, and the order
// appears once in Orders.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';
import { apiGet, apiToken } from './support/platformApi';

const shots = '/tmp/shots-store';
const billing = demo('billing admin');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
afterEach(() => page?.context().close());

const shoot = (name: string) => shootAndCheck(page, shots, name);

async function open(size: keyof typeof SIZES, scheme: 'light' | 'dark', name: string) {
  page = await (await browser.newContext({ viewport: SIZES[size], colorScheme: scheme })).newPage();
  await signIn(page, billing.loginName, billing.password);
  await page.waitForURL(/#\/management\/m\/\w+$/);
  await page.goto(`${baseUrl()}/#/management/m/${name}`);
}

const addButton = (product: string) => page.getByRole('button', { name: `Add ${product} to the cart` });

const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`the store in Chromium, ${size} ${scheme}`, () => {
    it('the catalogue, the cart, the preview and the orders pass axe', async () => {
      await open(size, scheme, 'store');
      await expect.poll(() => addButton('Yealink T54W desk phone').count()).toBe(1);
      await shoot(`${size}-${scheme}-catalogue`);
      await addButton('Extension (user seat)').click();
      await page.getByRole('button', { name: 'Preview order' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Place order' }).count()).toBe(1);
      await shoot(`${size}-${scheme}-preview`);
      await page.goto(`${baseUrl()}/#/management/m/orders`);
      await expect.poll(() => page.getByRole('table', { name: /^Orders/ }).count()).toBe(1);
      await shoot(`${size}-${scheme}-orders`);
    });
  });
}

describe('the store in Chromium, the walk', () => {
  it('BILL-03 two desk phones and an extension, previewed, then a double-clicked submit on a slow network make one order', async () => {
    const token = await apiToken(billing.loginName, billing.password);
    const self = await apiGet<{ account_id: number }>(token, '/svc/users/v3/users/self');
    const count = async () =>
      (
        await apiGet<{ count: number }>(
          token,
          `/svc/billing/api/billing/accounts/${self.account_id}/orders/count`,
        )
      ).count;
    const before = await count();

    await open('desktop', 'light', 'store');
    await expect.poll(() => addButton('Yealink T54W desk phone').count()).toBe(1);
    // The store is in the menu, under Billing.
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).count(),
    ).toBe(1);
    await addButton('Yealink T54W desk phone').click();
    await addButton('Yealink T54W desk phone').click();
    await addButton('Extension (user seat)').click();
    // The cart's row of the phone: its product, then its quantity between the − and + buttons.
    const phoneInCart = page
      .getByRole('table', { name: 'Cart' })
      .getByRole('row')
      .filter({ hasText: 'Yealink T54W desk phone' });
    await expect.poll(() => phoneInCart.getByRole('cell').nth(1).textContent()).toBe('−2+');
    await page.getByRole('button', { name: 'Preview order' }).click();
    const lines = page.getByRole('table', { name: 'Order lines' });
    await expect.poll(() => lines.getByText('Phone setup and provisioning (included)').count()).toBe(1);
    expect(await lines.getByText('No charge').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/walk-preview.png`, fullPage: true });

    // A slow network: each submit waits a second and a half before it reaches the platform.
    let submits = 0;
    await page.route('**/svc/billing/api/billing/v4/accounts/*/orders', async (route) => {
      submits++;
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect.poll(() => page.getByText(/^Order \d+ is placed$/).count(), { timeout: 10_000 }).toBe(1);
    await page.screenshot({ path: `${shots}/walk-placed.png`, fullPage: true });
    expect(submits).toBe(1);
    expect(await count()).toBe(before + 1);

    await page.getByRole('link', { name: 'See your orders' }).click();
    const table = page.getByRole('table', { name: /^Orders/ });
    await expect
      .poll(() => table.getByText('2 × Yealink T54W desk phone, 1 × Extension (user seat)').count())
      .toBe(1);
    await page.screenshot({ path: `${shots}/walk-orders.png`, fullPage: true });
  });
});
