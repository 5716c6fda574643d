// The setup guide page (MISC-03) as Britannia's administrator meets it, against the platform in
// process: the steps with their progress and the desktop application step with userFrom=setupGuide;
// the texts a provider super user edited with the key tool (MISC-02), and the key tool itself.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEY_TOOL_FLAG } from '../../../src/domain/messageTexts';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const GB_ADMIN = 'account administrator (international, GB)';
const PROVIDER = 'provider super user';
const texts = (accountId: number, key: string) =>
  `/svc/ucaas/api/ucaas/account/${accountId}/messageTexts/${key}`;

describe('the setup guide page', () => {
  it('MISC-03 shows the steps with progress, and the desktop application step with userFrom=setupGuide', async () => {
    await pages.renderPage(GB_ADMIN, '/management/m/setupGuide');
    expect(await screen.findByRole('progressbar', { name: /steps done/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Route your main number' })).toBeTruthy();
    const desktop = screen.getByRole('link', { name: 'Open the desktop application' });
    expect(desktop.getAttribute('href')).toContain('userFrom=setupGuide');
    // The key tool is the provider's: an administrator has no switch.
    expect(screen.queryByRole('button', { name: 'Key tool' })).toBeNull();
  });

  it('MISC-02 MISC-03 shows a title and a text the provider super user edited for the account with the key tool', async () => {
    const gb = await pages.as(GB_ADMIN);
    const provider = await pages.as(PROVIDER);
    const title = await provider.put(texts(gb.accountId, 'setupGuide.phone.title'), {
      text: 'Plug in your desk phone',
    });
    expect(title.status, JSON.stringify(title.body)).toBe(200);
    const intro = await provider.put(texts(gb.accountId, 'setupGuide.intro'), {
      text: 'Welcome to Britannia’s phones.',
    });
    expect(intro.status).toBe(200);
    await pages.renderPage(GB_ADMIN, '/management/m/setupGuide');
    expect(await screen.findByRole('heading', { name: 'Plug in your desk phone' })).toBeTruthy();
    expect(screen.getByText('Welcome to Britannia’s phones.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Set up a phone' })).toBeNull();
    await provider.delete(texts(gb.accountId, 'setupGuide.phone.title'));
    await provider.delete(texts(gb.accountId, 'setupGuide.intro'));
  });

  it('MISC-02 the provider super user turns the key tool on, edits a title in place and sees it at once, then restores the default', async () => {
    sessionStorage.removeItem(KEY_TOOL_FLAG);
    await pages.renderPage(PROVIDER, '/management/m/setupGuide');
    await screen.findByRole('heading', { name: 'Add your users' });
    // Off by default: no affordance.
    expect(screen.queryByRole('button', { name: /^Edit text/ })).toBeNull();
    const toggle = await screen.findByRole('button', { name: 'Key tool' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(sessionStorage.getItem(KEY_TOOL_FLAG)).toBe('on');
    fireEvent.click(screen.getByRole('button', { name: 'Edit text: Add your users' }));
    const editor = await screen.findByRole('form', { name: 'Edit the text setupGuide.users.title' });
    const field = within(editor).getByRole('textbox', { name: 'Text' });
    // Empty words are refused by the schema before any call.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save text' }));
    expect(await within(editor).findByText('Enter the text.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Add your team' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save text' }));
    expect(await screen.findByRole('heading', { name: 'Add your team' })).toBeTruthy();
    // Keyboard users land back on the text's button.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit text: Add your team'),
    );
    // Stored for the account: the platform answers it.
    const provider = await pages.as(PROVIDER);
    const stored = await provider.get(`/svc/ucaas/api/ucaas/account/${provider.accountId}/messageTexts`);
    expect(stored.body.items.find((i: { key: string }) => i.key === 'setupGuide.users.title')).toMatchObject({
      text: 'Add your team',
      edited: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit text: Add your team' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore default' }));
    expect(await screen.findByRole('heading', { name: 'Add your users' })).toBeTruthy();
    // Alt+Shift+K turns it off again.
    fireEvent.keyDown(window, { key: 'K', code: 'KeyK', altKey: true, shiftKey: true });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(sessionStorage.getItem(KEY_TOOL_FLAG)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit text/ })).toBeNull();
  });
});
