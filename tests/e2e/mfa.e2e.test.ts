import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/areas/mfa/totp';
import { demo } from '../support/callers';
import { shootAndCheck, signIn } from './support/browser';
import { ownServerWalk } from './support/ownWalk';

const shots = '/tmp/shots-mfa';
const superUser = demo('account super user');
const admin = demo('account administrator');

const walk = ownServerWalk(shots);

const freshPage = walk.freshPage;

describe('two-step sign-in in Chromium, the walk', () => {
  it('SEC-03 enforce for Acme, enrol an authenticator at sign-in, sign in again with a code', async () => {
    // 1. Acme's super user requires it.
    let page = await freshPage('desktop', 'light');
    await signIn(page, superUser.loginName, superUser.password, walk.baseUrl);
    await page.waitForURL(/#\/management\/m\/\w+$/);
    await page.goto(`${walk.baseUrl}/#/management/m/securitySettings`);
    const required = page.getByRole('checkbox', {
      name: 'Require two-step sign-in for everyone in this account',
    });
    await expect.poll(() => required.count()).toBe(1);
    await shootAndCheck(page, shots, 'desktop-light-security-settings');
    await required.check();
    await page.getByRole('button', { name: 'Save two-step sign-in' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Require two-step sign-in?' });
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.getByRole('button', { name: 'Require it' }).click();
    await expect.poll(() => page.getByText('Two-step sign-in is now required.').count()).toBe(1);

    // 2. The administrator signs in: no token yet, an authenticator to set up first.
    page = await freshPage('desktop', 'light');
    await signIn(page, admin.loginName, admin.password, walk.baseUrl);
    const setUp = page.getByRole('button', { name: 'Set up an authenticator app' });
    await expect.poll(() => setUp.count()).toBe(1);
    await shootAndCheck(page, shots, 'desktop-light-enrol-choice');
    await setUp.click();
    const key = page.locator('code');
    await expect.poll(() => key.count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: /QR code/ }).count()).toBe(1);
    await shootAndCheck(page, shots, 'desktop-light-enrol-qr');
    const secret = (await key.innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong code first: refused, the form stays.
    const wrong = totpCode(secret, new Date(Date.now() - 10 * 60_000));
    await page.getByRole('textbox', { name: /^Code/ }).fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => page.getByText(/The code is incorrect/).count()).toBe(1);
    const first = totpCode(secret, new Date());
    await page.getByRole('textbox', { name: /^Code/ }).fill(first);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    // Enrolled now: the recovery codes once, before the portal opens (decision 0121).
    const kept = page.getByRole('list', { name: 'Recovery codes' });
    await expect.poll(() => kept.getByRole('listitem').count()).toBe(10);
    const recoveryCode = (await kept.getByRole('listitem').first().innerText()).trim();
    expect(recoveryCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await shootAndCheck(page, shots, 'desktop-light-enrol-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await page.waitForURL(/#\/management\/m\/\w+$/);
    await page.goto(`${walk.baseUrl}/#/management/m/mySecurity`);
    await expect.poll(() => page.getByRole('button', { name: 'Remove Authenticator app' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/Recovery codes left: 10\./).count()).toBe(1);
    await shootAndCheck(page, shots, 'desktop-light-my-security');

    // 3. Signed out (a fresh browser), in again with a code of a later step, at phone width, dark.
    await expect
      .poll(() => totpCode(secret, new Date()), { timeout: 35_000, interval: 1000 })
      .not.toBe(first);
    page = await freshPage('phone', 'dark');
    await signIn(page, admin.loginName, admin.password, walk.baseUrl);
    const code = page.getByRole('textbox', { name: /^Code/ });
    await expect.poll(() => code.count()).toBe(1);
    await shootAndCheck(page, shots, 'phone-dark-second-step');
    await code.fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/#\/management\/m\/\w+$/);
    await page.goto(`${walk.baseUrl}/#/management/m/mySecurity`);
    const renew = page.getByRole('button', { name: 'Make new recovery codes' });
    await expect.poll(() => renew.count()).toBe(1);
    await renew.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make new codes' }).click();
    const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    await shootAndCheck(page, shots, 'phone-dark-recovery-codes');
    // The new set replaced the one kept at enrolment: the first code of the new set signs in once.
    const newCode = (await codes.getByRole('listitem').first().innerText()).trim();
    expect(newCode).not.toBe(recoveryCode);

    // 4. A recovery code signs in (phone, light).
    page = await freshPage('phone', 'light');
    await signIn(page, admin.loginName, admin.password, walk.baseUrl);
    await expect.poll(() => page.getByRole('button', { name: 'Use a recovery code' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: /^Recovery code/ }).fill(newCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/#\/management\/m\/\w+$/);
  }, 180_000);
});
