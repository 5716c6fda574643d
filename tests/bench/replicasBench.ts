// One server against two on one PostgreSQL (issue 15): each replica is its own Node process, as
// behind a load balancer, started with `npm run serve`'s entry on the bench's database. 200
// connections for 60 s read the large account's users pages (50 rows, 4 sorts, every offset),
// spread over the replicas in turn. Printed, never asserted.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import type { Platform } from '../../server/app';
import { benchSignIn } from './usersBench';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Replica {
  url: string;
  child: ChildProcess;
}

async function startReplica(databaseUrl: string): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SWITCHBOARD_DEMO: 'off',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      // The bench is one client address: the per-client limits would measure themselves.
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers /health (a start runs the migrations, already applied here).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`a replica exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopReplica(r: Replica) {
  const exited = new Promise((resolve) => r.child.once('exit', resolve));
  r.child.kill('SIGTERM');
  await exited;
}

export async function benchReplicas(ctx: { platform: Platform; accountId: number; databaseUrl?: string }) {
  if (!ctx.databaseUrl) {
    console.log('replicas: runs on PostgreSQL only (set BENCH_DATABASE_URL); not run');
    return;
  }
  const token = await benchSignIn(ctx.platform);
  const users = (offset: number, sort: string) =>
    `/svc/ucaas/api/ucaas/account/${ctx.accountId}/users?_pageSize=50&_offset=${offset}&sortField=${sort}&sortDirection=ASC`;
  const requests = ['lastName', 'loginName', 'email', 'firstName'].flatMap((sort) =>
    Array.from({ length: 100 }, (_, n) => ({ path: users(n * 50, sort) })),
  );
  const rows: string[] = [];
  for (const count of [1, 2]) {
    const replicas: Replica[] = [];
    try {
      for (let i = 0; i < count; i++) replicas.push(await startReplica(ctx.databaseUrl));
      const result = await autocannon({
        url: replicas.map((r) => r.url),
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}` },
        requests,
      });
      rows.push(
        `${count} replica${count > 1 ? 's' : ''}: ${result.requests.average.toFixed(0)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      );
    } finally {
      for (const r of replicas) await stopReplica(r);
    }
  }
  console.log(
    `users pages over HTTP on one PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each (autocannon, each replica its own process):`,
  );
  for (const row of rows) console.log(`  ${row}`);
}
