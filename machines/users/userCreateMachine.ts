// Creating a user (USER-04): the login name is checked for availability as the person types
// (debounced), and again on submit, right before the create call. A name that is malformed is
// never sent; a name that is taken blocks the submit with a clear message.
//
// The machine passes the form's draft to the create call and keeps what it answers: their types
// are the page's (`userCreateMachineFor<NewUserDraft, TelephonyUser>()`), so the page reads a
// typed context; `userCreateMachine` is the one the registry and the tests walk.
import { assign, fromPromise, setup } from 'xstate';
import { loginNameProblem } from '../../src/domain/schemas/user';

export interface Availability {
  available: boolean;
  message?: string;
}

/** What the create call answers: at least the new user's id, where the page goes next. */
export interface CreatedUser {
  userId: number;
}

export interface UserCreateContext<Draft = unknown, Created extends CreatedUser = CreatedUser> {
  loginName: string;
  /** Why the login name cannot be used (malformed or taken), for the field's error. */
  loginNameError?: string;
  /** What the person filled in, kept for the create call. */
  draft?: Draft;
  /** The platform's refusal of the create (e.g. a field it rejected). */
  error?: unknown;
  created?: Created;
}

export type UserCreateEvent<Draft = unknown> =
  | { type: 'loginName.changed'; value: string }
  | { type: 'user.submit'; draft: Draft };

/** The login name's state as the form shows it: each is a tag of the states that mean it. */
export const LOGIN_NAME_STATUSES = [
  'blank',
  'malformed',
  'checking',
  'available',
  'taken',
  'unchecked',
] as const;
export type LoginNameStatus = (typeof LOGIN_NAME_STATUSES)[number];

export const TAKEN = 'This login name is already taken. Choose another.';

export const userCreateMachineFor = <Draft = unknown, Created extends CreatedUser = CreatedUser>() =>
  setup({
    types: {
      context: {} as UserCreateContext<Draft, Created>,
      events: {} as UserCreateEvent<Draft>,
      /** The login name's status (LOGIN_NAME_STATUSES); busy: the submit is under way or done. */
      tags: {} as LoginNameStatus | 'busy',
    },
    actors: {
      checkLoginName: fromPromise<Availability, { loginName: string }>(async () => {
        throw new Error('checkLoginName not provided');
      }),
      createUser: fromPromise<Created, { draft: Draft | undefined }>(async () => {
        throw new Error('createUser not provided');
      }),
    },
    delays: { debounce: 400 },
    guards: {
      wellFormed: (_, p: { value: string }) => loginNameProblem(p.value) === undefined,
      isAvailable: (_, p: Availability) => p.available,
    },
    actions: {
      keepName: assign({
        loginName: (_, p: { value: string }) => p.value,
        loginNameError: undefined,
        error: undefined,
      }),
      keepMalformed: assign({
        loginName: (_, p: { value: string }) => p.value,
        loginNameError: (_, p: { value: string }) => loginNameProblem(p.value),
      }),
      markTaken: assign({ loginNameError: (_, p: Availability) => p.message ?? TAKEN }),
    },
  }).createMachine({
    id: 'userCreate',
    context: { loginName: '' },
    initial: 'blank',
    on: {
      'loginName.changed': [
        {
          guard: { type: 'wellFormed', params: ({ event }) => event },
          target: '.debouncing',
          actions: { type: 'keepName', params: ({ event }) => event },
        },
        { target: '.malformed', actions: { type: 'keepMalformed', params: ({ event }) => event } },
      ],
    },
    states: {
      blank: { tags: ['blank'] },
      malformed: { tags: ['malformed'] },
      debouncing: {
        tags: ['checking'],
        after: { debounce: 'checking' },
        on: {
          'user.submit': { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft }) },
        },
      },
      checking: {
        tags: ['checking'],
        invoke: {
          id: 'check',
          src: 'checkLoginName',
          input: ({ context }) => ({ loginName: context.loginName }),
          onDone: [
            { guard: { type: 'isAvailable', params: ({ event }) => event.output }, target: 'available' },
            { target: 'taken', actions: { type: 'markTaken', params: ({ event }) => event.output } },
          ],
          // The check could not be made: the submit checks again.
          onError: 'unchecked',
        },
        on: {
          'user.submit': { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft }) },
        },
      },
      available: {
        tags: ['available'],
        on: {
          'user.submit': { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft }) },
        },
      },
      unchecked: {
        tags: ['unchecked'],
        on: {
          'user.submit': { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft }) },
        },
      },
      taken: { tags: ['taken'] },
      submitting: {
        tags: ['busy'],
        initial: 'rechecking',
        on: { 'loginName.changed': {} },
        states: {
          rechecking: {
            invoke: {
              id: 'recheck',
              src: 'checkLoginName',
              input: ({ context }) => ({ loginName: context.loginName }),
              onDone: [
                { guard: { type: 'isAvailable', params: ({ event }) => event.output }, target: 'creating' },
                {
                  target: '#userCreate.taken',
                  actions: { type: 'markTaken', params: ({ event }) => event.output },
                },
              ],
              onError: {
                target: '#userCreate.rejected',
                actions: assign({ error: ({ event }) => event.error }),
              },
            },
          },
          creating: {
            invoke: {
              id: 'create',
              src: 'createUser',
              input: ({ context }) => ({ draft: context.draft }),
              onDone: {
                target: '#userCreate.created',
                actions: assign({ created: ({ event }) => event.output }),
              },
              onError: {
                target: '#userCreate.rejected',
                actions: assign({ error: ({ event }) => event.error }),
              },
            },
          },
        },
      },
      rejected: {
        on: {
          'user.submit': {
            target: 'submitting',
            actions: assign({ draft: ({ event }) => event.draft, error: undefined }),
          },
        },
      },
      // Done: the page moves on to the new user; nothing typed now changes it.
      created: { tags: ['busy'], on: { 'loginName.changed': {} } },
    },
  });

export const userCreateMachine = userCreateMachineFor();
