// The unit and model tests share their workers' modules (vitest.config.ts, decision 0100): a file
// there that mocks a module, stubs a global, asks for a DOM or starts a platform would leak into
// the files after it. Such a test belongs in a .tsx file or under tests/integration or tests/ui.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SHARED = ['tests/unit', 'tests/model'];
const LEAKS = /vi\.(?:mock|doMock|stubGlobal|stubEnv)\(|startPlatform\(|@vitest-environment/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('tests that share their modules', () => {
  it('mock no module, stub no global, need no DOM and start no platform', () => {
    const files = SHARED.flatMap((dir) => testFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(40);
    const leaking = files
      .filter((f) => f !== import.meta.filename && LEAKS.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(leaking).toEqual([]);
  });
});
