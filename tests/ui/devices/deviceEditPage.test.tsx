// Editing a device on its page, as an account administrator against the platform in process
// (C-435): Cancel changes nothing, Save shows the new name and model on the page, and a refusal
// of the platform (a model withdrawn while the dialog was open) is told under the picker with
// what was typed kept.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { provisioningModels } from '../../../server/db/schema';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const H = '/svc/hoteling';
const db = () => pages.p.database.db;

/** A new Yealink desk phone of the administrator's account, by its id. */
async function newDeskPhone(name: string, mac: string) {
  const admin = await pages.as(ADMIN);
  const made = await admin.post(`${H}/v2/accounts/${admin.accountId}/devices`, {
    name,
    macAddress: mac,
    make: 'Yealink',
    model: 'Yealink T54W',
  });
  expect(made.status).toBe(201);
  return { admin, id: made.body.device.id as number };
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit device' });
const nameField = () => within(dialog()).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
const modelField = () => within(dialog()).getByRole('combobox', { name: 'Make and model' });
const detail = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('editing a device', () => {
  it('Cancel changes nothing; Save shows the new name and model', async () => {
    const { admin, id } = await newDeskPhone('Lobby phone', '00:1A:2B:3C:5E:01');
    await pages.renderPage(ADMIN, `/management/m/devices/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(nameField(), { target: { value: 'Not kept' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Lobby phone' })).toBeTruthy();
    expect((await admin.get(`${H}/v1/devices/${id}`)).body.name).toBe('Lobby phone');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    // Opened again, the dialog starts from the device, not from what Cancel left.
    expect(nameField().value).toBe('Lobby phone');
    fireEvent.change(nameField(), { target: { value: 'Reception phone' } });
    await within(modelField()).findByRole('option', { name: 'Yealink T46U' });
    fireEvent.change(modelField(), { target: { value: 'Yealink\u001fYealink T46U' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Reception phone' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(detail('Make and model')).toBe('Yealink T46U');
    expect((await admin.get(`${H}/v1/devices/${id}`)).body).toMatchObject({
      name: 'Reception phone',
      model: 'Yealink T46U',
      macAddress: '00:1A:2B:3C:5E:01',
    });
  });

  it('a model the platform no longer provisions is refused under the picker, and what was typed stays', async () => {
    const [withdrawn] = await db()
      .insert(provisioningModels)
      .values({
        name: 'Yealink T31P',
        provisionModel: 'yealink_t31p',
        makeName: 'Yealink',
        fileFormat: 'yealink',
      })
      .returning();
    const { admin, id } = await newDeskPhone('Hall phone', '00:1A:2B:3C:5E:02');
    await pages.renderPage(ADMIN, `/management/m/devices/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await within(modelField()).findByRole('option', { name: 'Yealink T31P' });
    fireEvent.change(nameField(), { target: { value: 'Hall phone 2' } });
    fireEvent.change(modelField(), { target: { value: 'Yealink\u001fYealink T31P' } });
    await db().delete(provisioningModels).where(eq(provisioningModels.id, withdrawn.id));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Choose a model of Yealink.')).toBeTruthy();
    expect(nameField().value).toBe('Hall phone 2');
    expect(modelField().getAttribute('aria-invalid')).toBe('true');
    expect((await admin.get(`${H}/v1/devices/${id}`)).body).toMatchObject({
      name: 'Hall phone',
      model: 'Yealink T54W',
    });
  });
});
