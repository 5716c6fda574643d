// The devices area in Chromium, as an account administrator: the table, a device's page, a
// refused move's confirmation and the add form with its MAC typed from the keyboard (DEV-02),
// at desktop (1400×900) and phone (390×844) widths in the light and dark colour schemes, each
// screen checked by axe (WCAG 2.1 A/AA: no violation) and photographed to /tmp/shots-devices/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';

const shots = '/tmp/shots-devices';
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

/** The page in another colour scheme, photographed once its colours' transitions have ended. */
async function recolour(colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
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

// The newcomer's walk of the issue (desktop, light): a phone added by a messy MAC, assigned,
// moved, its configuration fetched as the phone would, and ERR-07 met on the demo's hot desk.
describe('devices in Chromium, the walk', () => {
  it('DEV-02 DEV-04 ERR-07 add by a messy MAC, assign, move, fetch the provisioning file, meet ERR-07, edit, import a CSV and delete', async () => {
    page = await (await browser.newContext({ viewport: SIZES.desktop })).newPage();
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);

    await page.goto(`${baseUrl()}/#/management/m/devices/new`);
    await page.getByLabel('Name').fill('Lobby phone');
    await page.getByLabel('MAC address').pressSequentially('00-1a-2B 3c:4d.5E');
    await expect.poll(() => page.getByLabel('MAC address').inputValue()).toBe('00:1A:2B:3C:4D:5E');
    await page.getByRole('button', { name: 'Add device' }).click();
    const secret = (label: string) => page.locator(`div:has(> button[aria-label="Copy ${label}"]) > code`);
    await expect.poll(() => secret('Provisioning password').count()).toBe(1);
    const password = await secret('Provisioning password').innerText();
    await shoot('walk-added');

    await page.getByRole('link', { name: 'Open the device' }).click();
    await page.waitForURL(/#\/management\/m\/devices\/\d+$/);
    // Assigned to the first extension offered, then moved to the second: the move is confirmed
    // first, naming the extension and the user that hold the device.
    await page.getByRole('button', { name: 'Assign to an extension' }).click();
    const picker = page.getByLabel('Extension');
    // The extensions are read with the page: offered once they are there.
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
    const offered = await picker
      .locator('option')
      .evaluateAll((os) =>
        os
          .map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' }))
          .filter((o) => o.value),
      );
    await picker.selectOption(offered[0].value);
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Move to another extension' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Move to another extension' }).click();
    await page.getByLabel('Extension').selectOption(offered[1].value);
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move the device?' });
    await expect.poll(() => confirm.count()).toBe(1);
    const holder = offered[0].label.match(/\d+/)?.[0] ?? '';
    expect(await confirm.innerText()).toContain(`assigned to extension ${holder}`);
    await shoot('walk-move-confirm');
    await confirm.getByRole('button', { name: 'Move it' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    // The Extension entry of the details: the number the device was moved to.
    const extensionShown = () => page.locator('dt:text-is("Extension") + dd').innerText();
    await expect.poll(extensionShown).toMatch(new RegExp(`^${offered[1].label.match(/\d+/)?.[0]} `));

    // The phone fetches its configuration with its own credential: the file names its line.
    const auth = `Basic ${Buffer.from(`001a2b3c4d5e:${password}`).toString('base64')}`;
    const file = await fetch(`${baseUrl()}/prov/001a2b3c4d5e.cfg`, { headers: { authorization: auth } });
    expect(file.status).toBe(200);
    expect(await file.text()).toMatch(/^account\.1\.user_name = \d+$/m);
    const wrong = await fetch(`${baseUrl()}/prov/001a2b3c4d5e.cfg`, {
      headers: { authorization: `Basic ${Buffer.from('001a2b3c4d5e:wrong').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    await page.reload();
    const provisioned = () => page.locator('dt:text-is("Last provisioned") + dd').innerText();
    // 'Never' until the fetch above; then its time and address.
    await expect.poll(provisioned).toMatch(/\d/);
    await shoot('walk-device');

    // Renamed from the keyboard: Edit opens on the name, cleared it meets its field error in
    // the schema's words, and the new name is saved and shown; photographed light and dark.
    await page.getByRole('button', { name: 'Edit', exact: true }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit device' });
    await expect.poll(() => edit.count()).toBe(1);
    const nameField = edit.getByLabel('Name');
    await expect.poll(() => nameField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await nameField.inputValue()).toBe('Lobby phone');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(() => edit.getByText('Enter a name.').count()).toBe(1);
    await shoot('walk-edit-error-light');
    await recolour('dark');
    await shoot('walk-edit-error-dark');
    await page.keyboard.type('Lobby phone, front desk');
    await page.keyboard.press('Enter');
    await expect.poll(() => edit.count()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Lobby phone, front desk');
    await shoot('walk-edited-dark');
    await recolour('light');
    await shoot('walk-edited-light');

    // The demo's hot desk: a shared phone on an extension with another user logged in.
    await page.goto(`${baseUrl()}/#/management/m/devices`);
    await page.getByLabel('Search devices').fill('Hot desk');
    const table = page.getByRole('table', { name: 'Devices' });
    await expect.poll(() => table.getByRole('link', { name: /Hot desk/ }).count()).toBe(1);
    await table.getByRole('link', { name: /Hot desk/ }).click();
    await page.getByRole('button', { name: 'Unassign' }).click();
    const error = page.getByRole('alertdialog', { name: 'Error' });
    await expect.poll(() => error.count()).toBe(1);
    expect(await error.innerText()).toContain(
      'Another user is logged into this device. Please have them log out and then try again.',
    );
    await shoot('walk-err07');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => error.count()).toBe(0);

    // A 3-row CSV from the devices list; the platform refuses the row with a model Yealink does
    // not make, keeps the others, and tells each row's result; an imported device is listed.
    await page.goto(`${baseUrl()}/#/management/m/devices`);
    // From the keyboard: the list's link and the start button answer Enter.
    await page.getByRole('link', { name: 'Import devices' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/management\/m\/devices\/import$/);
    await page.getByLabel('CSV file').setInputFiles({
      name: 'phones.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'name,macAddress,make,model,extension',
          'Imported lobby,00-1a-2b-e2-e0-01,Yealink,T54W,',
          'Imported laptop,,,Softphone/Other,',
          'Imported typo,00:1A:2B:E2:E0:03,Yealink,T99X,',
        ].join('\n'),
      ),
    });
    await page.getByRole('button', { name: 'Import 3 devices' }).focus();
    await page.keyboard.press('Enter');
    const results = page.getByRole('table', { name: 'Results by row' });
    await expect.poll(() => results.count()).toBe(1);
    const resultOf = (name: string) => results.locator('tr', { hasText: name }).innerText();
    expect(await resultOf('Imported lobby')).toContain('Created.');
    expect(await resultOf('Imported laptop')).toContain('Created.');
    expect(await resultOf('Imported typo')).toContain('Model: Yealink has no model T99X.');
    await shoot('walk-import-light');
    await recolour('dark');
    await shoot('walk-import-dark');
    await recolour('light');
    await page.getByRole('link', { name: 'Go to the devices' }).click();
    await page.getByLabel('Search devices').fill('Imported lobby');
    await expect.poll(() => table.getByRole('link', { name: 'Imported lobby' }).count()).toBe(1);

    // Deleted after its confirmation, which says what goes with it; then the list has it no more.
    await table.getByRole('link', { name: 'Imported lobby' }).click();
    await page.getByRole('button', { name: 'Delete device' }).click();
    const deleting = page.getByRole('alertdialog', { name: 'Delete the device?' });
    await expect.poll(() => deleting.count()).toBe(1);
    expect(await deleting.innerText()).toContain('Imported lobby is deleted with its line.');
    await deleting.getByRole('button', { name: 'Delete device' }).click();
    await page.waitForURL(/#\/management\/m\/devices$/);
    await page.getByLabel('Search devices').fill('Imported');
    await expect.poll(() => table.getByRole('link', { name: 'Imported laptop' }).count()).toBe(1);
    expect(await table.getByRole('link', { name: 'Imported lobby' }).count()).toBe(0);
  });
});
