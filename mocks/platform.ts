// msw handlers that answer from the in-process platform server: screen and request-layer tests
// run against the real API logic (routes, tenancy, database) without opening a port.
import { http, passthrough } from 'msw';

/** The origin the portal is pointed at in tests; nothing listens there, msw answers. */
export const TEST_ORIGIN = 'http://switchboard.test';

export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * The handlers also keep the cookies the platform sets, as a browser would, and send each back
 * under its path: the portal's refresh token travels only in its HttpOnly cookie (decision 0002).
 * One jar per call of platformHandlers, i.e. per simulated browser.
 */
export function platformHandlers(app: FetchHandler) {
  const jar = new Map<string, { value: string; path: string }>();
  return [
    http.all(`${TEST_ORIGIN}/*`, async ({ request }) => {
      if (!request.url.startsWith(TEST_ORIGIN)) return passthrough();
      const response = await app.fetch(withCookies(request, jar));
      keepCookies(response, jar);
      return response;
    }),
  ];
}

function withCookies(request: Request, jar: Map<string, { value: string; path: string }>): Request {
  const path = new URL(request.url).pathname;
  const sent = [...jar]
    .filter(([, c]) => path === c.path || path.startsWith(`${c.path.replace(/\/$/, '')}/`))
    .map(([name, c]) => `${name}=${c.value}`);
  if (sent.length === 0) return request;
  const headers = new Headers(request.headers);
  headers.set('cookie', [headers.get('cookie'), ...sent].filter(Boolean).join('; '));
  return new Request(request, { headers });
}

function keepCookies(response: Response, jar: Map<string, { value: string; path: string }>) {
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const gone = value === '' || attribute('max-age') === '0' || /1970/.test(attribute('expires') ?? '');
    if (gone) jar.delete(name);
    else jar.set(name, { value, path: attribute('path') ?? '/' });
  }
}
