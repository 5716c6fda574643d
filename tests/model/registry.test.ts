// The registry lists every machine: the gallery, the exporter and the coverage report read it,
// so a machine missing from it would be missing from all three. The requirement ids it names are
// the ones its test file proves: the ids in that file's test titles.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/registry';

const root = join(import.meta.dirname, '../..');

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return machineFiles(p);
    return /Machine\.ts$/.test(e.name) ? [relative(root, p).split('\\').join('/')] : [];
  });
}

const ID = /\b[A-Z]+-\d{2}\b/g;

/** The requirement ids named in the titles of a test file's it(...) and it.each(...)(...) calls. */
function idsInTitles(text: string): Set<string> {
  const titles = [...text.matchAll(/\bit(?:\.each\([\s\S]*?\)\))?\(\s*[`'"]([^`'"]*)/g)].map((t) => t[1]);
  return new Set(titles.flatMap((t) => t.match(ID) ?? []));
}

describe('machine registry', () => {
  it('every machines/**/*Machine.ts file is registered', () => {
    const registered = new Set(MACHINES.map((m) => m.source));
    expect(machineFiles(join(root, 'machines')).filter((f) => !registered.has(f))).toEqual([]);
  });

  it.each(MACHINES.map((m) => [m.id, m] as const))(
    '%s names its id, source and requirements',
    async (_id, m) => {
      expect(m.machine.id).toBe(m.id);
      expect(new Set(MACHINES.map((x) => x.id)).size).toBe(MACHINES.length);
      expect(existsSync(join(root, m.source))).toBe(true);
      const mod = (await import(join(root, m.source))) as Record<string, unknown>;
      expect(Object.values(mod)).toContain(m.machine);
      expect(m.requirements.length).toBeGreaterThan(0);
      for (const r of m.requirements) expect(r).toMatch(/^[A-Z]+-\d{2}$/);
    },
  );

  it.each(MACHINES.map((m) => [m.id, m] as const))(
    '%s: its test file checks its generated paths, and its test titles name exactly its requirements',
    async (_id, m) => {
      const file = join(root, 'tests/model', `${basename(m.source, '.ts')}.test.ts`);
      expect(existsSync(file), relative(root, file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      const mod = (await import(join(root, m.source))) as Record<string, unknown>;
      const name = Object.keys(mod).find((k) => mod[k] === m.machine);
      const call = new RegExp(
        `checkGeneratedPaths\\(\\{\\s*machine: ${name},[^]*?requirements: \\[([^\\]]*)\\]`,
      ).exec(text);
      expect(
        call,
        `checkGeneratedPaths({ machine: ${name}, ... }) in ${relative(root, file)}`,
      ).not.toBeNull();
      // The gate's title is built from the call's requirements: they are titles too.
      const named = new Set([...idsInTitles(text), ...(call![1].match(ID) ?? [])]);
      expect([...named].sort()).toEqual([...m.requirements].sort());
    },
  );
});
