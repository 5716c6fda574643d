// The device calls over a fake fetch: REQ-12's registrations followed page by page through
// next_page_uri (a full path within the family), and what the other calls send.
import { describe, expect, it } from 'vitest';
import {
  assignDevice,
  checkDuplicateMac,
  followRegistrations,
  listDevices,
  type RegistrationItem,
  unassignDevice,
} from '../../../src/api/devices';
import { pathWithinFamily } from '../../../src/api/paths';
import { fakeClient, json, ORIGIN } from './support';

const item = (lineId: number): RegistrationItem => ({
  deviceId: 1,
  lineId,
  sipId: `sip${lineId}`,
  status: 'registered',
  lastSeenAt: '2026-11-21T10:00:00.000Z',
  from: '203.0.113.7',
  userAgent: 'Yealink T54W',
});

const FIRST = '/svc/hoteling/v1/accounts/7/registrations';
/** Three pages of registrations, linked by next_page_uri as the platform answers them. */
const PAGES: Record<string, { items: RegistrationItem[]; next_page_uri: string | null }> = {
  [FIRST]: { items: [item(1), item(2)], next_page_uri: `${FIRST}?page_token=b` },
  [`${FIRST}?page_token=b`]: { items: [item(3), item(4)], next_page_uri: `${FIRST}?page_token=c` },
  [`${FIRST}?page_token=c`]: { items: [item(5)], next_page_uri: null },
};

const platformOf = (pages: typeof PAGES) =>
  fakeClient({
    answer: (req) => {
      const page = pages[req.url.slice(ORIGIN.length)];
      return page ? json(page) : json({ status: 404, message: 'No such page' }, 404);
    },
  });

describe('registrations, followed (REQ-12)', () => {
  it('REQ-12 follows next_page_uri until it is null and answers every item, each page asked once', async () => {
    const { api, paths } = platformOf(PAGES);
    const items = await followRegistrations(api, 7);
    expect(items.map((r) => r.lineId)).toEqual([1, 2, 3, 4, 5]);
    expect(paths()).toEqual([FIRST, `${FIRST}?page_token=b`, `${FIRST}?page_token=c`]);
  });

  it('REQ-12 one page whose next_page_uri is null is the whole answer: no second request', async () => {
    const { api, paths } = platformOf({ [FIRST]: { items: [item(1)], next_page_uri: null } });
    expect((await followRegistrations(api, 7)).map((r) => r.lineId)).toEqual([1]);
    expect(paths()).toEqual([FIRST]);
  });

  it('REQ-12 a link answered twice is never asked again: the follow fails instead of looping', async () => {
    const { api, paths } = platformOf({
      [FIRST]: { items: [item(1)], next_page_uri: `${FIRST}?page_token=b` },
      [`${FIRST}?page_token=b`]: { items: [item(2)], next_page_uri: `${FIRST}?page_token=b` },
    });
    await expect(followRegistrations(api, 7)).rejects.toThrow(/page_token=b twice/);
    expect(paths()).toEqual([FIRST, `${FIRST}?page_token=b`]);
  });

  it('REQ-12 a link outside the family is refused before any request', async () => {
    const { api, paths } = platformOf({
      [FIRST]: { items: [item(1)], next_page_uri: '/svc/ucaas/v1/accounts/7/registrations?page_token=b' },
    });
    await expect(followRegistrations(api, 7)).rejects.toThrow(/not within/);
    expect(paths()).toEqual([FIRST]);
  });

  it('REQ-12 a page of a followed link is read fresh, never from the cache', async () => {
    const { api, paths } = platformOf(PAGES);
    await followRegistrations(api, 7);
    await followRegistrations(api, 7);
    expect(paths()).toHaveLength(6);
  });
});

describe('a link within a family (REQ-12)', () => {
  const base = 'http://api.test/svc/hoteling';
  it('REQ-12 the full path, or the URL, becomes the path after the base, query kept', () => {
    expect(pathWithinFamily(base, '/svc/hoteling/v1/accounts/7/registrations?page_token=b')).toBe(
      '/v1/accounts/7/registrations?page_token=b',
    );
    expect(pathWithinFamily(base, 'http://api.test/svc/hoteling/v1/x?page_token=b')).toBe(
      '/v1/x?page_token=b',
    );
    // The region segment the request layer adds again (REQ-05) is taken off.
    expect(pathWithinFamily(base, '/svc/hoteling/eu/v1/x', '/eu')).toBe('/v1/x');
    // Braces in a token are text, not template placeholders.
    expect(pathWithinFamily(base, '/svc/hoteling/v1/x?page_token={a}')).toBe('/v1/x?page_token=%7Ba%7D');
  });

  it('REQ-12 another host, another family, or a path that only starts like the base is refused', () => {
    expect(() => pathWithinFamily(base, 'http://evil.test/svc/hoteling/v1/x')).toThrow(/not within/);
    expect(() => pathWithinFamily(base, '/svc/ucaas/v1/x')).toThrow(/not within/);
    expect(() => pathWithinFamily(base, '/svc/hotelingx/v1/x')).toThrow(/not within/);
  });
});

describe('what the device calls send', () => {
  it('DEV-04 assigning sends the extension, and replace_existing only when moving', async () => {
    const { api, requests } = fakeClient({ answer: () => json({ id: 5 }) });
    await assignDevice(api, 5, 12);
    await assignDevice(api, 5, 12, true);
    await unassignDevice(api, 5);
    expect(requests.map((r) => `${r.method} ${r.url.slice(ORIGIN.length)}`)).toEqual([
      'PUT /svc/hoteling/v1/devices/5/assignment',
      'PUT /svc/hoteling/v1/devices/5/assignment',
      'DELETE /svc/hoteling/v1/devices/5/assignment',
    ]);
    expect(await requests[0]!.json()).toEqual({ extensionId: 12 });
    expect(await requests[1]!.json()).toEqual({ extensionId: 12, replace_existing: true });
  });

  it('the device list sends the list dialect and its filters; blank ones are left out', async () => {
    const { api, paths } = fakeClient({ answer: () => json({ total: 0, items: [] }) });
    await listDevices(api, 7, {
      pageSize: 100,
      offset: 200,
      sortField: 'macAddress',
      keyword: '',
      assigned: false,
      registration: 'never',
      make: 'Yealink',
    });
    expect(paths()).toEqual([
      '/svc/hoteling/v1/accounts/7/devices?_pageSize=100&_offset=200&sortField=macAddress&make=Yealink&assigned=false&registration=never',
    ]);
  });

  it('the duplicate-MAC check asks every time (a MAC can be taken a second ago)', async () => {
    const { api, paths } = fakeClient({ answer: () => json({ isInUse: false }) });
    await checkDuplicateMac(api, 7, '00:04:f2:aa:bb:cc');
    await checkDuplicateMac(api, 7, '00:04:f2:aa:bb:cc');
    expect(paths()).toEqual([
      '/svc/hoteling/v1/accounts/7/duplicateMac?mac=00%3A04%3Af2%3Aaa%3Abb%3Acc',
      '/svc/hoteling/v1/accounts/7/duplicateMac?mac=00%3A04%3Af2%3Aaa%3Abb%3Acc',
    ]);
  });
});
