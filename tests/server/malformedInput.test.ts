// Malformed input never reaches a 500 (ERR-01, ERR-02): every declared route of the server gets
// a bounded set of malformed variants (non-object JSON, NUL bytes, deep nesting, over-long text,
// broken multipart, bodies of the wrong type, NUL in the query) as a signed-in provider super
// user, and the specific cases answer 400 with a field error where a field is at fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../server/http/secureRouter';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { routeParams, routePath } from '../support/routeParams';

type Route = DeclaredRoute & { family: string };

const provider = demo('provider super user');

let p: TestPlatform;
let token: string;
let acme: number;
const fill: Record<string, string> = {};

beforeAll(async () => {
  p = await startPlatform();
  token = (await p.signIn(provider.loginName, provider.password)).access_token;
  Object.assign(fill, await routeParams(p.database.db));
  acme = Number(fill.accountId);
}, 60_000);
afterAll(() => p.close());

const pathOf = (r: Route) => routePath(r, fill);

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const NUL = 'a\u0000b';
/** Names of the text fields the routes read, each carrying a NUL byte. */
const TEXT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'loginName',
  'userName',
  'extension',
  'phoneNumber',
  'password',
  'q',
  'keyword',
];
const withEach = (value: string) => Object.fromEntries(TEXT_FIELDS.map((f) => [f, value]));

interface Variant {
  name: string;
  body?: string | FormData;
  contentType?: string;
  query?: string;
}

const VARIANTS: Variant[] = [
  { name: 'JSON null', body: 'null', contentType: 'application/json' },
  { name: 'JSON number', body: '42', contentType: 'application/json' },
  { name: 'JSON array', body: '[1,2]', contentType: 'application/json' },
  { name: 'JSON text', body: '"text"', contentType: 'application/json' },
  { name: 'NUL in every text field', body: JSON.stringify(withEach(NUL)), contentType: 'application/json' },
  {
    name: 'NUL inside a nested list',
    body: JSON.stringify({ users: [{ firstName: NUL }], userIds: [NUL], permissions: [NUL] }),
    contentType: 'application/json',
  },
  { name: '10,000-deep JSON', body: `{"a":${deep(10_000)}}`, contentType: 'application/json' },
  {
    name: 'over-long text fields',
    body: JSON.stringify(withEach('x'.repeat(100_000))),
    contentType: 'application/json',
  },
  {
    name: 'malformed multipart',
    body: '--nope\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    contentType: 'multipart/form-data; boundary=other',
  },
  { name: 'multipart without boundary', body: 'grant_type=password', contentType: 'multipart/form-data' },
  { name: 'plain text body', body: 'hello', contentType: 'text/plain' },
  {
    name: 'NUL in a form value',
    body: `grant_type=password&username=${encodeURIComponent(NUL)}`,
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'NUL in the query', query: 'q=a%00b&keyword=a%00b&fetchAll=a%00' },
];

