// The portal's index.html, served with a fresh nonce per answer (decision 0051): react-aria adds
// small <style> elements at run time and takes their nonce from <meta property="csp-nonce">, so
// styles stay limited to the origin's files and the styles this page vouches for.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { ServerConfig } from './config';
import { portalPolicy } from './http/securityHeaders';

export function portalPage(config: ServerConfig) {
  const file = join(config.staticDir, 'index.html');
  // Read once, and again only when a new build has replaced the file.
  let cached: { mtimeMs: number; html: string } | undefined;
  const indexHtml = async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
  return async (c: Context) => {
    const html = await indexHtml();
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', portalPolicy(config, c.req.url, nonce));
    c.header('cache-control', 'no-store');
    return c.html(html.replace(/<head>/i, `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`));
  };
}
