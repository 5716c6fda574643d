// The admin config reads in the portal (issue 24 item 8; decision 0116): the login config
// (C-497) at a glance on Security settings and the partner (C-498) on the account's page, each
// as the platform answers it, with its own message when the call fails.
import '../../support/happyDomPlatform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const SUPER = 'account super user';
const ADMIN = 'account administrator';

/** The value a card's description list shows beside `label`. */
const detail = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('sign-in at a glance', () => {
  it('Security settings shows how the account’s people sign in, as the login config call answers', async () => {
    const su = await pages.as(SUPER);
    const answer = await su.get(`/svc/appserver/rest/account/${su.accountId}/adminConfig/loginConfig`);
    expect(answer.status).toBe(200);
    const config = answer.body;
    await pages.renderPage(SUPER, '/management/m/securitySettings');
    const card = await screen.findByRole('region', { name: 'Sign-in at a glance' });
    await within(card).findByText('Single sign-on', { selector: 'dt' });
    expect(detail(card, 'Single sign-on')).toBe(config.singleSignOn.enabled ? 'On' : 'Off');
    expect(detail(card, 'Two-step sign-in required')).toBe(config.secondFactorRequired ? 'Yes' : 'No');
    expect(config.passwordPolicy).not.toBeNull();
    expect(detail(card, 'Passwords need')).toMatch(
      new RegExp(`^at least ${config.passwordPolicy.minLength} characters`),
    );
    expect(detail(card, 'Earlier passwords that cannot be used again')).toBe(
      String(config.passwordPolicy.historyCount),
    );
  });

  it('a failed login config call shows its own message with a way to try again', async () => {
    pages.use(faults.serverError('/svc/appserver/rest/account/:accountId/adminConfig/loginConfig', 403));
    await pages.renderPage(SUPER, '/management/m/securitySettings');
    const card = await screen.findByRole('region', { name: 'Sign-in at a glance' });
    await within(card).findByText('How people sign in could not be loaded.');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Password policy' });
  });
});

describe('the partner on the account’s page', () => {
  it('shows the partner the account is sold through, as the partner settings call answers', async () => {
    const admin = await pages.as(ADMIN);
    const answer = await admin.get(
      `/svc/appserver/rest/account/${admin.accountId}/adminConfig/partnerSettings`,
    );
    expect(answer.status).toBe(200);
    const { partner } = answer.body;
    await pages.renderPage(ADMIN, `/management/m/account/${admin.accountId}`);
    const card = await screen.findByRole('region', { name: 'Partner' });
    expect(partner).not.toBeNull();
    await within(card).findByText('Sold through', { selector: 'dt' });
    expect(detail(card, 'Sold through')).toBe(partner.own ? `${partner.name} (this account)` : partner.name);
    expect(detail(card, 'White-label partner')).toBe(partner.whiteLabel ? 'Yes' : 'No');
    expect(detail(card, 'Cloud solution provider')).toBe(partner.csp ? 'Yes' : 'No');
  });

  it('a failed partner settings call shows its own message, and the account’s details stay', async () => {
    const admin = await pages.as(ADMIN);
    pages.use(faults.serverError('/svc/appserver/rest/account/:accountId/adminConfig/partnerSettings', 403));
    await pages.renderPage(ADMIN, `/management/m/account/${admin.accountId}`);
    const card = await screen.findByRole('region', { name: 'Partner' });
    await within(card).findByText('The partner could not be loaded.');
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeTruthy();
  });
});
