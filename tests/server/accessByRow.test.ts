// Access declared on a row (decision 0075): a route names the table its row comes from and the
// path parameter holding its id; the access check loads the row once (one SELECT), decides the
// tenant from the row's account (decision 0016: out of reach answers 404, as a row that does not
// exist, and leaves a refusal event), and hands the row to the handler, which never reads it again.
import { and, asc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRows, userRows } from '../../server/auth/rows';
import { auditEvents, extensions, users } from '../../server/db/schema';
import { handleError } from '../../server/http/errors';
import { secureRouter } from '../../server/http/secureRouter';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let recording: string[] | undefined;
let admin: Caller;
let partner: Caller;
/** A user and an extension of the administrator's account, and of another tenant's. */
let own: { userId: number; extensionId: number };
let foreign: { userId: number; extensionId: number; accountId: number };

/** Routes declared on rows, mounted on their own app over the platform's database. */
const ran: unknown[] = [];
let probe: Hono;

beforeAll(async () => {
  p = await startPlatform({}, { logger: { logQuery: (query) => recording?.push(query) } });
  const who = callers(p);
  admin = await who.as('account administrator');
  partner = await who.as('partner super user');
  const db = p.database.db;
  const [ownExtension] = await db
    .select({ id: extensions.id })
    .from(extensions)
    .where(eq(extensions.accountId, admin.accountId))
    .orderBy(asc(extensions.id))
    .limit(1);
  own = { userId: admin.userId, extensionId: ownExtension.id };
  const [other] = await db
    .select({ id: extensions.id, accountId: extensions.accountId, userId: extensions.userId })
    .from(extensions)
    .where(and(ne(extensions.accountId, admin.accountId)))
    .orderBy(asc(extensions.id))
    .limit(1);
  const [otherUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountId, other.accountId))
    .limit(1);
  foreign = { userId: otherUser.id, extensionId: other.id, accountId: other.accountId };

  const deps = { db, config: p.config, now: () => p.clock.now };
  const extensionRows = tableRows('extension', extensions);
  const router = secureRouter(deps)
    .get(
      '/probe/user/:userId',
      { catalogue: [], permission: 'read:users', account: { row: userRows, param: 'userId' } },
      (c, { row }) => {
        ran.push(row);
        // Typed as the users table's row: its columns, no cast.
        return c.json({ id: row.id, loginName: row.loginName, acting: c.get('actingAccountId') });
      },
    )
    .get(
      '/probe/extension/:extensionId',
      { catalogue: [], permission: 'read:extensions', account: { row: extensionRows, param: 'extensionId' } },
      (c, { row }) => {
        ran.push(row);
        return c.json({ id: row.id, extensionNumber: row.extensionNumber });
      },
    )
    .get(
      '/probe/account/:accountId/user/:userId',
      { catalogue: [], permission: 'read:users', account: 'user' },
      (c, { row }) => {
        ran.push(row);
        return c.json({ id: row.id });
      },
    );
  probe = new Hono();
  probe.onError(handleError);
  probe.route('/', router.hono);
});
afterAll(() => p.close());

/** Calls a probe route as a caller; the statements it sent and whether its handler ran. */
async function probeCall(caller: Caller, path: string) {
  ran.length = 0;
  recording = [];
  const res = await probe.request(path, { headers: { authorization: `Bearer ${caller.token}` } });
  const statements = recording;
  recording = undefined;
  return { status: res.status, body: await res.json(), statements, handled: ran.length > 0, row: ran[0] };
}

/** The SELECTs of one table's rows by id that a request sent. */
const readsOf = (statements: string[], table: string) =>
  statements.filter((s) =>
    new RegExp(`^select .* from "${table}" where \\(?"${table}"."id" = \\$1`, 's').test(s),
  );

