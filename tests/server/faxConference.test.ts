// Fax and conference bridges (CALL-04; decision 0103): fax lines with their numbers, e-mail
// addresses unique across the account (C-560), cover pages that may go only while no fax service
// keeps them (C-562), fax services and their detach, and bridges with PINs a caller cannot guess.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faxKits, phoneNumbers } from '../../server/db/schema';
import { coverPagePdf } from '../../server/db/seeding/faxConference';
import { PIN_MESSAGES } from '../../src/domain/conferencePins';
import { COVER_PAGE_MESSAGES } from '../../src/domain/schemas/fax';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let gbAdmin: Caller;
const U = '/svc/ucaas/api/ucaas/account';
const PROV = '/svc/ucaas/provisioning/v1/accounts';

beforeAll(async () => {
  p = await startPlatform();
  admin = await callers(p).as('account administrator');
  gbAdmin = await callers(p).as('account administrator (international, GB)');
});
afterAll(() => p.close());

const kitsOf = async (c: Caller) => (await c.get(`${U}/${c.accountId}/faxKits`)).body.faxKits;
const bridgesOf = async (c: Caller) =>
  (await c.get(`${U}/${c.accountId}/conferenceKits`)).body.conferenceKits;
const fieldsOf = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

/** A fax kit as the PUT takes it, from one as read. */
const writable = (kit: Record<string, unknown>) => ({
  faxNumber: kit.faxNumber,
  emails: kit.emails,
  callerId: kit.callerId,
  coverPageId: kit.coverPageId,
  headerText: kit.headerText,
  paperSize: kit.paperSize,
  resolution: kit.resolution,
  headerTimeZone: kit.headerTimeZone,
});

