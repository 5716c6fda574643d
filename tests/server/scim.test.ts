// SCIM 2.0 at /scim/v2 (issue 23, item 4; decision 0110), driven as an identity provider would:
// discovery, then create, find by filter, deactivate, replace and delete, with the account's
// provisioning token as the bearer; a wrong token, another account's users and bad input refused
// with SCIM's error bodies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentities, users } from '../../server/db/schema';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let owner: Caller;
let foreignOwner: Caller;
let token: string;

const SCIM = 'application/scim+json';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A SCIM call as an identity provider makes it. */
async function scim(method: string, path: string, body?: unknown, bearer = token) {
  const res = await p.call(method, `/scim/v2${path}`, {
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body !== undefined ? { 'content-type': SCIM } : {}),
    },
    ...(body !== undefined ? { json: body } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    headers: res.headers,
    body: text ? JSON.parse(text) : null,
  };
}

const newUser = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: 'ada.lovelace@acme.example',
  externalId: 'okta-00u1',
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ value: 'ada.lovelace@acme.example', type: 'work', primary: true }],
  active: true,
};

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  owner = await who.as('account super user');
  foreignOwner = await who.as('account administrator (international, GB)');
  const on = await owner.put(`/svc/auth/v2/accounts/${owner.accountId}`, { scimEnabled: true });
  token = on.body.token;
});
afterAll(() => p.close());

