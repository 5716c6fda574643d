// The app centre's purchase in Chromium (issue 24 item 2; MISC-01; decision 0123), on a server of
// its own (the walk places an order for Acme): Acme's super user asks to buy a priced app, reads
// the previewed total in the dialog, places the order and activates the app; the dialog and the
// page pass axe at desktop (1400×900) light and phone width (390×844) dark, photographed to
// /tmp/shots-app-centre/.
import { describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { shootAndCheck, signIn } from './support/browser';
import { ownServerWalk } from './support/ownWalk';

const shots = '/tmp/shots-app-centre';
const su = demo('account super user');
const walk = ownServerWalk(shots);

const RUNS = [
  ['desktop', 'light', 'HubSpot integration'],
  ['phone', 'dark', 'Salesforce integration'],
] as const;
for (const [size, scheme, app] of RUNS) {
  describe(`app centre in Chromium, ${size} ${scheme}`, () => {
    it(`MISC-01 ${app} is bought through the order flow (preview, confirm, placed) and activated`, async () => {
      const page = await walk.freshPage(size, scheme);
      await signIn(page, su.loginName, su.password, walk.baseUrl);
      await page.waitForURL(/#\/management\/m\/\w+$/);
      await page.goto(`${walk.baseUrl}/#/management/m/appCentre`);
      await expect.poll(() => page.getByRole('table', { name: 'Apps' }).count()).toBe(1);
      await page.getByRole('button', { name: `Request purchase of ${app}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Buy ${app}?` });
      await expect.poll(() => dialog.getByText(/The order’s total today, tax included, is/).count()).toBe(1);
      await shootAndCheck(page, shots, `${size}-${scheme}-confirm`, false);
      await dialog.getByRole('button', { name: 'Place order' }).click();
      await expect.poll(() => page.getByText(new RegExp(`${app} is bought: order #\\d+`)).count()).toBe(1);
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByRole('button', { name: `Activate ${app}` }).click();
      await expect.poll(() => page.getByText(`${app} is active.`).count()).toBe(1);
      await shootAndCheck(page, shots, `${size}-${scheme}-bought`);
    });
  });
}
