// Emergency locations (issue 19, decision 0101): CRUD in its three families on one store,
// validation per country with a suggested address, provinces and cities, a delete refused while
// lines use the location (naming them), devices per location, the provisioning time on the
// platform clock (ERR-07 before it ends), and another account's location out of reach.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyLocations, lines } from '../../server/db/schema';
import { LOCATION_PROVISIONING } from '../../src/domain/deviceErrors';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let endUser: Caller;
let britannia: Caller;
let acme: number;
const U = () => `/svc/ucaas/api/ucaas/account/${acme}`;
const A = () => `/svc/appserver/rest/account/${acme}`;

const office = {
  name: 'Denver office',
  countryCode: 'US',
  region: 'CO',
  city: 'Denver',
  street: '1700 Lincoln St',
  postalCode: '80203',
};

beforeAll(async () => {
  // A provisioning time shorter than the default, so the clock advances stay within a token's life.
  p = await startPlatform({ locationProvisioningSeconds: 60 });
  const who = callers(p);
  admin = await who.as('account administrator');
  endUser = await who.as('end user');
  britannia = await who.as('account administrator (international, GB)');
  acme = admin.accountId;
});
afterAll(() => p.close());

describe('locations CRUD', () => {
  it('CALL-06 adds, reads, lists, searches, changes and deletes a location, the same row in each family', async () => {
    const made = await admin.post(`${U()}/locations`, { ...office, postalCode: '80203 ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ ...office, accountId: acme, status: 'provisioning', lineCount: 0 });
    const id = made.body.id;

    expect((await admin.get(`${U()}/location/${id}`)).body.name).toBe('Denver office');
    const found = await admin.get(`${U()}/locations?keyword=denver`);
    expect(found.body.items.map((l: { id: number }) => l.id)).toEqual([id]);
    expect(found.body.total).toBe(1);
    const appList = await admin.get(`${A()}/emergencyLocations?q=Lincoln`);
    expect(appList.body.items).toEqual([]); // the keyword reads name and city, not the street
    const byCity = await admin.get(`${A()}/locations?keyword=DENVER`);
    expect(byCity.body.items[0].id).toBe(id);

    const patched = await admin.patch(`${U()}/location/${id}`, { name: 'Denver HQ' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Denver HQ', street: office.street });
    const put = await admin.put(`${A()}/emergencyLocations/${id}`, { ...office, name: 'Denver' });
    expect(put.body.name).toBe('Denver');

    const gone = await admin.delete(`${A()}/locations/${id}`);
    expect(gone.status).toBe(204);
    expect((await admin.get(`${U()}/location/${id}`)).status).toBe(404);
  });

  it('CALL-06 lists in pages, with the total', async () => {
    const page = await admin.get(`${U()}/v1/locations?_pageSize=2&sortField=name`);
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(4);
    const names = page.body.items.map((l: { name: string }) => l.name);
    expect([...names].sort()).toEqual(names);
  });

  it('CALL-06 refuses a bad location with a message per field, and writes nothing', async () => {
    const before = await p.database.db.$count(emergencyLocations, eq(emergencyLocations.accountId, acme));
    const r = await admin.post(`${A()}/emergencyLocations`, {
      name: '',
      countryCode: 'CA',
      region: 'Ontario',
      city: 'Ottawa',
      street: '80 Wellington St',
      postalCode: 'V6B 1A1',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Enter a name for the location.' },
        { field: 'postalCode', message: 'This postal code is not in Ontario.' },
      ]),
    );
    expect(await p.database.db.$count(emergencyLocations, eq(emergencyLocations.accountId, acme))).toBe(
      before,
    );
  });

  it('CALL-06 keeps a location in its written form: postal code and province code', async () => {
    const r = await admin.post(`${U()}/locations`, {
      name: 'Ottawa',
      countryCode: 'CA',
      region: 'ontario',
      city: 'Ottawa',
      street: '80 Wellington St',
      postalCode: 'k1a0a6',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ region: 'ON', postalCode: 'K1A 0A6' });
  });
});

describe('validation', () => {
  const check = (address: Record<string, unknown>) =>
    admin.post(`${U()}/emergencyLocations/validate`, address);

  it.each([
    ['US', 'CA', '9410', 'ZIP code'],
    ['CA', 'ON', '12345', 'postal code'],
    ['GB', null, 'SW1A', 'postcode'],
    ['AU', 'NSW', '20000', 'postcode'],
    ['IN', 'KA', '060001', 'PIN code'],
  ])(
    'CALL-06 refuses a postal code of the wrong form for %s',
    async (countryCode, region, postalCode, label) => {
      const r = await check({ countryCode, region, city: 'A city', street: '1 Main Road', postalCode });
      expect(r.status).toBe(200);
      expect(r.body.valid).toBe(false);
      expect(r.body.problems).toContainEqual({
        field: 'postalCode',
        message: expect.stringContaining(label),
      });
    },
  );

  it.each([
    ['US', 'TX', '78701-1234'],
    ['CA', 'QC', 'H2Y 1C6'],
    ['GB', null, 'EH1 1YZ'],
    ['AU', 'VIC', '3000'],
    ['IN', 'MH', '400001'],
  ])('CALL-06 takes a well-formed address of %s', async (countryCode, region, postalCode) => {
    const r = await check({ countryCode, region, city: 'A city', street: '1 Main', postalCode });
    expect(r.body).toMatchObject({ valid: true, problems: [] });
  });

  it('CALL-06 refuses a province of another country, and a missing one where the country needs it', async () => {
    const wrong = await check({
      countryCode: 'AU',
      region: 'TX',
      city: 'Perth',
      street: '1 Hay St',
      postalCode: '6000',
    });
    expect(wrong.body.problems).toEqual([
      { field: 'region', message: 'Choose a state or territory of Australia.' },
    ]);
    const none = await check({ countryCode: 'IN', city: 'Pune', street: '1 FC Road', postalCode: '411004' });
    expect(none.body.problems).toEqual([
      { field: 'region', message: 'Choose the state or union territory.' },
    ]);
  });

  it('CALL-06 suggests the corrected address: postal code, province code, city spelling, street suffix', async () => {
    const r = await check({
      name: 'Ottawa',
      countryCode: 'US',
      region: 'new york',
      city: 'new york',
      street: '350  Fifth Avenue',
      street2: 'suite 200',
      postalCode: '101181234',
    });
    expect(r.body.valid).toBe(true);
    expect(r.body.suggestion).toEqual({
      countryCode: 'US',
      region: 'NY',
      city: 'New York',
      street: '350 Fifth Ave',
      street2: 'Ste 200',
      predirectional: null,
      postalCode: '10118-1234',
    });
    expect(r.body.changed).toEqual(['region', 'city', 'street', 'street2', 'postalCode']);
  });

  it('CALL-06 suggests nothing for an address already written as the country writes it', async () => {
    const r = await admin.post(`${A()}/emergencyLocations/validate`, {
      countryCode: 'GB',
      city: 'London',
      street: '10 Downing Street',
      postalCode: 'SW1A 2AA',
    });
    expect(r.body).toEqual({ valid: true, problems: [], suggestion: null, changed: [] });
  });
});

describe('provinces and cities', () => {
  it('CALL-06 answers the provinces of each country, and its cities', async () => {
    const us = await admin.get(`${U()}/emergencyLocations/provinces/us`);
    expect(us.body.items).toHaveLength(52);
    expect(us.body.items).toContainEqual({ code: 'TX', name: 'Texas' });
    const gb = await admin.get('/svc/ucaas/api/ucaas/lookup/provinces/GB');
    expect(gb.body).toMatchObject({ required: false, label: 'Nation' });
    expect((await admin.get('/svc/appserver/rest/provinces/IN')).body.items).toContainEqual({
      code: 'KA',
      name: 'Karnataka',
    });
    expect((await admin.get('/svc/appserver/rest/provinces/AU')).body.items).toHaveLength(8);
    expect((await admin.get('/svc/appserver/rest/provinces/CA')).body.items).toHaveLength(13);
    expect((await admin.get('/svc/appserver/rest/provinces/FR')).body.items).toEqual([]);
    const cities = await admin.get('/svc/ucaas/api/ucaas/lookup/cities/CA/QC');
    expect(cities.body.items).toContain('Montréal');
  });
});

describe('lines on a location', () => {
  const anyLine = async () => {
    const [line] = await p.database.db.select().from(lines).where(eq(lines.accountId, acme)).limit(1);
    return line;
  };

  it('ERR-07 a new location is being provisioned for the configured time, then a line may use it', async () => {
    const made = await admin.post(`${U()}/locations`, { ...office, name: 'Pending site' });
    const line = await anyLine();
    const early = await admin.put(`/svc/hoteling/v1/lines/${line.id}`, { e911LocationId: made.body.id });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(LOCATION_PROVISIONING);

    p.clock.advance(p.config.locationProvisioningSeconds - 1);
    expect((await admin.get(`${U()}/location/${made.body.id}`)).body.status).toBe('provisioning');
    p.clock.advance(1);
    expect((await admin.get(`${U()}/location/${made.body.id}`)).body).toMatchObject({
      status: 'provisioned',
      provisioningUntil: null,
    });
    const ready = await admin.put(`/svc/hoteling/v1/lines/${line.id}`, { e911LocationId: made.body.id });
    expect(ready.status).toBe(200);
  });

  it('CALL-06 a delete is refused while lines use the location, naming the devices and lines', async () => {
    const made = await admin.post(`${U()}/locations`, { ...office, name: 'Busy site' });
    p.clock.advance(p.config.locationProvisioningSeconds);
    const line = await anyLine();
    await admin.put(`/svc/hoteling/v1/lines/${line.id}`, { e911LocationId: made.body.id });

    const users = await admin.get(`${U()}/emergencyLocations/extensiondevices?locationId=${made.body.id}`);
    expect(users.body.items).toEqual([
      expect.objectContaining({ locationId: made.body.id, lineId: line.id, deviceId: line.deviceId }),
    ]);
    const listed = await admin.get(`${U()}/locations?keyword=Busy`);
    expect(listed.body.items[0].lineCount).toBe(1);
    const all = await admin.get(`${U()}/emergencyLocations/extensiondevices`);
    expect(all.body.total).toBeGreaterThan(1);

    const refused = await admin.post(`${U()}/emergencyLocations/${made.body.id}/delete`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('in_use');
    expect(refused.body.message).toContain(users.body.items[0].deviceName);
    expect(refused.body.usedBy).toEqual(users.body.items);
    expect((await admin.delete(`${U()}/location/${made.body.id}`)).status).toBe(409);

    const [home] = await p.database.db
      .select()
      .from(emergencyLocations)
      .where(eq(emergencyLocations.accountId, acme))
      .orderBy(emergencyLocations.id)
      .limit(1);
    await admin.put(`/svc/hoteling/v1/lines/${line.id}`, { e911LocationId: home.id });
    const deleted = await admin.post(`${U()}/emergencyLocations/${made.body.id}/delete`, {
      locationId: made.body.id,
    });
    expect(deleted.status).toBe(200);
    expect((await admin.get(`${U()}/location/${made.body.id}`)).status).toBe(404);
  });
});

describe('network locations', () => {
  it('maps a subnet to a location by an add-location request, active once provisioned', async () => {
    const [home] = (await admin.get(`${U()}/locations?keyword=Head`)).body.items;
    const asked = await admin.post(`${U()}/networkLocations/requests`, {
      locationId: home.id,
      network: '10.20.30.0/24',
      description: 'Second floor',
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ kind: 'subnet', status: 'requested', locationName: 'Head Office' });
    const again = await admin.post(`${U()}/networkLocations/requests`, {
      locationId: home.id,
      network: '10.20.30.0/24',
    });
    expect(again.status).toBe(400);
    const bad = await admin.post(`${U()}/networkLocations/requests`, {
      locationId: home.id,
      network: '10.20.30.0',
    });
    expect(bad.body.errors[0].field).toBe('network');
    p.clock.advance(p.config.locationProvisioningSeconds);
    const listed = await admin.get(`${U()}/networkLocations`);
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ network: '10.20.30.0/24', status: 'active' }),
    );
  });
});

describe('access', () => {
  it('CALL-06 another account’s location answers 404, as a missing one', async () => {
    const theirs = await britannia.get(`/svc/ucaas/api/ucaas/account/${britannia.accountId}/locations`);
    const id = theirs.body.items[0].id;
    expect((await admin.get(`${U()}/location/${id}`)).status).toBe(404);
    expect((await admin.delete(`${A()}/emergencyLocations/${id}`)).status).toBe(404);
    expect((await admin.get(`/svc/ucaas/api/ucaas/account/${britannia.accountId}/locations`)).status).toBe(
      404,
    );
  });

  it('CALL-06 an end user may not add a location', async () => {
    const r = await endUser.post(`/svc/ucaas/api/ucaas/account/${endUser.accountId}/locations`, office);
    expect([403, 404]).toContain(r.status);
  });
});