describe('SCIM 2.0', () => {
  it('SEC-04 describes itself without a token', async () => {
    const config = await scim('GET', '/ServiceProviderConfig', undefined, '');
    expect(config.status).toBe(200);
    expect(config.type).toContain(SCIM);
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    expect(config.body.authenticationSchemes[0].type).toBe('oauthbearertoken');
    const types = await scim('GET', '/ResourceTypes', undefined, '');
    expect(types.body.Resources[0]).toMatchObject({ id: 'User', endpoint: '/Users' });
    const schemas = await scim('GET', '/Schemas', undefined, '');
    expect(schemas.body.Resources[0].id).toBe('urn:ietf:params:scim:schemas:core:2.0:User');
  });

  it('SEC-04 refuses a wrong or missing token with a SCIM error', async () => {
    for (const bearer of ['sbscim_wrong', 'nonsense', '']) {
      const res = await scim('GET', '/Users', undefined, bearer);
      expect(res.status).toBe(401);
      expect(res.type).toContain(SCIM);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      expect(res.body).toMatchObject({ schemas: [ERROR], status: '401' });
    }
    // A session token of the portal is not a provisioning token.
    expect((await scim('GET', '/Users', undefined, owner.token)).status).toBe(401);
  });

  it('SEC-04 provisions a user as an identity provider does: create, find, deactivate, replace, delete', async () => {
    // Create
    const created = await scim('POST', '/Users', newUser);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.type).toContain(SCIM);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      userName: 'ada.lovelace@acme.example',
      externalId: 'okta-00u1',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      active: true,
      meta: { resourceType: 'User' },
    });
    expect(created.headers.get('location')).toMatch(new RegExp(`/scim/v2/Users/${id}$`));
    const [row] = await p.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(id)));
    expect(row).toMatchObject({
      accountId: owner.accountId,
      loginName: 'ada.lovelace@acme.example',
      isEnable: true,
      roleId: 4,
    });
    const links = await p.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, Number(id)));
    expect(links).toMatchObject([{ provider: 'scim', providerIdentityId: 'okta-00u1' }]);

    // The same userName again is a uniqueness conflict.
    const twice = await scim('POST', '/Users', newUser);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });

    // Find by filter (any case of the value), and by externalId.
    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ADA.lovelace@acme.example"')}`,
    );
    expect(found.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
    });
    expect(found.body.Resources[0].id).toBe(id);
    const byExternal = await scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "okta-00u1"')}`);
    expect(byExternal.body.totalResults).toBe(1);
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "nobody@acme.example"')}`,
    );
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    // Deactivate (PATCH active false, as Entra ID sends it: a string, no path).
    const off = await scim('PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', value: { active: 'False' } }],
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.active).toBe(false);
    const disabled = await owner.get('/svc/auth/v1/sso/disabled-users?_pageSize=750');
    expect(disabled.body.items.map((u: { userId: number }) => u.userId)).toContain(Number(id));
    // With a path, as Okta sends it.
    const on = await scim('PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: true }],
    });
    expect(on.body.active).toBe(true);

    // Replace (PUT): new name and e-mail; active absent keeps it.
    const replaced = await scim('PUT', `/Users/${id}`, {
      ...newUser,
      active: undefined,
      name: { givenName: 'Augusta Ada', familyName: 'King' },
      emails: [{ value: 'ada.king@acme.example', primary: true }],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({
      name: { givenName: 'Augusta Ada', familyName: 'King' },
      active: true,
    });
    expect(replaced.body.emails[0].value).toBe('ada.king@acme.example');

    // Get
    const got = await scim('GET', `/Users/${id}`);
    expect(got.body.displayName).toBe('Augusta Ada King');

    // Delete
    const deleted = await scim('DELETE', `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).status).toBe(404);
    expect(
      await p.database.db
        .select()
        .from(users)
        .where(eq(users.id, Number(id))),
    ).toEqual([]);

    // Each step is in the SSO audit log, by the identity provider (no person).
    const log = await owner.get('/svc/auth/v1/sso/audit-logs?_pageSize=50');
    const scimTypes = log.body.items
      .map((i: { type: string }) => i.type)
      .filter((t: string) => t.startsWith('SCIM_'));
    expect(scimTypes).toEqual([
      'SCIM_USER_DELETED',
      'SCIM_USER_UPDATED',
      'SCIM_USER_UPDATED',
      'SCIM_USER_UPDATED',
      'SCIM_USER_CREATED',
    ]);
    expect(log.body.items.find((i: { type: string }) => i.type === 'SCIM_USER_CREATED').actor).toBeNull();
  });

  it('SEC-04 pages the account’s users with startIndex and count, and keeps other accounts out', async () => {
    const page = await scim('GET', '/Users?startIndex=2&count=3');
    expect(page.body).toMatchObject({ startIndex: 2, itemsPerPage: 3 });
    expect(page.body.totalResults).toBeGreaterThan(3);
    const all = await scim('GET', '/Users?count=200');
    expect(page.body.Resources.map((r: { id: string }) => r.id)).toEqual(
      all.body.Resources.slice(1, 4).map((r: { id: string }) => r.id),
    );
    expect(all.body.Resources.map((r: { userName: string }) => r.userName)).not.toContain(
      'admin@britannia.example',
    );
    const zero = await scim('GET', '/Users?count=0');
    expect(zero.body).toMatchObject({ itemsPerPage: 0, Resources: [] });
    expect(zero.body.totalResults).toBe(all.body.totalResults);
    expect((await scim('GET', `/Users/${foreignOwner.userId}`)).status).toBe(404);
    expect((await scim('DELETE', `/Users/${foreignOwner.userId}`)).status).toBe(404);
  });

  it('SEC-04 refuses bad input with SCIM errors and changes nothing', async () => {
    const badFilter = await scim('GET', `/Users?filter=${encodeURIComponent('name.familyName co "x"')}`);
    expect(badFilter.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    const noName = await scim('POST', '/Users', { ...newUser, userName: '' });
    expect(noName.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    const notJson = await p.call('POST', '/scim/v2/Users', {
      headers: { authorization: `Bearer ${token}`, 'content-type': SCIM },
      json: undefined,
    });
    expect(notJson.status).toBe(400);
    const badPath = await scim('PATCH', `/Users/${owner.userId}`, {
      Operations: [{ op: 'replace', path: 'roles', value: 'admin' }],
    });
    // An administrator is changed in the portal, not through SCIM.
    expect(badPath.status).toBe(403);
    const [me] = await p.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(me.isEnable).toBe(true);
    const admins = await scim('DELETE', `/Users/${owner.userId}`);
    expect(admins.status).toBe(403);
    expect(admins.body.schemas).toEqual([ERROR]);
  });

  it('SEC-04 refuses the token once SCIM is turned off', async () => {
    await owner.put(`/svc/auth/v2/accounts/${owner.accountId}`, { scimEnabled: false });
    expect((await scim('GET', '/Users')).status).toBe(401);
  });
});
