// `npm run bench -- pglite`: what a test file pays for its database. Each variant runs in fresh
// processes, as vitest's workers do: the seeded template loaded from a Blob or from its bytes, with
// V8's default wasm tiering or baseline only (--liftoff-only), then 300 queries. Medians of 3.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

interface Figures {
  loadMs: number;
  queriesMs: number;
  cpuMs: number;
}

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-pglite-'));
  try {
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedDemo(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    const child = new URL('./pgliteChild.ts', import.meta.url).pathname;
    console.log('PGlite per test file (fresh process; medians of 3):');
    for (const flags of [[], ['--liftoff-only']])
      for (const how of ['blob', 'bytes']) {
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const out = execFileSync(process.execPath, [...flags, '--import', 'tsx', child, file, how]);
          runs.push(JSON.parse(out.toString().trim().split('\n').at(-1)!) as Figures);
        }
        const m = (k: keyof Figures) => Math.round(median(runs.map((r) => r[k])));
        console.log(
          `  ${(flags[0] ?? 'default tiering').padEnd(16)} template from ${how.padEnd(5)}: load ${m('loadMs')} ms, 300 queries ${m('queriesMs')} ms, process CPU ${m('cpuMs')} ms`,
        );
      }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
