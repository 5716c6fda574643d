// The identity provider's sign-in page (decision 0014): a small server-rendered form that carries
// the authorization request in hidden fields, every value HTML-escaped, framed by nothing.
import type { Context } from 'hono';
import type { Env } from '../../http/types';
import { AUTHORIZE_FIELDS, type AuthorizeParams } from './oidcRequest';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"'`]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[ch]!,
  );

export function signInPage(
  c: Context<Env>,
  p: AuthorizeParams,
  opts: { error?: string; loginName?: string; status?: number },
) {
  // The form posts here; its answer redirects to the client (or to an organisation's own provider,
  // decision 0117: https, or http on loopback), and browsers hold those redirects to form-action too.
  let target = '';
  try {
    const origin = new URL(p.redirect_uri).origin;
    target = origin !== 'null' ? ` ${origin}` : ` ${new URL(p.redirect_uri).protocol}`;
  } catch {}
  const hidden = AUTHORIZE_FIELDS.filter((f) => f !== 'login_hint')
    .map((f) => `<input type="hidden" name="${f}" value="${escapeHtml(p[f] ?? '')}">`)
    .join('\n      ');
  const error = opts.error ? `<p role="alert" class="error">${escapeHtml(opts.error)}</p>` : '';
  c.header('cache-control', 'no-store');
  c.header('x-frame-options', 'DENY');
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' https: http://127.0.0.1:* http://localhost:*${target}; frame-ancestors 'none'; base-uri 'none'`,
  );
  c.header('referrer-policy', 'no-referrer');
  return c.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with single sign-on · Switchboard</title>
<style>
  body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f4f5f7; color: #1d2330; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); width: min(24rem, 90vw); }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #1f5fbf; color: #fff; border: 0; border-radius: 4px; }
  .error { color: #a4161a; }
  .hint { color: #4a5160; font-size: .9rem; }
  @media (prefers-color-scheme: dark) {
    body { background: #12151c; color: #e6e8ee; }
    main { background: #1d2230; box-shadow: none; }
    .hint { color: #b4bac8; }
    .error { color: #ff9b9b; }
    input[type=text], input[type=password] { background: #12151c; color: #e6e8ee; border: 1px solid #7a8295; }
  }
</style>
</head>
<body>
<main>
  <h1>Switchboard single sign-on</h1>
  ${error}
  <form method="post" aria-label="Sign in">
    ${hidden}
    <p id="sso-hint" class="hint">If your organisation uses its own sign-in, enter your work e-mail and leave the password empty: you will be sent to your organisation's sign-in page.</p>
    <label for="username">Login name or work e-mail</label>
    <input id="username" name="username" type="text" autocomplete="username" aria-describedby="sso-hint" required value="${escapeHtml(opts.loginName ?? p.login_hint ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password">
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`,
    (opts.status ?? 200) as 200,
  );
}
