// Locales in Chromium (issue 24's "Done when"; CFG-02, decisions 0087 and 0116), on a server of its
// own (the walk changes Britannia's clock and its administrator's): Britannia's administrator reads
// the times on the recordings, the call logs, the audit log and the date and time page in British
// English's usual 24 hours; switches the account to 12 hours and sees every one of them read am/pm;
// switches it to 24 hours and sees every one of them change back (an afternoon as 13:00–23:59);
// then chooses 12 hours for herself alone, while Britannia's billing administrator still reads
// 24 hours. The date and time page and the recordings at desktop (1400×900) and phone width
// (390×844), light and dark, each checked by axe and photographed to /tmp/shots-locales/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { type SIZES, shootAndCheck, signIn } from './support/browser';
import { ownServerWalk } from './support/ownWalk';

const shots = '/tmp/shots-locales';
const admin = demo('account administrator (international, GB)');
const billing = demo('billing admin (international, GB)');

const walk = ownServerWalk(shots);

async function signedIn(
  who: typeof admin,
  size: keyof typeof SIZES,
  scheme: 'light' | 'dark',
): Promise<Page> {
  const page = await walk.freshPage(size, scheme);
  await signIn(page, who.loginName, who.password, walk.baseUrl);
  await page.waitForURL(/#\/management\/m\/\w+$/);
  return page;
}

const go = (page: Page, name: string) => page.goto(`${walk.baseUrl}/#/management/m/${name}`);

/** A date and time as en-gb reads it: "24 Nov 2026, 14:05" or "24 Nov 2026, 2:05 pm". */
const DATE_TIME = /\b\d{1,2} [A-Z][a-z]{2} \d{4},? (\d{1,2}):(\d{2})(?:\s?([ap]m))?/gi;

interface Shown {
  /** The date with the time as 24 hours, whatever the page said. */
  asDay: string;
  hour: number;
  meridiem: string | null;
}

function timesIn(text: string): Shown[] {
  return [...text.matchAll(DATE_TIME)].map((m) => {
    const h = Number(m[1]);
    const meridiem = m[3]?.toLowerCase() ?? null;
    const hour = meridiem === null ? h : (h % 12) + (meridiem === 'pm' ? 12 : 0);
    const day = m[0].slice(0, m[0].lastIndexOf(`${m[1]}:`)).replace(/,?\s*$/, '');
    return { asDay: `${day} ${String(hour).padStart(2, '0')}:${m[2]}`, hour, meridiem };
  });
}

/** The pages that show times, each with what tells it has loaded its rows. */
const PAGES = [
  { name: 'recordings', ready: (p: Page) => p.getByRole('table').first() },
  { name: 'callLogsReport', ready: (p: Page) => p.getByRole('table').first() },
  { name: 'auditLog', ready: (p: Page) => p.getByRole('table').first() },
  { name: 'dateTime', ready: (p: Page) => p.getByTestId('sample-time') },
] as const;
type PageName = (typeof PAGES)[number]['name'];

/** Every date and time each page shows (its main region), in order. */
async function readTimes(page: Page): Promise<Record<PageName, Shown[]>> {
  const out = {} as Record<PageName, Shown[]>;
  for (const p of PAGES) {
    await go(page, p.name);
    await expect.poll(() => p.ready(page).count()).toBeGreaterThan(0);
    // Rows come after the table: wait until the page shows at least one date and time.
    await expect
      .poll(async () => timesIn(await page.getByRole('main').innerText()).length, { message: p.name })
      .toBeGreaterThan(0);
    out[p.name] = timesIn(await page.getByRole('main').innerText());
  }
  return out;
}

/** Chooses a clock on the date and time page; done once the page's own sample reads that way. */
async function chooseClock(
  page: Page,
  label: 'Account time format' | 'Your time format',
  value: '12' | '24',
) {
  await go(page, 'dateTime');
  const select = page.getByLabel(label);
  await expect.poll(() => select.isEnabled()).toBe(true);
  await select.selectOption(value);
  await expect.poll(() => page.getByText(/time format is saved/).count()).toBe(1);
  // The profile is loaded again: the sample (like every page) reads the new clock once it has come.
  await expect
    .poll(async () => timesIn(await page.getByTestId('sample-time').innerText())[0]?.meridiem === null)
    .toBe(value === '24');
}

const all = (r: Record<PageName, Shown[]>) => Object.values(r).flat();
const days = (list: Shown[]) => list.map((s) => s.asDay);

describe('locales in Chromium, the walk', () => {
  it('CFG-02 Britannia switched to 12 and then 24 hours: every time on every page changes; a user’s own 12 hours is hers alone', async () => {
    const page = await signedIn(admin, 'desktop', 'light');

    // British English reads 24 hours unless the account says otherwise.
    const usual = await readTimes(page);
    expect(all(usual).every((s) => s.meridiem === null)).toBe(true);

    // The account on 12 hours: every time on every page reads am or pm, at the same moments.
    await chooseClock(page, 'Account time format', '12');
    const twelve = await readTimes(page);
    await shootAndCheck(page, shots, 'walk-date-time-12');
    for (const p of PAGES) {
      expect(twelve[p.name].length, p.name).toBeGreaterThan(0);
      expect(
        twelve[p.name].every((s) => s.meridiem !== null),
        p.name,
      ).toBe(true);
    }
    expect(days(twelve.recordings)).toEqual(days(usual.recordings));
    expect(days(twelve.callLogsReport)).toEqual(days(usual.callLogsReport));

    // The account on 24 hours: no am or pm anywhere, the same moments, an afternoon as 13:00–23:59.
    await chooseClock(page, 'Account time format', '24');
    const day = await readTimes(page);
    for (const p of PAGES) {
      expect(day[p.name].length, p.name).toBeGreaterThan(0);
      expect(
        day[p.name].every((s) => s.meridiem === null),
        p.name,
      ).toBe(true);
    }
    expect(days(day.recordings)).toEqual(days(twelve.recordings));
    expect(days(day.callLogsReport)).toEqual(days(twelve.callLogsReport));
    // The audit log gained the two changes of the clock; what it showed before is still there.
    expect(days(day.auditLog)).toEqual(expect.arrayContaining(days(twelve.auditLog)));
    expect(all(day).some((s) => s.hour >= 13)).toBe(true);
    await go(page, 'recordings');
    await expect.poll(() => page.getByRole('table').first().count()).toBe(1);
    await shootAndCheck(page, shots, 'walk-recordings-24');

    // Her own clock, 12 hours, overrides the account's for her.
    await chooseClock(page, 'Your time format', '12');
    const hers = await readTimes(page);
    expect(all(hers).every((s) => s.meridiem !== null)).toBe(true);
    expect(days(hers.recordings)).toEqual(days(day.recordings));
    await shootAndCheck(page, shots, 'walk-date-time-hers-12');

    // Britannia's billing administrator chose nothing: the account's 24 hours.
    const other = await signedIn(billing, 'desktop', 'light');
    await go(other, 'dateTime');
    const sample = other.getByTestId('sample-time');
    await expect.poll(() => sample.count()).toBe(1);
    const shown = timesIn(await sample.innerText());
    expect(shown).toHaveLength(1);
    expect(shown[0].meridiem).toBeNull();
  });
});

const RUNS = [
  ['desktop', 'light'],
  ['desktop', 'dark'],
  ['phone', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`locales in Chromium, ${size} ${scheme}`, () => {
    it('CFG-02 the date and time page and the recordings pass axe', async () => {
      const page = await signedIn(admin, size, scheme);
      const shoot = (name: string) => shootAndCheck(page, shots, `${size}-${scheme}-${name}`);
      await go(page, 'dateTime');
      await expect.poll(() => page.getByTestId('sample-time').count()).toBe(1);
      await shoot('date-time');
      await go(page, 'recordings');
      await expect
        .poll(async () => timesIn(await page.getByRole('main').innerText()).length)
        .toBeGreaterThan(0);
      await shoot('recordings');
    });
  });
}
