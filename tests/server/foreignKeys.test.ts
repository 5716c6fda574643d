// The foreign keys (decision 0077): every reference column has one, with the ON DELETE its row
// needs; a deleted user leaves no row behind that names them; the delete preview counts what the
// delete then does; a key that refuses a delete answers 409. Plain SQL only, so that the file
// runs alike on PGlite and on PostgreSQL (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { sqlRows } from '../support/sqlRows';

let p: TestPlatform;
let as: ReturnType<typeof callers>['as'];

beforeAll(async () => {
  p = await startPlatform();
  as = callers(p).as;
});
afterAll(() => p.close());

const rows = <T = Record<string, unknown>>(text: string) => sqlRows<T>(p.database.db, text);

/** Every key of the schema: child table and column, parent table, ON DELETE (c, n, r, a). */
const KEYS_SQL = `
  select child.relname as child, a.attname as col, parent.relname as parent,
         pa.attname as parent_col, c.confdeltype as on_delete
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
   where c.contype = 'f' and child.relnamespace = to_regnamespace(current_schema())`;
type Key = { child: string; col: string; parent: string; parent_col: string; on_delete: string };

/** Rows that name a parent row that does not exist, per key. */
async function orphans(): Promise<string[]> {
  const found: string[] = [];
  for (const k of await rows<Key>(KEYS_SQL)) {
    const [{ n }] = await rows<{ n: number }>(
      `select count(*)::int as n from "${k.child}" c
        where c."${k.col}" is not null
          and not exists (select 1 from "${k.parent}" p where p."${k.parent_col}" = c."${k.col}")`,
    );
    if (Number(n) > 0) found.push(`${k.child}.${k.col}: ${n}`);
  }
  return found;
}

/** Each table's rows as text (one per row), to see which rows a delete removed or changed. */
async function snapshot(): Promise<Map<string, string[]>> {
  const tables = await rows<{ t: string }>(
    `select tablename as t from pg_tables where schemaname = current_schema() order by 1`,
  );
  const out = new Map<string, string[]>();
  for (const { t } of tables) {
    // Written by the call itself: its audit event, the list versions and the numbers' kept
    // counts its triggers move (a freed number is counted as Available, decision 0089).
    const bookkeeping = [
      '__drizzle_migrations',
      'audit_events',
      'list_versions',
      'phone_number_status_counts',
    ];
    if (bookkeeping.includes(t)) continue;
    out.set(
      t,
      (await rows<{ r: string }>(`select row_to_json(x)::text as r from "${t}" x`)).map((r) => r.r),
    );
  }
  return out;
}

/** A demo end user with every kind of row that refers to a user or an extension. */
async function richUser(accountId: number): Promise<number> {
  const [u] = await rows<{ id: number }>(`
    select u.id from users u
     where u.account_id = ${accountId} and u.role_id = 4
       and exists (select 1 from extensions e join devices d on d.extension_id = e.id where e.user_id = u.id)
       and exists (select 1 from extensions e join phone_numbers n on n.extension_id = e.id where e.user_id = u.id)
       and exists (select 1 from call_records r where r.user_id = u.id)
     order by u.id limit 1`);
  expect(u, 'the demo has an end user with devices, numbers and calls').toBeDefined();
  const id = Number(u.id);
  await rows(`insert into phonebook_records (account_id, user_id, name, phone_number)
              values (${accountId}, ${id}, 'Ann', '+14155550100')`);
  await rows(
    `insert into user_security_settings (user_id, account_id, mfa_required) values (${id}, ${accountId}, true)`,
  );
  await rows(`update devices set logged_in_user_id = ${id}
               where id = (select min(id) from devices where account_id = ${accountId})`);
  return id;
}

