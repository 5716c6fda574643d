// Every module of the machines and the domain rules loads: a fault in a machine's definition (a
// target or initial state that does not exist) or in a table built at load time (the role
// defaults) throws while the module is imported. The other test files would fail to load with
// it and report no failing test at all, so mutation testing would count such a fault as
// survived; here the import happens inside a test, which fails.
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob([
  '../../machines/**/*.ts',
  '../../src/domain/**/*.ts',
  '!../../machines/graph/**',
  '!**/*.d.ts',
]);

describe('the machines and domain rules load', () => {
  it('finds the modules to load', () => {
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining([
        '../../machines/users/userCreateMachine.ts',
        '../../src/domain/permissions.ts',
      ]),
    );
  });

  // Some modules hold types only (no exports at run time): loading without an error is the check.
  it.each(Object.keys(modules))('%s loads', async (path) => {
    await expect(modules[path]()).resolves.toBeTypeOf('object');
  });
});
