// The tabs of one browser share one session (AUTH-09, AUTH-12): a sign-out in one ends it in all,
// and a keep-alive or refresh in one moves the others' expiry. Messages go over
// BroadcastChannel('switchboard-session'); the expiry time (never a token) is also stored in
// localStorage so a tab opened later starts from it (docs/decisions/0013-keep-alive-and-tabs.md).
import type { ExitRoute } from '../../../machines/session/tokenMachine';

export const CHANNEL_NAME = 'switchboard-session';
export const EXPIRY_KEY = 'switchboard.sessionExpiry';

export type SessionMessage =
  | { type: 'expiry'; expiresAt: number }
  | { type: 'ended'; exit: ExitRoute | undefined };

export interface SessionChannel {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
  close(): void;
}

/** The channel, or one that only talks to itself where BroadcastChannel is missing. */
export function openSessionChannel(): SessionChannel {
  const listeners = new Set<(m: SessionMessage) => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  const onMessage = (e: MessageEvent<SessionMessage>) => {
    for (const l of listeners) l(e.data);
  };
  channel?.addEventListener('message', onMessage);
  return {
    post: (m) => channel?.postMessage(m),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}

/** Stores the session's expiry (epoch ms) where every tab can read it. */
export function storeExpiry(expiresAt: number) {
  try {
    globalThis.localStorage?.setItem(EXPIRY_KEY, new Date(expiresAt).toISOString());
  } catch {
    // Storage can be full or denied (private mode): the expiry still lives in the actor.
  }
}

export function forgetExpiry() {
  try {
    globalThis.localStorage?.removeItem(EXPIRY_KEY);
  } catch {}
}

/**
 * Runs `work` while holding the cross-tab refresh lock, so one tab refreshes at a time (the
 * refresh token rotates: two tabs presenting the same one would end the session). Without
 * Web Locks the work runs as it is.
 */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.request) return work();
  return locks.request('switchboard-refresh', work) as Promise<T>;
}
