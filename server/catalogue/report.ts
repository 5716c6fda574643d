// How much of the specification's catalogue the platform serves (issue 13): the calls it numbers
// (docs/spec/catalogue.json, C-001…C-565, by area) against the catalogue ids the declared
// routes name. An area is built when every one of its calls is served.
import { readFileSync } from 'node:fs';
import type { CatalogueId, DeclaredRoute } from '../http/secureRouter';

export interface CatalogueCall {
  id: CatalogueId;
  area: string;
  family: string | null;
  method: string;
  path: string;
  /** false: the spec gives no path (or a fragment); the product chose one (decision 0072). */
  exact: boolean;
}

export function readCatalogue(
  file = new URL('../../docs/spec/catalogue.json', import.meta.url),
): CatalogueCall[] {
  return JSON.parse(readFileSync(file, 'utf8')) as CatalogueCall[];
}

export interface AreaCoverage {
  area: string;
  served: CatalogueId[];
  missing: CatalogueId[];
}

/** Per area, in the catalogue's order: the calls served and the calls not yet. */
export function coverage(
  calls: readonly CatalogueCall[],
  routes: readonly Pick<DeclaredRoute, 'catalogue'>[],
) {
  const named = new Set(routes.flatMap((r) => r.catalogue));
  const areas = new Map<string, AreaCoverage>();
  for (const call of calls) {
    const area = areas.get(call.area) ?? { area: call.area, served: [], missing: [] };
    (named.has(call.id) ? area.served : area.missing).push(call.id);
    areas.set(call.area, area);
  }
  return [...areas.values()];
}

/** The report `npm run catalogue` prints: one line per area, then the calls not yet served. */
export function formatCoverage(areas: readonly AreaCoverage[], calls: readonly CatalogueCall[]): string {
  const byId = new Map(calls.map((c) => [c.id, c]));
  const total = areas.reduce((n, a) => n + a.served.length + a.missing.length, 0);
  const served = areas.reduce((n, a) => n + a.served.length, 0);
  const lines = [`catalogue: ${served} of ${total} calls served`];
  for (const a of areas) {
    const all = a.served.length + a.missing.length;
    lines.push(
      `${a.area.padEnd(28)} ${String(a.served.length).padStart(3)} / ${String(all).padEnd(3)}${a.missing.length ? '' : ' built'}`,
    );
  }
  for (const a of areas.filter((x) => x.missing.length)) {
    lines.push('', `${a.area}: not yet served`);
    for (const id of a.missing) {
      const c = byId.get(id)!;
      lines.push(`  ${id} ${c.method} ${c.path}`);
    }
  }
  return lines.join('\n');
}
