// Saving an emergency location (CALL-06): the form's address is checked with the shared schema,
// then validated by the platform (C-075) before it is saved, created or changed.
// - SAVE with a draft the schema refuses stays in editing with the schema's problems; otherwise
//   checking asks the platform: problems go back to the form; a suggested address waits for the
//   person's choice (USE saves the suggestion, KEEP the address as typed, EDIT goes back to the
//   form); a valid address with nothing to suggest is saved at once.
// - saving: the platform's answer ends in `saved` (final, with the saved location); a 400 with
//   field errors goes back to the form with them; any other failure is `failed`.
// - failed: RETRY repeats the step that failed (the validation or the save, with the same body);
//   BACK or EDIT returns to the form.
// EDIT (a field changed) clears the problems, the suggestion and the failure wherever the form is
// in view. Callers read the tags busy, suggesting, failed and saved, never the states' names.
//
// The calls are the page's (`.provide({ actors })`): `save` creates or changes, as the page knows.
import { assign, fromPromise, setup } from 'xstate';
import { type FieldError, fieldErrorsOf } from '../../src/domain/schemas/fieldErrors';
import {
  type LocationInput,
  type LocationValidation,
  locationSchema,
} from '../../src/domain/schemas/location';

export type LocationSuggestion = NonNullable<LocationValidation['suggestion']>;

/** What the save call answers: at least the location's id, where the page goes next. */
export interface SavedLocation {
  id: number;
}

/** The steps that call the platform: a failure names the one to retry. */
export type LocationSaveStep = 'checking' | 'saving';

export interface LocationSaveContext {
  /** The address as typed at the last SAVE. */
  draft?: LocationInput;
  /** The body the save sends: the draft, or the draft with the suggested address. */
  body?: LocationInput;
  suggestion?: LocationSuggestion;
  /** What the form shows beside its fields: the schema's, the validation's or the platform's words. */
  problems: FieldError[];
  failure?: { step: LocationSaveStep; error: unknown };
  saved?: SavedLocation;
}

export type LocationSaveEvent =
  | { type: 'SAVE'; draft: LocationInput }
  | { type: 'USE' }
  | { type: 'KEEP' }
  | { type: 'EDIT' }
  | { type: 'RETRY' }
  | { type: 'BACK' };

export type LocationSaveTag = 'busy' | 'suggesting' | 'failed' | 'saved';

/** A 400 answering a field error per field (the request layer's ApiFailure, read by shape). */
const fieldErrorsIn = (error: unknown): FieldError[] => {
  const e = error as { status?: number; errors?: unknown } | undefined;
  return e?.status === 400 && Array.isArray(e.errors) ? (e.errors as FieldError[]) : [];
};

const schemaProblems = (draft: LocationInput) => {
  const checked = locationSchema.safeParse(draft);
  return checked.success ? [] : fieldErrorsOf(checked.error.issues);
};

export const locationSaveMachine = setup({
  types: {
    context: {} as LocationSaveContext,
    events: {} as LocationSaveEvent,
    tags: {} as LocationSaveTag,
  },
  actors: {
    validate: fromPromise<LocationValidation, { draft: LocationInput }>(async () => {
      throw new Error('validate not provided');
    }),
    save: fromPromise<SavedLocation, { body: LocationInput }>(async () => {
      throw new Error('save not provided');
    }),
  },
  guards: {
    malformed: (_, p: { draft: LocationInput }) => schemaProblems(p.draft).length > 0,
    invalid: (_, p: { answer: LocationValidation }) => !p.answer.valid,
    suggested: (_, p: { answer: LocationValidation }) => p.answer.suggestion !== null,
    fieldErrors: (_, p: { error: unknown }) => fieldErrorsIn(p.error).length > 0,
    failedAt: ({ context }, step: LocationSaveStep) => context.failure?.step === step,
  },
  actions: {
    /** Back to the form as typed: no problems, suggestion or failure left to show. */
    clear: assign({ problems: () => [], suggestion: undefined, failure: undefined }),
  },
}).createMachine({
  id: 'locationSave',
  context: { problems: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SAVE: [
          {
            guard: { type: 'malformed', params: ({ event }) => ({ draft: event.draft }) },
            actions: assign({ problems: ({ event }) => schemaProblems(event.draft) }),
          },
          { target: 'checking', actions: ['clear', assign({ draft: ({ event }) => event.draft })] },
        ],
        EDIT: { actions: 'clear' },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => ({ draft: context.draft as LocationInput }),
        onDone: [
          {
            guard: { type: 'invalid', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: assign({ problems: ({ event }) => event.output.problems }),
          },
          {
            guard: { type: 'suggested', params: ({ event }) => ({ answer: event.output }) },
            target: 'suggesting',
            actions: assign({ suggestion: ({ event }) => event.output.suggestion ?? undefined }),
          },
          { target: 'saving', actions: assign({ body: ({ context }) => context.draft }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => ({ step: 'checking' as const, error: event.error }) }),
        },
      },
    },
    suggesting: {
      tags: ['suggesting'],
      on: {
        USE: {
          target: 'saving',
          actions: assign({
            // The suggestion writes the address better; the country stays the one chosen.
            body: ({ context }) => {
              const draft = context.draft as LocationInput;
              return { ...draft, ...context.suggestion, countryCode: draft.countryCode };
            },
            suggestion: undefined,
          }),
        },
        KEEP: {
          target: 'saving',
          actions: assign({ body: ({ context }) => context.draft, suggestion: undefined }),
        },
        EDIT: { target: 'editing', actions: 'clear' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ body: context.body as LocationInput }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'fieldErrors', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ problems: ({ event }) => fieldErrorsIn(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => ({ step: 'saving' as const, error: event.error }) }),
          },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        RETRY: [
          {
            guard: { type: 'failedAt', params: 'checking' },
            target: 'checking',
            actions: assign({ failure: undefined }),
          },
          { target: 'saving', actions: assign({ failure: undefined }) },
        ],
        BACK: { target: 'editing', actions: 'clear' },
        EDIT: { target: 'editing', actions: 'clear' },
      },
    },
    // The page moves on to the saved location; busy, so nothing can be sent twice meanwhile.
    saved: { type: 'final', tags: ['busy', 'saved'] },
  },
});
