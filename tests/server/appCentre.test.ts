// The app centre (issue 24 item 2; MISC-01; C-477..C-480; decision 0115): the apps config, who
// may use each app, activation, and purchase requests that go through the store's order flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let gbAdmin: Caller;
let endUser: Caller;
let billing: Caller;

const apps = (a: number) => `/svc/ucaas/api/ucaas/account/${a}/apps`;
const preview = (a: number) => `/svc/billing/api/billing/v4/accounts/${a}/orders/preview`;

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  admin = await who.as('account administrator');
  gbAdmin = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
  billing = await who.as('billing admin');
});
afterAll(() => p.close());

describe('app centre', () => {
  it('MISC-01 serves the apps config with prices in the account’s currency, and who may use each app', async () => {
    const us = await admin.get(apps(admin.accountId));
    expect(us.status).toBe(200);
    const salesforce = us.body.items.find((a: { key: string }) => a.key === 'salesforce');
    expect(salesforce).toMatchObject({
      sku: 'APP-SALESFORCE',
      price: { currency: 'USD', monthlyMinor: 1500 },
    });
    expect(us.body.items.find((a: { key: string }) => a.key === 'desktop').price).toBeNull();
    const gb = await gbAdmin.get(apps(gbAdmin.accountId));
    expect(gb.body.items.find((a: { key: string }) => a.key === 'salesforce').price.currency).toBe('GBP');
    const types = await admin.get(`${apps(admin.accountId)}/user-types`);
    expect(types.body.items.find((t: { appKey: string }) => t.appKey === 'room-display').userTypes).toEqual([
      'ROOM_USER',
    ]);
    // An end user holds no read:account-settings.
    expect((await endUser.get(apps(endUser.accountId))).status).toBe(403);
  });

  it('MISC-01 activates and deactivates a free app, with the user types chosen', async () => {
    const seeded = await admin.get(`${apps(admin.accountId)}/activations`);
    const status = (body: { items: { appKey: string; status: string }[] }, key: string) =>
      body.items.find((a) => a.appKey === key)?.status;
    expect(status(seeded.body, 'desktop')).toBe('active');
    expect(status(seeded.body, 'microsoft-teams')).toBe('inactive');
    const on = await admin.put(`${apps(admin.accountId)}/microsoft-teams/activation`, {
      userTypes: ['END_USER'],
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ status: 'active', userTypes: ['END_USER'] });
    const types = await admin.get(`${apps(admin.accountId)}/user-types`);
    expect(
      types.body.items.find((t: { appKey: string }) => t.appKey === 'microsoft-teams').userTypes,
    ).toEqual(['END_USER']);
    const bad = await admin.put(`${apps(admin.accountId)}/microsoft-teams/activation`, {
      userTypes: ['GUEST'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('userTypes[0]');
    const off = await admin.delete(`${apps(admin.accountId)}/microsoft-teams/activation`);
    expect(off.body.status).toBe('inactive');
    const after = await admin.get(`${apps(admin.accountId)}/activations`);
    expect(status(after.body, 'microsoft-teams')).toBe('inactive');
    expect((await admin.put(`${apps(admin.accountId)}/no-such-app/activation`, {})).status).toBe(404);
  });

  it('MISC-01 a priced app is activated only after its purchase request, a store order placed once per key', async () => {
    const refused = await admin.put(`${apps(admin.accountId)}/salesforce/activation`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('purchase_required');
    const priced = await billing.post(preview(billing.accountId), {
      items: [{ sku: 'APP-SALESFORCE', quantity: 1 }],
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const body = { previewTotalMinor: priced.body.totalMinor };
    const noKey = await billing.post(`${apps(billing.accountId)}/salesforce/purchase-requests`, body);
    expect(noKey.status).toBe(400);
    const headers = { 'Idempotency-Key': 'app-salesforce-1' };
    const path = `${apps(billing.accountId)}/salesforce/purchase-requests`;
    const first = await billing.call('POST', path, body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.order).toMatchObject({ totalMinor: priced.body.totalMinor, status: 'Submitted' });
    const again = await billing.call('POST', path, body, headers);
    expect(again.status).toBe(200);
    expect(again.body.order.vOrderId).toBe(first.body.order.vOrderId);
    const outdated = await billing.call(
      'POST',
      path,
      { previewTotalMinor: 1 },
      { 'Idempotency-Key': 'app-sf-2' },
    );
    expect(outdated.status).toBe(409);
    expect(outdated.body.code).toBe('preview_outdated');
    const requests = await admin.get(`${apps(admin.accountId)}/purchase-requests`);
    expect(requests.body.items).toEqual([
      expect.objectContaining({
        appKey: 'salesforce',
        orderId: first.body.order.vOrderId,
        status: 'Submitted',
      }),
    ]);
    // The order is one of the store's, listed with the account's orders.
    const orders = await billing.get(`/svc/billing/api/billing/accounts/${billing.accountId}/orders`);
    const placed = orders.body.items.filter(
      (o: { vOrderId: number }) => o.vOrderId === first.body.order.vOrderId,
    );
    // One order (the replay made none), of the app's product once, at the previewed total.
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 'Submitted', totalMinor: priced.body.totalMinor });
    expect(placed[0].lines).toEqual([expect.objectContaining({ sku: 'APP-SALESFORCE', quantity: 1 })]);
    expect(
      orders.body.items.filter((o: { lines: { sku: string }[] }) =>
        o.lines.some((l) => l.sku === 'APP-SALESFORCE'),
      ),
    ).toHaveLength(1);
    const activations = await admin.get(`${apps(admin.accountId)}/activations`);
    expect(
      activations.body.items.find((a: { appKey: string }) => a.appKey === 'salesforce').needsPurchase,
    ).toBe(false);
    expect((await admin.put(`${apps(admin.accountId)}/salesforce/activation`, {})).status).toBe(200);
  });

  it('MISC-01 a free app has no purchase, and the store’s rules close purchases to a white-label child’s own people', async () => {
    const free = await billing.call(
      'POST',
      `${apps(billing.accountId)}/desktop/purchase-requests`,
      { previewTotalMinor: 0 },
      {
        'Idempotency-Key': 'app-desktop-1',
      },
    );
    expect(free.status).toBe(400);
    expect(free.body.errors[0].message).toMatch(/free/);
    const closed = await gbAdmin.call(
      'POST',
      `${apps(gbAdmin.accountId)}/hubspot/purchase-requests`,
      { previewTotalMinor: 0 },
      { 'Idempotency-Key': 'app-hubspot-1' },
    );
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('store_closed');
  });
});
