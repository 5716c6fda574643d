// Keeps the signed-in session alive while the user works (AUTH-09): the keep-alive actor with
// the platform's calls, the user's activity, the other tabs, and the warning before expiry.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { keepAliveMachine } from '../../../machines/session/keepAliveMachine';
import { getExpirationTime, keepAlive } from '../../api/sessionExpiry';
import { SessionExpiryDialog } from '../../screens/session/SessionExpiryDialog';
import { registerLiveActor } from '../liveActors';
import { useSession, useSessionChannel, useSessionContext } from './SessionContext';
import { storeExpiry } from './sessionChannel';

/** At most one keep-alive a minute while the user is active; less when the session is short. */
export const keepAliveEveryMs = (lifetimeSeconds: number) =>
  Math.min(60, Math.max(1, lifetimeSeconds / 4)) * 1000;

/** Activity events are many; the actor needs to hear of them about once a second. */
const ACTIVITY_THROTTLE_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function SessionKeepAlive() {
  const { api, config, tokenActor } = useSessionContext();
  const session = useSession();
  const channel = useSessionChannel();
  const lifetime = config.sessionLifetimeSeconds ?? 30 * 60;
  const actor = useActorRef(
    keepAliveMachine.provide({
      actors: {
        readExpiry: fromPromise(() => getExpirationTime(api)),
        keepAlive: fromPromise(() => keepAlive(api)),
      },
    }),
    {
      input: {
        warnBeforeMs: Math.min(config.sessionWarningSeconds ?? 120, lifetime / 2) * 1000,
        keepAliveEveryMs: keepAliveEveryMs(lifetime),
        renewEnabled: config.enableSessionRenew,
      },
    },
  );

  // The gallery at #/machines shows this actor live.
  useEffect(() => registerLiveActor('keepAlive', actor), [actor]);

  // The machine's outcomes: the expiry stored locally and told to the other tabs; the end of
  // the session through the token actor (→ /logout).
  useEffect(() => {
    const stored = actor.on('expiry.stored', (e) => {
      storeExpiry(e.expiresAt);
      channel?.post({ type: 'expiry', expiresAt: e.expiresAt });
    });
    const ended = actor.on('session.ended', () => tokenActor.send({ type: 'session.expired' }));
    const fromTabs = channel?.subscribe((m) => {
      if (m.type === 'expiry') actor.send({ type: 'expiry.updated', expiresAt: m.expiresAt });
    });
    return () => {
      stored.unsubscribe();
      ended.unsubscribe();
      fromTabs?.();
    };
  }, [actor, channel, tokenActor]);

  // A token refresh extends the session on the platform: read the new expiry.
  useEffect(() => {
    const sub = tokenActor.on('token.refreshed', () => actor.send({ type: 'expiry.check' }));
    return () => sub.unsubscribe();
  }, [actor, tokenActor]);

  // The user's activity, throttled.
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      actor.send({ type: 'user.activity' });
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [actor]);

  const warning = useSelector(actor, (s) => s.hasTag('warning'));
  const renewing = useSelector(actor, (s) => s.hasTag('renewing'));
  const expiresAt = useSelector(actor, (s) => s.context.expiresAt);
  const secondsLeft = useCountdown(expiresAt, warning);

  return (
    <SessionExpiryDialog
      isOpen={warning || (renewing && secondsLeft <= (config.sessionWarningSeconds ?? 120))}
      secondsLeft={secondsLeft}
      canRenew={config.enableSessionRenew}
      renewing={renewing}
      onStay={() => actor.send({ type: 'session.stay' })}
      onSignOut={session.signOut}
    />
  );
}

/** Seconds until `until`, ticking once a second while `running`. */
function useCountdown(until: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return Math.max(0, Math.round((until - now) / 1000));
}
