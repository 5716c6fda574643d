// Findings of the security review, each proved against the in-process platform: the sign-in
// throttle holds under parallel guesses, a blocked user cannot renew tokens, a password reset ends the
// user's sessions, paging and row ids the database cannot take answer 400/404 (not 500), a GET
// that sends e-mail is audited like any other write, the refresh cookie is Secure behind an https
// proxy, and the portal page cannot be framed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../server/db/schema';
import { API_MAX_BODY_BYTES } from '../../server/http/bodySize';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  p.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
const passwordGrant = (username: string, password: string, clientId = 'switchboard-portal') =>
  form('/svc/auth/oauth/token', { grant_type: 'password', username, password, client_id: clientId });
const userIdOf = async (loginName: string) =>
  (
    await p.database.db
      .select({ id: users.id, accountId: users.accountId })
      .from(users)
      .where(eq(users.loginName, loginName))
  )[0];

describe('security review', () => {
  it('AUTH-10 the throttle holds when the wrong guesses arrive all at once', async () => {
    const target = demo('reports admin');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => passwordGrant(target.loginName, `wrong-${i}`)),
    );
    // Every guess beyond the free failures is answered 429, none as a plain wrong password.
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(p.config.signInFreeFailures - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // And the right password from the same address waits while the hold lasts.
    expect((await passwordGrant(target.loginName, target.password)).status).toBe(429);
    p.clock.advance(p.config.signInMaxDelaySeconds + 1);
    expect((await passwordGrant(target.loginName, target.password)).status).toBe(200);
  });

  it('AUTH-10 a login name in other letter cases counts against the same user', async () => {
    const target = demo('call queues admin');
    for (let i = 0; i < p.config.signInFreeFailures; i++) {
      const variant = i % 2 ? target.loginName.toUpperCase() : ` ${target.loginName} `;
      await passwordGrant(variant, 'wrong');
    }
    expect((await passwordGrant(target.loginName, target.password)).status).toBe(429);
    p.clock.advance(p.config.signInMaxDelaySeconds + 1);
  });

  it('AUTH-08 a user blocked after sign-in can no longer renew gateway tokens', async () => {
    const target = demo('billing admin');
    const signIn = await (
      await passwordGrant(target.loginName, target.password, 'switchboard-desktop')
    ).json();
    const first = await (
      await p.app.request('/svc/gateway/api-gateway/jwt/token', {
        method: 'POST',
        headers: { authorization: `Bearer ${signIn.access_token}` },
      })
    ).json();
    expect(first.refresh_token).toBeTruthy();
    const me = await userIdOf(target.loginName);
    await p.database.db.update(users).set({ blockAccess: true }).where(eq(users.id, me.id));
    try {
      const renew = await form('/svc/gateway/api-gateway/jwt/token', {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
        client_id: 'switchboard-desktop',
      });
      expect(renew.status).toBe(401);
      // Nor the platform's own refresh grant.
      const platformRenew = await form('/svc/auth/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: signIn.refresh_token,
        client_id: 'switchboard-desktop',
      });
      expect(platformRenew.status).toBe(401);
    } finally {
      await p.database.db.update(users).set({ blockAccess: false }).where(eq(users.id, me.id));
    }
  });

  it('USER-08 a bulk password reset ends the sessions the user already had', async () => {
    const admin = await p.signIn(
      demo('account administrator').loginName,
      demo('account administrator').password,
    );
    const target = demo('end user no dashboard');
    const session = await p.signIn(target.loginName, target.password);
    const me = await userIdOf(target.loginName);
    const start = await p.call(
      'POST',
      `/svc/appserver/rest/account/${me.accountId}/users/bulkPasswordReset`,
      {
        token: admin.access_token,
        json: { userIds: [me.id] },
      },
    );
    expect(start.status).toBe(202);
    await p.jobs.idle();
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: session.access_token })).status).toBe(
      401,
    );
    const renew = await form('/svc/auth/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
      client_id: 'switchboard-portal',
    });
    expect(renew.status).toBe(401);
  });

  it('REQ-11 an offset beyond what the database takes is a 400 naming the field, not a server error', async () => {
    const admin = await p.signIn(
      demo('account administrator').loginName,
      demo('account administrator').password,
    );
    const me = await userIdOf(demo('account administrator').loginName);
    for (const path of [
      `/svc/ucaas/api/ucaas/account/${me.accountId}/users?_offset=1e21`,
      `/svc/ucaas/api/ucaas/account/${me.accountId}/users?_offset=99999999999999999999`,
      `/svc/ucaas/api/ucaas/account/${me.accountId}/extensionList?_offset=1e21`,
    ]) {
      const res = await p.call('GET', path, { token: admin.access_token });
      expect(res.status, path).toBe(400);
      expect((await res.json()).errors[0].field).toBe('_offset');
    }
    for (const path of [
      `/svc/ucaas/api/ucaas/user/${me.id}/v2/calllogs?offset=1e21`,
      `/svc/ucaas/api/ucaas/user/${me.id}/v2/calllogs?offset=Infinity`,
      `/svc/ucaas/api/ucaas/user/${me.id}/phonebookRecord?_offset=1e21`,
      `/svc/appserver/rest/account/${me.accountId}/outbox?afterId=1e21`,
    ]) {
      const res = await p.call('GET', path, { token: admin.access_token });
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('ROLE-07 RPT-03 the GET that sends the new-user e-mail leaves an audit event', async () => {
    const admin = await p.signIn(
      demo('account administrator').loginName,
      demo('account administrator').password,
    );
    const target = await userIdOf(demo('end user').loginName);
    const before = (await p.database.db.select({ n: count() }).from(auditEvents))[0].n;
    const res = await p.call(
      'GET',
      `/svc/ucaas/api/ucaas/account/${target.accountId}/email/newUser/${target.id}`,
      {
        token: admin.access_token,
      },
    );
    expect(res.status).toBe(200);
    const after = (await p.database.db.select({ n: count() }).from(auditEvents))[0].n;
    expect(after).toBe(before + 1);
  });
});

describe('security review: row ids', () => {
  it('an id too large for a row is not found, never a server error', async () => {
    const admin = await p.signIn(
      demo('account administrator').loginName,
      demo('account administrator').password,
    );
    const me = await userIdOf(demo('account administrator').loginName);
    const colleague = await userIdOf(demo('end user').loginName);
    const big = '99999999999';
    for (const [method, path] of [
      ['GET', `/svc/ucaas/api/ucaas/extension/${big}`],
      ['PUT', `/svc/ucaas/api/ucaas/extension/${big}`],
      ['GET', `/svc/ucaas/api/ucaas/account/${me.accountId}/email/newUser/${big}`],
      ['PUT', `/svc/ucaas/api/ucaas/user/${colleague.id}/phonebookRecord/${big}`],
      ['DELETE', `/svc/ucaas/api/ucaas/user/${colleague.id}/phonebookRecord/${big}`],
      ['GET', `/svc/appserver/rest/account/${me.accountId}/bulkTask/${big}`],
      ['POST', `/svc/appserver/rest/account/${me.accountId}/user/${big}/resendNewUserEmail`],
    ] as const) {
      const res = await p.call(method, path, {
        token: admin.access_token,
        ...(method === 'GET' ? {} : { json: { name: 'A', phoneNumber: '+14155550100' } }),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('security review: the refresh cookie behind a proxy', () => {
  it('AUTH-03 the refresh cookie is Secure when the portal is served over https (PUBLIC_URL), even if the proxy speaks http', async () => {
    const behindProxy = await startPlatform({ publicUrl: 'https://portal.example' });
    try {
      const admin = demo('account administrator');
      const res = await behindProxy.app.request('http://localhost/svc/auth/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: admin.loginName,
          password: admin.password,
          client_id: 'switchboard-portal',
        }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^sb_refresh=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Strict/i);
      expect(cookie).toMatch(/;\s*Path=\/svc\/auth\/oauth/i);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('security review: the portal page', () => {
  it('the portal refuses to be framed by another site (clickjacking)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'switchboard-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Switchboard</title>');
    const withPortal = await startPlatform({ staticDir: dir });
    try {
      for (const path of ['/', '/index.html', '/some/deep/link']) {
        const res = await withPortal.app.request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      }
      // The single sign-on page keeps its own, stricter policy.
      const idp = await withPortal.app.request('/svc/auth/oauth2/authorize');
      expect(idp.headers.get('content-security-policy')).toContain("default-src 'none'");
    } finally {
      await withPortal.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a request body over the limit is refused with 413 before it is read', async () => {
    const big = 'x'.repeat(API_MAX_BODY_BYTES + 1);
    const res = await p.app.request('/svc/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(big.length) },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('ROLE-07 an account reached through a trust cannot extend that trust to others', async () => {
    const provider = await p.signIn(
      demo('provider super user').loginName,
      demo('provider super user').password,
    );
    const acmeSuper = await p.signIn(
      demo('account super user').loginName,
      demo('account super user').password,
    );
    const gb = await p.signIn(
      demo('account administrator (international, GB)').loginName,
      demo('account administrator (international, GB)').password,
    );
    const idOf = async (token: string) =>
      (await (await p.call('GET', '/svc/users/v3/users/self', { token })).json()).account_id as number;
    const [acme, britannia] = [await idOf(acmeSuper.access_token), await idOf(gb.access_token)];
    // Support staff records that Britannia trusts Acme.
    const made = await p.call('POST', `/svc/permissions/v1/accounts/${britannia}/trusts`, {
      token: provider.access_token,
      json: { trustedAccountId: acme },
    });
    expect(made.status).toBe(201);
    // Acme now reaches Britannia, but may not hand Britannia's trust to a third account.
    const extended = await p.call('POST', `/svc/permissions/v1/accounts/${britannia}/trusts`, {
      token: acmeSuper.access_token,
      json: { trustedAccountId: 1 },
    });
    expect(extended.status).toBe(403);
    // Acme still extends its own trust as before.
    const own = await p.call('POST', `/svc/permissions/v1/accounts/${acme}/trusts`, {
      token: acmeSuper.access_token,
      json: { trustedAccountId: britannia },
    });
    expect(own.status).toBe(201);
  });
});
