// The billing pages against the platform in process (issue 22, BILL-04; decision 0113): Acme's
// billing admin reads the summary with current usage, the invoices and one invoice's lines, and
// the payment methods; making a card the default and a refused delete are the platform's answers.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/orders/money';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const BILLING = 'billing admin';

describe('billing pages', () => {
  it('BILL-04 the summary shows the balance, the next invoice date and this period’s usage', async () => {
    const admin = await pages.as(BILLING);
    const summary = await admin.get(`/svc/billing/api/billing/accounts/${admin.accountId}/summary`);
    await pages.renderPage(BILLING, '/management/m/billing');
    await screen.findByRole('heading', { level: 1, name: 'Billing summary' });
    const balance = await screen.findByText('Balance', { selector: 'dt' });
    expect(balance.nextElementSibling?.textContent).toBe(formatMoney(summary.body.balanceMinor, 'USD'));
    const usage = await screen.findByRole('table', { name: 'Usage this period' });
    expect(within(usage).getByText('Toll-free calls received')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Pay .* now$/ })).toBeTruthy();
  });

  it('BILL-04 the invoices list shows a year of invoices, each linking to its page', async () => {
    await pages.renderPage(BILLING, '/management/m/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices (12)' });
    expect(within(table).getAllByRole('link')).toHaveLength(12);
    expect(within(table).getAllByText('Paid')).toHaveLength(11);
  });

  it('BILL-04 an invoice shows its lines, tax and total', async () => {
    const admin = await pages.as(BILLING);
    const list = await admin.get(`/svc/billing/api/billing/accounts/${admin.accountId}/invoices?_pageSize=1`);
    const invoice = list.body.items[0];
    await pages.renderPage(BILLING, `/management/m/invoices/${invoice.number}`);
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.number}` });
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Standard extension seats')).toBeTruthy();
    expect(screen.getAllByText(formatMoney(invoice.totalMinor, 'USD')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('BILL-04 payment methods: the only card cannot be deleted while an invoice is open', async () => {
    await pages.renderPage(BILLING, '/management/m/paymentMethods');
    const table = await screen.findByRole('table', { name: /Payment methods \(1\)/ });
    expect(within(table).getByText('Default')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Visa ending 4242' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    // The only card while an invoice is open: the platform refuses, the page says why.
    await screen.findByText(/only payment method and the account has an open balance/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('BILL-04 a card’s name and expiry are edited in a dialog that checks them as the server does', async () => {
    const admin = await pages.as(BILLING);
    const path = `/svc/billing/api/billing/accounts/${admin.accountId}/payment-methods`;
    const before = (await admin.get(path)).body.paymentMethods[0];
    await pages.renderPage(BILLING, '/management/m/paymentMethods');
    const table = await screen.findByRole('table', { name: /Payment methods \(1\)/ });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Visa ending 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Visa ending 4242' });
    // Never the card number: only the name and the expiry.
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((t) => t.getAttribute('autocomplete')),
    ).toEqual(['cc-name', 'cc-exp-month', 'cc-exp-year']);
    const month = within(dialog).getByRole('textbox', { name: /Expiry month/ });
    const year = within(dialog).getByRole('textbox', { name: /Expiry year/ });
    fireEvent.change(month, { target: { value: '13' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await within(dialog).findByText('Choose the expiry month (1 to 12).');
    expect(month.getAttribute('aria-invalid')).toBe('true');
    // The schema takes it, the server does not: a date that has passed, shown beside the month.
    fireEvent.change(month, { target: { value: '1' } });
    fireEvent.change(year, { target: { value: '2001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await within(dialog).findByText(/This expiry date has passed/);
    expect((await admin.get(path)).body.paymentMethods[0].expYear).toBe(before.expYear);
    fireEvent.change(month, { target: { value: '11' } });
    fireEvent.change(year, { target: { value: '2034' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name on the card' }), {
      target: { value: 'Ada Lovelace' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await screen.findByText('Visa ending 4242 was saved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await within(table).findByText('11/2034');
    expect((await admin.get(path)).body.paymentMethods[0]).toMatchObject({
      holderName: 'Ada Lovelace',
      expMonth: 11,
      expYear: 2034,
    });
    await admin.put(`${path}/${before.paymentMethodId}`, {
      holderName: before.holderName,
      expMonth: before.expMonth,
      expYear: before.expYear,
    });
  });

  it('BILL-04 REQ-11 the invoices and the memos sort by a header, in the server’s order, with aria-sort', async () => {
    const admin = await pages.as(BILLING);
    const base = `/svc/billing/api/billing/accounts/${admin.accountId}`;
    const numbers = async (path: string) =>
      ((await admin.get(path)).body.items as { number: string }[]).map((i) => i.number);
    await pages.renderPage(BILLING, '/management/m/invoices');
    const table = await screen.findByRole('table', { name: /^Invoices/ });
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Period').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(header('Total').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Period').hasAttribute('aria-sort')).toBe(false);
    const ascending = await numbers(`${base}/invoices?limit=12&offset=0&sortField=total&sortDirection=ASC`);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(ascending),
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(header('Total').getAttribute('aria-sort')).toBe('descending'));
    const descending = await numbers(`${base}/invoices?limit=12&offset=0&sortField=total&sortDirection=DESC`);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(descending),
    );

    await pages.go('/management/m/billing');
    const memos = await screen.findByRole('table', { name: 'Debit memos' });
    await waitFor(() => expect(within(memos).getAllByRole('row').length).toBeGreaterThan(2));
    fireEvent.click(within(memos).getByRole('button', { name: 'Amount' }));
    const byAmount = await numbers(`${base}/memos/debit?limit=5&offset=0&sortField=amount&sortDirection=ASC`);
    await waitFor(() =>
      expect(
        within(memos)
          .getByRole('columnheader', { name: /^Amount/ })
          .getAttribute('aria-sort'),
      ).toBe('ascending'),
    );
    await waitFor(() =>
      expect(
        within(memos)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.firstElementChild?.textContent),
      ).toEqual(byAmount),
    );
  });

  it('BILL-03 REQ-11 the orders sort by a header, in the server’s order, with aria-sort', async () => {
    const admin = await pages.as(BILLING);
    const ordersPath = `/svc/billing/api/billing/accounts/${admin.accountId}/orders`;
    await pages.renderPage(BILLING, '/management/m/orders');
    const table = await screen.findByRole('table', { name: /^Orders/ });
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(header('Status').getAttribute('aria-sort')).toBe('ascending'));
    const ids = (
      (await admin.get(`${ordersPath}?limit=20&offset=0&sortField=status&sortDirection=ASC`)).body.items as {
        vOrderId: number;
      }[]
    ).map((o) => `Order ${o.vOrderId}`);
    expect(ids.length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(
        within(table)
          .queryAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(ids),
    );
  });
});
