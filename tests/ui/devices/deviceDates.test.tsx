// A device's page tells when the phone last fetched its file in the account's locale, time zone
// and clock (CFG-02, decision 0087): the same moment reads in en-us 12 h form for a US account
// and in en-gb 24 h form once the account is a British one.
import '../../support/happyDomPlatform';
import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts, devices } from '../../../server/db/schema';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const db = () => pages.p.database.db;
// 17:04 UTC on 5 March 2026: 9:04 in Los Angeles, 17:04 in London (before either changes its clock).
const FETCHED_AT = new Date('2026-03-05T17:04:00Z');

/** A device of the administrator's account, fetched at FETCHED_AT from 203.0.113.7. */
async function provisionedDevice() {
  const admin = await pages.as(ADMIN);
  const [device] = await db().select().from(devices).where(eq(devices.accountId, admin.accountId)).limit(1);
  await db()
    .update(devices)
    .set({ lastProvisionedAt: FETCHED_AT, lastProvisionedFrom: '203.0.113.7' })
    .where(eq(devices.id, device.id));
  return { accountId: admin.accountId, deviceId: device.id };
}

/** The text beside the "Last provisioned" term, once shown, with ICU's narrow spaces read as plain ones. */
async function lastProvisioned() {
  const term = await screen.findByText('Last provisioned', {}, { timeout: 5000 });
  return (term.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

let restore: (() => Promise<unknown>) | undefined;
afterAll(() => restore?.());

describe('a device’s last provisioning', () => {
  it('CFG-02 reads in en-us 12 h form, in the account’s zone, for a US account', async () => {
    const { accountId, deviceId } = await provisionedDevice();
    const [account] = await db().select().from(accounts).where(eq(accounts.id, accountId));
    expect(account).toMatchObject({ locale: 'en-us', timeZone: 'America/Los_Angeles' });
    await pages.renderPage(ADMIN, `/management/m/devices/${deviceId}`);
    expect(await lastProvisioned()).toBe('Mar 5, 2026, 9:04 AM from 203.0.113.7');
  });

  it('CFG-02 reads in en-gb 24 h form, in the account’s zone, for a GB account', async () => {
    const { accountId, deviceId } = await provisionedDevice();
    const [before] = await db().select().from(accounts).where(eq(accounts.id, accountId));
    restore = () =>
      db()
        .update(accounts)
        .set({ locale: before.locale, timeZone: before.timeZone })
        .where(eq(accounts.id, accountId));
    await db()
      .update(accounts)
      .set({ locale: 'en-gb', timeZone: 'Europe/London' })
      .where(eq(accounts.id, accountId));
    await pages.renderPage(ADMIN, `/management/m/devices/${deviceId}`);
    expect(await lastProvisioned()).toBe('5 Mar 2026, 17:04 from 203.0.113.7');
  });
});
