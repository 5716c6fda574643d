// Locales and the clock (CFG-02, decision 0116) as Britannia's administrator meets them, against
// the platform in process: the account is switched between the four locales and between 12 and
// 24 hours, and the pages read every time in that locale and clock; a user's own clock wins over
// the account's.
import '../../support/happyDomPlatform';
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../server/db/schema';
import { pageTests } from '../../support/renderPage';
import { withViewportSizes } from '../../support/virtualizerShim';

withViewportSizes();
const pages = pageTests();
const GB_ADMIN = 'account administrator (international, GB)';

/** A time as each locale writes it (Intl's medium date and short time), 12 or 24 hours. */
const SHAPES: Record<string, Record<'12' | '24', RegExp>> = {
  'en-gb': {
    '12': /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m$/,
    '24': /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  },
  'en-au': {
    '12': /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m$/,
    '24': /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  },
  'en-in': {
    '12': /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m$/,
    '24': /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  },
  'en-us': {
    '12': /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    '24': /^\w{3} \d{1,2}, \d{4}, \d{2}:\d{2}$/,
  },
};

async function setAccount(locale: string, timeFormat: '12' | '24' | null) {
  const admin = await pages.as(GB_ADMIN);
  await pages.p.database.db.update(accounts).set({ locale }).where(eq(accounts.id, admin.accountId));
  const res = await admin.put(`/svc/ucaas/api/ucaas/account/${admin.accountId}/portalSettings`, {
    timeFormat,
  });
  expect(res.status).toBe(200);
}

afterAll(async () => {
  await setAccount('en-gb', null);
});

describe('locales and the clock', () => {
  for (const locale of Object.keys(SHAPES))
    for (const clock of ['12', '24'] as const)
      it(`CFG-02 the Date and time page reads a time in ${locale}, ${clock} hours`, async () => {
        await setAccount(locale, clock);
        await pages.renderPage(GB_ADMIN, '/management/m/dateTime');
        const shown = (await screen.findByTestId('sample-time')).textContent ?? '';
        expect(shown.replace(/\u202f/g, ' ')).toMatch(SHAPES[locale][clock]);
        const picked = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account time format' });
        expect(picked.value).toBe(clock);
      });

  /** The times of the audit log's rows, as shown. */
  const whenCells = async () => {
    const table = await screen.findByRole('table');
    const texts = (await within(table).findAllByText(/\d{4}, \d{1,2}:\d{2}/)).map((e) =>
      (e.textContent ?? '').replace(/\u202f/g, ' '),
    );
    expect(texts.length).toBeGreaterThan(0);
    return texts;
  };

  it('CFG-02 the audit log reads its times in the account’s 24 hours', async () => {
    await setAccount('en-gb', '24');
    await pages.renderPage(GB_ADMIN, '/management/m/auditLog');
    for (const t of await whenCells()) expect(t).toMatch(SHAPES['en-gb']['24']);
  });

  it('CFG-02 the audit log reads its times in the account’s 12 hours', async () => {
    await setAccount('en-gb', '12');
    await pages.renderPage(GB_ADMIN, '/management/m/auditLog');
    for (const t of await whenCells()) expect(t).toMatch(SHAPES['en-gb']['12']);
  });

  it('CFG-02 a user’s own clock wins over the account’s', async () => {
    const admin = await pages.as(GB_ADMIN);
    await setAccount('en-gb', '12');
    const own = await admin.put(`/svc/appserver/rest/user/${admin.userId}/preferences`, { timeFormat: '24' });
    expect(own.status).toBe(200);
    await pages.renderPage(GB_ADMIN, '/management/m/auditLog');
    for (const t of await whenCells()) expect(t).toMatch(SHAPES['en-gb']['24']);
    await admin.put(`/svc/appserver/rest/user/${admin.userId}/preferences`, { timeFormat: null });
  });
});
