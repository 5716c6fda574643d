// @vitest-environment happy-dom
// The devices views by role and name: the MAC field formatting as typed and telling a duplicate
// (DEV-02), the model picker's synthetic entries (DEV-03), the list, the device page's dialogs
// (DEV-04 move, ERR-07 texts, ERR-08, ERR-09) and the secrets shown once.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceCreateView } from '../../../src/screens/devices/DeviceCreateView';
import { DeviceDetailView } from '../../../src/screens/devices/DeviceDetailView';
import { DevicesListView } from '../../../src/screens/devices/DevicesListView';
import type { DeviceDetail, DeviceListRow } from '../../../src/screens/devices/deviceLabels';
import { caretAfterDigits } from '../../../src/screens/devices/MacField';
import { withViewportSizes } from '../../support/virtualizerShim';

afterEach(cleanup);

const MODELS = [
  { make: 'Yealink', model: 'T54W' },
  { make: 'Polycom', model: 'VVX 450' },
  { make: 'Yealink', model: 'T46U' },
];

const createProps = () => ({
  models: MODELS,
  extensions: [{ id: 7, label: '101 Pat Doe' }],
  macStatus: 'incomplete' as const,
  onMacChange: vi.fn(),
  onSubmit: vi.fn(),
  submitting: false,
  onEmergencyLocationClose: vi.fn(),
});

