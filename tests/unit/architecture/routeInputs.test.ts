// The areas' handlers read their body and query only as their route's schemas parsed them
// (decision 0071): a handler reading the raw request would take what the reference does not
// describe and the property tests do not try.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const RAW_READS = /c\.req\.(query|queries|json|parseBody|formData|text)\(|\b(jsonObject|formFields)\(/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('route inputs', () => {
  it('no handler of an area reads the raw body or query', () => {
    const found = files(join(ROOT, 'server/areas')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RAW_READS)].map((m) => `${relative(ROOT, file)}: ${m[0]}`),
    );
    expect(files(join(ROOT, 'server/areas')).length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
