// @vitest-environment happy-dom
// The users and extensions views, by role and name: the virtualized table, the create form's
// checks, the import preview, and ROLE-06 hiding the actions a role may not take.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Extension } from '../../src/api/extensions';
import type { TelephonyUser, UserListItem } from '../../src/api/users';
import { ExtensionDetailView } from '../../src/screens/extensions/ExtensionDetailView';
import { UserCreateView } from '../../src/screens/users/UserCreateView';
import { UserDetailView } from '../../src/screens/users/UserDetailView';
import { UserImportView } from '../../src/screens/users/UserImportView';
import { UsersListView } from '../../src/screens/users/UsersListView';
import { withViewportSizes } from '../support/virtualizerShim';

afterEach(cleanup);

const person = (i: number): UserListItem => ({
  userId: i + 1,
  accountId: 9,
  loginName: `user${i}@x.example`,
  firstName: 'Pat',
  lastName: `Number ${i}`,
  email: `user${i}@x.example`,
  roleId: i === 0 ? 2 : 4,
  userType: i === 3 ? 'ROOM_USER' : 'END_USER',
  blockAccess: false,
  extensions: [{ extensionId: 100 + i, extensionNumber: String(1000 + i), extensionType: 'Extension' }],
});

describe('UsersListView', () => {
  withViewportSizes();
  const base = {
    title: 'Users',
    total: 5000,
    rowAt: (i: number) => (i < 750 ? person(i) : undefined),
    onRangeChange: vi.fn(),
    sort: { field: 'lastName' as const, direction: 'ASC' as const },
    onSort: vi.fn(),
    keyword: '',
    onKeywordChange: vi.fn(),
    canCreate: true,
    canManage: (u: UserListItem) => u.roleId !== 2,
    selected: new Set<number>(),
    onToggle: vi.fn(),
    onBulkPasswordReset: vi.fn(),
    onBulkWelcome: vi.fn(),
  };

  it('REQ-11 USER-03 renders only the rows in view of 5,000, with the count and sortable headers', () => {
    render(<UsersListView {...base} />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByText('5,000 users')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(base.onSort).toHaveBeenCalledWith('email');
    expect(base.onRangeChange).toHaveBeenCalledWith(0, expect.any(Number));
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe(
      '#/management/m/users/new',
    );
  });

  it('USER-02 a room user is labelled; a user the signed-in user may not manage cannot be selected', () => {
    render(<UsersListView {...base} />);
    expect(screen.getByText('Room user')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select Pat Number 0' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pat Number 1' }));
    expect(base.onToggle).toHaveBeenCalledWith(2);
    expect((screen.getByRole('button', { name: 'Reset passwords (0)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('UserCreateView', () => {
  const props = {
    country: 'US',
    roleIds: [4, 6, 23],
    loginNameStatus: 'available' as const,
    onLoginNameChange: vi.fn(),
    onSubmit: vi.fn(),
    submitting: false,
  };

  it('PHONE-01 USER-06 an invalid mobile is explained and nothing is sent', () => {
    render(<UserCreateView {...props} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Nia' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Okafor' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nia@x.example' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Login name' }), {
      target: { value: 'nia@x.example' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(screen.getByText('This number is too short.')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('USER-02 USER-05 a room user is sent as ROOM_USER; sendEmail follows allowLogin', () => {
    render(<UserCreateView {...props} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Lobby' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Desk' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'lobby@x.example' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Login name' }), {
      target: { value: 'lobby@x.example' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Room user (a meeting room or shared space)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Allow sign-in' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Send the welcome e-mail' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      user: expect.objectContaining({
        lastName: 'Desk',
        userType: 'ROOM_USER',
        allowLogin: false,
        sendEmail: false,
        roleId: 4,
      }),
      extension: undefined,
    });
  });

  it('USER-04 the login name shows whether it is taken', () => {
    render(
      <UserCreateView
        {...props}
        loginNameStatus="taken"
        loginNameError="This login name is already taken. Choose another."
      />,
    );
    expect(screen.getByText('This login name is already taken. Choose another.')).toBeTruthy();
  });
});

describe('UserImportView', () => {
  it('USER-08 the preview counts the good rows and lists the bad ones with their reasons', () => {
    const onConfirm = vi.fn();
    render(
      <UserImportView
        phase="preview"
        fileName="users.csv"
        validCount={197}
        issues={[{ rowNumber: 4, message: 'E-mail: Enter an e-mail address like name@example.com.' }]}
        onFile={vi.fn()}
        onDownloadTemplate={vi.fn()}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
        progress={{
          progress: { total: 0, processed: 0, succeeded: 0, failed: 0 },
          results: [],
          summary: { succeeded: 0, reported: 0 },
          onReset: vi.fn(),
        }}
      />,
    );
    expect(screen.getByText(/197 rows are ready to import, 1 row has problems/)).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Rows with problems' })).getByText(/E-mail: Enter/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 197 users' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('USER-08 while the job runs a progress bar says how far it is', () => {
    render(
      <UserImportView
        phase="running"
        validCount={200}
        issues={[]}
        onFile={vi.fn()}
        onDownloadTemplate={vi.fn()}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
        progress={{
          progress: { total: 200, processed: 100, succeeded: 99, failed: 1 },
          results: [],
          summary: { succeeded: 99, reported: 1 },
          onReset: vi.fn(),
        }}
      />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('100 of 200 rows')).toBeTruthy();
  });
});

const user: TelephonyUser = {
  userId: 7,
  accountId: 9,
  loginName: 'su@x.example',
  userName: 'su@x.example',
  firstName: 'Sam',
  lastName: 'Super',
  email: 'su@x.example',
  phoneNumber: null,
  roleId: 2,
  userType: 'END_USER',
  userStatusID: 1,
  blockAccess: false,
  sendEmail: true,
  updateMeWithAnnouncements: false,
  allowMainNumberMessaging: false,
  allowEndUserOutboundCallerId: false,
  allowCallBlocking: true,
  mobileTLSEnabled: false,
  userMobileEncryptionEnabled: false,
  contactNumbers: [{ kind: 'M', number: '+14155552671' }],
  extensions: [
    {
      extensionId: 3,
      extensionNumber: '101',
      extensionType: 'Extension',
      servicePlan: 'Extension - Unlimited',
      devices: [{ id: 1, name: 'Desk phone 1' }],
      phoneNumbers: ['14155550100'],
    },
  ],
  roleMemberships: [],
};
const detailProps = {
  user,
  country: 'US',
  canBlock: true,
  roleOptions: [2],
  saving: false,
  deleting: false,
  confirmingDelete: false,
  onConfirmingDeleteChange: vi.fn(),
  deleteImpactLoading: false,
  onSave: vi.fn(),
  onDelete: vi.fn(),
  onResendWelcome: vi.fn(),
  onPinReset: vi.fn(),
  onSaveSecurity: vi.fn(),
  onAddPhonebook: vi.fn(),
  onDeletePhonebook: vi.fn(),
};

describe('UserDetailView', () => {
  it('USER-01 USER-06 shows identity and telephony with the four kinds of contact number, formatted', () => {
    render(<UserDetailView {...detailProps} canEdit canDelete />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sam Super' })).toBeTruthy();
    for (const label of ['Default extension number', 'Mobile', 'Home', 'Fax'])
      expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement).value).toBe(
      '+1 415 555 2671',
    );
  });

  it('USER-08 delete asks first: the button opens the dialog, which counts while the preview loads', () => {
    const onConfirmingDeleteChange = vi.fn();
    const { rerender } = render(
      <UserDetailView
        {...detailProps}
        onConfirmingDeleteChange={onConfirmingDeleteChange}
        canEdit
        canDelete
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(onConfirmingDeleteChange).toHaveBeenCalledWith(true);
    rerender(<UserDetailView {...detailProps} confirmingDelete deleteImpactLoading canEdit canDelete />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Sam Super?' });
    expect(within(dialog).getByRole('status').textContent).toMatch(/Counting what goes with the user/);
    expect(within(dialog).getByRole('button', { name: 'Delete user' }).hasAttribute('disabled')).toBe(true);
  });

  it('USER-08 the dialog says the preview in words, and confirming deletes', () => {
    const onDelete = vi.fn();
    const deleteImpact = {
      userId: 1,
      deleted: { users: 1, extensions: 2, phonebook_records: 3, audio_greetings: 4 },
      detached: { phone_numbers: 1, devices: 1, call_records: 12 },
      blockedBy: {},
    };
    render(
      <UserDetailView
        {...detailProps}
        onDelete={onDelete}
        confirmingDelete
        deleteImpact={deleteImpact}
        canEdit
        canDelete
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Sam Super?' });
    const goes = within(dialog).getByRole('list', { name: 'With the user go' });
    expect(
      within(goes)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['2 extensions', '3 phone book entries', 'audio_greetings: 4']);
    const stays = within(dialog).getByRole('list', { name: 'What stays in the account' });
    expect(
      within(stays)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual([
      'numbers: 1 goes back to the account as available',
      'devices: 1 stays unassigned',
      'call history: 12 records stay, without the user',
    ]);
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('USER-08 a delete the preview says is refused tells why, and cannot be confirmed', () => {
    const onDelete = vi.fn();
    render(
      <UserDetailView
        {...detailProps}
        onDelete={onDelete}
        confirmingDelete
        deleteImpact={{
          userId: 1,
          deleted: { users: 1 },
          detached: {},
          blockedBy: { child_access_grants: 1, api_keys: 2 },
        }}
        canEdit
        canDelete
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Sam Super?' });
    const why = within(dialog).getByRole('alert');
    expect(why.textContent).toMatch(/The user cannot be deleted yet/);
    expect(why.textContent).toMatch(
      /They gave access that still stands \(1 grant to managed accounts\): revoke it first\./,
    );
    expect(why.textContent).toMatch(/api_keys: 2 still refer to the user: remove them first\./);
    const confirm = within(dialog).getByRole('button', { name: 'Delete user' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('USER-08 no multi-factor switch is offered until multi-factor sign-in exists; saving leaves it alone', () => {
    const onSaveSecurity = vi.fn();
    const security = {
      userId: 7,
      mfaRequired: false,
      passwordNeverExpires: false,
      sessionTimeoutMinutes: 15,
      isExpiredPassword: false,
    };
    render(
      <UserDetailView
        {...detailProps}
        security={security}
        onSaveSecurity={onSaveSecurity}
        canEdit
        canDelete
      />,
    );
    expect(screen.queryByRole('checkbox', { name: /multi-factor/i })).toBeNull();
    expect(screen.getByText(/Multi-factor sign-in is not available yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save security settings' }));
    expect(onSaveSecurity).toHaveBeenCalledWith({ passwordNeverExpires: false, sessionTimeoutMinutes: 15 });
  });

  it('a user the signed-in user may not manage shows no actions', () => {
    render(<UserDetailView {...detailProps} canEdit={false} canDelete={false} />);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    expect(screen.getByText(/may view this user but not change them/)).toBeTruthy();
  });
});

describe('ExtensionDetailView', () => {
  const ext: Extension = {
    deviceKitId: 3,
    accountId: 9,
    extension: '101',
    userName: 'Sam Super',
    deviceKitName: 'Sam Super',
    provisionCode: null,
    extensionType: 'Extension',
    servicePlan: 'Extension - World Office (GB)',
    worldOfficeCountry: 'GB',
    isDefault: true,
    userId: 7,
    ownerLoginName: 'su@x.example',
    ownerRoleId: 2,
    phoneNumbers: [],
    devices: [],
  };
  it('USER-07 ROLE-06 shows the world-office country; the change form only for a role that may manage it', () => {
    const { rerender } = render(
      <ExtensionDetailView extension={ext} canManage={false} saving={false} onSave={vi.fn()} />,
    );
    expect(screen.getByText('GB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save extension' })).toBeNull();
    rerender(<ExtensionDetailView extension={ext} canManage saving={false} onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Save extension' })).toBeTruthy();
  });
});
