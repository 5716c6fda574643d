import { describe, expect, it } from 'vitest';
import { appendQuery, buildPath, fillPath } from '../../../src/api/paths';

describe('path templates (REQ-03)', () => {
  it('REQ-03 path parameters replace {name}, encoded', () => {
    expect(fillPath('/api/ucaas/account/{accountId}/user/{userId}', { accountId: 7, userId: 'a b/c' })).toBe(
      '/api/ucaas/account/7/user/a%20b%2Fc',
    );
  });

  it('REQ-03 a missing or empty path parameter is an error', () => {
    expect(() => fillPath('/api/ucaas/user/{userId}')).toThrow(/userId/);
    expect(() => fillPath('/api/ucaas/user/{userId}', { userId: '' })).toThrow(/userId/);
  });

  it('REQ-03 a query object is appended; undefined and null are left out, arrays repeat', () => {
    expect(
      appendQuery('/x', { limit: 50, offset: 0, fetchAll: true, q: undefined, r: null, id: [1, 2] }),
    ).toBe('/x?limit=50&offset=0&fetchAll=true&id=1&id=2');
    expect(appendQuery('/x', {})).toBe('/x');
  });

  it('REQ-03 search parameters are appended after the query, in any of their forms', () => {
    expect(appendQuery('/x', { a: 1 }, new URLSearchParams({ b: '2' }))).toBe('/x?a=1&b=2');
    expect(appendQuery('/x', undefined, '?b=2&c=3')).toBe('/x?b=2&c=3');
    expect(appendQuery('/x', undefined, [['macList', 'AA:BB']])).toBe('/x?macList=AA%3ABB');
  });

  it('REQ-03 a query string already in the template is kept and extended', () => {
    expect(buildPath('/oauth2/userinfo?schema=openid', undefined, { a: 1 })).toBe(
      '/oauth2/userinfo?schema=openid&a=1',
    );
    expect(appendQuery('/x?', { a: 1 })).toBe('/x?a=1');
    expect(buildPath('/u/{id}/grantedPrivileges', { id: 3 }, { granteeUserId: 9, privObjectTypeId: 2 })).toBe(
      '/u/3/grantedPrivileges?granteeUserId=9&privObjectTypeId=2',
    );
  });
});
