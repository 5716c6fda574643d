// A small office's call flow for the call flow tests: one number, a London schedule with
// Christmas, a main menu with a nested support menu, a sales queue and a support group.
import {
  type CallFlow,
  type CallFlowInput,
  callFlowFieldsSchema,
} from '../../../src/domain/schemas/callFlow';

/** A flow with its defaults filled in, without the integrity checks (tests build broken ones too). */
export const flowOf = (input: CallFlowInput): CallFlow => callFlowFieldsSchema.parse(input);

export const weekdays = (start: string, end: string) => ({
  mon: [{ start, end }],
  tue: [{ start, end }],
  wed: [{ start, end }],
  thu: [{ start, end }],
  fri: [{ start, end }],
});

export const OFFICE_NUMBER = '+44 20 7123 4567';

export const officeInput = (): CallFlowInput => ({
  numbers: [{ number: '+442071234567', destination: { kind: 'schedule', id: 1 } }],
  schedules: [
    {
      id: 1,
      name: 'Office hours',
      timeZone: 'Europe/London',
      hours: { ...weekdays('09:00', '17:30'), sat: [{ start: '10:00', end: '13:00' }] },
      holidays: [
        { name: 'Christmas Eve', date: '2026-12-24', hours: [{ start: '09:00', end: '12:00' }] },
        { name: 'Christmas Day', date: '2026-12-25', endDate: '2026-12-26' },
      ],
      open: { kind: 'attendant', id: 1 },
      closed: { kind: 'attendant', id: 2 },
      holiday: { kind: 'voicemail', id: 201 },
    },
  ],
  attendants: [
    {
      id: 1,
      name: 'Main menu',
      keys: {
        '1': { kind: 'queue', id: 1 },
        '2': { kind: 'attendant', id: 3 },
        '0': { kind: 'extension', id: 201 },
      },
      timeout: { kind: 'extension', id: 201 },
      invalid: { kind: 'attendant', id: 1 },
    },
    {
      id: 2,
      name: 'After hours',
      keys: { '1': { kind: 'voicemail', id: 201 }, '9': { kind: 'outside', number: '+442079460000' } },
      timeout: { kind: 'voicemail', id: 201 },
      invalid: { kind: 'hangup' },
    },
    {
      id: 3,
      name: 'Support menu',
      keys: { '1': { kind: 'group', id: 1 }, '9': { kind: 'attendant', id: 1 } },
      timeout: { kind: 'group', id: 1 },
      invalid: { kind: 'hangup' },
    },
  ],
  queues: [
    {
      id: 1,
      name: 'Sales',
      agents: [202, 203],
      maxWaitSeconds: 300,
      overflow: { kind: 'voicemail', id: 202 },
      noAgents: { kind: 'group', id: 1 },
    },
  ],
  groups: [
    {
      id: 1,
      name: 'Support team',
      members: [204, 205],
      noAnswerSeconds: 30,
      noAnswer: { kind: 'voicemail', id: 204 },
    },
  ],
  extensions: [
    { id: 201, name: 'Reception', number: '201' },
    { id: 202, name: 'Ana', number: '202' },
    { id: 203, name: 'Ben', number: '203' },
    { id: 204, name: 'Chloe', number: '204' },
    { id: 205, name: 'Dev', number: '205', voicemail: false },
  ],
});

export const office = () => flowOf(officeInput());
