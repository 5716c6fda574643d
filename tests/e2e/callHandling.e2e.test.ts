// The call handling area in Chromium, as an account administrator: call queues (the list and a
// queue with its live panel), the groups, the call flows with the route tester, greetings and
// the call settings, at desktop (1400×900) in the light colour scheme and phone (390×844) width
// in the dark one, each screen checked by axe (WCAG 2.1 A/AA: no violation) and photographed to
// /tmp/shots-callHandling/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';

const shots = '/tmp/shots-callHandling';
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

      await open('receptionists');
      await expect.poll(() => page.getByRole('link', { name: 'Front desk' }).count()).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Front desk' }).first().click();
      await expect
        .poll(() =>
          page.getByRole('combobox', { name: 'When the receptionist does not answer: where' }).count(),
        )
        .toBe(1);
      await shoot(`${tag}-receptionist`);

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

/** The first number of the account's numbers list: one that leads into no call flow yet. */
async function aFreeNumber(): Promise<string> {
  await open('numbers');
  const links = page.getByRole('table', { name: 'Phone numbers' }).getByRole('link');
  await expect.poll(() => links.count()).toBeGreaterThan(0);
  const digits = (await links.first().getAttribute('href'))?.split('/').pop() ?? '';
  expect(digits).toMatch(/^\d{11}$/);
  return `+${digits}`;
}

/** Chooses a destination in a DestinationField named `label`: its kind, then which one. */
async function goTo(label: string, kind: string, which?: string) {
  await page.getByRole('combobox', { name: `${label}: where` }).selectOption(kind);
  if (which)
    await page.getByRole('combobox', { name: new RegExp(`^${label}: which`) }).selectOption({ label: which });
}

describe('call handling in Chromium, the walk', () => {
  it('CALL-01 CALL-03 a newcomer builds a main-number flow (business hours → menu → sales queue, after hours → voicemail), records its greeting by phone, and the route tester shows Sunday and Monday 10:00 taking different paths', async () => {
    page = await (await browser.newContext({ viewport: SIZES.desktop, colorScheme: 'light' })).newPage();
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    const number = await aFreeNumber();

    // A sales queue: made, refused on bad input, changed, found in the list.
    await open('callQueues');
    await page.getByRole('button', { name: 'New call queue' }).click();
    const made = page.getByRole('dialog', { name: 'New call queue' });
    await made.getByRole('textbox', { name: 'Name' }).fill('Walk Sales');
    await shoot('walk-new-queue');
    await made.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => heading('Walk Sales').count()).toBe(1);
    const wait = page.getByRole('textbox', { name: 'Longest wait (seconds)' });
    await wait.fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('The longest wait is at least 10 seconds.').count()).toBe(1);
    await shoot('walk-queue-refused');
    await wait.fill('120');
    await page.getByRole('combobox', { name: 'Add to agents, in ring order' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add agent' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('The longest wait is at least 10 seconds.').count()).toBe(0);
    await expect.poll(() => wait.inputValue()).toBe('120');
    await open('callQueues');
    await expect.poll(() => page.getByRole('link', { name: 'Walk Sales' }).count()).toBe(1);

    // The menu: key 1 → the sales queue.
    await open('callFlows');
    await page.getByRole('button', { name: 'New auto-attendant' }).click();
    const menu = page.getByRole('dialog', { name: 'New auto-attendant' });
    await menu.getByRole('textbox', { name: 'Name' }).fill('Walk Menu');
    await menu.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => heading('Auto-attendant Walk Menu').count()).toBe(1);
    const menuUrl = page.url();
    await goTo('Key 1', 'queue', 'Walk Sales');
    await page.getByRole('button', { name: 'Save the menu' }).click();
    await expect.poll(() => page.getByText('The menu is saved.').count()).toBe(1);
    await shoot('walk-menu');

    // Business hours Monday to Friday 09:00–17:00 → the menu; closed → a voicemail.
    await open('callFlows/schedules/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Walk hours');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await page.getByRole('button', { name: `Add hours to ${day}` }).click();
      await page.getByRole('textbox', { name: `${day} hours 1 start` }).fill('09:00');
      await page.getByRole('textbox', { name: `${day} hours 1 end` }).fill('17:00');
    }
    await goTo('When open', 'attendant', 'Walk Menu');
    await goTo('When closed', 'voicemail');
    await page.getByRole('button', { name: 'Save the schedule' }).click();
    await expect.poll(() => page.url()).toMatch(/#\/management\/m\/callFlows(\/schedules\/\d+)?$/);

    // The number → the schedule; a number not of the account is refused first.
    await open('callFlows');
    await page.getByRole('button', { name: 'Add a number' }).click();
    const entry = page.getByRole('form', { name: 'Add a number' });
    await entry.getByRole('textbox', { name: 'Number' }).fill('+19995550100');
    await entry.getByRole('textbox', { name: 'Name' }).fill('Walk main number');
    await goTo('Calls go first to', 'schedule', 'Walk hours');
    await entry.getByRole('button', { name: 'Add the number' }).click();
    await expect.poll(() => entry.getByText(/is not one of the account’s numbers/).count()).toBe(1);
    await shoot('walk-entry-refused');
    await entry.getByRole('textbox', { name: 'Number' }).fill(number);
    await entry.getByRole('button', { name: 'Add the number' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Add a number' }).count()).toBe(0);

    // The route tester on the new number.
    const numberPick = page.getByRole('combobox', { name: 'Number' });
    await expect
      .poll(async () =>
        (
          await numberPick.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value))
        ).some((v) => v.replace(/\D/g, '') === number.slice(1)),
      )
      .toBe(true);
    const values = await numberPick
      .locator('option')
      .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    await numberPick.selectOption(values.find((v) => v.replace(/\D/g, '') === number.slice(1)) ?? number);
    const sunday = await route('2026-11-29', '10:00');
    expect(sunday).toMatch(/Schedule Walk hours — closed/);
    expect(sunday).toMatch(/Voicemail/);
    expect(sunday).not.toMatch(/Walk Menu/);
    const monday = await route('2026-11-30', '10:00', '1');
    expect(monday).toMatch(/Schedule Walk hours — open/);
    expect(monday).toMatch(/Attendant Walk Menu — key 1/);
    expect(monday).toMatch(/Call queue Walk Sales/);
    await shoot('walk-route-monday');

    // The menu's greeting, recorded by phone through the recording machine: the platform calls,
    // then (no phone system attached) the recording arrives after a few seconds.
    await page.goto(menuUrl);
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

    // Delete: a queue the menu sends calls to is refused, naming the menu; a spare one goes.
    await open('callQueues');
    await page.getByRole('link', { name: 'Walk Sales' }).click();
    await page.getByRole('button', { name: 'Delete queue' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete Walk Sales?' });
    await ask.getByRole('button', { name: 'Delete queue' }).click();
    await expect.poll(() => ask.getByRole('alert').textContent()).toMatch(/Walk Menu \(key 1\)/);
    await shoot('walk-delete-refused');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await open('callQueues');
    await page.getByRole('button', { name: 'New call queue' }).click();
    await made.getByRole('textbox', { name: 'Name' }).fill('Walk Spare');
    await made.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => heading('Walk Spare').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete queue' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Walk Spare?' })
      .getByRole('button', { name: 'Delete queue' })
      .click();
    await expect.poll(() => page.url()).toMatch(/#\/management\/m\/callQueues$/);
    await expect.poll(() => page.getByRole('link', { name: 'Walk Sales' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Walk Spare' }).count()).toBe(0);
  });
});
