// The numbers calls over a fake fetch: REQ-07 (every numbers call carries the no-cache flag and
// is asked again each time) and REQ-08 (the bulk start is retried, with one Idempotency-Key).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpointCatalogue';
import {
  getNumber,
  getNumberStatuses,
  getNumbersCount,
  getNumberTask,
  getNumberTaskRows,
  listCustomTags,
  searchNumbers,
  startNumberBulk,
  updateNumber,
} from '../../../src/api/numbers';
import { fakeClient, json } from './support';

afterEach(() => vi.useRealTimers());

const noCacheFlag = (r: Request) => new URL(r.url).searchParams.get('noCache');

describe('the numbers calls', () => {
  it('REQ-07 the list, the count, a number and its statuses carry the no-cache flag and are asked every time', async () => {
    const { api, requests } = fakeClient({ answer: () => json({ items: [], total: 0 }) });
    for (let i = 0; i < 2; i++) {
      await searchNumbers(api, 7, { keyword: '800' }, { offset: 750, pageSize: 750 });
      await getNumbersCount(api, 7);
      await getNumber(api, 7, '18005550100');
      await getNumberStatuses(api);
    }
    expect(requests).toHaveLength(8);
    for (const r of requests) {
      expect(noCacheFlag(r), r.url).toBe('true');
      expect(r.headers.get('cache-control'), r.url).toBe('no-cache');
    }
    const search = requests[0];
    expect(search.method).toBe('PUT');
    expect(new URL(search.url).pathname).toBe('/svc/appserver/rest/v1/account/7/phoneNumbers/search');
    expect(new URL(search.url).searchParams.get('_offset')).toBe('750');
    expect(new URL(search.url).searchParams.get('_pageSize')).toBe('750');
    expect(await search.json()).toEqual({ keyword: '800' });
    expect(new URL(requests[1].url).pathname).toBe('/svc/appserver/rest/account/7/phoneNumbers/count');
  });

  it('REQ-07 every numbers endpoint of the catalogue is declared never cached', () => {
    for (const name of [
      'numbersSearch',
      'numbersCount',
      'phoneNumber',
      'numbersBulkTask',
      'numbersBulkTaskRows',
      'numberStatuses',
      'customTags',
    ] as const) {
      expect(ENDPOINTS[name].noCache, name).toBe(true);
    }
  });

  it('REQ-07 a task poll and its rows are asked every time, never answered from the cache', async () => {
    const { api, requests } = fakeClient({ answer: () => json({ taskId: 3, rows: [], total: 0 }) });
    await getNumberTask(api, 7, 3);
    await getNumberTask(api, 7, 3);
    await getNumberTaskRows(api, 7, 3, { offset: 0, pageSize: 100, notDone: true });
    await getNumberTaskRows(api, 7, 3, { offset: 0, pageSize: 100, notDone: true });
    expect(requests).toHaveLength(4);
    expect(new URL(requests[2].url).searchParams.get('status')).toBe('refused,error');
  });

  it('REQ-08 the bulk start is retried three times after a 5xx, every attempt with the same Idempotency-Key', async () => {
    vi.useFakeTimers();
    const { api, requests } = fakeClient({ answer: () => json({ status: 502 }, 502) });
    const started = startNumberBulk(
      api,
      7,
      { selection: { phoneNumbers: ['18005550100'] }, change: { action: 'status', status: 'Reserved' } },
      'key-1',
    );
    const settled = expect(started).rejects.toMatchObject({ status: 502 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await settled;
    expect(requests).toHaveLength(4);
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual([
      'key-1',
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(new URL(requests[0].url).pathname).toBe('/svc/appserver/rest/account/7/phoneNumbers/bulk');
  });

  it('REQ-08 a 400 from the bulk start is not retried', async () => {
    const { api, requests } = fakeClient({ answer: () => json({ status: 400, message: 'No.' }, 400) });
    await expect(
      startNumberBulk(api, 7, {
        selection: { phoneNumbers: ['1'] },
        change: { action: 'removeFromUse' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });

  it('a number is answered with its history as who, when and what', async () => {
    const { api } = fakeClient({
      answer: () =>
        json({
          number: { phoneNumber: '18005550100', status: 'Available' },
          history: {
            total: 2,
            items: [
              {
                at: '2026-11-20T10:00:00.000Z',
                action: 'PUT',
                detail: 'Caller-id name set',
                who: 'Ada Lin',
                loginName: 'ada',
              },
              { at: '2026-11-19T10:00:00.000Z', action: 'POST', detail: null, who: null, loginName: null },
            ],
          },
        }),
    });
    const n = await getNumber(api, 7, '18005550100');
    expect(n.phoneNumber).toBe('18005550100');
    expect(n.history).toEqual([
      { at: '2026-11-20T10:00:00.000Z', by: 'Ada Lin', what: 'Caller-id name set' },
      { at: '2026-11-19T10:00:00.000Z', by: null, what: 'POST' },
    ]);
  });

  it('an edit is a PUT of the changed fields; custom tags are read from the ucaas family', async () => {
    const { api, requests } = fakeClient({ answer: () => json([]) });
    await updateNumber(api, 7, '18005550100', { callerIdName: 'ACME' });
    await listCustomTags(api, 7);
    expect(requests[0].method).toBe('PUT');
    expect(new URL(requests[0].url).pathname).toBe('/svc/appserver/rest/account/7/phoneNumbers/18005550100');
    expect(await requests[0].json()).toEqual({ callerIdName: 'ACME' });
    expect(new URL(requests[1].url).pathname).toBe('/svc/ucaas/api/ucaas/account/7/listCustomTagsByAccount');
  });
});
