// The numbers area as an account administrator meets it, against the platform in process: the
// table shows the account's numbers and counts and a column filter narrows it (NUM-02); a
// number's page shows a blank backup number as none (NUM-05), and its edit refuses a bad
// caller-id name under its field and saves a good one.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneNumbers } from '../../../server/db/schema';
import { pageTests } from '../../support/renderPage';
import { withViewportSizes } from '../../support/virtualizerShim';

const pages = pageTests();
withViewportSizes();
const ADMIN = 'account administrator';

interface Page {
  total: number;
  items: { phoneNumber: string; backupNumber: string | null; callerIdName: string | null }[];
}

async function listed(body: Record<string, unknown> = {}): Promise<Page> {
  const admin = await pages.as(ADMIN);
  const answer = await admin.put(
    `/svc/appserver/rest/v1/account/${admin.accountId}/phoneNumbers/search?_offset=0&_pageSize=750`,
    body,
  );
  expect(answer.status).toBe(200);
  return answer.body as Page;
}

describe('the numbers table', () => {
  it('NUM-02 shows every number the search answers with the counts, and a column filter narrows it', async () => {
    const { total, items } = await listed();
    const tail = items[0].phoneNumber.slice(-6);
    const narrowed = await listed({ fieldKeywords: { phoneNumber: tail } });
    await pages.renderPage(ADMIN, '/management/m/numbers');
    const table = await screen.findByRole('table', { name: 'Phone numbers' });
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe(String(total + 1)));
    expect(screen.getByText(/\d+ numbers, \d+ toll-free/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Number' }), { target: { value: tail } });
    await waitFor(
      () =>
        expect(screen.getByRole('table', { name: 'Phone numbers' }).getAttribute('aria-rowcount')).toBe(
          String(narrowed.total + 1),
        ),
      { timeout: 3000 },
    );
    expect(narrowed.total).toBeLessThan(total);
  });
});

describe('a number', () => {
  it('NUM-05 a blank backup number shows as none; the edit refuses a long caller-id name and saves a good one', async () => {
    const { items } = await listed();
    // A backup number cleared as the platform stores it: one space (NUM-05).
    const blank = items[0];
    await pages.p.database.db
      .update(phoneNumbers)
      .set({ backupNumber: ' ' })
      .where(eq(phoneNumbers.phoneNumber, blank.phoneNumber));
    await pages.renderPage(ADMIN, `/management/m/numbers/${blank.phoneNumber}`);
    await screen.findByRole('heading', { level: 1, name: /^\+/ });
    expect(screen.getByText('Backup number').nextElementSibling?.textContent).toBe('None');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit number' });
    const name = within(dialog).getByRole('textbox', { name: /Caller-id name/ });
    fireEvent.change(name, { target: { value: 'A NAME FAR TOO LONG' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A caller-id name has at most 15 characters.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'PAGE TEST' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect((await listed()).items.find((n) => n.phoneNumber === blank.phoneNumber)?.callerIdName).toBe(
        'PAGE TEST',
      ),
    );
  });
});
