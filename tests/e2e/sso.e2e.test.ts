// SSO and SCIM in Chromium (issue 23, decision 0110): the Security settings page (SSO settings,
// SCIM provisioning) and the SSO users page at desktop (1400×900) in the light colour scheme and
// at phone width (390×844) in the dark one, checked by axe (WCAG 2.1 A/AA) and photographed to
// /tmp/shots-sso/; then an account super user's walk: SSO settings refused then saved, SCIM turned
// on and its token made anew, a user provisioned through SCIM with the token shown, found among
// the users who never signed in, disabled in bulk, and the audit log read and exported.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';

const shots = '/tmp/shots-sso';
const owner = demo('account super user');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
afterEach(() => page?.context().close());

const shoot = (name: string) => shootAndCheck(page, shots, name);

async function open(pageKey: string, size: keyof typeof SIZES, scheme: 'light' | 'dark', ready: string) {
  if (!page || page.isClosed())
    page = await (await browser.newContext({ viewport: SIZES[size], colorScheme: scheme })).newPage();
  if (!page.url().includes('#/management')) {
    await signIn(page, owner.loginName, owner.password);
    await page.waitForURL(/#\/management\/m\/\w+$/);
  }
  await page.goto(`${baseUrl()}/#/management/m/${pageKey}`);
  await expect.poll(() => page.getByRole('button', { name: ready }).count()).toBeGreaterThan(0);
}

const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`SSO in Chromium, ${size} ${scheme}`, () => {
    it('the security settings and the SSO users pages pass axe', async () => {
      page = await (await browser.newContext({ viewport: SIZES[size], colorScheme: scheme })).newPage();
      await open('securitySettings', size, scheme, 'Save SSO settings');
      await shoot(`${size}-${scheme}-security-settings`);
      await open('ssoUsers', size, scheme, 'Export CSV');
      await expect
        .poll(() =>
          page.getByRole('table', { name: 'Users who never signed in' }).locator('tbody tr').count(),
        )
        .toBeGreaterThan(0);
      await shoot(`${size}-${scheme}-sso-users`);
    });
  });
}

describe('SSO in Chromium, the walk', () => {
  it('settings refused then saved, a token made anew, a SCIM user found and disabled in bulk, the log read', async () => {
    page = await (await browser.newContext({ viewport: SIZES.desktop, colorScheme: 'light' })).newPage();
    await open('securitySettings', 'desktop', 'light', 'Save SSO settings');
    const sso = page.getByRole('region', { name: 'Single sign-on (SSO)' });

    // Bad input: refused with the server's words beside the fields.
    await sso.getByRole('textbox', { name: /^Issuer/ }).fill('http://login.acme.example');
    await sso.getByRole('textbox', { name: /^E-mail domains/ }).fill('acme.example, not a domain');
    await sso.getByRole('button', { name: 'Save SSO settings' }).click();
    await expect.poll(() => sso.getByText(/Enter the issuer as an https address/).count()).toBe(1);
    await expect.poll(() => sso.getByText(/Enter an e-mail domain, like example.com/).count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-settings-refused.png`, fullPage: true });

    // Good input: saved.
    await sso.getByRole('textbox', { name: /^Issuer/ }).fill('https://login.acme.example');
    await sso.getByRole('textbox', { name: /^E-mail domains/ }).fill('acme.example');
    await sso.getByLabel('Client secret').fill('e2e-client-secret');
    await sso.getByRole('button', { name: 'Save SSO settings' }).click();
    await expect.poll(() => page.getByText('The SSO settings are saved.').count()).toBe(1);
    await expect.poll(() => sso.getByText(/A secret is stored; it is never shown/).count()).toBe(1);

    // SCIM on: a token shown once; then a new one after a confirmation.
    const scim = page.getByRole('region', { name: 'User provisioning (SCIM)' });
    await scim.getByRole('button', { name: 'Turn SCIM on' }).click();
    const tokenField = scim.getByRole('textbox', { name: 'Provisioning token' });
    await expect.poll(() => tokenField.count()).toBe(1);
    const first = await tokenField.inputValue();
    expect(first).toMatch(/^sbscim_/);
    await scim.getByRole('button', { name: 'Make a new token' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Make a new provisioning token?' });
    await expect.poll(() => confirm.getByText(/stops working at once/).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Make new token' }).click();
    await expect
      .poll(async () => (await tokenField.count()) === 1 && (await tokenField.inputValue()) !== first)
      .toBe(true);
    const token = await tokenField.inputValue();
    await page.screenshot({ path: `${shots}/walk-token-once.png`, fullPage: true });

    // The identity provider provisions a user with the token shown; the old one is refused.
    const scimCall = (bearer: string, body: unknown) =>
      fetch(`${baseUrl()}/scim/v2/Users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/scim+json' },
        body: JSON.stringify(body),
      });
    const user = {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'grace.hopper@acme.example',
      name: { givenName: 'Grace', familyName: 'Hopper' },
      emails: [{ value: 'grace.hopper@acme.example', primary: true }],
      active: true,
    };
    expect((await scimCall(first, user)).status).toBe(401);
    expect((await scimCall(token, user)).status).toBe(201);

    // Found among the users who never signed in, and disabled in bulk.
    await open('ssoUsers', 'desktop', 'light', 'Export CSV');
    await page.getByRole('textbox', { name: /^Search/ }).fill('hopper');
    const table = page.getByRole('table', { name: 'Users who never signed in' });
    await expect.poll(() => table.getByText('grace.hopper@acme.example').count()).toBe(1);
    await table.getByRole('checkbox', { name: 'Choose Grace Hopper' }).check();
    await page.getByRole('button', { name: 'Disable chosen' }).click();
    const sure = page.getByRole('alertdialog', { name: 'Disable these users?' });
    await sure.getByRole('button', { name: 'Disable users' }).click();
    await expect.poll(() => page.getByText('1 user disabled.').count()).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('disabled');
    const disabled = page.getByRole('table', { name: 'Disabled users' });
    await expect.poll(() => disabled.getByText('grace.hopper@acme.example').count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-disabled.png`, fullPage: true });

    // The audit log says what happened, and exports it.
    const log = page.getByRole('region', { name: 'SSO audit log' });
    await expect.poll(() => log.getByText('grace.hopper@acme.example created through SCIM.').count()).toBe(1);
    await expect.poll(() => log.getByText('1 user disabled.').count()).toBe(1);
    await log.getByRole('combobox', { name: 'Type' }).selectOption('PROVISIONING_TOKEN_ROTATED');
    await expect.poll(() => log.locator('tbody tr').count()).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      log.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sso-audit-log.csv');
    await page.screenshot({ path: `${shots}/walk-audit-log.png`, fullPage: true });
  });
});
