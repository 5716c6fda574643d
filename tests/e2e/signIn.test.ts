// A person signs in: each demo role lands on its page; a wrong password is explained; the
// end user sees their calls; sign-out returns to the sign-in page.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { demo } from '../support/callers';
import { baseUrl, launch, signIn } from './support/browser';

let browser: Browser;
let page: Page;
const shots = 'tests/e2e/screenshots';

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(() => page.context().close());

const hashPath = () => new URL(page.url()).hash.slice(1);

describe('sign-in in Chromium', () => {
  it('ROLE-02 AUTH-01 an account administrator lands on the dashboard with the account and its counts', async () => {
    const admin = demo('account administrator');
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);
    await expect.poll(() => page.getByText(admin.accountName).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Users', { exact: true }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/dashboard.png`, fullPage: true });
  });

  it('ROLE-02 an end user lands on their own calls report with calls in it', async () => {
    const user = demo('end user');
    await signIn(page, user.loginName, user.password);
    await page.waitForURL(/#\/management\/m\/myCallsReport$/);
    await expect.poll(() => page.getByRole('heading', { name: 'My calls' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(5);
    await page.screenshot({ path: `${shots}/my-calls.png`, fullPage: true });
  });

  it('AUTH-01 AUTH-10 a wrong password is explained with the attempts left, and nothing typed is lost', async () => {
    const user = demo('users admin');
    await signIn(page, user.loginName, 'not-my-password');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/incorrect/i);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/4 attempts left/);
    expect(await page.getByLabel('Login name').inputValue()).toBe(user.loginName);
    await page.screenshot({ path: `${shots}/wrong-password.png`, fullPage: true });
  });

  it('AUTH-12 signing out returns to the sign-in page, and the dashboard then asks for sign-in', async () => {
    const admin = demo('account administrator');
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/#\/login$/);
    await expect.poll(() => page.getByText('You have signed out.').count()).toBe(1);
    await page.goto(`${baseUrl()}/#/management/m/dashboard`);
    await page.waitForURL(/#\/login$/);
  });

  it('AUTH-03 a reload keeps the session (refresh cookie), without the token in localStorage', async () => {
    const admin = demo('account administrator');
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/token/i);
  });

  it.each(DEMO_SIGN_INS.map((d) => [d.role, d] as const))(
    'ROLE-02 %s lands on its landing page',
    async (_role, d) => {
      await signIn(page, d.loginName, d.password);
      await page.waitForURL((url) => url.hash === `#${d.landing}`);
      expect(hashPath()).toBe(d.landing);
      await expect.poll(() => page.getByText(d.accountName).first().isVisible()).toBe(true);
    },
  );
});
