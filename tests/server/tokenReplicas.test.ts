// Two servers on one database behave as one product for tokens: what one signs the other
// verifies, sessions and sign-in holds live in the database, and a key rotation made anywhere
// reaches both while the tokens of the old key keep working (issue 15, decision 0080).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kidOf } from '../../server/auth/jwt';
import { KEY_REFRESH_SECONDS, rotateSigningKeys } from '../../server/auth/signingKeys';
import { signingKeys } from '../../server/db/schema';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { authorizeParams, pkce, postForm, SSO_REDIRECT as REDIRECT } from '../support/singleSignOn';

let a: TestPlatform;
let b: TestPlatform;
beforeAll(async () => {
  a = await startPlatform();
  b = await a.replica();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const admin = demo('account administrator');
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

const form = postForm;

/** Single sign-on on `on`: the sign-in page, then the code exchanged on `exchangeOn`. */
async function idToken(on: TestPlatform, exchangeOn = on): Promise<string> {
  const { verifier, challenge } = pkce();
  const params = authorizeParams(challenge, { state: 'state-1' });
  const signedIn = await form(on, '/svc/auth/oauth2/authorize', {
    ...params,
    username: admin.loginName,
    password: admin.password,
  });
  expect(signedIn.status).toBe(303);
  const code = new URL(signedIn.headers.get('location')!).searchParams.get('code')!;
  const res = await form(exchangeOn, '/svc/auth/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    client_id: 'switchboard-portal',
  });
  expect(res.status).toBe(200);
  return (await res.json()).id_token;
}

async function gatewayToken(on: TestPlatform, authorization: string): Promise<string> {
  const res = await on.app.request('/svc/gateway/api-gateway/jwt/token', {
    method: 'POST',
    headers: { authorization },
  });
  expect(res.status).toBe(200);
  return (await res.json()).access_token;
}

describe('tokens across replicas', () => {
  it('two replicas starting together on an empty table make one key and both sign with it', async () => {
    expect(await a.database.db.select().from(signingKeys)).toEqual([]);
    const claims = { sub: 'x', iat: 0, exp: 1 };
    const [fromA, fromB] = await Promise.all([
      a.keys.sign('gateway', claims),
      b.keys.sign('gateway', claims),
    ]);
    expect(kidOf(fromA)).toBe(kidOf(fromB));
    expect(fromA).toBe(fromB);
    expect(await a.database.db.select().from(signingKeys)).toHaveLength(1);
  });

  it('an id_token issued by one replica verifies on the other, and only as an id_token', async () => {
    const token = await idToken(a, b);
    expect(await b.keys.verify('idp', token)).toMatchObject({
      aud: 'switchboard-portal',
      sub: expect.any(String),
    });
    expect(await a.keys.verify('idp', token)).toMatchObject({ aud: 'switchboard-portal' });
    expect(await b.keys.verify('gateway', token)).toBeUndefined();
    const [head, body] = token.split('.');
    expect(await b.keys.verify('idp', `${head}.${body}.${'A'.repeat(43)}`)).toBeUndefined();
  });

  it('gateway tokens issued by either replica verify on both', async () => {
    const session = await a.signIn(admin.loginName, admin.password);
    const tokens = [
      await gatewayToken(a, 'Anonymous switchboard-portal'),
      await gatewayToken(b, `Bearer ${session.access_token}`),
    ];
    for (const token of tokens)
      for (const replica of [a, b]) expect(await replica.keys.verify('gateway', token)).toBeDefined();
    expect(claimsOf(tokens[1])).toMatchObject({ kind: 'builtin', account_id: expect.any(Number) });
  });

  it('an access and refresh token from a sign-in on one replica work on the other', async () => {
    const first = await a.signIn(admin.loginName, admin.password);
    expect((await b.call('GET', '/svc/users/v3/users/self', { token: first.access_token })).status).toBe(200);
    const refreshed = await form(b, '/svc/auth/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: 'switchboard-portal',
    });
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect((await a.call('GET', '/svc/users/v3/users/self', { token: second.access_token })).status).toBe(
      200,
    );
    // Signed out on B, the session is over on A too.
    expect(
      (await b.call('POST', '/svc/auth/v1/sessions/sign-out', { token: second.access_token })).status,
    ).toBe(204);
    expect((await a.call('GET', '/svc/users/v3/users/self', { token: second.access_token })).status).toBe(
      401,
    );
  });

  it('a sign-in hold counted on one replica holds on the other', async () => {
    const me = demo('reports admin');
    const socket = { incoming: { socket: { remoteAddress: '198.51.100.77' } } };
    const attempt = (on: TestPlatform, password: string) =>
      on.app.request(
        '/svc/auth/oauth/token',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'password',
            username: me.loginName,
            password,
            client_id: 'switchboard-portal',
          }),
        },
        socket,
      );
    const statuses = [];
    for (let i = 0; i < a.config.signInFreeFailures - 1; i++)
      statuses.push((await attempt(a, `wrong-${i}`)).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    // The last free failure is counted on A; B holds the login from then on, even the right password.
    expect((await attempt(a, 'wrong-last')).status).toBe(429);
    const onB = await attempt(b, me.password);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('after a rotation the old key still verifies on both replicas and new tokens carry the new key', async () => {
    const before = [await idToken(a), await gatewayToken(b, 'Anonymous switchboard-portal')];
    const oldKid = kidOf(before[0]);
    expect(kidOf(before[1])).toBe(oldKid);
    const rotation = await rotateSigningKeys(a.database.db, a.config, a.clock.now);
    expect(rotation.retired).toEqual([oldKid]);
    // Within the refresh interval every replica has read the new key.
    a.clock.advance(KEY_REFRESH_SECONDS);
    const after = [await idToken(b), await gatewayToken(a, 'Anonymous switchboard-portal')];
    for (const token of after) expect(kidOf(token)).toBe(rotation.kid);
    for (const replica of [a, b]) {
      expect(await replica.keys.verify('idp', before[0])).toBeDefined();
      expect(await replica.keys.verify('gateway', before[1])).toBeDefined();
      expect(await replica.keys.verify('idp', after[0])).toBeDefined();
      expect(await replica.keys.verify('gateway', after[1])).toBeDefined();
    }
    // A server started after the rotation verifies the old key's tokens too.
    const c = await a.replica();
    expect(await c.keys.verify('idp', before[0])).toBeDefined();
    await c.close();
  });

  it('a replica reads the keys again at once when a token names a key it has not seen', async () => {
    // B has just read the keys; then a rotation, and a server started after it signs with the new key.
    a.clock.advance(KEY_REFRESH_SECONDS);
    await gatewayToken(b, 'Anonymous switchboard-portal');
    const rotation = await rotateSigningKeys(a.database.db, a.config, a.clock.now);
    a.clock.advance(2);
    const c = await a.replica();
    const token = await gatewayToken(c, 'Anonymous switchboard-portal');
    expect(kidOf(token)).toBe(rotation.kid);
    expect(await b.keys.verify('gateway', token)).toMatchObject({ kind: 'anonymous' });
    // That read brought B the new key for signing too.
    expect(kidOf(await gatewayToken(b, 'Anonymous switchboard-portal'))).toBe(rotation.kid);
    await c.close();
  });

  it('a retired key is deleted by the first rotation after its tokens have all expired', async () => {
    const current = kidOf(await gatewayToken(a, 'Anonymous switchboard-portal'))!;
    const first = await rotateSigningKeys(a.database.db, a.config, a.clock.now);
    const [row] = (await a.database.db.select().from(signingKeys)).filter((k) => k.kid === current);
    // Verified as long as the longest token lives (gateway access tokens), plus the refresh interval.
    const seconds = (row.verifyUntil!.getTime() - a.clock.now.getTime()) / 1000;
    expect(seconds).toBe(a.config.accessTokenTtlSeconds + KEY_REFRESH_SECONDS);
    a.clock.advance(seconds + 1);
    const second = await rotateSigningKeys(a.database.db, a.config, a.clock.now);
    expect(second.deleted).toContain(current);
    expect(second.retired).toEqual([first.kid]);
    const kids = (await a.database.db.select().from(signingKeys)).map((k) => k.kid);
    expect(kids).not.toContain(current);
    expect(kids).toContain(second.kid);
  });
});

describe('TOKEN_SIGNING_SECRET', () => {
  it('with the secret set two replicas agree without the table', async () => {
    const own = await startPlatform({ tokenSigningSecret: 'a-deployment-secret-of-32-characters' });
    const other = await own.replica();
    try {
      const token = await gatewayToken(own, 'Anonymous switchboard-portal');
      expect(kidOf(token)).toBe('env');
      expect(await other.keys.verify('gateway', token)).toMatchObject({ kind: 'anonymous' });
      expect(await other.keys.verify('idp', token)).toBeUndefined();
      expect(await own.database.db.select().from(signingKeys)).toEqual([]);
      // A server with another secret refuses it.
      const stranger = await own.replica({ tokenSigningSecret: 'another-secret-entirely-32-chars!!' });
      expect(await stranger.keys.verify('gateway', token)).toBeUndefined();
      await stranger.close();
    } finally {
      await other.close();
      await own.close();
    }
  });
});
