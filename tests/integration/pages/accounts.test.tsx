// The accounts area as a provider super user meets it, against the platform in process: the
// account search and the account page follow the latest inputs even when they change while a
// load runs (an answer for an older input is never shown), and a failed load is shown once.
import '../../support/happyDomPlatform';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { ErrorDisplayProvider } from '../../../src/app/errors/ErrorDisplay';
import { createErrorDisplay } from '../../../src/app/errors/errorDisplay';
import { ProfileProvider, useProfile, useProfileActions } from '../../../src/app/session/ProfileContext';
import { SessionProvider } from '../../../src/app/session/SessionContext';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const PROVIDER = 'provider super user';

/** The id of the first account whose name matches `q`. */
async function accountNamed(q: string): Promise<{ accountId: number; name: string }> {
  const provider = await pages.as(PROVIDER);
  const found = await provider.get(`/svc/ucaas/api/ucaas/account/search?q=${encodeURIComponent(q)}`);
  return found.body.items[0];
}

describe('the account page', () => {
  it('moving to another account while the first still loads shows the second, never the first', async () => {
    const first = await accountNamed('Northwind');
    const second = await accountNamed('Bluebird');
    const held = pages.hold(`/svc/ucaas/api/ucaas/account/v2/${first.accountId}/info`);
    await pages.renderPage(PROVIDER, `/management/m/account/${first.accountId}`);
    await waitFor(() => expect(held.held).toBe(1));
    await pages.go(`/management/m/account/${second.accountId}`);
    await screen.findByRole('heading', { level: 1, name: second.name });
    await held.release();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(second.name);
    expect(screen.queryByText(first.name)).toBeNull();
  });

  it('ERR-03 a failed load opens the error modal once, and the page adds no alert of its own', async () => {
    const account = await accountNamed('Northwind');
    pages.use(faults.serverError(`/svc/ucaas/api/ucaas/account/${account.accountId}/v4/serviceInfo`, 404));
    await pages.renderPage(PROVIDER, `/management/m/account/${account.accountId}`);
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText(/404 \(not found\)/)).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: account.name });
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});

describe('the account details (decision 0119)', () => {
  it('REQ-06 an account administrator edits the address and time zone; a bad zone shows its field error', async () => {
    const admin = await pages.as('account administrator');
    await pages.renderPage('account administrator', `/management/m/account/${admin.accountId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const zone = screen.getByRole('textbox', { name: /Time zone/ });
    fireEvent.change(zone, { target: { value: 'Mars/Olympus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Choose a time zone, like Europe/London.');
    fireEvent.change(zone, { target: { value: 'America/Denver' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Town or city' }), { target: { value: 'Boulder' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('The account details are saved.');
    expect(await screen.findByText(/Boulder/)).toBeTruthy();
    expect(screen.getByText('America/Denver')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Custom attributes' })).toBeTruthy();
  });
});

describe('the account search', () => {
  it('a new search while one runs shows the results of the new one, never the old', async () => {
    const held = pages.hold('/svc/ucaas/api/ucaas/account/search');
    await pages.renderPage(PROVIDER, '/management/m/searchAccount');
    const box = await screen.findByRole('textbox', { name: 'Find an account' });
    fireEvent.change(box, { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(held.held).toBe(1));
    // Enter in the box (the button waits while a search runs).
    fireEvent.change(box, { target: { value: 'Bluebird' } });
    const form = box.closest('form');
    if (!form) throw new Error('the search box is in a form');
    fireEvent.submit(form);
    const table = await screen.findByRole('table', { name: /Accounts matching “Bluebird”/ });
    await within(table).findByText(/Bluebird Telecom/);
    await held.release();
    expect(within(table).getByText(/Bluebird Telecom/)).toBeTruthy();
    expect(screen.queryByText(/Northwind/)).toBeNull();
  });
});

describe('the profile', () => {
  it('ROLE-07 a second switch while the profile of the first still loads shows the second account', async () => {
    const first = await accountNamed('Northwind');
    const second = await accountNamed('Bluebird');
    const session = await pages.signIn(PROVIDER);
    const Acting = () => {
      const { swapInto } = useProfileActions();
      return (
        <>
          <p>Acting on {useProfile().data?.account.name ?? '…'}</p>
          <button type="button" onClick={() => void swapInto(first.accountId)}>
            First
          </button>
          <button type="button" onClick={() => void swapInto(second.accountId)}>
            Second
          </button>
        </>
      );
    };
    render(
      <ErrorDisplayProvider display={createErrorDisplay({ log: () => undefined })}>
        <SessionProvider session={session} onExit={() => undefined}>
          <ProfileProvider accountId={undefined}>
            <Acting />
          </ProfileProvider>
        </SessionProvider>
      </ErrorDisplayProvider>,
    );
    await screen.findByText('Acting on Switchboard Platform');
    const held = pages.hold(`/svc/ucaas/api/ucaas/account/${first.accountId}/info`);
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    await waitFor(() => expect(held.held).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    await screen.findByText(`Acting on ${second.name}`);
    await held.release();
    expect(screen.getByText(/Acting on/).textContent).toBe(`Acting on ${second.name}`);
  });
});
