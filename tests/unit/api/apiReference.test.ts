// The API reference is read through the request layer, at the platform's root, with the token.
import { describe, expect, it } from 'vitest';
import { getApiReference, PLATFORM_SERVICE } from '../../../src/api/apiReference';
import { fakeClient, json, ORIGIN } from './support';

describe('getApiReference', () => {
  it('reads /openapi.json at the platform service’s root URL with the bearer token', async () => {
    const doc = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} };
    const c = fakeClient({
      config: { services: { [PLATFORM_SERVICE]: { url: ORIGIN } } },
      answer: () => json(doc),
    });
    expect(await getApiReference(c.api)).toEqual(doc);
    expect(c.paths()).toEqual(['/openapi.json']);
    expect(c.requests[0].headers.get('authorization')).toBe('Bearer tok-1');
  });
});
