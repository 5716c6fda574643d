// The key tool in Chromium (MISC-02, MISC-03), on a server of its own (it changes Acme's texts):
// the provider super user switches into Acme, turns the key tool on, edits a setup guide title in
// place and sees it at once; the switch holds across a reload of the tab. Acme's administrator then
// sees the setup guide with the new words and no key tool; the provider restores the default.
// Light and dark, desktop and phone, axe on each screen.
import { describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { shootAndCheck, signIn } from './support/browser';
import { ownServerWalk } from './support/ownWalk';

const shots = '/tmp/shots-keytool';
const provider = demo('provider super user');
const admin = demo('account administrator');
const walk = ownServerWalk(shots);

describe('the key tool in Chromium, the walk', () => {
  it('MISC-02 MISC-03 the provider edits a setup guide title in place for Acme; Acme’s administrator sees it', async () => {
    // 1. The provider super user switches into Acme and opens its setup guide.
    const page = await walk.freshPage('desktop', 'light');
    await signIn(page, provider.loginName, provider.password, walk.baseUrl);
    await page.waitForURL(/#\/management\/m\/searchAccount$/);
    await page.getByRole('textbox', { name: 'Find an account' }).fill('admin@acme.example');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Switch to Acme Corporation' }).click();
    await page.waitForURL(/#\/management\/m\/dashboard$/);
    await page.goto(`${walk.baseUrl}/#/management/m/setupGuide`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Add your users' }).count()).toBe(1);
    const toggle = page.getByRole('button', { name: 'Key tool' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: /^Edit text/ }).count()).toBe(0);

    // 2. Alt+Shift+K turns the key tool on: an "Edit text" button beside each text.
    await page.keyboard.press('Alt+Shift+KeyK');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: /^Edit text/ }).count()).toBeGreaterThan(5);
    await shootAndCheck(page, shots, 'desktop-light-key-tool-on');

    // 3. Edit the first step's title in place, by keyboard: empty words are refused, then saved.
    await page.getByRole('button', { name: 'Edit text: Add your users' }).focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('form', { name: 'Edit the text setupGuide.users.title' });
    const field = editor.getByRole('textbox', { name: 'Text' });
    await expect.poll(() => field.count()).toBe(1);
    await field.fill('');
    await editor.getByRole('button', { name: 'Save text' }).click();
    await expect.poll(() => editor.getByText('Enter the text.').count()).toBe(1);
    await field.fill('Add your whole team');
    await shootAndCheck(page, shots, 'desktop-light-editor');
    await field.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Add your whole team' }).count())
      .toBe(1);
    await expect.poll(() => editor.count()).toBe(0);
    // Focus is back on the text's button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Edit text: Add your whole team');

    // 4. The switch is the tab's: it holds across a reload.
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Key tool' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit text: Add your whole team' }).count())
      .toBe(1);

    // 5. Acme's administrator sees the new words and no key tool: desktop dark, phone light.
    for (const [size, scheme] of [
      ['desktop', 'dark'],
      ['phone', 'light'],
    ] as const) {
      const theirs = await walk.freshPage(size, scheme);
      await signIn(theirs, admin.loginName, admin.password, walk.baseUrl);
      await theirs.waitForURL(/#\/management\/m\/\w+$/);
      await theirs.goto(`${walk.baseUrl}/#/management/m/setupGuide`);
      await expect
        .poll(() => theirs.getByRole('heading', { level: 2, name: 'Add your whole team' }).count())
        .toBe(1);
      expect(await theirs.getByRole('button', { name: 'Key tool' }).count()).toBe(0);
      await shootAndCheck(theirs, shots, `${size}-${scheme}-admin-setup-guide`);
    }

    // 6. The provider, at phone width in dark, restores the default.
    const phone = await walk.freshPage('phone', 'dark');
    await signIn(phone, provider.loginName, provider.password, walk.baseUrl);
    await phone.waitForURL(/#\/management\/m\/searchAccount$/);
    await phone.getByRole('textbox', { name: 'Find an account' }).fill('admin@acme.example');
    await phone.getByRole('button', { name: 'Search', exact: true }).click();
    await phone.getByRole('button', { name: 'Switch to Acme Corporation' }).click();
    await phone.waitForURL(/#\/management\/m\/dashboard$/);
    await phone.goto(`${walk.baseUrl}/#/management/m/setupGuide`);
    // A new tab: the key tool starts off.
    const phoneToggle = phone.getByRole('button', { name: 'Key tool' });
    await expect.poll(() => phoneToggle.getAttribute('aria-pressed')).toBe('false');
    await phoneToggle.click();
    await phone.getByRole('button', { name: 'Edit text: Add your whole team' }).click();
    await expect.poll(() => phone.getByRole('button', { name: 'Restore default' }).count()).toBe(1);
    await shootAndCheck(phone, shots, 'phone-dark-editor');
    await phone.getByRole('button', { name: 'Restore default' }).click();
    await expect.poll(() => phone.getByRole('heading', { level: 2, name: 'Add your users' }).count()).toBe(1);
    await shootAndCheck(phone, shots, 'phone-dark-restored');
  }, 240_000);
});
