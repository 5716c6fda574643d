// A request layer over a fake fetch: each call is recorded as a Request, and `answer` decides the
// response (JSON by default). No network, no platform; time comes from vi.useFakeTimers.
import { createApiClient, type TokenSource } from '../../../src/api/client';
import type { WgConfig } from '../../../src/api/config';

export const ORIGIN = 'http://api.test';

export function testConfig(overrides: Partial<WgConfig> = {}): WgConfig {
  const families = [
    'auth',
    'ucaas',
    'users',
    'permissions',
    'hoteling',
    'appserver',
    'billing',
    'gateway',
    'recording',
    'messages',
    'il',
    'platform',
  ];
  return {
    services: Object.fromEntries(families.map((f) => [f, { url: `${ORIGIN}/svc/${f}` }])),
    'hdap.url': `${ORIGIN}/svc/hdap`,
    cacheExpiry: { default: 10, permissions: 60 },
    authRequestRate: 10,
    servicesWithPlannedOutages: '^$',
    enableSessionRenew: true,
    enableCallPickupGroups: true,
    useCallQueueMicroService: false,
    cqMicroServiceAccounts: [],
    cqMicroServiceAccountsRange: [],
    callMonitoringRegex: '^$',
    useCMMicroServiceForAccounts: [],
    ...overrides,
  };
}

export type Answer = (req: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeTokens(token = 'tok-1'): TokenSource & { rejectedPaths: string[] } {
  const rejectedPaths: string[] = [];
  return {
    rejectedPaths,
    current: async () => token,
    renewed: async () => `${token}-renewed`,
    rejected: (path) => {
      rejectedPaths.push(path);
    },
  };
}

export function fakeClient(opts: { config?: Partial<WgConfig>; answer?: Answer; tokens?: TokenSource } = {}) {
  const requests: Request[] = [];
  let answer: Answer = opts.answer ?? (() => json({ ok: true }));
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    requests.push(req.clone());
    return answer(req);
  }) as typeof fetch;
  const api = createApiClient({
    config: testConfig(opts.config),
    tokens: opts.tokens ?? fakeTokens(),
    fetch: fetchFn,
  });
  return {
    api,
    requests,
    /** Paths (with query) of the recorded requests, after the origin. */
    paths: () => requests.map((r) => r.url.slice(ORIGIN.length)),
    answerWith(next: Answer) {
      answer = next;
    },
  };
}
