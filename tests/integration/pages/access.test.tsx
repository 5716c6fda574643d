// Roles and account access as a partner super user meets them (a parent account: it manages
// other accounts), against the platform in process: the roles page shows each role's levels as
// the platform holds them and saves a changed level; the account access page grants a user of
// the partner access to a managed account and revokes it; a failed load is shown once.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { ROLE } from '../../../src/domain/roles';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const PARTNER = 'partner super user';

const LEVEL_LABEL = { no_access: 'No access', view: 'View', manage: 'Manage' } as const;
type Level = keyof typeof LEVEL_LABEL;

/** The partner account's roles as the permissions service answers them. */
async function rolesOf(): Promise<{ id: number; name: string; levels: Record<string, Level> }[]> {
  const partner = await pages.as(PARTNER);
  const answer = await partner.get(`/svc/permissions/v1/accounts/${partner.accountId}/roles`);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

const selectNamed = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('the roles page', () => {
  it('ROLE-04 shows a role’s levels as the platform holds them, and saves a changed level', async () => {
    const endUser = (await rolesOf()).find((r) => r.id === ROLE.END_USER);
    if (!endUser) throw new Error('the partner account lists the end user role');
    const [resource] = Object.entries(endUser.levels).find(([, level]) => level === 'no_access') ?? [];
    if (!resource) throw new Error('an end user has no access to some resource');
    await pages.renderPage(PARTNER, '/management/m/roles');
    const roleSelect = await screen.findByRole<HTMLSelectElement>('combobox', { name: /^Role in / });
    expect(roleSelect.value).toBe(String(ROLE.END_USER));
    const table = await screen.findByRole('table', { name: 'Permission levels' });
    await within(table).findByRole('combobox', { name: `Level for ${resource}` });
    for (const [r, level] of Object.entries(endUser.levels)) {
      const shown = within(table).queryByRole<HTMLSelectElement>('combobox', { name: `Level for ${r}` });
      if (shown) expect(shown.value, r).toBe(level);
    }

    fireEvent.change(selectNamed(`Level for ${resource}`), { target: { value: 'view' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await screen.findByText('Permissions saved');
    const after = (await rolesOf()).find((r) => r.id === ROLE.END_USER);
    expect(after?.levels[resource]).toBe('view');
    await waitFor(() => expect(selectNamed(`Level for ${resource}`).value).toBe('view'));
  });
});

describe('the account access page', () => {
  it('ROLE-07 grants a user access to a managed account and revokes it, as the platform then lists', async () => {
    const partner = await pages.as(PARTNER);
    const grantsPath = `/svc/permissions/v1/accounts/${partner.accountId}/child-access`;
    const children = await partner.get(`/svc/ucaas/api/ucaas/account/${partner.accountId}/children`);
    const child = children.body.items[0];
    await pages.renderPage(PARTNER, '/management/m/accountAccess');
    await screen.findByText('No user has been granted access to a managed account.');
    // Every managed account the platform lists is offered.
    const accountSelect = selectNamed('Managed account');
    expect(accountSelect.options.length).toBe(children.body.total + 1);
    const userSelect = selectNamed('User');
    await waitFor(() => expect(userSelect.options.length).toBeGreaterThan(1));
    const user = userSelect.options[1];
    fireEvent.change(userSelect, { target: { value: user.value } });
    fireEvent.change(accountSelect, { target: { value: String(child.accountId) } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant access' }));
    await screen.findByText('Access granted.');
    const granted = await partner.get(grantsPath);
    expect(granted.body.items).toEqual([
      expect.objectContaining({ userId: Number(user.value), childAccountId: child.accountId }),
    ]);

    fireEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^Revoke access of .* to ${child.name}$`) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the access?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Access revoked.');
    expect((await partner.get(grantsPath)).body.items).toEqual([]);
    await screen.findByText('No user has been granted access to a managed account.');
  });

  it('ERR-03 a failed load of the trusted accounts opens the error modal once, and the page adds no alert', async () => {
    pages.use(faults.serverError('/svc/permissions/v1/accounts/:accountId/trusts', 404));
    await pages.renderPage(PARTNER, '/management/m/accountAccess');
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText(/404 \(not found\)/)).toBeTruthy();
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
