// The fax and conference bridge pages as an account administrator meets them, against the
// platform in process (CALL-04, decision 0103): a fax line set up with a newly uploaded cover page
// and an address the duplicate check first refuses; a cover page a service keeps refused in a
// dialog naming the service; a bridge saved only once its PIN is a good one.
import { restoreNodeFormData } from './callHandling/greetings/nodeFormData';
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { coverPagePdf } from '../../server/db/seeding/faxConference';
import { PIN_MESSAGES } from '../../src/domain/conferencePins';
import { pageTests } from '../support/renderPage';

restoreNodeFormData();

const pages = pageTests();

/** What axe finds unlabelled or misnamed on the page's main part. */
const unlabelled = async () =>
  (
    await axe.run(screen.getByRole('main'), {
      runOnly: {
        type: 'rule',
        values: ['label', 'select-name', 'button-name', 'aria-valid-attr-value', 'duplicate-id'],
      },
    })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
const ADMIN = 'account administrator';
const U = '/svc/ucaas/api/ucaas/account';

async function faxKits() {
  const admin = await pages.as(ADMIN);
  const kits = (await admin.get(`${U}/${admin.accountId}/faxKits`)).body.faxKits;
  return { admin, office: kits[0], sales: kits[1] };
}

describe('the fax pages', () => {
  it('CALL-04 a fax line is set up with a cover page uploaded here, and an address another line uses is refused as it is typed', async () => {
    const { admin, office, sales } = await faxKits();
    await pages.renderPage(ADMIN, '/management/m/fax');
    await screen.findByRole('heading', { level: 1, name: 'Fax' });
    expect(await screen.findByRole('link', { name: sales.name })).toBeTruthy();
    await screen.findAllByRole('cell', { name: office.coverPageName });
    expect(await unlabelled()).toEqual([]);

    // A file that is not a PDF is refused before it is sent; a PDF is uploaded.
    fireEvent.change(screen.getByRole('textbox', { name: 'Cover page name' }), {
      target: { value: 'Sales cover' },
    });
    const file = screen.getByLabelText('PDF file (at most 2 MB)');
    fireEvent.change(file, {
      target: { files: [new File(['not a pdf'], 'cover.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload cover page' }));
    expect(await screen.findByText('Choose a PDF file.')).toBeTruthy();
    fireEvent.change(file, {
      target: {
        files: [new File([new Uint8Array(coverPagePdf('Sales'))], 'sales.pdf', { type: 'application/pdf' })],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload cover page' }));
    expect(await screen.findByText('Sales cover is ready to choose on the fax lines.')).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: 'Sales cover' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'sales.pdf' })).toBeTruthy();
    const page = (
      await admin.get(`/svc/ucaas/provisioning/v1/accounts/${admin.accountId}/fax/coverPages`)
    ).body.coverPages.find((p: { name: string }) => p.name === 'Sales cover');

    await pages.go(`/management/m/fax/${sales.id}`);
    await screen.findByRole('heading', { level: 1, name: `Fax line ${sales.name} (901)` });
    fireEvent.change(screen.getByRole('combobox', { name: 'Cover page' }), {
      target: { value: String(page.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const added = screen.getByRole('textbox', { name: `E-mail address ${sales.emails.length + 1}` });
    fireEvent.change(added, { target: { value: office.emails[0] } });
    fireEvent.blur(added);
    expect(
      await screen.findByText(`${office.emails[0]} already receives the faxes of ${office.name} (900).`),
    ).toBeTruthy();
    fireEvent.change(added, { target: { value: 'sales-team@example.com' } });
    fireEvent.blur(added);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The fax line’s changes are saved.')).toBeTruthy();
    const after = (await admin.get(`${U}/${admin.accountId}/faxKit/${sales.id}`)).body;
    expect(after.coverPageId).toBe(page.id);
    expect(after.emails).toEqual([...sales.emails, 'sales-team@example.com']);
  });

  it('CALL-04 deleting a cover page a fax service keeps is refused in a dialog naming the service', async () => {
    const { admin, office } = await faxKits();
    const services = (await admin.get(`${U}/${admin.accountId}/faxServices`)).body.faxServices;
    const keeper = services.find((s: { kitId: number | null }) => s.kitId === office.id);
    await pages.renderPage(ADMIN, '/management/m/fax');
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${office.coverPageName}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `${office.coverPageName} cannot be deleted yet`,
    });
    expect(within(dialog).getByText(keeper.name)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const pagesNow = (
      await admin.get(`/svc/ucaas/provisioning/v1/accounts/${admin.accountId}/fax/coverPages`)
    ).body.coverPages;
    expect(pagesNow.map((p: { id: number }) => p.id)).toContain(office.coverPageId);
  });
});

describe('the conference bridge pages', () => {
  it('CALL-04 a bridge with a PIN of digits in a row is not saved; with a good PIN it is', async () => {
    const admin = await pages.as(ADMIN);
    const [bridge] = (await admin.get(`${U}/${admin.accountId}/conferenceKits`)).body.conferenceKits;
    await pages.renderPage(ADMIN, '/management/m/conference');
    const link = await screen.findByRole('link', { name: bridge.name });
    expect(link.getAttribute('href')).toBe(`#/management/m/conference/${bridge.id}`);
    await pages.go(`/management/m/conference/${bridge.id}`);
    await screen.findByRole('heading', {
      level: 1,
      name: `Conference bridge ${bridge.name} (${bridge.extensionNumber})`,
    });
    expect(await unlabelled()).toEqual([]);
    const host = screen.getByLabelText('Host PIN');
    expect(host.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show PINs' }));
    expect(host.getAttribute('type')).toBe('text');
    fireEvent.change(host, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PIN_MESSAGES.run)).toBeTruthy();
    expect((await admin.get(`${U}/${admin.accountId}/conferenceKit/${bridge.id}`)).body.hostPin).toBe(
      bridge.hostPin,
    );

    fireEvent.change(host, { target: { value: '2580' } });
    expect(screen.queryByText(PIN_MESSAGES.run)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate a participant pin' }));
    const participant = (screen.getByLabelText('Participant PIN') as HTMLInputElement).value;
    expect(participant).toMatch(/^\d{6}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The bridge’s changes are saved.')).toBeTruthy();
    expect((await admin.get(`${U}/${admin.accountId}/conferenceKit/${bridge.id}`)).body).toMatchObject({
      hostPin: '2580',
      participantPin: participant,
    });
  });
});
