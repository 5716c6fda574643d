// The catalogue ids the routes name are the catalogue's calls, served where the spec says, or
// where decision 0072 says when the spec gives no path; the report counts them per area.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueCall, coverage, formatCoverage, readCatalogue } from '../../server/catalogue/report';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
const calls = new Map(readCatalogue().map((c) => [c.id, c]));
const decision = readFileSync(
  new URL('../../docs/decisions/0072-catalogue-paths.md', import.meta.url),
  'utf8',
);

beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

/** All served calls: the families' routes (with their base) and the calls beside them. */
const served = () => [
  ...p.routes.map((r) => ({ ...r, fullPath: `/svc/${r.family}${r.path}` })),
  ...p.otherRoutes.map((r) => ({ ...r, family: '', fullPath: r.path })),
];

/** A path as a shape: parameters as *, without the spec's base markers and query. */
const shape = (path: string) =>
  path
    .replace(/^(\{config\}|\{second service\})/, '')
    .replace(/\?.*$/, '')
    .replace(/^\/?/, '/')
    .replace(/\{[^}]+\}/g, '*')
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '*');

describe('catalogue coverage', () => {
  it('every id a route names is a call of the catalogue, with the route’s method', () => {
    for (const r of served())
      for (const id of r.catalogue) {
        const call = calls.get(id);
        expect(call, `${id} named by ${r.fullPath}`).toBeDefined();
        expect(call!.method, `${id} named by ${r.method} ${r.fullPath}`).toBe(r.method.toUpperCase());
      }
  });

  it('a call whose path the spec gives is served at that path', () => {
    for (const r of served())
      for (const id of r.catalogue) {
        const call = calls.get(id)!;
        if (!call.exact) continue;
        // The spec writes hdap's calls with their family first; the others after the base.
        const route = r.family === 'hdap' ? `hdap${r.path}` : r.family ? r.path : r.fullPath;
        expect(shape(route), `${id} at ${r.fullPath}`).toBe(shape(call.path));
      }
  });

  it('a call the spec gives no path for is served at the path decision 0072 records', () => {
    for (const r of served())
      for (const id of r.catalogue) {
        if (calls.get(id)!.exact) continue;
        const row = decision.split('\n').find((line) => line.startsWith(`| ${id} |`));
        expect(row, `${id} is not in decision 0072`).toBeDefined();
        expect(row).toContain(`${r.method.toUpperCase()} ${r.fullPath.replace(/(:\w+)\{[^}]*\}/g, '$1')}`);
      }
  });

  it('counts an area built only when every one of its calls is served', () => {
    const sample: CatalogueCall[] = [
      { id: 'C-001', area: 'auth', family: 'auth', method: 'POST', path: '/a', exact: true },
      { id: 'C-002', area: 'auth', family: 'auth', method: 'GET', path: '/b', exact: true },
      { id: 'C-003', area: 'fax', family: null, method: 'GET', path: 'fax: list', exact: false },
    ];
    const areas = coverage(sample, [{ catalogue: ['C-001', 'C-002'] }, { catalogue: [] }]);
    expect(areas).toEqual([
      { area: 'auth', served: ['C-001', 'C-002'], missing: [] },
      { area: 'fax', served: [], missing: ['C-003'] },
    ]);
    const text = formatCoverage(areas, sample);
    expect(text).toContain('catalogue: 2 of 3 calls served');
    expect(text).toMatch(/^auth\s+2 \/ 2\s+built$/m);
    expect(text).toMatch(/^fax\s+0 \/ 1\s*$/m);
    expect(text).toContain('  C-003 GET fax: list');
  });
});
