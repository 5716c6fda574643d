// `npm start` runs this first: builds the portal only when its sources changed since the last
// build (a hash of their contents is kept in dist/.sources-hash), so a restart takes a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];
const STAMP = join('dist', '.sources-hash');

function addTree(hash: ReturnType<typeof createHash>, path: string) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) addTree(hash, join(path, name));
    return;
  }
  hash.update(path).update('\0').update(readFileSync(path)).update('\0');
}

export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const path of SOURCES) addTree(hash, path);
  return hash.digest('hex');
}

const current = sourcesHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built === current && existsSync(join('dist', 'index.html'))) {
  console.log('The portal is up to date (dist/); skipping the build.');
} else {
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${current}\n`);
}
