// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSummaryView } from '../../src/screens/landing/AccountSummaryView';

afterEach(cleanup);

const account = {
  name: 'Acme Widgets',
  status: 'Active',
  accountId: 40213,
  countryName: 'United States',
  accountType: 'Business',
};

const counts = { users: 1234, extensions: 57, devices: 12, phoneNumbers: 80, tollFreeNumbers: 3 };

function figure(label: string): string | null {
  // A figure is a term (its label) followed by its definition (the number).
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('AccountSummaryView', () => {
  it('the landing page shows its heading, the account and its counts', () => {
    render(<AccountSummaryView title="Dashboard" account={account} counts={counts} loading={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const accountRegion = screen.getByRole('region', { name: 'Acme Widgets' });
    expect(within(accountRegion).getByText('40213')).toBeTruthy();
    expect(within(accountRegion).getByText('United States')).toBeTruthy();
    expect(within(accountRegion).getByText('Business')).toBeTruthy();
    expect(within(accountRegion).getAllByText('Active')[0].getAttribute('data-tone')).toBe('success');

    expect(figure('Users')).toBe('1,234');
    expect(figure('Extensions')).toBe('57');
    expect(figure('Devices')).toBe('12');
    expect(figure('Phone numbers')).toBe('80');
    expect(figure('Toll-free numbers')).toBe('3');
  });

  it('shows a loading state while the counts load', () => {
    render(<AccountSummaryView title="Dashboard" account={account} counts={undefined} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading account summary…');
    expect(screen.queryByText('Users')).toBeNull();
    expect(screen.getByRole('region', { name: 'Acme Widgets' })).toBeTruthy();
  });

  it('shows an error block when the counts could not be loaded', () => {
    render(
      <AccountSummaryView
        title="Dashboard"
        account={account}
        counts={undefined}
        loading={false}
        error="Sorry, the page you are trying to access is currently unavailable. Please try again later."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('currently unavailable');
  });
});
