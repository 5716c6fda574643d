// Second-service tokens from the portal against the real platform in process (msw forwards the
// calls to the Hono app): AUTH-08's strategies and the reuse and renewal of anonymous tokens.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { platformHandlers, TEST_ORIGIN } from '../../mocks/platform';
import { createGatewayTokens } from '../../src/app/session/gatewayTokens';
import { createSession } from '../../src/app/session/SessionContext';
import { tokenSourceFor } from '../../src/app/session/tokenSource';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
const server = setupServer();
const admin = demo('account administrator');
const calls: Request[] = [];

beforeAll(async () => {
  p = await startPlatform();
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...platformHandlers(p.app));
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api-gateway/jwt/token')) calls.push(request.clone());
  });
});
afterEach(() => {
  calls.length = 0;
  vi.useRealTimers();
});
afterAll(async () => {
  server.close();
  await p.close();
});

describe('gateway tokens from the portal', () => {
  it('AUTH-08 an anonymous token is reused while valid, then discarded and requested anew', async () => {
    const config = await testWgConfig(p.app);
    const tokens = createGatewayTokens({ config, strategy: 'anonymous' });
    const first = await tokens.current();
    expect(await tokens.current()).toBe(first);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBe('Anonymous switchboard-portal');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 300_000 });
    const second = await tokens.current();
    expect(calls).toHaveLength(2);
    expect(second).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    tokens.stop();
  });

  it("AUTH-08 the builtin strategy sends the platform session's bearer token", async () => {
    const session = createSession(await testWgConfig(p.app));
    session.tokenActor.start();
    await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
    session.tokenActor.send({ type: 'session.signIn', username: admin.loginName, password: admin.password });
    await waitFor(session.tokenActor, (s) => s.matches('valid'));
    const tokens = createGatewayTokens({
      config: session.config,
      strategy: 'builtin',
      tokens: tokenSourceFor(session.tokenActor),
    });
    expect(await tokens.current()).toMatch(/\./);
    expect(calls[0].headers.get('authorization')).toBe(
      `Bearer ${session.tokenActor.getSnapshot().context.accessToken}`,
    );
    await tokens.renewed(await tokens.current());
    expect(calls).toHaveLength(2);
    tokens.stop();
    session.tokenActor.stop();
    session.sso.stop();
  });

  it("AUTH-08 the session's calls to the second service carry its builtin token, renewed once after a 401", async () => {
    const session = createSession(await testWgConfig(p.app));
    session.tokenActor.start();
    // The previous test's session may be restored from its cookie; otherwise sign in.
    const settled = await waitFor(session.tokenActor, (s) => !s.hasTag('restoring'));
    if (settled.hasTag('signedOut'))
      session.tokenActor.send({
        type: 'session.signIn',
        username: admin.loginName,
        password: admin.password,
      });
    await waitFor(session.tokenActor, (s) => s.hasTag('usable'));
    // The second service's own calls: it accepts the gateway's tokens only, and refuses the first one once.
    const seen: string[] = [];
    let refuseOnce = true;
    server.use(
      http.get(`${TEST_ORIGIN}/svc/gateway/api/messages`, ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        if (refuseOnce) {
          refuseOnce = false;
          return HttpResponse.json({ status: 401, message: 'expired' }, { status: 401 });
        }
        return HttpResponse.json({ items: [] });
      }),
    );
    await expect(session.api.get('gateway', '/api/messages', { noCache: true })).resolves.toEqual({
      items: [],
    });
    const platformToken = session.tokenActor.getSnapshot().context.accessToken;
    expect(seen).toHaveLength(2);
    for (const auth of seen) expect(auth).not.toBe(`Bearer ${platformToken}`);
    // The refused token was discarded and another asked for, both with the platform session's
    // bearer token (builtin); the second service's refusal leaves the platform session as it was.
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([
      `Bearer ${platformToken}`,
      `Bearer ${platformToken}`,
    ]);
    expect(session.tokenActor.getSnapshot().hasTag('usable')).toBe(true);
    session.tokenActor.stop();
    session.sso.stop();
  });

  it('AUTH-08 a refused request is an error the caller sees', async () => {
    const config = await testWgConfig(p.app);
    const tokens = createGatewayTokens({ config: { ...config, clientId: 'nobody' }, strategy: 'anonymous' });
    await expect(tokens.current()).rejects.toMatchObject({ status: 401 });
    tokens.stop();
  });

  it('AUTH-08 anonymous for another service, or an unknown strategy, throws', async () => {
    const config = await testWgConfig(p.app);
    expect(() => createGatewayTokens({ config, family: 'ucaas', strategy: 'anonymous' })).toThrow(
      /gateway service only/,
    );
    expect(() => createGatewayTokens({ config, strategy: 'oauth1' })).toThrow(
      /Unknown authentication strategy/,
    );
  });
});
