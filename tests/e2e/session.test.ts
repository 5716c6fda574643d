// Sessions in Chromium: the expiry warning (brought on by the page's clock), "Stay signed in" and
// the clean sign-out at expiry (AUTH-09, AUTH-12) on a server with a 16-second session; sign-out across tabs; and sign-in
// through single sign-on with PKCE end to end (AUTH-07).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, signIn } from './support/browser';
import { type OwnServer, startOwnServer } from './support/ownServer';

let browser: Browser;
const shots = 'tests/e2e/screenshots';
const admin = demo('account administrator');

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

async function signInAt(page: Page, base: string) {
  await signIn(page, admin.loginName, admin.password, base);
  await page.waitForURL(/#\/management\/m\/dashboard$/);
}

const warningDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to end' });

describe('session expiry in Chromium (short session)', () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer({ SESSION_LIFETIME: '16', SESSION_WARNING_SECONDS: '8' });
  });
  afterAll(() => server?.stop());

  it('AUTH-09 AUTH-12 warns before expiry, "Stay signed in" keeps the session, and at expiry the user lands on /logout', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // The page's clock is the test's until the warning: it is moved to either side of the
      // moment the warning is due (8 seconds before the expiry the platform named).
      await page.clock.install();
      await signInAt(page, server.baseUrl);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('switchboard.sessionExpiry')))
        .not.toBeNull();
      const stored = await page.evaluate(() => localStorage.getItem('switchboard.sessionExpiry'));
      const expiresAt = Date.parse(stored ?? '');
      await page.clock.pauseAt(expiresAt - 8_000 - 500);
      expect(await warningDialog(page).count()).toBe(0);
      await page.clock.pauseAt(expiresAt - 8_000 + 500);
      await warningDialog(page).waitFor({ state: 'visible' });
      // What the person reads: the seconds left, from the platform's expiry.
      expect(await warningDialog(page).textContent()).toMatch(/signed out in [78] seconds/);
      // From here the page's clock is the platform's again: the session is renewed in real time.
      await page.clock.setSystemTime(Date.now());
      await page.clock.resume();
      await page.screenshot({ path: `${shots}/session-expiry-warning.png` });

      await page.getByRole('button', { name: 'Stay signed in' }).click();
      await warningDialog(page).waitFor({ state: 'hidden', timeout: 5_000 });
      // The dialog closes once the keep-alive answers; the new expiry is read and stored just
      // after: wait for it rather than race it.
      await expect
        .poll(async () =>
          Date.parse((await page.evaluate(() => localStorage.getItem('switchboard.sessionExpiry'))) ?? ''),
        )
        .toBeGreaterThan(Date.parse(stored ?? ''));
      expect(page.url()).toMatch(/#\/management\/m\/dashboard$/);

      // Left alone: warned again, then signed out cleanly.
      await warningDialog(page).waitFor({ state: 'visible', timeout: 15_000 });
      await page.waitForURL(/#\/logout$/, { timeout: 15_000 });
      await expect
        .poll(() => page.getByText('Your session has expired. Please sign in again.').count())
        .toBe(1);
      // Gone for good: a reload does not bring the session back.
      await page.goto(`${server.baseUrl}/#/management/m/dashboard`);
      await page.waitForURL(/#\/login$/);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('tabs share one session', () => {
  it('AUTH-12 signing out in one tab signs out the other', async () => {
    const context = await browser.newContext();
    try {
      const first = await context.newPage();
      await signInAt(first, baseUrl());
      const second = await context.newPage();
      // The second tab resumes the same session from the refresh cookie.
      await second.goto(`${baseUrl()}/#/management/m/dashboard`);
      await second.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await first.getByRole('button', { name: 'Sign out' }).click();
      await first.waitForURL(/#\/login$/);
      await second.waitForURL(/#\/login$/);
      await second.getByText('You signed out in another tab.').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('single sign-on in Chromium', () => {
  it('AUTH-07 signs in through the identity provider with PKCE and lands on the dashboard', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/#/login`);
      await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
      await page.waitForURL(/\/svc\/auth\/oauth2\/authorize\?/);
      const authorize = new URL(page.url());
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      // The verifier stays in this tab's sessionStorage, and is not sent to the authorize page.
      expect(page.url()).not.toMatch(/verifier/);
      await page.getByLabel('Login name').fill(admin.loginName);
      await page.getByLabel('Password').fill(admin.password);
      await page.screenshot({ path: `${shots}/sso-sign-in.png` });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/#\/management\/m\/dashboard$/, { timeout: 20_000 });
      await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);
      // The code does not linger in the address bar, nor the round trip in storage.
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => sessionStorage.getItem('switchboard.sso'))).toBeNull();
      // A reload keeps the session, as after a password sign-in.
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
