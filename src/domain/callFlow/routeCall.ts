// The route tester's walk (issue 18, decision 0091): where a call to a number at an instant
// goes, step by step, given the keys the caller presses and what happens where it rings. Pure and
// deterministic; it always ends, in a terminal step.
import type { CallFlow, Destination } from '../schemas/callFlow';
import { destinationKey, type IndexedNode, indexFlow, missingWords, type NodeKind } from './graph';
import { scheduleStatus } from './schedule';
import { describeLocal } from './zonedTime';

/** What happens where the call rings (the same at every ringing point of the walk). */
export const CALL_OUTCOMES = ['answered', 'noAnswer', 'busy', 'queueFull', 'noAgents'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export interface RouteInput {
  /** The number called, as the flow's numbers list it (spaces and dashes are ignored). */
  number: string;
  at: Date;
  /** The keys the caller presses, one per menu reached, in order; a menu with none left times out. */
  keys?: readonly string[];
  /** 'answered' when absent. */
  outcome?: CallOutcome;
  /** The zone of the times shown before the call meets a schedule (the account's); UTC when absent. */
  timeZone?: string;
}

export type RouteEndKind =
  | 'answered'
  | 'voicemail'
  | 'outside'
  | 'hangup'
  | 'loop'
  | 'missing'
  | 'unknownNumber';

export interface RouteEnd {
  kind: RouteEndKind;
  /** In words: 'Answered by Call queue Sales', 'Voicemail of Extension Ana (201)'. */
  text: string;
}

export type StepKind = NodeKind | 'number' | 'voicemail' | 'outside' | 'hangup';

export interface RouteStep {
  nodeKind: StepKind;
  /** The node's id (a number's or an outside number's digits for those). */
  nodeId: string;
  label: string;
  /** The way the call leaves this step: 'open', 'key 1', 'overflow after 300 s'. */
  branch?: string;
  /** When the call reaches this step, on the wall clock of the last schedule met: 'Sun 2026-03-08 14:05 Europe/London'. */
  localTime: string;
  /** Seconds since the call came in (menus waiting, queues holding, phones ringing). */
  afterSeconds: number;
  /** Set on the last step only. */
  end?: RouteEnd;
}

export interface Route {
  steps: RouteStep[];
  end: RouteEnd;
}

export const digitsOf = (number: string) => number.replace(/[^0-9]/g, '');

type Next = { branch: string; to: Destination; wait?: number } | { branch: string; end: RouteEnd };

/** Where a call to `input.number` at `input.at` goes (see RouteInput). */
export function routeCall(flow: CallFlow, input: RouteInput): Route {
  const index = indexFlow(flow);
  const keys = input.keys ?? [];
  const outcome = input.outcome ?? 'answered';
  const start = input.at.getTime();
  const steps: RouteStep[] = [];
  let zone = input.timeZone ?? 'UTC';
  let elapsed = 0;
  let pressed = 0;

  const push = (step: Omit<RouteStep, 'localTime' | 'afterSeconds'>) => {
    steps.push({
      ...step,
      localTime: describeLocal(new Date(start + elapsed * 1000), zone),
      afterSeconds: elapsed,
    });
  };
  const finish = (step: Omit<RouteStep, 'localTime' | 'afterSeconds' | 'end'>, end: RouteEnd): Route => {
    push({ ...step, end });
    return { steps, end };
  };

  const entry = flow.numbers.find((n) => digitsOf(n.number) === digitsOf(input.number));
  if (!entry)
    return finish(
      {
        nodeKind: 'number',
        nodeId: digitsOf(input.number),
        label: `Number ${input.number}`,
        branch: 'not in this call flow',
      },
      { kind: 'unknownNumber', text: `No call flow answers ${input.number}.` },
    );
  push({ nodeKind: 'number', nodeId: digitsOf(entry.number), label: `Number ${entry.number}` });

  // A node reached again with the same keys left walks the same way again: a loop.
  const seen = new Set<string>();
  let to: Destination = entry.destination;
  for (;;) {
    if (to.kind === 'hangup')
      return finish(
        { nodeKind: 'hangup', nodeId: 'hangup', label: 'Hang up' },
        { kind: 'hangup', text: 'Hang up' },
      );
    if (to.kind === 'outside')
      return finish(
        { nodeKind: 'outside', nodeId: digitsOf(to.number), label: `Outside number ${to.number}` },
        { kind: 'outside', text: `Outside number ${to.number}` },
      );
    const node = index.get(destinationKey(to)!);
    if (!node) {
      const text = `${missingWords(to)[0].toUpperCase()}${missingWords(to).slice(1)}.`;
      return finish({ nodeKind: to.kind, nodeId: String(to.id), label: text }, { kind: 'missing', text });
    }
    if (to.kind === 'voicemail') {
      const label = `Voicemail of ${node.label}`;
      const step = { nodeKind: 'voicemail' as const, nodeId: String(to.id), label };
      return node.kind === 'extension' && node.item.voicemail
        ? finish(step, { kind: 'voicemail', text: label })
        : finish(step, { kind: 'hangup', text: `${node.label} has no voicemail: the call ends.` });
    }
    const state = `${node.key}#${pressed}`;
    if (seen.has(state))
      return finish(
        { nodeKind: node.kind, nodeId: String(node.item.id), label: node.label, branch: 'loop' },
        {
          kind: 'loop',
          text: `The call comes back to ${node.label} with nothing changed: it would go round forever.`,
        },
      );
    seen.add(state);

    const next = stepFrom(node, start + elapsed * 1000, outcome, () =>
      pressed < keys.length ? keys[pressed++] : undefined,
    );
    if (node.kind === 'schedule') zone = node.item.timeZone;
    const step = {
      nodeKind: node.kind,
      nodeId: String(node.item.id),
      label: node.label,
      branch: next.branch,
    };
    if ('end' in next) return finish(step, next.end);
    push(step);
    elapsed += next.wait ?? 0;
    to = next.to;
  }
}

/** What one node does with the call. */
function stepFrom(
  node: IndexedNode,
  at: number,
  outcome: CallOutcome,
  nextKey: () => string | undefined,
): Next {
  const answered = (): Next => ({
    branch: 'answered',
    end: { kind: 'answered', text: `Answered by ${node.label}` },
  });
  switch (node.kind) {
    case 'schedule': {
      const s = node.item;
      const status = scheduleStatus(s, new Date(at));
      const to =
        status.state === 'open' ? s.open : status.state === 'holiday' ? (s.holiday ?? s.closed) : s.closed;
      return { branch: status.branch, to };
    }
    case 'attendant': {
      const a = node.item;
      const key = nextKey();
      if (key === undefined)
        return { branch: `timeout after ${a.timeoutSeconds} s`, to: a.timeout, wait: a.timeoutSeconds };
      const to = Object.hasOwn(a.keys, key) ? a.keys[key as keyof typeof a.keys] : undefined;
      return to ? { branch: `key ${key}`, to } : { branch: `invalid key ${key}`, to: a.invalid };
    }
    case 'queue': {
      const q = node.item;
      if (q.agents.length === 0 || outcome === 'noAgents') return { branch: 'no agents', to: q.noAgents };
      if (outcome === 'answered') return answered();
      if (outcome === 'queueFull') return { branch: 'overflow: the queue is full', to: q.overflow };
      return { branch: `overflow after ${q.maxWaitSeconds} s`, to: q.overflow, wait: q.maxWaitSeconds };
    }
    case 'group': {
      const g = node.item;
      if (g.members.length === 0) return { branch: 'no answer: no members', to: g.noAnswer };
      if (outcome === 'answered') return answered();
      return { branch: `no answer after ${g.noAnswerSeconds} s`, to: g.noAnswer, wait: g.noAnswerSeconds };
    }
    case 'extension': {
      const e = node.item;
      if (outcome === 'answered') return answered();
      const noAnswer: Destination = e.noAnswer ?? { kind: 'voicemail', id: e.id };
      if (outcome === 'busy') return { branch: 'busy', to: e.busy ?? noAnswer };
      return { branch: `no answer after ${e.ringSeconds} s`, to: noAnswer, wait: e.ringSeconds };
    }
  }
}
