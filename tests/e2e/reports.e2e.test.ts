// Reports and the audit log in Chromium (issue 21): each report screen at desktop (1400×900) in the
// light colour scheme and at phone width (390×844) in the dark one, checked by axe (WCAG 2.1 A/AA:
// no violation) and photographed to /tmp/shots-reports/; then a reports admin's walk: last month's
// company summary with its charts, saved as a report, exported as PDF and as CSV through the
// export machine, and yesterday's change of a user found in the audit log, made by a person of the
// parent account acting inside this one.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';

const shots = '/tmp/shots-reports';
const reports = demo('reports admin');

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
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function signedIn(size: keyof typeof SIZES, scheme: 'light' | 'dark') {
  page = await (
    await browser.newContext({ viewport: SIZES[size], colorScheme: scheme, acceptDownloads: true })
  ).newPage();
  await signIn(page, reports.loginName, reports.password);
  await page.waitForURL(/#\/management\/m\/\w+$/);
}

const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`reports in Chromium, ${size} ${scheme}`, () => {
    it('the company summary, the call logs, saved reports and the audit log pass axe', async () => {
      await signedIn(size, scheme);
      const tag = `${size}-${scheme}`;
      await open('companySummaryReport');
      await expect
        .poll(() => page.getByRole('figure', { name: 'Calls per day by direction' }).count())
        .toBe(1);
      await shoot(`${tag}-company-summary`);
      await open('callLogsReport');
      await expect.poll(() => heading('Call logs').count()).toBe(1);
      await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(0);
      await shoot(`${tag}-call-logs`);
      await open('savedReports');
      await expect.poll(() => heading('Saved reports').count()).toBe(1);
      await shoot(`${tag}-saved-reports`);
      await open('auditLog');
      await expect.poll(() => page.getByRole('table', { name: 'Audit events' }).count()).toBe(1);
      await shoot(`${tag}-audit-log`);
    });
  });
}

describe('reports in Chromium, the walk', () => {
  it('RPT-01 RPT-02 RPT-03 last month’s summary with charts, saved, exported as PDF and CSV; a partner’s change of a user found in the audit log', async () => {
    await signedIn('desktop', 'light');
    await open('companySummaryReport');
    const byDirection = page.getByRole('figure', { name: 'Calls per day by direction' });
    await expect.poll(() => byDirection.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Period' }).selectOption('lastMonth');
    await expect.poll(() => byDirection.locator('canvas').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('figure', { name: 'Answered and missed calls per day' }).count())
      .toBe(1);
    await page.screenshot({ path: `${shots}/walk-last-month.png`, fullPage: true });

    // Saved under a name, found in Saved reports.
    await page.getByRole('button', { name: 'Save as report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as report' });
    await dialog.getByRole('textbox', { name: 'Report name' }).fill('E2E last month');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('“E2E last month” is in Saved reports.').count()).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();

    // Exported as PDF, then as CSV, each through the export machine to a file.
    for (const [format, starts] of [
      ['PDF', '%PDF'],
      ['CSV', ''],
    ] as const) {
      await page.getByRole('button', { name: `Export ${format}` }).click();
      const save = page.getByRole('button', { name: new RegExp(`^Download .*\\.${format.toLowerCase()}$`) });
      await expect.poll(() => save.count(), { timeout: 60_000 }).toBe(1);
      const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
      const bytes = readFileSync((await download.path())!);
      if (starts) expect(bytes.subarray(0, 4).toString('latin1')).toBe(starts);
      else expect(bytes.toString('utf8').split(/\r?\n/).length).toBeGreaterThan(2);
      await page.getByRole('button', { name: 'Close' }).click();
    }
    await open('savedReports');
    await expect.poll(() => page.getByRole('link', { name: 'E2E last month: run it' }).count()).toBe(1);

    // Who changed a user yesterday: a person of the parent account, acting in this one.
    await open('auditLog');
    const grid = page.getByRole('table', { name: 'Audit events' });
    await expect.poll(() => grid.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('1');
    const acting = grid.getByText(/acting in this account/).first();
    await expect.poll(() => acting.count()).toBe(1);
    await grid
      .getByRole('row')
      .filter({ has: page.getByText(/acting in this account/) })
      .first()
      .getByRole('button', { name: /open the details/ })
      .click();
    const details = page.getByRole('dialog');
    await expect.poll(() => details.getByText('Acting for').count()).toBe(1);
    await expect.poll(() => details.getByRole('table', { name: 'What changed' }).count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-audit-event.png` });
  });
});
