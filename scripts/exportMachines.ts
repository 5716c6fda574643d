// npm run machines:export — writes every registered machine's diagram to docs/machines:
// <id>.svg (the gallery's drawing) and <id>.mmd (Mermaid stateDiagram-v2), ready to commit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { layoutStatechart } from '../machines/graph/layout';
import { toMermaid } from '../machines/graph/mermaid';
import { toSvg } from '../machines/graph/svg';
import { MACHINES } from '../machines/registry';

const out = resolve(import.meta.dirname, '../docs/machines');
mkdirSync(out, { recursive: true });
const index = [
  '# The machines, drawn',
  '',
  'Written by `npm run machines:export` from `machines/registry.ts`; do not edit by hand.',
  'The portal shows the same drawings, live, at `#/machines`.',
  '',
  '| machine | serves | diagram | Mermaid | source |',
  '|---|---|---|---|---|',
];
for (const entry of MACHINES) {
  const svg = toSvg(await layoutStatechart(entry.machine), { title: entry.title });
  writeFileSync(join(out, `${entry.id}.svg`), `${svg}\n`);
  writeFileSync(join(out, `${entry.id}.mmd`), toMermaid(entry.machine));
  index.push(
    `| ${entry.title} (\`${entry.id}\`) | ${entry.requirements.join(', ')} | [${entry.id}.svg](${entry.id}.svg) | [${entry.id}.mmd](${entry.id}.mmd) | [${entry.source}](../../${entry.source}) |`,
  );
  console.log(`docs/machines/${entry.id}.svg  docs/machines/${entry.id}.mmd  (${entry.source})`);
}
writeFileSync(join(out, 'README.md'), `${index.join('\n')}\n`);
