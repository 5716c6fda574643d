// The running actors the machine gallery (#/machines) shows live. Whoever creates an actor worth
// watching registers it here under its machine's registry id (createSession registers the token
// actor); the gallery subscribes. Only event types and state values are kept, never event
// payloads or context: a sign-in event carries a password.
//
// Steps are also posted to the other tabs of this browser (BroadcastChannel), so a designer can
// keep the gallery open in one tab and watch a sign-in happen in another.
import type { AnyActorRef, InspectionEvent } from 'xstate';

export interface LiveStep {
  /** The event the actor took. */
  event: string;
  /** The state value it was in after. */
  value: unknown;
  at: number;
}

export interface LiveActor {
  machineId: string;
  /** 'this tab', or 'another tab' for an actor seen through the channel. */
  where: 'this tab' | 'another tab';
  /** The last steps, oldest first (at most HISTORY). */
  history: LiveStep[];
}

const HISTORY = 50;
const CHANNEL = 'switchboard-machines-live';
const TAB = Math.random().toString(36).slice(2);

interface StepMessage {
  tab: string;
  actor: number;
  machineId: string;
  step: LiveStep;
}

const local = new Set<LiveActor>();
const remote = new Map<string, LiveActor>();
const listeners = new Set<() => void>();
let version = 0;
let nextActor = 0;

const changed = () => {
  version++;
  for (const l of listeners) l();
};

const inBrowser = () => typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined';
let sender: BroadcastChannel | undefined;
function post(message: StepMessage) {
  if (!inBrowser()) return;
  try {
    if (!sender) {
      sender = new BroadcastChannel(CHANNEL);
      // Under Node (screen tests in happy-dom) an open channel must not keep the process alive.
      (sender as { unref?: () => void }).unref?.();
    }
    sender.postMessage(message);
  } catch {
    // A value that cannot be cloned, or no channel: the other tabs just miss this step.
  }
}

let receiver: BroadcastChannel | undefined;
function listenToOtherTabs() {
  if (receiver || !inBrowser()) return;
  receiver = new BroadcastChannel(CHANNEL);
  (receiver as { unref?: () => void }).unref?.();
  receiver.onmessage = (e: MessageEvent<StepMessage>) => {
    const m = e.data;
    if (!m || m.tab === TAB || typeof m.machineId !== 'string') return;
    const key = `${m.tab}:${m.actor}`;
    const entry = remote.get(key) ?? { machineId: m.machineId, where: 'another tab' as const, history: [] };
    entry.history = [...entry.history, m.step].slice(-HISTORY);
    remote.set(key, entry);
    changed();
  };
}

/**
 * Watches an actor for the gallery, from before it starts (register, then start, so the
 * history begins at its initial state). Returns a function that stops watching.
 */
export function registerLiveActor(machineId: string, actor: AnyActorRef): () => void {
  const entry: LiveActor = { machineId, where: 'this tab', history: [] };
  const id = nextActor++;
  local.add(entry);
  const sub = actor.system.inspect((e: InspectionEvent) => {
    if (e.type !== '@xstate.snapshot' || e.actorRef !== actor) return;
    const step = { event: e.event.type, value: (e.snapshot as { value?: unknown }).value, at: Date.now() };
    entry.history = [...entry.history, step].slice(-HISTORY);
    post({ tab: TAB, actor: id, machineId, step });
    changed();
  });
  changed();
  return () => {
    sub.unsubscribe();
    local.delete(entry);
    changed();
  };
}

/** The live actors of one machine, in this tab and (once someone listens) in the others. */
export const liveActorsOf = (machineId: string) =>
  [...local, ...remote.values()].filter((a) => a.machineId === machineId);

/** The one to show: the actor of this machine that moved last. */
export function latestLiveActor(machineId: string): LiveActor | undefined {
  const at = (a: LiveActor) => a.history.at(-1)?.at ?? 0;
  return liveActorsOf(machineId).reduce<LiveActor | undefined>(
    (best, a) => (!best || at(a) >= at(best) ? a : best),
    undefined,
  );
}

/** For useSyncExternalStore: a number that changes whenever a live actor moves. */
export const liveVersion = () => version;

export function subscribeLive(listener: () => void): () => void {
  listenToOtherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
