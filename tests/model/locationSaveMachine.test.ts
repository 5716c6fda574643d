// Generated paths through the location save machine, and CALL-06's save flow with fake calls.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { type LocationSaveStep, locationSaveMachine } from '../../machines/locations/locationSaveMachine';
import {
  FIELD_REFUSAL,
  INVALID,
  locationSaveModel,
  MALFORMED_ADDRESS,
  SAVED,
  SUGGESTED_ADDRESS,
  TYPED_ADDRESS,
  VALID,
  WITH_SUGGESTION,
} from '../../machines/locations/locationSaveMachine.model';
import type { LocationInput, LocationValidation } from '../../src/domain/schemas/location';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

// The schema's words, written out here rather than imported, so a changed text fails.
const MALFORMED_PROBLEMS = [
  { field: 'name', message: 'Enter a name for the location.' },
  { field: 'street', message: 'Enter the street address.' },
];

/** The typed address with the suggested one written over it. */
const SUGGESTED_BODY = { ...TYPED_ADDRESS, ...SUGGESTED_ADDRESS, countryCode: 'US' };

const cleared = { problems: [], suggestion: undefined, failure: undefined };

const calls = (step: LocationSaveStep, c: AnyMachineSnapshot['context'], body = c.body) =>
  step === 'checking' ? { validate: { draft: c.draft } } : { save: { body } };

/** CALL-06's save flow as a table: each event's outcome in each state. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const state = before.value as string;
  const c = before.context;
  const e = event as EventObject & { draft?: LocationInput; output?: unknown; error?: unknown };
  switch (`${state} ${e.type}`) {
    case 'editing SAVE':
      // The schema refuses it before any call: its problems, beside the fields.
      if (e.draft === MALFORMED_ADDRESS)
        return { value: 'editing', context: { problems: MALFORMED_PROBLEMS } };
      return {
        value: 'checking',
        context: { draft: e.draft, ...cleared },
        invoked: { validate: { draft: e.draft } },
      };
    case 'editing EDIT':
      return { value: 'editing', context: cleared };
    case 'checking xstate.done.actor.validate': {
      const answer = e.output as LocationValidation;
      if (!answer.valid) return { value: 'editing', context: { problems: INVALID.problems } };
      if (answer.suggestion) return { value: 'suggesting', context: { suggestion: SUGGESTED_ADDRESS } };
      return { value: 'saving', context: { body: c.draft }, invoked: calls('saving', c, c.draft) };
    }
    case 'checking xstate.error.actor.validate':
      return { value: 'failed', context: { failure: { step: 'checking', error: e.error } } };
    case 'suggesting USE':
      return {
        value: 'saving',
        context: { body: SUGGESTED_BODY, suggestion: undefined },
        invoked: calls('saving', c, SUGGESTED_BODY),
      };
    case 'suggesting KEEP':
      return {
        value: 'saving',
        context: { body: TYPED_ADDRESS, suggestion: undefined },
        invoked: calls('saving', c, TYPED_ADDRESS),
      };
    case 'suggesting EDIT':
      return { value: 'editing', context: cleared };
    case 'saving xstate.done.actor.save':
      return { value: 'saved', status: 'done', context: { saved: SAVED } };
    case 'saving xstate.error.actor.save':
      // A 400 naming fields goes back to the form with them; anything else can be retried.
      if (e.error === FIELD_REFUSAL) return { value: 'editing', context: { problems: FIELD_REFUSAL.errors } };
      return { value: 'failed', context: { failure: { step: 'saving', error: e.error } } };
    case 'failed RETRY': {
      const step = c.failure.step as LocationSaveStep;
      return { value: step, context: { failure: undefined, body: c.body }, invoked: calls(step, c) };
    }
    case 'failed BACK':
    case 'failed EDIT':
      return { value: 'editing', context: cleared };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: locationSaveMachine,
  model: locationSaveModel,
  requirements: ['CALL-06'],
  initial: { value: 'editing', context: { problems: [] } },
  // Callers read these tags, never the states' names.
  tags: {
    checking: ['busy'],
    saving: ['busy'],
    suggesting: ['suggesting'],
    failed: ['failed'],
    saved: ['busy', 'saved'],
  },
  next,
});

/** The machine with calls that answer from a script; each call is noted with its input. */
function withCalls(script: { validate?: () => LocationValidation; save?: (body: LocationInput) => unknown }) {
  const made: { call: string; input: unknown }[] = [];
  const actor = createActor(
    locationSaveMachine.provide({
      actors: {
        validate: fromPromise(async ({ input }) => {
          made.push({ call: 'validate', input });
          if (!script.validate) throw new Error('validate not scripted');
          return script.validate();
        }),
        save: fromPromise(async ({ input }) => {
          made.push({ call: 'save', input });
          if (!script.save) throw new Error('save not scripted');
          return script.save(input.body) as { id: number };
        }),
      },
    }),
  ).start();
  return { actor, made };
}

