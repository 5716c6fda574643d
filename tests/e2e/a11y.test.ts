// Accessibility in Chromium: axe-core (WCAG 2.0 / 2.1, levels A and AA) finds no serious or
// critical violation on the portal's main pages, for the roles that reach them, in the light
// and the dark colour scheme; and the sign-in and the users list work from the keyboard alone.
// Every violation found (minor and moderate too) is printed with its targets.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { baseUrl, errorBlockTexts, launch, signIn } from './support/browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const shots = 'tests/e2e/screenshots';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());

/** Runs axe on the whole document; prints every violation; returns the serious and critical ones. */
async function audit(p: Page, label: string): Promise<string[]> {
  // Let the first data and every running transition or animation settle, so colours are the final ones.
  await p.waitForLoadState('networkidle');
  await p.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        // An animation cancelled while waited on (a dialog closed) rejects: it has ended all the same.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the browser's debugging protocol: the portal's CSP refuses inline scripts,
  // which is what addScriptTag would add.
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(axeSource);
  const found = (await p.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    // Left out: react-aria's off-screen live log ([data-live-announcer]). A button that turns
    // pending announces itself there by aria-labelledby for 7 seconds; when the page then moves on
    // (sign-in, sign-out) the entry points at a button that is gone, which axe reports as an
    // unnamed role=img. The announcement itself was read when it was made.
    const result = await axe.run(
      { include: [document], exclude: [['[data-live-announcer]']] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    );
    // Best practice (landmarks, heading order, one main): printed, not asserted.
    const practice = await axe.run(
      { include: [document], exclude: [['[data-live-announcer]']] },
      { runOnly: ['best-practice'] },
    );
    const review = result.incomplete
      .map(
        (v: Violation) =>
          `${v.id} x${v.nodes.length} ${v.nodes
            .slice(0, 3)
            .map((n) => JSON.stringify(n.target))
            .join(' ')} (${(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`,
      )
      .join(', ');
    const summary = `axe: ${result.passes.length} rules pass; needs review by hand: ${review || 'none'}`;
    return [
      { id: 'summary', impact: null, help: summary, nodes: [] },
      ...result.violations,
      ...practice.violations.map((v: Violation) => ({ ...v, impact: `best-practice/${v.impact}` })),
    ];
  })) as Violation[];
  const [summary, ...violations] = found;
  console.log(`[${label}] ${summary.help}`);
  const lines = violations.flatMap((v) => [
    `[${label}] ${v.impact} ${v.id} (${v.nodes.length}): ${v.help}`,
    ...v.nodes.map(
      (n) => `    ${JSON.stringify(n.target)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
    ),
  ]);
  if (lines.length) console.log(lines.join('\n'));
  else console.log(`[${label}] no violations`);
  // A failure no step asked for, shown in the page's error block, fails the page as well.
  const unasked = await errorBlockTexts(p);
  return [
    ...violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`,
      ),
    ...unasked.map((text) => `error block: ${text}`),
  ];
}

