// The branding line groups' line picker (issue 24 item 3; decisions 0115 and 0123), against the
// platform in process: Britannia's administrator finds a line by typing (the search runs on the
// server: a line past the first page of the list is found), adds a group with it, then changes
// the lines of the seeded "Front desk" in its dialog.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINE_MATCHES } from '../../../src/screens/branding/LinePicker';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const GB = 'account administrator (international, GB)';

interface Ext {
  deviceKitId: number;
  extension: string;
  userName: string;
}
const label = (e: Ext) => (e.userName ? `${e.extension} · ${e.userName}` : e.extension);

describe('branding line groups: the line picker', () => {
  it('MISC-01 a line is found by a search on the server, added to a new group, and a group’s lines are changed', async () => {
    const admin = await pages.as(GB);
    const base = `/svc/ucaas/api/ucaas/account/${admin.accountId}/branding/line-groups`;
    const all = await admin.get(
      `/svc/ucaas/api/ucaas/account/v2/${admin.accountId}/extensionList?_pageSize=500&_offset=0&sortField=extension&sortDirection=ASC`,
    );
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const lines: Ext[] = all.body.phoneSystemExtension;
    expect(lines.length).toBeGreaterThan(LINE_MATCHES);
    // The last line by number is not among the first page the picker shows before a search.
    const far = lines[lines.length - 1];

    await pages.renderPage(GB, '/management/m/branding');
    const form = await screen.findByRole('form', { name: 'Add a line group' });
    const offered = () => within(form).queryByRole('list', { name: 'Matching lines' });
    await waitFor(() => expect(offered()).not.toBeNull());
    expect(within(offered() as HTMLElement).getAllByRole('listitem')).toHaveLength(LINE_MATCHES);
    expect(within(form).queryByRole('button', { name: `Add ${label(far)}` })).toBeNull();
    within(form).getByText(new RegExp(`^${lines.length} lines match: the first ${LINE_MATCHES} are shown`));

    fireEvent.change(within(form).getByRole('searchbox', { name: 'Find a line' }), {
      target: { value: far.extension },
    });
    fireEvent.click(await within(form).findByRole('button', { name: `Add ${label(far)}` }));
    const chosen = within(form).getByRole('list', { name: 'Lines chosen' });
    expect(within(chosen).getByText(label(far))).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: /^Group name/ }), {
      target: { value: 'Sales floor' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Caller name/ }), {
      target: { value: 'BRITANNIA SALES' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add line group' }));
    await screen.findByText('“Sales floor” is added.');
    const groups = (await admin.get(base)).body.items as {
      name: string;
      id: number;
      extensionIds: number[];
    }[];
    expect(groups.find((g) => g.name === 'Sales floor')?.extensionIds).toEqual([far.deviceKitId]);

    // The seeded "Front desk": two lines found by name and number, then one removed again.
    fireEvent.click(await screen.findByRole('button', { name: 'Change the lines of Front desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lines of Front desk' });
    const search = await within(dialog).findByRole('searchbox', { name: 'Find a line' });
    const [first, second] = lines.filter((l) => l.userName);
    fireEvent.change(search, { target: { value: first.userName } });
    fireEvent.click(await within(dialog).findByRole('button', { name: `Add ${label(first)}` }));
    fireEvent.change(search, { target: { value: second.extension } });
    fireEvent.click(await within(dialog).findByRole('button', { name: `Add ${label(second)}` }));
    fireEvent.click(within(dialog).getByRole('button', { name: `Remove ${label(first)}` }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save lines' }));
    await screen.findByText('“Front desk” has 1 line.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lines of Front desk' })).toBeNull());
    const after = (await admin.get(base)).body.items as { name: string; extensionIds: number[] }[];
    expect(after.find((g) => g.name === 'Front desk')?.extensionIds).toEqual([second.deviceKitId]);
  });
});
