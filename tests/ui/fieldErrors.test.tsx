// @vitest-environment happy-dom
// A field's error goes when the field is changed and is replaced by the current one on the next
// submit: the Add user form and the extension page, by role and name.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Extension } from '../../src/api/extensions';
import { ExtensionDetailView } from '../../src/screens/extensions/ExtensionDetailView';
import { UserCreateView, type UserCreateViewProps } from '../../src/screens/users/UserCreateView';

afterEach(cleanup);

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
const shown = (text: string) => screen.queryByText(text) !== null;

describe('Add user: field errors follow the fields', () => {
  const props: UserCreateViewProps = {
    country: 'US',
    roleIds: [4, 6, 23],
    loginNameStatus: 'blank',
    onLoginNameChange: vi.fn(),
    onSubmit: vi.fn(),
    submitting: false,
  };

  it('an error goes as soon as its field is filled in', () => {
    render(<UserCreateView {...props} />);
    create();
    expect(shown('Enter a first name.')).toBe(true);
    expect(shown('Enter a last name.')).toBe(true);
    type('First name', 'Nia');
    expect(shown('Enter a first name.')).toBe(false);
    expect(shown('Enter a last name.')).toBe(true);
  });

  it('PHONE-01 a second submit shows only the errors of now (the filled fields have none)', () => {
    const onSubmit = vi.fn();
    render(<UserCreateView {...props} onSubmit={onSubmit} />);
    create();
    type('First name', 'Nia');
    type('Last name', 'Okafor');
    type('E-mail', 'nia@x.example');
    type('Login name', 'nia@x.example');
    type('Mobile', 'abc-12');
    create();
    for (const gone of ['Enter a first name.', 'Enter a last name.', 'Enter a login name.'])
      expect(shown(gone)).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Mobile' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('USER-04 the login name is never "available" and "Enter a login name." at once', () => {
    const { rerender } = render(<UserCreateView {...props} />);
    create();
    expect(shown('Enter a login name.')).toBe(true);
    type('Login name', 'nia@x.example');
    rerender(<UserCreateView {...props} loginNameStatus="available" />);
    expect(shown('This login name is available.')).toBe(true);
    expect(shown('Enter a login name.')).toBe(false);
  });

  it('ERR-01 the platform’s field error goes when that field is changed, and the next answer shows its own', () => {
    const { rerender } = render(<UserCreateView {...props} loginNameStatus="available" />);
    const inUse = [{ field: 'extension', message: 'Extension 101 is already in use.' }];
    rerender(<UserCreateView {...props} loginNameStatus="available" serverErrors={inUse} />);
    expect(shown('Extension 101 is already in use.')).toBe(true);
    type('Extension number', '4545');
    expect(shown('Extension 101 is already in use.')).toBe(false);
    const again = [{ field: 'extension', message: 'Extension 4545 is already in use.' }];
    rerender(<UserCreateView {...props} loginNameStatus="available" serverErrors={again} />);
    expect(shown('Extension 4545 is already in use.')).toBe(true);
  });
});

describe('Extension page: field errors follow the fields', () => {
  const ext: Extension = {
    deviceKitId: 3,
    accountId: 9,
    extension: '102',
    userName: 'Pat Doe',
    deviceKitName: 'Pat Doe',
    provisionCode: null,
    extensionType: 'Extension',
    servicePlan: 'Extension - Unlimited',
    worldOfficeCountry: null,
    isDefault: true,
    userId: 7,
    ownerLoginName: 'pat@x.example',
    ownerRoleId: 4,
    phoneNumbers: [],
    devices: [],
  };
  const inUse = [{ field: 'extension', message: 'Extension 101 is already in use.' }];

  it('ERR-01 "Extension 101 is already in use." goes when the number is put back', () => {
    const onSave = vi.fn();
    const { rerender } = render(
      <ExtensionDetailView extension={ext} canManage saving={false} onSave={onSave} />,
    );
    type('Extension number', '101');
    fireEvent.click(screen.getByRole('button', { name: 'Save extension' }));
    expect(onSave).toHaveBeenCalledWith({ userName: 'Pat Doe', extension: '101' });
    rerender(
      <ExtensionDetailView extension={ext} canManage saving={false} fieldErrors={inUse} onSave={onSave} />,
    );
    expect(shown('Extension 101 is already in use.')).toBe(true);
    type('Extension number', '102');
    expect(shown('Extension 101 is already in use.')).toBe(false);
  });

  it('a local error goes when its field changes, and a submit shows the errors of now', () => {
    const onSave = vi.fn();
    render(<ExtensionDetailView extension={ext} canManage saving={false} onSave={onSave} />);
    type('Display name', ' ');
    type('Extension number', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save extension' }));
    expect(shown('Enter a name.')).toBe(true);
    expect(shown('An extension number has 2 to 6 digits.')).toBe(true);
    type('Extension number', '103');
    expect(shown('An extension number has 2 to 6 digits.')).toBe(false);
    type('Display name', 'Pat Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Save extension' }));
    expect(shown('Enter a name.')).toBe(false);
    expect(onSave).toHaveBeenCalledWith({ userName: 'Pat Doe', extension: '103' });
  });
});
