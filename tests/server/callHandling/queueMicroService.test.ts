// CFG-04: which accounts' call-queue calls go to the call-queue microservice, the pure rule and
// the request layer sending them there (decision 0093). No platform: a fake fetch records where
// each call went.
import { describe, expect, it } from 'vitest';
import { getCallFlow } from '../../../src/api/callHandling/callFlows';
import { callQueueFamily, usesCallQueueMicroService } from '../../../src/api/callHandling/queueMicroService';
import { getCallQueueKit, getCallQueueLive, listCallQueues } from '../../../src/api/callHandling/queues';
import { fakeClient, ORIGIN, testConfig } from '../../unit/api/support';

const MICRO = 'http://cq.test/svc/callqueue';
const on = (over: Partial<Parameters<typeof usesCallQueueMicroService>[0]> = {}) => ({
  useCallQueueMicroService: true,
  cqMicroServiceAccounts: [],
  cqMicroServiceAccountsRange: [],
  ...over,
});

describe('the call-queue microservice rule (CFG-04)', () => {
  it('CFG-04 an account listed by id goes to the microservice; others do not', () => {
    const config = on({ cqMicroServiceAccounts: [1234, 77] });
    expect(usesCallQueueMicroService(config, 1234)).toBe(true);
    expect(usesCallQueueMicroService(config, 77)).toBe(true);
    expect(usesCallQueueMicroService(config, 1235)).toBe(false);
  });

  it('CFG-04 an account whose id ends in a listed digit goes to the microservice', () => {
    const config = on({ cqMicroServiceAccountsRange: [0, 3] });
    expect(usesCallQueueMicroService(config, 1230)).toBe(true);
    expect(usesCallQueueMicroService(config, 43)).toBe(true);
    expect(usesCallQueueMicroService(config, 3)).toBe(true);
    expect(usesCallQueueMicroService(config, 1231)).toBe(false);
    expect(usesCallQueueMicroService(config, 39)).toBe(false);
  });

  it('CFG-04 nothing goes there while useCallQueueMicroService is off, whatever is listed', () => {
    const config = on({
      useCallQueueMicroService: false,
      cqMicroServiceAccounts: [5],
      cqMicroServiceAccountsRange: [5],
    });
    expect(usesCallQueueMicroService(config, 5)).toBe(false);
    expect(usesCallQueueMicroService(config, 15)).toBe(false);
  });

  it('CFG-04 no account (a missing or malformed id) stays on ucaas', () => {
    const config = on({ cqMicroServiceAccountsRange: [0] });
    expect(usesCallQueueMicroService(config, Number.NaN)).toBe(false);
    expect(usesCallQueueMicroService(config, 0)).toBe(false);
    expect(usesCallQueueMicroService(config, -10)).toBe(false);
  });

  it('CFG-04 the family: the microservice only when wgConfig names its host', () => {
    const services = { ucaas: { url: 'u' }, callqueue: { url: MICRO } };
    expect(callQueueFamily({ ...on({ cqMicroServiceAccounts: [9] }), services }, 9, 'ucaas')).toBe(
      'callqueue',
    );
    expect(callQueueFamily({ ...on({ cqMicroServiceAccounts: [9] }), services }, 8, 'ucaas')).toBe('ucaas');
    expect(
      callQueueFamily(
        { ...on({ cqMicroServiceAccounts: [9] }), services: { ucaas: { url: 'u' } } },
        9,
        'ucaas',
      ),
    ).toBe('ucaas');
  });
});

describe('the request layer routes queue calls (CFG-04)', () => {
  const client = () => {
    const base = testConfig();
    return fakeClient({
      config: {
        services: { ...base.services, callqueue: { url: MICRO } },
        useCallQueueMicroService: true,
        cqMicroServiceAccounts: [501],
        cqMicroServiceAccountsRange: [7],
      },
    });
  };

  it('CFG-04 an eligible account’s queue calls reach the microservice host; another’s reach ucaas', async () => {
    const { api, requests } = client();
    await listCallQueues(api, 501);
    await getCallQueueKit(api, 17, 3);
    await getCallQueueLive(api, 17, 3);
    await listCallQueues(api, 502);
    await getCallQueueKit(api, 18, 3);
    expect(requests.map((r) => r.url)).toEqual([
      `${MICRO}/api/ucaas/account/501/callQueues`,
      `${MICRO}/api/ucaas/account/17/callQueueKit/3`,
      `${MICRO}/api/ucaas/account/17/callQueueKitRealTimeStatus/3`,
      `${ORIGIN}/svc/ucaas/api/ucaas/account/502/callQueues`,
      `${ORIGIN}/svc/ucaas/api/ucaas/account/18/callQueueKit/3`,
    ]);
  });

  it('CFG-04 calls that are not about queues stay on ucaas for an eligible account', async () => {
    const { api, requests } = client();
    await getCallFlow(api, 501);
    expect(requests[0].url).toBe(`${ORIGIN}/svc/ucaas/api/ucaas/account/501/callFlows`);
  });

  it('REQ-07 the real-time status is asked every time, never from the cache', async () => {
    const { api, requests } = client();
    await getCallQueueLive(api, 18, 3);
    await getCallQueueLive(api, 18, 3);
    await getCallQueueKit(api, 18, 3);
    await getCallQueueKit(api, 18, 3);
    expect(requests).toHaveLength(3);
  });
});
