// One short-lived process as a test file is one: loads the seeded template into PGlite and runs
// the queries a test file runs. Prints its figures as one JSON line for pgliteBench.ts.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { templateSource } from '../support/templateSource';

const [file, how] = process.argv.slice(2);
const bytes = readFileSync(file);
const started = performance.now();
const db = await PGlite.create({
  loadDataDir: how === 'blob' ? new Blob([bytes]) : templateSource(bytes),
});
const loaded = performance.now();
for (let i = 0; i < 300; i++)
  await db.query(
    'select count(*) from users u join accounts a on a.id = u.account_id where u.login_name like $1',
    [`%${i % 10}%`],
  );
const queried = performance.now();
await db.close();
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    loadMs: loaded - started,
    queriesMs: queried - loaded,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