const heading = (p: Page, name: string | RegExp, level = 1) =>
  expect.poll(() => p.getByRole('heading', { level, name }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`accessibility (axe, WCAG 2.1 AA) in Chromium, ${colorScheme} colour scheme`, () => {
    beforeEach(async () => {
      page = await (await browser.newContext({ colorScheme })).newPage();
    });
    afterEach(() => page.context().close());

    const signInAs = async (role: string) => {
      const d = demo(role);
      await signIn(page, d.loginName, d.password);
      await page.waitForURL((url) => url.hash === `#${d.landing}`);
    };
    const open = async (hash: string, title: string | RegExp) => {
      await page.goto(`${baseUrl()}/#${hash}`);
      await heading(page, title);
    };

    it('AUTH-01 the sign-in page, empty and with a wrong-password error, has no serious violation', async () => {
      await page.goto(`${baseUrl()}/#/login`);
      await page.getByLabel('Login name').waitFor();
      expect(await audit(page, `${colorScheme} sign-in`)).toEqual([]);
      await page.getByLabel('Login name').fill('nobody@acme.example');
      await page.getByLabel('Password', { exact: true }).fill('not-my-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${shots}/a11y-${colorScheme}-sign-in-error.png`, fullPage: true });
      expect(await audit(page, `${colorScheme} sign-in error`)).toEqual([]);
    });

    it('the account administrator’s dashboard, users list, a user’s page, the delete dialog, the add-user form with errors, the import page and its preview, extensions, roles and the other landing pages have no serious violation', async () => {
      await signInAs('account administrator');
      await heading(page, 'Dashboard');
      await page.screenshot({ path: `${shots}/a11y-${colorScheme}-dashboard.png`, fullPage: true });
      const found: Record<string, string[]> = {};
      found.dashboard = await audit(page, `${colorScheme} dashboard`);

      await open('/management/m/users', 'Users');
      await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(3);
      found.users = await audit(page, `${colorScheme} users list`);

      await page.getByRole('table').getByRole('link').first().click();
      await page.waitForURL(/#\/management\/m\/users\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.screenshot({ path: `${shots}/a11y-${colorScheme}-user.png`, fullPage: true });
      found.user = await audit(page, `${colorScheme} user page`);
      // The delete confirmation (cancelled: nothing is deleted), on a user the administrator may
      // delete (the first is the account super user).
      await page.goBack();
      await page.getByRole('table').getByRole('link').nth(1).click();
      await page.getByRole('button', { name: 'Delete user' }).click();
      await page.getByRole('alertdialog').waitFor();
      found.deleteDialog = await audit(page, `${colorScheme} delete-user dialog`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });

      await open('/management/m/users/new', 'Add user');
      await page.getByRole('button', { name: 'Create user' }).click();
      await expect.poll(() => page.locator('[aria-invalid=true]').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${shots}/a11y-${colorScheme}-add-user-errors.png`, fullPage: true });
      found.addUser = await audit(page, `${colorScheme} add user with errors`);

      await page.goto(`${baseUrl()}/#/management/m/users/import`);
      await page.locator('input[type=file]').waitFor({ state: 'attached' });
      found.import = await audit(page, `${colorScheme} import`);
      // A file with problems, previewed (not imported).
      await page.setInputFiles('input[type=file]', {
        name: 'users.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            'firstName,lastName,email,loginName,extension,mobile,userType',
            'Ann,Ok,ann.ok@acme.example,ann.ok@acme.example,,,END_USER',
            'Bad,Mail,not-an-email,bad.mail@acme.example,,12,END_USER',
          ].join('\n'),
        ),
      });
      await expect.poll(() => page.getByText(/rows? (is|are) ready to import/).count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${shots}/a11y-${colorScheme}-import-preview.png`, fullPage: true });
      found.importPreview = await audit(page, `${colorScheme} import preview with problems`);

      await open('/management/m/extensions', 'Extensions');
      await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(3);
      found.extensions = await audit(page, `${colorScheme} extensions`);
      await page.getByRole('table').getByRole('link').first().click();
      await page.waitForURL(/#\/management\/m\/extensions\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      found.extension = await audit(page, `${colorScheme} extension page`);

      await open('/management/m/roles', 'Roles and permissions');
      found.roles = await audit(page, `${colorScheme} roles`);

      for (const [name, hash, title] of [
        ['pbxSummary', '/management/m/pbxSummary', 'PBX summary'],
        ['callQueues', '/management/m/callQueue', 'Call queues'],
        ['companySummary', '/management/m/companySummaryReport', 'Company summary report'],
        ['billHistory', '/management/m/billhistory', 'Usage history'],
        ['notFound', '/management/m/noSuchPage', 'Page not found'],
      ] as const) {
        await open(hash, title);
        found[name] = await audit(page, `${colorScheme} ${title}`);
      }

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
      expect(Object.keys(found)).toHaveLength(15);
    });

    it('the provider’s account search and the partner’s reseller list have no serious violation', async () => {
      await signInAs('provider super user');
      await heading(page, 'Account search');
      const search = await audit(page, `${colorScheme} account search`);
      await page.context().clearCookies();
      await page.goto('about:blank');
      await signInAs('partner super user');
      await heading(page, 'Resellers and accounts');
      await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      await page.screenshot({ path: `${shots}/a11y-${colorScheme}-reseller-list.png`, fullPage: true });
      const resellers = await audit(page, `${colorScheme} reseller list`);
      expect({ search, resellers }).toEqual({ search: [], resellers: [] });
    });

    it('ROLE-09 the end user’s calls, the page they may not open, and the signed-out page have no serious violation', async () => {
      await signInAs('end user');
      await heading(page, 'My calls');
      await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(5);
      const calls = await audit(page, `${colorScheme} my calls`);
      await open('/management/m/users', "You don't have access to this page");
      const forbidden = await audit(page, `${colorScheme} forbidden`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/#\/login$/);
      await expect.poll(() => page.getByText('You have signed out.').count()).toBe(1);
      const signedOut = await audit(page, `${colorScheme} signed out (sign-in page)`);
      await page.goto(`${baseUrl()}/#/logout`);
      await heading(page, 'Signed out');
      const logout = await audit(page, `${colorScheme} #/logout`);
      expect({ calls, forbidden, signedOut, logout }).toEqual({
        calls: [],
        forbidden: [],
        signedOut: [],
        logout: [],
      });
    });

    it('the machine gallery (provider super user) has no serious violation', async () => {
      await signInAs('provider super user');
      await page.goto(`${baseUrl()}/#/machines`);
      await page.locator('svg[data-machine-id]').first().waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `${shots}/a11y-${colorScheme}-machines.png` });
      expect(await audit(page, `${colorScheme} machines`)).toEqual([]);
    });
  });
}

