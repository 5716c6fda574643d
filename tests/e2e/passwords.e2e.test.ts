// Passwords in Chromium (issue 23, sec-pw; decision 0108): Security settings (the password policy)
// and My security (one's password and secret question) at desktop (1400×900) in the light colour
// scheme and at phone width (390×844) in the dark one, checked by axe and photographed to
// /tmp/shots-passwords/; then the walk: an account super user sets the policy, a user changes his
// password (a too-short one refused with the rule), and an expired password forces a change at
// sign-in. On a server of its own: it changes the passwords of Acme's call-queue admins, whom the
// sign-in walk signs in as on the shared server.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { launch, SIZES, shootAndCheck, signIn } from './support/browser';
import { type OwnServer, startOwnServer } from './support/ownServer';

const shots = '/tmp/shots-passwords';
const superUser = demo('account super user');
const queues = demo('call queues admin');
const queueReports = demo('call queues reporting admin');

let browser: Browser;
let server: OwnServer;
let page: Page;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  [browser, server] = await Promise.all([launch(), startOwnServer({})]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
const baseUrl = () => server.baseUrl;
afterEach(() => page?.context().close());

const shoot = (name: string) => shootAndCheck(page, shots, name);

async function open(
  size: keyof typeof SIZES,
  scheme: 'light' | 'dark',
  who: { loginName: string; password: string },
) {
  page = await (await browser.newContext({ viewport: SIZES[size], colorScheme: scheme })).newPage();
  await signIn(page, who.loginName, who.password, baseUrl());
  await page.waitForURL(/#\/management\/m\/\w+$/);
}

async function visit(pageName: string, heading: string) {
  await page.goto(`${baseUrl()}/#/management/m/${pageName}`);
  await expect.poll(() => page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
  await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
}

/** The token endpoint as the portal calls it: the answer (tokens, or the refusal). */
async function tokenCall(loginName: string, password: string) {
  const res = await fetch(`${baseUrl()}/svc/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: loginName,
      password,
      client_id: 'switchboard-portal',
    }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { access_token?: string; user_id?: number; code?: string },
  };
}

const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`Passwords in Chromium, ${size} ${scheme}`, () => {
    it('Security settings and My security pass axe', async () => {
      await open(size, scheme, superUser);
      await visit('securitySettings', 'Password policy');
      await shoot(`${size}-${scheme}-security-settings`);
      await visit('mySecurity', 'Password');
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: 'Secret question' }).count())
        .toBe(1);
      await shoot(`${size}-${scheme}-my-security`);
    });
  });
}

describe('Passwords in Chromium, the walk', () => {
  it('SEC-02 a policy set by the super user holds for a user’s own change, and an expired password is changed at sign-in', async () => {
    // The account super user asks for 14 characters.
    await open('desktop', 'light', superUser);
    await visit('securitySettings', 'Password policy');
    const minimum = page.getByRole('textbox', { name: /^Minimum length/ });
    await minimum.fill('4');
    await page.getByRole('button', { name: 'Save policy' }).click();
    await expect.poll(() => page.getByText('The minimum length is 8 to 64 characters.').count()).toBe(1);
    await minimum.fill('14');
    await page.getByRole('button', { name: 'Save policy' }).click();
    await expect.poll(() => page.getByText(/The password policy is saved/).count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-policy-saved.png` });
    await page.context().close();

    // A user changes his password: a too-short one is refused with the rule, then one that follows it.
    await open('desktop', 'light', queues);
    await visit('mySecurity', 'Password');
    await expect.poll(() => page.getByText('Use at least 14 characters and a digit.').count()).toBe(1);
    await page.getByLabel('Current password').fill(queues.password);
    await page.getByLabel('New password', { exact: true }).fill('Short-2026');
    await page.getByLabel('New password again').fill('Short-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('The password needs at least 14 characters.').count()).toBe(1);
    await page.screenshot({ path: `${shots}/walk-too-short.png` });
    await page.getByLabel('New password', { exact: true }).fill('Queues-walk-2026-ok');
    await page.getByLabel('New password again').fill('Queues-walk-2026-ok');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText(/Your password is changed/).count()).toBe(1);
    expect((await tokenCall(queues.loginName, 'Queues-walk-2026-ok')).status).toBe(200);
    await page.context().close();

    // An administrator's reset leaves the user's password expired: the sign-in asks for a new one.
    const them = await tokenCall(queueReports.loginName, queueReports.password);
    const su = await tokenCall(superUser.loginName, superUser.password);
    const reset = await fetch(`${baseUrl()}/svc/auth/v1/password-reset/${them.body.user_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${su.body.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Temporary-2026-reset' }),
    });
    expect(reset.status).toBe(200);
    page = await (await browser.newContext({ viewport: SIZES.desktop, colorScheme: 'light' })).newPage();
    await signIn(page, queueReports.loginName, 'Temporary-2026-reset', baseUrl());
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Choose a new password' }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(/Your password has expired/).count()).toBe(1);
    await shoot('walk-expired-step');
    await page.getByLabel('New password', { exact: true }).fill('Temporary-2026-reset');
    await page.getByLabel('New password again').fill('Temporary-2026-reset');
    await page.getByRole('button', { name: 'Change password and sign in' }).click();
    await expect.poll(() => page.getByText(/used recently/).count()).toBe(1);
    await page.getByLabel('New password', { exact: true }).fill('Reports-walk-2026-ok');
    await page.getByLabel('New password again').fill('Reports-walk-2026-ok');
    await page.getByRole('button', { name: 'Change password and sign in' }).click();
    await page.waitForURL(/#\/management\/m\/\w+$/);
    expect((await tokenCall(queueReports.loginName, 'Reports-walk-2026-ok')).status).toBe(200);
  });
});
