// A user's linked identities and the administrator's password reset on the user's page, and one's
// own identities on My security (issue 23, decision 0121), against the platform in process.
import '../support/happyDomPlatform';
import { fireEvent, screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { externalIdentities, users } from '../../server/db/schema';
import { pageTests } from '../support/renderPage';

const pages = pageTests();

const link = async (accountId: number, userId: number, sub: string) => {
  const [row] = await pages.p.database.db
    .insert(externalIdentities)
    .values({
      accountId,
      userId,
      provider: 'https://login.acme.example',
      providerIdentityId: sub,
      username: 'user@acme.example',
      createdAt: pages.p.clock.now,
    })
    .returning();
  return row!;
};

describe('identities and the password reset', () => {
  it('SEC-04 My security lists one’s own linked identities and unlinks one after a confirmation', async () => {
    const user = await pages.as('end user');
    const row = await link(user.accountId, user.userId, 'sub-own');
    await pages.renderPage('end user', '/management/m/mySecurity');
    const list = within(await screen.findByRole('list', { name: 'Linked identities' }));
    expect(list.getByText('sub-own')).toBeTruthy();
    expect(list.getByText(/Single sign-on \(https:\/\/login.acme.example\)/)).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: /^Unlink user@acme.example/ }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Unlink this identity?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Unlink' }));
    await screen.findByText('The identity user@acme.example is unlinked.');
    await screen.findByText(/No identity of an identity provider is linked to you/);
    expect(
      await pages.p.database.db.select().from(externalIdentities).where(eq(externalIdentities.id, row.id)),
    ).toEqual([]);
  });

  it('SEC-04 an account super user sees a user’s linked identities on their page and unlinks one after a confirmation', async () => {
    const user = await pages.as('end user');
    const row = await link(user.accountId, user.userId, 'sub-admin');
    await pages.renderPage('account super user', `/management/m/users/${user.userId}`);
    const list = within(await screen.findByRole('list', { name: 'Linked identities' }));
    expect(list.getByText('sub-admin')).toBeTruthy();
    fireEvent.click(list.getAllByRole('button', { name: /^Unlink user@acme.example/ })[0]!);
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Unlink this identity?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Unlink' }));
    await screen.findByText('The identity user@acme.example is unlinked.');
    const left = await pages.p.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.id, row.id));
    expect(left).toEqual([]);
  });

  it('SEC-02 Reset password on a user’s page asks first, then follows the reset task to its outcome', async () => {
    const user = await pages.as('reports admin');
    await pages.renderPage('account super user', `/management/m/users/${user.userId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Reset the password of/ }));
    expect(dialog.getByText(/stops working now/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Reset password' }));
    await screen.findByText('1 reset, 0 reported.', undefined, { timeout: 15_000 });
    const [row] = await pages.p.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.isExpiredPassword).toBe(true);
  }, 30_000);
});
