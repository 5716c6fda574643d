// The platform's shape: configuration, health, regions, tenancy and deny-by-default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const signInAs = (role: string) => {
  const d = demo(role);
  return p.signIn(d.loginName, d.password);
};
const self = async (accessToken: string) =>
  (await p.call('GET', '/svc/users/v3/users/self', { token: accessToken })).json();

describe('workspace configuration', () => {
  it('CFG-01 wgConfig.json names a host per service family and every workspace key', async () => {
    const res = await p.app.request('http://localhost:8080/wgConfig.json');
    expect(res.status).toBe(200);
    const cfg = await res.json();
    for (const family of ['auth', 'ucaas', 'users', 'permissions', 'hoteling', 'appserver', 'billing']) {
      expect(cfg.services[family].url).toBe(`http://localhost:8080/svc/${family}`);
    }
    expect(cfg['hdap.url']).toBe('http://localhost:8080/svc/hdap');
    expect(cfg.authRequestRate).toBe(10);
    expect(cfg.cacheExpiry.default).toBe(10);
    for (const key of [
      'servicesWithPlannedOutages',
      'idpPkceClientId',
      'enableSessionRenew',
      'enableCallPickupGroups',
      'useCallQueueMicroService',
      'cqMicroServiceAccounts',
      'cqMicroServiceAccountsRange',
      'callMonitoringRegex',
      'useCMMicroServiceForAccounts',
    ]) {
      expect(cfg).toHaveProperty(key);
    }
  });

  it('answers health (liveness) while the process runs', async () => {
    const res = await p.app.request('/health');
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('tenancy', () => {
  it('ROLE-07 an account administrator reads their own account and not another tenant', async () => {
    const t = await signInAs('account administrator');
    const me = await self(t.access_token);
    const own = await p.call('GET', `/svc/ucaas/api/ucaas/account/${me.account_id}/info`, {
      token: t.access_token,
    });
    expect(own.status).toBe(200);
    expect((await own.json()).name).toBe(me.acting_account.name);
    const gb = await self((await signInAs('account administrator (international, GB)')).access_token);
    const other = await p.call('GET', `/svc/ucaas/api/ucaas/account/${gb.account_id}/info`, {
      token: t.access_token,
    });
    expect(other.status).toBe(404);
  });

  it('ROLE-07 a parent reaches its children but never its own parent', async () => {
    const partner = await signInAs('partner super user');
    const me = await self(partner.access_token);
    const info = await (
      await p.call('GET', `/svc/ucaas/api/ucaas/account/${me.account_id}/info`, {
        token: partner.access_token,
      })
    ).json();
    expect(
      (
        await p.call('GET', `/svc/ucaas/api/ucaas/account/${info.parentAccountId}/info`, {
          token: partner.access_token,
        })
      ).status,
    ).toBe(404);
    const provider = await signInAs('provider super user');
    const child = await p.call('GET', `/svc/ucaas/api/ucaas/account/${me.account_id}/info`, {
      token: provider.access_token,
    });
    expect(child.status).toBe(200);
  });

  it('REQ-05 a region segment after the family base reaches the same route', async () => {
    const t = await signInAs('account administrator');
    const me = await self(t.access_token);
    const res = await p.call('GET', `/svc/ucaas/eu/api/ucaas/account/${me.account_id}/info`, {
      token: t.access_token,
    });
    expect(res.status).toBe(200);
  });

  it("ROLE-09 an end user reads their own calls but not a colleague's", async () => {
    const end = await signInAs('end user');
    const me = await self(end.access_token);
    const mine = await p.call('GET', `/svc/ucaas/api/ucaas/user/${me.id}/v2/calllogs`, {
      token: end.access_token,
    });
    expect(mine.status).toBe(200);
    const body = await mine.json();
    expect(body.total).toBeGreaterThan(0);
    const adminMe = await self((await signInAs('account administrator')).access_token);
    const theirs = await p.call('GET', `/svc/ucaas/api/ucaas/user/${adminMe.id}/v2/calllogs`, {
      token: end.access_token,
    });
    expect(theirs.status).toBe(404);
  });
});

describe('deny by default', () => {
  it('ROLE-04 every route under /svc is declared with its access, and the declared table is what Hono serves', () => {
    const declared = new Set(p.routes.map((r) => `${r.method.toUpperCase()} /svc/${r.family}${r.path}`));
    const served = p.app.routes
      .filter((r) => r.path.startsWith('/svc/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(0);
    for (const route of served) expect(declared).toContain(route);
    for (const r of p.routes) expect(r.access).toBeDefined();
  });

  it('every route that takes a body (POST, PUT, PATCH) declares its schema, and the schema is named for the reference', () => {
    const writes = p.routes.filter((r) => ['post', 'put', 'patch'].includes(r.method));
    expect(writes.length).toBeGreaterThan(0);
    const missing = writes
      .filter((r) => !r.body)
      .map((r) => `${r.method.toUpperCase()} /svc/${r.family}${r.path}`);
    expect(missing).toEqual([]);
    const unnamed = writes
      .filter((r) => r.body && !z.globalRegistry.get(r.body)?.id)
      .map((r) => `${r.method.toUpperCase()} /svc/${r.family}${r.path}`);
    expect(unnamed).toEqual([]);
  });

  it('ROLE-04 every non-public route refuses a call without a token', async () => {
    for (const r of p.routes.filter((x) => !('public' in x.access))) {
      const path = `/svc/${r.family}${r.path.replace(/:(\w+)(\{[^}]*\})?\??/g, '1')}`;
      const res = await p.call(r.method.toUpperCase(), path);
      expect(res.status, `${r.method} ${path}`).toBe(401);
    }
  });

  it('an unknown service call answers 404 in the error shape', async () => {
    const res = await p.call('GET', '/svc/ucaas/api/ucaas/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('routes', () => {
  it('ROLE-03 the external admin portal page of an account opens the portal account page, a hash route', async () => {
    const res = await p.app.request('/adminv2/account/10/dashboard');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/#/management/m/account/10');
    expect((await p.app.request('/adminv2/account/ten/dashboard')).status).not.toBe(302);
  });
});
