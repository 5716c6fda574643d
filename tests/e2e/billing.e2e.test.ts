// Billing in Chromium (issue 22, BILL-04; decision 0113), on a server of its own (the walk adds a
// card to Acme and changes its default): the Billing summary, Invoices, one invoice, Payment
// methods and the hosted payment page at desktop (1400×900) light and phone width (390×844)
// dark, each checked by axe and photographed to /tmp/shots-billing/; then Acme's billing admin
// reads last month's invoice as a PDF, adds a card on the hosted payment page (a wrong number
// first), and makes it the default.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { type SIZES, shootAndCheck, signIn } from './support/browser';
import { ownServerWalk } from './support/ownWalk';

const shots = '/tmp/shots-billing';
const billing = demo('billing admin');

const walk = ownServerWalk(shots);

async function signedIn(size: keyof typeof SIZES, scheme: 'light' | 'dark'): Promise<Page> {
  const page = await walk.freshPage(size, scheme, { acceptDownloads: true });
  await signIn(page, billing.loginName, billing.password, walk.baseUrl);
  await page.waitForURL(/#\/management\/m\/\w+$/);
  return page;
}

const go = (page: Page, name: string) => page.goto(`${walk.baseUrl}/#/management/m/${name}`);

const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`billing in Chromium, ${size} ${scheme}`, () => {
    it('the summary, the invoices, an invoice, the payment methods and the card page pass axe', async () => {
      const page = await signedIn(size, scheme);
      const shoot = (name: string) => shootAndCheck(page, shots, `${size}-${scheme}-${name}`);
      await go(page, 'billing');
      await expect.poll(() => page.getByRole('table', { name: 'Usage this period' }).count()).toBe(1);
      await expect
        .poll(() => page.getByRole('table', { name: 'Debit memos' }).getByRole('row').count())
        .toBe(3);
      await shoot('summary');
      await go(page, 'invoices');
      const table = page.getByRole('table', { name: 'Invoices (12)' });
      await expect.poll(() => table.count()).toBe(1);
      await shoot('invoices');
      await table.getByRole('link').first().click();
      await expect.poll(() => page.getByRole('table', { name: 'Invoice lines' }).count()).toBe(1);
      await shoot('invoice');
      await go(page, 'paymentMethods');
      await expect.poll(() => page.getByRole('table', { name: /^Payment methods/ }).count()).toBe(1);
      await shoot('payment-methods');
      await page.getByRole('button', { name: 'Add a card' }).click();
      await page.waitForURL(/\/svc\/billing\/pay\//);
      await expect.poll(() => page.getByRole('heading', { name: 'Add a card' }).count()).toBe(1);
      await shoot('card-page');
    });
  });
}

describe('billing in Chromium, the walk', () => {
  it('BILL-04 last month’s invoice as a PDF, a card added on the hosted payment page, made the default', async () => {
    const page = await signedIn('desktop', 'light');
    // Neither the portal's pages nor the card page (no script at all) raise a CSP violation.
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    // Invoices is in the menu, under Billing.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    const table = page.getByRole('table', { name: 'Invoices (12)' });
    await expect.poll(() => table.count()).toBe(1);
    // The newest invoice is last month's.
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    const number = (await table.getByRole('link').first().innerText()).trim();
    expect(number.endsWith(lastMonth.toISOString().slice(0, 7).replace('-', ''))).toBe(true);
    await table.getByRole('link', { name: number }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).count())
      .toBe(1);
    const total = (
      await page.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]').innerText()
    ).trim();
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/invoices/${number}/pdf`)),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = readFileSync((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);

    // A card on the hosted payment page: a wrong number first, then a good one.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payment methods' })
      .click();
    const methods = page.getByRole('table', { name: /^Payment methods/ });
    await expect.poll(() => methods.getByText('Visa ending 4242').count()).toBe(1);
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.waitForURL(/\/svc\/billing\/pay\//);
    const year = String(new Date().getUTCFullYear() + 3);
    await page.getByLabel('Card number').fill('5555 5555 5555 4445');
    await page.getByLabel('Expiry year').selectOption(year);
    await page.getByLabel('Name on the card').fill('Avery Chen');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect.poll(() => page.getByText('This card number is not valid').count()).toBe(1);
    await shootAndCheck(page, shots, 'walk-card-refused');
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect.poll(() => page.getByText('Mastercard ending 4444 is now a payment method').count()).toBe(1);
    await shootAndCheck(page, shots, 'walk-card-saved');
    await page.getByRole('link', { name: 'Back to payment methods' }).click();

    // Back in the portal: the new card is listed, then made the default.
    const mastercard = methods.getByRole('row').filter({ hasText: 'Mastercard ending 4444' });
    await expect.poll(() => mastercard.count()).toBe(1);
    expect(await mastercard.getByText('Default', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Make default: Mastercard ending 4444' }).click();
    await expect
      .poll(() => page.getByText('Mastercard ending 4444 is now the default payment method.').count())
      .toBe(1);
    await expect.poll(() => mastercard.getByText('Default', { exact: true }).count()).toBe(1);
    expect(
      await methods
        .getByRole('row')
        .filter({ hasText: 'Visa ending 4242' })
        .getByText('Default', { exact: true })
        .count(),
    ).toBe(0);
    await shootAndCheck(page, shots, 'walk-default');
    expect(cspViolations).toEqual([]);
  });
});
