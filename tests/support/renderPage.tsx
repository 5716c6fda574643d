// A page test against the in-process platform: the real portal (App, its session, shell and
// providers) rendered in happy-dom for a signed-in demo person at a hash route. msw forwards
// http://switchboard.test to the platform (mocks/platform.ts); `hold(pattern)` keeps answers to
// one call back until the test lets them go, so that a test can change the page's inputs while
// a load runs without any fixed sleep. One platform per file:
//
//   const pages = pageTests();
//   it('...', async () => {
//     await pages.renderPage('account administrator', '/management/m/users');
//     await screen.findByRole('grid', { name: 'Users' });
//   });
import './happyDomPlatform';
import { act, cleanup, configure, render } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { platformHandlers, TEST_ORIGIN } from '../../mocks/platform';
import { App } from '../../src/app/App';
import { createSession, type Session } from '../../src/app/session/SessionContext';
import { callers, demo } from './callers';
import { startPlatform, type TestPlatform } from './platform';

export interface HeldCalls {
  /** How many calls arrived and are held. */
  readonly held: number;
  /** Lets the held calls go on to the platform; resolves once they are answered. */
  release(): Promise<void>;
}

// A page's first visit loads its chunk (transformed on first import in a test run).
configure({ asyncUtilTimeout: 15_000 });

export function pageTests() {
  const server = setupServer();
  let platform: TestPlatform | undefined;
  let sessions: Session[] = [];
  const reset = () => server.resetHandlers(...platformHandlers(platformOf().app));
  const platformOf = () => {
    if (!platform) throw new Error('pageTests(): the platform starts in beforeAll');
    return platform;
  };
  let people: ReturnType<typeof callers> | undefined;

  beforeAll(async () => {
    platform = await startPlatform();
    people = callers(platform);
    server.listen({ onUnhandledRequest: 'error' });
    reset();
  });
  afterEach(() => {
    cleanup();
    for (const s of sessions) {
      s.sso.stop();
      s.tokenActor.stop();
    }
    sessions = [];
    reset();
    window.location.hash = '';
  });
  afterAll(async () => {
    server.close();
    await platform?.close();
  });

  async function signIn(role: string): Promise<Session> {
    const person = demo(role);
    const session = createSession(await testWgConfig(platformOf().app));
    sessions.push(session);
    session.tokenActor.start();
    await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
    session.tokenActor.send({
      type: 'session.signIn',
      username: person.loginName,
      password: person.password,
    });
    await waitFor(session.tokenActor, (s) => s.hasTag('signedIn'));
    return session;
  }

  return {
    get p(): TestPlatform {
      return platformOf();
    },
    /** The demo person of `role` calling the platform directly (to find ids, or to check a write). */
    as: (role: string) => {
      if (!people) throw new Error('pageTests(): the platform starts in beforeAll');
      return people.as(role);
    },
    /** Extra handlers (faults, holds) for the current test only. */
    use: (...handlers: RequestHandler[]) => server.use(...handlers),
    /** Holds the first `count` GETs whose path matches `pattern` (msw syntax, under the test origin). */
    hold(pattern: string, count = 1): HeldCalls {
      let open = false;
      let held = 0;
      let letGo: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      const answered: Promise<unknown>[] = [];
      server.use(
        http.get(`${TEST_ORIGIN}${pattern}`, ({ request }) => {
          if (open || held >= count) return undefined;
          held++;
          // Answered by the platform once let go (the portal may have aborted it by then).
          const answer = gate.then(() => platformOf().app.fetch(request));
          answered.push(answer.catch(() => undefined));
          return answer;
        }),
      );
      return {
        get held() {
          return held;
        },
        async release() {
          open = true;
          letGo();
          await act(async () => {
            await Promise.all(answered);
          });
        },
      };
    },
    /** A portal session of the demo person of `role`, signed in (stopped after the test). */
    signIn,
    /** Signs the demo person of `role` in and renders the portal at `route` (e.g. '/management/m/users'). */
    async renderPage(role: string, route: string) {
      const session = await signIn(role);
      window.location.hash = route;
      const view = render(<App session={session} />);
      return { session, view };
    },
    /** Moves the portal to another route, as a link or the address bar would. */
    async go(route: string) {
      await act(async () => {
        window.location.hash = route;
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
    },
  };
}
