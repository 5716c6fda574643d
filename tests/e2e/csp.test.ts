// The portal under its Content-Security-Policy in Chromium: signing in and opening the users list
// raise no CSP violation (scripts, styles and connections all come from the portal's origin).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, signIn } from './support/browser';

let browser: Browser;
let page: Page;
const violations: string[] = [];
const admin = demo('account administrator');

beforeAll(async () => {
  browser = await launch();
  page = await (await browser.newContext()).newPage();
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  // Violations also reach the page as events, whatever the console shows.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      ),
    );
  });
});
afterAll(() => browser?.close());

describe('the portal under its Content-Security-Policy', () => {
  it('signing in and opening the users list raise no CSP violation', async () => {
    const res = await page.goto(`${baseUrl()}/#/login`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.goto(`${baseUrl()}/#/management/m/users`);
    await expect.poll(() => page.getByRole('table').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(violations).toEqual([]);
  });
});
