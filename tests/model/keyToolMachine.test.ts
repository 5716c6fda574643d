// Generated paths through the key tool machine (MISC-02), and its flow with fake calls.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { type KeyToolStep, keyToolMachine } from '../../machines/portal/keyToolMachine';
import {
  DEFAULT_WORDS,
  KEY,
  keyToolModel,
  NEW_WORDS,
  RESTORED_TEXTS,
  SAVED_TEXTS,
  TEXT_REFUSAL,
} from '../../machines/portal/keyToolMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

// The schema's words, written out here rather than imported, so a changed text fails.
const EMPTY_PROBLEM = 'Enter the text.';
const closed = { key: undefined, draft: '', problem: undefined, failure: undefined };

const calls = (step: KeyToolStep, c: AnyMachineSnapshot['context']) =>
  step === 'saving' ? { save: { key: c.key, text: c.draft.trim() } } : { restore: { key: c.key } };

/** MISC-02's key tool as a table: each event's outcome in each state. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const state = before.value as string;
  const c = before.context;
  const e = event as EventObject & { key?: string; text?: string; output?: unknown; error?: unknown };
  switch (`${state} ${e.type}`) {
    case 'off TURN_ON':
      return { value: 'on' };
    case 'on TURN_OFF':
      return { value: 'off' };
    case 'on EDIT':
      return { value: 'editing', context: { key: e.key, draft: e.text } };
    case 'editing CHANGE':
      return { value: 'editing', context: { draft: e.text, problem: undefined } };
    case 'editing SAVE':
      // Words the schema refuses never reach the platform: its words under the field.
      if (c.draft.trim() === '') return { value: 'editing', context: { problem: EMPTY_PROBLEM } };
      return { value: 'saving', invoked: calls('saving', c) };
    case 'editing RESTORE':
      return { value: 'restoring', invoked: calls('restoring', c) };
    case 'editing EDIT':
      return { value: 'editing', context: { key: e.key, draft: e.text, problem: undefined } };
    case 'editing CANCEL':
    case 'failed CANCEL':
      return { value: 'on', context: closed };
    case 'editing TURN_OFF':
    case 'failed TURN_OFF':
      return { value: 'off', context: closed };
    case 'saving xstate.done.actor.save':
    case 'restoring xstate.done.actor.restore':
      // The page shows the platform's answer at once; the editor closes.
      return { value: 'on', context: { ...closed, texts: e.output } };
    case 'saving xstate.error.actor.save':
      if (e.error === TEXT_REFUSAL)
        return { value: 'editing', context: { problem: TEXT_REFUSAL.errors[0].message } };
      return { value: 'failed', context: { failure: { step: 'saving', error: e.error } } };
    case 'restoring xstate.error.actor.restore':
      return { value: 'failed', context: { failure: { step: 'restoring', error: e.error } } };
    case 'failed RETRY': {
      const step = c.failure.step as KeyToolStep;
      return { value: step, context: { failure: undefined }, invoked: calls(step, c) };
    }
    case 'failed EDIT':
      return { value: 'editing', context: { failure: undefined, draft: c.draft } };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: keyToolMachine,
  model: keyToolModel,
  requirements: ['MISC-02'],
  initial: { value: 'off', context: { draft: '' } },
  // Callers read these tags, never the states' names.
  tags: {
    on: ['on'],
    editing: ['on', 'editing'],
    saving: ['on', 'editing', 'busy'],
    restoring: ['on', 'editing', 'busy'],
    failed: ['on', 'editing', 'failed'],
  },
  next,
});

describe('the key tool with fake calls', () => {
  it('MISC-02 saves the typed words for the key, then restores the default, keeping each answer', async () => {
    const made: unknown[] = [];
    const actor = createActor(
      keyToolMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            made.push(['save', input]);
            return SAVED_TEXTS;
          }),
          restore: fromPromise(async ({ input }) => {
            made.push(['restore', input]);
            return RESTORED_TEXTS;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'TURN_ON' });
    actor.send({ type: 'EDIT', key: KEY, text: DEFAULT_WORDS });
    actor.send({ type: 'CHANGE', text: `  ${NEW_WORDS} ` });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.hasTag('on') && !s.hasTag('editing'));
    expect(actor.getSnapshot().context.texts).toEqual(SAVED_TEXTS);
    actor.send({ type: 'EDIT', key: KEY, text: NEW_WORDS });
    actor.send({ type: 'RESTORE' });
    await waitFor(actor, (s) => !s.hasTag('editing'));
    expect(actor.getSnapshot().context.texts).toEqual(RESTORED_TEXTS);
    expect(made).toEqual([
      ['save', { key: KEY, text: NEW_WORDS }],
      ['restore', { key: KEY }],
    ]);
    actor.send({ type: 'TURN_OFF' });
    expect(actor.getSnapshot().hasTag('on')).toBe(false);
  });
});
