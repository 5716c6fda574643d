// The route tester's walk (CALL-03: call flows, schedules, auto-attendants): where a call to the
// office's number goes for a date, a time, the keys pressed and what happens where it rings.
import { describe, expect, it } from 'vitest';
import { type Route, routeCall } from '../../../src/domain/callFlow/routeCall';
import { flowOf, OFFICE_NUMBER, office, officeInput } from './fixtures';

const walk = (
  iso: string,
  more: Omit<Parameters<typeof routeCall>[1], 'number' | 'at'> = {},
  flow = office(),
) => routeCall(flow, { number: OFFICE_NUMBER, at: new Date(iso), ...more });

/** The path as the diagram reads it: 'label (branch)'. */
const path = (r: Route) => r.steps.map((s) => (s.branch ? `${s.label} (${s.branch})` : s.label));

const MONDAY_10 = '2026-03-23T10:00:00Z';
const SUNDAY_10 = '2026-03-22T10:00:00Z';

describe('a call by day and time', () => {
  it('CALL-03 goes to the main menu on Monday at 10:00 and to the after-hours menu on Sunday at 10:00', () => {
    const monday = walk(MONDAY_10);
    const sunday = walk(SUNDAY_10);
    expect(path(monday)).toEqual([
      'Number +442071234567',
      'Schedule Office hours (open)',
      'Attendant Main menu (timeout after 10 s)',
      'Extension Reception (201) (answered)',
    ]);
    expect(path(sunday)).toEqual([
      'Number +442071234567',
      'Schedule Office hours (closed)',
      'Attendant After hours (timeout after 10 s)',
      'Voicemail of Extension Reception (201)',
    ]);
    expect(monday.end).toEqual({ kind: 'answered', text: 'Answered by Extension Reception (201)' });
    expect(sunday.end).toEqual({ kind: 'voicemail', text: 'Voicemail of Extension Reception (201)' });
  });

  it("CALL-03 shows each step's time on the schedule's wall clock", () => {
    const r = walk('2026-07-06T08:30:00Z');
    expect(r.steps[0].localTime).toBe('Mon 2026-07-06 08:30 UTC');
    expect(r.steps[1]).toMatchObject({ localTime: 'Mon 2026-07-06 09:30 Europe/London', branch: 'open' });
    expect(r.steps.at(-1)).toMatchObject({
      afterSeconds: 10,
      localTime: 'Mon 2026-07-06 09:30 Europe/London',
    });
    expect(walk('2026-07-06T08:30:00Z', { timeZone: 'Asia/Kolkata' }).steps[0].localTime).toBe(
      'Mon 2026-07-06 14:00 Asia/Kolkata',
    );
  });

  it('CALL-03 takes the holiday branch on Christmas Day and the open one in Christmas Eve hours', () => {
    expect(path(walk('2026-12-25T10:00:00Z')).slice(1)).toEqual([
      'Schedule Office hours (holiday: Christmas Day)',
      'Voicemail of Extension Reception (201)',
    ]);
    expect(walk('2026-12-24T10:00:00Z').steps[1].branch).toBe('open: Christmas Eve hours');
    expect(walk('2026-12-24T13:00:00Z').steps[1].branch).toBe('holiday: Christmas Eve');
  });

  it('CALL-03 takes the closed branch on a holiday when the schedule has no holiday branch', () => {
    const input = officeInput();
    delete input.schedules![0].holiday;
    expect(path(walk('2026-12-25T10:00:00Z', {}, flowOf(input)))[2]).toBe(
      'Attendant After hours (timeout after 10 s)',
    );
  });

  it('CALL-03 reads the schedule after the time the call has waited', () => {
    // 17:25 London: open; five minutes in the Sales queue, then the overflow meets the schedule again.
    const input = officeInput();
    input.queues![0].overflow = { kind: 'schedule', id: 1 };
    const r = walk('2026-03-23T17:25:00Z', { keys: ['1'], outcome: 'noAnswer' }, flowOf(input));
    expect(path(r).slice(1, 5)).toEqual([
      'Schedule Office hours (open)',
      'Attendant Main menu (key 1)',
      'Call queue Sales (overflow after 300 s)',
      'Schedule Office hours (closed)',
    ]);
    expect(r.steps[4]).toMatchObject({ afterSeconds: 300, localTime: 'Mon 2026-03-23 17:30 Europe/London' });
  });
});

describe('menus', () => {
  it('CALL-03 follows key presses through nested menus', () => {
    expect(path(walk(MONDAY_10, { keys: ['2', '1'] })).slice(2)).toEqual([
      'Attendant Main menu (key 2)',
      'Attendant Support menu (key 1)',
      'Call group Support team (answered)',
    ]);
  });

  it('CALL-03 goes back to the main menu and on with the next key', () => {
    expect(path(walk(MONDAY_10, { keys: ['2', '9', '0'] })).slice(2)).toEqual([
      'Attendant Main menu (key 2)',
      'Attendant Support menu (key 9)',
      'Attendant Main menu (key 0)',
      'Extension Reception (201) (answered)',
    ]);
  });

  it('CALL-03 takes the invalid branch for a key the menu does not have, then the timeout', () => {
    expect(path(walk(MONDAY_10, { keys: ['7'] })).slice(2)).toEqual([
      'Attendant Main menu (invalid key 7)',
      'Attendant Main menu (timeout after 10 s)',
      'Extension Reception (201) (answered)',
    ]);
    expect(path(walk(SUNDAY_10, { keys: ['5'] })).slice(2)).toEqual([
      'Attendant After hours (invalid key 5)',
      'Hang up',
    ]);
    expect(walk(SUNDAY_10, { keys: ['5'] }).end).toEqual({ kind: 'hangup', text: 'Hang up' });
  });

  it('CALL-03 sends a call to an outside number', () => {
    const r = walk(SUNDAY_10, { keys: ['9'] });
    expect(r.steps.at(-1)).toMatchObject({ nodeKind: 'outside', nodeId: '442079460000' });
    expect(r.end).toEqual({ kind: 'outside', text: 'Outside number +442079460000' });
  });
});

