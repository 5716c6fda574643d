// Call recording and monitoring in Chromium (issue 20): each screen at desktop (1400×900) in the
// light colour scheme and at phone width (390×844) in the dark one, checked by axe (WCAG 2.1 A/AA:
// no violation) and photographed to /tmp/shots-recording/; then a newcomer's walk of the rules
// and monitoring: a rule with a refused retention then a good one, switched off, deleted after
// confirming; a supervisor's monitoring changed for two extensions at once as a task.
import { mkdirSync, readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';
import { apiGet, apiToken } from './support/platformApi';

const shots = '/tmp/shots-recording';
const admin = demo('account administrator');
const endUser = demo('end user');

/**
 * The day the seed puts a third of the calls on, as a date field takes it: yesterday on the
 * platform's clock (UTC), between 08:00 and 19:00 (server/db/seeding/recordings.ts), which is the
 * same date in the account's time zone (Acme: Los Angeles). Yesterday by Los Angeles' own calendar
 * is a day earlier from midnight to 08:00 UTC, so the walk read no calls in those hours.
 */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

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
    it('the rules, a rule’s dialog, monitoring, the recordings, one opened and the recycle bin pass axe', async () => {
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

      await open('recordings');
      const found = page.getByRole('table', { name: 'Recordings' });
      await expect
        .poll(() => found.getByRole('button', { name: /^Open the recording of/ }).count())
        .toBeGreaterThan(0);
      await shoot(`${tag}-recordings`);
      await found
        .getByRole('button', { name: /^Open the recording of/ })
        .first()
        .click();
      await expect.poll(() => page.getByRole('region', { name: 'Transcription' }).count()).toBe(1);
      await shoot(`${tag}-recording`);
      await page.getByRole('button', { name: 'Recycle bin', exact: true }).click();
      await expect
        .poll(() => page.getByRole('table', { name: 'Recordings in the recycle bin' }).count())
        .toBe(1);
      await shoot(`${tag}-recycle-bin`);
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

describe('call recordings in Chromium, the walk', () => {
  it('REC-01 REC-02 yesterday’s sales queue recordings found, one played from the middle and commented, ten downloaded as a zip, one binned and restored', async () => {
    page = await (await browser.newContext({ viewport: SIZES.desktop, acceptDownloads: true })).newPage();
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/\w+$/);
    await open('recordings');
    const found = page.getByRole('table', { name: 'Recordings' });
    const opens = found.getByRole('button', { name: /^Open the recording of/ });
    await expect.poll(() => opens.count()).toBeGreaterThan(0);

    // Yesterday's, of the sales queue.
    const queue = page.getByRole('combobox', { name: 'Queue' });
    await queue.selectOption({ label: 'Sales Queue' });
    await page.getByLabel('From', { exact: true }).fill(yesterday());
    await page.getByLabel('To', { exact: true }).fill(yesterday());
    await expect.poll(() => opens.count()).toBeGreaterThan(9);
    await page.screenshot({ path: `${shots}/walk-found.png` });

    // One played from the middle of its waveform.
    await opens.first().click();
    const audio = page.getByLabel('Recording audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
    const duration = await audio.evaluate((a: HTMLAudioElement) => a.duration);
    const wave = page.getByRole('button', { name: 'Waveform: play from where you click' });
    const box = (await wave.boundingBox())!;
    await wave.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
      .toBeGreaterThan(duration * 0.4);

    // A comment.
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('E2E: good greeting, slow hand-off');
    await page.getByRole('button', { name: 'Add comment' }).click();
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect.poll(() => comments.getByText('E2E: good greeting, slow hand-off').count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-commented.png` });

    // Ten as a zip, through the export: progress, then the file, whose index lists the ten.
    const boxes = found.getByRole('checkbox', { name: /^Choose the recording of/ });
    for (let i = 0; i < 10; i++) await boxes.nth(i).check();
    await expect.poll(() => page.getByText('10 chosen', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Download as zip' }).click();
    const save = page.getByRole('button', { name: /^Download .*\.zip$/ });
    await expect.poll(() => save.count(), { timeout: 60_000 }).toBe(1);
    await page.screenshot({ path: `${shots}/walk-zip-ready.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const index = strFromU8(zip['index.csv']).trim().split(/\r?\n/);
    expect(index).toHaveLength(11);
    expect(Object.keys(zip).filter((name) => name.endsWith('.wav'))).toHaveLength(10);

    // One to the recycle bin, after a confirmation with the count, and back.
    await page.getByRole('button', { name: 'Clear choice' }).click();
    await boxes.first().check();
    await page.getByRole('button', { name: 'Move to recycle bin' }).click();
    const sure = page.getByRole('alertdialog');
    await expect.poll(() => sure.getByText(/1 recording will move to the recycle bin/).count()).toBe(1);
    await sure.getByRole('button', { name: 'Move to recycle bin' }).click();
    await expect.poll(() => page.getByText('1 moved to the recycle bin.').count()).toBe(1);
    await page.getByRole('button', { name: 'Recycle bin', exact: true }).click();
    const bin = page.getByRole('table', { name: 'Recordings in the recycle bin' });
    await expect.poll(() => bin.getByRole('checkbox').count()).toBeGreaterThan(0);
    await bin.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => page.getByText('1 restored.').count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-restored.png` });
  });

  it('REC-01 an end user sees only their own recordings, in My recordings', async () => {
    const token = await apiToken(endUser.loginName, endUser.password);
    const self = await apiGet<{ id: number; account_id: number }>(token, '/svc/users/v3/users/self');
    const theirs = await apiGet<{ total: number; items: Array<{ userId: number }> }>(
      token,
      `/svc/recording/api/account/${self.account_id}/search/recordings?_pageSize=750`,
    );
    expect(theirs.total).toBeGreaterThan(0);
    expect(new Set(theirs.items.map((i) => i.userId))).toEqual(new Set([self.id]));

    await signedIn(endUser, 'phone', 'dark');
    await open('myRecordings');
    const found = page.getByRole('table', { name: 'Recordings' });
    await expect
      .poll(() => found.getByRole('button', { name: /^Open the recording of/ }).count())
      .toBeGreaterThan(0);
    // No recycle bin, no one else's filter.
    expect(await page.getByRole('button', { name: 'Recycle bin', exact: true }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'User' }).count()).toBe(0);
    await shoot('phone-dark-my-recordings');
  });
});
