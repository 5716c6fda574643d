// Liveness and readiness (decision 0080): /ready says whether a load balancer may send this server
// requests (database answers, migrations applied, not shutting down); /health only that the
// process runs, whatever the database does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const ready = async (on: TestPlatform) => {
  const res = await on.app.request('/ready');
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
};

describe('readiness', () => {
  it('answers ready without a sign-in when the database answers and every migration is applied', async () => {
    expect(await ready(p)).toEqual({ status: 200, cache: 'no-store', body: { status: 'ready' } });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const last = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const result = await p.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last} returning hash, created_at`,
    );
    const [removed] = (result as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const answer = await ready(p);
      expect(answer.status).toBe(503);
      expect(answer.cache).toBe('no-store');
      expect(answer.body).toEqual({ status: 'unavailable', reason: '1 migration(s) not applied' });
    } finally {
      await p.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.hash}, ${removed.created_at})`,
      );
    }
    expect((await ready(p)).status).toBe(200);
  });

  it('is not ready once shutdown has begun, while health still answers', async () => {
    const other = await p.replica();
    other.lifecycle.shuttingDown = true;
    expect(await ready(other)).toMatchObject({ status: 503, body: { reason: 'shutting down' } });
    expect((await other.app.request('/health')).status).toBe(200);
    expect((await ready(p)).status).toBe(200);
    await other.close();
  });

  it('is not ready when the database does not answer, and health still answers', async () => {
    const cut = await startPlatform();
    await cut.database.close();
    const answer = await ready(cut);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', reason: 'database unreachable or not migrated' });
    const health = await cut.app.request('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });
});
