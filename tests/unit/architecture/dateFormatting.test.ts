// Every screen shows dates and times through the formatters (src/ui/format; decisions 0087 and
// 0116), in the account's locale and the clock the account or the user chose: a screen that
// formats a date by hand (toLocaleString and its kin, toUTCString, toDateString) reads in the
// browser's locale and clock instead. The sign-in page alone keeps the browser's locale: it knows
// no account yet, and its chunk carries no formatter (decision 0087).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const BY_HAND =
  /\.(toLocaleString|toLocaleDateString|toLocaleTimeString|toUTCString|toDateString|toTimeString)\(|new Intl\.DateTimeFormat\(/;
// reportFilters names today's day (yyyy-mm-dd) in the account's zone for a query, and shows nothing.
const ALLOWED = new Set(['src/screens/signin/SignInView.tsx', 'src/screens/reports/reportFilters.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

describe('dates on screens', () => {
  it('CFG-02 no screen formats a date or a time by hand: they use the formatters of src/ui/format', () => {
    const all = [...files(join(ROOT, 'src/screens')), ...files(join(ROOT, 'src/app'))];
    const found = all
      .map((file) => relative(ROOT, file))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => BY_HAND.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(all.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
