// Graceful shutdown on a real node server (decision 0080): requests in flight finish, new
// connections are refused, /ready says 503 meanwhile, then the work stops and the database
// closes, in that order.
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { shutdown } from '../../server/shutdown';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform | undefined;
afterEach(async () => {
  // shutdown closed the database already when it ran to the end.
  await p?.close().catch(() => {});
});

/** A gate a request waits at: `entered` resolves when it arrives, `open()` lets it answer. */
function gate() {
  let open!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  const arrived = new Promise<void>((r) => {
    entered = r;
  });
  return { open, entered, opened, arrived };
}

/** The platform on a real port, plus GET /slow that answers once its gate opens. */
async function serveWithSlowRoute(platform: TestPlatform, slow: ReturnType<typeof gate>) {
  const server = serve({
    fetch: async (request, env) => {
      if (new URL(request.url).pathname !== '/slow') return platform.app.fetch(request, env);
      slow.entered();
      await slow.opened;
      return new Response('finished', { status: 200 });
    },
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return { server, port, url: `http://127.0.0.1:${port}` };
}

/** Opens a new TCP connection (never a pooled one): 'connected', or the error's code. */
const connectionTo = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new connections, then stops the work and closes the database', async () => {
    p = await startPlatform();
    const platform = p;
    const slow = gate();
    const { server, port, url } = await serveWithSlowRoute(platform, slow);
    expect((await fetch(`${url}/ready`)).status).toBe(200);
    expect(await connectionTo(port)).toBe('connected');
    const steps: string[] = [];
    const inFlight = fetch(`${url}/slow`);
    await slow.arrived;

    const stopped = shutdown({
      server,
      platform,
      database: {
        close: async () => {
          steps.push('database closed');
          await platform.database.close();
        },
      },
      stopWork: async () => {
        steps.push('work stopped');
      },
    });
    // Draining: not ready, no new connections, and nothing stopped under the running request.
    const ready = await platform.app.request('/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ reason: 'shutting down' });
    expect(await connectionTo(port)).toBe('ECONNREFUSED');
    expect(steps).toEqual([]);

    slow.open();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('finished');
    expect(await stopped).toBe('drained');
    expect(steps).toEqual(['work stopped', 'database closed']);
    expect(server.listening).toBe(false);
  });

  it('cuts a request still running at the cap, and still stops the work and closes the database', async () => {
    p = await startPlatform();
    const platform = p;
    const slow = gate();
    const { server, url } = await serveWithSlowRoute(platform, slow);
    const inFlight = fetch(`${url}/slow`);
    await slow.arrived;
    const steps: string[] = [];
    const how = await shutdown({
      server,
      platform,
      database: { close: async () => void steps.push('database closed') },
      stopWork: async () => void steps.push('work stopped'),
      graceMs: 200,
    });
    expect(how).toBe('cut');
    await expect(inFlight).rejects.toThrow();
    expect(steps).toEqual(['work stopped', 'database closed']);
    slow.open();
  });
});
