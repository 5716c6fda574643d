// The account status page against the platform in process (issue 22, part C; decision 0114): the
// early-termination fee shows before the confirmation, which repeats it; a service whose extension
// still has a phone is not offered for cancellation, with the reason; a suspended account's people
// see the banner on every page.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/orders/money';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const BILLING = 'billing admin';
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the account status page', () => {
  it('BILL-05 the fee shows before the confirmation, which repeats it; confirmed, the cancellation is scheduled', async () => {
    const billing = await pages.as(BILLING);
    const date = dayIn(30);
    const fee = await billing.get(
      `/svc/billing/api/billing/accounts/${billing.accountId}/etf/amounts?cancellationDate=${date}&cancelReasonCode=TOO_EXPENSIVE`,
    );
    const feeText = formatMoney(fee.body.amountMinor, 'USD');
    await pages.renderPage(BILLING, '/management/m/accountStatus');
    await screen.findByRole('heading', { level: 1, name: 'Account status' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Reason' }), {
      target: { value: 'TOO_EXPENSIVE' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cancellation date' }), { target: { value: date } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the fee' }));
    const region = await screen.findByRole('region', { name: 'Early-termination fee' });
    expect(within(region).getByText(feeText)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the account…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(feeText);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the account' }));
    await screen.findByText(/Cancellation scheduled/);
    const update = await billing.get(`/svc/billing/api/billing/accounts/${billing.accountId}/status/update`);
    expect(update.body.scheduledChange).toMatchObject({
      kind: 'cancellation',
      feeMinor: fee.body.amountMinor,
    });
    expect(
      (await billing.delete(`/svc/billing/api/billing/accounts/${billing.accountId}/status/scheduled`))
        .status,
    ).toBe(200);
  });

  it('BILL-05 a seat whose extension still has a phone shows why it cannot be cancelled yet', async () => {
    const billing = await pages.as(BILLING);
    const list = await billing.get(`/svc/billing/api/billing/accounts/${billing.accountId}/provisions`);
    let blocked: { id: number; extensionNumber: string; name: string } | undefined;
    for (const p of list.body.items) {
      if (p.deviceKitId === null) continue;
      const v = await billing.get(
        `/svc/ucaas/api/ucaas/account/${billing.accountId}/service/verifyServiceCancellation/${p.deviceKitId}`,
      );
      if (!v.body.cancellable) {
        blocked = p;
        break;
      }
    }
    expect(blocked).toBeDefined();
    await pages.renderPage(BILLING, '/management/m/accountStatus');
    fireEvent.click(
      await screen.findByRole('button', {
        name: `Cancel ${blocked!.name}, extension ${blocked!.extensionNumber}`,
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText(/cannot be cancelled yet/);
    expect(within(dialog).getAllByText(/first\./).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Cancel the service' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('BILL-01 ROLE-08 a suspended account’s people see why, and whom to contact, on every page', async () => {
    const provider = await pages.as('provider super user');
    const admin = await pages.as('account administrator');
    const path = `/svc/billing/api/billing/accounts/${admin.accountId}/status`;
    expect((await provider.post(path, { status: 'Suspended' })).status).toBe(200);
    try {
      await pages.renderPage('account administrator', '/');
      const banner = await screen.findByRole('region', { name: 'Account status' });
      await waitFor(() =>
        expect(banner.textContent).toMatch(/This account is suspended.*contact Bluebird Telecom/),
      );
    } finally {
      await provider.post(path, { status: 'Active' });
    }
  });

  it('BILL-05 the services start on their first page again when another account is shown', async () => {
    const provider = await pages.as('provider super user');
    const acme = (await pages.as('account administrator')).accountId;
    const britannia = (await pages.as('account administrator (international, GB)')).accountId;
    // Enough services for Acme to have a second page.
    await pages.p.database.db.execute(sql`
      insert into account_provisions (account_id, service_code, quantity, created_at)
      select ${acme}, 'FAX-LINE', 1, now() from generate_series(1, 30) g`);
    const asked: string[] = [];
    pages.use(
      http.get('*/svc/billing/api/billing/accounts/:accountId/provisions', ({ request, params }) => {
        asked.push(`${params.accountId}@${new URL(request.url).searchParams.get('offset')}`);
        return undefined;
      }),
    );
    await pages.renderPage('provider super user', `/management/m/accountStatus/${acme}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Later services' }));
    await screen.findByText(/^26–/);
    expect(asked).toContain(`${acme}@25`);
    await pages.go(`/management/m/accountStatus/${britannia}`);
    await waitFor(() => expect(asked.some((a) => a.startsWith(`${britannia}@`))).toBe(true));
    expect(asked.filter((a) => a.startsWith(`${britannia}@`))).toEqual([`${britannia}@0`]);
    expect(screen.queryByText(/^26–/)).toBeNull();
    expect(provider.accountId).not.toBe(acme);
  });

  it('BILL-05 REQ-11 the services sort by service on the server, with aria-sort', async () => {
    const billing = await pages.as(BILLING);
    const path = `/svc/billing/api/billing/accounts/${billing.accountId}/provisions`;
    await pages.renderPage(BILLING, '/management/m/accountStatus');
    const table = await screen.findByRole('table', { name: /^Services/ });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const service = () => within(table).getByRole('columnheader', { name: /^Service/ });
    expect(service().hasAttribute('aria-sort')).toBe(false);
    const button = within(table).getByRole('button', { name: 'Service' });
    fireEvent.click(button);
    await waitFor(() => expect(service().getAttribute('aria-sort')).toBe('ascending'));
    const names = (
      (await billing.get(`${path}?limit=25&offset=0&sortField=serviceCode&sortDirection=ASC`)).body.items as {
        name: string;
      }[]
    ).map((p) => p.name);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.firstElementChild?.textContent),
      ).toEqual(names),
    );
    fireEvent.click(button);
    await waitFor(() => expect(service().getAttribute('aria-sort')).toBe('descending'));
  });
});
