// The diagrams committed in docs/machines are the machines as they are now: a changed machine
// whose diagrams were not exported again (npm run machines:export) fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layoutStatechart } from '../../../machines/graph/layout';
import { toMermaid } from '../../../machines/graph/mermaid';
import { toSvg } from '../../../machines/graph/svg';
import { MACHINES } from '../../../machines/registry';

const committed = (file: string) =>
  readFileSync(new URL(`../../../docs/machines/${file}`, import.meta.url), 'utf8');

describe('docs/machines', () => {
  it.each(MACHINES.map((m) => [m.id, m] as const))(
    '%s: the committed Mermaid and SVG match the machine',
    async (_id, entry) => {
      expect(committed(`${entry.id}.mmd`)).toBe(toMermaid(entry.machine));
      const svg = toSvg(await layoutStatechart(entry.machine), { title: entry.title });
      expect(committed(`${entry.id}.svg`)).toBe(`${svg}\n`);
    },
  );
});