describe('a route declared on a row (decision 0075)', () => {
  it('hands the handler the row the access check loaded: one SELECT of it, acting on its account', async () => {
    const res = await probeCall(admin, `/probe/user/${own.userId}`);
    expect(res.status).toBe(200);
    expect(res.handled).toBe(true);
    expect(res.row).toMatchObject({ id: own.userId, accountId: admin.accountId });
    expect(res.body.acting).toBe(admin.accountId);
    expect(readsOf(res.statements, 'users')).toHaveLength(1);
  });

  it('ROLE-07 a row of another tenant answers 404, as one that does not exist, and its handler never runs', async () => {
    const before = await refusals();
    for (const path of [
      `/probe/user/${foreign.userId}`,
      `/probe/extension/${foreign.extensionId}`,
      '/probe/user/999999999',
      '/probe/user/not-a-number',
      `/probe/account/${foreign.accountId}/user/${own.userId}`,
    ]) {
      const res = await probeCall(admin, path);
      expect(res.status, path).toBe(404);
      expect(res.handled, path).toBe(false);
      expect(res.body.message, path).toMatch(/^(User|Extension) not found$/);
    }
    // Each refusal by the checks leaves one access-control event.
    expect((await refusals()) - before).toBe(5);
  });

  it('works the same on any table: an extension, by its own id parameter', async () => {
    const res = await probeCall(admin, `/probe/extension/${own.extensionId}`);
    expect(res.status).toBe(200);
    expect(res.row).toMatchObject({ id: own.extensionId, accountId: admin.accountId });
    expect(readsOf(res.statements, 'extensions')).toHaveLength(1);
    expect(readsOf(res.statements, 'users')).toHaveLength(0);
  });

  it('ROLE-07 a parent reaches the rows of the accounts below it, and acts on the row’s account', async () => {
    const [child] = await p.database.db
      .select({ id: users.id, accountId: users.accountId })
      .from(users)
      .where(eq(users.id, admin.userId));
    const res = await probeCall(partner, `/probe/user/${child.id}`);
    // The administrator's account is below the partner's in the demo tree.
    expect(res.status).toBe(200);
    expect(res.body.acting).toBe(child.accountId);
  });

  it('a path that also names an account takes only that account’s rows', async () => {
    expect((await probeCall(admin, `/probe/account/${admin.accountId}/user/${own.userId}`)).status).toBe(200);
  });
});

describe('the users and extensions routes declared on their rows', () => {
  const statementsOf = async (caller: Caller, method: string, path: string, json?: unknown) => {
    recording = [];
    const res = await caller.call(method, path, json);
    const statements = recording;
    recording = undefined;
    return { ...res, statements };
  };

  it('a user’s page reads the user once', async () => {
    for (const path of [
      `/svc/ucaas/api/ucaas/v4/user/${own.userId}`,
      `/svc/ucaas/api/ucaas/user/${own.userId}/phonebookRecord`,
      `/svc/ucaas/api/ucaas/user/${own.userId}/security/settings`,
      `/svc/users/v3/users/${own.userId}`,
    ]) {
      const res = await statementsOf(admin, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(readsOf(res.statements, 'users'), path).toHaveLength(1);
    }
  });

  it('USER-07 an extension is read once by its access check; another tenant’s answers 404 and is not changed', async () => {
    const path = `/svc/ucaas/api/ucaas/extension/${own.extensionId}`;
    const res = await statementsOf(admin, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.body.deviceKitId).toBe(own.extensionId);
    expect(res.statements.filter((s) => /from "extensions"/.test(s))).toHaveLength(1);

    const [before] = await p.database.db
      .select()
      .from(extensions)
      .where(eq(extensions.id, foreign.extensionId));
    const foreignPath = `/svc/ucaas/api/ucaas/extension/${foreign.extensionId}`;
    expect((await admin.get(foreignPath)).status).toBe(404);
    const change = await admin.put(foreignPath, { userName: 'Not yours' });
    expect(change.status).toBe(404);
    const [after] = await p.database.db
      .select()
      .from(extensions)
      .where(eq(extensions.id, foreign.extensionId));
    expect(after).toEqual(before);
  });

  it('the extension routes declare their row in the route table and the reference', async () => {
    const route = p.routes.find((r) => r.method === 'put' && r.path === '/api/ucaas/extension/:deviceKitId')!;
    expect('permission' in route.access && route.access.account).toMatchObject({
      row: { name: 'extension', table: 'extensions' },
      param: 'deviceKitId',
    });
  });
});

async function refusals(): Promise<number> {
  const rows = await p.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(eq(auditEvents.eventKind, 7));
  return rows.length;
}
