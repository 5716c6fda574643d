// Generated paths through the device assignment machine, and DEV-04 / ERR-07 with fake calls.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import {
  type AssignableDevice,
  type AssignmentStep,
  assignmentMachine,
} from '../../machines/devices/assignmentMachine';
import {
  assignmentModel,
  DEVICE_ELSEWHERE,
  FREE_DEVICE,
  MEANWHILE_HOLDER,
} from '../../machines/devices/assignmentMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

// The texts of the contract, written out here rather than imported, so a changed text fails.
const LOCATION_TEXT =
  'The emergency services location is still being provisioned. Please select a different location, or try again in a few minutes.';
const LOGGED_IN_TEXT =
  'Another user is logged into this device. Please have them log out and then try again.';

interface Refusal {
  message?: string;
  code?: string;
  body?: { message?: string; code?: string; holder?: unknown };
}

const DEVICE_ID = 5;
const calls = (
  step: AssignmentStep,
  c: AnyMachineSnapshot['context'],
  replaceExisting = c.replaceExisting,
) => {
  switch (step) {
    case 'checking':
      return { loadDevice: { deviceId: DEVICE_ID } };
    case 'assigning':
      return { assign: { deviceId: DEVICE_ID, extensionId: c.extensionId, replaceExisting } };
    case 'unassigning':
      return { unassign: { deviceId: DEVICE_ID } };
    case 'loggingOut':
      return { logout: { deviceId: DEVICE_ID } };
  }
};

/** A call that failed: the state `failed`, naming the step, the heading and the message. */
const failedAt = (
  step: AssignmentStep,
  error: Refusal,
  message = error.body?.message ?? error.message,
): Outcome => ({
  value: 'failed',
  context: { failure: { step, heading: 'Error', message, code: error.code ?? error.body?.code }, error },
});

