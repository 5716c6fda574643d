// Properties of the walk and the zone clock over generated flows, instants and zones (CALL-03):
// every walk ends, in exactly one terminal step; a flow checkFlow passes never walks into a
// missing node; a local time resolves back to the instants that show it.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFlow } from '../../../src/domain/callFlow/checkFlow';
import { CALL_OUTCOMES, routeCall } from '../../../src/domain/callFlow/routeCall';
import { scheduleStatus } from '../../../src/domain/callFlow/schedule';
import { localMoment, resolveLocalTime } from '../../../src/domain/callFlow/zonedTime';
import {
  type CallFlowInput,
  type Destination,
  type Holiday,
  MENU_KEYS,
} from '../../../src/domain/schemas/callFlow';
import { flowOf } from './fixtures';

const ZONES = [
  'Europe/London',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];
const IDS = [1, 2];
const EXTENSIONS = [201, 202];

/** Any destination; now and then one that does not exist (id 3, extension 203, a voicemail that is off). */
const destination: fc.Arbitrary<Destination> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constantFrom('schedule', 'attendant', 'queue', 'group'),
      id: fc.constantFrom(...IDS),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('extension'), id: fc.constantFrom(...EXTENSIONS) }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'voicemail', id: 201 }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'outside', number: '+15550100' }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'hangup' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { kind: 'queue', id: 3 },
      { kind: 'attendant', id: 3 },
      { kind: 'extension', id: 203 },
      { kind: 'voicemail', id: 202 },
    ),
  },
) as fc.Arbitrary<Destination>;

const range = fc
  .record({ start: fc.integer({ min: 0, max: 47 }), length: fc.integer({ min: 1, max: 24 }) })
  .map(({ start, length }) => {
    const hhmm = (halfHours: number) =>
      `${String(Math.floor(halfHours / 2) % 24).padStart(2, '0')}:${halfHours % 2 ? '30' : '00'}`;
    return { start: hhmm(start), end: hhmm(start + length) };
  });

const flow: fc.Arbitrary<CallFlowInput> = fc.record({
  numbers: destination.map((d) => [{ number: '+442071234567', destination: d }]),
  schedules: fc.tuple(
    ...[1, 2].map((id) =>
      fc.record({
        id: fc.constant(id),
        name: fc.constant(`S${id}`),
        timeZone: fc.constantFrom(...ZONES),
        hours: fc.record({ mon: fc.array(range, { maxLength: 1 }), sat: fc.array(range, { maxLength: 1 }) }),
        holidays: fc.constant<Holiday[]>([{ name: 'Day', date: '2026-12-25' }]),
        open: destination,
        closed: destination,
        holiday: fc.option(destination, { nil: undefined }),
      }),
    ),
  ),
  attendants: fc.tuple(
    ...[1, 2].map((id) =>
      fc.record({
        id: fc.constant(id),
        name: fc.constant(`A${id}`),
        keys: fc.dictionary(fc.constantFrom(...MENU_KEYS), destination, { maxKeys: 4 }),
        timeout: destination,
        invalid: destination,
      }),
    ),
  ),
  queues: fc.tuple(
    ...[1, 2].map((id) =>
      fc.record({
        id: fc.constant(id),
        name: fc.constant(`Q${id}`),
        agents: fc.subarray(EXTENSIONS),
        overflow: destination,
        noAgents: destination,
      }),
    ),
  ),
  groups: fc.tuple(
    ...[1, 2].map((id) =>
      fc.record({
        id: fc.constant(id),
        name: fc.constant(`G${id}`),
        members: fc.subarray(EXTENSIONS),
        noAnswer: destination,
      }),
    ),
  ),
  extensions: fc
    .constant(EXTENSIONS.map((id) => ({ id, name: `E${id}`, voicemail: id === 201 })))
    .chain((list) =>
      fc
        .tuple(fc.option(destination, { nil: undefined }), fc.option(destination, { nil: undefined }))
        .map(([a, b]) => [
          { ...list[0], noAnswer: a },
          { ...list[1], busy: b },
        ]),
    ),
});

const instant = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));
const call = fc.record({
  at: instant,
  keys: fc.array(fc.constantFrom(...MENU_KEYS), { maxLength: 6 }),
  outcome: fc.constantFrom(...CALL_OUTCOMES),
});

describe('the walk', () => {
  it('CALL-03 always ends, in one terminal step, the last', () => {
    fc.assert(
      fc.property(flow, call, (input, c) => {
        const f = flowOf(input);
        const route = routeCall(f, { number: '+442071234567', ...c });
        const ends = route.steps.filter((s) => s.end);
        expect(ends).toHaveLength(1);
        expect(route.steps.at(-1)!.end).toEqual(route.end);
        // A walk visits each node at most once per key pressed (its loop guard).
        const nodes = 2 * 4 + EXTENSIONS.length;
        expect(route.steps.length).toBeLessThanOrEqual(2 + nodes * (c.keys.length + 1));
        // Time only goes forward.
        route.steps.forEach((s, i) => {
          if (i > 0) expect(s.afterSeconds).toBeGreaterThanOrEqual(route.steps[i - 1].afterSeconds);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('CALL-03 never meets a missing node in a flow checkFlow passes, and is the same walk twice', () => {
    fc.assert(
      fc.property(flow, call, (input, c) => {
        const f = flowOf(input);
        const route = routeCall(f, { number: '+442071234567', ...c });
        if (checkFlow(f).ok) expect(route.end.kind).not.toBe('missing');
        expect(routeCall(f, { number: '+442071234567', ...c })).toEqual(route);
      }),
      { numRuns: 300 },
    );
  });

  it('CALL-03 takes the branch scheduleStatus gives at the call time', () => {
    fc.assert(
      fc.property(flow, instant, (input, at) => {
        const f = flowOf(input);
        f.numbers[0].destination = { kind: 'schedule', id: 1 };
        const step = routeCall(f, { number: '+442071234567', at }).steps[1];
        expect(step.branch).toBe(scheduleStatus(f.schedules[0], at).branch);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the zone clock', () => {
  it('resolves the local time of any instant back to a list holding that instant', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES, 'America/Sao_Paulo', 'Asia/Kathmandu'), (at, zone) => {
        const r = resolveLocalTime(localMoment(at, zone), zone);
        expect(r.kind).not.toBe('skipped');
        expect(r.instants.map((d) => d.getTime())).toContain(at.getTime());
        for (const d of r.instants) expect(localMoment(d, zone)).toEqual(localMoment(at, zone));
      }),
      { numRuns: 500 },
    );
  });
});
