// Request bodies over a real HTTP server with keep-alive (ERR-02): the whole API refuses a body
// over its limit with 413, larger only for the bulk import; a refused or ignored body does not
// break the connection for the next request.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let server: ReturnType<typeof serve>;
let port: number;
let agent: Agent;
let token: string;
let accountId: number;
const admin = demo('account administrator');

beforeAll(async () => {
  p = await startPlatform();
  token = (await p.signIn(admin.loginName, admin.password)).access_token;
  const [me] = await p.database.db.select().from(users).where(eq(users.loginName, admin.loginName));
  accountId = me.accountId;
  server = serve({ fetch: p.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
  // One socket, kept alive: the second request must travel on the connection the first used.
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
  await p.close();
});

interface Answer {
  status: number;
  body: string;
  socket: unknown;
}

function send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (ch: Buffer) => chunks.push(ch));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          socket: req.socket,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const MB = 1024 * 1024;

describe('request body limits (ERR-02)', () => {
  it('ERR-02 a body over the limit on a route that ignores its body answers 413, and the next request on the connection works', async () => {
    const big = Buffer.alloc(2 * MB, 'a');
    const first = await send('POST', '/svc/auth/v1/sessions/keep-alive', big, {
      'content-type': 'application/octet-stream',
    });
    expect(first.status).toBe(413);
    expect(JSON.parse(first.body)).toMatchObject({ status: 413, code: 'payload_too_large' });
    const next = await send('GET', '/health');
    expect(next.status).toBe(200);
  });

  it('ERR-02 a 1 MB body that a route answers without reading leaves the connection usable', async () => {
    for (const size of [100_000, 1_000_000])
      for (const path of ['/health', '/wgConfig.json', '/svc/auth/v1/sessions/keep-alive', '/svc/none']) {
        const ignored = Buffer.alloc(size, 'a');
        const first = await send('POST', path, ignored, { 'content-type': 'application/octet-stream' });
        expect(first.status, path).toBeLessThan(500);
        const next = await send('GET', '/health');
        expect(next.status, path).toBe(200);
        expect(next.socket, path).toBe(first.socket);
      }
  });

  it('ERR-02 the API takes at most 1 MiB, the bulk import up to 10 MiB', async () => {
    const justOver = `{"name":"${'n'.repeat(MB)}"}`;
    const refused = await send('POST', `/svc/ucaas/api/ucaas/user/1/phonebookRecord`, justOver, {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    });
    expect(refused.status).toBe(413);
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      firstName: 'Import',
      lastName: `Row ${i}`,
      email: `row${i}@example.invalid`,
      loginName: `row${i}@example.invalid`,
      rowNumber: i + 1,
    }));
    const importBody = JSON.stringify({ users: rows });
    expect(importBody.length).toBeGreaterThan(MB);
    const bulk = await send('POST', `/svc/appserver/rest/account/${accountId}/users/bulkCreate`, importBody, {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    });
    // Past the size check: refused for what it says (more rows than one call takes), not its size.
    expect(bulk.status).toBe(400);
    expect(JSON.parse(bulk.body)).toMatchObject({ errors: [{ field: 'users' }] });
  });
});
