// What a new administrator tripped over in the users and extensions calls: a taken extension on
// the single create, the numeric order of extension numbers, and the default extension's name
// after a rename.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensions, users } from '../../server/db/schema';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let token: string;
let acme: number;

const ADMIN = demo('account administrator');
const call = async (method: string, path: string, json?: unknown) => {
  const res = await p.call(method, path, { token, json });
  return { status: res.status, body: await res.json() };
};
const person = (login: string, firstName = 'Nia', lastName = 'Okafor') => ({
  firstName,
  lastName,
  email: login,
  loginName: login,
});
const createWithExtension = (login: string, extension?: string) =>
  call('POST', `/svc/appserver/rest/account/${acme}/userWithExtension`, {
    user: person(login),
    assignments: extension ? { extension } : {},
  });
const listNumbers = async (query: string) => {
  const r = await call('GET', `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?${query}`);
  expect(r.status).toBe(200);
  return (r.body.phoneSystemExtension as { extension: string }[]).map((e) => e.extension);
};

beforeAll(async () => {
  p = await startPlatform();
  token = (await p.signIn(ADMIN.loginName, ADMIN.password)).access_token;
  acme = (await call('GET', '/svc/users/v3/users/self')).body.account_id;
  // Extensions 1001–1003 beside the demo's 101–1xx, as the Add user page makes them.
  for (const login of ['ext.one@acme.example', 'ext.two@acme.example', 'ext.three@acme.example'])
    expect((await createWithExtension(login)).status).toBe(201);
});
afterAll(() => p.close());

describe('creating a user with a taken extension (USER-08)', () => {
  it('USER-08 answers 400 naming the extension in the body (assignments.extension) and writes nothing', async () => {
    const r = await createWithExtension('taken.ext@acme.example', '101');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { field: 'assignments.extension', message: 'Extension 101 is already in use.' },
    ]);
    const left = await p.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, 'taken.ext@acme.example'));
    expect(left).toEqual([]);
  });

  it('USER-08 a clash the check could not see (two creates at once) is the same 400, with nothing half-created', async () => {
    // Both creates pass the check before either writes; the unique index refuses the second.
    const [a, b] = await Promise.all([
      createWithExtension('race.one@acme.example', '4343'),
      createWithExtension('race.two@acme.example', '4343'),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 400]);
    const refused = a.status === 400 ? a : b;
    expect(refused.body.errors).toEqual([
      { field: 'assignments.extension', message: 'Extension 4343 is already in use.' },
    ]);
    const created = await p.database.db
      .select({ login: users.loginName })
      .from(users)
      .where(and(eq(users.accountId, acme)));
    const logins = created.map((u) => u.login);
    expect(logins.filter((l) => l.startsWith('race.'))).toHaveLength(1);
  });
});

describe('extension order (REQ-11)', () => {
  it('REQ-11 extension numbers sort as numbers, both ways and across pages', async () => {
    const all = await listNumbers('fetchAll=true&sortField=extension&sortDirection=ASC');
    const numeric = all.map(Number);
    expect(numeric).toEqual([...numeric].sort((x, y) => x - y));
    expect(all.indexOf('101')).toBeLessThan(all.indexOf('1001'));
    const desc = await listNumbers('fetchAll=true&sortField=extension&sortDirection=DESC');
    expect(desc).toEqual([...all].reverse());
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 5)
      pages.push(...(await listNumbers(`_pageSize=5&_offset=${offset}&sortField=extension`)));
    expect(pages).toEqual(all);
  });
});

describe('renaming a user (USER-01)', () => {
  it('USER-01 renaming a user renames their default extension', async () => {
    const created = await createWithExtension('to.rename@acme.example');
    const { userId } = created.body;
    const r = await call('PUT', `/svc/ucaas/api/ucaas/v4/user/${userId}`, {
      firstName: 'Nadia',
      lastName: 'Okafor-Reyes',
    });
    expect(r.status).toBe(200);
    const ext = await call('GET', `/svc/ucaas/api/ucaas/extension/${created.body.extensions[0].extensionId}`);
    expect(ext.body.userName).toBe('Nadia Okafor-Reyes');
    const [row] = await p.database.db.select().from(extensions).where(eq(extensions.userId, userId));
    expect(row.userName).toBe('Nadia Okafor-Reyes');
  });

  it('USER-01 an update that leaves the name alone leaves the extension’s name alone', async () => {
    const created = await createWithExtension('keep.name@acme.example');
    const extensionId = created.body.extensions[0].extensionId;
    expect(
      (await call('PUT', `/svc/ucaas/api/ucaas/extension/${extensionId}`, { userName: 'Front Desk' })).status,
    ).toBe(200);
    await call('PUT', `/svc/ucaas/api/ucaas/v4/user/${created.body.userId}`, {
      email: 'keep.name2@acme.example',
    });
    const ext = await call('GET', `/svc/ucaas/api/ucaas/extension/${extensionId}`);
    expect(ext.body.userName).toBe('Front Desk');
  });
});
