// Faults to put in front of the platform for one test: server.use(...faults.x(...)).
// Each matches a path pattern under the test origin and answers before the platform does.
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { TEST_ORIGIN } from './platform';

const at = (pattern: string) => `${TEST_ORIGIN}${pattern}`;

export const faults = {
  /** 401 for the next `times` calls matching the pattern (default once). */
  unauthorized(pattern: string, times = 1) {
    let left = times;
    return http.all(at(pattern), () => {
      if (left <= 0) return undefined;
      left--;
      return HttpResponse.json(
        { status: 401, code: 'unauthorized', message: 'unauthorized' },
        { status: 401 },
      );
    });
  },
  /** A 5xx answer with a body, every time. */
  serverError(
    pattern: string,
    status = 500,
    body: JsonBodyType = { status, code: 'internal_error', message: 'Boom' },
  ) {
    return http.all(at(pattern), () => HttpResponse.json(body, { status }));
  },
  /** Answers after `ms` milliseconds (then lets the platform answer). */
  slow(pattern: string, ms: number) {
    return http.all(at(pattern), async () => {
      await delay(ms);
      return undefined;
    });
  },
  /** A service in a planned outage: 503 with no body. */
  plannedOutage(pattern: string) {
    return http.all(at(pattern), () => new HttpResponse(null, { status: 503 }));
  },
  /** The network is down for this pattern. */
  offline(pattern: string) {
    return http.all(at(pattern), () => HttpResponse.error());
  },
};
