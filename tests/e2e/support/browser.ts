// Debian's Chromium through playwright-core: no browser download, loopback only.
// (playwright-core gives every launch a fresh, empty profile of its own.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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

/** Signs in on the shared server, or on `base` (a test file's own server). */
export async function signIn(page: Page, loginName: string, password: string, base = baseUrl()) {
  await page.goto(`${base}/#/login`);
  await page.getByLabel('Login name').fill(loginName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What the page's error blocks show: a walk asserts none where it asked for no failure. */
export const errorBlockTexts = (page: Page) =>
  page.locator('[data-error-slot]:not([hidden])').allInnerTexts();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2.1 A/AA) on the whole page once it has settled: the violations as "rule: targets". */
export async function axeViolations(p: Page): Promise<string[]> {
  await p.waitForLoadState('networkidle');
  await p.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(axeSource);
  return p.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(
      { include: [document], exclude: [['[data-live-announcer]']] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    );
    return result.violations.map(
      (v: { id: string; nodes: { target: unknown }[] }) =>
        `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`,
    );
  });
}

/** The two widths every area is photographed at: a desktop and a phone. */
export const SIZES = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Once the page's animations have ended: a photograph of a half-drawn dialog shows nothing. */
export const settleAnimations = (p: Page) =>
  p.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

/**
 * A screen as a walk checks it: photographed to `dir/name.png` once settled, with no axe violation
 * and nothing in the page's error block that the walk did not ask for.
 */
export async function shootAndCheck(p: Page, dir: string, name: string, fullPage = true) {
  await settleAnimations(p);
  await p.screenshot({ path: `${dir}/${name}.png`, fullPage });
  expect(await axeViolations(p), name).toEqual([]);
  expect(await errorBlockTexts(p), name).toEqual([]);
}
