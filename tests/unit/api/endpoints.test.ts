import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpoint } from '../../../src/api/endpointCatalogue';
import {
  bulkAccountId,
  type EndpointSpec,
  INTERNATIONAL_WIDGETS,
  WIDGET_KEYS,
  withVersion,
} from '../../../src/api/endpoints';
import { INVALID_ACCOUNT_ID, InvalidAccountIdError } from '../../../src/api/failure';

const catalogue: Record<string, EndpointSpec> = ENDPOINTS;

describe('endpoint catalogue (REQ-06)', () => {
  it('REQ-06 each endpoint has a default version per method, as a path segment', () => {
    expect(endpoint('user').template).toBe('/api/ucaas/v4/user/{userId}');
    expect(endpoint('user', { method: 'put' }).template).toBe('/api/ucaas/v4/user/{userId}');
    expect(endpoint('user', { method: 'post' }).template).toBe('/api/ucaas/v3/user');
    expect(endpoint('serviceInfo').template).toBe('/api/ucaas/account/{accountId}/v4/serviceInfo');
    expect(endpoint('orderPreview', { method: 'post' })).toMatchObject({
      family: 'billing',
      version: 'v4',
      template: '/api/billing/v4/accounts/{accountId}/orders/preview',
    });
  });

  it('REQ-06 an empty version leaves the segment out', () => {
    expect(endpoint('accountInfo').template).toBe('/api/ucaas/account/{accountId}/info');
    expect(withVersion('/a/{version}/b', '')).toBe('/a/b');
    expect(withVersion('/a/{version}', '')).toBe('/a');
    expect(withVersion('/a/{version}/b', 'v2')).toBe('/a/v2/b');
  });

  it('REQ-06 a widget chooses another version for a method; other methods keep the default', () => {
    expect(endpoint('user', { widget: 'user info edit' }).template).toBe('/api/ucaas/v3/user/{userId}');
    expect(endpoint('user', { widget: 'alternate id' }).version).toBe('v1');
    expect(endpoint('user', { method: 'delete', widget: 'user info edit' }).version).toBe('v4');
    // v1 is the platform's path without a version; v2 comes before the account (decision 0072).
    expect(endpoint('extensionList', { widget: 'line appearance table list' }).template).toBe(
      '/api/ucaas/account/{accountId}/extensionList',
    );
    expect(endpoint('extensionList').template).toBe('/api/ucaas/account/v2/{accountId}/extensionList');
    expect(endpoint('accountUsers', { widget: 'users table list' }).template).toBe(
      '/api/ucaas/account/{accountId}/v1/users',
    );
    expect(endpoint('accountUsers').template).toBe('/api/ucaas/account/{accountId}/users');
    // A widget the endpoint does not know keeps the default.
    expect(endpoint('user', { widget: 'admin dashboard' }).version).toBe('v4');
  });

  it('REQ-06 international widgets use v2 wherever they choose a version', () => {
    let seen = 0;
    for (const [name, spec] of Object.entries(catalogue)) {
      for (const widget of INTERNATIONAL_WIDGETS) {
        for (const method of Object.keys(spec.widgets?.[widget] ?? {}) as ('get' | 'post' | 'put')[]) {
          expect(endpoint(name, { method, widget }).version, `${name} ${method} ${widget}`).toBe('v2');
          seen++;
        }
      }
    }
    // Every international widget key is used by the catalogue.
    for (const widget of INTERNATIONAL_WIDGETS)
      expect(Object.values(catalogue).some((s) => s.widgets?.[widget])).toBe(true);
    expect(seen).toBeGreaterThanOrEqual(INTERNATIONAL_WIDGETS.length);
    expect(
      endpoint('orderSubmit', { method: 'post', widget: 'vg-order-service-international' }).template,
    ).toBe('/api/billing/v2/accounts/{accountId}/orders');
  });

  it('REQ-06 the widget keys are those of cat §2, and every version of the catalogue is a segment', () => {
    expect(WIDGET_KEYS).toHaveLength(22);
    for (const spec of Object.values(catalogue)) {
      for (const [w, methods] of Object.entries(spec.widgets ?? {})) {
        expect(WIDGET_KEYS).toContain(w);
        // A widget only chooses versions of methods the endpoint answers.
        for (const m of Object.keys(methods ?? {})) expect(Object.keys(spec.versions)).toContain(m);
      }
      const versions = [
        ...Object.values(spec.versions),
        ...Object.values(spec.widgets ?? {}).flatMap((v) => Object.values(v ?? {})),
      ];
      for (const v of versions) expect(v).toMatch(/^(v\d+)?$/);
    }
  });

  it('REQ-06 every widget key of cat §2 chooses a version of some endpoint', () => {
    const used = new Set(Object.values(catalogue).flatMap((s) => Object.keys(s.widgets ?? {})));
    expect(WIDGET_KEYS.filter((w) => !used.has(w))).toEqual([]);
  });

  it('REQ-06 an unknown endpoint or a method it does not answer is an error', () => {
    expect(() => endpoint('nothing')).toThrow(/No endpoint/);
    expect(() => endpoint('orderPreview', { method: 'get' })).toThrow(/does not answer GET/);
  });

  it('ERR-10 a bulk call needs a positive account id', () => {
    expect(endpoint('phoneNumbersChangeStatus', { method: 'post' }).bulk).toBe(true);
    expect(bulkAccountId([undefined, '42'])).toBe(42);
    expect(bulkAccountId([7])).toBe(7);
    for (const bad of [[], [undefined], [0], [-1], ['abc'], [''], [null], [1.5]]) {
      expect(() => bulkAccountId(bad)).toThrow(InvalidAccountIdError);
      expect(() => bulkAccountId(bad)).toThrow(INVALID_ACCOUNT_ID);
    }
  });

  it('REQ-08 the phone-number bulk status call is retried three times', () => {
    expect(endpoint('phoneNumbersBulkStatus').retries).toBe(3);
  });
});
