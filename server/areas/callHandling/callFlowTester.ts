// The route tester (CALL-03, decision 0091): a number, a local date and time, the keys pressed and
// what happens where it rings → the steps of the walk. The local time is read in the zone of the
// first schedule the call meets (the account's zone when it meets none), resolved to an instant
// with resolveLocalTime: a time clocks skip or repeat is answered with a note that says so.
import { localMoment, resolveLocalTime, routeCall } from '../../../src/domain/callFlow';
import type { CallFlow } from '../../../src/domain/schemas/callFlow';
import type { ResolvedTime, RouteTestBody } from '../../../src/domain/schemas/callHandling/flows';

const hhmm = (d: Date, zone: string) => {
  const m = localMoment(d, zone);
  return `${String(m.hour).padStart(2, '0')}:${String(m.minute).padStart(2, '0')}`;
};

function resolveIn(body: RouteTestBody, zone: string): { at: Date; resolved: ResolvedTime } {
  const [year, month, day] = body.date.split('-').map(Number);
  const [hour, minute] = body.time.split(':').map(Number);
  const r = resolveLocalTime({ year, month, day, hour, minute, second: 0 }, zone);
  const at = r.kind === 'repeated' && body.second ? r.instants[1] : r.instant;
  const note =
    r.kind === 'skipped'
      ? `${body.time} does not happen on ${body.date} in ${zone}: the clocks go forward past it, so the call is tested at ${hhmm(at, zone)}.`
      : r.kind === 'repeated'
        ? `${body.time} happens twice on ${body.date} in ${zone}: the clocks go back. The call is tested at the ${body.second ? 'second' : 'first'} ${body.time}.`
        : undefined;
  return {
    at,
    resolved: {
      date: body.date,
      time: body.time,
      timeZone: zone,
      kind: r.kind,
      instant: at.toISOString(),
      instants: r.instants.map((d) => d.toISOString()),
      ...(note ? { note } : {}),
    },
  };
}

/** Walks the flow for the tester's question (see the file's header). */
export function testRoute(flow: CallFlow, accountZone: string, body: RouteTestBody) {
  const input = { number: body.number, keys: body.keys, outcome: body.outcome, timeZone: accountZone };
  let { at, resolved } = resolveIn(body, accountZone);
  // The zone of the first schedule met decides what the local time means.
  const first = routeCall(flow, { ...input, at }).steps.find((s) => s.nodeKind === 'schedule');
  const zone = first && flow.schedules.find((s) => String(s.id) === first.nodeId)?.timeZone;
  if (zone && zone !== accountZone) ({ at, resolved } = resolveIn(body, zone));
  const route = routeCall(flow, { ...input, at, timeZone: zone || accountZone });
  return { ...route, resolved };
}