const settled = (actor: ReturnType<typeof withCalls>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy') || s.hasTag('saved'));

describe('saving a location with fake calls', () => {
  it('CALL-06 a suggested address waits for the choice: "Use" saves the suggestion, "Keep" the address as typed', async () => {
    for (const [choice, body] of [
      ['USE', SUGGESTED_BODY],
      ['KEEP', TYPED_ADDRESS],
    ] as const) {
      const { actor, made } = withCalls({ validate: () => WITH_SUGGESTION, save: () => SAVED });
      actor.send({ type: 'SAVE', draft: TYPED_ADDRESS });
      const asking = await settled(actor);
      expect(asking.hasTag('suggesting')).toBe(true);
      expect(asking.context.suggestion).toEqual(SUGGESTED_ADDRESS);
      expect(made.map((m) => m.call)).toEqual(['validate']);
      actor.send({ type: choice });
      const done = await settled(actor);
      expect(done.hasTag('saved')).toBe(true);
      expect(done.context.saved).toEqual(SAVED);
      expect(made[1]).toEqual({ call: 'save', input: { body } });
    }
  });

  it('CALL-06 a valid address is saved at once; one the schema refuses is never sent; the validation’s problems go back to the form', async () => {
    const valid = withCalls({ validate: () => VALID, save: () => SAVED });
    valid.actor.send({ type: 'SAVE', draft: TYPED_ADDRESS });
    expect((await settled(valid.actor)).hasTag('saved')).toBe(true);
    expect(valid.made).toEqual([
      { call: 'validate', input: { draft: TYPED_ADDRESS } },
      { call: 'save', input: { body: TYPED_ADDRESS } },
    ]);

    const refused = withCalls({ validate: () => INVALID });
    refused.actor.send({ type: 'SAVE', draft: MALFORMED_ADDRESS });
    expect(refused.actor.getSnapshot().context.problems).toEqual(MALFORMED_PROBLEMS);
    expect(refused.made).toEqual([]);
    refused.actor.send({ type: 'SAVE', draft: TYPED_ADDRESS });
    const back = await settled(refused.actor);
    expect(back.hasTag('failed') || back.hasTag('suggesting')).toBe(false);
    expect(back.context.problems).toEqual(INVALID.problems);
    expect(refused.made.map((m) => m.call)).toEqual(['validate']);
  });

  it('CALL-06 a failed save is retried with the same body and without validating again; a 400 naming fields goes back to the form', async () => {
    let answers: unknown[] = [{ status: 503, message: 'Service unavailable', errors: [] }, SAVED];
    const { actor, made } = withCalls({
      validate: () => WITH_SUGGESTION,
      save: () => {
        const [answer, ...rest] = answers;
        answers = rest;
        if (answer !== SAVED) throw answer;
        return answer;
      },
    });
    actor.send({ type: 'SAVE', draft: TYPED_ADDRESS });
    await settled(actor);
    actor.send({ type: 'USE' });
    const failed = await settled(actor);
    expect(failed.hasTag('failed')).toBe(true);
    expect(failed.context.failure).toMatchObject({ step: 'saving', error: { status: 503 } });
    actor.send({ type: 'RETRY' });
    expect((await settled(actor)).hasTag('saved')).toBe(true);
    expect(made.map((m) => m.call)).toEqual(['validate', 'save', 'save']);
    expect(made[2].input).toEqual({ body: SUGGESTED_BODY });

    const named = withCalls({
      validate: () => VALID,
      save: () => {
        throw FIELD_REFUSAL;
      },
    });
    named.actor.send({ type: 'SAVE', draft: TYPED_ADDRESS });
    const back = await settled(named.actor);
    expect(back.hasTag('failed')).toBe(false);
    expect(back.context.problems).toEqual([
      { field: 'name', message: 'A location with this name already exists.' },
    ]);
  });

  it('CALL-06 a validation that could not be made is retried by validating again; BACK returns to the form', async () => {
    let reachable = false;
    const { actor, made } = withCalls({
      validate: () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return VALID;
      },
      save: () => SAVED,
    });
    actor.send({ type: 'SAVE', draft: TYPED_ADDRESS });
    expect((await settled(actor)).context.failure?.step).toBe('checking');
    actor.send({ type: 'BACK' });
    const form = actor.getSnapshot();
    expect(form.hasTag('failed')).toBe(false);
    expect(form.context.failure).toBeUndefined();
    actor.send({ type: 'SAVE', draft: TYPED_ADDRESS });
    expect((await settled(actor)).hasTag('failed')).toBe(true);
    reachable = true;
    actor.send({ type: 'RETRY' });
    expect((await settled(actor)).hasTag('saved')).toBe(true);
    expect(made.map((m) => m.call)).toEqual(['validate', 'validate', 'validate', 'save']);
  });
});
