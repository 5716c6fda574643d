// The call flow at a glance (CALL-03): the diagram of the account's flow, and beside it the route
// tester (a number, a local date and time, keys pressed, an outcome). The steps the tester answers
// light up on the diagram and are listed in words with their local times; a local time the clocks
// skip or repeat is explained. Props only; CallFlowPage connects it.

import { type FormEvent, useEffect, useLayoutEffect, useRef } from 'react';
import type { RouteAnswer } from '../../../api/callHandling/callFlows';
import { CALL_OUTCOMES, type CallOutcome } from '../../../domain/callFlow';
import { formatPhone } from '../../../domain/phone';
import type { FieldError } from '../../../domain/schemas/fieldErrors';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { Diagram } from './flowDiagram';
import { litBy } from './flowDiagram';
import { columns, diagramFrame, muted, row, stack, steps as stepsClass } from './flows.css';

export interface RouteQuestion {
  number: string;
  date: string;
  time: string;
  /** Keys as typed: '1 0' or '10'. */
  keys: string;
  outcome: CallOutcome;
  second: boolean;
}

export const OUTCOME_WORDS: Readonly<Record<CallOutcome, string>> = {
  answered: 'Answered',
  noAnswer: 'No answer',
  busy: 'Busy',
  queueFull: 'Queue full',
  noAgents: 'No agents',
};

export interface CallFlowViewProps {
  diagram: Diagram | undefined;
  numbers: readonly string[];
  question: RouteQuestion;
  onQuestionChange: (q: RouteQuestion) => void;
  onTest: () => void;
  testing: boolean;
  answer: RouteAnswer | undefined;
  /** The tester's field errors from the server. */
  errors: readonly FieldError[];
  /** A step's time in the account's locale and clock, read in the zone the call was tested in. */
  formatStepTime: (instant: Date, timeZone: string) => string;
  /** Flow problems the server found (shown, not blocking). */
  problems: readonly FieldError[];
  /** The account's auto-attendants, each linking to its menu's editor. */
  attendants: readonly { id: number; name: string; href: string }[];
  /** Offer "New auto-attendant" (create:extensions). */
  onNewAttendant?: () => void;
}

function DiagramFrame({ diagram, lit }: { diagram: Diagram; lit: { nodeIds: string[]; edgeIds: string[] } }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const doc = new DOMParser().parseFromString(diagram.svg, 'image/svg+xml');
    el.replaceChildren(document.importNode(doc.documentElement, true));
  }, [diagram.svg]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new SVG replaces the elements to mark
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const nodes = new Set(lit.nodeIds);
    const edges = new Set(lit.edgeIds);
    for (const n of el.querySelectorAll('[data-node-id]'))
      n.toggleAttribute('data-active', nodes.has(n.getAttribute('data-node-id') ?? ''));
    for (const e of el.querySelectorAll('[data-edge-id]'))
      e.toggleAttribute('data-active', edges.has(e.getAttribute('data-edge-id') ?? ''));
    // The call's first node comes into view in the frame, so the lit path is seen, not off to a side.
    const first = el.querySelector('[data-node-id][data-active]');
    const frame = el.parentElement;
    if (first && frame) {
      const f = frame.getBoundingClientRect();
      const n = first.getBoundingClientRect();
      frame.scrollBy?.({ left: n.left - f.left - 16, top: n.top - f.top - 16 });
    }
  }, [diagram.svg, lit]);
  return (
    <section
      className={diagramFrame}
      aria-label="Call flow diagram"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing scrolls from the keyboard
      tabIndex={0}
    >
      <div ref={host} style={{ width: diagram.width, height: diagram.height }} />
    </section>
  );
}

const errorOf = (errors: readonly FieldError[], field: string) =>
  errors.find((e) => e.field === field || e.field.startsWith(`${field}[`) || e.field.startsWith(`${field}.`))
    ?.message;

