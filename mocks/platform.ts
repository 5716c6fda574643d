// msw handlers that answer from the in-process platform server: screen and request-layer tests
// run against the real API logic (routes, tenancy, database) without opening a port.
import { http, passthrough } from 'msw';

/** The origin the portal is pointed at in tests; nothing listens there, msw answers. */
export const TEST_ORIGIN = 'http://switchboard.test';

export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

export function platformHandlers(app: FetchHandler) {
  return [
    http.all(`${TEST_ORIGIN}/*`, async ({ request }) => {
      if (!request.url.startsWith(TEST_ORIGIN)) return passthrough();
      return app.fetch(request);
    }),
  ];
}
