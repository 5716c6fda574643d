// The receptionist console pages as an account administrator meets them, against the platform in
// process (CALL-03, decision 0098): the seeded console listed in words; its watched extensions
// and no-answer destination changed and read back; the platform's field errors under their
// fields with what was typed kept; the watched extensions' greetings played; a caller who may
// only read sees the form disabled and no Save.
import '../../../support/happyDomPlatform';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../../mocks/faults';
import { extensions, greetings, rolePermissions } from '../../../../server/db/schema';
import { toneWav } from '../../../../src/domain/audio';
import { ROLE } from '../../../../src/domain/roles';
import { ReceptionistListView } from '../../../../src/screens/callHandling/receptionists/ReceptionistListView';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const U = '/svc/ucaas/api/ucaas/account';
const db = () => pages.p.database.db;

interface Ext {
  id: number;
  name: string;
  number?: string;
}
const labelOf = (e: Ext) => (e.number ? `${e.name} (${e.number})` : e.name);

/** The account's seeded console and its call flow's people, as the platform answers them. */
async function frontDesk() {
  const admin = await pages.as(ADMIN);
  const list = await admin.get(`${U}/${admin.accountId}/receptionistConsoles`);
  const desk = list.body.receptionistConsoles.find((c: { name: string }) => c.name === 'Front desk');
  const flow = (await admin.get(`${U}/${admin.accountId}/callFlows`)).body.flow;
  const people = new Map<number, Ext>(flow.extensions.map((e: Ext) => [e.id, e]));
  const read = async () => (await admin.get(`${U}/${admin.accountId}/receptionistConsoles/${desk.id}`)).body;
  const restore = () => admin.put(`${U}/${admin.accountId}/receptionistConsoles/${desk.id}`, desk);
  return { admin, desk, flow, people, read, restore };
}

/** A press by keyboard: Enter down and up on the focused button (react-aria's press). */
const pressByKeyboard = (button: HTMLElement) => {
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.keyUp(button, { key: 'Enter' });
};

