// Branding in Chromium (issue 24 item 3; MISC-01, ROLE-09; decision 0115), on a server of its own
// (it changes the white-label partner's brand, which its children show on the shared server):
// the Branding page and the App centre at desktop (light and dark) and phone width (dark), axe
// clean and photographed to /tmp/shots-branding/; then the walk: the partner's administrator sets
// a logo and colours, sees a bad colour refused in the form and the preview follow the good one,
// saves, and the partner's favicon changes; Britannia's administrator then sees the logo and the
// colours (and the default favicon: ROLE-09). No Content-Security-Policy violation throughout.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { launch, SIZES, shootAndCheck, signIn } from './support/browser';
import { type OwnServer, startOwnServer } from './support/ownServer';

const shots = '/tmp/shots-branding';
const partner = demo('partner account administrator');
const britain = demo('account administrator (international, GB)');

let browser: Browser;
let page: Page;
let server: OwnServer;
const violations: string[] = [];

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
  server = await startOwnServer({});
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => page?.context().close());

const shoot = (name: string) => shootAndCheck(page, shots, name);

async function open(
  who: { loginName: string; password: string },
  size: keyof typeof SIZES,
  scheme: 'light' | 'dark',
) {
  page = await (await browser.newContext({ viewport: SIZES[size], colorScheme: scheme })).newPage();
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await signIn(page, who.loginName, who.password, server.baseUrl);
  await page.waitForURL(/#\/management\/m\/\w+$/);
}

const goTo = async (name: string) => {
  await page.goto(`${server.baseUrl}/#/management/m/${name}`);
};

/** The computed colour of the first element `selector` finds. */
const colourOf = (selector: string, property: 'color' | 'backgroundColor') =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p], property);

/** A small valid PNG: 2×2 pixels. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPYKSMDRAwQCgAc3gPF1LV1bAAAAABJRU5ErkJggg==',
  'base64',
);

const RUNS = [
  ['desktop', 'light'],
  ['desktop', 'dark'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`branding in Chromium, ${size} ${scheme}`, () => {
    it('the Branding page with its preview, and the App centre, pass axe', async () => {
      await open(partner, size, scheme);
      await goTo('branding');
      await expect.poll(() => page.getByRole('heading', { name: 'Preview' }).count()).toBe(1);
      await shoot(`${size}-${scheme}-branding`);
      await open(britain, size, scheme);
      await goTo('appCentre');
      await expect.poll(() => page.getByRole('table', { name: 'Apps' }).count()).toBe(1);
      await shoot(`${size}-${scheme}-app-centre`);
    });
  });
}

describe('branding in Chromium, the walk', () => {
  it('MISC-01 ROLE-09 a partner sets a logo and colours; its child account’s administrator sees them', async () => {
    await open(partner, 'desktop', 'light');
    await goTo('branding');
    await expect.poll(() => page.getByRole('button', { name: 'Save brand' }).count()).toBe(1);
    // The seeded brand's favicon is the partner's own (a partner account: ROLE-09).
    const favicon = () => page.locator('link#brand-icon').getAttribute('href');
    const seededIcon = await favicon();
    expect(seededIcon).toMatch(/^data:image\/png;base64,/);

    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByLabel('Browser icon', { exact: true })
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    const primary = page.getByRole('textbox', { name: /^Primary colour \(light\)/ });
    await primary.fill('#7dd3fc');
    await expect
      .poll(() => page.getByText(/As link text on the light page this colour reads at/).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Save brand' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${shots}/walk-contrast-refused.png`, fullPage: true });

    await primary.fill('#b91c1c');
    await page.getByRole('textbox', { name: /^Accent colour \(light\)/ }).fill('#1e3a8a');
    // The preview follows the colours as typed: its primary button is the new primary.
    await expect
      .poll(() => colourOf('[data-brand-preview] button', 'backgroundColor'))
      .toBe('rgb(185, 28, 28)');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect.poll(() => page.getByText('The brand is saved. Your accounts show it now.').count()).toBe(1);
    await shoot('walk-saved');
    // The page's theme is the brand now, and the favicon is the one uploaded.
    await expect
      .poll(() => colourOf('header [data-brand="custom"]', 'backgroundColor'))
      .toBe('rgb(30, 58, 138)');
    const uploaded = `data:image/png;base64,${PNG.toString('base64')}`;
    await expect.poll(favicon).toBe(uploaded);
    await page.context().close();

    await open(britain, 'desktop', 'light');
    const band = page.locator('header [data-brand="custom"]');
    await expect
      .poll(() => band.getByRole('img', { name: 'Brightline Communications logo' }).count())
      .toBe(1);
    await expect
      .poll(() => colourOf('header [data-brand="custom"]', 'backgroundColor'))
      .toBe('rgb(30, 58, 138)');
    await goTo('branding');
    await expect
      .poll(() => page.getByText(/The logo and colours come from Brightline Communications/).count())
      .toBe(1);
    await expect
      .poll(() => colourOf('[data-brand-preview] button', 'backgroundColor'))
      .toBe('rgb(185, 28, 28)');
    // ROLE-09: a customer account shows the default icon, not its partner's.
    expect(await page.locator('link#brand-icon').getAttribute('href')).toBe('/favicon.svg');
    // A branding line group of Britannia's: added, then deleted after a confirmation.
    await page.getByRole('textbox', { name: /^Group name/ }).fill('Reception');
    await page.getByRole('textbox', { name: /^Caller name/ }).fill('BRITANNIA RECEPTION');
    await page.getByRole('button', { name: 'Add line group' }).click();
    await expect.poll(() => page.getByText('A caller name has at most 15 characters.').count()).toBe(1);
    await page.getByRole('textbox', { name: /^Caller name/ }).fill('BRITANNIA');
    await page.getByRole('button', { name: 'Add line group' }).click();
    await expect.poll(() => page.getByText('“Reception” is added.').count()).toBe(1);
    await shoot('walk-child-sees-brand');
    await page.getByRole('button', { name: 'Delete Reception' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete group' }).click();
    await expect.poll(() => page.getByText('“Reception” is deleted.').count()).toBe(1);
    expect(violations).toEqual([]);
  });
});

describe('the referral programme in Chromium', () => {
  it('MISC-01 a referrer signs in on the partner’s public page and sees their share link; forgot password answers the same', async () => {
    page = await (await browser.newContext({ viewport: SIZES.phone, colorScheme: 'dark' })).newPage();
    await page.goto(`${server.baseUrl}/#/referral/BRIGHTLINE/login`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to the referral programme' }).count())
      .toBe(1);
    await shoot('referral-login');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('referrer@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('The e-mail address or password is not right.').count()).toBe(1);
    await page.getByLabel('Password', { exact: true }).fill('Demo-Referrer-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const link = page.getByRole('textbox', { name: 'Your share link' });
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.inputValue()).toMatch(/#\/referral\/BRIGHTLINE\/register\?ref=\d+$/);
    await shoot('referral-share-link');
    await page.goto(`${server.baseUrl}/#/referral/BRIGHTLINE/forgot`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.getByText(/If this address is registered/).count()).toBe(1);
  });
});
