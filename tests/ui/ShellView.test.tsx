// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellView } from '../../src/screens/shell/ShellView';

afterEach(cleanup);

function renderShell(onSignOut = vi.fn()) {
  render(
    <ShellView
      help={[{ label: 'API reference', href: '#/management/m/api-docs' }]}
      userName="Ada Lovelace"
      roleName="Account super user"
      accountName="Acme Widgets"
      accountStatus="Suspended"
      nav={[
        { label: 'Dashboard', href: '#/management/m/dashboard', current: true },
        { label: 'My calls', href: '#/management/m/myCallsReport' },
      ]}
      onSignOut={onSignOut}
    >
      <h1>Dashboard</h1>
    </ShellView>,
  );
  return onSignOut;
}

describe('ShellView', () => {
  it('renders the navigation landmark with hash-route links and marks the current page', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('#/management/m/dashboard');
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    const calls = within(nav).getByRole('link', { name: 'My calls' });
    expect(calls.getAttribute('href')).toBe('#/management/m/myCallsReport');
    expect(calls.getAttribute('aria-current')).toBeNull();
  });

  it('shows the product, the signed-in user, the role and the account acted on with its status', () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Switchboard')).toBeTruthy();
    expect(within(banner).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(banner).getByText('Account super user')).toBeTruthy();
    expect(within(banner).getByText('Acting on:')).toBeTruthy();
    expect(within(banner).getByText('Acme Widgets')).toBeTruthy();
    expect(within(banner).getByText('Suspended').getAttribute('data-tone')).toBe('warning');
  });

  it('puts the children in the main landmark and offers a skip link that focuses it', () => {
    renderShell();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
  });

  it('calls onSignOut when Sign out is pressed', () => {
    const onSignOut = renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('links the help pages from the header', () => {
    renderShell();
    const help = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
      '#/management/m/api-docs',
    );
  });
});
