// The machine gallery (#/machines): every registered machine drawn as a statechart, with where
// its running actor is now, its generated paths to play step by step, and its exports.
import type { ReactNode } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadingState } from '../../ui/LoadingState';
import { DiagramViewport } from './DiagramViewport';
import {
  actions,
  body,
  code,
  currentStep,
  facts,
  headerRow,
  layout,
  liveState,
  machineLink,
  machineList,
  main,
  muted,
  pathButton,
  pathList,
  product,
  row,
  source as sourceClass,
  statusBar,
  stepList,
  topbar,
} from './machines.css';

export type ExportKind = 'svg' | 'mermaid' | 'json';
export type PathKind = 'shortest' | 'simple';

export interface MachineGalleryViewProps {
  machines: { id: string; title: string }[];
  machine: {
    id: string;
    title: string;
    requirements: string[];
    /** The machine's file from the repository root. */
    source: string;
    /** A link to the file, when the build knows where the repository is. */
    sourceHref?: string;
    states: number;
    transitions: number;
  };
  diagram?: { svg: string; width: number; height: number };
  diagramError?: string;
  highlight: { stateIds: readonly string[]; edgeIds: readonly string[] };
  /** The running actor of this machine, if this tab has one. */
  live?: {
    state: string;
    /** 'this tab' or 'another tab' of the same browser. */
    where: string;
    lastEvent?: string;
    history: { n: number; event: string; state: string }[];
  };
  coverage?: { states: [number, number]; transitions: [number, number] };
  paths: {
    kind: PathKind;
    onKind(kind: PathKind): void;
    items: { n: number; name: string; steps: number }[];
    selected?: number;
    onSelect(index: number): void;
  };
  playback?: {
    name: string;
    step: number;
    frames: { n: number; event?: string; state: string }[];
    playing: boolean;
    onStep(step: number): void;
    onPlay(): void;
    onPause(): void;
    onStop(): void;
  };
  sourceText?: string;
  onShowSource(): void;
  onExport(kind: ExportKind): void;
}

const ratio = ([covered, total]: [number, number]) => `${covered} / ${total}`;

