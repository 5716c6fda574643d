// @vitest-environment happy-dom
// The role-dependent views: swap banner, dashboard notices and shortcuts, account search,
// grouped navigation, brand icon (ROLE-02, ROLE-07, ROLE-09, BILL-01, BILL-06).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandIconHref, DEFAULT_ICON } from '../../src/app/brandIcon';
import { type PermissionLevel, RESOURCES, type Resource } from '../../src/domain/permissions';
import { AccountSearchView } from '../../src/screens/accounts/AccountSearchView';
import { DashboardView } from '../../src/screens/landing/DashboardView';
import { RolesView } from '../../src/screens/roles/RolesView';
import { ShellView } from '../../src/screens/shell/ShellView';
import { SwapBanner } from '../../src/screens/shell/SwapBanner';

afterEach(cleanup);

const acme = {
  name: 'Acme Corporation',
  status: 'Active',
  accountId: 10,
  countryName: 'United States',
  accountType: 'Business',
};

describe('SwapBanner in the shell', () => {
  it('ROLE-07 names both accounts and offers the way back', () => {
    const onBack = vi.fn();
    render(
      <ShellView
        userName="Priya Raman"
        roleName="superuser"
        accountName="Acme Corporation"
        nav={[
          { label: 'Dashboard', href: '#/management/m/dashboard', section: 'Home', current: true },
          { label: 'My calls', href: '#/management/m/myCallsReport', section: 'Personal' },
        ]}
        banner={
          <SwapBanner
            actingAccountName="Acme Corporation"
            homeAccountName="Switchboard Platform"
            onBack={onBack}
          />
        }
        onSignOut={vi.fn()}
      >
        <h1>Dashboard</h1>
      </ShellView>,
    );
    const banner = screen.getByRole('region', { name: 'Switched account' });
    expect(banner.textContent).toContain('Acme Corporation');
    expect(banner.textContent).toContain('Switchboard Platform');
    fireEvent.click(within(banner).getByRole('button', { name: 'Back to Switchboard Platform' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('list', { name: 'Home' })).toBeTruthy();
    expect(
      within(within(nav).getByRole('list', { name: 'Personal' })).getByRole('link', { name: 'My calls' }),
    ).toBeTruthy();
  });
});

describe('DashboardView', () => {
  const base = {
    title: 'Dashboard',
    account: acme,
    counts: { users: 17, extensions: 24, devices: 8, phoneNumbers: 40, tollFreeNumbers: 7 },
    loading: false,
    shortcuts: [{ label: 'Bill history', href: '#/management/m/billhistory' }],
  };

  it('BILL-01 BILL-06 shows trial and fraud-hold notices, and pending orders for the roles that see them', () => {
    render(<DashboardView {...base} isTrial isFraudHold pendingOrders={2} />);
    expect(screen.getByText('Trial account')).toBeTruthy();
    expect(screen.getByText('This account is on fraud hold')).toBeTruthy();
    expect(screen.getByText('2 orders are waiting to be completed.')).toBeTruthy();
    expect(screen.getByText('17')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bill history' }).getAttribute('href')).toBe(
      '#/management/m/billhistory',
    );
  });

  it('BILL-06 no pending-orders notice for a role that does not see it; no trial notice for an active account', () => {
    render(<DashboardView {...base} isTrial={false} isFraudHold={false} pendingOrders={undefined} />);
    expect(screen.queryByText('Pending orders')).toBeNull();
    expect(screen.queryByText('Trial account')).toBeNull();
  });
});

describe('AccountSearchView', () => {
  it('ROLE-02 searches and lists accounts with status, a link to open each and a switch button', () => {
    const onSearch = vi.fn();
    const onSwitch = vi.fn();
    const { rerender } = render(
      <AccountSearchView
        title="Account search"
        searched={undefined}
        results={[]}
        loading={false}
        actingAccountId={1}
        onSearch={onSearch}
        onSwitch={onSwitch}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Find an account' }), { target: { value: 'acme' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Find an account' }).closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('acme');
    const row = { ...acme, kind: 'customer' as const, countryCode: 'US', parentAccountId: 4 };
    rerender(
      <AccountSearchView
        title="Account search"
        searched="acme"
        results={[row]}
        loading={false}
        actingAccountId={1}
        onSearch={onSearch}
        onSwitch={onSwitch}
      />,
    );
    expect(screen.getByRole('link', { name: 'Acme Corporation' }).getAttribute('href')).toBe(
      '#/management/m/account/10',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Acme Corporation' }));
    expect(onSwitch).toHaveBeenCalledWith(row);
  });
});

describe('brand icon', () => {
  it('ROLE-09 a custom icon for partner and CSP accounts only, the default otherwise', () => {
    expect(brandIconHref({ id: 2, kind: 'partner', isCsp: false, name: 'Brightline' })).toMatch(
      /^data:image\/svg\+xml,/,
    );
    expect(brandIconHref({ id: 18, kind: 'customer', isCsp: true, name: 'Cloudserve' })).toMatch(
      /^data:image\/svg\+xml,/,
    );
    expect(brandIconHref({ id: 10, kind: 'customer', isCsp: false, name: 'Acme' })).toBe(DEFAULT_ICON);
    expect(brandIconHref({ id: 1, kind: 'provider', isCsp: true, name: 'Home' })).toBe(DEFAULT_ICON);
  });
});

describe('RolesView', () => {
  const levels = Object.fromEntries(RESOURCES.map((r) => [r, 'no_access'])) as Record<
    Resource,
    PermissionLevel
  >;
  levels['my-calls'] = 'view';
  const roles = [
    { id: 4, name: 'end user', isCustom: false },
    { id: 1000, name: 'Front desk', isCustom: true },
  ];
  const base = {
    title: 'Roles and permissions',
    accountName: 'Acme Corporation',
    roles,
    selectedRoleId: 4,
    onSelect: vi.fn(),
    levels,
    onLevelChange: vi.fn(),
    onSave: vi.fn(),
    saving: false,
    dirty: false,
    loading: false,
  };

  it('ROLE-04 shows a level per resource: view, no access or manage; read-only for a viewer', () => {
    render(<RolesView {...base} canEdit={false} />);
    const table = screen.getByRole('table', { name: 'Permission levels' });
    const row = within(table).getByRole('row', { name: /my-calls/ });
    expect(row.textContent).toContain('View');
    expect(screen.queryByRole('button', { name: 'Save permissions' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Role in Acme Corporation' })).toBeTruthy();
  });

  it('ROLE-04 an editor changes levels (purchase locked), saves, and sees the override marks', () => {
    const onLevelChange = vi.fn();
    const onSave = vi.fn();
    const { rerender } = render(
      <RolesView {...base} canEdit onLevelChange={onLevelChange} onSave={onSave} />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Level for users' }), {
      target: { value: 'manage' },
    });
    expect(onLevelChange).toHaveBeenCalledWith('users', 'manage');
    expect((screen.getByRole('combobox', { name: 'Level for purchase' }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    const account = screen.getByRole('combobox', { name: 'Level for account' });
    expect([...account.querySelectorAll('option')].map((o) => o.value)).toEqual(['no_access', 'view']);
    rerender(
      <RolesView
        {...base}
        canEdit
        dirty
        onSave={onSave}
        result={{ removed: ['read:my-calls'], added: ['read:users'], readOnly: ['read:purchase'] }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(onSave).toHaveBeenCalled();
    expect(screen.getByText(/1 removed, 1 new \(default\); purchase is read-only/)).toBeTruthy();
  });
});
