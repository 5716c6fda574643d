// The mobile client's credential (AUTH-01, decision 0053): the demo secret in the source works only
// with the demo data on; a configured MOBILE_CLIENT_SECRET replaces it; with the demo off and no
// secret configured the mobile client is refused. The start-up output says which applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MOBILE_CLIENT_SECRET, mobileClientNotice } from '../../server/auth/clients';
import { testConfig } from '../../server/config';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

const admin = demo('account administrator');
const basic = (secret: string) => `Basic ${Buffer.from(`switchboard-mobile:${secret}`).toString('base64')}`;

/** A password sign-in as the mobile client; an empty secret sends no Basic credential at all. */
const signIn = (platform: TestPlatform, secret: string) =>
  platform.app.request('/svc/auth/oauth/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(secret ? { authorization: basic(secret) } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: admin.loginName,
      password: admin.password,
      client_id: 'switchboard-mobile',
    }),
  });

const platforms: Record<string, TestPlatform> = {};
beforeAll(async () => {
  platforms.demoOff = await startPlatform({ demo: false });
  platforms.demoOn = await startPlatform({ demo: true });
  platforms.configured = await startPlatform({ demo: true, mobileClientSecret: 'a-real-secret-0123456789' });
});
afterAll(async () => {
  for (const p of Object.values(platforms)) await p.close();
});

describe('the mobile client credential', () => {
  it('AUTH-01 with the demo off and no MOBILE_CLIENT_SECRET the mobile client is refused, the demo secret included', async () => {
    const res = await signIn(platforms.demoOff, DEMO_MOBILE_CLIENT_SECRET);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('invalid_client');
  });

  it('AUTH-01 with the demo data on the demo secret is accepted', async () => {
    const res = await signIn(platforms.demoOn, DEMO_MOBILE_CLIENT_SECRET);
    expect(res.status).toBe(200);
    // Only the web client gets the refresh cookie.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await signIn(platforms.demoOn, 'something-else')).status).toBe(401);
    expect((await signIn(platforms.demoOn, '')).status).toBe(401);
  });

  it('AUTH-01 a configured MOBILE_CLIENT_SECRET replaces the demo secret', async () => {
    expect((await signIn(platforms.configured, 'a-real-secret-0123456789')).status).toBe(200);
    expect((await signIn(platforms.configured, DEMO_MOBILE_CLIENT_SECRET)).status).toBe(401);
  });

  it('the start-up output says which mobile client credential applies', () => {
    expect(mobileClientNotice(testConfig({ demo: true }))).toMatch(/demo secret.*MOBILE_CLIENT_SECRET/);
    expect(mobileClientNotice(testConfig({ demo: false }))).toMatch(/refused.*MOBILE_CLIENT_SECRET/);
    expect(mobileClientNotice(testConfig({ demo: false, mobileClientSecret: 'x' }))).toBeUndefined();
  });
});
