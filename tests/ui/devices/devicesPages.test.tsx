// The devices area as an account administrator meets it, against the platform in process: the
// table lists what the platform lists and a MAC search narrows it; a device's page shows its lines
// with 'Currently not available' where a line's registration cannot be read (ERR-09); a move asks
// first (DEV-04); an unassign refused because another user is logged in shows the exact words
// (ERR-07); the add form tells a MAC in use (DEV-02), shows the secrets once, and opens the
// emergency-location dialog on ERR-08's refusal.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { devices, extensions, users } from '../../../server/db/schema';
import { stripRoomMarker } from '../../../src/domain/roomUsers';
import { pageTests } from '../../support/renderPage';
import { withViewportSizes } from '../../support/virtualizerShim';

const pages = pageTests();
withViewportSizes();
const ADMIN = 'account administrator';
const H = '/svc/hoteling';
const db = () => pages.p.database.db;

interface Listed {
  total: number;
  items: { id: number; name: string; macAddress: string | null; extensionId: number | null }[];
}

async function listed(query = ''): Promise<Listed> {
  const admin = await pages.as(ADMIN);
  const page = await admin.get(`${H}/v1/accounts/${admin.accountId}/devices?pageSize=100${query}`);
  expect(page.status).toBe(200);
  return page.body as Listed;
}

describe('the devices table', () => {
  it('shows every device the platform lists, and a MAC search narrows it to one', async () => {
    const { total, items } = await listed();
    const one = items.find((d) => d.macAddress);
    if (!one?.macAddress) throw new Error('the demo account has a desk phone');
    await pages.renderPage(ADMIN, '/management/m/devices');
    const table = await screen.findByRole('table', { name: 'Devices' });
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe(String(total + 1)));
    expect(screen.getByText(`${total.toLocaleString()} devices`)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search devices' }), {
      target: { value: one.macAddress.replaceAll(':', '-').toLowerCase() },
    });
    // The table is shown again once the search's page is read: find it afresh.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Devices' }).getAttribute('aria-rowcount')).toBe('2'),
    );
    expect(
      await within(screen.getByRole('table', { name: 'Devices' })).findByRole('link', { name: one.name }),
    ).toBeTruthy();
  });
});

describe('a device’s page', () => {
  it('ERR-09 a line whose registration cannot be read says Currently not available', async () => {
    const { items } = await listed();
    const device = items[0];
    pages.use(faults.serverError('/svc/hoteling/v1/lines/:lineId/registration', 404));
    await pages.renderPage(ADMIN, `/management/m/devices/${device.id}`);
    const lines = await screen.findByRole('table', { name: 'Lines' });
    await waitFor(() =>
      expect(within(lines).getAllByText('Currently not available').length).toBeGreaterThan(0),
    );
    // Only the lines' cells: the device's own registration, read with the device, is shown.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('DEV-04 moving a device held by another extension names the holder first, then moves it', async () => {
    const admin = await pages.as(ADMIN);
    const { items } = await listed('&assigned=true');
    const device = items[0];
    const [target] = await db()
      .select()
      .from(extensions)
      .where(and(eq(extensions.accountId, admin.accountId), ne(extensions.id, device.extensionId ?? 0)))
      .orderBy(extensions.id)
      .limit(1);
    const before = (await admin.get(`${H}/v1/devices/${device.id}`)).body as {
      extension: { extensionNumber: string; userName: string };
    };
    await pages.renderPage(ADMIN, `/management/m/devices/${device.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to another extension' }));
    const picker = screen.getByRole('alertdialog', { name: 'Move the device' });
    const select = within(picker).getByRole('combobox', { name: 'Extension' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: String(target.id) } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Move' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move the device?' });
    expect(
      within(confirm).getByText(
        new RegExp(
          `assigned to extension ${before.extension.extensionNumber} \\(${stripRoomMarker(before.extension.userName)}\\)`,
        ),
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move it' }));
    await waitFor(async () => {
      const after = await admin.get(`${H}/v1/devices/${device.id}`);
      expect((after.body as { extensionId: number }).extensionId).toBe(target.id);
    });
  });

  it('ERR-07 an unassign refused because another user is logged in shows the exact words under Error', async () => {
    const admin = await pages.as(ADMIN);
    const { items } = await listed('&assigned=true');
    const device = items[items.length - 1];
    const [kit] = await db()
      .select()
      .from(extensions)
      .where(eq(extensions.id, device.extensionId ?? 0));
    const [other] = await db()
      .select()
      .from(users)
      .where(and(eq(users.accountId, admin.accountId), ne(users.id, kit.userId ?? 0), isNotNull(users.id)))
      .limit(1);
    await db()
      .update(devices)
      .set({ loggedInUserId: other.id, loggedInAt: new Date() })
      .where(eq(devices.id, device.id));
    await pages.renderPage(ADMIN, `/management/m/devices/${device.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unassign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(dialog).getByText(
        'Another user is logged into this device. Please have them log out and then try again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Unassign' })).toBeTruthy();
  });
});

describe('adding a device', () => {
  it('DEV-02 a MAC in use is told as typed, in any notation', async () => {
    const { items } = await listed();
    const taken = items.find((d) => d.macAddress)?.macAddress;
    if (!taken) throw new Error('the demo account has a desk phone');
    await pages.renderPage(ADMIN, '/management/m/devices/new');
    const mac = (await screen.findByRole('textbox', { name: /MAC address/ })) as HTMLInputElement;
    fireEvent.change(mac, { target: { value: taken.replaceAll(':', '').toLowerCase() } });
    expect(mac.value).toBe(taken);
    const admin = await pages.as(ADMIN);
    expect(
      await screen.findByText(new RegExp(`^In use on account ${admin.accountId}, extension `)),
    ).toBeTruthy();
  });

  it('a softphone is added and its SIP password shown once, with a link to the device', async () => {
    await pages.renderPage(ADMIN, '/management/m/devices/new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Reception laptop' },
    });
    const picker = screen.getByRole('combobox', { name: 'Make and model' });
    const softphone = within(picker).getByRole('option', { name: 'Softphone/Other' }) as HTMLOptionElement;
    fireEvent.change(picker, { target: { value: softphone.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('heading', { name: 'Device added' })).toBeTruthy();
    expect(screen.getByText(/will not be shown again/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the device' });
    const id = Number(link.getAttribute('href')?.split('/').pop());
    const admin = await pages.as(ADMIN);
    const read = await admin.get(`${H}/v1/devices/${id}`);
    expect((read.body as { name: string }).name).toBe('Reception laptop');
    expect(JSON.stringify(read.body)).not.toMatch(/sipPassword/);
  });

  it('ERR-08 a refusal about a missing emergency location opens its dialog, and the form stays', async () => {
    pages.use(
      faults.serverError('/svc/hoteling/v2/accounts/:accountId/devices', 400, {
        code: 'emergency_location_missing',
        message: 'The emergency location 999 does not exist.',
        errors: [{ field: 'lines.0.e911LocationId', message: 'Choose an emergency location.' }],
      }),
    );
    await pages.renderPage(ADMIN, '/management/m/devices/new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Lobby' } });
    const picker = screen.getByRole('combobox', { name: 'Make and model' });
    const softphone = within(picker).getByRole('option', { name: 'Softphone/Other' }) as HTMLOptionElement;
    fireEvent.change(picker, { target: { value: softphone.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Emergency location needed' });
    expect(within(dialog).getByText('The emergency location 999 does not exist.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Lobby');
  });
});
