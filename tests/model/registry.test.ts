// The registry lists every machine: the gallery, the exporter and the coverage report read it,
// so a machine missing from it would be missing from all three.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
      const spec = join(root, '../shared/spec/REQUIREMENTS.md');
      if (existsSync(spec)) {
        const text = readFileSync(spec, 'utf8');
        for (const r of m.requirements) expect(text, `${r} in REQUIREMENTS.md`).toContain(`- ${r} `);
      }
    },
  );
});
