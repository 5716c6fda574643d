// A screen's data, loaded through a resource actor; reloads when `deps` change.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/data/resourceMachine';
import { useOptionalErrorDisplay } from './errors/ErrorDisplay';
import { currentPage, pageTimings } from './pageTimings';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

export interface ResourceOptions {
  /** Failures the page shows itself (e.g. a 404 as a refusal), kept out of the error display. */
  handled?: (error: unknown) => boolean;
}

export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: ResourceOptions = {},
): Resource<T> {
  const latest = useRef(load);
  latest.current = load;
  const actor = useActorRef(
    resourceMachine.provide({ actors: { load: fromPromise(({ signal }) => latest.current(signal)) } }),
  );
  // The first load starts with the actor; later changes of `deps` load again.
  const key = JSON.stringify(deps);
  const loadedFor = useRef(key);
  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    actor.send({ type: 'resource.reload' });
  }, [key, actor]);
  const data = useSelector(actor, (s) => s.context.data as T | undefined);
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : undefined));
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  // Each load counts towards its page's load time (REQ-10); the cleanup ends it.
  useEffect(() => (loading ? pageTimings.start(currentPage()) : undefined), [loading]);
  // Every failed load goes through the error catalogue once: logged, a message, or the modal (ERR-03).
  const errors = useOptionalErrorDisplay();
  const handled = useRef(options.handled);
  handled.current = options.handled;
  useEffect(() => {
    if (error !== undefined && !handled.current?.(error)) errors?.report(error);
  }, [error, errors]);
  return { data, error, loading, reload: () => actor.send({ type: 'resource.reload' }) };
}
