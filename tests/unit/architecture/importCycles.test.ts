// No file of the portal, the machines or the platform imports itself back through others (types
// included): a circle ties modules that are meant to be read, tested and split apart one by one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'machines', 'server'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files a file imports by a relative path: static, type-only and dynamic imports alike. */
function importsOf(file: string, text: string): string[] {
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = normalize(join(dirname(file), spec));
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    return found ? [found] : [];
  });
}

/** The circles of a graph: its strongly connected parts of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('finds a circle where there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      importsOf(
        join(ROOT, 'src/x.ts'),
        "import type { A } from './app/navigation';\nconst l = () => import('./app/pages');",
      ),
    ).toEqual([join(ROOT, 'src/app/navigation.ts'), join(ROOT, 'src/app/pages.tsx')]);
  });

  it('no file imports itself back through others, types included', () => {
    const files = FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f)));
    const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
    expect(files.length).toBeGreaterThan(100);
    const named = circles(graph).map((part) => part.map((f) => relative(ROOT, f)));
    expect(named).toEqual([]);
  });
});