async function upload(c: Caller, name: string, file: Blob, fileName = 'cover.pdf') {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file, fileName);
  const res = await p.app.request(`${PROV}/${c.accountId}/fax/coverPages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe('fax lines', () => {
  it('CALL-04 every demo account has two fax lines with cover pages and services, and two bridges', async () => {
    for (const c of [admin, gbAdmin]) {
      const kits = await kitsOf(c);
      expect(kits.map((k: { extensionNumber: string }) => k.extensionNumber)).toEqual(['900', '901']);
      expect(kits.every((k: { coverPageName: string | null }) => k.coverPageName)).toBe(true);
      expect(kits[0].faxNumber).toMatch(/^\d{10,}$/);
      const services = (await c.get(`${U}/${c.accountId}/faxServices`)).body.faxServices;
      expect(services.map((s: { kind: string }) => s.kind).sort()).toEqual([
        'company',
        'personal',
        'personal',
      ]);
      expect(services.find((s: { kind: string }) => s.kind === 'company').recipients).toHaveLength(3);
      expect(services.some((s: { legacy: boolean; kitId: null }) => s.legacy && s.kitId === null)).toBe(true);
      expect(await bridgesOf(c)).toHaveLength(2);
    }
    const company = await admin.get(`${PROV}/${admin.accountId}/fax/companyServices`);
    expect(company.body.faxServices.map((s: { kind: string }) => s.kind)).toEqual(['company']);
    const personal = await admin.get(`${PROV}/${admin.accountId}/fax/personalServices`);
    expect(personal.body.faxServices.map((s: { kind: string }) => s.kind)).toEqual(['personal', 'personal']);
    const lookups = await admin.get('/svc/ucaas/provisioning/v1/fax/lookups');
    expect(lookups.body.paperSizes.map((s: { value: string }) => s.value)).toContain('a4');
  });

  it('CALL-04 a fax line takes only the account’s numbers and cover pages, addresses and a header in bounds', async () => {
    const [kit] = await kitsOf(admin);
    const [gbPage] = (await gbAdmin.get(`${PROV}/${gbAdmin.accountId}/fax/coverPages`)).body.coverPages;
    const [gbNumber] = await p.database.db
      .select({ n: phoneNumbers.phoneNumber })
      .from(phoneNumbers)
      .where(eq(phoneNumbers.accountId, gbAdmin.accountId))
      .limit(1);
    const bad = await admin.put(`${U}/${admin.accountId}/faxKit/${kit.id}`, {
      ...writable(kit),
      faxNumber: gbNumber.n,
      callerId: '15550000000',
      coverPageId: gbPage.id,
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({
      faxNumber: `${gbNumber.n} is not one of this account’s numbers.`,
      callerId: '15550000000 is not one of this account’s numbers.',
      coverPageId: `There is no cover page ${gbPage.id} in this account.`,
    });
    const shape = await admin.put(`${U}/${admin.accountId}/faxKit/${kit.id}`, {
      ...writable(kit),
      emails: ['not an address', 'a@example.com', 'A@example.com'],
      headerText: 'x'.repeat(61),
      paperSize: 'tabloid',
    });
    expect(shape.status).toBe(400);
    expect(fieldsOf(shape.body)).toMatchObject({
      'emails[0]': 'Enter an e-mail address like name@example.com.',
      headerText: 'A fax header is at most 60 characters.',
      paperSize: 'Choose a paper size.',
    });
    const good = await admin.put(`${U}/${admin.accountId}/faxKit/${kit.id}`, {
      ...writable(kit),
      emails: ['frontdesk@example.com', ...kit.emails],
      headerText: 'Acme front desk',
      resolution: 'superfine',
    });
    expect(good.status).toBe(200);
    const read = (await admin.get(`${U}/${admin.accountId}/faxKit/${kit.id}`)).body;
    expect(read).toMatchObject({ headerText: 'Acme front desk', resolution: 'superfine' });
    expect(read.emails).toEqual(['frontdesk@example.com', ...kit.emails]);
  });

  it('CALL-04 an e-mail address receives one fax line’s faxes in an account: the check says whose, the PUT refuses it', async () => {
    const [office, sales] = await kitsOf(admin);
    const taken = office.emails[0];
    const check = await admin.get(
      `/svc/ucaas/api/ucaas/lookup/account/${admin.accountId}/duplicateFaxEmail?email=${encodeURIComponent(taken.toUpperCase())}`,
    );
    expect(check.body).toMatchObject({ isInUse: true, kitId: office.id, kitName: `${office.name} (900)` });
    const own = await admin.get(
      `/svc/ucaas/api/ucaas/lookup/account/${admin.accountId}/duplicateFaxEmail?email=${encodeURIComponent(taken)}&kitId=${office.id}`,
    );
    expect(own.body.isInUse).toBe(false);
    const refused = await admin.put(`${U}/${admin.accountId}/faxKit/${sales.id}`, {
      ...writable(sales),
      emails: [...sales.emails, taken.toUpperCase()],
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual({
      [`emails[${sales.emails.length}]`]: `${taken.toUpperCase()} already receives the faxes of ${office.name} (900).`,
    });
    // Another account may use the same address.
    const elsewhere = await gbAdmin.get(
      `/svc/ucaas/api/ucaas/lookup/account/${gbAdmin.accountId}/duplicateFaxEmail?email=${encodeURIComponent(taken)}`,
    );
    expect(elsewhere.body.isInUse).toBe(false);
  });
});

describe('fax cover pages', () => {
  it('CALL-04 a cover page is a PDF of at most 2 MB, fetched back byte for byte', async () => {
    const notPdf = await upload(
      admin,
      'Logo',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])]),
      'cover.pdf',
    );
    expect(notPdf.status).toBe(400);
    expect(fieldsOf(notPdf.body)).toEqual({ file: COVER_PAGE_MESSAGES.notPdf });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(coverPagePdf('x'));
    const tooLarge = await upload(admin, 'Big', new Blob([big]));
    expect(fieldsOf(tooLarge.body)).toEqual({ file: COVER_PAGE_MESSAGES.tooLarge });
    const pdf = coverPagePdf('Urgent');
    const saved = await upload(admin, 'Urgent', new Blob([new Uint8Array(pdf)]), 'urgent.pdf');
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Urgent', fileName: 'urgent.pdf', byteSize: pdf.length });
    const res = await p.app.request(`${PROV}/${admin.accountId}/fax/coverPages/${saved.body.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('CALL-04 a cover page a fax service keeps is not deleted: the answer names the services; after the detach it goes', async () => {
    const [office] = await kitsOf(admin);
    const page = office.coverPageId;
    const services = (await admin.get(`${U}/${admin.accountId}/faxServices`)).body.faxServices.filter(
      (s: { kitId: number | null }) => s.kitId === office.id,
    );
    expect(services.length).toBeGreaterThan(0);
    const names = services.map((s: { name: string }) => s.name);
    const may = await admin.get(`/svc/ucaas/api/ucaas/lookup/faxCoverPage/${page}/deletable`);
    expect(may.body).toEqual({
      coverPageId: page,
      deletable: false,
      faxServices: services.map((s: { id: number; name: string }) => ({ id: s.id, name: s.name })),
    });
    const refused = await admin.delete(`${PROV}/${admin.accountId}/fax/coverPages/${page}`);
    expect(refused.status).toBe(409);
    expect(refused.body.faxServices.map((s: { name: string }) => s.name)).toEqual(names);
    for (const name of names) expect(refused.body.message).toContain(name);

    for (const s of services) {
      const detached = await admin.post(`${PROV}/${admin.accountId}/fax/services/${s.id}/detach`);
      expect(detached.status).toBe(200);
      expect(detached.body).toMatchObject({ kitId: null, userId: null });
    }
    expect(
      (await admin.get(`/svc/ucaas/api/ucaas/lookup/faxCoverPage/${page}/deletable`)).body.deletable,
    ).toBe(true);
    expect((await admin.delete(`${PROV}/${admin.accountId}/fax/coverPages/${page}`)).status).toBe(204);
    const pages = (await admin.get(`${PROV}/${admin.accountId}/fax/coverPages`)).body.coverPages;
    expect(pages.map((x: { id: number }) => x.id)).not.toContain(page);
    const [kit] = await p.database.db.select().from(faxKits).where(eq(faxKits.extensionId, office.id));
    expect(kit.coverPageId).toBeNull();
  });
});