/** DEV-04 and ERR-07 as a table: each event's outcome in each state. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const state = before.value as string;
  const c = before.context;
  const e = event as EventObject & { extensionId?: number; output?: AssignableDevice; error?: Refusal };
  const cleared = { failure: undefined, error: undefined };
  switch (`${state} ${e.type}`) {
    case 'idle ASSIGN':
      return {
        value: 'checking',
        context: { extensionId: e.extensionId, replaceExisting: false, holder: undefined, ...cleared },
        invoked: calls('checking', c),
      };
    case 'idle UNASSIGN':
      return { value: 'unassigning', context: cleared, invoked: calls('unassigning', c) };
    case 'idle LOG_OUT':
      return { value: 'loggingOut', context: cleared, invoked: calls('loggingOut', c) };
    case 'checking xstate.done.actor.loadDevice': {
      const device = e.output!;
      // Free, or already on the extension asked for: assigned at once, nothing to confirm.
      if (device.extensionId === null || device.extensionId === c.extensionId)
        return {
          value: 'assigning',
          context: { device, replaceExisting: false },
          invoked: calls('assigning', c, false),
        };
      return {
        value: 'confirmMove',
        context: {
          device,
          holder: {
            extensionId: device.extension!.id,
            extensionNumber: device.extension!.extensionNumber,
            userName: device.extension!.userName,
          },
        },
      };
    }
    case 'checking xstate.error.actor.loadDevice':
      return failedAt('checking', e.error!);
    case 'confirmMove CONFIRM':
      return { value: 'assigning', context: { replaceExisting: true }, invoked: calls('assigning', c, true) };
    case 'confirmMove CANCEL':
      return { value: 'idle', context: { holder: undefined, replaceExisting: false } };
    case 'assigning xstate.done.actor.assign':
      return { value: 'done', context: { device: e.output, holder: undefined } };
    case 'assigning xstate.error.actor.assign': {
      const code = e.error!.body?.code;
      // Assigned meanwhile: the admin is asked again, naming the new holder.
      if (code === 'device_assigned')
        return { value: 'confirmMove', context: { holder: e.error!.body!.holder, replaceExisting: false } };
      if (code === 'emergency_location_provisioning') return failedAt('assigning', e.error!, LOCATION_TEXT);
      return failedAt('assigning', e.error!);
    }
    case 'unassigning xstate.done.actor.unassign':
      return { value: 'done', context: { device: e.output } };
    case 'unassigning xstate.error.actor.unassign':
      if (e.error!.body?.code === 'device_logged_in')
        return failedAt('unassigning', e.error!, LOGGED_IN_TEXT);
      return failedAt('unassigning', e.error!);
    case 'loggingOut xstate.done.actor.logout':
      // Back to idle with the device as answered: the admin unassigns again deliberately.
      return { value: 'idle', context: { device: e.output } };
    case 'loggingOut xstate.error.actor.logout':
      return failedAt('loggingOut', e.error!);
    case 'failed DISMISS':
      return { value: 'idle', context: cleared };
    case 'failed RETRY': {
      const step = c.failure.step as AssignmentStep;
      return { value: step, context: { failure: c.failure }, invoked: calls(step, c) };
    }
    case 'failed LOG_OUT':
      // Only where the refusal was another user logged in.
      if (c.failure.code !== 'device_logged_in') return 'ignored';
      return { value: 'loggingOut', invoked: calls('loggingOut', c) };
    case 'done RESET':
      return { value: 'idle', context: cleared };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: assignmentMachine,
  model: assignmentModel,
  requirements: ['DEV-04', 'ERR-07'],
  initial: { value: 'idle', context: { deviceId: DEVICE_ID, replaceExisting: false } },
  // Callers read these tags, never the states' names.
  tags: {
    checking: ['busy'],
    assigning: ['busy'],
    unassigning: ['busy'],
    loggingOut: ['busy'],
    confirmMove: ['confirming'],
    failed: ['failed'],
    done: ['done'],
  },
  next,
});

/** The machine with calls that answer from a script; each call is noted with its input. */
function withCalls(script: {
  loadDevice?: () => AssignableDevice;
  assign?: (input: { replaceExisting: boolean }) => AssignableDevice;
  unassign?: () => AssignableDevice;
  logout?: () => AssignableDevice;
}) {
  const made: { call: string; input: unknown }[] = [];
  const call = (name: keyof typeof script) =>
    // biome-ignore lint/suspicious/noExplicitAny: one fake for the four calls, whatever their input
    fromPromise<AssignableDevice, any>(async ({ input }) => {
      made.push({ call: name, input });
      const answer = script[name];
      if (!answer) throw new Error(`${name} not scripted`);
      return answer(input);
    });
  const actor = createActor(
    assignmentMachine.provide({
      actors: {
        loadDevice: call('loadDevice'),
        assign: call('assign'),
        unassign: call('unassign'),
        logout: call('logout'),
      },
    }),
    { input: { deviceId: DEVICE_ID } },
  ).start();
  return { actor, made };
}

