import { describe, expect, it } from 'vitest';
import {
  createResponseCache,
  DEFAULT_CACHE_SECONDS,
  isNeverCached,
  isPhoneNumberPath,
  RELATED_FAMILIES,
  relatedFamilies,
} from '../../../src/api/cache';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('answer cache (REQ-07)', () => {
  it('REQ-07 an answer is kept for cacheExpiry[family] seconds', () => {
    const c = clock();
    const cache = createResponseCache({ cacheExpiry: { default: 10, permissions: 60 }, now: c.now });
    cache.put('permissions', 'k', 'roles', cache.begin('permissions'));
    c.advance(59_999);
    expect(cache.get('permissions', 'k')).toEqual({ value: 'roles' });
    c.advance(1);
    expect(cache.get('permissions', 'k')).toBeUndefined();
  });

  it('REQ-07 a family with no value uses cacheExpiry.default, and 10 s when there is none', () => {
    const c = clock();
    const withDefault = createResponseCache({ cacheExpiry: { default: 30 }, now: c.now });
    const bare = createResponseCache({ now: c.now });
    expect(DEFAULT_CACHE_SECONDS).toBe(10);
    withDefault.put('ucaas', 'k', 1, 0);
    bare.put('ucaas', 'k', 1, 0);
    c.advance(10_000);
    expect(withDefault.get('ucaas', 'k')).toBeDefined();
    expect(bare.get('ucaas', 'k')).toBeUndefined();
    c.advance(20_000);
    expect(withDefault.get('ucaas', 'k')).toBeUndefined();
  });

  it('REQ-07 a cache time of 0 keeps nothing', () => {
    const cache = createResponseCache({ cacheExpiry: { billing: 0 } });
    cache.put('billing', 'k', 1, 0);
    expect(cache.get('billing', 'k')).toBeUndefined();
  });

  it('REQ-07 a write clears its family and the related families, and no other', () => {
    const cache = createResponseCache({});
    for (const f of ['ucaas', 'appserver', 'users', 'permissions', 'billing', 'hoteling', 'gateway'])
      cache.put(f, 'k', f, cache.begin(f));
    cache.invalidate('permissions');
    expect(cache.get('permissions', 'k')).toBeUndefined();
    expect(cache.get('users', 'k')).toBeUndefined();
    expect(cache.get('ucaas', 'k')).toBeDefined();
    cache.invalidate('billing');
    expect(cache.get('billing', 'k')).toBeUndefined();
    expect(cache.get('ucaas', 'k')).toBeUndefined();
    expect(cache.get('appserver', 'k')).toBeDefined();
    expect(cache.get('gateway', 'k')).toBeDefined();
  });

  it('REQ-07 the relation table is symmetric and never relates a family to itself', () => {
    for (const [a, b] of RELATED_FAMILIES) {
      expect(a).not.toBe(b);
      expect(relatedFamilies(a)).toContain(b);
      expect(relatedFamilies(b)).toContain(a);
    }
    expect(relatedFamilies('ucaas')).toEqual(
      expect.arrayContaining(['appserver', 'hoteling', 'users', 'billing', 'il', 'recording']),
    );
    expect(relatedFamilies('gateway')).toEqual([]);
  });

  it('REQ-07 an answer to a GET begun before a write to its family is not kept', () => {
    const cache = createResponseCache({});
    const started = cache.begin('ucaas');
    cache.invalidate('users'); // related to ucaas
    cache.put('ucaas', 'k', 'stale', started);
    expect(cache.get('ucaas', 'k')).toBeUndefined();
    cache.put('ucaas', 'k', 'fresh', cache.begin('ucaas'));
    expect(cache.get('ucaas', 'k')).toEqual({ value: 'fresh' });
  });

  it('REQ-07 clear forgets everything, including answers still in flight', () => {
    const cache = createResponseCache({});
    cache.put('ucaas', 'a', 1, cache.begin('ucaas'));
    cache.put('users', 'b', 1, cache.begin('users'));
    const inFlight = cache.begin('billing');
    cache.clear();
    cache.put('billing', 'c', 1, inFlight);
    expect(cache.size()).toBe(0);
  });

  it('REQ-07 never cached: real-time queue status, metrics, locations, audio record status, recordings search', () => {
    for (const path of [
      '/api/ucaas/account/1/callQueueKitRealTimeStatus/4',
      '/api/ucaas/account/1/callQueueKitRealTimeStatusForAccount',
      '/api/ucaas/account/1/companySummaryMetrics',
      '/api/ucaas/account/1/userSummaryMetrics?x=1',
      '/api/ucaas/account/1/locations',
      '/api/ucaas/account/1/location/5',
      '/api/ucaas/account/1/outdialRecordGreeting/77/status',
      '/api/appserver/v1/audioRecording/9/status',
      '/search/recordings?from=1',
      '/v1/lines/3/registration',
    ])
      expect(isNeverCached(path), path).toBe(true);
    for (const path of ['/api/ucaas/account/1/info', '/api/ucaas/account/1/v4/serviceInfo', '/v3/users/self'])
      expect(isNeverCached(path), path).toBe(false);
  });

  it('REQ-07 phone numbers are never cached', () => {
    for (const path of [
      '/api/ucaas/account/1/phoneNumbers',
      '/api/ucaas/account/1/phonesystem/accountPhoneNumbers/changeStatus',
      '/api/ucaas/search/PhoneNumberStatus',
      '/api/ucaas/account/1/phonenumber/5551234/click2CallMeKey',
    ]) {
      expect(isPhoneNumberPath(path), path).toBe(true);
      expect(isNeverCached(path), path).toBe(true);
    }
  });
});