describe('the audit itself', () => {
  it('reports a serious violation when there is one (an unnamed field, grey text under 4.5:1)', async () => {
    const p = await (await browser.newContext()).newPage();
    try {
      await p.goto(`${baseUrl()}/#/login`);
      await p.getByLabel('Login name').waitFor();
      await p.evaluate(() => {
        const main = document.querySelector('main') ?? document.body;
        main.insertAdjacentHTML('beforeend', '<input id="unnamed"><p id="faint">faint</p>');
        // Through the CSSOM: the portal's CSP refuses inline style attributes.
        const faint = document.getElementById('faint')!;
        faint.style.color = '#777';
        faint.style.background = '#fff';
      });
      const found = await audit(p, 'harness check');
      expect(found.some((f) => f.startsWith('label') && f.includes('#unnamed'))).toBe(true);
      expect(found.some((f) => f.startsWith('color-contrast') && f.includes('#faint'))).toBe(true);
    } finally {
      await p.context().close();
    }
  });
});

describe('accessibility of the session-expiry dialog', () => {
  it('AUTH-09 the "session is about to end" dialog has no serious violation', async () => {
    const context = await browser.newContext();
    const p = await context.newPage();
    try {
      // The page's clock is the test's: the warning is brought on by moving it, not by waiting.
      await p.clock.install();
      const admin = demo('account administrator');
      await signIn(p, admin.loginName, admin.password);
      await p.waitForURL(/#\/management\/m\/dashboard$/);
      const dialog = p.getByRole('alertdialog', { name: 'Your session is about to end' });
      expect(await dialog.count()).toBe(0);
      // The shared server's session lasts 30 minutes and the warning comes 2 minutes before the
      // end: one second into the warning, the dialog has two minutes to go (axe needs a running clock).
      await p.clock.pauseAt(Date.now() + (28 * 60 + 1) * 1000);
      await dialog.waitFor({ state: 'visible' });
      await p.clock.resume();
      expect(await audit(p, 'session-expiry dialog')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('keyboard access in Chromium', () => {
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
    noRing.length = 0;
  });
  afterEach(() => page.context().close());

  interface Focused {
    tag: string;
    name: string;
    /** An outline or a box-shadow is drawn around it. */
    ring: boolean;
  }
  const focused = () =>
    page.evaluate((): Focused | null => {
      const a = document.activeElement as HTMLElement | null;
      if (!a || a === document.body) return null;
      const s = getComputedStyle(a);
      return {
        tag: a.tagName.toLowerCase(),
        name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 60),
        ring: (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none',
      };
    });
  const noRing: string[] = [];

  /** Presses Tab until the focused element matches, at most `max` times; notes stops with no ring. */
  async function tabTo(match: (el: Focused) => boolean, max = 60) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const el = await focused();
      if (!el) continue;
      if (!el.ring) noRing.push(`${new URL(page.url()).hash} <${el.tag}> ${el.name}`);
      if (match(el)) return el;
    }
    throw new Error('not reached with Tab');
  }

  it('AUTH-01 USER-01 signs in, opens the users list and a user’s page with the keyboard alone', async () => {
    const admin = demo('account administrator');
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByLabel('Login name').waitFor();
    // Tab reaches the login name, the password and the button, in that order.
    await tabTo((e) => e.tag === 'input');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Login name').getAttribute('id'),
    );
    await page.keyboard.type(admin.loginName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await heading(page, 'Dashboard');
    // The Users entry of the main navigation.
    await tabTo((e) => e.tag === 'a' && e.name === 'Users');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/management\/m\/users$/);
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(3);
    // The first user's link in the table.
    const first = (await page.getByRole('table').getByRole('link').first().textContent())?.trim() ?? '';
    await tabTo((e) => e.tag === 'a' && e.name === first, 120);
    await page.screenshot({ path: `${shots}/a11y-keyboard-users-focus.png` });
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/management\/m\/users\/\d+$/);
    await heading(page, first);
    expect(noRing).toEqual([]);
  });

  it('every stop Tab reaches on the users list, a user’s page and the add-user form shows a focus ring', async () => {
    const admin = demo('account administrator');
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.goto(`${baseUrl()}/#/management/m/users`);
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(3);
    const userHref = await page.getByRole('table').getByRole('link').nth(1).getAttribute('href');
    for (const hash of ['#/management/m/users', userHref, '#/management/m/users/new']) {
      await page.goto(`${baseUrl()}/${hash}`);
      await page.waitForLoadState('networkidle');
      let stops = 0;
      await expect(tabTo(() => ++stops >= 60, 80)).resolves.toBeTruthy();
    }
    expect(noRing).toEqual([]);
  });
});