describe('conference bridges', () => {
  it('CALL-04 a bridge’s PINs are 4–8 digits, not one repeated digit nor a run, and differ; 2–250 participants', async () => {
    const [bridge] = await bridgesOf(admin);
    const put = (change: Record<string, unknown>) =>
      admin.put(`${U}/${admin.accountId}/conferenceKit/${bridge.id}`, {
        name: bridge.name,
        bridgeNumber: bridge.bridgeNumber,
        hostPin: bridge.hostPin,
        participantPin: bridge.participantPin,
        maxParticipants: bridge.maxParticipants,
        recording: bridge.recording,
        ...change,
      });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ hostPin: '1234' }, { hostPin: PIN_MESSAGES.run }],
      [{ hostPin: '98765' }, { hostPin: PIN_MESSAGES.run }],
      [{ hostPin: '7777' }, { hostPin: PIN_MESSAGES.sameDigit }],
      [{ hostPin: '12a4' }, { hostPin: PIN_MESSAGES.digits }],
      [{ hostPin: '193' }, { hostPin: PIN_MESSAGES.length }],
      [{ hostPin: '193820461' }, { hostPin: PIN_MESSAGES.length }],
      [{ participantPin: bridge.hostPin }, { participantPin: PIN_MESSAGES.sameAsHost }],
      [{ maxParticipants: 1 }, { maxParticipants: 'A bridge takes 2 to 250 participants.' }],
      [{ maxParticipants: 251 }, { maxParticipants: 'A bridge takes 2 to 250 participants.' }],
      [
        { bridgeNumber: '15550000000' },
        { bridgeNumber: '15550000000 is not one of this account’s numbers.' },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await put(change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(change)).toEqual(errors);
    }
    const good = await put({
      hostPin: '1935',
      participantPin: '20481736',
      maxParticipants: 250,
      recording: true,
    });
    expect(good.status).toBe(200);
    expect((await admin.get(`${U}/${admin.accountId}/conferenceKit/${bridge.id}`)).body).toMatchObject({
      hostPin: '1935',
      participantPin: '20481736',
      maxParticipants: 250,
      recording: true,
    });
  });
});

describe('tenancy', () => {
  it('CALL-04 another account’s fax line, bridge, cover page and service answer 404, as does a line’s id at the bridge path', async () => {
    const [gbKit] = await kitsOf(gbAdmin);
    const [gbBridge] = await bridgesOf(gbAdmin);
    const [gbPage] = (await gbAdmin.get(`${PROV}/${gbAdmin.accountId}/fax/coverPages`)).body.coverPages;
    const [gbService] = (await gbAdmin.get(`${U}/${gbAdmin.accountId}/faxServices`)).body.faxServices;
    const [ownKit] = await kitsOf(admin);
    const paths: [string, string][] = [
      ['GET', `${U}/${admin.accountId}/faxKit/${gbKit.id}`],
      ['GET', `${U}/${gbAdmin.accountId}/faxKit/${gbKit.id}`],
      ['GET', `${U}/${admin.accountId}/conferenceKit/${gbBridge.id}`],
      ['GET', `${U}/${admin.accountId}/conferenceKit/${ownKit.id}`],
      ['GET', `/svc/ucaas/api/ucaas/lookup/faxCoverPage/${gbPage.id}/deletable`],
      ['GET', `${PROV}/${admin.accountId}/fax/coverPages/${gbPage.id}`],
      ['DELETE', `${PROV}/${admin.accountId}/fax/coverPages/${gbPage.id}`],
      ['POST', `${PROV}/${admin.accountId}/fax/services/${gbService.id}/detach`],
    ];
    for (const [method, path] of paths)
      expect((await admin.call(method, path)).status, `${method} ${path}`).toBe(404);
    expect((await gbAdmin.get(`${PROV}/${gbAdmin.accountId}/fax/coverPages`)).body.coverPages).toContainEqual(
      gbPage,
    );
  });
});
