// Debian's Chromium through playwright-core: no browser download, loopback only.
// (playwright-core gives every launch a fresh, empty profile of its own.)
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function signIn(page: Page, loginName: string, password: string) {
  await page.goto(`${baseUrl()}/#/login`);
  await page.getByLabel('Login name').fill(loginName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What the page's error blocks show: a walk asserts none where it asked for no failure. */
export const errorBlockTexts = (page: Page) =>
  page.locator('[data-error-slot]:not([hidden])').allInnerTexts();
