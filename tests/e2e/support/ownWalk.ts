// A Chromium walk on a platform server of its own (a walk that changes what other walks sign in
// to: an account's status, its MFA rule, its cards): the browser and the server start together
// before the file's tests and stop after them, with every page's context.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, SIZES } from './browser';
import { type OwnServer, startOwnServer } from './ownServer';

export interface OwnWalk {
  /** The own server's address (known once the file's tests run). */
  readonly baseUrl: string;
  /** A page in a context of its own, at a screen size and colour scheme. */
  freshPage(
    size: keyof typeof SIZES,
    scheme: 'light' | 'dark',
    options?: BrowserContextOptions,
  ): Promise<Page>;
}

/** Call at the top of a walk's file; `shots` is the folder its screenshots go to. */
export function ownServerWalk(shots: string, env: Record<string, string> = {}): OwnWalk {
  let browser: Browser | undefined;
  let server: OwnServer | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    [browser, server] = await Promise.all([launch(), startOwnServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });
  return {
    get baseUrl() {
      if (!server) throw new Error('the own server has not started');
      return server.baseUrl;
    },
    async freshPage(size, scheme, options = {}) {
      if (!browser) throw new Error('the browser has not started');
      const context = await browser.newContext({ viewport: SIZES[size], colorScheme: scheme, ...options });
      contexts.push(context);
      return context.newPage();
    },
  };
}
