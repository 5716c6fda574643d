// REQ-08: the portal's bulk call on phone numbers is retried after a 5xx with the same
// Idempotency-Key on every attempt, so the server starts its task once (decision 0090).
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { startNumberBulk } from '../../../src/api/numberBulk';
import type { Timers } from '../../../src/api/retry';
import { fakeTokens, json, testConfig } from './support';

describe('the bulk call on phone numbers', () => {
  it('REQ-08 a failed status start is retried three times, each attempt with the same Idempotency-Key', async () => {
    const requests: Request[] = [];
    const waits: number[] = [];
    // Timers that record each wait and end it at once.
    const timers: Timers = {
      now: () => 0,
      setTimeout: (fn, ms) => {
        waits.push(ms);
        queueMicrotask(fn);
        return 0;
      },
      clearTimeout: () => {},
    };
    const api = createApiClient({
      config: testConfig(),
      tokens: fakeTokens(),
      timers,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return json({}, 502);
      }) as typeof fetch,
    });
    const change = { action: 'status', status: 'Reserved' } as const;
    await expect(
      startNumberBulk(api, 12, { selection: { phoneNumbers: ['18005550100'] }, change }, 'click-1'),
    ).rejects.toMatchObject({ status: 502 });
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual([
      'click-1',
      'click-1',
      'click-1',
      'click-1',
    ]);
    expect(waits).toEqual([60_000, 60_000, 60_000]);
    expect(new URL(requests[0].url).pathname).toBe('/svc/appserver/rest/account/12/phoneNumbers/bulk');
  });
});
