// Assigning a device to an extension, unassigning it and logging its user out (DEV-04, ERR-07).
// The design card's flow: checking → (in use elsewhere → confirm the move, naming the extension
// and the user that hold it) → assigning → done.
// - ASSIGN reads the device first: on no extension, or on the one asked for, it is assigned at
//   once; on another, the admin confirms the move (CONFIRM assigns with replaceExisting, CANCEL
//   leaves it). If someone assigns it meanwhile, the platform's 409 'device_assigned' names the
//   new holder and the admin is asked again.
// - A line on an emergency location still being provisioned (400) fails with the ERR-07 text.
// - UNASSIGN while another user is logged into the device (409 'device_logged_in') fails with the
//   ERR-07 text, and from there LOG_OUT logs them out. A log-out that works goes back to idle
//   with the device updated, not on to the unassign: unassigning is the admin's decision, made
//   again once they see who is (no longer) logged in.
// Every failure is the state `failed` (DISMISS: back to idle; RETRY: the step that failed), and
// `done` holds the device the platform answered (RESET: back to idle). Callers read the tags
// busy, confirming, failed and done, never the states' names.
//
// The calls are the page's (`.provide({ actors })`); the device's type is the page's too
// (`assignmentMachineFor<Device>()`); `assignmentMachine` is the one the registry and tests walk.
import { assign, fromPromise, setup } from 'xstate';
import {
  ANOTHER_USER_LOGGED_IN,
  DEVICE_ERROR_HEADING,
  DEVICE_FAILURE_CODES,
  failureCode,
  failureMessage,
  LOCATION_PROVISIONING,
} from '../../src/domain/deviceErrors';

/** What the machine reads of a device: the extension it is on. */
export interface AssignableDevice {
  id: number;
  extensionId: number | null;
  extension: { id: number; extensionNumber: string; userName: string } | null;
}

/** The extension (and its user) that holds the device, named in the confirmation. */
export interface DeviceHolder {
  extensionId: number;
  extensionNumber: string;
  userName: string;
}

/** The steps that call the platform: a failure names the one to retry. */
export type AssignmentStep = 'checking' | 'assigning' | 'unassigning' | 'loggingOut';

export interface AssignmentFailure {
  step: AssignmentStep;
  heading: string;
  message: string;
  /** The platform's code, when it gave one (device_logged_in lets the admin log the user out). */
  code?: string;
}

export interface AssignmentContext<Device extends AssignableDevice = AssignableDevice> {
  deviceId: number;
  /** The extension asked for by the last ASSIGN. */
  extensionId?: number;
  /** Whether the assignment moves the device from its holder (confirmed by the admin). */
  replaceExisting: boolean;
  holder?: DeviceHolder;
  /** The device as the platform last answered it. */
  device?: Device;
  failure?: AssignmentFailure;
  /** The failed call's error itself, for the page's error display. */
  error?: unknown;
}

