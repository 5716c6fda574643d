// Call blocking's pages (CALL-05) against the platform in process: an administrator adds a rule
// (the number checked as it is typed) and deletes two rules after a confirmation with the count;
// an end user changes their own options from their own menu.
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const END_USER = 'end user';
const U = '/svc/ucaas/api/ucaas';

const table = (caption: string) => screen.getByRole('table', { name: caption });

/** What axe finds unlabelled or misnamed on the page as it is now. */
const unlabelled = async () =>
  (
    await axe.run(document.body, {
      runOnly: {
        type: 'rule',
        values: ['label', 'select-name', 'button-name', 'aria-valid-attr-value', 'duplicate-id', 'link-name'],
      },
    })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);

describe('the call blocking page', () => {
  it('CALL-05 an administrator adds a rule, checked as it is typed, and deletes two rules after confirming the count', async () => {
    const admin = await pages.as(ADMIN);
    const base = `${U}/account/${admin.accountId}/phonesystem/callblocking`;
    const before = (await admin.get(base)).body.rules.length;
    await pages.renderPage(ADMIN, '/management/m/callBlocking');
    await screen.findByRole('table', { name: 'The account’s rules' });
    // The provider's rule is shown, without a choice or an edit.
    const provider = within(
      table('The provider’s rules (every account has them; only the provider changes them)'),
    );
    expect(provider.getByText('Numbers starting +1900')).toBeTruthy();
    expect(provider.queryByRole('checkbox')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a rule' }));
    expect(await unlabelled()).toEqual([]);
    const number = dialog.getByRole('textbox', { name: /Phone number/ });
    fireEvent.change(number, { target: { value: '911' } });
    await dialog.findByText('Emergency numbers can never be blocked.');
    fireEvent.change(number, { target: { value: '(202) 555-0177' } });
    await waitFor(() => expect(dialog.queryByText('Emergency numbers can never be blocked.')).toBeNull());
    fireEvent.change(dialog.getByRole('textbox', { name: /Label/ }), { target: { value: 'Fax spam' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a rule' })).toBeNull());
    const account = within(table('The account’s rules'));
    await account.findByText('+1 202 555 0177');
    const saved = (await admin.get(base)).body.rules;
    expect(saved).toHaveLength(before + 1);
    expect(saved.find((r: { label: string }) => r.label === 'Fax spam')).toMatchObject({
      kind: 'number',
      value: '+12025550177',
      scope: 'account',
    });

    fireEvent.click(account.getByRole('checkbox', { name: /^Choose Fax spam/ }));
    fireEvent.click(account.getByRole('checkbox', { name: /^Choose Repeated sales calls/ }));
    const chosen = within(screen.getByRole('region', { name: 'Chosen rules' }));
    expect(chosen.getByText('2 rules chosen')).toBeTruthy();
    fireEvent.click(chosen.getByRole('button', { name: 'Delete…' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete 2 rules?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete 2 rules' }));
    await screen.findByText('2 rules are deleted.');
    const left = (await admin.get(base)).body.rules.map((r: { label: string }) => r.label);
    expect(left).not.toContain('Fax spam');
    expect(left).not.toContain('Repeated sales calls');
    expect(left).toHaveLength(before - 1);
  });

  it('CALL-05 an end user opens My call blocking from their own menu and saves their own options', async () => {
    const user = await pages.as(END_USER);
    await pages.renderPage(END_USER, '/management/m/dashboard');
    const link = await screen.findByRole('link', { name: 'My call blocking' });
    expect(screen.queryByRole('link', { name: 'Call blocking' })).toBeNull();
    fireEvent.click(link);
    const options = await screen.findByRole('region', { name: /^My options on extension/ });
    expect(await unlabelled()).toEqual([]);
    const form = within(options);
    fireEvent.click(form.getByRole('checkbox', { name: 'Block calls by my rules' }));
    fireEvent.change(form.getByRole('combobox', { name: 'Callers I block hear' }), {
      target: { value: 'busy' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save my options' }));
    await form.findByText('Your options are saved.');
    const login = (await user.get('/svc/users/v3/users/self')).body.login_name;
    const mine = await user.get(`${U}/account/${user.accountId}/enduser/${login}/callblocking`);
    expect(mine.body.extensions[0].options).toEqual({ enabled: false, blockedCallAction: 'busy' });
    // The seed's own rule is listed as theirs.
    expect(
      within(screen.getByRole('table', { name: /^Rules of extension/ })).getByText('My ex-landlord'),
    ).toBeTruthy();
  });
});
