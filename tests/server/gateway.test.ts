// The second service's token endpoint (AUTH-08): anonymous and builtin auth headers, and the
// desktop client's refresh_token grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const admin = demo('account administrator');
const TOKEN = '/svc/gateway/api-gateway/jwt/token';
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
const gateway = (headers: Record<string, string>, form?: Record<string, string>) =>
  p.app.request(TOKEN, {
    method: 'POST',
    headers: { ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    body: form ? new URLSearchParams(form) : undefined,
  });

async function desktopSignIn() {
  const res = await p.app.request('/svc/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: admin.loginName,
      password: admin.password,
      client_id: 'switchboard-desktop',
    }),
  });
  return (await res.json()) as { access_token: string };
}

describe('gateway tokens', () => {
  it('AUTH-08 an anonymous auth header gets a short-lived anonymous token, without refresh', async () => {
    const res = await gateway({ authorization: 'Anonymous switchboard-portal' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ expires_in: 300, refresh_token: null });
    expect(claimsOf(body.access_token)).toMatchObject({ sub: 'anonymous', kind: 'anonymous' });
    expect((await gateway({ authorization: 'Anonymous nobody' })).status).toBe(401);
  });

  it('AUTH-08 a builtin (bearer) auth header gets a token for the signed-in user', async () => {
    const t = await p.signIn(admin.loginName, admin.password);
    const res = await gateway({ authorization: `Bearer ${t.access_token}` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ expires_in: 900, refresh_token: expect.any(String) });
    expect(claimsOf(body.access_token)).toMatchObject({ kind: 'builtin', sub: expect.any(String) });
    expect((await gateway({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await gateway({})).status).toBe(401);
    expect((await gateway({ authorization: 'Digest abc' })).status).toBe(401);
  });

  it('AUTH-08 the desktop client renews with a refresh_token grant; a refresh token works once', async () => {
    const desktop = await desktopSignIn();
    const first = await (await gateway({ authorization: `Bearer ${desktop.access_token}` })).json();
    const grant = {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: 'switchboard-desktop',
    };
    const res = await gateway({}, grant);
    expect(res.status).toBe(200);
    const second = await res.json();
    expect(second).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // Presented twice: refused, and the session it belongs to ends.
    expect((await gateway({}, grant)).status).toBe(401);
    const after = await gateway({}, { ...grant, refresh_token: second.refresh_token });
    expect(after.status).toBe(401);
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: desktop.access_token })).status).toBe(
      401,
    );
  });

  it('AUTH-08 only the desktop client may use the refresh_token grant', async () => {
    const t = await p.signIn(admin.loginName, admin.password);
    const builtin = await (await gateway({ authorization: `Bearer ${t.access_token}` })).json();
    const res = await gateway(
      {},
      { grant_type: 'refresh_token', refresh_token: builtin.refresh_token, client_id: 'switchboard-portal' },
    );
    expect(res.status).toBe(400);
    const asDesktop = await gateway(
      {},
      { grant_type: 'refresh_token', refresh_token: builtin.refresh_token, client_id: 'switchboard-desktop' },
    );
    expect(asDesktop.status).toBe(401);
    expect((await gateway({}, { grant_type: 'password' })).status).toBe(400);
  });

  it('AUTH-08 a gateway refresh token stops working when its session ends', async () => {
    const desktop = await desktopSignIn();
    const first = await (await gateway({ authorization: `Bearer ${desktop.access_token}` })).json();
    p.clock.advance(30 * 60 + 1);
    const res = await gateway(
      {},
      { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'switchboard-desktop' },
    );
    expect(res.status).toBe(401);
  });
});