describe('malformed input (ERR-01 ERR-02)', () => {
  const send = (path: string, body: string | undefined, contentType?: string, method = 'POST') =>
    p.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body,
    });
  const json = 'application/json';
  const form = 'application/x-www-form-urlencoded';
  const problemOf = async (res: Response) => ({ status: res.status, ...(await res.json()) });

  it('ERR-01 a JSON body that is not an object (null, a number, a list) answers 400', async () => {
    for (const body of ['null', '7', '[{"firstName":"A"}]', 'true']) {
      const res = await send(`/svc/ucaas/api/ucaas/v4/user/${fill.userId}`, body, json, 'PUT');
      expect(await problemOf(res)).toMatchObject({
        status: 400,
        message: 'The request body must be a JSON object.',
      });
      const bulk = await send(`/svc/appserver/rest/account/${acme}/users/bulkPasswordReset`, body, json);
      expect(bulk.status).toBe(400);
    }
  });

  it('ERR-01 a NUL byte in a JSON text, a form value or a query value answers 400 naming the field', async () => {
    const put = await send(
      `/svc/ucaas/api/ucaas/v4/user/${fill.userId}`,
      JSON.stringify({ firstName: NUL }),
      json,
      'PUT',
    );
    expect(await problemOf(put)).toMatchObject({
      status: 400,
      errors: [{ field: 'firstName', message: 'Remove the control character (NUL) from this value.' }],
    });
    const nested = await send(
      `/svc/appserver/rest/account/${acme}/users/bulkCreate`,
      JSON.stringify({ users: [{ firstName: 'A' }, { lastName: NUL }] }),
      json,
    );
    expect(await problemOf(nested)).toMatchObject({ status: 400, errors: [{ field: 'users[1].lastName' }] });
    const signIn = await send(
      '/svc/auth/oauth/token',
      `grant_type=password&client_id=switchboard-portal&username=${encodeURIComponent(NUL)}&password=x`,
      form,
    );
    expect(await problemOf(signIn)).toMatchObject({ status: 400, errors: [{ field: 'username' }] });
    const query = await send(
      `/svc/ucaas/api/ucaas/account/${acme}/users?keyword=a%00b`,
      undefined,
      undefined,
      'GET',
    );
    expect(await problemOf(query)).toMatchObject({ status: 400, errors: [{ field: 'keyword' }] });
  });

  it('ERR-01 malformed multipart and wrong content types on the sign-in endpoints answer 400', async () => {
    for (const path of ['/svc/auth/oauth/token', '/svc/auth/oauth2/token', '/svc/auth/oauth2/authorize']) {
      const broken = await send(
        path,
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        'multipart/form-data; boundary=y',
      );
      expect(broken.status, path).toBe(400);
      const noBoundary = await send(path, 'a=b', 'multipart/form-data');
      expect(noBoundary.status, path).toBe(400);
    }
    for (const path of ['/svc/auth/oauth/token', '/svc/auth/oauth2/token']) {
      const asJson = await send(
        path,
        JSON.stringify({ grant_type: 'password', client_id: 'switchboard-portal' }),
        json,
      );
      expect(await problemOf(asJson), path).toMatchObject({ status: 400, code: 'invalid_request' });
      const asText = await send(path, 'grant_type=password', 'text/plain');
      expect(asText.status, path).toBe(400);
    }
  });

  it('ERR-01 JSON nested 10,000 deep answers 400', async () => {
    const res = await send(
      `/svc/ucaas/api/ucaas/v4/user/${fill.userId}`,
      `{"firstName":${deep(10_000)}}`,
      json,
      'PUT',
    );
    expect(await problemOf(res)).toMatchObject({
      status: 400,
      message: 'The request body is nested too deeply.',
    });
  });

  it('ERR-01 a 1 MB phone book name answers 400 with a field error, and so does any over-long text', async () => {
    const path = `/svc/ucaas/api/ucaas/user/${fill.userId}/phonebookRecord`;
    const huge = await send(
      path,
      JSON.stringify({ name: 'n'.repeat(1_000_000), phoneNumber: '+12025550123' }),
      json,
    );
    expect(await problemOf(huge)).toMatchObject({ status: 400, errors: [{ field: 'name' }] });
    const long = await send(
      path,
      JSON.stringify({ name: 'n'.repeat(101), phoneNumber: '+12025550123' }),
      json,
    );
    expect(await problemOf(long)).toMatchObject({
      status: 400,
      errors: [{ field: 'name', message: 'A name has at most 100 characters.' }],
    });
    const fine = await send(
      path,
      JSON.stringify({ name: 'n'.repeat(100), phoneNumber: '+12025550123' }),
      json,
    );
    expect(fine.status).toBe(201);
    const anyText = await send(
      `/svc/ucaas/api/ucaas/extension/${fill.extensionId}`,
      JSON.stringify({ provisionCode: 'p'.repeat(20_000) }),
      json,
      'PUT',
    );
    expect(await problemOf(anyText)).toMatchObject({
      status: 400,
      errors: [{ field: 'provisionCode', message: 'Use at most 10,000 characters.' }],
    });
  });
});

// Last: a variant that happens to succeed (a DELETE ignores its body) changes the seed.
describe('malformed input on every route (ERR-02)', () => {
  it('ERR-02 no declared route answers 5xx to malformed bodies or query values', async () => {
    const routes = p.routes as Route[];
    const serverErrors: string[] = [];
    let calls = 0;
    for (const r of routes) {
      for (const v of VARIANTS) {
        if (r.method === 'get' && v.body !== undefined) continue;
        const res = await p.app.request(`${pathOf(r)}${v.query ? `?${v.query}` : ''}`, {
          method: r.method.toUpperCase(),
          headers: {
            authorization: `Bearer ${token}`,
            ...(v.contentType ? { 'content-type': v.contentType } : {}),
          },
          body: v.body,
        });
        calls++;
        if (res.status >= 500) {
          serverErrors.push(
            `${r.method.toUpperCase()} ${pathOf(r)} (${v.name}): ${res.status} ${await res.text()}`,
          );
        }
        // A write that went through (sign-out, a swap) may have ended or moved the session.
        if (res.status < 300 || res.status === 401) {
          token = (await p.signIn(provider.loginName, provider.password)).access_token;
        }
      }
    }
    expect(calls).toBeGreaterThan(routes.length * 2);
    expect(serverErrors).toEqual([]);
  }, 180_000);
});
