// The Host header is the caller's to choose (decision 0052): without PUBLIC_URL the server trusts
// only loopback origins and ALLOWED_ORIGINS for the single sign-on redirect check and for the
// service addresses of wgConfig.json; an untrusted Host answers 400. With PUBLIC_URL, wgConfig.json
// always names PUBLIC_URL's origin.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let behindProxy: TestPlatform;
beforeAll(async () => {
  p = await startPlatform({ allowedOrigins: ['http://192.168.1.5:8080'] });
  behindProxy = await startPlatform({ publicUrl: 'https://portal.example' });
});
afterAll(async () => {
  await p.close();
  await behindProxy.close();
});

const wgConfig = async (platform: TestPlatform, origin: string) => {
  const res = await platform.app.request(`${origin}/wgConfig.json`);
  return { status: res.status, body: await res.json() };
};

function authorizePage(origin: string) {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'switchboard-portal',
    redirect_uri: `${origin}/?sso=callback`,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
  });
  return p.app.request(`${origin}/svc/auth/oauth2/authorize?${query}`);
}

describe('the Host header without PUBLIC_URL', () => {
  it('CFG-01 wgConfig.json names loopback origins on any port and the ALLOWED_ORIGINS', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:8080',
      'http://[::1]:9000',
      'http://192.168.1.5:8080',
    ]) {
      const { status, body } = await wgConfig(p, origin);
      expect(status, origin).toBe(200);
      expect(body.services.ucaas.url, origin).toBe(`${origin}/svc/ucaas`);
    }
  });

  it('CFG-01 an untrusted Host gets no wgConfig.json built on it (400)', async () => {
    for (const origin of [
      'http://evil.example',
      'http://192.168.1.5:8081',
      'http://localhost.evil.example',
    ]) {
      const { status, body } = await wgConfig(p, origin);
      expect(status, origin).toBe(400);
      expect(body.code, origin).toBe('untrusted_host');
      expect(JSON.stringify(body), origin).not.toContain('evil.example/svc');
    }
  });

  it('AUTH-07 the sign-in page takes a redirect to a trusted origin only, whatever the Host says', async () => {
    expect((await authorizePage('http://localhost:5173')).status).toBe(200);
    expect((await authorizePage('http://192.168.1.5:8080')).status).toBe(200);
    const evil = await authorizePage('http://evil.example');
    expect(evil.status).toBe(400);
    expect(await evil.text()).toContain('The address to return to is not registered for this application.');
  });
});

describe('the Host header with PUBLIC_URL', () => {
  it('CFG-01 wgConfig.json names PUBLIC_URL whatever the Host says', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:8080']) {
      const { status, body } = await wgConfig(behindProxy, origin);
      expect(status, origin).toBe(200);
      expect(body.services.ucaas.url, origin).toBe('https://portal.example/svc/ucaas');
    }
  });
});
