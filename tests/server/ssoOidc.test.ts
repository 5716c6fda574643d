// Single sign-on through an account's own OpenID provider (SEC-01, issue 23 item 5, decision
// 0117). A real provider (oidc-provider, a certified implementation) runs in process on a free
// port as Acme's identity provider; the browser's redirects are driven with fetch and a cookie
// jar, from the platform's sign-in page to the provider, back to the callback, and on to a
// platform session; plus a wrong audience, an expired id_token and a replayed state, refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { externalIdentities, ssoAuditLogs, users } from '../../server/db/schema';
import { type Caller, callers, demo } from '../support/callers';
import { type CustomerProvider, startCustomerProvider } from '../support/customerProvider';
import { startPlatform, type TestPlatform } from '../support/platform';
import { authorizeParams, SSO_ORIGIN as ORIGIN, pkce, postForm, SSO_REDIRECT } from '../support/singleSignOn';

let p: TestPlatform;
let owner: Caller; // Acme's account super user: manages SSO
let idp: CustomerProvider;
let issuer: string;

const CALLBACK = `${ORIGIN}/svc/auth/v1/sso/callback`;
const CLIENT_ID = 'switchboard-acme';
const CLIENT_SECRET = 'acme-provider-secret-0123456789';

/** A browser's cookies, by name (the provider's paths do not matter here). */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    keep(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
    },
  };
}

/**
 * From the platform's sign-in page (the portal's request, with the user's e-mail) to the provider,
 * through its login form, and back: answers the callback address the provider sends the browser to.
 */
async function throughProvider(email: string) {
  const { verifier, challenge } = pkce();
  const q = new URLSearchParams(authorizeParams(challenge, { login_hint: email, nonce: 'portal-nonce' }));
  const start = await p.app.request(`${ORIGIN}/svc/auth/oauth2/authorize?${q}`);
  expect(start.status).toBe(303);
  let url = start.headers.get('location')!;
  expect(url.startsWith(`${issuer}/auth?`)).toBe(true);
  const sent = new URL(url).searchParams;
  expect(sent.get('code_challenge_method')).toBe('S256');
  expect(sent.get('state')).toBeTruthy();
  expect(sent.get('nonce')).toBeTruthy();
  const jar = cookieJar();
  for (let hops = 0; hops < 10; hops++) {
    if (url.startsWith(CALLBACK)) return { callback: url, verifier };
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`The provider answered ${res.status}: ${html.slice(0, 300)}`);
    const fields: Record<string, string> = /value="login"/.test(html)
      ? { prompt: 'login', login: email, password: 'anything' }
      : { prompt: 'consent' };
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    jar.keep(posted);
    url = new URL(posted.headers.get('location')!, url).toString();
  }
  throw new Error('The provider never sent the browser back.');
}

/** The platform's callback; answers where it sends the browser (the portal, with a code or an error). */
async function callback(url: string) {
  const res = await p.app.request(url);
  return { res, back: res.headers.get('location') ? new URL(res.headers.get('location')!) : undefined };
}

/** The portal's side: the code exchanged, its session opened (AUTH-07's hand-over). */
async function portalSession(code: string, verifier: string) {
  const tokens = await postForm(p, '/svc/auth/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: SSO_REDIRECT,
    code_verifier: verifier,
    client_id: 'switchboard-portal',
  });
  expect(tokens.status, await tokens.clone().text()).toBe(200);
  const { access_token } = await tokens.json();
  const info = await p.app.request(`${ORIGIN}/svc/auth/oauth2/userinfo?schema=openid`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(info.status).toBe(200);
  return info.json();
}