const settled = (actor: ReturnType<typeof withCalls>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('device assignment with fake calls', () => {
  it('DEV-04 a device on another extension is moved only after the admin confirms, naming its holder', async () => {
    const moved = { ...DEVICE_ELSEWHERE, extensionId: 12 };
    const { actor, made } = withCalls({ loadDevice: () => DEVICE_ELSEWHERE, assign: () => moved });
    actor.send({ type: 'ASSIGN', extensionId: 12 });
    const asking = await settled(actor);
    expect(asking.hasTag('confirming')).toBe(true);
    expect(asking.context.holder).toEqual({
      extensionId: 11,
      extensionNumber: '1011',
      userName: 'Sam Reyes',
    });
    expect(made.map((m) => m.call)).toEqual(['loadDevice']);
    actor.send({ type: 'CONFIRM' });
    const done = await settled(actor);
    expect(done.hasTag('done')).toBe(true);
    expect(made[1]).toEqual({
      call: 'assign',
      input: { deviceId: DEVICE_ID, extensionId: 12, replaceExisting: true },
    });
    expect(done.context.device).toEqual(moved);
  });

  it('DEV-04 a free device is assigned without asking, and not as a move', async () => {
    const { actor, made } = withCalls({
      loadDevice: () => FREE_DEVICE,
      assign: () => ({ ...FREE_DEVICE, extensionId: 12 }),
    });
    actor.send({ type: 'ASSIGN', extensionId: 12 });
    expect((await settled(actor)).hasTag('done')).toBe(true);
    expect(made[1]?.input).toEqual({ deviceId: DEVICE_ID, extensionId: 12, replaceExisting: false });
  });

  it('DEV-04 a device assigned meanwhile asks again, naming the new holder, and moves on confirm', async () => {
    let attempts = 0;
    const { actor, made } = withCalls({
      loadDevice: () => FREE_DEVICE,
      assign: ({ replaceExisting }) => {
        attempts += 1;
        if (!replaceExisting)
          throw {
            status: 409,
            code: 'device_assigned',
            body: { code: 'device_assigned', holder: MEANWHILE_HOLDER },
          };
        return { ...FREE_DEVICE, extensionId: 12 };
      },
    });
    actor.send({ type: 'ASSIGN', extensionId: 12 });
    const asking = await settled(actor);
    expect(asking.hasTag('confirming')).toBe(true);
    expect(asking.context.holder).toEqual(MEANWHILE_HOLDER);
    actor.send({ type: 'CONFIRM' });
    expect((await settled(actor)).hasTag('done')).toBe(true);
    expect(attempts).toBe(2);
    expect(made.at(-1)?.input).toMatchObject({ replaceExisting: true });
  });

  it('ERR-07 unassigning while another user is logged in says so; logging them out returns to idle, not on to the unassign', async () => {
    let loggedIn = true;
    const { actor, made } = withCalls({
      unassign: () => {
        if (loggedIn)
          throw { status: 409, body: { code: 'device_logged_in', message: 'whatever the service says' } };
        return FREE_DEVICE;
      },
      logout: () => {
        loggedIn = false;
        return DEVICE_ELSEWHERE;
      },
    });
    actor.send({ type: 'UNASSIGN' });
    const refused = await settled(actor);
    expect(refused.hasTag('failed')).toBe(true);
    expect(refused.context.failure).toMatchObject({ heading: 'Error', message: LOGGED_IN_TEXT });
    actor.send({ type: 'LOG_OUT' });
    const after = await settled(actor);
    expect(after.hasTag('failed') || after.hasTag('done') || after.hasTag('confirming')).toBe(false);
    expect(after.context.device).toEqual(DEVICE_ELSEWHERE);
    expect(made.map((m) => m.call)).toEqual(['unassign', 'logout']);
    actor.send({ type: 'UNASSIGN' });
    expect((await settled(actor)).hasTag('done')).toBe(true);
  });

  it('ERR-07 a line on a location still being provisioned fails with the location text, and RETRY assigns again', async () => {
    let provisioned = false;
    const { actor, made } = withCalls({
      loadDevice: () => FREE_DEVICE,
      assign: () => {
        if (!provisioned)
          throw { status: 400, body: { code: 'emergency_location_provisioning', message: 'x' } };
        return { ...FREE_DEVICE, extensionId: 12 };
      },
    });
    actor.send({ type: 'ASSIGN', extensionId: 12 });
    const refused = await settled(actor);
    expect(refused.context.failure).toEqual({
      step: 'assigning',
      heading: 'Error',
      message: LOCATION_TEXT,
      code: 'emergency_location_provisioning',
    });
    provisioned = true;
    actor.send({ type: 'RETRY' });
    expect((await settled(actor)).hasTag('done')).toBe(true);
    expect(made.map((m) => m.call)).toEqual(['loadDevice', 'assign', 'assign']);
  });
});
