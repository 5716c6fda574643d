// The request layer over a fake fetch: what goes on the wire for each rule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutageCall } from '../../../src/api/endpoints';
import { INVALID_ACCOUNT_ID, InvalidAccountIdError, PlannedOutageFailure } from '../../../src/api/failure';
import {
  getLineRegistration,
  getSecretQuestion,
  getSecurityQuestions,
  lookup,
} from '../../../src/api/lookups';
import { fakeClient, json, ORIGIN } from './support';

afterEach(() => {
  vi.useRealTimers();
});

const echo = async (req: Request) =>
  json({
    method: req.method,
    body: req.method === 'GET' || req.method === 'HEAD' ? null : await req.text(),
  });

describe('methods (REQ-02)', () => {
  it('REQ-02 get, post, put, patch and delete, and delete with a body', async () => {
    const { api, requests } = fakeClient({ answer: echo });
    await api.get('ucaas', '/a');
    await api.post('ucaas', '/a', { body: { x: 1 } });
    await api.put('ucaas', '/a', { body: { x: 2 } });
    await api.patch('ucaas', '/a', { body: { x: 3 } });
    await api.delete('ucaas', '/a');
    const answer = await api.delete<{ method: string; body: string }>('ucaas', '/a', {
      body: { phoneNumbers: ['+15551230000'] },
    });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'DELETE']);
    expect(answer).toEqual({ method: 'DELETE', body: '{"phoneNumbers":["+15551230000"]}' });
    expect(requests[3].headers.get('content-type')).toBe('application/json');
    expect(requests[0].headers.get('content-type')).toBeNull();
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok-1')).toBe(true);
  });

  it('REQ-02 a file upload is a form-data POST with the bearer header and no JSON content type', async () => {
    const { api, requests } = fakeClient();
    const file = new Blob(['RIFF....WAVE'], { type: 'audio/wav' });
    await api.upload('appserver', '/greetings/{kitId}', file, {
      params: { kitId: 4 },
      fileName: 'hello.wav',
      fields: { kind: 'extension' },
    });
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(`${ORIGIN}/svc/appserver/greetings/4`);
    expect(req.headers.get('authorization')).toBe('Bearer tok-1');
    expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await req.formData();
    expect(form.get('kind')).toBe('extension');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('hello.wav');
    expect(await sent.text()).toBe('RIFF....WAVE');
  });

  it('REQ-02 an upload can send a FormData built by the caller', async () => {
    const { api, requests } = fakeClient();
    const form = new FormData();
    form.append('greeting', new Blob(['x']), 'g.wav');
    await api.upload('appserver', '/g', form);
    expect((await requests[0].formData()).get('greeting')).toBeInstanceOf(File);
  });
});

