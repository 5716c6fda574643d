// The emergency locations pages as an account administrator meets them, against the platform in
// process: the list with each location's status and a search; adding a location whose address
// validation can write better, accepting the suggestion; a delete whose confirmation lists the
// devices and lines using the location and refuses while they do; the account's networks and
// adding one (decision 0101).
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emergencyLocations, networkLocations } from '../../server/db/schema';
import { LOCATION_PROVISIONING } from '../../src/domain/deviceErrors';
import { pageTests } from '../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const db = () => pages.p.database.db;

describe('the emergency locations list', () => {
  it('CALL-06 lists the account’s locations with their status, and a search narrows them', async () => {
    await pages.renderPage(ADMIN, '/management/m/locations');
    const table = await screen.findByRole('table', { name: 'Emergency locations' });
    expect(within(table).getByRole('link', { name: 'Head Office' })).toBeTruthy();
    expect(within(table).getByText('Being provisioned')).toBeTruthy();
    expect(within(table).getAllByText('Provisioned').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search locations' }), {
      target: { value: 'long beach' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Emergency locations' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    // Within the table: the Networks card below links to the Warehouse too.
    expect(
      within(screen.getByRole('table', { name: 'Emergency locations' })).getByRole('link', {
        name: 'Warehouse',
      }),
    ).toBeTruthy();
  });
});

describe('adding a location', () => {
  it('CALL-06 offers the corrected address before saving, and saves the suggestion when chosen', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/locations/new');
    const type = (name: string | RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    await screen.findByRole('heading', { name: 'Add an emergency location' });
    type(/^Name/, 'Fifth Avenue office');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'NY' } });
    type(/^City/, 'new york');
    type(/^Street address/, '350 Fifth Avenue');
    type(/^ZIP code/, '101181234');
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const offer = await screen.findByRole('button', { name: 'Use suggested address' });
    expect(screen.getByText(/350 Fifth Ave, New York, NY 10118-1234, United States/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep my address' })).toBeTruthy();
    fireEvent.click(offer);
    await screen.findByRole('heading', { name: 'Fifth Avenue office' });
    const [saved] = await db()
      .select()
      .from(emergencyLocations)
      .where(
        and(
          eq(emergencyLocations.accountId, admin.accountId),
          eq(emergencyLocations.name, 'Fifth Avenue office'),
        ),
      );
    expect(saved).toMatchObject({
      street: '350 Fifth Ave',
      city: 'New York',
      region: 'NY',
      postalCode: '10118-1234',
    });
    expect(screen.getByText('Being provisioned')).toBeTruthy();
  });
});

describe('the location form', () => {
  it('CALL-06 CFG-03 every control is labelled (axe), the postal field says its country’s format, no separate predirectional', async () => {
    await pages.renderPage(ADMIN, '/management/m/locations/new');
    await screen.findByRole('heading', { name: 'Add an emergency location' });
    const result = await axe.run(document.body, {
      runOnly: { type: 'rule', values: ['label', 'select-name', 'aria-valid-attr-value', 'duplicate-id'] },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    expect(result.passes.map((p) => p.id)).toContain('label');
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'CA' } });
    expect(await screen.findByRole('textbox', { name: /^Postal code/ })).toBeTruthy();
    expect(screen.getByText('Letter, digit, letter, space, digit, letter, digit: K1A 0B1.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toBeTruthy();
    // CFG-03: separate predirectional is off, so the form has no field of its own for it.
    expect(screen.queryByRole('combobox', { name: /Direction before the street/ })).toBeNull();
  });
});

describe('deleting a location', () => {
  it('CALL-06 the confirmation lists the devices and lines on the location and refuses while they use it', async () => {
    const admin = await pages.as(ADMIN);
    const [home] = await db()
      .select()
      .from(emergencyLocations)
      .where(
        and(eq(emergencyLocations.accountId, admin.accountId), eq(emergencyLocations.name, 'Head Office')),
      );
    const used = await admin.get(
      `/svc/ucaas/api/ucaas/account/${admin.accountId}/emergencyLocations/extensiondevices?locationId=${home.id}`,
    );
    const first = used.body.items[0] as { deviceName: string; position: number };
    await pages.renderPage(ADMIN, `/management/m/locations/${home.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Head Office is in use' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(used.body.items.length));
    expect(
      within(dialog).getAllByText(new RegExp(`^${first.deviceName}, line ${first.position}`)).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Delete location' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('a line’s emergency location on the device page', () => {
  it('ERR-07 lists the account’s locations, and one still being provisioned is refused with the exact text', async () => {
    const admin = await pages.as(ADMIN);
    const page = await admin.get(`/svc/hoteling/v1/accounts/${admin.accountId}/devices?pageSize=1`);
    const device = (await admin.get(`/svc/hoteling/v1/devices/${page.body.items[0].id}`)).body as {
      id: number;
      lines: { sipId: string }[];
    };
    const [pending] = await db()
      .select()
      .from(emergencyLocations)
      .where(
        and(eq(emergencyLocations.accountId, admin.accountId), eq(emergencyLocations.status, 'provisioning')),
      );
    await pages.renderPage(ADMIN, `/management/m/devices/${device.id}`);
    fireEvent.click(
      await screen.findByRole('button', {
        name: `Change location of line ${device.lines[0].sipId}`,
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Emergency location of the line' });
    const select = within(dialog).getByRole('combobox', { name: 'Emergency location' });
    await waitFor(() =>
      expect(
        within(select).getByRole('option', { name: `${pending.name} (being provisioned)` }),
      ).toBeTruthy(),
    );
    expect(within(select).getByRole('option', { name: 'Warehouse' })).toBeTruthy();
    fireEvent.change(select, { target: { value: String(pending.id) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LOCATION_PROVISIONING)).toBeTruthy();
  });
});

describe('network locations on the emergency locations page', () => {
  it('CALL-06 lists the seeded networks with their location and status, and adds one as Requested after showing a bad network under its field, and a network mapped already under it too', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/locations');
    const card = within(await screen.findByRole('region', { name: 'Networks' }));
    const table = within(await card.findByRole('table', { name: 'Network locations' }));
    const rowOf = (text: string) => table.getByText(text).closest('tr') as HTMLElement;
    const office = within(rowOf('10.20.0.0/24 (Office LAN)'));
    expect(office.getByText('Subnet')).toBeTruthy();
    expect(office.getByRole('link', { name: 'Warehouse' })).toBeTruthy();
    expect(office.getByText('Active')).toBeTruthy();
    const accessPoint = within(rowOf('00:1A:2B:3C:4D:5E (Ground floor access point)'));
    expect(accessPoint.getByText('Wi-Fi access point')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Add a network' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a network' }));
    const location = await dialog.findByRole('combobox', { name: 'Emergency location' });
    const axeResult = await axe.run(document.body, {
      runOnly: { type: 'rule', values: ['label', 'select-name', 'button-name'] },
    });
    expect(axeResult.violations.map((v) => v.id)).toEqual([]);
    const subnet = dialog.getByRole('textbox', { name: 'Subnet' });
    fireEvent.change(subnet, { target: { value: '10.20.5.0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add network' }));
    const problem = await dialog.findByText(
      'Enter a subnet (10.1.2.0/24) or an access point’s BSSID (AA:BB:CC:DD:EE:FF).',
    );
    expect(subnet.getAttribute('aria-describedby')).toContain(problem.id || 'missing');
    expect(subnet.getAttribute('aria-invalid')).toBe('true');

    const sales = within(location).getByRole('option', { name: 'Sales Office' }) as HTMLOptionElement;
    fireEvent.change(location, { target: { value: sales.value } });
    fireEvent.change(subnet, { target: { value: '10.20.5.0/24' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add network' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a network' })).toBeNull());
    const added = await within(screen.getByRole('table', { name: 'Network locations' })).findByText(
      '10.20.5.0/24',
    );
    const row = within(added.closest('tr') as HTMLElement);
    expect(row.getByText('Requested')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Sales Office' })).toBeTruthy();
    const [saved] = await db()
      .select()
      .from(networkLocations)
      .where(
        and(eq(networkLocations.accountId, admin.accountId), eq(networkLocations.network, '10.20.5.0/24')),
      );
    expect(saved).toMatchObject({ kind: 'subnet', locationId: Number(sales.value) });

    // The server's refusal (a network mapped already) is shown under the field too.
    fireEvent.click(card.getByRole('button', { name: 'Add a network' }));
    const again = within(await screen.findByRole('dialog', { name: 'Add a network' }));
    await again.findByRole('combobox', { name: 'Emergency location' });
    fireEvent.change(again.getByRole('textbox', { name: 'Subnet' }), { target: { value: '10.20.0.0/24' } });
    fireEvent.click(again.getByRole('button', { name: 'Add network' }));
    expect(
      await again.findByText('This network is already mapped to a location of the account.'),
    ).toBeTruthy();
    expect(again.getByRole('textbox', { name: 'Subnet' }).getAttribute('aria-invalid')).toBe('true');
  });
});
