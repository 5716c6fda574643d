// Passwords in the portal against the platform in process (issue 23, sec-pw; decision 0108): the
// policy on Security settings, one's own password on My security, and the sign-in's change step
// for an expired password, which ends signed in with the new password.
import '../../support/happyDomPlatform';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { testWgConfig } from '../../../mocks/config';
import { App } from '../../../src/app/App';
import { createSession } from '../../../src/app/session/SessionContext';
import { demo } from '../../support/callers';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('passwords in the portal', () => {
  it('SEC-02 Security settings shows the account’s policy to its super user, who may save it', async () => {
    await pages.renderPage('account super user', '/management/m/securitySettings');
    await screen.findByRole('heading', { level: 2, name: 'Password policy' });
    const minimum = (await screen.findByLabelText('Minimum length')) as HTMLInputElement;
    expect(minimum.value).toBe('12');
    fireEvent.change(minimum, { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await screen.findByText(/The password policy is saved/);
    const su = await pages.as('account super user');
    expect((await su.get(`/svc/auth/v2/password-policies/${su.accountId}`)).body.minLength).toBe(13);
  });

  it('SEC-02 My security changes one’s own password; a wrong current password is said under its field', async () => {
    const me = demo('users admin');
    await pages.renderPage('users admin', '/management/m/mySecurity');
    await screen.findByRole('heading', { level: 2, name: 'Secret question' });
    await screen.findByLabelText('Current password');
    fill('Current password', 'not it');
    fill('New password', 'Users-admin-new-2026');
    fill('New password again', 'Users-admin-new-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The current password is incorrect.');
    fill('Current password', me.password);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(/Your password is changed/);
    await pages.p.signIn(me.loginName, 'Users-admin-new-2026');
  });

  it('SEC-02 an expired password asks for a new one at sign-in, then signs in with it', async () => {
    const them = demo('call queues admin');
    const admin = await pages.as('account administrator');
    const id = (await pages.p.signIn(them.loginName, them.password)) as unknown as { user_id: number };
    expect(
      (await admin.put(`/svc/auth/v1/password-reset/${id.user_id}`, { password: 'Temporary-2026-x' })).status,
    ).toBe(200);

    const session = createSession(await testWgConfig(pages.p.app));
    session.tokenActor.start();
    window.location.hash = '/login';
    render(<App session={session} />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Switchboard' });
    fill('Login name', them.loginName);
    fill('Password', 'Temporary-2026-x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText(/Your password has expired/)).toBeTruthy();
    fill('New password', 'short');
    fill('New password again', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password and sign in' }));
    // The first test asked for 13 characters.
    await screen.findByText('The password needs at least 13 characters and a digit.');
    fill('New password', 'Queues-chosen-2026');
    fill('New password again', 'Queues-chosen-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password and sign in' }));
    await waitForActor(session.tokenActor, (s) => s.hasTag('signedIn'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Choose a new password' })).toBeNull());
    session.sso.stop();
    session.tokenActor.stop();
  });
});
