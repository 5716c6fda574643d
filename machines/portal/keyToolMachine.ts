// The key tool (MISC-02, decision 0122): a provider super user's per-tab switch that lets them edit
// the portal's message texts in place, for the account acted on and its locale.
// - off: the texts read as they are; TURN_ON shows an edit affordance beside each (the app keeps
//   the switch in sessionStorage and sends TURN_ON when a tab starts with it set).
// - on: EDIT opens one text's editor with its current words; TURN_OFF hides the affordances.
// - editing: CHANGE types; SAVE checks the words with the shared schema (a refusal stays here with
//   the schema's words) and saves them; RESTORE removes the account's edit (the default again);
//   CANCEL closes the editor.
// - saving / restoring: the platform's answer (every text of the account and locale) is kept as
//   `texts`, which the page shows at once, and the editor closes; a 400 naming the text goes back
//   to the editor with its words; any other failure is `failed`.
// - failed: RETRY repeats the call that failed, CANCEL closes the editor, EDIT goes back to it.
// TURN_OFF from anywhere but a running call ends editing. Callers read the tags on, editing, busy
// and failed, never the states' names. The calls are the app's (`.provide({ actors })`).
import { assign, fromPromise, setup } from 'xstate';
import { messageTextSchema } from '../../src/domain/schemas/portalSettings';

/** What the platform answers to a save or a restore: the account's texts in the locale. */
export interface KeyToolTexts {
  accountId: number;
  items: { key: string; text: string; defaultText?: string; edited?: boolean }[];
}

export type KeyToolStep = 'saving' | 'restoring';

export interface KeyToolContext {
  /** The text being edited. */
  key?: string;
  /** Its words as typed. */
  draft: string;
  /** What the editor shows under the field: the schema's or the platform's words. */
  problem?: string;
  failure?: { step: KeyToolStep; error: unknown };
  /** The latest answer of a save or a restore. */
  texts?: KeyToolTexts;
}

export type KeyToolEvent =
  | { type: 'TURN_ON' }
  | { type: 'TURN_OFF' }
  | { type: 'EDIT'; key: string; text: string }
  | { type: 'CHANGE'; text: string }
  | { type: 'SAVE' }
  | { type: 'RESTORE' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export type KeyToolTag = 'on' | 'editing' | 'busy' | 'failed';

const problemOf = (draft: string) => {
  const checked = messageTextSchema.safeParse({ text: draft });
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

/** A 400 naming the text (the request layer's failure, read by shape): its words. */
const refusalIn = (error: unknown) => {
  const e = error as { status?: number; errors?: { field?: string; message?: string }[] } | undefined;
  return e?.status === 400 ? e.errors?.find((x) => x.field === 'text')?.message : undefined;
};

export const keyToolMachine = setup({
  types: {
    context: {} as KeyToolContext,
    events: {} as KeyToolEvent,
    tags: {} as KeyToolTag,
  },
  actors: {
    save: fromPromise<KeyToolTexts, { key: string; text: string }>(async () => {
      throw new Error('save not provided');
    }),
    restore: fromPromise<KeyToolTexts, { key: string }>(async () => {
      throw new Error('restore not provided');
    }),
  },
  guards: {
    malformed: ({ context }) => problemOf(context.draft) !== undefined,
    refused: (_, p: { error: unknown }) => refusalIn(p.error) !== undefined,
    failedAt: ({ context }, step: KeyToolStep) => context.failure?.step === step,
  },
  actions: {
    close: assign({ key: undefined, draft: '', problem: undefined, failure: undefined }),
  },
}).createMachine({
  id: 'keyTool',
  context: { draft: '' },
  initial: 'off',
  states: {
    off: { on: { TURN_ON: 'on' } },
    on: {
      tags: ['on'],
      on: {
        TURN_OFF: 'off',
        EDIT: {
          target: 'editing',
          actions: assign({ key: ({ event }) => event.key, draft: ({ event }) => event.text }),
        },
      },
    },
    editing: {
      tags: ['on', 'editing'],
      on: {
        CHANGE: { actions: assign({ draft: ({ event }) => event.text, problem: undefined }) },
        SAVE: [
          { guard: 'malformed', actions: assign({ problem: ({ context }) => problemOf(context.draft) }) },
          { target: 'saving' },
        ],
        RESTORE: 'restoring',
        CANCEL: { target: 'on', actions: 'close' },
        EDIT: {
          actions: assign({
            key: ({ event }) => event.key,
            draft: ({ event }) => event.text,
            problem: undefined,
          }),
        },
        TURN_OFF: { target: 'off', actions: 'close' },
      },
    },
    saving: {
      tags: ['on', 'editing', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ key: context.key as string, text: context.draft.trim() }),
        onDone: { target: 'on', actions: ['close', assign({ texts: ({ event }) => event.output })] },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ problem: ({ event }) => refusalIn(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => ({ step: 'saving' as const, error: event.error }) }),
          },
        ],
      },
    },
    restoring: {
      tags: ['on', 'editing', 'busy'],
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({ key: context.key as string }),
        onDone: { target: 'on', actions: ['close', assign({ texts: ({ event }) => event.output })] },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => ({ step: 'restoring' as const, error: event.error }) }),
        },
      },
    },
    failed: {
      tags: ['on', 'editing', 'failed'],
      on: {
        RETRY: [
          {
            guard: { type: 'failedAt', params: 'saving' },
            target: 'saving',
            actions: assign({ failure: undefined }),
          },
          { target: 'restoring', actions: assign({ failure: undefined }) },
        ],
        EDIT: { target: 'editing', actions: assign({ failure: undefined }) },
        CANCEL: { target: 'on', actions: 'close' },
        TURN_OFF: { target: 'off', actions: 'close' },
      },
    },
  },
});
