// @vitest-environment happy-dom
// The Account access page's view (ROLE-07): trusted accounts with add and remove, and a parent
// account's grants of access to its managed accounts; actions only with the update keys.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AccountAccessView,
  type AccountAccessViewProps,
  type ChildAccessProps,
} from '../../src/screens/access/AccountAccessView';
import { FormatProvider } from '../../src/ui/format/FormatContext';

afterEach(cleanup);

const britannia = {
  trustedAccountId: 11,
  trustedAccountName: 'Britannia Trading Ltd',
  createdAt: '2026-11-20T09:30:00.000Z',
};

const props = (over: Partial<AccountAccessViewProps> = {}): AccountAccessViewProps => ({
  title: 'Account access',
  accountId: 10,
  accountName: 'Acme Corporation',
  trusts: [britannia],
  trustsLoading: false,
  canEditTrusts: true,
  onTrust: vi.fn(async () => true),
  onRemoveTrust: vi.fn(),
  trusting: false,
  removingTrust: false,
  ...over,
});

const childAccess = (over: Partial<ChildAccessProps> = {}): ChildAccessProps => ({
  grants: [
    {
      id: 5,
      userId: 31,
      userName: 'Dana Support',
      childAccountId: 10,
      childAccountName: 'Acme Corporation',
      createdAt: '2026-11-19T08:00:00.000Z',
    },
  ],
  loading: false,
  users: [{ id: 31, label: 'Dana Support (dana@brightline.example)' }],
  childAccounts: [{ id: 10, label: 'Acme Corporation (10)' }],
  canGrant: true,
  canRevoke: true,
  onGrant: vi.fn(async () => true),
  onRevoke: vi.fn(),
  granting: false,
  revoking: false,
  ...over,
});

const trustCard = () => screen.getByRole('region', { name: 'Trusted accounts' });

describe('AccountAccessView', () => {
  it('ROLE-07 lists the trusted accounts with name, id and when', () => {
    // When, in the account's locale, time zone and clock (decision 0087).
    render(
      <FormatProvider settings={{ locale: 'en-au', timeZone: 'Australia/Sydney', hourCycle: 'h12' }}>
        <AccountAccessView {...props()} />
      </FormatProvider>,
    );
    const table = within(trustCard()).getByRole('table', { name: 'Accounts this account trusts' });
    const row = within(table).getByRole('row', { name: /Britannia Trading Ltd/ });
    expect(row.textContent).toContain('11');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('20 Nov 2026, 8:30 pm');
    // A customer account has no child-access card.
    expect(screen.queryByRole('region', { name: 'Access to managed accounts' })).toBeNull();
  });

  it('ROLE-07 shows the empty and loading states', () => {
    const { rerender } = render(<AccountAccessView {...props({ trusts: [] })} />);
    expect(within(trustCard()).getByText('This account trusts no other account.')).toBeTruthy();
    rerender(<AccountAccessView {...props({ trusts: [], trustsLoading: true })} />);
    expect(within(trustCard()).getByText('Loading trusted accounts…')).toBeTruthy();
  });

  it('ROLE-07 checks the account id before trusting: a whole number, not this account', async () => {
    const p = props();
    render(<AccountAccessView {...p} />);
    const input = screen.getByRole('textbox', { name: 'Account id to trust' });
    const submit = screen.getByRole('button', { name: 'Trust another account' });
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.click(submit);
    expect(await screen.findByText('An account id is a whole number, like 42.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.click(submit);
    expect(await screen.findByText('This is this account: give another account to trust.')).toBeTruthy();
    expect(p.onTrust).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' 11 ' } });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(p.onTrust).toHaveBeenCalledWith(11));
  });

  it('ROLE-07 shows a server error as a plain message', () => {
    render(<AccountAccessView {...props({ error: 'No account has this id.' })} />);
    expect(screen.getByRole('alert').textContent).toContain('No account has this id.');
  });

  it('ROLE-07 asks before removing a trust, naming the account', async () => {
    const p = props();
    render(<AccountAccessView {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Britannia Trading Ltd' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Britannia Trading Ltd will no longer be able to act on this account.',
    );
    expect(p.onRemoveTrust).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(p.onRemoveTrust).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Britannia Trading Ltd' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(p.onRemoveTrust).toHaveBeenCalledWith(11);
  });

  it('ROLE-07 hides the actions without the update permission', () => {
    render(
      <AccountAccessView
        {...props({ canEditTrusts: false, childAccess: childAccess({ canGrant: false, canRevoke: false }) })}
      />,
    );
    expect(screen.getByRole('row', { name: /Britannia Trading Ltd/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trust another account' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Account id to trust' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Grant access' })).toBeNull();
  });

  it('ROLE-07 a parent account lists, grants and revokes access to managed accounts', async () => {
    const access = childAccess();
    render(
      <AccountAccessView
        {...props({ accountName: 'Brightline Communications', accountId: 2, childAccess: access })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Access to managed accounts' });
    expect(within(card).getByRole('row', { name: /Dana Support/ }).textContent).toContain(
      'Acme Corporation (10)',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Grant access' }));
    expect(within(card).getByRole('alert').textContent).toContain('Choose a user and a managed account.');
    expect(access.onGrant).not.toHaveBeenCalled();
    fireEvent.change(within(card).getByRole('combobox', { name: 'User' }), { target: { value: '31' } });
    fireEvent.change(within(card).getByRole('combobox', { name: 'Managed account' }), {
      target: { value: '10' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Grant access' }));
    await vi.waitFor(() => expect(access.onGrant).toHaveBeenCalledWith({ userId: 31, childAccountId: 10 }));
    fireEvent.click(
      within(card).getByRole('button', { name: 'Revoke access of Dana Support to Acme Corporation' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Dana Support will no longer be able to act on Acme Corporation.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(access.onRevoke).toHaveBeenCalledWith(5);
  });
});
