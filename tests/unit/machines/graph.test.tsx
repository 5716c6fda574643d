// @vitest-environment happy-dom
// The drawing of a machine: every state and transition of the definition is in the graph, the
// layout and the SVG; the Mermaid text and the JSON definition parse and name every state.
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, fromPromise, setup } from 'xstate';
import { layoutStatechart } from '../../../machines/graph/layout';
import { mermaidId, toDefinitionJson, toMermaid } from '../../../machines/graph/mermaid';
import { statesOf, transitionsOf } from '../../../machines/graph/paths';
import { activeStateIds, toStatechart } from '../../../machines/graph/statechart';
import { toSvg } from '../../../machines/graph/svg';
import { MACHINES } from '../../../machines/registry';

// Every feature the gallery draws, in one small machine.
const features = setup({
  types: { tags: {} as 'busy' },
  delays: { pollInterval: 2000 },
  guards: { ready: () => true },
  actors: { load: fromPromise(async () => 1) },
}).createMachine({
  id: 'features',
  initial: 'idle',
  on: { 'task.cancel': '.cancelled' },
  states: {
    idle: { on: { 'task.start': 'working', 'task.ping': { actions: () => {} } } },
    working: {
      type: 'parallel',
      states: {
        polling: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollInterval: 'asking' } },
            asking: {
              tags: ['busy'],
              invoke: { id: 'poll', src: 'load', onDone: 'settled', onError: 'waiting' },
            },
            settled: { type: 'final' },
          },
        },
        progress: {
          initial: 'counting',
          states: {
            counting: { always: { guard: 'ready', target: 'shown' }, after: { 500: 'shown' } },
            shown: { type: 'final' },
          },
        },
      },
      onDone: 'done',
    },
    cancelled: { type: 'final' },
    done: { type: 'final' },
  },
});

const machines: [string, AnyStateMachine][] = [
  ['features', features],
  ...MACHINES.map((m) => [m.id, m.machine] as [string, AnyStateMachine]),
];

describe.each(machines)('the drawing of %s', (_id, machine) => {
  it('has a node for every state and an edge for every transition', () => {
    const chart = toStatechart(machine);
    expect(chart.nodes.map((n) => n.id).sort()).toEqual(statesOf(machine).sort());
    const edgeGroups = new Set(chart.edges.map((e) => e.id.replace(/:[^:]*$/, '')));
    expect(edgeGroups.size).toBe(transitionsOf(machine).size);
  });

  it('lays every state out inside its parent, and routes and labels every edge', async () => {
    const laid = await layoutStatechart(machine);
    const byId = new Map(laid.nodes.map((n) => [n.id, n]));
    for (const n of laid.nodes) {
      expect(n.width, n.id).toBeGreaterThan(0);
      const p = n.parent ? byId.get(n.parent) : undefined;
      if (!p) continue;
      expect(n.x, n.id).toBeGreaterThanOrEqual(p.x);
      expect(n.y, n.id).toBeGreaterThanOrEqual(p.y);
      expect(n.x + n.width, n.id).toBeLessThanOrEqual(p.x + p.width + 0.5);
      expect(n.y + n.height, n.id).toBeLessThanOrEqual(p.y + p.height + 0.5);
    }
    for (const e of laid.edges) {
      expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);
      expect(e.label?.text, e.id).toBeTruthy();
    }
  });

  it('draws an SVG that parses, with a data-state-id for every state', async () => {
    const svg = toSvg(await layoutStatechart(machine));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const drawn = [...doc.querySelectorAll('[data-state-id]')].map((g) => g.getAttribute('data-state-id'));
    for (const id of statesOf(machine)) expect(drawn).toContain(id);
    expect(doc.querySelectorAll('[data-edge-id]').length).toBe(toStatechart(machine).edges.length);
  });

  it('writes Mermaid stateDiagram-v2 that names every state, and its JSON definition', () => {
    const text = toMermaid(machine);
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    for (const id of statesOf(machine)) expect(text).toContain(`as ${mermaidId(id)}\n`);
    expect(text.split('{').length).toBe(text.split('}').length);
    for (const line of text.split('\n').slice(1).filter(Boolean)) {
      expect(line).toMatch(
        /^\s*(state "[^"]+" as \w+|state \w+ \{|\}|--|\[\*\] --> \w+|\w+ --> (\w+|\[\*\])( : [^:;]+)?|\w+ : [^:;]+)$/,
      );
    }
    const json = JSON.parse(toDefinitionJson(machine));
    expect(json.id).toBe(machine.id);
  });
});

describe('the features the gallery draws', () => {
  const chart = toStatechart(features);
  const node = (id: string) => chart.nodes.find((n) => n.id === id)!;
  const edge = (source: string, eventPrefix: string) =>
    chart.edges.find(
      (e) => e.source === source && (eventPrefix ? e.eventType.startsWith(eventPrefix) : e.eventType === ''),
    )!;

  it('nesting, parallel regions, initial and final states, tags and invoked actors', () => {
    expect(node('features.working').type).toBe('parallel');
    expect(node('features.working.polling').region).toBe(true);
    expect(node('features.working.polling').initial).toBe('features.working.polling.waiting');
    expect(node('features.done').type).toBe('final');
    expect(node('features.working.polling.asking').tags).toEqual(['busy']);
    expect(node('features.working.polling.asking').invokes).toEqual([{ id: 'poll', src: 'load' }]);
  });

  it('edges labelled with their event, guard and delay', () => {
    expect(edge('features.working.polling.waiting', 'xstate.after')).toMatchObject({
      kind: 'after',
      event: 'after pollInterval',
      delay: 'pollInterval',
    });
    expect(edge('features.working.progress.counting', 'xstate.after').event).toBe('after 500ms');
    expect(edge('features.working.progress.counting', '')).toMatchObject({ kind: 'always', guard: 'ready' });
    expect(edge('features.working.polling.asking', 'xstate.error')).toMatchObject({ event: 'error: poll' });
    expect(edge('features.idle', 'task.ping')).toMatchObject({ internal: true, target: 'features.idle' });
    expect(edge('features', 'task.cancel').target).toBe('features.cancelled');
  });

  it('a state value names the states to highlight, ancestors included', () => {
    expect(activeStateIds(features, { working: { polling: 'asking', progress: 'shown' } }).sort()).toEqual(
      [
        'features.working',
        'features.working.polling',
        'features.working.polling.asking',
        'features.working.progress',
        'features.working.progress.shown',
      ].sort(),
    );
  });
});
