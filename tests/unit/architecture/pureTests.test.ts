// The unit and model tests, and most server tests, share their workers' modules (vitest.config.ts,
// tests/support/testProjects.ts, decision 0100): a file there that mocks a module, stubs a global
// or the environment, or asks for a DOM would leak into the files after it. Such a unit test
// belongs in a .tsx file or under tests/integration or tests/ui; such a server test in
// SERVER_ISOLATED.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ISOLATED } from '../../support/testProjects';

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

/** A server test may start its platform (each file its own), but change nothing the next file sees. */
const SERVER_LEAKS =
  /vi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|process\.env\.\w+\s*=[^=]|delete process\.env|@vitest-environment/;

describe('server tests that share their modules', () => {
  it('mock no module, set no environment, fake no timers and need no DOM', () => {
    const isolated = new Set(SERVER_ISOLATED.map((f) => join(ROOT, f)));
    const files = testFiles(join(ROOT, 'tests/server')).filter((f) => !isolated.has(f));
    expect(files.length).toBeGreaterThan(40);
    const leaking = files
      .filter((f) => SERVER_LEAKS.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(leaking).toEqual([]);
  });
});
