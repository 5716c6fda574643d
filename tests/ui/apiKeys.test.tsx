// The API keys page (issue 23, decision 0107) against the platform in process: an administrator
// creates a key and sees its secret once, renames it, and revokes it only after confirming.
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';

/** What axe finds unlabelled or misnamed on the page as it is now. */
const unlabelled = async () =>
  (
    await axe.run(document.body, {
      runOnly: {
        type: 'rule',
        values: ['label', 'select-name', 'button-name', 'aria-valid-attr-value', 'duplicate-id', 'link-name'],
      },
    })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);

describe('the API keys page', () => {
  it('creates a key showing its secret once, renames it, and revokes it only after a confirmation', async () => {
    const admin = await pages.as(ADMIN);
    const listed = async () =>
      (await admin.get('/svc/auth/api-keys')).body.items as {
        name: string;
        prefix: string;
        revokedAt: string | null;
      }[];
    await pages.renderPage(ADMIN, '/management/m/apiKeys');
    await screen.findByText('No API keys yet: create one for each app that calls the API.');
    expect(await unlabelled()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    expect(await unlabelled()).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Create API key' }));
    await dialog.findByText('Enter a name.');
    expect(await listed()).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Billing sync' } });
    expect((dialog.getByRole('combobox', { name: 'Acts as API user' }) as HTMLSelectElement).value).toBe(
      'new',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Create API key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'API key created' }));
    const secret = (shown.getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value;
    expect(secret).toMatch(/^sbk_/);
    expect(shown.getByText(/cannot be shown again/)).toBeTruthy();
    expect(shown.getByRole('button', { name: 'Copy' })).toBeTruthy();
    const [key] = await listed();
    expect(key).toMatchObject({ name: 'Billing sync', prefix: secret.slice(0, 8), revokedAt: null });
    fireEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'API key created' })).toBeNull());
    const table = within(await screen.findByRole('table', { name: 'API keys' }));
    await table.findByText('Billing sync');
    expect(document.body.innerHTML).not.toContain(secret);
    expect(table.getByText('Active')).toBeTruthy();
    // Opened again, the dialog asks for a new key: the secret is gone for good.
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const again = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    expect(document.body.innerHTML).not.toContain(secret);
    fireEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(table.getByRole('button', { name: 'Rename Billing sync' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename API key' }));
    fireEvent.change(rename.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Invoices' } });
    fireEvent.click(rename.getByRole('button', { name: 'Save name' }));
    await table.findByText('Invoices');

    fireEvent.click(table.getByRole('button', { name: 'Revoke Invoices' }));
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke this API key?' }));
    expect(confirm.getByText(/stop working at once/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await listed())[0].revokedAt).toBeNull();

    fireEvent.click(table.getByRole('button', { name: 'Revoke Invoices' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke this API key?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Revoke key' }));
    await screen.findByText('“Invoices” is revoked: calls with it are refused.');
    expect((await listed())[0].revokedAt).not.toBeNull();
    await table.findByText('Revoked');
  });
});
