// Connects the gallery view to the registry (machines/registry.ts), the layout and exports of
// machines/graph, the generated paths, and the live actors of this tab (src/app/liveActors.ts).
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { layoutStatechart } from '../../../machines/graph/layout';
import { toDefinitionJson, toMermaid } from '../../../machines/graph/mermaid';
import {
  type Coverage,
  coverageOf,
  generatePaths,
  generateSimplePaths,
  type MachinePath,
} from '../../../machines/graph/paths';
import { edgesTaken, framesOf } from '../../../machines/graph/playback';
import { activeStateIds, toStatechart } from '../../../machines/graph/statechart';
import { toSvg } from '../../../machines/graph/svg';
import { MACHINES, machineById, type RegisteredMachine } from '../../../machines/registry';
import { latestLiveActor, liveVersion, subscribeLive } from '../../app/liveActors';
import { saveFile } from '../../app/saveFile';
import { type ExportKind, MachineGalleryView, type PathKind } from './MachineGalleryView';

// Each machine file's text, loaded when someone asks to read it.
const SOURCES = import.meta.glob<string>('../../../machines/**/*.ts', { query: '?raw', import: 'default' });

const SOURCE_URL: string | undefined = import.meta.env.VITE_SOURCE_URL;

/** A state value as text: 'valid', or 'working.polling.asking + working.progress.shown'. */
export function describeValue(value: unknown): string {
  const leaves = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : v && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, child]) => {
            const inner = leaves(child);
            return inner.length ? inner.map((l) => `${k}.${l}`) : [k];
          })
        : [];
  return leaves(value).join(' + ') || '—';
}

function download(name: string, text: string, type: string) {
  saveFile(new Blob([text], { type }), name);
}

export function MachinesPage(props: { machineId?: string }) {
  const entry = machineById(props.machineId ?? '') ?? MACHINES[0];
  // A fresh page per machine: playback and path choices do not carry over.
  return <MachineGallery key={entry.id} entry={entry} />;
}

function MachineGallery({ entry }: { entry: RegisteredMachine }) {
  const machine: AnyStateMachine = entry.machine;
  const chart = useMemo(() => toStatechart(machine), [machine]);

  const [diagram, setDiagram] = useState<{ svg: string; width: number; height: number }>();
  const [diagramError, setDiagramError] = useState<string>();
  useEffect(() => {
    let current = true;
    layoutStatechart(chart).then(
      (laid) =>
        current &&
        setDiagram({ svg: toSvg(laid, { title: entry.title }), width: laid.width, height: laid.height }),
      (e: unknown) => current && setDiagramError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [chart, entry.title]);

  // Live: the actor of this machine that moved last, in this tab or another.
  useSyncExternalStore(subscribeLive, liveVersion);
  const liveActor = latestLiveActor(entry.id);
  const history = liveActor?.history ?? [];
  const liveValue = history.at(-1)?.value;

  // Paths: the shortest ones the tests run, or every simple path.
  const [kind, setKind] = useState<PathKind>('shortest');
  const shortest = useMemo(() => generatePaths(machine, entry.model), [machine, entry.model]);
  const simple = useMemo(
    () => (kind === 'simple' ? generateSimplePaths(machine, entry.model) : []),
    [kind, machine, entry.model],
  );
  const list: MachinePath[] = kind === 'shortest' ? shortest : simple;
  const [selected, setSelected] = useState<number>();
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frames = useMemo(
    () =>
      selected !== undefined && list[selected] ? framesOf(machine, entry.model, list[selected]) : undefined,
    [selected, list, machine, entry.model],
  );
  useEffect(() => {
    if (!playing || !frames) return;
    if (step >= frames.length - 1) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setStep((s) => s + 1), 900);
    return () => clearTimeout(t);
  }, [playing, step, frames]);

  const [coverage, setCoverage] = useState<Coverage>();
  useEffect(() => {
    // After the first paint: replaying every path takes a moment.
    const t = setTimeout(() => setCoverage(coverageOf(machine, entry.model, shortest)), 100);
    return () => clearTimeout(t);
  }, [machine, entry.model, shortest]);

  const [sourceText, setSourceText] = useState<string>();
  const showSource = () => {
    const load = SOURCES[`../../../${entry.source}`];
    if (!load) setSourceText(`(${entry.source} is not in this build)`);
    else if (!sourceText) void load().then(setSourceText);
  };

  const highlight = useMemo(() => {
    if (frames) {
      const f = frames[Math.min(step, frames.length - 1)];
      return { stateIds: f.stateIds, edgeIds: f.edgeIds };
    }
    if (liveValue === undefined) return { stateIds: [], edgeIds: [] };
    const stateIds = activeStateIds(machine, liveValue);
    const last = history.at(-1);
    const before = history.at(-2);
    const edgeIds =
      last && before ? edgesTaken(chart, last.event, activeStateIds(machine, before.value), stateIds) : [];
    return { stateIds, edgeIds };
  }, [frames, step, liveValue, history, machine, chart]);

  const onExport = (what: ExportKind) => {
    if (what === 'svg' && diagram) download(`${entry.id}.svg`, diagram.svg, 'image/svg+xml');
    if (what === 'mermaid') download(`${entry.id}.mmd`, toMermaid(chart), 'text/plain');
    if (what === 'json') download(`${entry.id}.json`, toDefinitionJson(machine), 'application/json');
  };

  return (
    <MachineGalleryView
      machines={MACHINES.map((m) => ({ id: m.id, title: m.title }))}
      machine={{
        id: entry.id,
        title: entry.title,
        requirements: entry.requirements,
        source: entry.source,
        sourceHref: SOURCE_URL ? `${SOURCE_URL.replace(/\/?$/, '/')}${entry.source}` : undefined,
        states: chart.nodes.length,
        transitions: new Set(chart.edges.map((e) => `${e.source}:${e.eventType}:${e.index}`)).size,
      }}
      diagram={diagram}
      diagramError={diagramError}
      highlight={highlight}
      live={
        liveActor
          ? {
              state: describeValue(liveValue),
              where: liveActor.where,
              lastEvent: history.at(-1)?.event,
              history: history
                .map((h, n) => ({ n, event: h.event, state: describeValue(h.value) }))
                .slice(-12),
            }
          : undefined
      }
      coverage={
        coverage && {
          states: [coverage.states.covered, coverage.states.total],
          transitions: [coverage.transitions.covered, coverage.transitions.total],
        }
      }
      paths={{
        kind,
        onKind: (k) => {
          setKind(k);
          setSelected(undefined);
          setPlaying(false);
        },
        items: list.map((p, n) => ({ n, name: p.name, steps: p.steps.length })),
        selected,
        onSelect: (i) => {
          setSelected(i);
          setStep(0);
          setPlaying(true);
        },
      }}
      playback={
        frames && selected !== undefined
          ? {
              name: list[selected].name,
              step,
              frames: frames.map((f, n) => ({ n, event: f.event, state: describeValue(f.value) })),
              playing,
              onStep: (s) => {
                setPlaying(false);
                setStep(Math.max(0, Math.min(s, frames.length - 1)));
              },
              onPlay: () => setPlaying(true),
              onPause: () => setPlaying(false),
              onStop: () => {
                setSelected(undefined);
                setPlaying(false);
              },
            }
          : undefined
      }
      sourceText={sourceText}
      onShowSource={showSource}
      onExport={onExport}
    />
  );
}
