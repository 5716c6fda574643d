// @vitest-environment happy-dom
// The users screens offer only what the user-management rule allows (src/domain/userManagement.ts,
// the same function the pages call): roles, block, delete, and bulk actions within the cap.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TelephonyUser } from '../../src/api/users';
import { ROLE } from '../../src/domain/roles';
import { grantableRoles, userActions } from '../../src/domain/userManagement';
import { ASSIGNABLE_ROLES, assignableRoles } from '../../src/domain/userRules';
import { UserCreateView } from '../../src/screens/users/UserCreateView';
import { UserDetailView } from '../../src/screens/users/UserDetailView';
import { UsersListView } from '../../src/screens/users/UsersListView';

afterEach(cleanup);

const person = (userId: number, roleId: number): TelephonyUser => ({
  userId,
  accountId: 9,
  loginName: `u${userId}@x.example`,
  userName: `u${userId}@x.example`,
  firstName: 'Pat',
  lastName: `Number ${userId}`,
  email: `u${userId}@x.example`,
  phoneNumber: null,
  roleId,
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
  contactNumbers: [],
  extensions: [],
  roleMemberships: [],
});

/** The detail view as UserDetailPage wires it: what userActions allows. */
function renderDetail(actor: { userId: number; roleId: number }, user: TelephonyUser, kind = 'customer') {
  const may = userActions(actor, user, assignableRoles(kind));
  const onSave = vi.fn();
  render(
    <UserDetailView
      user={user}
      country="US"
      canEdit={may.edit}
      canDelete={may.delete}
      canBlock={may.block}
      roleOptions={may.edit ? may.roles : [user.roleId]}
      saving={false}
      deleting={false}
      confirmingDelete={false}
      onConfirmingDeleteChange={vi.fn()}
      deleteImpactLoading={false}
      onSave={onSave}
      onDelete={vi.fn()}
      onResendWelcome={vi.fn()}
      onPinReset={vi.fn()}
      onSaveSecurity={vi.fn()}
      onAddPhonebook={vi.fn()}
      onDeletePhonebook={vi.fn()}
    />,
  );
  return { onSave };
}
const roleSelect = () => screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
const optionLabels = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the user page', () => {
  it('a partner account administrator sees the partner account super user read-only: no role change, block or delete', () => {
    renderDetail(
      { userId: 1, roleId: ROLE.PARTNER_ACCOUNT_ADMINISTRATOR },
      person(2, ROLE.PARTNER_ACCOUNT_SUPERUSER),
      'partner',
    );
    expect(roleSelect().disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Allow sign-in' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
  });

  it('on one’s own page the role and sign-in are fixed and there is no delete; the name can change', () => {
    renderDetail({ userId: 5, roleId: ROLE.ACCOUNT_ADMINISTRATOR }, person(5, ROLE.ACCOUNT_ADMINISTRATOR));
    expect(roleSelect().disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Allow sign-in' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('an account administrator may give an end user only roles below its own, and the change is sent', () => {
    const { onSave } = renderDetail(
      { userId: 5, roleId: ROLE.ACCOUNT_ADMINISTRATOR },
      person(6, ROLE.END_USER),
    );
    const labels = optionLabels(roleSelect());
    expect(labels[0]).toBe('End user');
    expect(labels).toContain('Users admin');
    expect(labels).not.toContain('Account administrator');
    expect(labels).not.toContain('Account super user');
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeTruthy();
    fireEvent.change(roleSelect(), { target: { value: String(ROLE.USERS_ADMIN) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ roleId: ROLE.USERS_ADMIN }));
  });

  it('a provider super user may give a partner account user the partner roles back', () => {
    renderDetail({ userId: 1, roleId: ROLE.SUPERUSER }, person(2, ROLE.END_USER), 'partner');
    expect(optionLabels(roleSelect())).toEqual(
      expect.arrayContaining(['Partner account super user', 'Partner account administrator']),
    );
  });
});

describe('the new-user form', () => {
  it('a users admin is offered no role at or above its own', () => {
    render(
      <UserCreateView
        country="US"
        roleIds={grantableRoles(ROLE.USERS_ADMIN, ASSIGNABLE_ROLES)}
        loginNameStatus="blank"
        onLoginNameChange={vi.fn()}
        onSubmit={vi.fn()}
        submitting={false}
      />,
    );
    const labels = optionLabels(roleSelect());
    expect(labels).toContain('End user');
    expect(labels).not.toContain('Users admin');
    expect(labels).not.toContain('Account administrator');
  });
});

describe('the users list', () => {
  it('more than 1,000 selected users: the bulk actions wait and say the cap', () => {
    render(
      <UsersListView
        title="Users"
        total={0}
        rowAt={() => undefined}
        onRangeChange={vi.fn()}
        sort={{ field: 'lastName', direction: 'ASC' }}
        onSort={vi.fn()}
        keyword=""
        onKeywordChange={vi.fn()}
        canCreate={false}
        canManage={() => true}
        selected={new Set(Array.from({ length: 1001 }, (_, i) => i + 1))}
        onToggle={vi.fn()}
        onBulkPasswordReset={vi.fn()}
        onBulkWelcome={vi.fn()}
      />,
    );
    expect(
      (screen.getByRole('button', { name: 'Reset passwords (1001)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('Choose at most 1,000 users at a time.')).toBeTruthy();
  });
});