describe('DeviceCreateView', () => {
  it('DEV-02 the MAC address is formatted as it is typed', () => {
    const props = createProps();
    render(<DeviceCreateView {...props} />);
    const mac = screen.getByRole('textbox', { name: /MAC address/ }) as HTMLInputElement;
    fireEvent.change(mac, { target: { value: '00-1a-2B 3c:4d.5E' } });
    expect(mac.value).toBe('00:1A:2B:3C:4D:5E');
    expect(props.onMacChange).toHaveBeenLastCalledWith('00:1A:2B:3C:4D:5E');
    fireEvent.change(mac, { target: { value: '00:1A:2B:3C:4D:5E:77' } });
    expect(mac.value).toBe('00:1A:2B:3C:4D:5E');
  });

  it('DEV-02 the caret stays after the digit it followed', () => {
    // "001a|" typed: four digits before the caret; formatted "00:1A" puts it at the end (5).
    expect(caretAfterDigits('001a', 4, '00:1A')).toBe(5);
    // "9" typed between "00:1" and "A": four digits before the caret, so it stays after "00:19"
    // rather than jumping to the end of "00:19:A".
    expect(caretAfterDigits('00:19A', 5, '00:19:A')).toBe(5);
    expect(caretAfterDigits('00:1A', 0, '00:1A')).toBe(0);
  });

  it('DEV-02 a MAC in use says where, or that it is in use', () => {
    const props = createProps();
    const { rerender } = render(
      <DeviceCreateView {...props} macStatus="taken" macInUse={{ accountId: 42, extension: '105' }} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /MAC address/ }), {
      target: { value: '001A2B3C4D5E' },
    });
    expect(screen.getByText('In use on account 42, extension 105')).toBeTruthy();
    rerender(<DeviceCreateView {...props} macStatus="taken" />);
    expect(screen.getByText('This MAC address is already in use.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Lobby phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('DEV-03 the picker groups models by make with Auto Detect per make and Softphone/Other, which hides the MAC', () => {
    const props = createProps();
    render(<DeviceCreateView {...props} />);
    const picker = screen.getByRole('combobox', { name: 'Make and model' });
    const groups = picker.querySelectorAll('optgroup');
    expect([...groups].map((g) => g.label)).toEqual(['Polycom', 'Yealink', 'Other']);
    expect([...groups[1].querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Yealink Auto Detect',
      'Yealink T46U',
      'Yealink T54W',
    ]);
    expect(groups[0].querySelector('option')?.textContent).toBe('Polycom Auto Detect');
    const softphone = within(groups[2] as HTMLElement).getByRole('option', { name: 'Softphone/Other' });
    fireEvent.change(picker, { target: { value: (softphone as HTMLOptionElement).value } });
    expect(screen.queryByRole('textbox', { name: /MAC address/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      name: 'Laptop',
      make: undefined,
      model: 'Softphone/Other',
      extensionId: undefined,
    });
  });

  it('sends a complete draft with the make, Auto Detect and the extension', () => {
    const props = createProps();
    render(<DeviceCreateView {...props} macStatus="free" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Desk 1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /MAC address/ }), {
      target: { value: '001a2b3c4d5e' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Extension' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      name: 'Desk 1',
      macAddress: '00:1A:2B:3C:4D:5E',
      make: 'Polycom',
      model: 'Auto Detect',
      extensionId: 7,
    });
  });

  it('an incomplete MAC is explained and nothing is sent', () => {
    const props = createProps();
    render(<DeviceCreateView {...props} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Desk 1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /MAC address/ }), { target: { value: '001a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(screen.getByText('Enter a complete MAC address, like 00:1A:2B:3C:4D:5E.')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('ERR-08 a missing emergency location opens its own dialog, with a way back', () => {
    const props = createProps();
    render(
      <DeviceCreateView {...props} emergencyLocationProblem="The emergency location 999 does not exist." />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Emergency location needed' });
    expect(within(dialog).getByText('The emergency location 999 does not exist.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect(props.onEmergencyLocationClose).toHaveBeenCalled();
  });

  it('the new secrets are shown once with Copy buttons and a link to the device', () => {
    render(
      <DeviceCreateView
        {...createProps()}
        created={{
          deviceId: 31,
          sipPasswords: [{ lineId: 1, sipId: '17775550001', sipPassword: 'Zx9!aaaaaaaaaaaa' }],
          provisioningPassword: 'prov-secret-1',
        }}
      />,
    );
    expect(screen.getByText('Zx9!aaaaaaaaaaaa')).toBeTruthy();
    expect(screen.getByText('prov-secret-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy SIP password for 17775550001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Provisioning password' })).toBeTruthy();
    expect(screen.getByText(/will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the device' }).getAttribute('href')).toBe(
      '#/management/m/devices/31',
    );
  });
});

const row = (i: number): DeviceListRow => ({
  id: i + 1,
  name: `Phone ${i}`,
  macAddress: i % 2 ? null : '00:1A:2B:3C:4D:5E',
  make: 'Yealink',
  model: i === 0 ? null : 'T54W',
  extensionNumber: i === 0 ? '101' : null,
  userName: i === 0 ? 'Pat Doe' : null,
  loggedInUserName: i === 0 ? 'Sam Roe' : null,
  registrationStatus: i === 0 ? 'registered' : 'never',
  lastProvisionedAt: null,
});

describe('DevicesListView', () => {
  withViewportSizes();
  const base = {
    title: 'Devices',
    total: 300,
    rowAt: (i: number) => (i < 100 ? row(i) : undefined),
    onRangeChange: vi.fn(),
    sort: { field: 'name' as const, direction: 'ASC' as const },
    onSort: vi.fn(),
    keyword: '',
    onKeywordChange: vi.fn(),
    filters: { make: '', model: '', assigned: '' as const, registration: '' as const },
    onFiltersChange: vi.fn(),
    makes: [{ make: 'Yealink', models: ['T54W'] }],
    canCreate: true,
    lines: { registered: 3, total: 12 },
  };

  it('shows the rows in view with their links, badges and the registered lines', () => {
    render(<DevicesListView {...base} />);
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(table.getAttribute('aria-rowcount')).toBe('301');
    expect(screen.getByRole('link', { name: 'Phone 0' }).getAttribute('href')).toBe(
      '#/management/m/devices/1',
    );
    expect(screen.getByText('Yealink Auto Detect')).toBeTruthy();
    expect(screen.getByText('101 Pat Doe')).toBeTruthy();
    expect(screen.getByText('Sam Roe')).toBeTruthy();
    expect(screen.getByText('3 of 12 lines registered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'MAC' }));
    expect(base.onSort).toHaveBeenCalledWith('macAddress');
    fireEvent.change(screen.getByRole('combobox', { name: 'Registration' }), { target: { value: 'never' } });
    expect(base.onFiltersChange).toHaveBeenCalledWith({ ...base.filters, registration: 'never' });
  });

  it('tells loading and empty apart, and hides adding without create:devices', () => {
    const { rerender } = render(<DevicesListView {...base} total={undefined} />);
    expect(screen.getByText('Loading the devices…')).toBeTruthy();
    rerender(<DevicesListView {...base} total={0} canCreate={false} />);
    expect(screen.getByText('No devices match.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add device' })).toBeNull();
  });
});

const device: DeviceDetail = {
  id: 5,
  accountId: 9,
  name: 'Front desk',
  macAddress: '00:1A:2B:3C:4D:5E',
  make: 'Yealink',
  model: 'T54W',
  kind: 'deskphone',
  extensionId: 7,
  extension: { id: 7, extensionNumber: '101', userName: 'Pat Doe', userId: 3 },
  loggedInUser: { id: 4, name: 'Sam Roe', extensionNumber: '102' },
  loggedInAt: '2026-11-20T10:00:00Z',
  lines: [
    {
      id: 11,
      sipId: '17775550001',
      e911LocationId: 2,
      e911Location: { id: 2, name: 'HQ floor 1', status: 'provisioned' },
      extensionId: 7,
      extensionNumber: '101',
      appType: 'mobileconnect',
      position: 1,
    },
    {
      id: 12,
      sipId: '17775550002',
      e911LocationId: null,
      e911Location: null,
      extensionId: 7,
      extensionNumber: '101',
      appType: 'desktop',
      position: 2,
    },
  ],
  registration: { status: 'registered', lastSeenAt: null },
  lastProvisionedAt: null,
  lastProvisionedFrom: null,
};

const detailProps = () => ({
  device,
  registrations: { 11: { status: 'registered' as const, lastSeenAt: null }, 12: 'unavailable' as const },
  extensions: [
    { id: 7, label: '101 Pat Doe' },
    { id: 8, label: '102 Sam Roe' },
  ],
  canUpdate: true,
  canDelete: true,
  assignment: { busy: false },
  onAssign: vi.fn(),
  onConfirmMove: vi.fn(),
  onCancelMove: vi.fn(),
  onUnassign: vi.fn(),
  onLogout: vi.fn(),
  onDismissError: vi.fn(),
  resetting: false,
  onResetPassword: vi.fn(),
  onResetDone: vi.fn(),
  deleting: false,
  onDelete: vi.fn(),
  edit: { isOpen: false, models: [], saving: false },
  onEdit: vi.fn(),
  onSaveEdit: vi.fn(),
  onCancelEdit: vi.fn(),
});

describe('DeviceDetailView', () => {
  it('ERR-09 a line whose registration cannot be read says Currently not available; app types are named', () => {
    render(<DeviceDetailView {...detailProps()} />);
    const lines = screen.getByRole('table', { name: 'Lines' });
    const rows = within(lines).getAllByRole('row');
    expect(within(rows[2]).getByText('Currently not available')).toBeTruthy();
    expect(within(rows[1]).getByText('Registered')).toBeTruthy();
    expect(within(rows[1]).getByText('Mobile Connect')).toBeTruthy();
    expect(within(rows[2]).getByText('Desktop app')).toBeTruthy();
    expect(within(rows[1]).getByText('HQ floor 1')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
  });

  it('DEV-04 moving asks first, naming the extension and user that hold the device', () => {
    const props = detailProps();
    const { rerender } = render(<DeviceDetailView {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move to another extension' }));
    const picker = screen.getByRole('alertdialog', { name: 'Move the device' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Extension' }), { target: { value: '8' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Move' }));
    expect(props.onAssign).toHaveBeenCalledWith(8);
    rerender(
      <DeviceDetailView
        {...props}
        assignment={{ busy: false, confirmMove: { extensionNumber: '101', userName: 'Pat Doe' } }}
      />,
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Move the device?' });
    expect(within(confirm).getByText(/assigned to extension 101 \(Pat Doe\)/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(props.onCancelMove).toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move it' }));
    expect(props.onConfirmMove).toHaveBeenCalled();
  });

  it('ERR-07 a refusal opens a dialog headed Error with the exact text, and OK goes back', () => {
    const props = detailProps();
    const text = 'Another user is logged into this device. Please have them log out and then try again.';
    render(<DeviceDetailView {...props} assignment={{ busy: false, error: text }} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText(text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(props.onDismissError).toHaveBeenCalled();
  });

  it('a SIP password reset is confirmed first and the new password is shown once', () => {
    const props = detailProps();
    const { rerender } = render(<DeviceDetailView {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset SIP password of 17775550002' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reset the SIP password?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    expect(props.onResetPassword).toHaveBeenCalledWith(12);
    rerender(
      <DeviceDetailView {...props} resetResult={{ sipId: '17775550002', sipPassword: 'NewPass12345678' }} />,
    );
    const shown = screen.getByRole('alertdialog', { name: 'New SIP password' });
    expect(within(shown).getByText('NewPass12345678')).toBeTruthy();
    expect(within(shown).getByText(/will not be shown again/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy SIP password for 17775550002' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(props.onResetDone).toHaveBeenCalled();
  });

  it('delete says what goes with the device; the actions are hidden without the permissions', () => {
    const props = detailProps();
    render(<DeviceDetailView {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete device' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the device?' });
    expect(within(confirm).getByText(/deleted with its 2 lines\. The phone stops working/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete device' }));
    expect(props.onDelete).toHaveBeenCalled();
    cleanup();
    render(<DeviceDetailView {...props} canUpdate={false} canDelete={false} />);
    expect(screen.queryByRole('button', { name: 'Unassign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete device' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reset SIP password/ })).toBeNull();
  });
});