export function MachineGalleryView(props: MachineGalleryViewProps) {
  const { machine, diagram, playback, paths, live } = props;
  return (
    <div className={layout}>
      <nav aria-label="Machines" className={topbar}>
        <span className={product}>Switchboard machines</span>
        <ul className={machineList}>
          {props.machines.map((m) => (
            <li key={m.id}>
              <a
                className={machineLink}
                href={`#/machines/${m.id}`}
                aria-current={m.id === machine.id ? 'page' : undefined}
                title={m.title}
              >
                {m.title}
              </a>
            </li>
          ))}
        </ul>
        <a className={machineLink} href="#/">
          Back to the portal
        </a>
      </nav>
      <main className={main}>
        <div className={headerRow}>
          <div>
            <h1>{machine.title}</h1>
            <p className={facts}>
              <span className={code}>{machine.id}</span>
              <span className={muted}>serves</span>
              {machine.requirements.map((r) => (
                <Badge key={r} tone="info">
                  {r}
                </Badge>
              ))}
              <span className={muted}>
                {machine.states} states · {machine.transitions} transitions
              </span>
              {props.coverage ? (
                <span className={muted}>
                  · paths cover {ratio(props.coverage.states)} states, {ratio(props.coverage.transitions)}{' '}
                  transitions
                </span>
              ) : null}
              <span className={muted}>· source</span>
              {machine.sourceHref ? (
                <a href={machine.sourceHref} target="_blank" rel="noreferrer" className={code}>
                  {machine.source}
                </a>
              ) : (
                <span className={code}>{machine.source}</span>
              )}
            </p>
          </div>
          <div className={actions}>
            <Button variant="secondary" onPress={() => props.onExport('svg')} isDisabled={!diagram}>
              Download SVG
            </Button>
            <Button variant="secondary" onPress={() => props.onExport('mermaid')}>
              Download Mermaid
            </Button>
            <Button variant="secondary" onPress={() => props.onExport('json')}>
              Download JSON
            </Button>
          </div>
        </div>
        {playback ? <PlaybackBar playback={playback} /> : <LiveBar live={live} />}
        {diagram ? (
          <DiagramViewport
            label={`${machine.title} statechart`}
            svg={diagram.svg}
            width={diagram.width}
            height={diagram.height}
            activeStateIds={props.highlight.stateIds}
            activeEdgeIds={props.highlight.edgeIds}
          />
        ) : props.diagramError ? (
          <p role="alert">The diagram could not be laid out: {props.diagramError}</p>
        ) : (
          <LoadingState label="Laying out the diagram…" />
        )}
        <div className={body}>
          <Card title="Live" level={2}>
            {live ? (
              <ol className={stepList} aria-label="Recent steps">
                {live.history.map((h) => (
                  <li key={h.n}>
                    {h.event} → {h.state}
                  </li>
                ))}
              </ol>
            ) : (
              <p className={muted}>
                No actor of this machine has moved in this browser since the gallery opened.
              </p>
            )}
          </Card>
          <Card title="Paths" level={2}>
            <div className={row}>
              <Button
                variant={paths.kind === 'shortest' ? 'primary' : 'secondary'}
                onPress={() => paths.onKind('shortest')}
                aria-pressed={paths.kind === 'shortest'}
              >
                Shortest
              </Button>
              <Button
                variant={paths.kind === 'simple' ? 'primary' : 'secondary'}
                onPress={() => paths.onKind('simple')}
                aria-pressed={paths.kind === 'simple'}
              >
                Simple
              </Button>
              <span className={muted}>{paths.items.length} paths · choose one to play it on the diagram</span>
            </div>
            <ul
              className={pathList}
              aria-label={`${paths.kind === 'shortest' ? 'Shortest' : 'Simple'} paths`}
            >
              {paths.items.map((p) => (
                <li key={`${paths.kind}-${p.n}`}>
                  <button
                    type="button"
                    className={pathButton}
                    aria-pressed={paths.selected === p.n}
                    onClick={() => paths.onSelect(p.n)}
                  >
                    {p.name}
                  </button>
                </li>
              ))}
            </ul>
            {playback ? (
              <ol className={stepList} start={0} aria-label="Steps of the path">
                {playback.frames.map((f) => (
                  <li
                    key={f.n}
                    className={f.n === playback.step ? currentStep : undefined}
                    aria-current={f.n === playback.step ? 'step' : undefined}
                  >
                    {f.event ?? '(start)'} → {f.state}
                  </li>
                ))}
              </ol>
            ) : null}
          </Card>
        </div>
        <details onToggle={(e) => (e.currentTarget.open ? props.onShowSource() : undefined)}>
          <summary>
            Source of <span className={code}>{machine.source}</span>
          </summary>
          {props.sourceText ? (
            <pre className={sourceClass}>{props.sourceText}</pre>
          ) : (
            <LoadingState label="Loading the source…" />
          )}
        </details>
      </main>
    </div>
  );
}

/** Where the running actor is: above the diagram, so a glance takes in both. */
function LiveBar({ live }: { live: MachineGalleryViewProps['live'] }) {
  return (
    <p className={statusBar} role="status" aria-label="Live state">
      <Badge tone={live ? 'success' : 'neutral'}>Live</Badge>
      {live ? (
        <>
          <span>
            Now in <span className={liveState}>{live.state}</span>
          </span>
          <span className={muted}>
            · last event <span className={code}>{live.lastEvent ?? '—'}</span> · in {live.where}
          </span>
        </>
      ) : (
        <span className={muted}>no running actor of this machine in this browser yet</span>
      )}
    </p>
  );
}

function PlaybackBar({ playback }: { playback: NonNullable<MachineGalleryViewProps['playback']> }) {
  const { step, frames } = playback;
  const last = frames.length - 1;
  const current = frames[step];
  let stepText: ReactNode = 'the initial state';
  if (current?.event) stepText = <span className={code}>{current.event}</span>;
  return (
    <div className={statusBar}>
      <Badge tone="info">Path</Badge>
      <span aria-live="polite">
        Step {step} of {last}: {stepText} → <span className={liveState}>{current?.state}</span>
      </span>
      <Button variant="secondary" onPress={() => playback.onStep(0)} isDisabled={step === 0}>
        Restart
      </Button>
      <Button variant="secondary" onPress={() => playback.onStep(step - 1)} isDisabled={step === 0}>
        Previous step
      </Button>
      <Button variant="secondary" onPress={() => playback.onStep(step + 1)} isDisabled={step >= last}>
        Next step
      </Button>
      {playback.playing ? (
        <Button variant="secondary" onPress={playback.onPause}>
          Pause
        </Button>
      ) : (
        <Button variant="secondary" onPress={playback.onPlay} isDisabled={step >= last}>
          Play
        </Button>
      )}
      <Button variant="quiet" onPress={playback.onStop}>
        Back to live
      </Button>
    </div>
  );
}
