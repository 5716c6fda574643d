// The numbers area in Chromium, as an account administrator: the table found by a column filter
// and by the search, sorted by the server, a number opened and its caller-id name edited (a bad
// value, then a good one), and a bulk custom tag on a few chosen numbers (dry run, run, results),
// at desktop (1400×900) in the light colour scheme and phone (390×844) width in the dark one, each
// screen checked by axe (WCAG 2.1 A/AA: no violation) and photographed to /tmp/shots-numbers/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';
import { type OwnServer, startOwnServer } from './support/ownServer';
import { apiGet, apiToken } from './support/platformApi';

const shots = '/tmp/shots-numbers';
const admin = demo('account administrator');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
afterEach(() => page?.context().close());

const shoot = (name: string) => shootAndCheck(page, shots, name, false);

const numberLinks = () => page.getByRole('table', { name: 'Phone numbers' }).getByRole('link');
/** The digits of the first row's number, read from its link. */
const firstDigits = async () => (await numberLinks().first().getAttribute('href'))?.split('/').pop() ?? '';

// Each scheme once and each width once (a pair of runs, not four: each is about 35 s of
// Chromium): contrast is the scheme's, layout the width's.
const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, colorScheme] of RUNS) {
  const viewport = SIZES[size];
  describe(`numbers in Chromium, ${size} ${colorScheme}`, () => {
    it('the table, a number, its edit and a bulk review pass axe', async () => {
      page = await (await browser.newContext({ viewport, colorScheme })).newPage();
      await signIn(page, admin.loginName, admin.password);
      await page.waitForURL(/#\/management\/m\/dashboard$/);
      const tag = `${size}-${colorScheme}`;
      await page.goto(`${baseUrl()}/#/management/m/numbers`);
      await expect.poll(() => numberLinks().count()).toBeGreaterThan(0);
      await shoot(`${tag}-list`);

      await page.getByRole('checkbox').nth(0).check();
      await page.getByRole('checkbox').nth(1).check();
      await page
        .getByRole('toolbar', { name: 'Chosen numbers' })
        .getByRole('button', { name: 'Remove from use' })
        .click();
      await page.getByRole('button', { name: 'Check what it would do' }).click();
      await expect.poll(() => page.getByText(/will change, .* already so, .* refused\./).count()).toBe(1);
      await shoot(`${tag}-bulk-review`);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: 'Cancel' })
        .click()
        .catch(() => {});

      await numberLinks().first().click();
      await page.waitForURL(/#\/management\/m\/numbers\/\d+$/);
      await expect.poll(() => page.getByRole('table', { name: /What was done/ }).count()).toBe(1);
      await shoot(`${tag}-number`);
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Edit number' }).count()).toBe(1);
      await shoot(`${tag}-edit`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    });
  });
}

describe('numbers in Chromium, the walk', () => {
  it('NUM-02 NUM-04 find by a column filter and by search, sort, edit a caller-id name, bulk-tag a few numbers', async () => {
    page = await (await browser.newContext({ viewport: SIZES.desktop })).newPage();
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.goto(`${baseUrl()}/#/management/m/numbers`);
    await expect.poll(() => numberLinks().count()).toBeGreaterThan(0);
    const digits = await firstDigits();
    const tail = digits.slice(-6);

    // A column filter, then the search box, each narrowed by the server.
    await page.getByText('Filter by column').click();
    await page.getByRole('searchbox', { name: 'Number', exact: true }).fill(tail);
    await expect
      .poll(async () => (await firstDigits()).endsWith(tail) && (await numberLinks().count()) >= 1)
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Number', exact: true }).fill('');
    await page.getByRole('searchbox', { name: 'Search numbers' }).fill(tail);
    await expect.poll(async () => (await firstDigits()).includes(tail)).toBe(true);
    await page.getByRole('searchbox', { name: 'Search numbers' }).fill('');

    // Sort by the server: the header says which way.
    const statusHeader = page.getByRole('columnheader', { name: /Status/ });
    await statusHeader.getByRole('button').click();
    await expect.poll(() => statusHeader.getAttribute('aria-sort')).toBe('ascending');
    await statusHeader.getByRole('button').click();
    await expect.poll(() => statusHeader.getAttribute('aria-sort')).toBe('descending');

    // A number: a caller-id name too long is refused under its field; a good one is saved.
    await page.goto(`${baseUrl()}/#/management/m/numbers/${digits}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const name = page.getByRole('textbox', { name: 'Caller-id name' });
    await name.fill('A NAME FAR TOO LONG FOR CNAM');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('A caller-id name has at most 15 characters.').count()).toBe(1);
    await name.fill('ACME E2E');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByText('ACME E2E').count()).toBeGreaterThan(0);

    // A tag, then a few numbers tagged in bulk: dry run, run, results.
    await page.goto(`${baseUrl()}/#/management/m/numbers`);
    await expect.poll(() => numberLinks().count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Custom tags' }).click();
    await page.getByRole('textbox', { name: 'New tag' }).fill('E2E batch');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'E2E batch', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('checkbox').nth(i).check();
    await expect.poll(() => page.getByText(/^3 of .* chosen$/).count()).toBe(1);
    await page
      .getByRole('toolbar', { name: 'Chosen numbers' })
      .getByRole('button', { name: 'Custom tag' })
      .click();
    await page.getByRole('combobox', { name: 'Custom tag' }).selectOption('E2E batch');
    await page.getByRole('button', { name: 'Check what it would do' }).click();
    await expect.poll(() => page.getByText('3 will change, 0 already so, 0 refused.').count()).toBe(1);
    await page.getByRole('button', { name: 'Change 3 numbers' }).click();
    await expect
      .poll(() => page.getByText('3 changed, 0 refused, 0 failed.').count(), { timeout: 30_000 })
      .toBe(1);
    await page.screenshot({ path: `${shots}/walk-bulk-results.png` });
    await page.getByRole('button', { name: 'Close' }).click();
  });
});

// A partner moves every number of Acme matching the search (less one unticked) to Acme's sibling
// account, in batches of 10, and watches the batches go by.
describe('numbers in Chromium, a move', () => {
  it('NUM-04 select all matching, untick one, move them in batches to another account below the partner', async () => {
    const partner = demo('partner super user');
    page = await (await browser.newContext({ viewport: SIZES.desktop })).newPage();
    await signIn(page, partner.loginName, partner.password);
    await page.waitForURL(/#\/management\/m\/resellerList$/);
    await page.getByRole('button', { name: 'Switch to Acme Corporation' }).click();
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Acting on: Acme Corporation');

    await page.goto(`${baseUrl()}/#/management/m/numbers`);
    await expect.poll(() => numberLinks().count()).toBeGreaterThan(0);
    const bar = page.getByRole('toolbar', { name: 'Chosen numbers' });
    await bar.getByRole('button', { name: /^Select all .* matching$/ }).click();
    await page.getByRole('checkbox').first().uncheck();
    const chosenText = (await bar.textContent()) ?? '';
    const chosen = Number(/(\d+) of/.exec(chosenText)?.[1]);
    expect(chosen).toBeGreaterThan(10);
    await bar.getByRole('button', { name: 'Move to account' }).click();
    const target = page.getByRole('combobox', { name: 'Move to account' });
    await expect.poll(() => target.locator('option', { hasText: 'Dormant Dynamics' }).count()).toBe(1);
    await target.selectOption({
      label: (await target.locator('option', { hasText: 'Dormant Dynamics' }).textContent())!,
    });
    await page.getByRole('textbox', { name: 'Numbers per batch' }).fill('10');
    await page.getByRole('button', { name: 'Check what it would do' }).click();
    await expect.poll(() => page.getByText(/will change, .* refused\./).count()).toBe(1);
    await page.screenshot({ path: `${shots}/move-review.png` });
    await page.getByRole('button', { name: /^Change \d+ numbers$/ }).click();
    // A move takes numbers away: confirmed again, saying what goes with it.
    await expect.poll(() => page.getByText('This takes something away').count()).toBe(1);
    await page.screenshot({ path: `${shots}/move-confirm.png` });
    await page.getByRole('button', { name: /^Yes, change \d+ numbers$/ }).click();
    await expect
      .poll(() => page.getByText(/changed, \d+ refused, \d+ failed\./).count(), { timeout: 60_000 })
      .toBe(1);
    await page.screenshot({ path: `${shots}/move-results.png` });
  });
});

// The large account at 500 numbers on a server of its own: a partner moves all of them to a
// sibling account in the default batches of 50, watching the batches go by, and the platform then
// holds each number in exactly one of the two accounts.
describe('numbers in Chromium, 500 moved in batches', () => {
  let server: OwnServer;
  beforeAll(async () => {
    // The carrier takes 1.5 s per batch here (0.5 s by default): more than the portal's 1 s poll.
    server = await startOwnServer(
      { NUMBER_MOVE_BATCH_MS: '1500' },
      { seed: ['--large', '--scale', '0.005'] },
    );
  }, 180_000);
  afterAll(() => server?.stop());

  it('NUM-04 a partner moves 500 numbers of the large account to another account in 10 batches of 50', async () => {
    const partner = demo('partner super user');
    const base = server.baseUrl;
    const token = await apiToken(partner.loginName, partner.password, base);
    const self = await apiGet<{ account_id: number }>(token, '/svc/users/v3/users/self', base);
    const below = await apiGet<{ items: Array<{ accountId: number; name: string }> }>(
      token,
      `/svc/ucaas/api/ucaas/account/${self.account_id}/children`,
      base,
    );
    const find = (name: string) => below.items.find((a) => a.name === name)!.accountId;
    const [large, dormant] = [find('Globex Large Co'), find('Dormant Dynamics Inc')];
    const count = async (accountId: number) =>
      (
        await apiGet<{ totalCount: number }>(
          token,
          `/svc/appserver/rest/account/${accountId}/phoneNumbers/count`,
          base,
        )
      ).totalCount;
    const before = { large: await count(large), dormant: await count(dormant) };
    expect(before.large).toBe(500);

    page = await (await browser.newContext({ viewport: SIZES.desktop })).newPage();
    await signIn(page, partner.loginName, partner.password, base);
    await page.waitForURL(/#\/management\/m\/resellerList$/);
    await page.getByRole('button', { name: 'Switch to Globex Large Co' }).click();
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.goto(`${base}/#/management/m/numbers`);
    await expect.poll(() => numberLinks().count()).toBeGreaterThan(0);
    const bar = page.getByRole('toolbar', { name: 'Chosen numbers' });
    await bar.getByRole('button', { name: 'Select all 500 matching' }).click();
    await expect.poll(() => bar.textContent()).toMatch(/500 of 500 chosen/);
    await bar.getByRole('button', { name: 'Move to account' }).click();
    const target = page.getByRole('combobox', { name: 'Move to account' });
    await target.selectOption(String(dormant));
    // The default batch is the spec's 50.
    await expect.poll(() => page.getByRole('textbox', { name: 'Numbers per batch' }).inputValue()).toBe('50');
    await page.getByRole('button', { name: 'Check what it would do' }).click();
    const review = page.getByText(/^\d+ will change, \d+ already so, \d+ refused\./);
    await expect.poll(() => review.count(), { timeout: 30_000 }).toBe(1);
    const willChange = Number(/^(\d+) will change/.exec((await review.textContent()) ?? '')?.[1]);
    expect(willChange).toBeGreaterThan(450);
    await expect.poll(() => page.getByText(/The move runs in 10 batches\./).count()).toBe(1);
    await page.getByRole('button', { name: `Change ${willChange} numbers` }).click();
    await page.getByRole('button', { name: `Yes, change ${willChange} numbers` }).click();

    // The batches go by: the running label names the batch under way, and it moves on.
    const seen = new Set<string>();
    let shotRunning = false;
    await expect
      .poll(
        async () => {
          for (const label of await page.getByText(/^Running batch \d+ of 10\.$/).allTextContents())
            seen.add(label);
          if (seen.size === 2 && !shotRunning) {
            shotRunning = true;
            await page.screenshot({ path: `${shots}/move-500-running.png` });
          }
          return (await page.getByText(/changed, \d+ refused, \d+ failed\./).count()) === 1;
        },
        { timeout: 120_000, interval: 100 },
      )
      .toBe(true);
    expect(seen.size).toBeGreaterThan(1);
    await expect
      .poll(() => page.getByText(`${willChange} changed, ${500 - willChange} refused, 0 failed.`).count())
      .toBe(1);
    await page.screenshot({ path: `${shots}/move-500-results.png` });

    // Every number is in exactly one of the two accounts.
    const after = { large: await count(large), dormant: await count(dormant) };
    expect(after).toEqual({ large: 500 - willChange, dormant: before.dormant + willChange });
  }, 240_000);
});