const watchedNames = () =>
  within(screen.getByRole('list', { name: 'Watched extensions' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

describe('the receptionist console pages', () => {
  it('CALL-03 lists the seeded console: its extension, how many it watches and the no-answer destination in words', async () => {
    const { desk, people } = await frontDesk();
    await pages.renderPage(ADMIN, '/management/m/receptionists');
    await screen.findByRole('heading', { level: 1, name: 'Receptionist consoles' });
    const link = await screen.findByRole('link', { name: 'Front desk' });
    expect(link.getAttribute('href')).toBe(`#/management/m/receptionists/${desk.id}`);
    const cells = within(link.closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const receptionist = labelOf(people.get(desk.extensionId) as Ext);
    expect(cells).toEqual(['Front desk', receptionist, '6', `Voicemail of ${receptionist}`]);
  });

  it('CALL-03 the watched extensions (moved by keyboard and by drag, removed, added) and the no-answer destination are saved and read back', async () => {
    const { desk, flow, people, read, restore } = await frontDesk();
    const [a, b, c, d, e, f] = (desk.monitored as number[]).map((id) => labelOf(people.get(id) as Ext));
    const added = flow.extensions.find((x: Ext) => !desk.monitored.includes(x.id)) as Ext;
    const queue = flow.queues[1] as Ext;
    await pages.renderPage(ADMIN, `/management/m/receptionists/${desk.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Receptionist console Front desk' });
    expect(watchedNames()).toEqual([`1. ${a}`, `2. ${b}`, `3. ${c}`, `4. ${d}`, `5. ${e}`, `6. ${f}`]);

    pressByKeyboard(screen.getByRole('button', { name: `Move down: ${a}` }));
    const rows = () =>
      within(screen.getByRole('list', { name: 'Watched extensions' })).getAllByRole('listitem');
    fireEvent.dragStart(rows()[5]);
    fireEvent.dragOver(rows()[2]);
    fireEvent.drop(rows()[2]);
    fireEvent.click(screen.getByRole('button', { name: `Remove: ${e}` }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Add to watched extensions' }), {
      target: { value: String(added.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add extension' }));
    expect(watchedNames()).toEqual([
      `1. ${b}`,
      `2. ${a}`,
      `3. ${f}`,
      `4. ${c}`,
      `5. ${d}`,
      `6. ${labelOf(added)}`,
    ]);

    fireEvent.change(screen.getByRole('combobox', { name: 'When the receptionist does not answer: where' }), {
      target: { value: 'queue' },
    });
    fireEvent.change(
      screen.getByRole('combobox', { name: 'When the receptionist does not answer: which call queue' }),
      { target: { value: String(queue.id) } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The console’s changes are saved.')).toBeTruthy();

    const after = await read();
    const ids = desk.monitored as number[];
    expect(after.monitored).toEqual([ids[1], ids[0], ids[5], ids[2], ids[3], added.id]);
    expect(after.noAnswer).toEqual({ kind: 'queue', id: queue.id });
    // The form starts again from the platform's answer.
    expect(watchedNames()[5]).toBe(`6. ${labelOf(added)}`);
    await restore();
  });

  it('CALL-03 a destination of another account and a bad outside number are refused under their field, keeping what was typed', async () => {
    const { admin, desk, flow, read, restore } = await frontDesk();
    const other = await pages.as('account administrator (international, GB)');
    expect(other.accountId).not.toBe(admin.accountId);
    const moved = flow.extensions.find((x: Ext) => !desk.monitored.includes(x.id)) as Ext;
    await pages.renderPage(ADMIN, `/management/m/receptionists/${desk.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Receptionist console Front desk' });
    fireEvent.change(screen.getByRole('combobox', { name: 'When the receptionist does not answer: where' }), {
      target: { value: 'extension' },
    });
    // Found again after each answer: what was typed must still be in the form the page shows then.
    const whichExtension = () =>
      screen.getByRole('combobox', {
        name: 'When the receptionist does not answer: which extension',
      }) as HTMLSelectElement;
    const outsideNumber = () =>
      screen.getByRole('textbox', {
        name: 'When the receptionist does not answer: Outside number',
      }) as HTMLInputElement;
    fireEvent.change(whichExtension(), { target: { value: String(moved.id) } });
    // While the page is open, the extension becomes another account's (under a number free there).
    const move = (accountId: number, extensionNumber: string) =>
      db().update(extensions).set({ accountId, extensionNumber }).where(eq(extensions.id, moved.id));
    await move(other.accountId, '98765');
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(`No answer: there is no extension ${moved.id}.`)).toBeTruthy();
      expect(whichExtension().value).toBe(String(moved.id));
      expect((await read()).noAnswer).toEqual(desk.noAnswer);
    } finally {
      await move(admin.accountId, moved.number as string);
    }

    fireEvent.change(screen.getByRole('combobox', { name: 'When the receptionist does not answer: where' }), {
      target: { value: 'outside' },
    });
    expect(screen.queryByText(`No answer: there is no extension ${moved.id}.`)).toBeNull();
    fireEvent.change(outsideNumber(), { target: { value: '+1 415 CALL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a phone number, like +14155550100.')).toBeTruthy();
    expect(outsideNumber().value).toBe('+1 415 CALL');
    expect((await read()).noAnswer).toEqual(desk.noAnswer);

    // Put right, the same form is sent again and saved.
    fireEvent.change(outsideNumber(), { target: { value: '+14155550123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The console’s changes are saved.')).toBeTruthy();
    expect((await read()).noAnswer).toEqual({ kind: 'outside', number: '+14155550123' });
    await restore();
  });

  it('CALL-03 a blank name is refused under Name; typed again, the same form is sent and saved', async () => {
    const { desk, read, restore } = await frontDesk();
    await pages.renderPage(ADMIN, `/management/m/receptionists/${desk.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Receptionist console Front desk' });
    const name = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    fireEvent.change(name(), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name(), { target: { value: 'Reception' } });
    expect(screen.queryByText('Enter a name.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Receptionist console Reception' });
    expect((await read()).name).toBe('Reception');
    await restore();
  });

  it('CALL-03 the watched extensions’ greetings are listed and play; one no longer watched leaves the list after a save', async () => {
    const { admin, desk, people, restore } = await frontDesk();
    const watched = people.get(desk.monitored[2]) as Ext;
    const audio = toneWav(0.5);
    await db()
      .insert(greetings)
      .values({
        accountId: admin.accountId,
        ownerKind: 'extension',
        ownerId: watched.id,
        greetingKey: 'busy',
        fileName: 'Busy line.wav',
        contentType: 'audio/wav',
        byteSize: audio.length,
        durationMs: 500,
        audio: Buffer.from(audio),
        createdAt: pages.p.clock.now,
      });
    await pages.renderPage(ADMIN, `/management/m/receptionists/${desk.id}`);
    const section = await screen.findByRole('region', { name: 'Greetings of the watched extensions' });
    const play = await within(section).findByRole('button', {
      name: `Play: Busy greeting of ${labelOf(watched)}`,
    });
    expect(
      within(play.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([labelOf(watched), 'Busy greeting', 'Busy line.wav', 'Play']);
    fireEvent.click(play);
    const player = await within(section).findByLabelText('Play the busy greeting');
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toMatch(/^blob:/);

    fireEvent.click(screen.getByRole('button', { name: `Remove: ${labelOf(watched)}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The console’s changes are saved.');
    await waitFor(() =>
      expect(within(section).getByText(/None of the watched extensions has a greeting/)).toBeTruthy(),
    );
    await restore();
  });

  it('CALL-03 a caller who may read extensions but not change them sees the console disabled and no Save', async () => {
    const { admin, desk } = await frontDesk();
    // This account's users admins may look at extensions only.
    await db()
      .insert(rolePermissions)
      .values({
        accountId: admin.accountId,
        roleId: ROLE.USERS_ADMIN,
        name: 'Users admin',
        permissions: ['read:account', 'read:my-calls', 'read:users', 'read:extensions'],
      });
    await pages.renderPage('users admin', `/management/m/receptionists/${desk.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Receptionist console Front desk' });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('combobox', { name: 'Receptionist’s extension' }) as HTMLSelectElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Add to watched extensions' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('You may look at this console; changing it needs another role.')).toBeTruthy();
  });

  it('CALL-03 a list the platform cannot answer is told on the page; another account’s console is not found', async () => {
    const other = await pages.as('account administrator (international, GB)');
    const theirs = (await other.get(`${U}/${other.accountId}/receptionistConsoles`)).body
      .receptionistConsoles[0];
    // A refusal, not a 5xx: a GET that fails with 5xx is tried again a minute later (src/api/retry.ts).
    pages.use(
      faults.serverError('/svc/ucaas/api/ucaas/account/:accountId/receptionistConsoles', 403, {
        status: 403,
        code: 'forbidden',
        message: 'Forbidden',
      }),
    );
    await pages.renderPage(ADMIN, '/management/m/receptionists');
    expect(await screen.findByText('The consoles could not be read')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await pages.go(`/management/m/receptionists/${theirs.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receptionist console not found' }),
    ).toBeTruthy();
  });

  it('CALL-03 with no consoles, the list says they come with the account’s receptionist licences', () => {
    render(<ReceptionistListView title="Receptionist consoles" consoles={[]} />);
    expect(screen.getByText('This account has no receptionist consoles.')).toBeTruthy();
    expect(screen.getByText(/come with the account’s receptionist licences/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