export function CallFlowView(props: CallFlowViewProps) {
  const { diagram, question: q, onQuestionChange: set, answer, errors } = props;
  const lit = answer && diagram ? litBy(answer.steps, diagram.edges) : { nodeIds: [], edgeIds: [] };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onTest();
  };
  return (
    <div className={columns}>
      <div className={stack}>
        {diagram ? (
          diagram.nodes.length ? (
            <DiagramFrame diagram={diagram} lit={lit} />
          ) : (
            <p>No number of the account has a call flow yet.</p>
          )
        ) : (
          <p className={muted}>Drawing the call flow…</p>
        )}
        <section aria-labelledby="attendants-title">
          <h2 id="attendants-title">Auto-attendants</h2>
          {props.onNewAttendant ? (
            <p>
              <Button variant="secondary" onPress={props.onNewAttendant}>
                New auto-attendant
              </Button>
            </p>
          ) : null}
          {props.attendants.length ? (
            <ul>
              {props.attendants.map((a) => (
                <li key={a.id}>
                  <a href={a.href}>{a.name}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p>The account has no auto-attendant yet.</p>
          )}
        </section>
        {props.problems.length > 0 && (
          <Alert variant="warning" title="This call flow has problems">
            <ul>
              {props.problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>{p.message}</li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
      <section className={stack} aria-labelledby="route-tester-title">
        <h2 id="route-tester-title">Route tester</h2>
        <form className={stack} onSubmit={submit} aria-label="Route tester">
          <SelectField
            label="Number"
            value={q.number}
            options={props.numbers.map((n) => ({ value: n, label: formatPhone(n) }))}
            onChange={(number) => set({ ...q, number })}
          />
          <div className={row}>
            <TextField
              label="Date"
              description="YYYY-MM-DD"
              value={q.date}
              onChange={(date) => set({ ...q, date })}
              isInvalid={!!errorOf(errors, 'date')}
              errorMessage={errorOf(errors, 'date')}
            />
            <TextField
              label="Time"
              description="HH:MM, 24-hour, local to the schedule"
              value={q.time}
              onChange={(time) => set({ ...q, time })}
              isInvalid={!!errorOf(errors, 'time')}
              errorMessage={errorOf(errors, 'time')}
            />
          </div>
          <TextField
            label="Keys pressed"
            description="One per menu reached, in order, like 1 0"
            value={q.keys}
            onChange={(keys) => set({ ...q, keys })}
            isInvalid={!!errorOf(errors, 'keys')}
            errorMessage={errorOf(errors, 'keys')}
          />
          <SelectField
            label="Where it rings"
            value={q.outcome}
            options={CALL_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_WORDS[o] }))}
            onChange={(outcome) => set({ ...q, outcome: outcome as CallOutcome })}
          />
          <Button type="submit" isDisabled={props.testing || !q.number}>
            {props.testing ? 'Testing…' : 'Test the route'}
          </Button>
        </form>
        {answer && (
          <div className={stack} aria-live="polite">
            {answer.resolved.note && (
              <Alert
                variant="info"
                title={answer.resolved.kind === 'skipped' ? 'A skipped time' : 'A repeated time'}
              >
                {answer.resolved.note}
                {answer.resolved.kind === 'repeated' && (
                  <div>
                    <Button variant="secondary" onPress={() => set({ ...q, second: !q.second })}>
                      {q.second ? 'Test the first one' : 'Test the second one'}
                    </Button>
                  </div>
                )}
              </Alert>
            )}
            <h3>Where the call goes</h3>
            <ol className={stepsClass} aria-label="Steps of the call">
              {answer.steps.map((s) => (
                <li
                  key={`${s.afterSeconds}:${s.nodeKind}:${s.nodeId}:${s.branch ?? ''}:${s.end ? 'end' : ''}`}
                >
                  <strong>{s.nodeKind === 'number' ? `Number ${formatPhone(s.nodeId)}` : s.label}</strong>
                  {s.branch ? ` — ${s.branch}` : ''}{' '}
                  <span className={muted}>
                    at{' '}
                    {props.formatStepTime(
                      new Date(new Date(answer.resolved.instant).getTime() + s.afterSeconds * 1000),
                      answer.resolved.timeZone,
                    )}
                  </span>
                </li>
              ))}
            </ol>
            <p>
              <strong>End:</strong> {answer.end.text}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
