// Branding (issue 24 item 3; MISC-01, ROLE-09; decision 0115): a partner's or CSP account's logo,
// favicon and colours, set by PUT and PATCH, refused below WCAG AA contrast and for other
// accounts, and shown by every account under it; the favicon only for partner and CSP accounts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, brandingSettings, extensions } from '../../server/db/schema';
import { DEMO_BRAND_COLOURS, DEMO_LOGO } from '../../server/db/seeding/branding';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let partner: Caller;
let partnerAdmin: Caller;
let acmeAdmin: Caller;
let gbAdmin: Caller;
let endUser: Caller;

const brandOf = (accountId: number) => `/svc/ucaas/api/ucaas/account/${accountId}/branding`;
const groupsOf = (accountId: number) => `${brandOf(accountId)}/line-groups`;

// A PNG's first bytes and a little more: enough to be told by its signature.
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
const GOOD = {
  light: { primary: '#1d4ed8', accent: '#9d174d' },
  dark: { primary: '#93c5fd', accent: '#f9a8d4' },
};

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  partner = await who.as('partner super user');
  partnerAdmin = await who.as('partner account administrator');
  acmeAdmin = await who.as('account administrator');
  gbAdmin = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
});
afterAll(() => p.close());

describe('branding settings', () => {
  it('MISC-01 a child account shows its partner’s seeded brand, and its own is empty', async () => {
    const gb = await gbAdmin.get(brandOf(gbAdmin.accountId));
    expect(gb.status).toBe(200);
    expect(gb.body.canBrand).toBe(false);
    expect(gb.body.own).toBeNull();
    expect(gb.body.effective).toMatchObject({
      logo: DEMO_LOGO,
      colours: DEMO_BRAND_COLOURS,
      fromAccountId: partner.accountId,
    });
    // Acme is two levels below (through its reseller), and an end user reads it too.
    const acme = await endUser.get(brandOf(endUser.accountId));
    expect(acme.status).toBe(200);
    expect(acme.body.effective.fromAccountId).toBe(partner.accountId);
  });

  it('ROLE-09 the custom favicon shows for the partner only; its children show the default', async () => {
    const own = await partner.get(brandOf(partner.accountId));
    expect(own.body.canBrand).toBe(true);
    expect(own.body.effective.favicon).toMatch(/^data:image\/png;base64,/);
    const child = await gbAdmin.get(brandOf(gbAdmin.accountId));
    expect(child.body.effective.favicon).toBeNull();
  });

  it('MISC-01 PUT sets logo, favicon and colours; the child sees them at once', async () => {
    const res = await partnerAdmin.put(brandOf(partner.accountId), {
      logo: PNG,
      favicon: PNG,
      colours: GOOD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.own).toMatchObject({ logo: PNG, favicon: PNG, colours: GOOD });
    const child = await gbAdmin.get(brandOf(gbAdmin.accountId));
    expect(child.body.effective).toMatchObject({ logo: PNG, colours: GOOD });
    const audited = await p.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.accountId, partner.accountId));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('MISC-01 PATCH changes one colour and keeps the rest; null removes the logo', async () => {
    const res = await partner.patch(brandOf(partner.accountId), {
      logo: null,
      colours: { light: { accent: '#b91c1c' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.own.logo).toBeNull();
    expect(res.body.own.favicon).toBe(PNG);
    expect(res.body.own.colours).toEqual({ ...GOOD, light: { ...GOOD.light, accent: '#b91c1c' } });
  });

  it('MISC-01 refuses colours below AA contrast in light or dark with a field error, and writes nothing', async () => {
    const before = await partner.get(brandOf(partner.accountId));
    const light = await partner.put(brandOf(partner.accountId), {
      logo: null,
      favicon: null,
      colours: { ...GOOD, light: { primary: '#7dd3fc', accent: GOOD.light.accent } },
    });
    expect(light.status).toBe(400);
    expect(light.body.errors).toEqual([
      { field: 'colours.light.primary', message: expect.stringMatching(/4\.5:1/) },
    ]);
    const dark = await partner.patch(brandOf(partner.accountId), {
      colours: { dark: { primary: '#1e3a8a' } },
    });
    expect(dark.status).toBe(400);
    expect(dark.body.errors[0]).toMatchObject({ field: 'colours.dark.primary' });
    const accent = await partner.patch(brandOf(partner.accountId), {
      colours: { light: { accent: '#777777' } },
    });
    expect(accent.status).toBe(400);
    expect(accent.body.errors[0].field).toBe('colours.light.accent');
    const bad = await partner.patch(brandOf(partner.accountId), { colours: { light: { primary: 'blue' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/#rrggbb/);
    expect((await partner.get(brandOf(partner.accountId))).body.own).toEqual(before.body.own);
  });

  it('MISC-01 refuses a logo that is not an image by its first bytes, or too large', async () => {
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const notImage = await partner.patch(brandOf(partner.accountId), { logo: svg });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors).toEqual([{ field: 'logo', message: expect.stringMatching(/not a PNG/) }]);
    const huge = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(7300)]).toString('base64')}`;
    const tooLarge = await partner.patch(brandOf(partner.accountId), { logo: huge });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors[0].message).toMatch(/too large: at most 7 KB/);
    const favicon = await partner.patch(brandOf(partner.accountId), { favicon: 'https://example.com/x.png' });
    expect(favicon.status).toBe(400);
    expect(favicon.body.errors[0].field).toBe('favicon');
  });

  it('MISC-01 refuses a brand to an account that is neither partner nor CSP (403), and lets a CSP account set one', async () => {
    const res = await acmeAdmin.put(brandOf(acmeAdmin.accountId), {
      logo: null,
      favicon: null,
      colours: GOOD,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Only partner and CSP accounts/);
    expect(
      await p.database.db
        .select()
        .from(brandingSettings)
        .where(eq(brandingSettings.accountId, acmeAdmin.accountId)),
    ).toEqual([]);
    // An end user holds no update:account-settings.
    expect((await endUser.patch(brandOf(endUser.accountId), { colours: GOOD })).status).toBe(403);
    await p.database.db.update(accounts).set({ isCsp: true }).where(eq(accounts.id, acmeAdmin.accountId));
    try {
      const csp = await acmeAdmin.put(brandOf(acmeAdmin.accountId), {
        logo: null,
        favicon: PNG,
        colours: GOOD,
      });
      expect(csp.status, JSON.stringify(csp.body)).toBe(200);
      expect(csp.body).toMatchObject({
        canBrand: true,
        effective: { favicon: PNG, fromAccountId: acmeAdmin.accountId },
      });
    } finally {
      await p.database.db.update(accounts).set({ isCsp: false }).where(eq(accounts.id, acmeAdmin.accountId));
      await p.database.db.delete(brandingSettings).where(eq(brandingSettings.accountId, acmeAdmin.accountId));
    }
  });

  it('MISC-01 another tenant’s brand is out of reach', async () => {
    expect((await gbAdmin.get(brandOf(acmeAdmin.accountId))).status).toBe(404);
    expect(
      (await acmeAdmin.put(brandOf(partner.accountId), { logo: null, favicon: null, colours: GOOD })).status,
    ).toBe(404);
  });
});

describe('branding line groups', () => {
  it('MISC-01 lists, adds, changes and deletes a group; refuses a taken name and another account’s lines', async () => {
    const list = await acmeAdmin.get(groupsOf(acmeAdmin.accountId));
    expect(list.status).toBe(200);
    expect(list.body.items.map((g: { name: string }) => g.name)).toContain('Front desk');
    const linesOf = async (accountId: number) =>
      (
        await p.database.db
          .select({ id: extensions.id })
          .from(extensions)
          .where(eq(extensions.accountId, accountId))
      )
        .map((e) => e.id)
        .slice(0, 1);
    const lineIds = await linesOf(acmeAdmin.accountId);
    expect(lineIds).toHaveLength(1);
    const made = await acmeAdmin.post(groupsOf(acmeAdmin.accountId), {
      name: 'Support',
      callerIdName: 'ACME SUPPORT',
      extensionIds: lineIds,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: 'Support', description: '', extensionIds: lineIds });
    const taken = await acmeAdmin.post(groupsOf(acmeAdmin.accountId), { name: 'Support', callerIdName: 'X' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([
      { field: 'name', message: expect.stringMatching(/already has a group/) },
    ]);
    const long = await acmeAdmin.post(groupsOf(acmeAdmin.accountId), {
      name: 'Sales',
      callerIdName: 'ACME SALES TEAM WEST',
    });
    expect(long.body.errors[0]).toMatchObject({ field: 'callerIdName' });
    const [foreign] = await linesOf(gbAdmin.accountId);
    const theirs = await acmeAdmin.put(`${groupsOf(acmeAdmin.accountId)}/${made.body.id}`, {
      name: 'Support',
      callerIdName: 'ACME SUPPORT',
      extensionIds: [foreign],
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors[0].field).toBe('extensionIds[0]');
    const changed = await acmeAdmin.put(`${groupsOf(acmeAdmin.accountId)}/${made.body.id}`, {
      name: 'Customer support',
      callerIdName: 'ACME HELP',
    });
    expect(changed.body).toMatchObject({
      name: 'Customer support',
      callerIdName: 'ACME HELP',
      extensionIds: [],
    });
    expect((await gbAdmin.delete(`${groupsOf(gbAdmin.accountId)}/${made.body.id}`)).status).toBe(404);
    const gone = await acmeAdmin.delete(`${groupsOf(acmeAdmin.accountId)}/${made.body.id}`);
    expect(gone.status).toBe(200);
    const after = await acmeAdmin.get(groupsOf(acmeAdmin.accountId));
    expect(after.body.items.map((g: { id: number }) => g.id)).not.toContain(made.body.id);
  });
});
