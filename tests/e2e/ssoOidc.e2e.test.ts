// Single sign-on through the account's own OpenID provider in Chromium (SEC-01, decision 0117):
// on a server of its own (the walk turns Acme's SSO on), with oidc-provider as Acme's provider.
// From the portal's "Sign in with single sign-on", the platform's page takes the work e-mail and
// sends the browser to the provider; its login form sends it back, signed in, to the dashboard.
// Desktop in the light scheme and a phone in the dark; the platform's page checked with axe.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { type CustomerProvider, startCustomerProvider } from '../support/customerProvider';
import { axeViolations, launch, SIZES } from './support/browser';
import { type OwnServer, startOwnServer } from './support/ownServer';

const shots = 'tests/e2e/screenshots/sso-oidc';
const owner = demo('account super user');
const admin = demo('account administrator');

let browser: Browser;
let server: OwnServer;
let idp: CustomerProvider;

async function turnSsoOn() {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: owner.loginName,
    password: owner.password,
    client_id: 'switchboard-portal',
  });
  const signedIn = await fetch(`${server.baseUrl}/svc/auth/oauth/token`, { method: 'POST', body: form });
  const { access_token, account_id } = await signedIn.json();
  const res = await fetch(`${server.baseUrl}/svc/auth/v1/sso/accounts/${account_id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: ['acme.example'],
      jitCreation: false,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = await startOwnServer({});
  idp = await startCustomerProvider(`${server.baseUrl}/svc/auth/v1/sso/callback`);
  await turnSsoOn();
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await idp?.close();
  await server?.stop();
});

describe('SEC-01 single sign-on through Acme’s own provider in Chromium', () => {
  for (const [name, options] of [
    ['desktop-light', { viewport: SIZES.desktop, colorScheme: 'light' }],
    ['phone-dark', { viewport: SIZES.phone, colorScheme: 'dark' }],
  ] as const) {
    it(`SEC-01 a work e-mail goes to the provider and comes back to the dashboard (${name})`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      try {
        await page.goto(`${server.baseUrl}/#/login`);
        await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
        await page.waitForURL(/\/svc\/auth\/oauth2\/authorize\?/);
        await page.getByLabel('Login name or work e-mail').fill(admin.loginName);
        await page.screenshot({ path: `${shots}/platform-page-${name}.png`, fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Sign in' }).click();
        // Acme's provider asks for its own login.
        await page.waitForURL((url) => url.href.startsWith(idp.issuer));
        await page.locator('input[name=login]').fill(admin.loginName);
        await page.locator('input[name=password]').fill('the provider checks its own password');
        await page.screenshot({ path: `${shots}/provider-${name}.png` });
        await page.locator('button[type=submit]').first().click();
        await page.waitForURL(/#\/management\/m\/dashboard$/, { timeout: 30_000 });
        await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);
        expect(new URL(page.url()).search).toBe('');
        await page.screenshot({ path: `${shots}/dashboard-${name}.png` });
      } finally {
        await context.close();
      }
    }, 90_000);

    it(`SEC-01 typing a work e-mail offers single sign-on and goes straight to the provider; the identity shows on My security (${name})`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      try {
        await page.goto(`${server.baseUrl}/#/login`);
        await page
          .getByRole('textbox', { name: 'Login name' })
          .pressSequentially(admin.loginName, { delay: 20 });
        const offer = page.getByRole('button', { name: 'Continue with single sign-on' });
        await expect.poll(() => offer.count(), { timeout: 10_000 }).toBe(1);
        expect(await page.getByText(/People at acme.example can sign in with single sign-on/).count()).toBe(
          1,
        );
        await page.screenshot({ path: `${shots}/typed-work-email-${name}.png`, fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
        await offer.click();
        // The login name went as the login hint: no platform page, straight to Acme's provider.
        await page.waitForURL((url) => url.href.startsWith(idp.issuer));
        await page.locator('input[name=login]').fill(admin.loginName);
        await page.locator('input[name=password]').fill('the provider checks its own password');
        await page.locator('button[type=submit]').first().click();
        await page.waitForURL(/#\/management\/m\/dashboard$/, { timeout: 30_000 });
        await page.goto(`${server.baseUrl}/#/management/m/mySecurity`);
        const linked = page.getByRole('list', { name: 'Linked identities' });
        await expect.poll(() => linked.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
        expect(await linked.getByText(`Single sign-on (${idp.issuer})`).count()).toBe(1);
        await linked.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/my-identities-${name}.png`, fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
