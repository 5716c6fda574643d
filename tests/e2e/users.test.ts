// The users area in Chromium, as an account administrator: a taken login name is explained,
// a room user is created, an invalid mobile is explained, and a CSV of 200 users with 3 bad
// rows imports 197 and reports 3 with their reasons.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, signIn } from './support/browser';
import { apiGet, apiToken } from './support/platformApi';

let browser: Browser;
let page: Page;
const shots = 'tests/e2e/screenshots';
const admin = demo('account administrator');

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
  await signIn(page, admin.loginName, admin.password);
  await page.waitForURL(/#\/management\/m\/dashboard$/);
});
afterEach(() => page.context().close());

const openNewUser = async () => {
  await page.goto(`${baseUrl()}/#/management/m/users/new`);
  await expect.poll(() => page.getByRole('heading', { name: 'Add user' }).count()).toBe(1);
};

describe('users in Chromium', () => {
  it('USER-04 a taken login name is explained while typing and the user is not created', async () => {
    await openNewUser();
    await page.getByLabel('First name').fill('Dup');
    await page.getByLabel('Last name').fill('Licate');
    await page.getByLabel('E-mail', { exact: true }).fill('dup@acme.example');
    await page.getByLabel('Login name').fill(admin.loginName.toUpperCase());
    await expect
      .poll(() => page.getByText('This login name is already taken. Choose another.').count(), {
        timeout: 5000,
      })
      .toBe(1);
    // Every call the page makes from the click on: a create (or a check before one) would show here.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/svc/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.getByRole('button', { name: 'Create user' }).click();
    // What the person sees: still the form, the reason still under the login name.
    await expect
      .poll(() => page.getByText('This login name is already taken. Choose another.').count())
      .toBe(1);
    expect(new URL(page.url()).hash).toBe('#/management/m/users/new');
    // What the platform holds: no such user (the list is read through the API, not the page).
    const token = await apiToken(admin.loginName, admin.password);
    const self = await apiGet<{ account_id: number }>(token, '/svc/users/v3/users/self');
    const found = await apiGet<{ total: number }>(
      token,
      `/svc/ucaas/api/ucaas/account/${self.account_id}/userKeywordSearch?keyword=dup%40acme.example`,
    );
    expect(found.total).toBe(0);
    expect(calls).toEqual([]);
    await page.screenshot({ path: `${shots}/user-login-taken.png`, fullPage: true });
  });

  it('USER-02 a room user is created, shown as a room user and never with the marker', async () => {
    await openNewUser();
    await page.getByLabel('First name').fill('Boardroom');
    await page.getByLabel('Last name').fill('North');
    await page.getByLabel('E-mail', { exact: true }).fill('boardroom.north@acme.example');
    await page.getByLabel('Login name').fill('boardroom.north@acme.example');
    await page.getByLabel('Room user (a meeting room or shared space)').check();
    await expect
      .poll(() => page.getByText('This login name is available.').count(), { timeout: 5000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL(/#\/management\/m\/users\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Boardroom North' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Room user', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.content()).not.toContain('-room-');
    await page.screenshot({ path: `${shots}/user-room.png`, fullPage: true });
  });

  it('PHONE-01 USER-06 an invalid mobile is explained in plain words', async () => {
    await openNewUser();
    await page.getByLabel('Mobile').fill('12');
    await page.getByLabel('Mobile').blur();
    await expect.poll(() => page.getByText('This number is too short.').count()).toBe(1);
    await page.getByLabel('Mobile').fill('+1 415 555 2671');
    await page.getByLabel('Mobile').blur();
    await expect.poll(() => page.getByLabel('Mobile').inputValue()).toBe('+1 415 555 2671');
    await expect.poll(() => page.getByText('This number is too short.').count()).toBe(0);
    await page.screenshot({ path: `${shots}/user-invalid-mobile.png`, fullPage: true });
  });

  it('USER-08 a CSV of 200 users with 3 bad rows imports 197 and reports 3 with their reasons', async () => {
    const lines = ['firstName,lastName,email,loginName,extension,mobile,userType'];
    for (let i = 1; i <= 200; i++) {
      const login = i === 150 ? admin.loginName : `import.${i}@acme.example`;
      const email = i === 50 ? 'not-an-email' : `import.${i}@acme.example`;
      const mobile = i === 100 ? '12' : '';
      lines.push(`Person,Number ${i},${email},${login},,${mobile},END_USER`);
    }
    await page.goto(`${baseUrl()}/#/management/m/users/import`);
    await page.setInputFiles('input[type=file]', {
      name: 'users.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    await expect
      .poll(() => page.getByText(/198 rows are ready to import, 2 rows have problems/).count())
      .toBe(1);
    await page.screenshot({ path: `${shots}/import-preview.png`, fullPage: true });
    await page.getByRole('button', { name: 'Import 198 users' }).click();
    await expect.poll(() => page.getByText('197 created, 3 reported.').count(), { timeout: 30_000 }).toBe(1);
    const failed = page.getByRole('table', { name: 'Rows not processed' });
    await expect.poll(() => failed.getByRole('row').count()).toBe(4);
    const text = await failed.textContent();
    expect(text).toMatch(/50.*E-mail/);
    expect(text).toMatch(/100.*Mobile: This number is too short/);
    expect(text).toMatch(/150.*already taken/);
    await page.screenshot({ path: `${shots}/import-result.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the results (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('users-import-results.csv');
    // The users table shows them, read page by page from the server.
    await page.goto(`${baseUrl()}/#/management/m/users`);
    await page.getByLabel('Search users').fill('import.19');
    await expect.poll(() => page.getByText('11 users').count(), { timeout: 5000 }).toBe(1);
    await expect.poll(() => page.getByText('import.199@acme.example').count()).toBeGreaterThan(0);
  });

  it('USER-07 ROLE-06 extensions list every type; the account super user’s extension offers no change to an administrator', async () => {
    await page.goto(`${baseUrl()}/#/management/m/extensions`);
    const table = page.getByRole('table', { name: 'Extensions' });
    for (const t of [
      'Auto Attendant',
      'Call Queue',
      'Call Group',
      'Page Group',
      'FAX',
      'Conference',
      'Virtual Extension',
    ]) {
      await page.getByLabel('Type').selectOption(t);
      await expect.poll(() => table.getByRole('cell', { name: t, exact: true }).count()).toBeGreaterThan(0);
    }
    await page.getByLabel('Type').selectOption('Extension');
    await page.screenshot({ path: `${shots}/extensions.png`, fullPage: true });
    const superUser = demo('account super user');
    // Demo extensions are 101 + the user's place: the account super user has 101, the end user 108.
    await page.getByLabel('Search extensions').fill('101');
    await table.getByRole('link', { name: superUser.loginName, exact: true }).click();
    await page
      .getByRole('link', { name: /^Extension \d+$/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByText('Your role may view this extension but not change it.').count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Save extension' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/#/management/m/extensions`);
    await page.getByLabel('Search extensions').fill('108');
    await table.getByRole('link', { name: 'user@acme.example', exact: true }).click();
    await page
      .getByRole('link', { name: /^Extension \d+$/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('button', { name: 'Save extension' }).count()).toBe(1);
  });

  it('USER-08 the welcome e-mail is resent to the selected users as a bulk task', async () => {
    await page.goto(`${baseUrl()}/#/management/m/users`);
    await page.getByLabel('Search users').fill('import.19');
    await expect.poll(() => page.getByText('11 users').count(), { timeout: 5000 }).toBe(1);
    await page.getByRole('checkbox', { name: 'Select Person Number 190' }).check();
    await page.getByRole('checkbox', { name: 'Select Person Number 191' }).check();
    await page.getByRole('button', { name: 'Resend welcome e-mail (2)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Resend the welcome e-mail' });
    await dialog.getByRole('button', { name: 'Send e-mails' }).click();
    await expect.poll(() => dialog.getByText('2 e-mailed, 0 reported.').count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: `${shots}/bulk-welcome.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('USER-08 deleting a user asks first, says what goes with them, and removes them', async () => {
    await page.goto(`${baseUrl()}/#/management/m/users`);
    await page.getByLabel('Search users').fill('boardroom.north');
    await page.getByRole('link', { name: 'Boardroom North' }).click();
    await page.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Boardroom North?' });
    await expect.poll(() => dialog.getByText(/^\d+ extensions?$/).count()).toBe(1);
    await page.screenshot({ path: `${shots}/user-delete.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await page.waitForURL(/#\/management\/m\/users$/);
    await page.getByLabel('Search users').fill('boardroom.north');
    await expect
      .poll(() => page.getByText('No users match “boardroom.north”.').count(), { timeout: 5000 })
      .toBe(1);
  });
});
