// A page loaded on first visit: its own chunk, fetched by `preload()` (menu hover or focus) or
// when it first renders under the shell's Suspense boundary. Pages are named exports.
import { type ComponentType, lazy } from 'react';

export interface LazyPage<P> {
  Component: ComponentType<P>;
  /** Starts loading the page's chunk; calling it again reuses the same load. */
  preload: () => Promise<unknown>;
}

/** The names of a module's exports that are components taking P. */
type ComponentExports<M, P> = { [K in keyof M]: M[K] extends ComponentType<P> ? K : never }[keyof M];

export function lazyPage<P, M>(load: () => Promise<M>, exportName: ComponentExports<M, P>): LazyPage<P> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed chunk load (a deploy in between) may be tried again
      throw error;
    });
    return loading;
  };
  const Component = lazy(async () => ({ default: (await preload())[exportName] as ComponentType<P> }));
  return { Component, preload };
}
