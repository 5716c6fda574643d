// The extensions area as an account administrator meets it, against the platform in process: the
// table shows the account's extensions as the platform lists them, an extension's page shows its
// record and saves a new name, an extension of an account super user is shown but not offered
// for change (ROLE-06), and a missing extension is told once, by the page.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { ROLE } from '../../../src/domain/roles';
import { pageTests } from '../../support/renderPage';
import { withViewportSizes } from '../../support/virtualizerShim';

const pages = pageTests();
withViewportSizes();
const ADMIN = 'account administrator';

interface ListedExtension {
  deviceKitId: number;
  extension: string;
  deviceKitName: string;
  extensionType: string;
  ownerRoleId: number | null;
}

/** The account's extensions as the platform lists them to the administrator. */
async function listed(): Promise<{ total: number; items: ListedExtension[] }> {
  const admin = await pages.as(ADMIN);
  const page = await admin.get(
    `/svc/ucaas/api/ucaas/account/v2/${admin.accountId}/extensionList?_pageSize=750&_offset=0`,
  );
  expect(page.status).toBe(200);
  return { total: page.body.total, items: page.body.phoneSystemExtension };
}

async function ownedBy(roleId: number): Promise<ListedExtension> {
  const found = (await listed()).items.find((e) => e.ownerRoleId === roleId);
  if (!found) throw new Error(`the demo account has an extension of role ${roleId}`);
  return found;
}

describe('the extensions table', () => {
  it('USER-03 shows every extension the platform lists, and a search narrows it to one', async () => {
    const { total, items } = await listed();
    const one = items[items.length - 1];
    await pages.renderPage(ADMIN, '/management/m/extensions');
    const table = await screen.findByRole('table', { name: 'Extensions' });
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe(String(total + 1)));
    expect(screen.getByText(`${total.toLocaleString()} extensions`)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search extensions' }), {
      target: { value: one.deviceKitName },
    });
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe('2'));
    expect(await within(table).findByRole('link', { name: one.extension })).toBeTruthy();
  });
});

describe('an extension’s page', () => {
  it('shows the extension’s record and saves a new name to the platform', async () => {
    const ext = await ownedBy(ROLE.END_USER);
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, `/management/m/extensions/${ext.deviceKitId}`);
    await screen.findByRole('heading', { level: 1, name: `Extension ${ext.extension}` });
    expect(screen.getByText(ext.extensionType)).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Display name' });
    const renamed = `Front desk ${ext.deviceKitId}`;
    fireEvent.change(name, { target: { value: renamed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save extension' }));
    await screen.findByText('Saved.');
    const stored = await admin.get(`/svc/ucaas/api/ucaas/extension/${ext.deviceKitId}`);
    expect(stored.body.userName).toBe(renamed);
    // The page reads the record again: the form holds what the platform stored.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Display name' }).value).toBe(
        stored.body.userName,
      ),
    );
  });

  it('ROLE-06 an account administrator sees an account super user’s extension but is offered no change', async () => {
    const ext = await ownedBy(ROLE.ACCOUNT_SUPER_USER);
    await pages.renderPage(ADMIN, `/management/m/extensions/${ext.deviceKitId}`);
    await screen.findByRole('heading', { level: 1, name: `Extension ${ext.extension}` });
    expect(screen.getByText('Your role may view this extension but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save extension' })).toBeNull();
  });

  it('ERR-03 an extension the platform does not find: the page says so, and the error modal says what happened', async () => {
    const ext = await ownedBy(ROLE.END_USER);
    pages.use(
      faults.serverError(`/svc/ucaas/api/ucaas/extension/${ext.deviceKitId}`, 404, {
        status: 404,
        code: 'not_found',
        message: 'Not found',
      }),
    );
    await pages.renderPage(ADMIN, `/management/m/extensions/${ext.deviceKitId}`);
    await screen.findByRole('heading', { name: 'Extension not found' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Not found' });
    expect(dialog.textContent).toContain('404 (not found)');
    expect(screen.queryAllByRole('alert').filter((a) => !dialog.contains(a))).toEqual([]);
  });
});
