// The API reference is made from the declared routes and their schemas, and the schemas are what
// the routes check: a body a schema refuses answers 400 with its words per field, nothing written.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowAccessOf } from '../../server/auth/authorize';
import { users } from '../../server/db/schema';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

const userRowAccess = rowAccessOf('user')!;
let p: TestPlatform;
let token: string;
let acme: number;
const admin = demo('account administrator');

interface Operation {
  operationId: string;
  security: { bearer: string[] }[];
  'x-permission'?: string;
  'x-account'?: string;
  'x-account-row'?: { row: string; table: string; param: string };
  'x-catalogue': string[];
  requestBody?: { content: { 'application/json': { schema: { $ref?: string } } } };
}
interface Reference {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties: Record<string, { maxLength?: number }>; required?: string[] }>;
  };
}

beforeAll(async () => {
  p = await startPlatform();
  token = (await p.signIn(admin.loginName, admin.password)).access_token;
  acme = (await (await p.call('GET', '/svc/users/v3/users/self', { token })).json()).account_id;
});
afterAll(() => p.close());

const reference = async () => {
  const res = await p.app.request('/openapi.json', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Reference;
};

describe('API reference', () => {
  it('lists every declared route with its access and the catalogue calls it serves, for a signed-in caller only', async () => {
    expect((await p.app.request('/openapi.json')).status).toBe(401);
    const doc = await reference();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of p.routes) {
      const path = `/svc/${r.family}${r.path}`.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
      const op = doc.paths[path]?.[r.method];
      expect(op, `${r.method} ${path}`).toBeDefined();
      expect(op.security, `${r.method} ${path}`).toEqual('public' in r.access ? [] : [{ bearer: [] }]);
      if ('permission' in r.access) {
        expect(op['x-permission']).toBe(r.access.permission);
        // Where the account comes from; a route on a row names the row, its table and parameter.
        const account = r.access.account;
        const row = typeof account === 'object' ? account : account === 'user' ? userRowAccess : undefined;
        expect(op['x-account'], `${r.method} ${path}`).toBe(typeof account === 'object' ? 'row' : account);
        expect(op['x-account-row'], `${r.method} ${path}`).toEqual(
          row && { row: row.row.name, table: row.row.table, param: row.param },
        );
        if (row) expect(r.path, `${r.method} ${path}`).toContain(`:${row.param}`);
      }
      expect(op['x-catalogue']).toEqual(r.catalogue);
    }
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids).toHaveLength(p.routes.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('wgConfig.json names the platform’s root as a service, where the portal reads the reference', async () => {
    const config = await (await p.app.request('http://localhost:8080/wgConfig.json')).json();
    expect(config.services.platform.url).toBe('http://localhost:8080');
  });

  it('/api-docs opens the portal’s API reference page', async () => {
    const res = await p.app.request('/api-docs');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/#/management/m/api-docs');
  });

  it('decision 0075 names the row a route acts on: the extension calls act on the extension’s account', async () => {
    const doc = await reference();
    const op = doc.paths['/svc/ucaas/api/ucaas/extension/{deviceKitId}'].put;
    expect(op['x-account']).toBe('row');
    expect(op['x-account-row']).toEqual({ row: 'extension', table: 'extensions', param: 'deviceKitId' });
    expect(doc.paths['/svc/ucaas/api/ucaas/v4/user/{userId}'].get['x-account-row']).toEqual({
      row: 'user',
      table: 'users',
      param: 'userId',
    });
  });

  it('describes a route’s body with the schema the route checks', async () => {
    const doc = await reference();
    const create = doc.paths['/svc/ucaas/api/ucaas/account/{accountId}/users'].post;
    expect(create.requestBody?.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/UserCreate',
    );
    const schema = doc.components.schemas.UserCreate;
    expect(schema.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'loginName']));
    expect(schema.properties.firstName.maxLength).toBe(200);
    expect(doc.components.schemas.Error.required).toEqual(['status', 'code', 'message']);
  });

  it('ERR-01 a body the schema refuses answers 400 with a field error per field, and writes nothing', async () => {
    const before = await p.database.db.select({ n: count() }).from(users).where(eq(users.accountId, acme));
    const res = await p.call('POST', `/svc/ucaas/api/ucaas/account/${acme}/users`, {
      token,
      json: {
        firstName: '   ',
        lastName: 'x'.repeat(201),
        email: 'not-an-address',
        loginName: 'has space',
        blockAccess: 'no',
        contactNumbers: [{ kind: 'Z', number: '+12015550100' }],
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Enter a first name.',
      errors: [
        { field: 'firstName', message: 'Enter a first name.' },
        { field: 'lastName', message: 'A last name is too long.' },
        { field: 'email', message: 'Enter an e-mail address like name@example.com.' },
        {
          field: 'loginName',
          message: 'A login name has 3 to 100 letters, digits or . _ % + @ - and no spaces.',
        },
        { field: 'blockAccess', message: 'blockAccess is true or false.' },
        { field: 'contactNumbers[0].kind', message: 'A contact number is of kind D, M, H or F.' },
      ],
    });
    const after = await p.database.db.select({ n: count() }).from(users).where(eq(users.accountId, acme));
    expect(after).toEqual(before);
  });

  it('REQ-11 a list’s query is checked by its schema, each refused parameter named, and the reference lists them', async () => {
    const list = `/svc/ucaas/api/ucaas/account/${acme}/extensionList`;
    const bad = await p.call('GET', `${list}?_pageSize=0&sortField=nope&sortDirection=up`, { token });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([
      { field: '_pageSize', message: '_pageSize must be a whole number from 1 to 750.' },
      { field: 'sortDirection', message: 'sortDirection is ASC or DESC.' },
      {
        field: 'sortField',
        message: 'sortField must be one of extension, userName, extensionType, servicePlan.',
      },
    ]);
    const unknown = await p.call('GET', `${list}?fields=user_id,pin`, { token });
    expect((await unknown.json()).errors).toEqual([{ field: 'fields', message: 'Unknown fields: pin.' }]);
    const good = await p.call('GET', `${list}?_pageSize=2&sortDirection=desc&fields=user_id`, { token });
    expect(good.status).toBe(200);
    expect((await good.json()).phoneSystemExtension).toHaveLength(2);

    const doc = await reference();
    const op = doc.paths['/svc/ucaas/api/ucaas/account/{accountId}/extensionList'].get as unknown as {
      parameters: { name: string; in: string; schema: { maximum?: number } }[];
    };
    const pageSize = op.parameters.find((x) => x.name === '_pageSize');
    expect(pageSize).toMatchObject({ in: 'query', schema: { maximum: 750 } });
    expect(op.parameters.find((x) => x.name === 'accountId')).toMatchObject({
      in: 'path',
      schema: { type: 'integer', minimum: 1 },
    });
  });
});