describe('queues, groups and extensions', () => {
  it('CALL-03 overflows the queue after its longest wait to the overflow destination', () => {
    const r = walk(MONDAY_10, { keys: ['1'], outcome: 'noAnswer' });
    expect(path(r).slice(2)).toEqual([
      'Attendant Main menu (key 1)',
      'Call queue Sales (overflow after 300 s)',
      'Voicemail of Extension Ana (202)',
    ]);
    expect(r.steps.at(-1)!.afterSeconds).toBe(300);
    expect(walk(MONDAY_10, { keys: ['1'], outcome: 'busy' }).steps[3].branch).toBe('overflow after 300 s');
  });

  it('CALL-03 overflows a full queue at once', () => {
    const r = walk(MONDAY_10, { keys: ['1'], outcome: 'queueFull' });
    expect(r.steps[3].branch).toBe('overflow: the queue is full');
    expect(r.steps.at(-1)).toMatchObject({ label: 'Voicemail of Extension Ana (202)', afterSeconds: 0 });
  });

  it('CALL-03 sends a call to the no-agents destination when no agent is logged in, or none is listed', () => {
    expect(path(walk(MONDAY_10, { keys: ['1'], outcome: 'noAgents' })).slice(3)).toEqual([
      'Call queue Sales (no agents)',
      'Call group Support team (no answer after 30 s)',
      'Voicemail of Extension Chloe (204)',
    ]);
    const input = officeInput();
    input.queues![0].agents = [];
    expect(path(walk(MONDAY_10, { keys: ['1'] }, flowOf(input))).slice(3)).toEqual([
      'Call queue Sales (no agents)',
      'Call group Support team (answered)',
    ]);
  });

  it("CALL-03 sends an unanswered group call to its no-answer destination, a member's voicemail", () => {
    const r = walk(MONDAY_10, { keys: ['2'], outcome: 'noAnswer' });
    expect(path(r).slice(3)).toEqual([
      'Attendant Support menu (timeout after 10 s)',
      'Call group Support team (no answer after 30 s)',
      'Voicemail of Extension Chloe (204)',
    ]);
    expect(r.end.kind).toBe('voicemail');
    expect(r.steps.at(-1)!.afterSeconds).toBe(40);
  });

  it('CALL-03 sends an unanswered or busy extension to its voicemail, or ends a call when it has none', () => {
    expect(path(walk(MONDAY_10, { keys: ['0'], outcome: 'noAnswer' })).slice(3)).toEqual([
      'Extension Reception (201) (no answer after 20 s)',
      'Voicemail of Extension Reception (201)',
    ]);
    expect(walk(MONDAY_10, { keys: ['0'], outcome: 'busy' }).steps[3].branch).toBe('busy');
    const input = officeInput();
    input.groups![0].noAnswer = { kind: 'extension', id: 205 };
    const r = walk(MONDAY_10, { keys: ['2', '1'], outcome: 'noAnswer' }, flowOf(input));
    expect(r.end).toEqual({ kind: 'hangup', text: 'Extension Dev (205) has no voicemail: the call ends.' });
  });

  it('CALL-03 sends a busy extension to its busy destination when it has one', () => {
    const input = officeInput();
    input.extensions![0].busy = { kind: 'group', id: 1 };
    expect(path(walk(MONDAY_10, { keys: ['0'], outcome: 'busy' }, flowOf(input))).slice(3, 5)).toEqual([
      'Extension Reception (201) (busy)',
      'Call group Support team (no answer after 30 s)',
    ]);
  });
});

describe('flows the walk cannot finish', () => {
  it('CALL-03 ends in a loop step when the call comes back with nothing changed', () => {
    const input = officeInput();
    input.attendants![0].timeout = { kind: 'attendant', id: 3 };
    const r = walk(MONDAY_10, {}, flowOf(input));
    expect(path(r).slice(2)).toEqual([
      'Attendant Main menu (timeout after 10 s)',
      'Attendant Support menu (timeout after 10 s)',
      'Call group Support team (answered)',
    ]);
    input.attendants![2].timeout = { kind: 'attendant', id: 1 };
    const loop = walk(MONDAY_10, {}, flowOf(input));
    expect(path(loop).slice(2)).toEqual([
      'Attendant Main menu (timeout after 10 s)',
      'Attendant Support menu (timeout after 10 s)',
      'Attendant Main menu (loop)',
    ]);
    expect(loop.end).toEqual({
      kind: 'loop',
      text: 'The call comes back to Attendant Main menu with nothing changed: it would go round forever.',
    });
  });

  it('CALL-03 ends at a destination that does not exist, naming it', () => {
    const input = officeInput();
    input.attendants![0].keys = { '1': { kind: 'queue', id: 42 } };
    const r = walk(MONDAY_10, { keys: ['1'] }, flowOf(input));
    expect(r.steps.at(-1)).toMatchObject({
      nodeKind: 'queue',
      nodeId: '42',
      label: 'There is no call queue 42.',
    });
    expect(r.end.kind).toBe('missing');
  });

  it('CALL-03 answers a number the flow does not have with one terminal step', () => {
    const r = routeCall(office(), { number: '+15550100', at: new Date(MONDAY_10) });
    expect(r.steps).toHaveLength(1);
    expect(r.end).toEqual({ kind: 'unknownNumber', text: 'No call flow answers +15550100.' });
  });
});
