// Security settings in Chromium (issue 23, so far: API keys): the API keys page and its dialogs at
// desktop (1400×900) in the light colour scheme and at phone width (390×844) in the dark one,
// checked by axe (WCAG 2.1 A/AA: no violation) and photographed to /tmp/shots-security/; then an
// administrator's walk: a key created for a new API user, its secret shown once and used as a
// bearer credential on the API, then revoked, after which the same call is refused at once.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, launch, SIZES, shootAndCheck, signIn } from './support/browser';

const shots = '/tmp/shots-security';
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

async function apiKeysPage(size: keyof typeof SIZES, scheme: 'light' | 'dark') {
  page = await (await browser.newContext({ viewport: SIZES[size], colorScheme: scheme })).newPage();
  await signIn(page, admin.loginName, admin.password);
  await page.waitForURL(/#\/management\/m\/\w+$/);
  await page.goto(`${baseUrl()}/#/management/m/apiKeys`);
  await expect.poll(() => page.getByRole('button', { name: 'Create API key' }).count()).toBe(1);
}

/** The user a credential acts as, or the refusal's status. */
const self = async (bearer: string) => {
  const res = await fetch(`${baseUrl()}/svc/users/v3/users/self`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  return res.status === 200
    ? ((await res.json()) as { login_name?: string; loginName?: string })
    : res.status;
};

const RUNS = [
  ['desktop', 'light'],
  ['phone', 'dark'],
] as const;
for (const [size, scheme] of RUNS) {
  describe(`API keys in Chromium, ${size} ${scheme}`, () => {
    it('the list and the create dialog pass axe', async () => {
      await apiKeysPage(size, scheme);
      await shoot(`${size}-${scheme}-api-keys`);
      await page.getByRole('button', { name: 'Create API key' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Create API key' }).count()).toBe(1);
      await shoot(`${size}-${scheme}-create-dialog`);
    });
  });
}

describe('API keys in Chromium, the walk', () => {
  it('a key made in the portal calls the API as its API user until it is revoked, then at once no more', async () => {
    await apiKeysPage('desktop', 'light');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    await expect.poll(() => dialog.getByText('Enter a name.').count()).toBe(1);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E integration');
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    const shown = page.getByRole('dialog', { name: 'API key created' });
    await expect.poll(() => shown.getByText(/cannot be shown again/).count()).toBe(1);
    const secret = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(secret).toMatch(/^sbk_/);
    await page.screenshot({ path: `${shots}/walk-secret-once.png` });
    await shown.getByRole('button', { name: 'Done' }).click();

    // The secret is a bearer credential: the API answers as the key's API user.
    const who = await self(secret);
    expect(typeof who).toBe('object');
    expect(JSON.stringify(who)).not.toContain(admin.loginName);

    const table = page.getByRole('table', { name: 'API keys' });
    await expect.poll(() => table.getByRole('button', { name: 'Revoke E2E integration' }).count()).toBe(1);
    await table.getByRole('button', { name: 'Revoke E2E integration' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
    await expect.poll(() => confirm.getByText(/stop working at once/).count()).toBe(1);
    await confirm.getByRole('button', { name: /^Revoke/ }).click();
    await expect.poll(() => table.getByText('Revoked').count()).toBeGreaterThan(0);
    expect(await self(secret)).toBe(401);
    await page.screenshot({ path: `${shots}/walk-revoked.png` });
  });
});
