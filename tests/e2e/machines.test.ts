// The machine gallery in Chromium: every state of every registered machine is drawn, the exports
// download and parse, and the live highlight follows the token actor through a sign-in.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mermaidId } from '../../machines/graph/mermaid';
import { statesOf } from '../../machines/graph/paths';
import { MACHINES } from '../../machines/registry';
import { demo } from '../support/callers';
import { launch, signIn } from './support/browser';

let browser: Browser;
let page: Page;
const shots = 'tests/e2e/screenshots';
const provider = demo('provider super user');

beforeAll(async () => {
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
});
afterEach(() => page.context().close());

/** Signs in as the provider super user, then opens the gallery in the same document (same actors). */
async function openGallery(machineId = 'token') {
  await signIn(page, provider.loginName, provider.password);
  await page.waitForURL(new RegExp(`#${provider.landing}$`));
  await goToMachine(machineId);
}

async function goToMachine(machineId: string) {
  await page.evaluate((id) => {
    location.hash = `#/machines/${id}`;
  }, machineId);
  await page.locator(`svg[data-machine-id="${machineId}"]`).waitFor();
}

const drawnStates = () =>
  page.$$eval('.sc [data-state-id]', (els) => els.map((e) => e.getAttribute('data-state-id')));
const activeStates = () =>
  page.$$eval('.sc [data-state-id][data-active]', (els) => els.map((e) => e.getAttribute('data-state-id')));

