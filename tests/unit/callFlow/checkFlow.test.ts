// The integrity of a call flow (CALL-03): destinations that do not exist are field errors on the
// field that names them, menus and schedules that send calls round with no way out are refused,
// and the flow's schema refuses the same with the same words.
import { describe, expect, it } from 'vitest';
import { callFlowSchema } from '../../../src/domain/callFlow/callFlowSchema';
import { checkFlow } from '../../../src/domain/callFlow/checkFlow';
import { fieldErrorsOf } from '../../../src/domain/schemas/fieldErrors';
import { flowOf, office, officeInput } from './fixtures';

describe('destinations', () => {
  it('CALL-03 passes a flow whose destinations all exist', () => {
    expect(checkFlow(office())).toEqual({ ok: true, errors: [], warnings: [] });
    expect(callFlowSchema.safeParse(officeInput()).success).toBe(true);
  });

  it('CALL-03 refuses a destination that does not exist, on its field', () => {
    const input = officeInput();
    input.attendants![0].keys!['1'] = { kind: 'queue', id: 42 };
    input.schedules![0].closed = { kind: 'attendant', id: 9 };
    input.groups![0].noAnswer = { kind: 'voicemail', id: 777 };
    input.numbers![0].destination = { kind: 'schedule', id: 5 };
    expect(checkFlow(flowOf(input)).errors).toEqual([
      { field: 'numbers[0].destination', message: 'Number +442071234567: there is no schedule 5.' },
      { field: 'schedules[0].closed', message: 'Schedule Office hours, closed: there is no attendant 9.' },
      { field: 'attendants[0].keys.1', message: 'Attendant Main menu, key 1: there is no call queue 42.' },
      {
        field: 'groups[0].noAnswer',
        message: 'Call group Support team, no answer: there is no extension 777 for its voicemail.',
      },
    ]);
  });

  it('CALL-03 refuses agents and members that are not extensions, and a voicemail that is off', () => {
    const input = officeInput();
    input.queues![0].agents = [202, 77];
    input.groups![0].members = [99];
    input.attendants![1].timeout = { kind: 'voicemail', id: 205 };
    expect(checkFlow(flowOf(input)).errors).toEqual([
      {
        field: 'attendants[1].timeout',
        message: 'Attendant After hours, timeout: Extension Dev (205) has no voicemail.',
      },
      { field: 'queues[0].agents[1]', message: 'Call queue Sales, agent 2: there is no extension 77.' },
      {
        field: 'groups[0].members[0]',
        message: 'Call group Support team, member 1: there is no extension 99.',
      },
    ]);
  });

  it('CALL-03 refuses an id or a number listed twice', () => {
    const input = officeInput();
    input.attendants!.push({ ...input.attendants![1], name: 'Copy' });
    input.numbers!.push({ number: '442071234567', destination: { kind: 'hangup' } });
    expect(checkFlow(flowOf(input)).errors).toEqual([
      { field: 'attendants[3].id', message: 'Another attendant has the id 2.' },
      { field: 'numbers[1].number', message: 'The number 442071234567 is listed twice.' },
    ]);
  });
});

describe('loops', () => {
  /** Main menu and Sales menu send every call to each other. */
  const pingPong = () => {
    const input = officeInput();
    input.attendants![0] = {
      id: 1,
      name: 'Main menu',
      keys: { '1': { kind: 'attendant', id: 4 } },
      timeout: { kind: 'attendant', id: 4 },
      invalid: { kind: 'attendant', id: 1 },
    };
    input.attendants!.push({
      id: 4,
      name: 'Sales menu',
      keys: { '9': { kind: 'attendant', id: 1 } },
      timeout: { kind: 'attendant', id: 1 },
      invalid: { kind: 'attendant', id: 4 },
    });
    return input;
  };

  it('CALL-03 refuses two menus that send calls to each other with no way out', () => {
    const result = checkFlow(flowOf(pingPong()));
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      {
        field: 'attendants[0]',
        message: 'Attendant Main menu and Attendant Sales menu send calls to each other with no way out.',
      },
    ]);
  });

  it('CALL-03 accepts the same loop once one key leads out of it', () => {
    const input = pingPong();
    input.attendants![3].keys!['0'] = { kind: 'extension', id: 201 };
    expect(checkFlow(flowOf(input)).errors).toEqual([]);
    input.attendants![3].keys!['0'] = { kind: 'hangup' };
    expect(checkFlow(flowOf(input)).errors).toEqual([]);
  });

  it('CALL-03 refuses a menu that only sends calls back to itself, and a circle of three through a queue with no agents', () => {
    const input = officeInput();
    input.attendants![1] = {
      id: 2,
      name: 'After hours',
      keys: {},
      timeout: { kind: 'attendant', id: 2 },
      invalid: { kind: 'attendant', id: 2 },
    };
    expect(checkFlow(flowOf(input)).errors.map((e) => e.message)).toEqual([
      'Attendant After hours sends calls back to itself with no way out.',
    ]);
    input.attendants![1].timeout = { kind: 'schedule', id: 2 };
    input.schedules!.push({
      id: 2,
      name: 'Night',
      timeZone: 'Europe/London',
      hours: {},
      open: { kind: 'attendant', id: 2 },
      closed: { kind: 'queue', id: 2 },
    });
    input.queues!.push({
      id: 2,
      name: 'Empty',
      overflow: { kind: 'hangup' },
      noAgents: { kind: 'attendant', id: 2 },
    });
    expect(checkFlow(flowOf(input)).errors.map((e) => e.message)).toEqual([
      'Schedule Night, Attendant After hours and Call queue Empty send calls round in a circle with no way out.',
    ]);
  });

  it('CALL-03 counts a queue with agents, a group with members and an extension as ways out', () => {
    const input = pingPong();
    input.attendants![3].timeout = { kind: 'queue', id: 1 };
    input.queues![0].overflow = { kind: 'attendant', id: 1 };
    input.queues![0].noAgents = { kind: 'attendant', id: 1 };
    expect(checkFlow(flowOf(input)).errors).toEqual([]);
    input.queues![0].agents = [];
    expect(checkFlow(flowOf(input)).errors.map((e) => e.message)).toEqual([
      'Attendant Main menu, Attendant Sales menu and Call queue Sales send calls round in a circle with no way out.',
    ]);
  });

  it('CALL-03 answers the loop and a missing destination as field errors of the flow schema', () => {
    const input = pingPong();
    input.groups![0].noAnswer = { kind: 'queue', id: 42 };
    const parsed = callFlowSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual([
      {
        field: 'groups[0].noAnswer',
        message: 'Call group Support team, no answer: there is no call queue 42.',
      },
      {
        field: 'attendants[0]',
        message: 'Attendant Main menu and Attendant Sales menu send calls to each other with no way out.',
      },
    ]);
  });
});

describe('warnings', () => {
  it('CALL-03 warns of a menu, queue or group no number leads to, and not of extensions', () => {
    const input = officeInput();
    input.attendants![0].keys = { '0': { kind: 'extension', id: 201 } };
    const result = checkFlow(flowOf(input));
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([
      { field: 'attendants[2]', message: 'Attendant Support menu is not reached from any number.' },
      { field: 'queues[0]', message: 'Call queue Sales is not reached from any number.' },
      { field: 'groups[0]', message: 'Call group Support team is not reached from any number.' },
    ]);
  });
});
