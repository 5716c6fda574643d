// Billing in Chromium (issue 22, BILL-04; decisions 0113, 0120), on a server of its own (the walk
// adds, edits and deletes Acme's cards): the Billing summary, Invoices, one invoice, Payment
// methods (with the edit dialog) and the hosted payment page at desktop (1400×900) and phone
// width (390×844), light and dark, each checked by axe and photographed to /tmp/shots-billing/;
// then Acme's billing admin
// reads last month's invoice as a PDF, adds a card on the hosted payment page (a wrong number
// first), makes it the default, edits its expiry with the keyboard (a wrong month first) and
// deletes the other card after a confirmation that names it.
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
  ['desktop', 'dark'],
  ['phone', 'light'],
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
      await page.getByRole('button', { name: 'Edit Visa ending 4242' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Visa ending 4242' });
      await expect.poll(() => edit.count()).toBe(1);
      await edit.getByRole('textbox', { name: /Expiry month/ }).fill('0');
      await edit.getByRole('button', { name: 'Save card' }).click();
      await expect.poll(() => edit.getByText('Choose the expiry month (1 to 12).').count()).toBe(1);
      await shoot('payment-method-edit');
      await page.keyboard.press('Escape');
      await expect.poll(() => edit.count()).toBe(0);
      await page.getByRole('button', { name: 'Add a card' }).click();
      await page.waitForURL(/\/svc\/billing\/pay\//);
      await expect.poll(() => page.getByRole('heading', { name: 'Add a card' }).count()).toBe(1);
      await shoot('card-page');
    });
  });
}

describe('billing in Chromium, the walk', () => {
  it('BILL-04 last month’s invoice as a PDF, a card added on the hosted payment page, made the default, its expiry edited; the old card deleted', async () => {
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

    // The new card's expiry edited with the keyboard: a month that does not exist, then a good one.
    await page.getByRole('button', { name: 'Edit Mastercard ending 4444' }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Mastercard ending 4444' });
    await expect.poll(() => edit.count()).toBe(1);
    const month = edit.getByRole('textbox', { name: /Expiry month/ });
    await month.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('13');
    await page.keyboard.press('Enter');
    await expect.poll(() => edit.getByText('Choose the expiry month (1 to 12).').count()).toBe(1);
    expect(await month.getAttribute('aria-invalid')).toBe('true');
    await shootAndCheck(page, shots, 'walk-edit-refused');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Mastercard ending 4444 was saved.').count()).toBe(1);
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => mastercard.getByText(`12/${year}`).count()).toBe(1);
    await shootAndCheck(page, shots, 'walk-edit-saved');

    // The old card, no longer the default, deleted after a confirmation that names it.
    await page.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Visa ending 4242?' });
    await expect.poll(() => confirm.count()).toBe(1);
    await shootAndCheck(page, shots, 'walk-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    await expect.poll(() => page.getByText('Visa ending 4242 was deleted.').count()).toBe(1);
    await expect.poll(() => methods.getByText('Visa ending 4242').count()).toBe(0);
    await expect.poll(() => page.getByRole('table', { name: 'Payment methods (1)' }).count()).toBe(1);
    await shootAndCheck(page, shots, 'walk-deleted');
    expect(cspViolations).toEqual([]);
  });
});
