// The auto-attendant editor as an account administrator meets it, against the platform in
// process (CALL-03): the overview links to the menu, a key set to a destination is saved, and a
// change that would close a loop with no way out shows the server's words above the form.
import '../../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autoAttendants, extensions } from '../../../../server/db/schema';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const db = () => pages.p.database.db;

async function mainMenu() {
  const admin = await pages.as(ADMIN);
  const list = await admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/virtualReceptionists`);
  return { admin, menu: list.body.virtualReceptionists[0] };
}

const pick = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

describe('the auto-attendant editor', () => {
  it('CALL-03 is linked from the call flows page', {
    timeout: 60_000,
  }, async () => {
    const { menu } = await mainMenu();
    await pages.renderPage(ADMIN, '/management/m/callFlows');
    const link = await screen.findByRole('link', { name: menu.name }, { timeout: 20_000 });
    expect(link.getAttribute('href')).toBe(`#/management/m/callFlows/attendants/${menu.id}`);
  });

  it('CALL-03 saves a key set to hang up', { timeout: 60_000 }, async () => {
    const { admin, menu } = await mainMenu();
    await pages.renderPage(ADMIN, `/management/m/callFlows/attendants/${menu.id}`);
    await screen.findByRole('form', { name: `Auto-attendant ${menu.name}` }, { timeout: 20_000 });
    pick('Key 9: where', 'hangup');
    fireEvent.click(screen.getByRole('button', { name: 'Save the menu' }));
    expect(await screen.findByText('The menu is saved.')).toBeTruthy();
    const after = await admin.get(`/svc/ucaas/v1/vr/${menu.id}`);
    expect(after.body.keys['9']).toEqual({ kind: 'hangup' });
  });

  it('CALL-03 shows the loop the change would close, in the server’s words', {
    timeout: 60_000,
  }, async () => {
    const { admin, menu } = await mainMenu();
    const [ext] = await db()
      .insert(extensions)
      .values({
        accountId: admin.accountId,
        extensionNumber: '482',
        extensionType: 'Auto Attendant',
        servicePlan: 'Auto Attendant',
        userName: 'Night menu',
        isDefault: false,
      })
      .returning();
    const back = { kind: 'attendant', id: menu.id };
    await db()
      .insert(autoAttendants)
      .values({
        extensionId: ext.id,
        accountId: admin.accountId,
        keys: { '1': back },
        timeout: back,
        invalid: back,
      });
    await pages.renderPage(ADMIN, `/management/m/callFlows/attendants/${menu.id}`);
    const form = await screen.findByRole(
      'form',
      { name: `Auto-attendant ${menu.name}` },
      { timeout: 20_000 },
    );
    // Every way out of the menu to the night menu, which only comes back.
    for (const field of ['Timeout', 'Invalid key', ...['1', '2', '0', '9'].map((k) => `Key ${k}`)]) {
      const where = within(form).queryByRole('combobox', { name: `${field}: where` });
      if (!where) continue;
      const clear = within(form).queryByRole('button', { name: `Clear ${field.toLowerCase()}` });
      if (clear && field.startsWith('Key') && field !== 'Key 1') {
        fireEvent.click(clear);
        continue;
      }
      pick(`${field}: where`, 'attendant');
      pick(`${field}: which auto-attendant`, String(ext.id));
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Save the menu' }));
    const alert = await screen.findByText(
      `Attendant ${menu.name} and Attendant Night menu send calls to each other with no way out.`,
    );
    expect(alert).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The menu is saved.')).toBeNull());
  });

  it('CALL-03 a new auto-attendant is made from the call flows page and opens its menu; deleting asks first, and a menu in use is refused in the platform’s words', {
    timeout: 60_000,
  }, async () => {
    const { admin } = await mainMenu();
    const all = await admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/virtualReceptionists`);
    const menu = all.body.virtualReceptionists.find((a: { name: string }) => a.name === 'Main Menu');
    await pages.renderPage(ADMIN, `/management/m/callFlows/attendants/${menu.id}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete auto-attendant' }, { timeout: 20_000 }),
    );
    let dialog = await screen.findByRole('alertdialog', { name: `Delete ${menu.name}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete auto-attendant' }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 20_000 })).textContent).toMatch(
      /Schedule Business hours \(open\).* calls here/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await pages.go('/management/m/callFlows');
    fireEvent.click(await screen.findByRole('button', { name: 'New auto-attendant' }, { timeout: 20_000 }));
    const create = await screen.findByRole('dialog', { name: 'New auto-attendant' });
    fireEvent.change(within(create).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'After-hours menu' },
    });
    fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Auto-attendant After-hours menu' },
      { timeout: 20_000 },
    );
    const id = Number(/attendants\/(\d+)$/.exec(window.location.hash)?.[1]);
    const [row] = await db().select().from(autoAttendants).where(eq(autoAttendants.extensionId, id));
    expect(row.keys).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Delete auto-attendant' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete After-hours menu?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete auto-attendant' }));
    await waitFor(() => expect(window.location.hash).toBe('#/management/m/callFlows'));
    expect(await db().select().from(extensions).where(eq(extensions.id, id))).toEqual([]);
  });
});