export type AssignmentEvent =
  | { type: 'ASSIGN'; extensionId: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'UNASSIGN' }
  | { type: 'LOG_OUT' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' }
  | { type: 'RESET' };

export type AssignmentTag = 'busy' | 'confirming' | 'failed' | 'done';

/** The holder a 409 'device_assigned' names, read from the failure or its body. */
const holderOf = (error: unknown): DeviceHolder | undefined => {
  const e = error as { holder?: DeviceHolder; body?: { holder?: DeviceHolder } } | undefined;
  return e?.body?.holder ?? e?.holder;
};

const failed = (step: AssignmentStep, error: unknown, message = failureMessage(error)) =>
  ({ step, heading: DEVICE_ERROR_HEADING, message, code: failureCode(error) }) satisfies AssignmentFailure;

export const assignmentMachineFor = <Device extends AssignableDevice = AssignableDevice>() =>
  setup({
    types: {
      context: {} as AssignmentContext<Device>,
      events: {} as AssignmentEvent,
      input: {} as { deviceId: number },
      tags: {} as AssignmentTag,
    },
    actors: {
      loadDevice: fromPromise<Device, { deviceId: number }>(async () => {
        throw new Error('loadDevice not provided');
      }),
      assign: fromPromise<Device, { deviceId: number; extensionId: number; replaceExisting: boolean }>(
        async () => {
          throw new Error('assign not provided');
        },
      ),
      unassign: fromPromise<Device, { deviceId: number }>(async () => {
        throw new Error('unassign not provided');
      }),
      logout: fromPromise<Device, { deviceId: number }>(async () => {
        throw new Error('logout not provided');
      }),
    },
    guards: {
      /** The device is free, or already on the extension asked for: nothing to confirm. */
      freeOrSame: ({ context }, on: { extensionId: number | null }) =>
        on.extensionId === null || on.extensionId === context.extensionId,
      /** 409: someone assigned the device to another extension meanwhile. */
      assignedMeanwhile: (_, p: { error: unknown }) => failureCode(p.error) === DEVICE_FAILURE_CODES.assigned,
      /** 400: a line would be on an emergency location still being provisioned. */
      locationProvisioning: (_, p: { error: unknown }) =>
        failureCode(p.error) === DEVICE_FAILURE_CODES.locationProvisioning,
      /** 409: another user is logged into the device. */
      anotherUserLoggedIn: (_, p: { error: unknown }) =>
        failureCode(p.error) === DEVICE_FAILURE_CODES.loggedIn,
      failedAt: ({ context }, step: AssignmentStep) => context.failure?.step === step,
      loggedInRefusal: ({ context }) => context.failure?.code === DEVICE_FAILURE_CODES.loggedIn,
    },
    actions: {
      fail: assign((_, p: { step: AssignmentStep; error: unknown; message?: string }) => ({
        failure: failed(p.step, p.error, p.message),
        error: p.error,
      })),
    },
  }).createMachine({
    id: 'deviceAssignment',
    context: ({ input }) => ({ deviceId: input.deviceId, replaceExisting: false }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          ASSIGN: {
            target: 'checking',
            actions: assign({
              extensionId: ({ event }) => event.extensionId,
              replaceExisting: false,
              holder: undefined,
              failure: undefined,
              error: undefined,
            }),
          },
          UNASSIGN: { target: 'unassigning', actions: assign({ failure: undefined, error: undefined }) },
          LOG_OUT: { target: 'loggingOut', actions: assign({ failure: undefined, error: undefined }) },
        },
      },
      checking: {
        tags: ['busy'],
        invoke: {
          id: 'loadDevice',
          src: 'loadDevice',
          input: ({ context }) => ({ deviceId: context.deviceId }),
          onDone: [
            {
              guard: {
                type: 'freeOrSame',
                params: ({ event }) => ({ extensionId: event.output.extensionId }),
              },
              target: 'assigning',
              actions: assign({ device: ({ event }) => event.output }),
            },
            {
              target: 'confirmMove',
              actions: assign({
                device: ({ event }) => event.output,
                holder: ({ event }) => {
                  const on = event.output.extension;
                  return {
                    extensionId: on?.id ?? (event.output.extensionId as number),
                    extensionNumber: on?.extensionNumber ?? '',
                    userName: on?.userName ?? '',
                  };
                },
              }),
            },
          ],
          onError: {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ step: 'checking', error: event.error }) },
          },
        },
      },
      confirmMove: {
        tags: ['confirming'],
        on: {
          CONFIRM: { target: 'assigning', actions: assign({ replaceExisting: true }) },
          CANCEL: { target: 'idle', actions: assign({ holder: undefined, replaceExisting: false }) },
        },
      },
      assigning: {
        tags: ['busy'],
        invoke: {
          id: 'assign',
          src: 'assign',
          input: ({ context }) => ({
            deviceId: context.deviceId,
            extensionId: context.extensionId as number,
            replaceExisting: context.replaceExisting,
          }),
          onDone: {
            target: 'done',
            actions: assign({ device: ({ event }) => event.output, holder: undefined }),
          },
          onError: [
            {
              // Someone assigned it meanwhile: the admin confirms moving it from its new holder.
              guard: { type: 'assignedMeanwhile', params: ({ event }) => ({ error: event.error }) },
              target: 'confirmMove',
              actions: assign({ holder: ({ event }) => holderOf(event.error), replaceExisting: false }),
            },
            {
              guard: { type: 'locationProvisioning', params: ({ event }) => ({ error: event.error }) },
              target: 'failed',
              actions: {
                type: 'fail',
                params: ({ event }) => ({
                  step: 'assigning',
                  error: event.error,
                  message: LOCATION_PROVISIONING,
                }),
              },
            },
            {
              target: 'failed',
              actions: { type: 'fail', params: ({ event }) => ({ step: 'assigning', error: event.error }) },
            },
          ],
        },
      },
      unassigning: {
        tags: ['busy'],
        invoke: {
          id: 'unassign',
          src: 'unassign',
          input: ({ context }) => ({ deviceId: context.deviceId }),
          onDone: { target: 'done', actions: assign({ device: ({ event }) => event.output }) },
          onError: [
            {
              guard: { type: 'anotherUserLoggedIn', params: ({ event }) => ({ error: event.error }) },
              target: 'failed',
              actions: {
                type: 'fail',
                params: ({ event }) => ({
                  step: 'unassigning',
                  error: event.error,
                  message: ANOTHER_USER_LOGGED_IN,
                }),
              },
            },
            {
              target: 'failed',
              actions: { type: 'fail', params: ({ event }) => ({ step: 'unassigning', error: event.error }) },
            },
          ],
        },
      },
      loggingOut: {
        tags: ['busy'],
        invoke: {
          id: 'logout',
          src: 'logout',
          input: ({ context }) => ({ deviceId: context.deviceId }),
          // Back to idle, not on to the unassign: see the header.
          onDone: { target: 'idle', actions: assign({ device: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ step: 'loggingOut', error: event.error }) },
          },
        },
      },
      failed: {
        tags: ['failed'],
        on: {
          DISMISS: { target: 'idle', actions: assign({ failure: undefined, error: undefined }) },
          RETRY: [
            { guard: { type: 'failedAt', params: 'checking' }, target: 'checking' },
            { guard: { type: 'failedAt', params: 'assigning' }, target: 'assigning' },
            { guard: { type: 'failedAt', params: 'unassigning' }, target: 'unassigning' },
            { target: 'loggingOut' },
          ],
          LOG_OUT: { guard: 'loggedInRefusal', target: 'loggingOut' },
        },
      },
      done: {
        tags: ['done'],
        on: { RESET: { target: 'idle', actions: assign({ failure: undefined, error: undefined }) } },
      },
    },
  });

export const assignmentMachine = assignmentMachineFor();
