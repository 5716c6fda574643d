// The Groups page as an account administrator meets it, against the platform in process
// (CALL-02): the three kinds listed as the platform has them; a call group's members reordered by
// keyboard and saved; a paging group refused without a pager; a delete that something still
// routes to shows the platform's words, and one that nothing does goes.
import '../../../support/happyDomPlatform';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extensions } from '../../../../server/db/schema';
import { GroupsListView } from '../../../../src/screens/callHandling/groups/GroupsListView';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const U = '/svc/ucaas/api/ucaas/account';
const db = () => pages.p.database.db;

const extensionOf = async (accountId: number, number: string) =>
  (
    await db()
      .select()
      .from(extensions)
      .where(and(eq(extensions.accountId, accountId), eq(extensions.extensionNumber, number)))
  )[0];

/** A press by keyboard: Enter down and up on the focused button (react-aria's press). */
const pressByKeyboard = (button: HTMLElement) => {
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.keyUp(button, { key: 'Enter' });
};

describe('the Groups page', () => {
  it('CALL-02 lists call groups, paging groups and pickup groups as the platform has them', async () => {
    await pages.renderPage(ADMIN, '/management/m/callGroups');
    const calls = await screen.findByRole('table', { name: 'Call groups' });
    expect(await within(calls).findByRole('link', { name: 'Sales Team' })).toBeTruthy();
    expect(within(calls).getByRole('link', { name: 'Support Team' })).toBeTruthy();
    const paging = screen.getByRole('table', { name: 'Paging groups' });
    expect(within(paging).getByRole('link', { name: 'Warehouse Paging' })).toBeTruthy();
    const pickup = screen.getByRole('table', { name: 'Call pickup groups' });
    expect(within(pickup).getByRole('link', { name: 'Front office' })).toBeTruthy();
  });

  it('CALL-02 a call group’s member moves down by keyboard, and the saved ring order is the platform’s', async () => {
    const admin = await pages.as(ADMIN);
    const support = await extensionOf(admin.accountId, '301');
    const before = (await admin.get(`${U}/${admin.accountId}/callgroup/${support.id}`)).body;
    await pages.renderPage(ADMIN, `/management/m/callGroups/call/${support.id}`);
    await screen.findByRole('heading', { name: 'Edit call group Support Team' });
    const first = before.members[0];
    const firstLabel = `${first.name} (${first.extensionNumber})`;
    pressByKeyboard(screen.getByRole('button', { name: `Move down: ${firstLabel}` }));
    const list = screen.getByRole('list', { name: 'Members' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1].textContent).toContain(firstLabel));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ring strategy' }), {
      target: { value: 'sequential' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('table', { name: 'Call groups' });
    const after = (await admin.get(`${U}/${admin.accountId}/callgroup/${support.id}`)).body;
    const ids = before.members.map((m: { extensionId: number }) => m.extensionId);
    expect(after.members.map((m: { extensionId: number }) => m.extensionId)).toEqual([
      ids[1],
      ids[0],
      ...ids.slice(2),
    ]);
    expect(after.strategy).toBe('sequential');
  });

  it('CALL-02 creates a call group from the form: a name, a member added, a voicemail when no one answers', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/callGroups/call/new');
    await screen.findByRole('heading', { name: 'New call group' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Weekend Cover' } });
    const add = screen.getByRole('combobox', { name: 'Add to members' });
    const choice = within(add).getAllByRole('option')[1] as HTMLOptionElement;
    fireEvent.change(add, { target: { value: choice.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: 'When no one answers: where' }), {
      target: { value: 'voicemail' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await screen.findByRole('link', { name: 'Weekend Cover' });
    const list = (await admin.get(`${U}/${admin.accountId}/groups`)).body.items;
    const made = list.find((g: { name: string }) => g.name === 'Weekend Cover');
    const read = (await admin.get(`${U}/${admin.accountId}/callgroup/${made.id}`)).body;
    expect(read.members.map((m: { extensionId: number }) => m.extensionId)).toEqual([Number(choice.value)]);
    expect(read.noAnswer.kind).toBe('voicemail');
  });

  it('CALL-02 a paging group without anyone who can page is refused with the platform’s words', async () => {
    const admin = await pages.as(ADMIN);
    const paging = await extensionOf(admin.accountId, '500');
    const group = (await admin.get(`${U}/${admin.accountId}/pageGroup/${paging.id}`)).body;
    const pager = group.members.find((m: { canPage: boolean }) => m.canPage);
    await pages.renderPage(ADMIN, `/management/m/callGroups/paging/${paging.id}`);
    const box = await screen.findByRole('checkbox', {
      name: `${pager.name} (${pager.extensionNumber}) can page`,
    });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At least one member must be able to page.')).toBeTruthy();
    const still = (await admin.get(`${U}/${admin.accountId}/pageGroup/${paging.id}`)).body;
    expect(still.members.filter((m: { canPage: boolean }) => m.canPage)).toHaveLength(1);
  });

  it('CALL-02 deleting a call group something routes to shows what still sends calls there; one nothing routes to goes', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/callGroups');
    await screen.findByRole('link', { name: 'Sales Team' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Sales Team' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText(/Its extension and greetings go with it/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(
      await within(ask).findByText('Attendant Main Menu (key 2) sends calls here; change it first.'),
    ).toBeTruthy();
    expect(await extensionOf(admin.accountId, '300')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Front office' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Front office' })).toBeNull());
    const list = await admin.get(`${U}/${admin.accountId}/groups`);
    expect(list.body.items.map((g: { name: string }) => g.name)).not.toContain('Front office');
  });

  it('CALL-02 without pickup groups offered, the page shows call and paging groups only', () => {
    render(
      <GroupsListView
        title="Groups"
        groups={[
          {
            kind: 'call',
            id: 1,
            accountId: 1,
            name: 'Sales',
            description: null,
            extensionNumber: '300',
            memberCount: 2,
          },
        ]}
        kinds={['call', 'paging']}
        canCreate
        canUpdate
        canDelete
        deletePending={false}
        onDelete={() => {}}
        onConfirmDelete={() => {}}
        onCancelDelete={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Call groups' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paging groups' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Call pickup groups' })).toBeNull();
  });
});
