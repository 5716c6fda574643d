// A users page answered from the list cache (server/http/listCache.ts) is the page the data
// gives at that moment: every write moves the list's version in the database, whoever makes it —
// a route, a bulk task, another server writing to the same database (here: SQL straight to the
// tables). A repeated read sends no list query.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensions, users } from '../../server/db/schema';
import { createListCache } from '../../server/http/listCache';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let token: string;
let acme: number;
let recording: string[] | undefined;
const admin = demo('account administrator');

interface Page {
  total: number;
  items: { userId: number; lastName: string; loginName: string; extensions: { extensionNumber: string }[] }[];
}

beforeAll(async () => {
  p = await startPlatform({}, { logger: { logQuery: (query) => recording?.push(query) } });
  token = (await p.signIn(admin.loginName, admin.password)).access_token;
  acme = (await (await p.call('GET', '/svc/users/v3/users/self', { token })).json()).account_id;
});
afterAll(() => p.close());

const page = async () => {
  recording = [];
  const res = await p.call(
    'GET',
    `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=750&sortField=lastName`,
    {
      token,
    },
  );
  const sent = recording;
  recording = undefined;
  expect(res.status).toBe(200);
  return { body: (await res.json()) as Page, statements: sent.filter((q) => /^\s*(select|with)\b/i.test(q)) };
};
const byLogin = (body: Page, login: string) => body.items.find((u) => u.loginName === login);

describe('users list answers follow every write (REQ-11)', () => {
  it('REQ-11 a repeated read is answered without the list query, with the same page', async () => {
    const first = await page();
    const again = await page();
    expect(again.body).toEqual(first.body);
    expect(first.statements.some((q) => /with page as/.test(q))).toBe(true);
    expect(again.statements.some((q) => /with page as/.test(q))).toBe(false);
    expect(again.statements).toHaveLength(2); // the caller (token, session, permissions), the list's version
  });

  it('REQ-11 a user created through the API is on the next page read', async () => {
    const before = (await page()).body;
    const res = await p.call('POST', `/svc/ucaas/api/ucaas/account/${acme}/users`, {
      token,
      json: {
        firstName: 'Nia',
        lastName: 'Okafor',
        email: 'nia.cache@acme.example',
        loginName: 'nia.cache@acme.example',
      },
    });
    expect(res.status).toBe(201);
    const after = (await page()).body;
    expect(after.total).toBe(before.total + 1);
    expect(byLogin(after, 'nia.cache@acme.example')?.lastName).toBe('Okafor');
  });

  it('REQ-11 writes straight to the tables (another server, a bulk task) show at once: rename, extension added, renumbered, moved, deleted', async () => {
    const { db } = p.database;
    await page();
    await db
      .update(users)
      .set({ lastName: 'Okafor-Renamed' })
      .where(eq(users.loginName, 'nia.cache@acme.example'));
    const renamed = byLogin((await page()).body, 'nia.cache@acme.example')!;
    expect(renamed.lastName).toBe('Okafor-Renamed');

    await db.insert(extensions).values({
      accountId: acme,
      userId: renamed.userId,
      extensionNumber: '7771',
      extensionType: 'Extension',
      servicePlan: 'Standard',
      userName: 'Nia Okafor',
    });
    expect(
      byLogin((await page()).body, 'nia.cache@acme.example')?.extensions.map((e) => e.extensionNumber),
    ).toContain('7771');
    await db
      .update(extensions)
      .set({ extensionNumber: '7772' })
      .where(and(eq(extensions.accountId, acme), eq(extensions.extensionNumber, '7771')));
    expect(
      byLogin((await page()).body, 'nia.cache@acme.example')?.extensions.map((e) => e.extensionNumber),
    ).toEqual(['7772']);
    // Given to a colleague: it leaves one user's row and joins the other's.
    const colleague = (await page()).body.items.find((u) => u.userId !== renamed.userId)!;
    await db
      .update(extensions)
      .set({ userId: colleague.userId })
      .where(and(eq(extensions.accountId, acme), eq(extensions.extensionNumber, '7772')));
    const moved = (await page()).body;
    expect(byLogin(moved, 'nia.cache@acme.example')?.extensions).toEqual([]);
    expect(byLogin(moved, colleague.loginName)?.extensions.map((e) => e.extensionNumber)).toContain('7772');

    const total = (await page()).body.total;
    await db.delete(extensions).where(eq(extensions.userId, renamed.userId));
    await db.delete(users).where(eq(users.id, renamed.userId));
    const after = (await page()).body;
    expect(after.total).toBe(total - 1);
    expect(byLogin(after, 'nia.cache@acme.example')).toBeUndefined();
  });

  it('REQ-11 a write to another account leaves this account’s version, and answer, alone', async () => {
    await page();
    const [other] = await p.database.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(ne(users.accountId, acme))
      .limit(1);
    const otherId = other.accountId;
    expect(otherId).toBeGreaterThan(0);
    await p.database.db.update(users).set({ firstName: 'Elsewhere' }).where(eq(users.accountId, otherId));
    const again = await page();
    expect(again.statements.some((q) => /with page as/.test(q))).toBe(false);
  });

  it('keeps at most its limit of answers, the least recently used going first', async () => {
    const cache = createListCache({ entries: 2 });
    let computed = 0;
    const read = (q: string) =>
      cache.answer(p.database.db, acme, 'users', q, async () => {
        computed++;
        return JSON.stringify({ q });
      });
    await read('a');
    await read('b');
    await read('a'); // a is now the most recent
    await read('c'); // b goes
    expect(computed).toBe(3);
    await read('a');
    expect(computed).toBe(3);
    await read('b');
    expect(computed).toBe(4);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 4, entries: 2 });
  });

  it('lets go of an account’s older answers as soon as its list changes, and of no other account’s', async () => {
    const cache = createListCache();
    const read = (account: number, q: string) =>
      cache.answer(p.database.db, account, 'users', q, async () => JSON.stringify({ account, q }));
    const [other] = await p.database.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(ne(users.accountId, acme))
      .limit(1);
    await read(acme, 'a');
    await read(acme, 'b');
    await read(other.accountId, 'a');
    expect(cache.stats().entries).toBe(3);
    await p.database.db
      .update(users)
      .set({ firstName: 'Nia' })
      .where(eq(users.loginName, 'admin@acme.example'));
    await read(acme, 'a');
    expect(cache.stats()).toMatchObject({ misses: 4, entries: 2 }); // acme's new 'a' and the other account's
    await read(other.accountId, 'a');
    expect(cache.stats()).toMatchObject({ hits: 1, entries: 2 });
  });
});
