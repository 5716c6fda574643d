// The gallery's live view: a registered actor's steps are kept from its start, as event types and
// state values only (a sign-in event carries a password, which must not be kept).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tokenMachine } from '../../../machines/session/tokenMachine';
import { liveActorsOf, liveVersion, registerLiveActor, subscribeLive } from '../../../src/app/liveActors';
import type { TokenGrant } from '../../../src/domain/session';

describe('live actors', () => {
  it('AUTH-01 keeps the steps of a sign-in from the start, without the password', async () => {
    const actor = createActor(
      tokenMachine.provide({
        actors: {
          refresh: fromPromise<TokenGrant, { refreshToken?: string }>(async () => {
            throw { status: 401 };
          }),
          signIn: fromPromise<TokenGrant, { username: string; password: string }>(async () => ({
            access_token: 'a',
            refresh_token: 'r',
            expires_in: 900,
            user_id: 1,
            account_id: 2,
          })),
        },
      }),
      { input: {} },
    );
    const stop = registerLiveActor('token-test', actor);
    let notified = 0;
    const unsubscribe = subscribeLive(() => notified++);
    const before = liveVersion();
    actor.start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', username: 'ann', password: 'Secret-Password-1' });
    await waitFor(actor, (s) => s.matches('valid'));

    const [live] = liveActorsOf('token-test');
    expect(live.history.map((h) => [h.event, h.value])).toEqual([
      ['xstate.init', 'restoring'],
      ['xstate.error.actor.restore', 'signedOut'],
      ['session.signIn', 'signingIn'],
      ['xstate.done.actor.signIn', 'valid'],
    ]);
    expect(JSON.stringify(live.history)).not.toContain('Secret-Password-1');
    expect(liveVersion()).toBeGreaterThan(before);
    expect(notified).toBeGreaterThan(0);

    unsubscribe();
    stop();
    actor.stop();
    expect(liveActorsOf('token-test')).toEqual([]);
  });
});
