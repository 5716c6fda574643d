// The app centre's purchase through the checkout machine (issue 24 item 2; MISC-01; decisions 0115
// and 0123), against the platform in process: Acme's super user buys a priced app — the store's
// preview, the total confirmed, one order placed, its number said — and can then activate it.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/orders/money';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const SUPER = 'account super user';

describe('app centre page', () => {
  it('MISC-01 a priced app is bought through the order flow: previewed, confirmed, placed once, then activated', async () => {
    const su = await pages.as(SUPER);
    const apps = `/svc/ucaas/api/ucaas/account/${su.accountId}/apps`;
    const quote = await su.post(`/svc/billing/api/billing/v4/accounts/${su.accountId}/orders/preview`, {
      items: [{ sku: 'APP-HUBSPOT', quantity: 1 }],
    });
    expect(quote.status).toBe(200);
    await pages.renderPage(SUPER, '/management/m/appCentre');
    await screen.findByRole('table', { name: 'Apps' });
    fireEvent.click(await screen.findByRole('button', { name: 'Request purchase of HubSpot integration' }));
    const dialog = await screen.findByRole('alertdialog');
    // The store's preview: the total, tax included, before anything is placed.
    await within(dialog).findByText(formatMoney(quote.body.totalMinor, 'USD'));
    expect((await su.get(`${apps}/purchase-requests`)).body.items).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const said = await screen.findByText(/HubSpot integration is bought: order #\d+ is in your orders/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const requests = (await su.get(`${apps}/purchase-requests`)).body.items;
    expect(requests).toHaveLength(1);
    expect(said.textContent).toContain(`#${requests[0].orderId}`);
    expect(requests[0]).toMatchObject({ appKey: 'hubspot', totalMinor: quote.body.totalMinor });
    // Bought: the app can be activated now.
    fireEvent.click(await screen.findByRole('button', { name: 'Activate HubSpot integration' }));
    await screen.findByText('HubSpot integration is active.');
  });

  it('MISC-01 a purchase the store refuses is told in the dialog with the platform’s reason, and nothing is placed', async () => {
    const GB = 'account administrator (international, GB)';
    const gb = await pages.as(GB);
    const apps = `/svc/ucaas/api/ucaas/account/${gb.accountId}/apps`;
    await pages.renderPage(GB, '/management/m/appCentre');
    await screen.findByRole('table', { name: 'Apps' });
    // Britannia is a white-label partner's child: the store is closed to its own people (ROLE-08),
    // which the platform says when the app's order is previewed.
    fireEvent.click(await screen.findByRole('button', { name: 'Request purchase of HubSpot integration' }));
    const dialog = await screen.findByRole('alertdialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(within(dialog).getByRole('button', { name: 'Check the price again' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Place order' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await gb.get(`${apps}/purchase-requests`)).body.items).toEqual([]);
  });
});
