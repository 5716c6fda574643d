// The numbers of the call flows page (CALL-03) as an account administrator, against the platform
// in process: a number of the account is sent to a call queue, a number of no account is refused
// under its field with what was typed kept, and a number is removed after asking.
import '../../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callFlows, phoneNumbers } from '../../../../server/db/schema';
import { formatPhone } from '../../../../src/domain/phone';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const db = () => pages.p.database.db;

const entriesOf = async (accountId: number) =>
  db().select().from(callFlows).where(eq(callFlows.accountId, accountId));

describe('the numbers of the call flows', () => {
  it('CALL-03 a number is sent to a queue; a number the account does not have is refused and kept', async () => {
    const admin = await pages.as(ADMIN);
    // A number of Acme's that no call flow answers yet.
    const [free] = await db()
      .select({ n: phoneNumbers.phoneNumber })
      .from(phoneNumbers)
      .leftJoin(callFlows, eq(callFlows.phoneNumber, phoneNumbers.phoneNumber))
      .where(and(eq(phoneNumbers.accountId, admin.accountId), isNull(callFlows.id)))
      .orderBy(sql`1`)
      .limit(1);
    await pages.renderPage(ADMIN, '/management/m/callFlows');
    const section = () => screen.getByRole('heading', { name: 'Numbers' }).closest('section') as HTMLElement;
    fireEvent.click(await screen.findByRole('button', { name: 'Add a number' }, { timeout: 20_000 }));
    const form = () => within(section()).getByRole('form', { name: 'Add a number' });
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Number/ }), {
      target: { value: '+19995550000' },
    });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'Calls go first to: where' }), {
      target: { value: 'queue' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add the number' }));
    await within(form()).findByText(/not one of the account|not the account/i);
    expect((within(form()).getByRole('textbox', { name: /^Number/ }) as HTMLInputElement).value).toBe(
      '+19995550000',
    );

    fireEvent.change(within(form()).getByRole('textbox', { name: /^Number/ }), {
      target: { value: `+${free.n}` },
    });
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Sales line' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add the number' }));
    await within(section()).findByText('Sales line', {}, { timeout: 10_000 });
    const saved = (await entriesOf(admin.accountId)).find((e) => e.phoneNumber === free.n);
    expect(saved).toMatchObject({ name: 'Sales line', destination: { kind: 'queue' } });

    fireEvent.click(within(section()).getByRole('button', { name: `Remove ${formatPhone(free.n)}` }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () =>
      expect((await entriesOf(admin.accountId)).some((e) => e.phoneNumber === free.n)).toBe(false),
    );
  }, 60_000);
});
