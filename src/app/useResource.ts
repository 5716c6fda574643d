// The one way a screen loads a record: `useResource(key, load)`. The key carries the load's
// inputs (`['account', accountId]`); the load gets an abort signal and hands it to the request
// layer. A new key while a load runs aborts it and loads for the new key; an answer for an old
// key is never shown (machines/data/resourceMachine.ts). Each load counts towards its page's
// load time (REQ-10), and a failure the page does not declare `handled` goes to the error
// display once (src/app/failures.ts).
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/data/resourceMachine';
import { useOptionalErrorDisplay } from './errors/ErrorDisplay';
import { type Handled, reportFailure } from './failures';
import { currentPage, pageTimings } from './pageTimings';

export type ResourceKey = readonly unknown[];

export interface Resource<T> {
  /** The answer for the current key (undefined while its first load runs, or after a failure). */
  data: T | undefined;
  /** The last load failed (and was shown: by the page when handled, else by the error display). */
  failed: boolean;
  /** The failure when the page declared it `handled` (it shows it itself); otherwise undefined. */
  error: unknown;
  loading: boolean;
  reload(): void;
}

export interface ResourceOptions {
  /** Failures the page shows itself (e.g. a 404 as "not found"), kept out of the error display. */
  handled?: Handled;
}

export function useResource<T>(
  key: ResourceKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions = {},
): Resource<T> {
  const latest = useRef(load);
  latest.current = load;
  const id = JSON.stringify(key);
  const actor = useActorRef(
    resourceMachine.provide({ actors: { load: fromPromise(({ signal }) => latest.current(signal)) } }),
    { input: { key: id } },
  );
  // A new key: the running load (if any) is stopped and its request aborted.
  useEffect(() => {
    if (actor.getSnapshot().context.key !== id) actor.send({ type: 'resource.key', key: id });
  }, [id, actor]);
  const current = useSelector(actor, (s) => s.context.key === id);
  const data = useSelector(actor, (s) => s.context.data as T | undefined);
  const failure = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : undefined));
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => (loading ? pageTimings.start(currentPage()) : undefined), [loading]);
  const display = useOptionalErrorDisplay();
  const handled = useRef(options.handled);
  handled.current = options.handled;
  useEffect(() => {
    reportFailure(failure, handled.current, display);
  }, [failure, display]);
  const reload = useCallback(() => actor.send({ type: 'resource.reload' }), [actor]);
  const isHandled = failure !== undefined && (handled.current?.(failure) ?? false);
  return {
    // Until the new key reaches the actor (one effect later), nothing of the old key is shown.
    data: current ? data : undefined,
    failed: current && failure !== undefined,
    error: current && isHandled ? failure : undefined,
    loading: !current || loading,
    reload,
  };
}

/**
 * A list's last answer kept on screen while the next one loads (another sort or page), so the
 * table and the header just chosen stay put; never carried over to another `scope` (account).
 */
export function useKept<T>(value: T | undefined, scope: unknown): T | undefined {
  const kept = useRef<{ scope: string; value: T }>(undefined);
  const id = JSON.stringify(scope);
  if (value !== undefined) kept.current = { scope: id, value };
  return value ?? (kept.current?.scope === id ? kept.current.value : undefined);
}