describe('foreign keys', () => {
  it('every reference column has a key, but the audit trail and a job row’s subject', async () => {
    const keyed = new Set((await rows<Key>(KEYS_SQL)).map((k) => `${k.child}.${k.col}`));
    const columns = await rows<{ t: string; c: string }>(`
      select table_name as t, column_name as c from information_schema.columns
       where table_schema = current_schema() and table_name <> '__drizzle_migrations'
         and (column_name like '%\\_id' or column_name in ('created_by', 'granted_by'))
       order by 1, 2`);
    // Not references to a row: role and status codes, OAuth client ids, SIP ids. The audit trail
    // keeps naming what it is about after it is gone; a job row's subject is in any table; a
    // greeting's (or a recording's) owner is in the table its owner kind names (decision 0092).
    // A secret question is one of the product's fixed list; an assumed role names the session it
    // moved, and stays for the audit after the session has gone (decision 0108). A privilege
    // grant's object is in any table, named by its type id (decision 0118).
    const notRows =
      /^(.*\.role_id|sessions\.assumed_role_id|users\.(user_status_id|secret_question_id)|secret_answers\.question_id|assumed_roles\.session_id|.*\.client_id|.*caller_id|lines\.sip_id|bulk_task_rows\.(user_id|subject_id)|audit_events\..*|sessions\.family_id|(greetings|audio_recordings)\.owner_id|user_privilege_grants\.priv_object_(type_)?id)$/;
    const missing = columns.map((r) => `${r.t}.${r.c}`).filter((c) => !notRows.test(c) && !keyed.has(c));
    expect(missing).toEqual([]);
  });

  it('a key a delete follows has an index, so that the delete does not read the whole child table', async () => {
    const unindexed = await rows<{ key: string }>(`
      select child.relname || '.' || a.attname as key
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.confrelid::regclass::text not in ('accounts')
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
       order by 1`);
    expect(unindexed.map((r) => r.key)).toEqual([]);
  });

  it('USER-08 deleting a user leaves no row that names them; devices and calls stay, numbers are Available', async () => {
    const admin = await as('account administrator');
    const id = await richUser(admin.accountId);
    const numbers = await rows<{ id: number }>(
      `select n.id from phone_numbers n join extensions e on e.id = n.extension_id where e.user_id = ${id}`,
    );
    const r = await admin.delete(`/svc/ucaas/api/ucaas/v4/user/${id}`);
    expect(r.status).toBe(200);
    expect(await orphans()).toEqual([]);
    for (const [table, column] of [
      ['role_memberships', 'user_id'],
      ['contact_numbers', 'user_id'],
      ['extensions', 'user_id'],
      ['phonebook_records', 'user_id'],
      ['user_security_settings', 'user_id'],
      ['sessions', 'user_id'],
      ['auth_tokens', 'user_id'],
      ['devices', 'logged_in_user_id'],
      ['call_records', 'user_id'],
      ['outbox', 'user_id'],
    ])
      expect(await rows(`select 1 from "${table}" where "${column}" = ${id}`), `${table}.${column}`).toEqual(
        [],
      );
    const freed = await rows<{ status: string; extension_id: number | null }>(
      `select status, extension_id from phone_numbers where id in (${numbers.map((n) => n.id).join(',')})`,
    );
    expect(freed.length).toBe(numbers.length);
    expect(freed.every((n) => n.status === 'Available' && n.extension_id === null)).toBe(true);
  });

  it('the delete preview counts exactly the rows the delete then removes and detaches', async () => {
    const admin = await as('account administrator');
    const id = await richUser(admin.accountId);
    const preview = await admin.get(
      `/svc/ucaas/api/ucaas/account/${admin.accountId}/user/${id}/deleteImpact`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.deleted).toMatchObject({ users: 1, extensions: expect.any(Number) });
    expect(preview.body.detached).toMatchObject({
      devices: expect.any(Number),
      phone_numbers: expect.any(Number),
    });
    expect(preview.body.blockedBy).toEqual({});

    const before = await snapshot();
    expect((await admin.delete(`/svc/ucaas/api/ucaas/v4/user/${id}`)).status).toBe(200);
    const after = await snapshot();
    const deleted: Record<string, number> = {};
    const detached: Record<string, number> = {};
    for (const [table, was] of before) {
      const now = new Set(after.get(table));
      const gone = was.filter((r) => !now.has(r)).length;
      const changed = [...now].filter((r) => !was.includes(r)).length;
      if (gone - changed) deleted[table] = gone - changed;
      if (changed) detached[table] = changed;
    }
    expect(preview.body.deleted).toEqual(deleted);
    expect(preview.body.detached).toEqual(detached);
  });

  it('a delete a RESTRICT key refuses answers 409 naming what holds it, and the user stays', async () => {
    const admin = await as('account administrator');
    const [u] = await rows<{ id: number }>(
      `select id from users where account_id = ${admin.accountId} and role_id = 4 order by id desc limit 1`,
    );
    const [child] = await rows<{ id: number }>(
      `select id from accounts where id <> ${admin.accountId} limit 1`,
    );
    await rows(`insert into child_access_grants (account_id, child_account_id, user_id, granted_by, created_at)
                values (${admin.accountId}, ${child.id}, ${admin.userId}, ${u.id}, now())`);
    const preview = await admin.get(
      `/svc/ucaas/api/ucaas/account/${admin.accountId}/user/${u.id}/deleteImpact`,
    );
    expect(preview.body.blockedBy).toEqual({ child_access_grants: 1 });
    const r = await admin.delete(`/svc/ucaas/api/ucaas/v4/user/${u.id}`);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'conflict',
      blockedBy: 'child_access_grants',
      message: expect.stringContaining('child access grants'),
    });
    expect(await rows(`select 1 from users where id = ${u.id}`)).toHaveLength(1);
  });
});
