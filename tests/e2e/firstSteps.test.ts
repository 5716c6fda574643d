// A new administrator's first steps in Chromium, as one walk: a refused sign-in and an empty
// submit, the Add user form's errors following the fields, a taken extension, the room marker,
// an extension that is not in the account, a provider's "New window" on another account, the
// tab's title, the menu on a phone-sized screen, and the API reference from the header. Every
// wait is for what a person would see.
// Screenshots (light and dark, desktop and phone width) go to /tmp/defects-shots/.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, signIn } from './support/browser';

const shots = '/tmp/defects-shots';
const admin = demo('account administrator');
const provider = demo('provider super user');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { level: 1, name, exact: true }).count()).toBe(1);
const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).isVisible());
const gone = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBe(0);
const open = async (page: Page, hash: string, title: string) => {
  await page.goto(`${baseUrl()}/#${hash}`);
  await heading(page, title);
};

describe('first steps in Chromium', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`AUTH-01 USER-02 USER-04 ERR-03 ROLE-07 the walk of a new administrator (${colorScheme})`, async () => {
      const context: BrowserContext = await browser.newContext({ colorScheme, viewport: DESKTOP });
      const page = await context.newPage();
      try {
        // ---- sign-in: a refusal, then an empty submit shows only what to enter (defect 5) ----
        await page.goto(`${baseUrl()}/#/login`);
        await expect.poll(() => page.title()).toBe('Sign in · Switchboard');
        await page.getByLabel('Login name').fill(admin.loginName);
        await page.getByLabel('Password', { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        const refusal = page.getByRole('alert').filter({ hasText: /incorrect/i });
        await expect.poll(() => refusal.count()).toBe(1);
        await page.getByLabel('Login name').fill('');
        await page.getByLabel('Password', { exact: true }).fill('');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await visible(page, 'Enter your login name.').toBe(true);
        await expect.poll(() => refusal.count()).toBe(0);
        await shot(page, `signin-empty-after-refusal-${colorScheme}`);

        await signIn(page, admin.loginName, admin.password);
        await page.waitForURL(/#\/management\/m\/dashboard$/);
        await expect.poll(() => page.title()).toBe('Dashboard · Switchboard');
        await shot(page, `dashboard-desktop-${colorScheme}`);

        // ---- Add user: errors follow the fields (defect 1), a taken extension (defect 2) ----
        await open(page, '/management/m/users/new', 'Add user');
        await expect.poll(() => page.title()).toBe('Users · Switchboard');
        const create = page.getByRole('button', { name: 'Create user' });
        await create.click();
        await visible(page, 'Enter a first name.').toBe(true);
        await visible(page, 'Enter a login name.').toBe(true);
        const login = `first.steps.${colorScheme}@acme.example`;
        await page.getByLabel('First name').fill('Ada');
        await gone(page, 'Enter a first name.');
        await page.getByLabel('Last name').fill('Lovelace');
        await page.getByLabel('E-mail', { exact: true }).fill(login);
        await page.getByLabel('Login name').fill(login);
        await visible(page, 'This login name is available.').toBe(true);
        await gone(page, 'Enter a login name.');
        await page.getByLabel('Mobile').fill('abc-12');
        await create.click();
        await expect.poll(() => page.getByLabel('Mobile').getAttribute('aria-invalid')).toBe('true');
        for (const text of ['Enter a first name.', 'Enter a last name.', 'Enter a login name.'])
          await gone(page, text);
        await shot(page, `add-user-errors-${colorScheme}`);
        await page.getByLabel('Mobile').fill('');
        await page.getByLabel('Extension number').fill('101');
        await create.click();
        await visible(page, 'Extension 101 is already in use.').toBe(true);
        await gone(page, 'The platform answered 500');
        await shot(page, `add-user-extension-taken-${colorScheme}`);
        await page.getByLabel('Extension number').fill('');
        await gone(page, 'Extension 101 is already in use.');
        await create.click();
        await page.waitForURL(/#\/management\/m\/users\/\d+$/);
        await heading(page, 'Ada Lovelace');

        // ---- the room marker is nowhere (defect 3); extensions in numeric order (defect 4) ----
        await open(page, '/management/m/userSummaryReport', 'User summary report');
        await expect
          .poll(() => page.getByRole('cell', { name: 'Main Boardroom', exact: true }).count())
          .toBe(1);
        expect(await page.locator('main').textContent()).not.toContain('-room-');
        await shot(page, `user-summary-${colorScheme}`);
        await open(page, '/management/m/extensions', 'Extensions');
        const numbers = page.locator('main tbody tr td:first-child');
        await expect.poll(() => numbers.count()).toBeGreaterThan(10);
        await expect.poll(() => page.getByText('Main Boardroom', { exact: true }).count()).toBe(1);
        expect(await page.locator('main').textContent()).not.toContain('-room-');
        const shown = (await numbers.allTextContents()).map(Number);
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        await shot(page, `extensions-${colorScheme}`);

        // ---- an extension of the account: its field error goes when the number is put back ----
        // 108 is an end user's: the account administrator may change it (ROLE-06).
        await page.getByRole('link', { name: '108', exact: true }).click();
        await heading(page, 'Extension 108');
        const number = page.getByRole('textbox', { name: 'Extension number' });
        await number.fill('101');
        await page.getByRole('button', { name: 'Save extension' }).click();
        await visible(page, 'Extension 101 is already in use.').toBe(true);
        await number.fill('108');
        await gone(page, 'Extension 101 is already in use.');
        await shot(page, `extension-error-gone-${colorScheme}`);

        // ---- an extension not in the account (defect 6) ----
        await open(page, '/management/m/extensions/25', 'Extension not found');
        const dialog = page.getByRole('alertdialog', { name: 'Not found' });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        expect(await dialog.textContent()).toContain('404 (not found)');
        // The dialog fades in: the picture is taken once it has.
        await expect.poll(() => page.locator('[data-entering]').count()).toBe(0);
        await shot(page, `extension-not-found-dialog-${colorScheme}`);
        await page.getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => dialog.count()).toBe(0);
        await page.getByRole('link', { name: 'Back to extensions' }).click();
        await heading(page, 'Extensions');
        // Opened again, the dialog goes by itself when the address changes.
        await open(page, '/management/m/extensions/25', 'Extension not found');
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await page.evaluate(() => {
          location.hash = '#/management/m/extensions';
        });
        await heading(page, 'Extensions');
        await expect.poll(() => dialog.count()).toBe(0);
        await shot(page, `extensions-after-not-found-${colorScheme}`);

        // ---- a phone-sized screen: the menu folds behind a button ----
        await page.setViewportSize(PHONE);
        await open(page, '/management/m/users', 'Users');
        const menu = page.getByRole('button', { name: 'Menu' });
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect.poll(() => menu.isVisible()).toBe(true);
        await expect.poll(() => nav.isVisible()).toBe(false);
        await shot(page, `users-phone-${colorScheme}`);
        await menu.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
        await expect.poll(() => nav.isVisible()).toBe(true);
        await shot(page, `menu-open-phone-${colorScheme}`);
        await nav.getByRole('link', { name: 'Extensions' }).click();
        await heading(page, 'Extensions');
        await expect.poll(() => nav.isVisible()).toBe(false);
        await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
        await shot(page, `extensions-phone-${colorScheme}`);
        await page.setViewportSize(DESKTOP);
        await expect.poll(() => menu.isVisible()).toBe(false);
        await expect.poll(() => nav.isVisible()).toBe(true);
        await open(page, '/management/m/users', 'Users');
        await expect.poll(() => page.getByRole('link', { name: 'Ada Lovelace' }).count()).toBeGreaterThan(0);
        await shot(page, `users-desktop-${colorScheme}`);
        await open(page, '/management/m/roles', 'Roles and permissions');
        await shot(page, `roles-desktop-${colorScheme}`);

        // ---- the API reference, from the header's Help links: the users create call's body ----
        const help = page.getByRole('banner').getByRole('navigation', { name: 'Help' });
        await help.getByRole('link', { name: 'API reference' }).click();
        await page.waitForURL(/#\/management\/m\/api-docs$/);
        await heading(page, 'API reference');
        await expect.poll(() => page.title()).toBe('API reference · Switchboard');
        const createUser = page.getByRole('article', {
          name: 'POST /svc/ucaas/api/ucaas/account/{accountId}/users',
          exact: true,
        });
        await expect.poll(() => createUser.count()).toBe(1);
        await page.getByRole('searchbox', { name: 'Filter operations' }).fill('create:users');
        await visible(page, 'Add a user to the account').toBe(true);
        const body = createUser.getByRole('table', { name: 'Body: UserCreate (application/json)' });
        await expect.poll(() => body.getByText('firstName', { exact: true }).count()).toBe(1);
        await shot(page, `api-reference-desktop-${colorScheme}`);
        await page.setViewportSize(PHONE);
        await shot(page, `api-reference-phone-${colorScheme}`);
        await page.setViewportSize(DESKTOP);
      } finally {
        await context.close();
      }
    });
  }

  it('ROLE-03 ROLE-07 a provider acting on Acme opens Britannia’s "New window": the header names Britannia', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signIn(page, provider.loginName, provider.password);
      await page.waitForURL(/#\/management\/m\/searchAccount$/);
      const find = async (query: string) => {
        await page.getByRole('textbox', { name: 'Find an account' }).fill(query);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
      };
      await find('Britannia');
      const newWindow = page.getByRole('link', { name: 'Open Britannia Trading Ltd in a new window' });
      await expect.poll(() => newWindow.count()).toBe(1);
      const href = (await newWindow.getAttribute('href'))!;
      await find('admin@acme.example');
      await page.getByRole('button', { name: 'Switch to Acme Corporation' }).click();
      await page.waitForURL(/#\/management\/m\/dashboard$/);
      await expect
        .poll(() => page.getByRole('banner').textContent())
        .toContain('Acting on: Acme Corporation');
      // The "New window" link, opened as the browser opens it: a second window of the same session.
      const other = await context.newPage();
      await other.goto(new URL(href, baseUrl()).href);
      await other.waitForURL(/#\/management\/m\/account\/\d+$/);
      await heading(other, 'Britannia Trading Ltd');
      await expect
        .poll(() => other.getByRole('banner').textContent())
        .toContain('Viewing: Britannia Trading Ltd');
      expect(await other.getByRole('banner').textContent()).not.toContain('Acting on: Acme Corporation');
      await expect.poll(() => other.title()).toBe('Account · Switchboard');
      await shot(other, 'provider-new-window-britannia');
    } finally {
      await context.close();
    }
  });

  it('a page whose file cannot be loaded (the portal updated since the window opened) says so, keeps the menus, and offers a reload', async () => {
    for (const [colorScheme, viewport] of [
      ['light', DESKTOP],
      ['dark', PHONE],
    ] as const) {
      const context = await browser.newContext({ colorScheme, viewport });
      const page = await context.newPage();
      try {
        await signIn(page, admin.loginName, admin.password);
        await page.waitForURL(/#\/management\/m\/dashboard$/);
        await heading(page, 'Dashboard');
        // The users page's own file is gone (a deploy in between).
        await page.route(/\/assets\/UsersPage-[^/]+\.js$/, (route) =>
          route.fulfill({ status: 404, body: '' }),
        );
        await page.goto(`${baseUrl()}/#/management/m/users`);
        await expect
          .poll(() =>
            page
              .getByRole('alert')
              .filter({ hasText: 'This part of the portal could not be loaded' })
              .count(),
          )
          .toBe(1);
        expect(await page.getByRole('button', { name: 'Reload the portal' }).count()).toBe(1);
        // The shell is still there: the user can go elsewhere.
        expect(await page.getByRole('banner').count()).toBe(1);
        await shot(page, `page-load-failed-${colorScheme}`);
        // Back on the dashboard the message is gone.
        await page.goto(`${baseUrl()}/#/management/m/dashboard`);
        await heading(page, 'Dashboard');
        expect(await page.getByText('This part of the portal could not be loaded').count()).toBe(0);
      } finally {
        await context.close();
      }
    }
  });
});
