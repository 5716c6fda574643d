// Every schema the portal builds takes z from src/domain/schemas/zod.ts, which turns zod's
// compiled parsers off before any schema exists (decision 0051): a module importing 'zod' itself
// could be the first to build one, and zod's `new Function` check is a CSP violation in the browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const THE_ONE = 'src/domain/schemas/zod.ts';
/** A value import of zod (a type-only import builds nothing). */
const VALUE_IMPORT = /^import(?!\s+type\b)[^;]*from\s+['"]zod(\/[^'"]*)?['"]/m;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

describe('zod imports', () => {
  it('the portal and the areas take z from the one module that configures it', () => {
    const all = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'server/areas'))];
    const found = all
      .filter((file) => relative(ROOT, file) !== THE_ONE)
      .filter((file) => VALUE_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(all.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
