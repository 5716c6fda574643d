// A platform server for end-to-end tests: the shared one (serverSetup.ts), or a second one for a
// test file that needs its own settings (e.g. a short session). Each gets
// a free port and a fresh data folder seeded with the demo.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export interface OwnServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `seed`: arguments of `npm run seed` run on the fresh data folder before the server starts
 * (e.g. `['--large', '--scale', '0.005']` for a large account of 500 numbers).
 */
export async function startOwnServer(
  env: Record<string, string>,
  options: { seed?: string[] } = {},
): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-own-'));
  if (options.seed) {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts', ...options.seed], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}${seeded.stderr}`);
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SWITCHBOARD_DEMO: 'on', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = `http://localhost:${port}`;
  // Ready when the server says so (it prints the line once it listens); a start that fails or
  // hangs is reported with what it printed.
  await new Promise<void>((resolve, reject) => {
    const giveUp = AbortSignal.timeout(90_000);
    giveUp.addEventListener('abort', () => reject(new Error(`server did not start in time:\n${output}`)));
    const read = (d: Buffer) => {
      output += d;
      if (output.includes('Switchboard is running at')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => reject(new Error(`server exited early:\n${output}`)));
  });
  if (!(await fetch(`${baseUrl}/health`)).ok) throw new Error(`server is not healthy:\n${output}`);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