async function setSso(over: Record<string, unknown> = {}) {
  const res = await owner.put(`/svc/auth/v1/sso/accounts/${owner.accountId}`, {
    enabled: true,
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    domains: ['acme.example'],
    jitCreation: true,
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  p = await startPlatform();
  // The provider dates its tokens by Date: from the platform clock's start on, moving with real
  // time, so that a run at another hour (FAKE_NOW, tests/support/clockStart.ts) holds as well.
  vi.useFakeTimers({ toFake: ['Date'], now: p.clock.now, shouldAdvanceTime: true });
  owner = await callers(p).as('account super user');
  idp = await startCustomerProvider(CALLBACK);
  issuer = idp.issuer;
  await setSso();
});
afterAll(async () => {
  vi.useRealTimers();
  await idp.close();
  await p.close();
});

describe('SEC-01 sign-in through the account’s own OpenID provider', () => {
  it('SEC-01 an e-mail of an SSO domain goes to the provider and comes back signed in, linked by identity', async () => {
    const endUser = demo('end user');
    const { callback: url, verifier } = await throughProvider(endUser.loginName);
    const { res, back } = await callback(url);
    expect(res.status).toBe(303);
    expect(`${back!.origin}${back!.pathname}`).toBe(`${ORIGIN}/`);
    expect(back!.searchParams.get('state')).toBe('state-123');
    expect(back!.searchParams.get('error_description')).toBeNull();
    const session = await portalSession(back!.searchParams.get('code')!, verifier);
    const [user] = await p.database.db.select().from(users).where(eq(users.loginName, endUser.loginName));
    expect(session.user_id).toBe(user.id);
    const me = await p.call('GET', '/svc/auth/v1/sso/users/self', { token: session.legacy_access_token });
    expect(me.status).toBe(200);
    const links = await p.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, user.id));
    expect(links).toContainEqual(
      expect.objectContaining({ provider: issuer, providerIdentityId: endUser.loginName }),
    );
    const logged = await p.database.db
      .select()
      .from(ssoAuditLogs)
      .where(eq(ssoAuditLogs.type, 'SSO_SIGN_IN'));
    expect(logged.some((r) => r.subjectUserId === user.id)).toBe(true);
  });

  it('SEC-01 the sign-in page sends a submitted e-mail of an SSO domain to the provider', async () => {
    const { challenge } = pkce();
    const res = await postForm(p, '/svc/auth/oauth2/authorize', {
      ...authorizeParams(challenge),
      username: 'someone@acme.example',
      password: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')!.startsWith(`${issuer}/auth?`)).toBe(true);
  });

  it('SEC-01 a user not yet known is created just in time when the account allows it, and refused when not', async () => {
    const { callback: url, verifier } = await throughProvider('new.hire@acme.example');
    const { back } = await callback(url);
    const session = await portalSession(back!.searchParams.get('code')!, verifier);
    const [made] = await p.database.db
      .select()
      .from(users)
      .where(eq(users.loginName, 'new.hire@acme.example'));
    expect(made).toMatchObject({ id: session.user_id, firstName: 'Grace', lastName: 'Hopper', roleId: 4 });

    await setSso({ jitCreation: false });
    try {
      const other = await throughProvider('stranger@acme.example');
      const refused = await callback(other.callback);
      expect(refused.back!.searchParams.get('error')).toBe('access_denied');
      expect(refused.back!.searchParams.get('error_description')).toMatch(/no user for you/);
      expect(refused.back!.searchParams.get('code')).toBeNull();
    } finally {
      await setSso();
    }
  });

  it('SEC-01 a disabled user is refused', async () => {
    const [user] = await p.database.db
      .update(users)
      .set({ isEnable: false })
      .where(eq(users.loginName, 'new.hire@acme.example'))
      .returning();
    const { callback: url } = await throughProvider(user.loginName);
    const { back } = await callback(url);
    expect(back!.searchParams.get('error')).toBe('access_denied');
    expect(back!.searchParams.get('error_description')).toMatch(/turned off/);
  });

  it('SEC-01 a replayed state is refused', async () => {
    const { callback: url } = await throughProvider(demo('end user').loginName);
    expect((await callback(url)).back!.searchParams.get('code')).toBeTruthy();
    const again = await callback(url);
    expect(again.back!.searchParams.get('error')).toBe('access_denied');
    expect(again.back!.searchParams.get('error_description')).toMatch(/already been used/);
    expect(again.back!.searchParams.get('code')).toBeNull();
    // A state never sent: nothing to answer, a page says so.
    const madeUp = new URL(url);
    madeUp.searchParams.set('state', 'made-up');
    const page = await callback(madeUp.toString());
    expect(page.res.status).toBe(400);
    expect(await page.res.text()).toMatch(/not valid/);
  });

  it('SEC-01 an id_token for another audience is refused', async () => {
    const { callback: url } = await throughProvider(demo('end user').loginName);
    idp.tamper = (claims) => ({ ...claims, aud: 'some-other-application' });
    try {
      const { back } = await callback(url);
      expect(back!.searchParams.get('error')).toBe('access_denied');
      expect(back!.searchParams.get('error_description')).toMatch(/wrong audience/);
    } finally {
      idp.tamper = undefined;
    }
  });

  it('SEC-01 an expired id_token is refused', async () => {
    const { callback: url } = await throughProvider(demo('end user').loginName);
    // The provider's id_tokens live 60 s; the platform's clock moves on two minutes.
    p.clock.advance(120);
    const { back } = await callback(url);
    expect(back!.searchParams.get('error')).toBe('access_denied');
    expect(back!.searchParams.get('error_description')).toMatch(/expired/);
  });

  it('SEC-01 an SSO-only user is refused a password sign-in with a clear message', async () => {
    const endUser = demo('end user');
    const [user] = await p.database.db.select().from(users).where(eq(users.loginName, endUser.loginName));
    expect((await owner.put('/svc/auth/v1/sso/users', { userIds: [user.id], ssoOnly: true })).status).toBe(
      200,
    );
    const res = await postForm(p, '/svc/auth/oauth/token', {
      grant_type: 'password',
      username: endUser.loginName,
      password: endUser.password,
      client_id: 'switchboard-portal',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'sso_required',
      message: expect.stringMatching(/single sign-on/),
    });
  });
});
