// A path played step by step for the gallery: after each step, the states the machine is in and
// the transitions the step took, as ids of the drawing (data-state-id, data-edge-id).
import type { AnyStateMachine } from 'xstate';
import { type MachineModel, type MachinePath, replayPath } from './paths';
import { activeStateIds, type ChartEdge, type Statechart, toStatechart } from './statechart';

export interface Frame {
  /** The event of this step (none for the initial state). */
  event?: string;
  value: unknown;
  stateIds: string[];
  /** The edges the step took. */
  edgeIds: string[];
}

/** The edges an event took from the states in `before` to the states in `after`. */
export function edgesTaken(
  chart: Statechart,
  eventType: string,
  before: string[],
  after: string[],
): string[] {
  const from = new Set([chart.root.id, ...before]);
  const to = new Set(after);
  const groups = new Map<string, ChartEdge[]>();
  for (const e of chart.edges) {
    if (e.eventType !== eventType || !from.has(e.source)) continue;
    groups.set(e.source, [...(groups.get(e.source) ?? []), e]);
  }
  // Of guarded branches, the first (xstate's order) whose target the machine is now in.
  return [...groups.values()].flatMap((group) => {
    const pick = group.find((e) => e.internal || to.has(e.target));
    return pick ? group.filter((e) => e.index === pick.index).map((e) => e.id) : [];
  });
}

export function framesOf(machine: AnyStateMachine, model: MachineModel, path: MachinePath): Frame[] {
  const chart = toStatechart(machine);
  const start = replayPath(machine, model, { name: '', steps: [] });
  const initial = start.actor.getSnapshot().value;
  start.actor.stop();
  const r = replayPath(machine, model, path);
  r.actor.stop();
  const frames: Frame[] = [{ value: initial, stateIds: activeStateIds(machine, initial), edgeIds: [] }];
  path.steps.forEach((step, i) => {
    const before = frames[frames.length - 1].stateIds;
    const stateIds = activeStateIds(machine, r.values[i]);
    frames.push({
      event: step.event.type,
      value: r.values[i],
      stateIds,
      edgeIds: edgesTaken(chart, step.event.type, before, stateIds),
    });
  });
  return frames;
}
