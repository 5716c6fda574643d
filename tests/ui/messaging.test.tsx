// The Messaging and Business texting pages and the dashboard's banner (MSG-01, decision 0111)
// against the platform in process: Acme's administrator withdraws the seeded campaign, submits it
// with sample messages too short, sees it rejected with the reason once the registry's review is
// due on the platform clock, fixes it, resubmits, sees it approved, and the banner is gone.
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const GB_ADMIN = 'account administrator (international, GB)';

const unlabelled = async () =>
  (
    await axe.run(document.body, {
      runOnly: {
        type: 'rule',
        values: ['label', 'select-name', 'button-name', 'aria-valid-attr-value', 'duplicate-id', 'link-name'],
      },
    })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);

const campaignCard = () =>
  within(screen.getByRole('heading', { name: 'Campaign' }).closest('section') as HTMLElement);

describe('business texting', () => {
  it('MSG-01 rejected with the reason, fixed, resubmitted, approved on the platform clock: the banner goes', async () => {
    await pages.renderPage(ADMIN, '/management/m/dashboard');
    await screen.findByText(/campaign is being reviewed/);
    expect(screen.getByRole('link', { name: 'Open business texting' }).getAttribute('href')).toBe(
      '#/management/m/businessTexting',
    );

    await pages.go('/management/m/businessTexting');
    await screen.findByRole('heading', { name: 'Campaign' });
    expect(await unlabelled()).toEqual([]);
    expect(screen.getAllByText('Under review')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw to change it' }));
    const first = (await screen.findByRole('textbox', { name: 'Sample message 1' })) as HTMLInputElement;
    await waitFor(() => expect(first.readOnly).toBe(false));
    fireEvent.change(first, { target: { value: 'Order ready' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(campaignCard().getAllByText('Under review').length).toBeGreaterThan(0));

    pages.p.clock.advance(pages.p.config.tenDlcReviewSeconds);
    await pages.go('/management/m/dashboard');
    await screen.findByText(/campaign was rejected/);
    await pages.go('/management/m/businessTexting');
    await screen.findByText('Rejected by the carrier registry');
    expect(screen.getByText(/sample messages are too short/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Sample message 1' }), {
      target: { value: 'Hi, this is Acme: your order 1042 is ready to collect. Reply STOP to opt out.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    await waitFor(() => expect(campaignCard().getAllByText('Under review').length).toBeGreaterThan(0));
    pages.p.clock.advance(pages.p.config.tenDlcReviewSeconds);
    await pages.go('/management/m/dashboard');
    await pages.go('/management/m/businessTexting');
    await screen.findByText('Business texts can be sent from this account.');
    expect(campaignCard().getByText('Approved')).toBeTruthy();

    const admin = await pages.as(ADMIN);
    const banner = await admin.get(`/svc/appserver/messages-10dlc/api/account/${admin.accountId}/banner`);
    expect(banner.body.show).toBe(false);
    await pages.go('/management/m/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(screen.queryByText('Business texting registration')).toBeNull());
  });

  it('MSG-01 outside the US the page says the registration does not apply', async () => {
    await pages.renderPage(GB_ADMIN, '/management/m/businessTexting');
    await screen.findByText(/United States only/);
    expect(screen.queryByRole('heading', { name: 'Campaign' })).toBeNull();
  });
});

describe('messaging', () => {
  it('MSG-01 the company switches, users, business inbox and carriers; a user turned off is listed so', async () => {
    await pages.renderPage(ADMIN, '/management/m/messaging');
    await screen.findByRole('heading', { name: 'Business inboxes' });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Google Voice' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Messaging for the company' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await unlabelled()).toEqual([]);

    const table = within(screen.getByRole('table', { name: 'Users’ messaging' }));
    const [off] = await table.findAllByRole('button', { name: /^Turn off messaging for / });
    const who = (off.getAttribute('aria-label') ?? '').replace('Turn off messaging for ', '');
    fireEvent.click(off);
    await table.findByRole('button', { name: `Turn on messaging for ${who}` });

    // The off-net switch is the ucaas account's attribute: the page shows its new value at once.
    const offNet = () =>
      screen.getByRole('checkbox', { name: 'Texts to numbers outside the platform' }) as HTMLInputElement;
    fireEvent.click(offNet());
    await waitFor(() => expect(offNet().checked).toBe(false));

    // Turning the company's messaging off asks first.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Messaging for the company' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Turn messaging off for the company?' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Turn messaging off' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Messaging for the company' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    const admin = await pages.as(ADMIN);
    const config = await admin.get(`/svc/messages/messages/2/companies/${admin.accountId}/disableConfig`);
    expect(config.body.messagingDisabled).toBe(true);
    expect(config.body.disabledUserIds).toHaveLength(1);
    expect(config.body.offNetSmsDisabled).toBe(true);
  });
});