async function downloadText(button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

describe('the machine gallery in Chromium', () => {
  it('draws every state of every registered machine, as its definition has them', async () => {
    await openGallery(MACHINES[0].id);
    for (const entry of MACHINES) {
      await goToMachine(entry.id);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: entry.title }).count()).toBe(1);
      const drawn = await drawnStates();
      for (const id of statesOf(entry.machine)) expect(drawn, `${entry.id}: ${id}`).toContain(id);
      const edges = await page.locator('.sc [data-edge-id]').count();
      expect(edges, entry.id).toBeGreaterThan(0);
      for (const r of entry.requirements) {
        expect(await page.getByText(r, { exact: true }).count(), r).toBeGreaterThan(0);
      }
      expect(await page.getByText(entry.source).count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${shots}/machines-${entry.id}.png` });
    }
  });

  it('downloads the SVG, Mermaid and JSON of each machine, and they parse', async () => {
    await openGallery();
    for (const entry of MACHINES) {
      // A fresh document per machine: Chromium throttles many downloads from one document.
      await goToMachine(entry.id);
      await page.reload();
      await page.locator(`svg[data-machine-id="${entry.id}"]`).waitFor();
      const svg = await downloadText('Download SVG');
      expect(svg.name).toBe(`${entry.id}.svg`);
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.nodeName,
          states: [...doc.querySelectorAll('[data-state-id]')].map((e) => e.getAttribute('data-state-id')),
        };
      }, svg.text);
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe('svg');
      for (const id of statesOf(entry.machine)) expect(parsed.states).toContain(id);

      const mmd = await downloadText('Download Mermaid');
      expect(mmd.name).toBe(`${entry.id}.mmd`);
      expect(mmd.text.startsWith('stateDiagram-v2\n')).toBe(true);
      for (const id of statesOf(entry.machine)) expect(mmd.text).toContain(`as ${mermaidId(id)}\n`);

      const json = await downloadText('Download JSON');
      expect(json.name).toBe(`${entry.id}.json`);
      expect(JSON.parse(json.text).id).toBe(entry.id);
    }
  });

  it('AUTH-01 AUTH-03 the live highlight follows the token actor through a sign-in and a reload', async () => {
    await openGallery('token');
    const live = page.getByRole('region', { name: 'Live' });
    // The sign-in as the token actor took it, and where it is now.
    await expect
      .poll(() => live.getByRole('list', { name: 'Recent steps' }).textContent())
      .toMatch(
        /xstate\.init → restoring.*xstate\.error\.actor\.restore → signedOut.*session\.signIn → signingIn.*xstate\.done\.actor\.signIn → valid/s,
      );
    await expect
      .poll(() => page.getByRole('status', { name: 'Live state' }).textContent())
      .toMatch(/Now in\s*valid.*last event\s*xstate\.done\.actor\.signIn/s);
    expect(await activeStates()).toEqual(['token.valid']);
    expect(
      await page.$$eval('.sc [data-edge-id][data-active]', (els) =>
        els.map((e) => e.getAttribute('data-edge-id')),
      ),
    ).toEqual(['token.signingIn:xstate.done.actor.signIn:0:token.valid']);
    await page.screenshot({ path: `${shots}/machines-token-live.png` });

    // A reload starts a new actor: it restores the session from the refresh cookie.
    await page.reload();
    await page.locator('svg[data-machine-id="token"]').waitFor();
    await expect
      .poll(() => live.getByRole('list', { name: 'Recent steps' }).textContent())
      .toMatch(/xstate\.init → restoring.*xstate\.done\.actor\.restore → valid/s);
    await expect.poll(() => activeStates()).toEqual(['token.valid']);
  });

  it('AUTH-03 the live highlight follows the token actor of another tab as it moves', async () => {
    await openGallery('token');
    const status = page.getByRole('status', { name: 'Live state' });
    await expect.poll(() => status.textContent()).toMatch(/in this tab/);
    // A second tab of the same browser restores the session from the refresh cookie, now.
    const other = await page.context().newPage();
    await other.goto(page.url().replace(/#.*$/, '#/'));
    await expect
      .poll(() => status.textContent())
      .toMatch(/Now in\s*valid.*xstate\.done\.actor\.restore.*in another tab/s);
    await expect
      .poll(() => page.getByRole('list', { name: 'Recent steps' }).textContent())
      .toMatch(/xstate\.init → restoring.*xstate\.done\.actor\.restore → valid/s);
    expect(await activeStates()).toEqual(['token.valid']);
    expect(
      await page.$$eval('.sc [data-edge-id][data-active]', (els) =>
        els.map((e) => e.getAttribute('data-edge-id')),
      ),
    ).toEqual(['token.restoring:xstate.done.actor.restore:0:token.valid']);
    await other.close();
  });

  it('plays a generated path step by step on the diagram, and pans and zooms from the keyboard', async () => {
    await openGallery('token');
    const paths = page.getByRole('list', { name: 'Shortest paths' });
    await paths
      .getByRole('button', { name: 'error:restore → session.signIn → done:signIn', exact: true })
      .click();
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => activeStates()).toEqual(['token.restoring']);
    const expected = ['token.signedOut', 'token.signingIn', 'token.valid'];
    for (const state of expected) {
      await page.getByRole('button', { name: 'Next step' }).click();
      await expect.poll(() => activeStates()).toEqual([state]);
    }
    await page.screenshot({ path: `${shots}/machines-token-path.png` });

    const zoom = () => page.locator('[aria-live="polite"]').filter({ hasText: '%' }).textContent();
    const before = await zoom();
    await page.getByRole('region', { name: 'Token lifecycle statechart' }).focus();
    await page.keyboard.press('+');
    await expect.poll(zoom).not.toBe(before);
    await page.keyboard.press('0');
    await expect.poll(zoom).toBe(before);
    await page.getByRole('button', { name: 'Back to live' }).click();
    await page.getByRole('button', { name: 'Simple', exact: true }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Simple paths' }).getByRole('button').count())
      .toBeGreaterThan(0);
    await expect.poll(() => activeStates()).toEqual(['token.valid']);
  });

  it('ROLE-01 is closed to anyone but the provider super user in production', async () => {
    const admin = demo('account administrator');
    await signIn(page, admin.loginName, admin.password);
    await page.waitForURL(new RegExp(`#${admin.landing}$`));
    await page.evaluate(() => {
      location.hash = '#/machines';
    });
    await expect
      .poll(() => page.getByRole('heading', { name: "You don't have access to this page" }).count())
      .toBe(1);
    expect(await page.locator('svg.sc').count()).toBe(0);
  });
});
