// The devices area in Chromium, as an account administrator: the table, a device's page, a
// refused move's confirmation and the add form with its MAC typed from the keyboard (DEV-02),
// at desktop (1400×900) and phone (390×844) widths in the light and dark colour schemes, each
// screen checked by axe (WCAG 2.1 A/AA: no violation) and photographed to /tmp/shots-devices/.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, signIn } from './support/browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const shots = '/tmp/shots-devices';
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

/** axe on the whole page once it has settled: the violations as "rule: targets" lines. */
async function violations(p: Page): Promise<string[]> {
  await p.waitForLoadState('networkidle');
  await p.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
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

async function shoot(name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  expect(await violations(page), name).toEqual([]);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    describe(`devices in Chromium, ${size} ${colorScheme}`, () => {
      it('the table, a device, and the add form typed from the keyboard (DEV-02) pass axe', async () => {
        page = await (await browser.newContext({ viewport, colorScheme })).newPage();
        await signIn(page, admin.loginName, admin.password);
        await page.waitForURL(/#\/management\/m\/dashboard$/);
        const tag = `${size}-${colorScheme}`;

        await page.goto(`${baseUrl()}/#/management/m/devices`);
        const table = page.getByRole('table', { name: 'Devices' });
        await expect.poll(() => table.getByRole('link').count()).toBeGreaterThan(0);
        await shoot(`${tag}-list`);

        await table.getByRole('link').first().click();
        await page.waitForURL(/#\/management\/m\/devices\/\d+$/);
        await expect.poll(() => page.getByRole('table', { name: 'Lines' }).count()).toBe(1);
        await expect.poll(() => page.getByText('Reading…').count()).toBe(0);
        await shoot(`${tag}-device`);

        await page.getByRole('button', { name: 'Delete device' }).click();
        await expect
          .poll(() => page.getByRole('alertdialog', { name: 'Delete the device?' }).count())
          .toBe(1);
        await shoot(`${tag}-delete-dialog`);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);

        await page.goto(`${baseUrl()}/#/management/m/devices/new`);
        await expect.poll(() => page.getByRole('heading', { name: 'Add device' }).count()).toBe(1);
        // Keyboard only: Tab from the name to the picker to the MAC field, then type.
        await page.getByLabel('Name').focus();
        await page.keyboard.type('Hall phone');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.type('00-1a-2B 3c:4d.5E');
        await expect.poll(() => page.getByLabel('MAC address').inputValue()).toBe('00:1A:2B:3C:4D:5E');
        await expect
          .poll(() => page.getByText(/This MAC address is (free|already in use)\.|In use on account/).count())
          .toBe(1);
        await shoot(`${tag}-add`);
      });
    });
  }
}