describe('paths, headers, regions (REQ-03, REQ-04, REQ-05)', () => {
  it('a file asked for as a Blob is a Blob whatever its type: a CSV is not read as text', async () => {
    const csv = 'Started,From\n2026-10-01T10:00:00Z,+14155550100\n';
    const { api } = fakeClient({
      answer: async () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const file = await api.get<Blob>('ucaas', '/file', { responseType: 'blob' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe(csv);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(await api.get<string>('ucaas', '/other-file')).toBe(csv);
  });

  it('REQ-03 the path is filled and the query and search parameters appended', async () => {
    const { api, paths } = fakeClient();
    await api.get('ucaas', '/api/ucaas/user/{userId}/v2/calllogs', {
      params: { userId: 3 },
      query: { limit: 50, offset: 100, startDate: undefined },
      search: new URLSearchParams({ sortField: 'startedAt', sortDirection: 'desc' }),
    });
    expect(paths()).toEqual([
      '/svc/ucaas/api/ucaas/user/3/v2/calllogs?limit=50&offset=100&sortField=startedAt&sortDirection=desc',
    ]);
  });

  it('REQ-04 special token, vendor and account id headers go on the wire', async () => {
    const { api, requests } = fakeClient({ config: { provisioningVendorToken: 'vend-9' } });
    await api.call('businessTextingSms', { params: { accountId: 5 } });
    await api.call('provisioningAccount', { params: { accountId: 5 } });
    await api.call('grantedPrivileges', {
      method: 'delete',
      params: { userId: 8 },
      query: { granteeUserId: 9, privObjectTypeId: 1, privObjectId: 2 },
      accountId: 5,
    });
    const [sms, scim, grant] = requests;
    expect(sms.headers.get('x-auth-token')).toBe('tok-1');
    expect(sms.headers.get('authorization')).toBeNull();
    expect(scim.headers.get('x-vendor-token')).toBe('vend-9');
    expect(scim.headers.get('authorization')).toBe('Bearer tok-1');
    expect(grant.headers.get('x-account-id')).toBe('5');
    expect(grant.url).toContain('/api/ucaas/user/8/grantedPrivileges?granteeUserId=9');
  });

  it('REQ-04 a grant-privileges call without an account id fails before any request', async () => {
    const { api, requests } = fakeClient();
    await expect(api.call('grantedPrivileges', { method: 'put', params: { userId: 8 } })).rejects.toThrow(
      /X-Account-Id/,
    );
    expect(requests).toHaveLength(0);
  });

  it("REQ-05 the region segment follows the family base when the service's region is not 'us'", async () => {
    const { api, paths } = fakeClient({ config: { serviceRegions: { ucaas: 'eu', billing: 'us' } } });
    await api.get('ucaas', '/api/ucaas/account/1/info');
    await api.get('billing', '/b');
    await api.get('users', '/v3/users/self');
    api.setServiceRegions({ users: 'AU' });
    await api.get('users', '/v3/users/self');
    await api.get('ucaas', '/api/ucaas/account/1/timezone');
    expect(paths()).toEqual([
      '/svc/ucaas/eu/api/ucaas/account/1/info',
      '/svc/billing/b',
      '/svc/users/v3/users/self',
      '/svc/users/au/v3/users/self',
      '/svc/ucaas/api/ucaas/account/1/timezone',
    ]);
    expect(api.serviceRegions()).toEqual({ users: 'AU' });
  });

  it('REQ-06 call() resolves the endpoint at the version of its method and widget', async () => {
    const { api, paths } = fakeClient();
    await api.call('user', { params: { userId: 3 } });
    await api.call('user', { params: { userId: 3 }, widget: 'user info edit' });
    await api.call('user', { method: 'post', body: {} });
    await api.call('orderPreview', {
      method: 'post',
      params: { accountId: 2 },
      widget: 'vg-order-service-international',
      body: {},
    });
    expect(paths()).toEqual([
      '/svc/ucaas/api/ucaas/v4/user/3',
      '/svc/ucaas/api/ucaas/v3/user/3',
      '/svc/ucaas/api/ucaas/v3/user',
      '/svc/billing/api/billing/v2/accounts/2/orders/preview',
    ]);
  });
});

describe('cache (REQ-07)', () => {
  it('REQ-07 a GET answer is reused for the cache time of its family', async () => {
    vi.useFakeTimers();
    const { api, requests } = fakeClient({ config: { cacheExpiry: { default: 10, permissions: 60 } } });
    await api.get('ucaas', '/api/ucaas/account/1/info');
    await api.get('ucaas', '/api/ucaas/account/1/info');
    await api.get('permissions', '/roles');
    expect(requests).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    await api.get('ucaas', '/api/ucaas/account/1/info');
    await api.get('permissions', '/roles');
    expect(requests).toHaveLength(3);
    vi.advanceTimersByTime(50_000);
    await api.get('permissions', '/roles');
    expect(requests).toHaveLength(4);
  });

  it('REQ-07 different queries and regions are different answers', async () => {
    const { api, requests } = fakeClient();
    await api.get('ucaas', '/x', { query: { page: 1 } });
    await api.get('ucaas', '/x', { query: { page: 2 } });
    await api.get('ucaas', '/x', { query: { page: 1 } });
    api.setServiceRegions({ ucaas: 'eu' });
    await api.get('ucaas', '/x', { query: { page: 1 } });
    expect(requests).toHaveLength(3);
  });

  it('REQ-07 a write clears its family and the related families, whatever its outcome', async () => {
    const { api, requests, answerWith } = fakeClient();
    await api.get('ucaas', '/info');
    await api.get('users', '/self');
    await api.get('gateway', '/g');
    await api.post('permissions', '/role', { body: {} }); // permissions ↔ users
    await api.get('users', '/self');
    await api.get('ucaas', '/info');
    expect(requests).toHaveLength(5);
    answerWith(() => json({ status: 400, code: 'x', message: 'x' }, 400));
    await expect(api.put('ucaas', '/info', { body: {} })).rejects.toMatchObject({ status: 400 });
    answerWith(() => json({ ok: true }));
    await api.get('ucaas', '/info');
    await api.get('users', '/self'); // users ↔ ucaas
    await api.get('gateway', '/g'); // unrelated: still cached
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).slice(5)).toEqual([
      'PUT /svc/ucaas/info',
      'GET /svc/ucaas/info',
      'GET /svc/users/self',
    ]);
  });

  it('REQ-07 never-cached paths and noCache calls are asked every time', async () => {
    const { api, requests } = fakeClient();
    for (let i = 0; i < 2; i++) {
      await api.get('ucaas', '/api/ucaas/account/1/callQueueKitRealTimeStatus/3');
      await api.get('ucaas', '/api/ucaas/account/1/companySummaryMetrics');
      await api.get('ucaas', '/api/ucaas/account/1/locations');
      await api.get('recording', '/search/recordings');
      await api.get('ucaas', '/api/ucaas/account/1/outdialRecordGreeting/4/status');
      await api.get('ucaas', '/api/ucaas/account/1/info', { noCache: true });
    }
    expect(requests).toHaveLength(12);
  });

  it('REQ-07 phone numbers always carry the no-cache flag and are never cached', async () => {
    const { api, requests } = fakeClient();
    await api.call('phoneNumbers', { params: { accountId: 1 }, query: { _pageSize: 750 } });
    await api.call('phoneNumbers', { params: { accountId: 1 }, query: { _pageSize: 750 } });
    expect(requests).toHaveLength(2);
    for (const r of requests) {
      expect(new URL(r.url).searchParams.get('noCache')).toBe('true');
      expect(r.headers.get('cache-control')).toBe('no-cache');
    }
    expect(new URL(requests[0].url).searchParams.get('_pageSize')).toBe('750');
  });

  it('REQ-07 clearCache forgets every answer', async () => {
    const { api, requests } = fakeClient();
    await api.get('ucaas', '/a');
    await api.get('billing', '/b');
    api.clearCache();
    await api.get('ucaas', '/a');
    await api.get('billing', '/b');
    expect(requests).toHaveLength(4);
  });
});

describe('retries, outages, bulk guard (REQ-08, REQ-09, ERR-10)', () => {
  it('REQ-08 a GET answered 5xx or not at all is retried once after 60 s', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { api, requests } = fakeClient({
      answer: () => {
        n++;
        if (n === 1) return json({ message: 'down' }, 503);
        if (n === 3) throw new TypeError('fetch failed');
        return json({ n });
      },
    });
    const first = api.get('ucaas', '/a');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toEqual({ n: 2 });
    const second = api.get('ucaas', '/b');
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(second).resolves.toEqual({ n: 4 });
    expect(requests).toHaveLength(4);
  });

  it('REQ-08 writes are not retried unless they opt in', async () => {
    vi.useFakeTimers();
    const { api, requests } = fakeClient({ answer: () => json({}, 500) });
    await expect(api.post('ucaas', '/w', { body: {} })).rejects.toMatchObject({ status: 500 });
    expect(requests).toHaveLength(1);
    const optedIn = api.post('ucaas', '/w', { body: {}, retries: 1 });
    const settled = expect(optedIn).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(requests).toHaveLength(3);
  });

  it('REQ-08 the phone-number bulk status call is retried three times', async () => {
    vi.useFakeTimers();
    const { api, requests } = fakeClient({ answer: () => json({}, 502) });
    const status = api.call('phoneNumbersBulkStatus', { params: { accountId: 1, taskId: 't1' } });
    const settled = expect(status).rejects.toMatchObject({ status: 502 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await settled;
    expect(requests).toHaveLength(4);
  });

  it('REQ-09 a failed call on a planned-outage service answers its empty result at once, or "unavailable"', async () => {
    const { api, requests } = fakeClient({
      config: { servicesWithPlannedOutages: '^(billing|recording)$' },
      answer: () => new Response(null, { status: 503 }),
    });
    await expect(api.get('billing', '/invoices', { empty: [] })).resolves.toEqual([]);
    await expect(api.get('billing', '/x', { empty: { items: [] } })).resolves.toEqual({ items: [] });
    await expect(
      api.get('billing', '/a/{id}', {
        params: { id: 4 },
        empty: ({ params }: OutageCall) => ({ id: params.id }),
      }),
    ).resolves.toEqual({ id: 4 });
    // No empty value stands for a record or a write: "unavailable", not a made-up answer (decision 0074).
    await expect(api.post('billing', '/pay', { body: {} })).rejects.toBeInstanceOf(PlannedOutageFailure);
    await expect(api.call('invoicePreview', { params: { accountId: 1 } })).rejects.toBeInstanceOf(
      PlannedOutageFailure,
    );
    expect(requests).toHaveLength(5); // no retries
    await api.get('billing', '/invoices', { empty: [] }); // the empty answer was not cached
    expect(requests).toHaveLength(6);
    await expect(api.get('ucaas', '/info', { retries: 0 })).rejects.toMatchObject({ status: 503 });
  });

  it('REQ-09 the pattern may name a path; a bad pattern means no outage', async () => {
    const byPath = fakeClient({
      config: { servicesWithPlannedOutages: '/svc/ucaas/api/ucaas/account/\\d+/faxKits' },
      answer: () => json({}, 500),
    });
    await expect(byPath.api.get('ucaas', '/api/ucaas/account/1/faxKits', { empty: [] })).resolves.toEqual([]);
    const bad = fakeClient({ config: { servicesWithPlannedOutages: '(' }, answer: () => json({}, 400) });
    await expect(bad.api.get('ucaas', '/x')).rejects.toMatchObject({ status: 400 });
  });

  it('ERR-10 a bulk call without an account id fails before any request', async () => {
    const { api, requests } = fakeClient();
    await expect(
      api.call('phoneNumbersChangeStatus', { method: 'post', body: { numbers: [] } }),
    ).rejects.toThrow(INVALID_ACCOUNT_ID);
    await expect(api.post('ucaas', '/bulk', { bulk: true, body: { accountId: 0 } })).rejects.toBeInstanceOf(
      InvalidAccountIdError,
    );
    expect(requests).toHaveLength(0);
    await api.post('ucaas', '/bulk', { bulk: true, body: { accountId: 12 } });
    await api.post('ucaas', '/bulk', { bulk: true, accountId: '12' });
    await api.call('phoneNumbersChangeStatus', { method: 'post', params: { accountId: 12 }, body: {} });
    expect(requests).toHaveLength(3);
  });
});

describe('lookups (ERR-09)', () => {
  it('ERR-09 lookups swallow errors and answer empty defaults', async () => {
    const log = vi.fn();
    await expect(lookup(async () => [1], [], log)).resolves.toEqual([1]);
    await expect(lookup(() => Promise.reject(new Error('x')), 0, log)).resolves.toBe(0);
    await expect(lookup(() => Promise.reject(new Error('x')), false, log)).resolves.toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await expect(lookup(() => Promise.reject(abort), [], log)).rejects.toBe(abort);
  });

  it("ERR-09 secret question failure is 'no response'; line registration failure is 'Currently not available'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, answerWith } = fakeClient({ answer: () => json({ status: 404, message: 'x' }, 404) });
    await expect(getSecretQuestion(api, 3)).resolves.toBe('no response');
    await expect(getLineRegistration(api, 7)).resolves.toEqual({ status: 'Currently not available' });
    await expect(getSecurityQuestions(api)).resolves.toEqual([]);
    answerWith(() => json({ question: 'First pet?' }));
    await expect(getSecretQuestion(api, 3)).resolves.toBe('First pet?');
    // The platform answers the questions as a list page.
    answerWith(() => json({ total: 1, items: [{ id: 1, question: 'First pet?' }] }));
    await expect(getSecurityQuestions(api)).resolves.toEqual([{ id: 1, question: 'First pet?' }]);
    warn.mockRestore();
  });
});
