// The call settings page (CALL-07) as an account administrator against the platform in process:
// each card saves on its own, a refusal is told under its field with what was typed kept, and a
// GB account is told that seven-digit dialing is not for it.
import '../../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const U = '/svc/ucaas/api/ucaas';

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('the call settings page', () => {
  it('CALL-07 a card saves on its own; a refused area code is told under its field and kept', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/callSettings');
    await screen.findByRole('heading', { name: 'Seven-digit dialing' });
    const seven = within(card('Seven-digit dialing'));
    fireEvent.click(seven.getByRole('checkbox', { name: 'Dial local numbers without the area code' }));
    fireEvent.change(seven.getByRole('textbox', { name: 'Area code' }), { target: { value: '41' } });
    fireEvent.click(seven.getByRole('button', { name: 'Save seven-digit dialing' }));
    await seven.findByText('Enter the three-digit area code, like 415.');
    expect((seven.getByRole('textbox', { name: 'Area code' }) as HTMLInputElement).value).toBe('41');
    expect((await admin.get(`${U}/account/${admin.accountId}/sevenDigitDialing`)).body.enabled).toBe(false);

    fireEvent.change(seven.getByRole('textbox', { name: 'Area code' }), { target: { value: '415' } });
    fireEvent.click(seven.getByRole('button', { name: 'Save seven-digit dialing' }));
    await seven.findByText('Seven-digit dialing is saved.');
    expect((await admin.get(`${U}/account/${admin.accountId}/sevenDigitDialing`)).body).toMatchObject({
      enabled: true,
      areaCode: '415',
    });

    const hold = within(card('Music on hold'));
    fireEvent.change(hold.getByRole('combobox', { name: 'Callers on hold hear' }), {
      target: { value: 'jazz' },
    });
    fireEvent.click(hold.getByRole('button', { name: 'Save music on hold' }));
    await hold.findByText('The music on hold is saved.');
    expect((await admin.get(`${U}/account/${admin.accountId}/onHoldAudio`)).body.track).toBe('jazz');
  });

  it('CALL-07 the time zone and caller id: a number of another account is refused under its field', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/callSettings');
    await screen.findByRole('heading', { name: 'Time zone and caller id' });
    const pbx = within(card('Time zone and caller id'));
    await waitFor(() => expect(pbx.getByRole('option', { name: /\) America\/New York$/ })).toBeTruthy());
    fireEvent.change(pbx.getByRole('combobox', { name: 'Time zone' }), {
      target: { value: 'America/New_York' },
    });
    fireEvent.change(pbx.getByRole('textbox', { name: /Outbound caller id number/ }), {
      target: { value: '+44 20 7946 0000' },
    });
    fireEvent.click(pbx.getByRole('button', { name: 'Save time zone and caller id' }));
    await pbx.findByText('This is not one of the account’s numbers.');
    expect((await admin.get(`${U}/account/${admin.accountId}/v2/pbxSettings`)).body.timeZone).toBe(
      'America/Los_Angeles',
    );
    fireEvent.change(pbx.getByRole('textbox', { name: /Outbound caller id number/ }), {
      target: { value: '' },
    });
    fireEvent.click(pbx.getByRole('button', { name: 'Save time zone and caller id' }));
    await pbx.findByText('The time zone and caller id are saved.');
    expect((await admin.get(`${U}/account/${admin.accountId}/v2/pbxSettings`)).body.timeZone).toBe(
      'America/New_York',
    );
  });

  it('CALL-07 a GB account is told seven-digit dialing is only for the US and Canada', async () => {
    await pages.renderPage('account administrator (international, GB)', '/management/m/callSettings');
    await screen.findByText('Seven-digit dialing is only for accounts in the United States and Canada.');
    expect(screen.queryByRole('checkbox', { name: 'Dial local numbers without the area code' })).toBeNull();
  });
});
