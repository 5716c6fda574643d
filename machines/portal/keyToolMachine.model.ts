// How to walk the key tool machine: what the provider super user does (turn it on and off, edit a
// text, type words the schema takes or refuses, save, restore, cancel, retry) and what the platform
// answers. Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';

export const KEY = 'setupGuide.users.title';
export const DEFAULT_WORDS = 'Add your users';
export const NEW_WORDS = 'Add your team';

export const SAVED_TEXTS = {
  accountId: 10,
  items: [{ key: KEY, text: NEW_WORDS, defaultText: DEFAULT_WORDS, edited: true }],
};
export const RESTORED_TEXTS = {
  accountId: 10,
  items: [{ key: KEY, text: DEFAULT_WORDS, defaultText: DEFAULT_WORDS, edited: false }],
};

/** A refusal as the request layer raises it: a 400 naming the text, or no answer at all. */
export const TEXT_REFUSAL = {
  status: 400,
  message: 'Check the fields.',
  errors: [{ field: 'text', message: 'A text has at most 500 characters.' }],
};
export const UNREACHABLE = { message: 'Failed to fetch' };

export const KEY_TOOL_EVENTS: EventObject[] = [
  { type: 'TURN_ON' },
  { type: 'TURN_OFF' },
  { type: 'EDIT', key: KEY, text: DEFAULT_WORDS } as EventObject,
  { type: 'CHANGE', text: NEW_WORDS } as EventObject,
  { type: 'CHANGE', text: '   ' } as EventObject,
  { type: 'SAVE' },
  { type: 'RESTORE' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.save', output: SAVED_TEXTS } as EventObject,
  { type: 'xstate.error.actor.save', error: TEXT_REFUSAL } as EventObject,
  { type: 'xstate.error.actor.save', error: UNREACHABLE } as EventObject,
  { type: 'xstate.done.actor.restore', output: RESTORED_TEXTS } as EventObject,
  { type: 'xstate.error.actor.restore', error: UNREACHABLE } as EventObject,
];

export const keyToolModel: MachineModel = {
  events: (s) => KEY_TOOL_EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read the draft (SAVE) and the step that failed (RETRY).
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      s.context.draft.trim() === '',
      s.context.failure?.step,
      s.context.problem !== undefined,
    ]),
};
