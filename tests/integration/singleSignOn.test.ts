// Single sign-on from the portal against the real platform in process (AUTH-07): the return
// from the identity provider is exchanged, user info read, and the tokens become the session.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { platformHandlers, TEST_ORIGIN } from '../../mocks/platform';
import { getSelf } from '../../src/api/identity';
import { createPkce } from '../../src/api/idp';
import { createSession } from '../../src/app/session/SessionContext';
import { ROUND_TRIP_KEY, redirectUriFor, resumeSingleSignOn } from '../../src/app/session/singleSignOn';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
const server = setupServer();
const admin = demo('account administrator');
const store = new Map<string, string>();

beforeAll(async () => {
  p = await startPlatform();
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...platformHandlers(p.app));
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});
afterAll(async () => {
  server.close();
  await p.close();
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

/** What the identity provider's page does when the user signs in: answers the return address. */
async function signInAtIdp(authorize: URLSearchParams) {
  const res = await p.app.request(`${TEST_ORIGIN}/svc/auth/oauth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(authorize),
      username: admin.loginName,
      password: admin.password,
    }),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const locationOf = (url: URL) => ({ search: url.search, pathname: url.pathname }) as Location;

describe('single sign-on from the portal', () => {
  it('AUTH-07 the return is checked, exchanged and read, and the legacy tokens become the session', async () => {
    const session = createSession(await testWgConfig(p.app));
    session.tokenActor.start();
    await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
    const { verifier, challenge, state } = await createPkce();
    const redirectUri = redirectUriFor({ origin: TEST_ORIGIN, pathname: '/' });
    store.set(ROUND_TRIP_KEY, JSON.stringify({ state, verifier, redirectUri }));
    const back = await signInAtIdp(
      new URLSearchParams({
        client_id: 'switchboard-portal',
        redirect_uri: redirectUri,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
      }),
    );
    expect(resumeSingleSignOn(session.sso, locationOf(back))).toBe(true);
    // The round trip's secrets are gone from storage once read.
    expect(store.has(ROUND_TRIP_KEY)).toBe(false);
    await waitFor(session.tokenActor, (s) => s.matches('valid'));
    expect(session.tokenActor.getSnapshot().context.userId).toBeDefined();
    expect((await getSelf(session.api)).login_name).toBe(admin.loginName);
    session.tokenActor.stop();
    session.sso.stop();
  });

  it('AUTH-07 a return whose state does not match is refused, and nothing is exchanged', async () => {
    const session = createSession(await testWgConfig(p.app));
    session.tokenActor.start();
    const { verifier, state } = await createPkce();
    store.set(
      ROUND_TRIP_KEY,
      JSON.stringify({ state, verifier, redirectUri: `${TEST_ORIGIN}/?sso=callback` }),
    );
    const forged = new URL(`${TEST_ORIGIN}/?sso=callback&code=abc&state=forged`);
    expect(resumeSingleSignOn(session.sso, locationOf(forged))).toBe(true);
    expect(session.sso.getSnapshot().value).toBe('failed');
    expect(session.sso.getSnapshot().context.error).toMatch(/did not match/);
    expect(resumeSingleSignOn(session.sso, locationOf(new URL(`${TEST_ORIGIN}/#/login`)))).toBe(false);
    session.tokenActor.stop();
    session.sso.stop();
  });
});
