// Call recording and monitoring in Chromium (issue 20): each screen at desktop (1400×900) in the
// light colour scheme and at phone width (390×844) in the dark one, checked by axe (WCAG 2.1 A/AA:
// no violation) and photographed to /tmp/shots-recording/; then a newcomer's walk of the rules
// and monitoring: a rule with a refused retention then a good one, switched off, deleted after
// confirming; a supervisor's monitoring changed for two extensions at once as a task.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';

const shots = '/tmp/shots-recording';
const admin = demo('account administrator');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
afterEach(() => page?.context().close());

const shoot = (name: string) => shootAndCheck(page, shots, name);
const open = (route: string) => page.goto(`${baseUrl()}/#/management/m/${route}`);

async function signedIn(
  who: { loginName: string; password: string },
  size: keyof typeof SIZES,
  scheme: 'light' | 'dark',
) {
  page = await (await browser.newContext({ viewport: SIZES[size], colorScheme: scheme })).newPage();
  await signIn(page, who.loginName, who.password);
  await page.waitForURL(/#\/management\/m\/\w+$/);
}

const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`call recording and monitoring in Chromium, ${size} ${scheme}`, () => {
    it('the rules, a rule’s dialog and monitoring pass axe', async () => {
      await signedIn(admin, size, scheme);
      const tag = `${size}-${scheme}`;

      await open('recordingRules');
      const rules = page.getByRole('table', { name: 'Recording rules' });
      await expect.poll(() => rules.getByRole('row').count()).toBeGreaterThan(1);
      await shoot(`${tag}-rules`);
      await page.getByRole('button', { name: 'Add a rule' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Add a recording rule' }).count()).toBe(1);
      await shoot(`${tag}-rule-dialog`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await open('monitoring');
      await expect.poll(() => page.getByRole('table', { name: 'Monitoring pairs' }).count()).toBe(1);
      await shoot(`${tag}-monitoring`);
    });
  });
}

describe('call recording and monitoring in Chromium, the walk', () => {
  it('REC-01 REC-03 a rule with a refused retention then a good one, switched off and deleted; monitoring changed for two extensions as a task', async () => {
    await signedIn(admin, 'desktop', 'light');
    await open('recordingRules');
    const rules = page.getByRole('table', { name: 'Recording rules' });
    await expect.poll(() => rules.getByRole('row').count()).toBeGreaterThan(1);

    // A rule for the whole account's outgoing calls: a retention below the least is refused.
    await page.getByRole('button', { name: 'Add a rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a recording rule' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E outgoing');
    const retention = dialog.getByRole('textbox', { name: /Keep recordings for/ });
    await retention.fill('7');
    await expect.poll(() => dialog.getByText('Keep recordings between 30 and 3650 days.').count()).toBe(1);
    await retention.fill('90');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => rules.getByRole('cell', { name: 'E2E outgoing', exact: true }).count()).toBe(1);

    // Off, then deleted after the confirmation says what stays.
    await rules.getByRole('checkbox', { name: 'Record with E2E outgoing' }).click();
    await expect.poll(() => page.getByText('“E2E outgoing” is off.').count()).toBe(1);
    await rules.getByRole('button', { name: 'Delete E2E outgoing' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this recording rule?' });
    await expect.poll(() => confirm.getByText(/Recordings already made are kept/).count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-rule-delete.png` });
    await confirm.getByRole('button', { name: 'Delete rule' }).click();
    await expect.poll(() => rules.getByRole('cell', { name: 'E2E outgoing', exact: true }).count()).toBe(0);

    // Monitoring: a supervisor may barge in on two more extensions, as one task.
    await open('monitoring');
    const bulk = page.getByRole('region', { name: 'Change many at once' });
    const pairs = page.getByRole('table', { name: 'Monitoring pairs' });
    await expect.poll(() => pairs.getByRole('row').count()).toBeGreaterThan(1);
    const pairsBefore = await pairs.getByRole('row').count();
    await expect.poll(() => bulk.getByRole('checkbox').count()).toBeGreaterThan(2);
    const boxes = bulk.getByRole('checkbox');
    const n = await boxes.count();
    await boxes.nth(n - 1).check();
    await boxes.nth(n - 2).check();
    await bulk.getByRole('combobox', { name: 'Mode' }).selectOption('barge');
    await bulk.getByRole('button', { name: 'Change monitoring' }).click();
    const sure = page.getByRole('alertdialog', { name: 'Change monitoring?' });
    await expect.poll(() => sure.getByText(/barge in on 2 extensions/).count()).toBe(1);
    await sure.getByRole('button', { name: 'Change monitoring' }).click();
    await expect.poll(() => bulk.getByText('2 changed, 0 reported.').count(), { timeout: 30_000 }).toBe(1);
    // The pairs show the two new ones at once.
    await expect.poll(() => pairs.getByRole('row').count()).toBe(pairsBefore + 2);
    await page.screenshot({ path: `${shots}/walk-monitoring-done.png`, fullPage: true });
  });
});
