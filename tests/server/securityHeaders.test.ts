// Security headers (decision 0051): the portal's pages restrict scripts, styles and connections to
// the portal's origin and the service origins of wgConfig.json, and refuse framing; every answer
// refuses sniffing, referrers, powerful features and shared windows; API answers are not stored.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-static-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Switchboard</title></head><body></body></html>',
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  p = await startPlatform({ staticDir: dir, publicUrl: 'https://portal.example' });
});
afterAll(async () => {
  await p.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

const expectCommonHeaders = (res: Response, label: string) => {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(res.headers.get('permissions-policy'), label).toContain('camera=()');
  expect(res.headers.get('permissions-policy'), label).toContain('microphone=()');
  expect(res.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
};

describe('security headers', () => {
  it("the portal's pages load scripts, styles and data from the origin only and are never framed", async () => {
    for (const path of ['/', '/index.html', '/some/deep/link']) {
      const res = await p.app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(200);
      expectCommonHeaders(res, path);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['default-src'], path).toEqual(["'self'"]);
      expect(csp['script-src'], path).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
      // The service origin of wgConfig.json (PUBLIC_URL here) may be called.
      expect(csp['connect-src'], path).toEqual(["'self'", 'https://portal.example']);
      // Styles: the origin's files, and the run-time <style> elements react-aria adds with the
      // nonce the page carries in <meta property="csp-nonce">.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(await res.text())?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp['style-src'], path).toEqual(["'self'", `'nonce-${nonce}'`]);
    }
    const a = await (await p.app.request('/')).text();
    const b = await (await p.app.request('/')).text();
    expect(a, 'a fresh nonce per answer').not.toBe(b);
  });

  it('a static file carries the same headers', async () => {
    const res = await p.app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expectCommonHeaders(res, 'favicon');
    expect(directives(res.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('API answers, errors included, are never stored and run nothing', async () => {
    const answers = {
      config: await p.app.request('/svc/auth/oauth2/.well-known/none'),
      refused: await p.call('GET', '/svc/users/v3/users/self'),
      public: await p.call('GET', '/svc/auth/v1/sessions/expiration-time'),
    };
    const admin = demo('account administrator');
    const { access_token } = await p.signIn(admin.loginName, admin.password);
    const ok = await p.call('GET', '/svc/users/v3/users/self', { token: access_token });
    expect(ok.status).toBe(200);
    for (const [label, res] of Object.entries({ ...answers, ok })) {
      expect(res.headers.get('cache-control'), label).toBe('no-store');
      expectCommonHeaders(res, label);
      expect(directives(res.headers.get('content-security-policy'))['default-src'], label).toEqual([
        "'none'",
      ]);
    }
  });
});
