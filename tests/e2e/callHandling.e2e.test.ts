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
const heading = (name: string) => page.getByRole('heading', { name, exact: true });

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

      await queues.getByRole('link', { name: 'Support Queue' }).click();
      await expect.poll(() => page.url()).toMatch(/#\/management\/m\/callQueues\/\d+$/);
      await expect.poll(() => heading('Support Queue').count()).toBe(1);
      await expect.poll(() => page.getByRole('table', { name: 'Waiting calls' }).count()).toBe(1);
      await shoot(`${tag}-queue`);

      await open('callGroups');
      await expect.poll(() => heading('Groups').count()).toBe(1);
      await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(1);
      await shoot(`${tag}-groups`);

      await open('callFlows');
      await expect.poll(() => page.getByRole('region', { name: 'Call flow diagram' }).count()).toBe(1);
      await shoot(`${tag}-flows`);

      await open('callSettings');
      await expect.poll(() => heading('Time zone and caller id').count()).toBe(1);
      await shoot(`${tag}-settings`);
    });
  });
}

/** The steps the route tester lists for a call at a local date and time, in words. */
async function route(date: string, time: string, keys = '') {
  const tester = page.getByRole('form', { name: 'Route tester' });
  const steps = page.getByRole('list', { name: 'Steps of the call' });
  const before = (await steps.count()) ? await steps.textContent() : '';
  await tester.getByLabel('Date').fill(date);
  await tester.getByLabel('Time').fill(time);
  await tester.getByLabel('Keys pressed').fill(keys);
  await tester.getByRole('button', { name: 'Test the route' }).click();
  // The answer to this call, not the one before it still on the page.
  await expect
    .poll(async () => ((await steps.count()) ? await steps.textContent() : before))
    .not.toBe(before);
  return (await steps.getByRole('listitem').allTextContents()).join(' | ');
}

describe('call handling in Chromium, the walk', () => {
  it('CALL-03 the route tester shows a Sunday and a Monday 10:00 call taking different paths; a menu greeting is recorded by phone', async () => {
    page = await (await browser.newContext({ viewport: SIZES.desktop, colorScheme: 'light' })).newPage();
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await open('callFlows');
    await expect.poll(() => page.getByRole('form', { name: 'Route tester' }).count()).toBe(1);
    // The seeded main number: Business hours (weekdays 09:00–17:00) → Main Menu, else voicemail.
    const sunday = await route('2026-11-29', '10:00');
    expect(sunday).toMatch(/Schedule Business hours — closed/);
    expect(sunday).not.toMatch(/Main Menu/);
    const monday = await route('2026-11-30', '10:00', '1');
    expect(monday).toMatch(/Schedule Business hours — open/);
    expect(monday).toMatch(/Attendant Main Menu — key 1/);
    expect(monday).toMatch(/Call queue Support Queue/);
    await shoot('walk-route-monday');

    // The menu's greeting, recorded by phone through the recording machine: the platform calls,
    // then (no phone system attached) the recording arrives after a few seconds.
    const menu = await page
      .getByRole('link', { name: /Main Menu/ })
      .first()
      .getAttribute('href');
    expect(menu).toMatch(/callFlows\/attendants\/\d+$/);
    await page.goto(new URL(menu ?? '', page.url()).href);
    await page.getByLabel('Phone number to call').fill('+1 415 555 0142');
    await page.getByRole('button', { name: 'Call me to record' }).click();
    await expect
      .poll(() => page.getByText(/^Calling .*Answer, speak after the tone/).count())
      .toBeGreaterThan(0);
    await shoot('walk-recording-calling');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Recorded' }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('audio[aria-label="Play the menu greeting"]').count()).toBe(1);
    await shoot('walk-recording-ready');
  });
});
