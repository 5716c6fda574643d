// Emergency locations (issue 19, CALL-06; decision 0101). The same rows answer under three names
// the catalogue lists apart: the ucaas account's locations (C-052, C-143..C-147) with its
// emergency-location calls (validate, provinces, delete, devices per location: C-075..C-078),
// the appserver's emergency locations (C-362..C-366) and its locations (C-371..C-374). Paths the
// spec does not give are decision 0072's rows.
import { validateAddress } from '../../../src/domain/address/validate';
import { fieldErrorsOf } from '../../../src/domain/schemas/fieldErrors';
import {
  addressCheckSchema,
  locationChangeSchema,
  locationDeleteSchema,
  locationDevicesQuerySchema,
  locationListQuerySchema,
  locationSchema,
  networkLocationRequestSchema,
} from '../../../src/domain/schemas/location';
import { badRequest, validationFailed } from '../../http/errors';
import { type CatalogueId, type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import {
  addLocation,
  changeLocation,
  deleteLocation,
  devicesOnLocations,
  listLocations,
  locationRecord,
  locationRows,
  withChange,
} from './locationStore';
import { listNetworkLocations, requestNetworkLocation } from './networkLocationStore';
import { citiesAnswer, provincesAnswer } from './places';

const byLocation = { row: locationRows, param: 'locationId' } as const;
const read = { permission: 'read:devices', account: 'path' } as const;
const create = { permission: 'create:devices', account: 'path' } as const;
const readOne = { permission: 'read:devices', account: byLocation } as const;
const updateOne = { permission: 'update:devices', account: byLocation } as const;
const deleteOne = { permission: 'delete:devices', account: byLocation } as const;

const UCAAS = '/api/ucaas/account/:accountId';
const EMERGENCY = `${UCAAS}/emergencyLocations`;
const ONE = `${UCAAS}/location/:locationId`;

/**
 * Which calls of one family a router serves: the list's and create's paths (and ids), and the
 * one location's (change and delete).
 */
interface Family {
  list: { path: string; catalogue: CatalogueId[] }[];
  create: { path: string; catalogue: CatalogueId[] }[];
  one: string;
  read: CatalogueId[];
  put: CatalogueId[];
  remove: CatalogueId[];
  validate: { path: string; catalogue: CatalogueId[] };
}

/** The list, create, get, put, delete and validate routes of one family, on one store. */
function crud(start: SecureRouter, deps: Deps, family: Family, what: string): SecureRouter {
  const { db, config } = deps;
  let router = start;
  for (const l of family.list)
    router = router.get(
      l.path,
      {
        catalogue: l.catalogue,
        ...read,
        query: locationListQuerySchema,
        summary: `The account’s ${what}, paged; keyword searches name and city`,
      },
      async (c, { query }) => c.json(await listLocations(db, c.get('actingAccountId'), query, deps.now())),
    );
  for (const a of family.create)
    router = router.post(
      a.path,
      {
        catalogue: a.catalogue,
        ...create,
        body: locationSchema,
        summary: `Add one of the ${what} (being provisioned for a while)`,
      },
      async (c, { body }) =>
        c.json(
          await addLocation(
            db,
            c.get('actingAccountId'),
            body,
            deps.now(),
            config.locationProvisioningSeconds,
          ),
          201,
        ),
    );
  router = router.get(
    family.one,
    { catalogue: family.read, ...readOne, summary: `One of the ${what}` },
    async (c, { row }) => c.json(await locationRecord(db, row, deps.now())),
  );
  router = router.put(
    family.one,
    {
      catalogue: family.put,
      ...updateOne,
      body: locationSchema,
      summary: `Change one of the ${what}: all its fields (a new address is provisioned again)`,
    },
    async (c, { row, body }) =>
      c.json(await changeLocation(db, row, body, deps.now(), config.locationProvisioningSeconds)),
  );
  router = router.delete(
    family.one,
    {
      catalogue: family.remove,
      ...deleteOne,
      summary: `Delete one of the ${what} that no line uses (409 naming the devices and lines otherwise)`,
    },
    async (c, { row }) => {
      await deleteLocation(db, row);
      return c.body(null, 204);
    },
  );
  return router.post(
    family.validate.path,
    {
      catalogue: family.validate.catalogue,
      ...read,
      body: addressCheckSchema,
      audit: false,
      summary: 'Check an address: its problems, and a corrected address when one can be written',
    },
    async (c, { body }) => c.json(validateAddress(body)),
  );
}

/** The ucaas account's locations and its emergency-location calls. */
export function ucaasLocationRoutes(deps: Deps): SecureRouter {
  const { db, config } = deps;
  return crud(
    secureRouter(deps),
    deps,
    {
      // The portal's endpoint names a version (v1, v2 for the international widgets): the same list.
      list: [
        { path: `${UCAAS}/locations`, catalogue: ['C-052'] },
        { path: `${UCAAS}/v1/locations`, catalogue: ['C-052'] },
        { path: `${UCAAS}/v2/locations`, catalogue: ['C-052'] },
      ],
      create: [
        { path: `${UCAAS}/locations`, catalogue: [] },
        { path: `${UCAAS}/v1/locations`, catalogue: [] },
        { path: `${UCAAS}/v2/locations`, catalogue: [] },
      ],
      one: ONE,
      read: ['C-143'],
      put: ['C-145'],
      remove: ['C-146'],
      validate: { path: `${EMERGENCY}/validate`, catalogue: ['C-075'] },
    },
    'locations',
  )
    .post(
      ONE,
      {
        catalogue: ['C-144'],
        ...updateOne,
        body: locationSchema,
        summary: 'Change a location: all its fields, as PUT does (the spec lists POST with the id too)',
      },
      async (c, { row, body }) =>
        c.json(await changeLocation(db, row, body, deps.now(), config.locationProvisioningSeconds)),
    )
    .patch(
      ONE,
      {
        catalogue: ['C-147'],
        ...updateOne,
        body: locationChangeSchema,
        summary: 'Change some fields of a location',
      },
      async (c, { row, body }) => {
        const whole = locationSchema.safeParse(withChange(row, body));
        if (!whole.success) throw validationFailed(fieldErrorsOf(whole.error.issues));
        return c.json(
          await changeLocation(db, row, whole.data, deps.now(), config.locationProvisioningSeconds),
        );
      },
    )
    .get(
      `${EMERGENCY}/provinces/:countryCode`,
      { catalogue: ['C-076'], ...read, summary: 'The provinces (states, territories, nations) of a country' },
      (c) => c.json(provincesAnswer(c.req.param('countryCode') ?? '')),
    )
    .get(
      `${EMERGENCY}/cities/:countryCode/:provinceCode`,
      { catalogue: [], ...read, summary: 'Major cities of a province, offered by the address form' },
      (c) => c.json(citiesAnswer(c.req.param('countryCode') ?? '', c.req.param('provinceCode') ?? '')),
    )
    .post(
      `${EMERGENCY}/:locationId/delete`,
      {
        catalogue: ['C-077'],
        ...deleteOne,
        body: locationDeleteSchema,
        summary: 'Delete a location no line uses (409 naming the devices and lines otherwise)',
      },
      async (c, { row, body }) => {
        if (body.locationId !== undefined && body.locationId !== row.id)
          throw badRequest('The body names another location than the path.', [
            { field: 'locationId', message: 'Give the path’s location id, or none.' },
          ]);
        await deleteLocation(db, row);
        return c.json({ deleted: row.id });
      },
    )
    .get(
      `${EMERGENCY}/extensiondevices`,
      {
        catalogue: ['C-078'],
        ...read,
        query: locationDevicesQuerySchema,
        summary: 'The devices and lines (with their extension) on a location, or on every location',
      },
      async (c, { query }) => {
        const accountId = c.get('actingAccountId');
        const items = await devicesOnLocations(db, accountId, query.locationId);
        return c.json({ accountId, total: items.length, items });
      },
    )
    .get(
      `${UCAAS}/networkLocations`,
      {
        catalogue: ['C-428'],
        ...read,
        summary: 'The networks (subnets, Wi-Fi access points) each emergency location is found by',
      },
      async (c) => c.json(await listNetworkLocations(db, c.get('actingAccountId'), deps.now())),
    )
    .post(
      `${UCAAS}/networkLocations/requests`,
      {
        catalogue: ['C-429'],
        ...create,
        body: networkLocationRequestSchema,
        summary: 'Ask for a network to be mapped to a location (active once provisioned)',
      },
      async (c, { body }) =>
        c.json(
          await requestNetworkLocation(
            db,
            c.get('actingAccountId'),
            body,
            deps.now(),
            config.locationProvisioningSeconds,
          ),
          202,
        ),
    )
    .get(
      '/api/ucaas/lookup/provinces/:countryCode',
      { catalogue: ['C-165'], session: true, summary: 'The provinces of a country (a lookup)' },
      (c) => c.json(provincesAnswer(c.req.param('countryCode') ?? '')),
    )
    .get(
      '/api/ucaas/lookup/cities/:countryCode/:provinceCode',
      { catalogue: ['C-166'], session: true, summary: 'Major cities of a province (a lookup)' },
      (c) => c.json(citiesAnswer(c.req.param('countryCode') ?? '', c.req.param('provinceCode') ?? '')),
    );
}

/** The appserver's emergency locations (C-362..C-366) and locations (C-371..C-374), provinces, cities. */
export function appserverLocationRoutes(deps: Deps): SecureRouter {
  const emergency = crud(
    secureRouter(deps),
    deps,
    {
      list: [{ path: '/rest/account/:accountId/emergencyLocations', catalogue: ['C-362'] }],
      create: [{ path: '/rest/account/:accountId/emergencyLocations', catalogue: ['C-363'] }],
      one: '/rest/account/:accountId/emergencyLocations/:locationId',
      read: [],
      put: ['C-364'],
      remove: ['C-365'],
      validate: { path: '/rest/account/:accountId/emergencyLocations/validate', catalogue: ['C-366'] },
    },
    'emergency locations',
  );
  return crud(
    emergency,
    deps,
    {
      list: [{ path: '/rest/account/:accountId/locations', catalogue: ['C-371'] }],
      create: [{ path: '/rest/account/:accountId/locations', catalogue: ['C-372'] }],
      one: '/rest/account/:accountId/locations/:locationId',
      read: [],
      put: ['C-373'],
      remove: ['C-374'],
      validate: { path: '/rest/account/:accountId/locations/validate', catalogue: [] },
    },
    'locations',
  )
    .get(
      '/rest/provinces/:countryCode',
      { catalogue: ['C-376'], session: true, summary: 'The provinces of a country' },
      (c) => c.json(provincesAnswer(c.req.param('countryCode') ?? '')),
    )
    .get(
      '/rest/cities/:countryCode/:provinceCode',
      { catalogue: ['C-377'], session: true, summary: 'Major cities of a province' },
      (c) => c.json(citiesAnswer(c.req.param('countryCode') ?? '', c.req.param('provinceCode') ?? '')),
    );
}
