// How the portal and the API travel: compressed (brotli or gzip) JSON answers, precompressed
// portal files, hashed assets cached for good, other files revalidated, index.html never stored.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { pickEncoding } from '../../server/http/compress';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let token: string;
let staticDir: string;
let acme: number;
const admin = demo('account super user');

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    `<!doctype html><title>Switchboard</title>${'<p>x</p>'.repeat(300)}`,
  );
  writeFileSync(
    join(staticDir, 'assets', 'index-AbC123.js'),
    `console.log(${JSON.stringify('y'.repeat(5000))});`,
  );
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompress(staticDir);
  p = await startPlatform({ staticDir });
  token = (await p.signIn(admin.loginName, admin.password)).access_token;
  acme = (await (await p.call('GET', '/svc/users/v3/users/self', { token })).json()).account_id;
});
afterAll(async () => {
  await p.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const usersPath = () => `/svc/ucaas/api/ucaas/account/${acme}/users?_pageSize=100`;

describe('API answers', () => {
  it('a list answer comes brotli-compressed when the client accepts br, and decodes to the same JSON', async () => {
    const plain = await p.call('GET', usersPath(), { token });
    const plainJson = await plain.json();
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await p.call('GET', usersPath(), { token, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(plainJson);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(plainJson).length / 3);
  });

  it('gzip when brotli is not accepted; errors are compressed the same way', async () => {
    const gz = await p.call('GET', usersPath(), { token, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const json = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'));
    expect(json.items.length).toBeGreaterThan(0);
  });

  it('small answers are sent as they are', async () => {
    const res = await p.call('GET', '/svc/ucaas/api/ucaas/account/999999/users', {
      token,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).message).toBeTruthy();
  });

  it('reads Accept-Encoding with q-values: q=0 refuses an encoding, * accepts the rest', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('portal files', () => {
  it('hashed assets are sent precompressed and cached as immutable for a year', async () => {
    const res = await p.app.request('/assets/index-AbC123.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(text).toContain('console.log');
  });

  it('index.html (also as the fallback of any route) is never stored: each answer carries its own CSP nonce', async () => {
    for (const path of ['/', '/index.html', '/some/deep/link']) {
      const res = await p.app.request(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.text()).toContain('<title>Switchboard');
    }
  });

  it('files that are not hashed (the icon) are revalidated on every visit', async () => {
    const res = await p.app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('a client that accepts no encoding gets the plain file', async () => {
    const res = await p.app.request('/assets/index-AbC123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('console.log');
  });
});
