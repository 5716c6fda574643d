// Compresses the API's JSON answers (brotli or gzip, as the client accepts). Answers are small
// enough to compress whole; the portal's files are compressed once at build time instead
// (scripts/precompress.ts) and served by serveStatic's `precompressed` option.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes the headers cost more than compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('content-encoding')) return;
    if (!res.headers.get('content-type')?.includes('json')) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    res.headers.append('vary', 'Accept-Encoding');
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      c.res = new Response(new Uint8Array(body), { status: res.status, headers });
      return;
    }
    const packed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(body, { level: 6 });
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(packed.byteLength));
    c.res = new Response(new Uint8Array(packed), { status: res.status, headers });
  };
}
