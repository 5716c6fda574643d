// The request layer's view of the token actor: tokens on demand, one refresh for many waiters.
import type { SnapshotFrom } from 'xstate';
import type { tokenMachine } from '../../../machines/session/tokenMachine';
import type { TokenSource } from '../../api/client';
import { ApiFailure, NoTokenError } from '../../api/failure';
import type { TokenActor } from './tokenActor';

type Snapshot = SnapshotFrom<typeof tokenMachine>;

/** Tokens this close to expiry are treated as expired, so they do not lapse in flight. */
const EXPIRY_MARGIN_MS = 5_000;

export function tokenSourceFor(actor: TokenActor): TokenSource {
  /** Resolves with the first valid token other than `stale`; rejects when the session ends. */
  const nextToken = (stale?: string) =>
    new Promise<string>((resolve, reject) => {
      const settle = (snap: Snapshot) => {
        if (snap.hasTag('usable') && snap.context.accessToken && snap.context.accessToken !== stale) {
          resolve(snap.context.accessToken);
          return true;
        }
        if (snap.hasTag('signedOut')) {
          reject(new NoTokenError());
          return true;
        }
        return false;
      };
      if (settle(actor.getSnapshot())) return;
      const failed = actor.on('token.refreshFailed', (e) => {
        done();
        reject(new ApiFailure({ url: 'oauth/token', message: e.error.message }));
      });
      const sub = actor.subscribe((snap) => {
        if (settle(snap)) done();
      });
      const done = () => {
        sub.unsubscribe();
        failed.unsubscribe();
      };
    });

  return {
    current() {
      const snap = actor.getSnapshot();
      if (snap.hasTag('noToken')) return Promise.reject(new NoTokenError());
      if (snap.hasTag('usable')) {
        const { accessToken, expireTime, now } = snap.context;
        if (accessToken && expireTime && now() < expireTime - EXPIRY_MARGIN_MS)
          return Promise.resolve(accessToken);
        actor.send({ type: 'token.refresh' });
        return nextToken(accessToken);
      }
      return nextToken();
    },
    renewed(stale) {
      const snap = actor.getSnapshot();
      if (snap.hasTag('usable') && snap.context.accessToken && snap.context.accessToken !== stale) {
        return Promise.resolve(snap.context.accessToken);
      }
      if (snap.hasTag('usable')) actor.send({ type: 'token.refresh' });
      return nextToken(stale);
    },
    rejected() {
      actor.send({ type: 'token.rejected' });
    },
  };
}
