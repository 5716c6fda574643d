// My security and Security settings (issue 23, decision 0109) against the platform in process: a
// person sets up an authenticator from the QR code's key, confirms it with a code and sees the
// recovery codes once; removing it asks first. An administrator without the key to change the
// account's enforcement sees it read-only.
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../server/areas/mfa/totp';
import { pageTests } from '../support/renderPage';

const pages = pageTests();

describe('MFA pages', () => {
  it('SEC-03 My security: an authenticator set up with its key and a code, recovery codes shown once, removed after a confirmation', async () => {
    await pages.renderPage('end user', '/management/m/mySecurity');
    await screen.findByText('No method set up yet: add an authenticator app or e-mail codes.');
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set up an authenticator app' }));
    expect(dialog.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secret = document.querySelector('code')!.textContent!.trim();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await dialog.findByText('Enter the 6-digit code.');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Code' }), {
      target: { value: totpCode(secret, pages.p.clock.now) },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    const codes = within(await screen.findByRole('dialog', { name: 'Save your recovery codes' }));
    expect(codes.getAllByRole('listitem')).toHaveLength(10);
    expect(codes.getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(codes.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save your recovery codes' })).toBeNull(),
    );
    await screen.findByText(/Recovery codes left: 10/);
    expect(document.body.innerHTML).not.toContain(secret);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Authenticator app' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Authenticator app?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await screen.findByText('No method set up yet: add an authenticator app or e-mail codes.');
  });

  it('SEC-03 Security settings: an account administrator reads the enforcement but may not change it', async () => {
    await pages.renderPage('account administrator', '/management/m/securitySettings');
    const box = await screen.findByRole('checkbox', {
      name: 'Require two-step sign-in for everyone in this account',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only an account super user can change this.')).toBeTruthy();
  });

  it('SEC-03 an administrator sees a user’s methods on their page and resets them after a confirmation', async () => {
    const user = await pages.as('end user');
    const started = await user.post('/svc/auth/mfa/methods/self', { kind: 'totp' });
    const confirmed = await user.post('/svc/auth/mfa/request/verification', {
      methodId: started.body.method.id,
      code: totpCode(started.body.secret, pages.p.clock.now),
    });
    expect(confirmed.status).toBe(200);
    await pages.renderPage('account administrator', `/management/m/users/${user.userId}`);
    const methods = within(await screen.findByRole('list', { name: 'Two-step sign-in methods' }));
    expect(methods.getByText(/Authenticator app/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Reset two-step sign-in?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Reset' }));
    await screen.findByText('This user has no two-step sign-in method set up.');
    expect((await user.get('/svc/auth/mfa/methods/self')).body.items).toEqual([]);
  });
});
