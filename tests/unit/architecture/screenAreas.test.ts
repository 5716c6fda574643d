// A screen area imports no other area's files (decision 0086): what two areas share lives in
// src/screens/common (views, layout styles), src/app (the bulk task hook and its progress view,
// src/app/tasks), src/ui or src/domain, so that an area can be read, split into its own chunk and
// changed without another area moving under it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCREENS = join(import.meta.dirname, '../../../src/screens');
/** The folder every area may import. */
const SHARED = new Set(['common']);
/**
 * Imports across areas that were there before this rule, each with why it is left; an entry no
 * longer needed fails the test, so the list only shrinks.
 */
const LEFT: Record<string, string> = {
  'accounts → landing': 'the account page shows the landing page’s account summary view',
  'extensions → users': 'the users’ and extensions’ hrefs and role labels (userLabels.ts)',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The area a file of src/screens is in (its first folder), or undefined outside src/screens. */
const areaOf = (path: string) => {
  const rel = relative(SCREENS, path);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
};

/** Each `from` area → `to` area import of src/screens, with the file and what it imports. */
function crossImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files(SCREENS)) {
    const from = areaOf(file)!;
    const text = readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/\bfrom\s+['"](\.[^'"]+)['"]/g),
      ...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
    ].map((m) => m[1]);
    for (const spec of specs) {
      const to = areaOf(normalize(join(dirname(file), spec)));
      if (!to || to === from || SHARED.has(to)) continue;
      const key = `${from} → ${to}`;
      found.set(key, [...(found.get(key) ?? []), `${relative(SCREENS, file)}: ${spec}`]);
    }
  }
  return found;
}

describe('screen areas', () => {
  it('no area imports another area’s files (only src/screens/common, src/app, src/ui, src/domain)', () => {
    const found = crossImports();
    const unexpected = [...found].filter(([key]) => !(key in LEFT)).flatMap(([, where]) => where);
    expect(unexpected).toEqual([]);
    // The devices and users areas share their bulk task parts through src/app/tasks.
    expect(found.has('devices → users')).toBe(false);
    expect(found.has('users → devices')).toBe(false);
  });

  it('every import left across areas is still there (the list only shrinks)', () => {
    const found = crossImports();
    expect(Object.keys(LEFT).filter((key) => !found.has(key))).toEqual([]);
  });
});
