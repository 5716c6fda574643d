// Roles in Chromium (ROLE-02, ROLE-04, ROLE-07, ROLE-09): each demo role lands on its page and
// sees exactly its menus; parents swap into a child account and back; typing another tenant's
// page is refused with a clear message.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { demo } from '../support/callers';
import { EXPECTED_MENUS, knownItems } from '../support/expectedMenus';
import { baseUrl, launch, signIn } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(() => page.context().close());

const TITLES: Record<string, string> = {
  '/management/m/searchAccount': 'Account search',
  '/management/m/resellerList': 'Resellers and accounts',
  '/management/m/dashboard': 'Dashboard',
  '/management/m/myCallsReport': 'My calls',
  '/management/m/billhistory': 'Usage history',
  '/management/m/companySummaryReport': 'Company summary report',
  '/management/m/callQueue': 'Call queues',
  '/management/m/pbxSummary': 'PBX summary',
};
/** The international landing pages open their area's list with rows from the seed. */
const INTERNATIONAL_LISTS = new Set([
  '/management/m/billhistory',
  '/management/m/companySummaryReport',
  '/management/m/callQueue',
  '/management/m/pbxSummary',
]);
const menu = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
const brand = () => page.locator('link#brand-icon').getAttribute('data-brand');

describe('roles in Chromium', () => {
  it.each(DEMO_SIGN_INS.map((d) => [d.role, d] as const))(
    'ROLE-02 ROLE-04 %s lands on its page and sees exactly its menus',
    async (_role, d) => {
      await signIn(page, d.loginName, d.password);
      await page.waitForURL((url) => url.hash === `#${d.landing}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: TITLES[d.landing] }).count())
        .toBe(1);
      if (INTERNATIONAL_LISTS.has(d.landing)) {
        // Data cells (an empty or loading table has one cell spanning every column).
        await expect.poll(() => page.locator('main tbody td:not([colspan])').count()).toBeGreaterThan(0);
      }
      await expect.poll(async () => knownItems(await menu())).toEqual(EXPECTED_MENUS[d.roleId]);
      // Every item shown opens: none leads to a refusal.
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        await page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${href}"]`).click();
        await page.waitForURL((url) => url.hash === href);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect.poll(() => heading.count()).toBe(1);
        expect(await heading.textContent(), href).not.toBe("You don't have access to this page");
      }
    },
  );

  it('ROLE-07 the provider finds an account, switches into it with a banner naming both, and back', async () => {
    const provider = demo('provider super user');
    await signIn(page, provider.loginName, provider.password);
    await page.waitForURL(/#\/management\/m\/searchAccount$/);
    await page.getByRole('textbox', { name: 'Find an account' }).fill('admin@acme.example');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Switch to Acme Corporation' }).click();
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    const banner = page.getByRole('region', { name: 'Switched account' });
    await expect.poll(() => banner.textContent()).toMatch(/Acme Corporation.*Switchboard Platform/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back to Switchboard Platform' }).click();
    await page.waitForURL(/#\/management\/m\/searchAccount$/);
    await expect.poll(() => banner.count()).toBe(0);
  });

  it('ROLE-07 ROLE-09 a partner switches into a customer from its reseller list; the brand icon follows the account', async () => {
    const partner = demo('partner super user');
    await signIn(page, partner.loginName, partner.password);
    await page.waitForURL(/#\/management\/m\/resellerList$/);
    await expect.poll(brand).toBe('custom');
    await page.getByRole('button', { name: 'Switch to Acme Corporation' }).click();
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Switched account' }).textContent())
      .toMatch(/Acme Corporation.*Brightline Communications/);
    await expect.poll(brand).toBe('default');
    await page.getByRole('button', { name: 'Back to Brightline Communications' }).click();
    await page.waitForURL(/#\/management\/m\/resellerList$/);
    await expect.poll(brand).toBe('custom');
  });

  it("ROLE-03 a partner opens a customer's admin portal page in a new window, at its hash route", async () => {
    const partner = demo('partner super user');
    await signIn(page, partner.loginName, partner.password);
    await page.waitForURL(/#\/management\/m\/resellerList$/);
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open Acme Corporation in a new window' }).click(),
    ]);
    await opened.waitForURL(/\/#\/management\/m\/account\/\d+$/);
    await expect
      .poll(() => opened.getByRole('heading', { level: 1, name: 'Acme Corporation' }).count())
      .toBe(1);
    // The first window stays where it was.
    expect(new URL(page.url()).hash).toBe('#/management/m/resellerList');
  });

  it("ROLE-07 an account administrator typing another tenant's page is refused with a clear message", async () => {
    const admin = demo('account administrator');
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.goto(`${baseUrl()}/#/management/m/account/11`);
    await expect
      .poll(() => page.getByRole('heading', { name: "You don't have access to this page" }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(/not one you manage/).count()).toBe(1);
    await expect.poll(() => page.getByText('Britannia Trading Ltd').count()).toBe(0);
    // Their own account opens.
    await page.goto(`${baseUrl()}/#/management/m/account/10`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Acme Corporation' }).count())
      .toBe(1);
  });

  it('ROLE-04 ROLE-09 an end user typing an administrator page is refused and sees only personal items', async () => {
    const user = demo('end user');
    await signIn(page, user.loginName, user.password);
    await page.waitForURL(/#\/management\/m\/myCallsReport$/);
    await page.goto(`${baseUrl()}/#/management/m/billhistory`);
    await expect
      .poll(() => page.getByRole('heading', { name: "You don't have access to this page" }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(/your own items only/).count()).toBe(1);
    expect(await menu()).toEqual([
      'My calls',
      'My recordings',
      'My call blocking',
      'Date and time',
      'My security',
    ]);
  });

  it('ROLE-04 an account super user grants a role a level; that role sees the menu at its next sign-in', async () => {
    const su = demo('account super user');
    const billing = demo('billing admin');
    const setReports = async (level: 'View' | 'No access') => {
      await signIn(page, su.loginName, su.password);
      await page.waitForURL(/#\/management\/m\/dashboard$/);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Roles and permissions' })
        .click();
      await page
        .getByRole('combobox', { name: 'Role in Acme Corporation' })
        .selectOption({ label: 'billing admin' });
      await page.getByRole('combobox', { name: 'Level for reports' }).selectOption({ label: level });
      await page.getByRole('button', { name: 'Save permissions' }).click();
      await expect.poll(() => page.getByText('Permissions saved').count()).toBe(1);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/#\/login$/);
    };
    await setReports('View');
    await signIn(page, billing.loginName, billing.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await expect.poll(menu).toContain('Company summary');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/#\/login$/);
    await setReports('No access');
  });
  it('ROLE-07 the account super user of Acme trusts Britannia, sees it listed, and removes it after confirming', async () => {
    const openAccountAccess = async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Account access' })
        .click();
      await page.waitForURL(/#\/management\/m\/accountAccess$/);
    };
    // Britannia's id, as its administrator sees it on the page.
    const britannia = demo('account administrator (international, GB)');
    await signIn(page, britannia.loginName, britannia.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await openAccountAccess();
    const idText = page.getByText(/Britannia Trading Ltd \(account id \d+\)/);
    await expect.poll(() => idText.count()).toBe(1);
    const britanniaId = (await idText.textContent())!.match(/account id (\d+)/)![1]!;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/#\/login$/);

    const su = demo('account super user');
    await signIn(page, su.loginName, su.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await openAccountAccess();
    const card = page.getByRole('region', { name: 'Trusted accounts' });
    await expect.poll(() => card.getByText('This account trusts no other account.').count()).toBe(1);
    // A customer account manages no other account: no child-access card.
    expect(await page.getByRole('region', { name: 'Access to managed accounts' }).count()).toBe(0);
    await card.getByRole('textbox', { name: 'Account id to trust' }).fill(britanniaId);
    await card.getByRole('button', { name: 'Trust another account' }).click();
    const row = card.getByRole('row', { name: /Britannia Trading Ltd/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(britanniaId);
    await row.getByRole('button', { name: 'Remove Britannia Trading Ltd' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('Britannia Trading Ltd will no longer be able to act on this account.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => card.getByText('This account trusts no other account.').count()).toBe(1);
  });
});
