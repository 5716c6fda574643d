import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { shootAndCheck, signIn } from './support/browser';
import { ownServerWalk } from './support/ownWalk';

const shots = '/tmp/shots-account-status';
const partner = demo('partner super user');
const billing = demo('billing admin');
const admin = demo('account administrator');
const ACME = 10;

const walk = ownServerWalk(shots);

const freshPage = walk.freshPage;

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);

describe('account status in Chromium, the walk', () => {
  it('BILL-02 BILL-05 ROLE-08 schedule and cancel a suspension, see the fee before confirming, a suspended account’s banner and closed store', async () => {
    // 1. The partner schedules a suspension for its child Acme, from Acme's account page.
    let page = await freshPage('desktop', 'light');
    await signIn(page, partner.loginName, partner.password, walk.baseUrl);
    await page.waitForURL(/#\/management\/m\/\w+$/);
    await page.goto(`${walk.baseUrl}/#/management/m/account/${ACME}`);
    await seen(page, 'No status change is scheduled.');
    await page.getByRole('link', { name: 'Account status and services' }).click();
    await page.waitForURL(new RegExp(`accountStatus/${ACME}$`));
    const status = page.getByRole('region', { name: 'Change the status' });
    await expect.poll(() => status.count()).toBe(1);
    await status.getByLabel('New status').selectOption('Suspended');
    await status.getByLabel('When').selectOption('date');
    await status.getByRole('textbox', { name: 'Date' }).fill(dayIn(3));
    await status.getByRole('textbox', { name: 'Reason (optional)' }).fill('Invoices unpaid');
    await status.getByRole('button', { name: 'Schedule the change' }).click();
    await seen(page, /Status change scheduled/);
    await shootAndCheck(page, shots, 'desktop-light-scheduled');

    // 2. It shows on the account page until it applies.
    await page.goto(`${walk.baseUrl}/#/management/m/account/${ACME}`);
    await seen(page, /Scheduled: Active → Suspended on/);
    await shootAndCheck(page, shots, 'desktop-light-account-page');

    // 3. Cancelled: it will not happen.
    await page.getByRole('link', { name: 'Account status and services' }).click();
    await page.getByRole('button', { name: 'Cancel the scheduled change' }).click();
    const withdraw = page.getByRole('alertdialog', { name: 'Cancel the scheduled change?' });
    await expect.poll(() => withdraw.count()).toBe(1);
    await shootAndCheck(page, shots, 'desktop-light-withdraw-dialog', false);
    await withdraw.getByRole('button', { name: 'Cancel the change' }).click();
    await seen(page, 'No status change is scheduled.');

    // 4. Acme's billing admin starts a cancellation: the fee shows before any confirmation.
    page = await freshPage('desktop', 'dark');
    await signIn(page, billing.loginName, billing.password, walk.baseUrl);
    await page.waitForURL(/#\/management\/m\/\w+$/);
    await page.getByRole('link', { name: 'Account status' }).first().click();
    await page.waitForURL(/accountStatus$/);
    const cancel = page.getByRole('heading', { name: 'Cancel the account' });
    await expect.poll(() => cancel.count()).toBe(1);
    await page.getByLabel('Reason', { exact: true }).selectOption('SWITCHING_PROVIDER');
    await page.getByRole('textbox', { name: 'Cancellation date' }).fill(dayIn(30));
    await page.getByRole('button', { name: 'Review the fee' }).click();
    const fee = page.getByRole('region', { name: 'Early-termination fee' });
    await expect.poll(() => fee.count()).toBe(1);
    const feeText = (await fee.locator('strong').first().innerText()).trim();
    expect(feeText).toMatch(/^\$[\d,]+\.\d{2}$/);
    await shootAndCheck(page, shots, 'desktop-dark-fee');
    await page.getByRole('button', { name: 'Cancel the account…' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Cancel Acme Corporation on/ });
    await expect.poll(() => confirm.count()).toBe(1);
    expect(await confirm.innerText()).toContain(feeText);
    await shootAndCheck(page, shots, 'desktop-dark-confirm-cancellation', false);
    await confirm.getByRole('button', { name: 'Cancel the account' }).click();
    await seen(page, /Cancellation scheduled/);
    // Withdrawn again: the account stays.
    await page.getByRole('button', { name: 'Cancel the scheduled change' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the change' }).click();
    await seen(page, 'No status change is scheduled.');

    // 5. The partner suspends Acme now.
    page = await freshPage('phone', 'light');
    await signIn(page, partner.loginName, partner.password, walk.baseUrl);
    await page.waitForURL(/#\/management\/m\/\w+$/);
    await page.goto(`${walk.baseUrl}/#/management/m/accountStatus/${ACME}`);
    const form = page.getByRole('region', { name: 'Change the status' });
    await expect.poll(() => form.count()).toBe(1);
    await form.getByLabel('New status').selectOption('Suspended');
    await form.getByLabel('When').selectOption('now');
    await form.getByRole('button', { name: 'Change the status now' }).click();
    const now = page.getByRole('alertdialog', { name: /Make Acme Corporation Suspended now/ });
    await expect.poll(() => now.count()).toBe(1);
    await shootAndCheck(page, shots, 'phone-light-suspend-now', false);
    await now.getByRole('button', { name: 'Make it Suspended' }).click();
    await expect.poll(() => now.count()).toBe(0);
    await shootAndCheck(page, shots, 'phone-light-suspended');

    // 6. Acme's administrator: the banner on every page, and the store refused.
    page = await freshPage('phone', 'dark');
    await signIn(page, admin.loginName, admin.password, walk.baseUrl);
    await page.waitForURL(/#\/management\/m\/\w+$/);
    const banner = page.getByRole('region', { name: 'Account status' });
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.innerText()).toMatch(/This account is suspended[\s\S]*contact Bluebird Telecom/);
    await shootAndCheck(page, shots, 'phone-dark-banner');
    await page.goto(`${walk.baseUrl}/#/management/m/store`);
    await seen(page, /Store is not available while this account is suspended/);
    expect(await banner.count()).toBe(1);
    await shootAndCheck(page, shots, 'phone-dark-store-refused');
  }, 240_000);
});
