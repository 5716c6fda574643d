// `npm test`: the lint, then the typecheck beside the tests. tsc run after the tests adds its whole
// time to the run; run beside them at a lower priority it takes the CPU the test workers leave
// (decision 0088). One exit status for both. tsc (TypeScript 7) checks with several threads by
// default: on two cores beside the tests they only duplicate work, and one checker needs about
// 10 s of CPU instead of 18 (decision 0127).
// Arguments go to vitest: `npm test -- tests/server/users.test.ts` runs one file after both checks.
import { spawn } from 'node:child_process';

// Vite's notice that a config importing local modules without extensions will need them once its
// native loader is the default, printed once per test project: noise in every run's output.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });

const lint = await run('npx', ['biome', 'check', '.']);
if (lint !== 0) process.exit(lint);
const [types, tests] = await Promise.all([
  run('nice', ['-n', '10', 'npx', 'tsc', '--noEmit', '-p', 'tsconfig.json', '--checkers', '1']),
  run('npx', ['vitest', 'run', ...process.argv.slice(2)]),
]);
if (types !== 0) console.error('npm test: the typecheck failed (its errors are above).');
process.exit(types || tests);
