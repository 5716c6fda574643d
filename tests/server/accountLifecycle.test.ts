// The account lifecycle (issue 22, part C; decision 0114): the standing rule (BILL-01) as a table
// of cases, status changes now and for a date, applied by the job when the date comes on the
// platform clock and not before (BILL-02), the cancellation patch with its Source header and fee,
// provisions cancelled only once verifyServiceCancellation says yes (BILL-05), account creation,
// tenancy, and the store closed to suspended accounts (ROLE-08).
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDueStatusChanges } from '../../server/areas/accountLifecycle/lifecycleStore';
import { accountProvisions, accounts, auditEvents, devices, phoneNumbers } from '../../server/db/schema';
import { SCHEDULED_SUSPENSION_ACCOUNT } from '../../server/db/seeding/accountLifecycle';
import { accountLifecycle, lifecycleNotice, statusChangeRefusal } from '../../src/domain/billing/lifecycle';
import { earlyTerminationFee } from '../../src/domain/billing/services';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let provider: Caller;
let partner: Caller;
let acmeAdmin: Caller;
let acmeBilling: Caller;
let gbBilling: Caller;

const ACME = 10;
const BRITANNIA = 11;
const LOTUS = 13; // under another partner: out of the white-label partner's reach
const base = (a: number) => `/svc/billing/api/billing/accounts/${a}`;
const DAY = 86_400;
const dateIn = (days: number) =>
  new Date(p.clock.now.getTime() + days * DAY * 1000).toISOString().slice(0, 10);
const db = () => p.database.db;
const statusOf = async (id: number) =>
  (await db().select({ s: accounts.status }).from(accounts).where(eq(accounts.id, id)))[0].s;

/** Everyone signed in anew (a jump of days on the clock ends their sessions). */
async function signInAll() {
  const who = callers(p);
  provider = await who.as('provider super user');
  partner = await who.as('partner super user');
  acmeAdmin = await who.as('account administrator');
  acmeBilling = await who.as('billing admin');
  gbBilling = await who.as('billing admin (international, GB)');
}

/** The platform clock moves on, as the days go by; then everyone signs in again. */
async function advance(seconds: number) {
  p.clock.advance(seconds);
  await signInAll();
}

beforeAll(async () => {
  p = await startPlatform();
  await signInAll();
});
afterAll(() => p.close());

describe('BILL-01 the standing rule', () => {
  const facts = {
    id: 50,
    status: 'Active',
    isCpq: false,
    isCsp: false,
    isIceberg: false,
    fraudReview: false,
  };
  it.each([
    ['Active', {}, 'active', false, false],
    ['Suspended', {}, 'suspended', false, false],
    ['Cancelled', {}, 'cancelled', false, false],
    ['Demo', {}, 'demo', false, false],
    ['Pending', {}, 'pending', false, false],
    ['Pending', { partnerType: 'ssu' }, 'trial', true, false],
    ['Pending', { partnerType: 'SSU' }, 'trial', true, false],
    ['Pending', { partnerType: 'ssu', isIceberg: true }, 'pending', false, false],
    ['Active', { partnerType: 'ssu' }, 'active', false, false],
    ['Active', { isCpq: true, fraudReview: true }, 'fraudHold', false, true],
    ['Pending', { isCpq: true, freeTrialStatus: 'ON_HOLD' }, 'fraudHold', false, true],
    ['Active', { isCpq: true, fraudReview: true, isCsp: true }, 'active', false, false],
    ['Active', { isCpq: false, fraudReview: true }, 'active', false, false],
    ['Pending', { isCpq: true, partnerType: 'ssu', freeTrialStatus: 'ON_HOLD' }, 'fraudHold', true, true],
    ['Suspended', { isCpq: true, fraudReview: true }, 'suspended', false, true],
  ] as const)('BILL-01 %s %o → %s (trial %s, fraud hold %s)', (status, more, standing, trial, hold) => {
    const life = accountLifecycle({ ...facts, status, ...more });
    expect(life.standing).toBe(standing);
    expect(life.isTrial).toBe(trial);
    expect(life.isFraudHold).toBe(hold);
  });

  it('BILL-01 the home account (id 1) is never CSP, so its fraud review holds it', () => {
    expect(
      accountLifecycle({ id: 1, status: 'Active', isCpq: true, isCsp: true, fraudReview: true }).standing,
    ).toBe('fraudHold');
  });

  it('BILL-01 the notice names whom to contact; an active account has none', () => {
    const suspended = lifecycleNotice(
      accountLifecycle({ ...facts, status: 'Suspended' }),
      'Bluebird Telecom',
    );
    expect(suspended?.text).toContain('contact Bluebird Telecom');
    expect(lifecycleNotice(accountLifecycle(facts), 'x')).toBeNull();
    expect(lifecycleNotice(accountLifecycle({ ...facts, status: 'Cancelled' }), null)?.text).toContain(
      'your provider',
    );
  });

  it.each([
    [16, 'trial', true, false],
    [21, 'fraudHold', false, true],
    [22, 'fraudHold', false, true],
    [18, 'active', false, false],
    [14, 'suspended', false, false],
    [15, 'cancelled', false, false],
  ] as const)(
    'BILL-01 the seeded account %i reads %s on the indicator (v2) and the account info',
    async (id, standing, trial, hold) => {
      const indicator = await provider.get(`/svc/billing/api/billing/v2/accounts/${id}/indicator`);
      expect(indicator.status).toBe(200);
      expect(indicator.body).toMatchObject({ version: 'v2', standing, trial, fraudHold: hold });
      const info = await provider.get(`${base(id)}/info`);
      expect(info.body).toMatchObject({ standing, isTrial: trial, isFraudHold: hold });
    },
  );

  it('BILL-01 the CSP flag comes from the account indicator', async () => {
    expect((await provider.get('/svc/billing/api/billing/v2/accounts/18/indicator')).body.csp).toBe(true);
    expect((await provider.get('/svc/billing/api/billing/v2/accounts/1/indicator')).body.csp).toBe(false);
  });
});

describe('BILL-02 status changed now', () => {
  it('BILL-02 who may: someone above the account, never on their own account', () => {
    expect(statusChangeRefusal(2, 10, [4, 2, 1])).toBeNull();
    expect(statusChangeRefusal(1, 10, [4, 2, 1])).toBeNull();
    expect(statusChangeRefusal(10, 10, [4, 2, 1])).toMatch(/own account/);
    expect(statusChangeRefusal(3, 10, [4, 2, 1])).toMatch(/Only the provider or the partner/);
  });

  it('BILL-02 ROLE-08 the partner suspends a child now (default and v2), audited; the store is closed to it; then reactivated', async () => {
    const suspend = await partner.post(`/svc/billing/api/billing/v2/accounts/${ACME}/status`, {
      status: 'Suspended',
      reason: 'Unpaid invoices',
    });
    expect(suspend.status).toBe(200);
    expect(suspend.body).toMatchObject({ from: 'Active', status: 'Suspended' });
    expect(await statusOf(ACME)).toBe('Suspended');
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.accountId, ACME))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event.actorUserId).toBe(partner.userId);
    expect(event.action).toContain('status');

    const store = await acmeBilling.get(`${base(ACME)}/catalog`);
    expect(store.status).toBe(403);
    expect(store.body).toMatchObject({ code: 'store_closed' });
    expect(store.body.message).toMatch(/suspended/);
    const info = await acmeBilling.get(`${base(ACME)}/info`);
    expect(info.body).toMatchObject({
      status: 'Suspended',
      standing: 'suspended',
      contact: { name: 'Bluebird Telecom' },
    });

    const back = await provider.post(`${base(ACME)}/status`, { status: 'Active' });
    expect(back.status).toBe(200);
    expect(await statusOf(ACME)).toBe('Active');
    expect((await acmeBilling.get(`${base(ACME)}/catalog`)).status).toBe(200);
  });

  it('BILL-02 an account administrator may not suspend their own account; a partner not its own; out of reach is not found', async () => {
    expect((await acmeAdmin.post(`${base(ACME)}/status`, { status: 'Suspended' })).status).toBe(403);
    const own = await partner.post(`${base(2)}/status`, { status: 'Suspended' });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/own account/);
    expect((await partner.post(`${base(LOTUS)}/status`, { status: 'Suspended' })).status).toBe(404);
    const bad = await partner.post(`${base(ACME)}/status`, { status: 'Frozen' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('status');
    expect(await statusOf(ACME)).toBe('Active');
    expect(await statusOf(2)).toBe('Active');
  });
});

describe('BILL-02 status changed on a date', () => {
  it('BILL-02 the seeded suspension shows on the account until it applies', async () => {
    const update = await provider.get(`${base(SCHEDULED_SUSPENSION_ACCOUNT)}/status/update`);
    expect(update.body.scheduledChange).toMatchObject({ kind: 'status', toStatus: 'Suspended' });
  });

  it('BILL-02 a scheduled suspension is stored, shown, refused twice, and applied by the job when its date comes, not before', async () => {
    const scheduled = await partner.post(`${base(ACME)}/status/Suspended/schedule`, {
      effectiveDate: dateIn(3),
      reason: 'Contract ends',
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ toStatus: 'Suspended', kind: 'status', reason: 'Contract ends' });
    const shown = await acmeBilling.get(`${base(ACME)}/info`);
    expect(shown.body.scheduledChange).toMatchObject({
      toStatus: 'Suspended',
      effectiveAt: `${dateIn(3)}T00:00:00.000Z`,
    });
    const again = await partner.post(`${base(ACME)}/status/Cancelled/schedule`, { effectiveDate: dateIn(4) });
    expect(again.status).toBe(409);

    await advance(2 * DAY);
    expect(await applyDueStatusChanges(db(), p.clock.now)).not.toContainEqual(
      expect.objectContaining({ accountId: ACME }),
    );
    expect(await statusOf(ACME)).toBe('Active');

    await advance(1 * DAY);
    const applied = await applyDueStatusChanges(db(), p.clock.now);
    expect(applied).toContainEqual({ accountId: ACME, toStatus: 'Suspended' });
    expect(await statusOf(ACME)).toBe('Suspended');
    // Applied once: a second run finds nothing for it.
    expect(await applyDueStatusChanges(db(), p.clock.now)).not.toContainEqual(
      expect.objectContaining({ accountId: ACME }),
    );
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.accountId, ACME), eq(auditEvents.action, 'APPLY scheduled account status change')),
      );
    expect(event).toMatchObject({
      actorUserId: partner.userId,
      detail: expect.objectContaining({ to: 'Suspended' }),
    });
    expect((await acmeBilling.get(`${base(ACME)}/info`)).body.scheduledChange).toBeNull();
    await provider.post(`${base(ACME)}/status`, { status: 'Active' });
  });

  it('BILL-02 a scheduled change is cancelled and never applies; only those above may cancel a status change', async () => {
    expect(
      (await partner.post(`${base(BRITANNIA)}/status/Suspended/schedule`, { effectiveDate: dateIn(2) }))
        .status,
    ).toBe(201);
    const byCustomer = await gbBilling.delete(`${base(BRITANNIA)}/status/scheduled`);
    expect(byCustomer.status).toBe(403);
    const cancelled = await partner.delete(`${base(BRITANNIA)}/status/scheduled`);
    expect(cancelled.status).toBe(200);
    await advance(3 * DAY);
    await applyDueStatusChanges(db(), p.clock.now);
    expect(await statusOf(BRITANNIA)).toBe('Active');
    expect((await partner.delete(`${base(BRITANNIA)}/status/scheduled`)).status).toBe(404);
  });

  it('BILL-02 a date not after today, a status that cannot be scheduled, and a caller without the right are refused', async () => {
    const today = await partner.post(`${base(ACME)}/status/Suspended/schedule`, { effectiveDate: dateIn(0) });
    expect(today.status).toBe(400);
    expect(today.body.errors[0].field).toBe('effectiveDate');
    const demo = await partner.post(`${base(ACME)}/status/Demo/schedule`, { effectiveDate: dateIn(2) });
    expect(demo.status).toBe(400);
    expect(demo.body.errors[0].field).toBe('targetStatus');
    expect(
      (await acmeBilling.post(`${base(ACME)}/status/Suspended/schedule`, { effectiveDate: dateIn(2) }))
        .status,
    ).toBe(403);
    expect(
      (await partner.post(`${base(LOTUS)}/status/Suspended/schedule`, { effectiveDate: dateIn(2) })).status,
    ).toBe(404);
  });
});

describe('BILL-05 cancellation', () => {
  it('BILL-05 the fee reasons and amounts come in the account’s currency, from its contract', async () => {
    const reasons = await acmeBilling.get(`${base(ACME)}/etf/reasons`);
    expect(reasons.body.items.map((r: { code: string }) => r.code)).toContain('SWITCHING_PROVIDER');
    const usd = await acmeBilling.get(
      `${base(ACME)}/etf/amounts?cancellationDate=${dateIn(30)}&cancelReasonCode=SWITCHING_PROVIDER`,
    );
    expect(usd.status).toBe(200);
    expect(usd.body).toMatchObject({ currency: 'USD', monthlyCommitmentMinor: 45000, waived: false });
    expect(usd.body.amountMinor).toBe((usd.body.monthsLeft * 45000) / 2);
    expect(usd.body.monthsLeft).toBeGreaterThan(0);
    const gbp = await gbBilling.get(
      `${base(BRITANNIA)}/etf/amounts?cancellationDate=${dateIn(30)}&cancelReasonCode=TOO_EXPENSIVE`,
    );
    expect(gbp.body).toMatchObject({ currency: 'GBP', monthlyCommitmentMinor: 32000 });
    const waived = await acmeBilling.get(
      `${base(ACME)}/etf/amounts?cancellationDate=${dateIn(30)}&cancelReasonCode=SERVICE_QUALITY`,
    );
    expect(waived.body).toMatchObject({ amountMinor: 0, waived: true });
    expect((await acmeBilling.get(`${base(ACME)}/etf/amounts?cancellationDate=soon`)).status).toBe(400);
  });

  it('BILL-05 the account patch is refused without the Source header, then schedules the cancellation with the fee shown', async () => {
    const body = { cancellationDateTime: `${dateIn(30)}T00:00:00Z`, cancelReasonCode: 'SWITCHING_PROVIDER' };
    const without = await acmeBilling.patch(base(ACME), body);
    expect(without.status).toBe(400);
    expect(without.body.errors[0].field).toBe('Source');
    expect((await acmeBilling.get(`${base(ACME)}/status/update`)).body.scheduledChange).toBeNull();
    const badReason = await acmeBilling.call(
      'PATCH',
      base(ACME),
      { ...body, cancelReasonCode: 'BORED' },
      { Source: 'admin-portal' },
    );
    expect(badReason.status).toBe(400);

    const fee = await acmeBilling.get(
      `${base(ACME)}/etf/amounts?cancellationDate=${dateIn(30)}&cancelReasonCode=SWITCHING_PROVIDER`,
    );
    const done = await acmeBilling.call('PATCH', base(ACME), body, { Source: 'admin-portal' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'Active',
      source: 'admin-portal',
      fee: { amountMinor: fee.body.amountMinor },
    });
    expect(done.body.scheduledChange).toMatchObject({
      kind: 'cancellation',
      toStatus: 'Cancelled',
      cancelReasonCode: 'SWITCHING_PROVIDER',
      feeMinor: fee.body.amountMinor,
    });
    // The customer who asked may withdraw it.
    expect((await acmeBilling.delete(`${base(ACME)}/status/scheduled`)).status).toBe(200);
    expect(await statusOf(ACME)).toBe('Active');
  });

  it('BILL-05 a cancellation that comes cancels the account and ends its services', async () => {
    const fee = earlyTerminationFee(null, new Date(), 'OTHER', 'USD');
    expect(fee.amountMinor).toBe(0);
    const created = await partner.post(`${base(2)}/children`, {
      name: 'Shortlived Ltd',
      countryCode: 'US',
      contactName: 'Sam Short',
      contactEmail: 'sam@shortlived.example',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const kid = (await db().select().from(accountProvisions).limit(0)).length; // no seats on a new account
    expect(kid).toBe(0);
    expect(
      (await partner.post(`${base(id)}/services/assign`, { serviceCode: 'FAX-LINE', quantity: 2 })).status,
    ).toBe(201);
    const patch = await partner.call(
      'PATCH',
      base(id),
      {
        cancellationDateTime: new Date(p.clock.now.getTime() + 3_600_000).toISOString(),
        cancelReasonCode: 'NOT_NEEDED',
      },
      { Source: 'partner-portal' },
    );
    expect(patch.status).toBe(200);
    expect(patch.body.fee.amountMinor).toBe(0);
    await advance(2 * 3600);
    expect(await applyDueStatusChanges(db(), p.clock.now)).toContainEqual({
      accountId: id,
      toStatus: 'Cancelled',
    });
    expect(await statusOf(id)).toBe('Cancelled');
    expect((await partner.get(`${base(id)}/provisions`)).body.total).toBe(0);
  });
});

describe('BILL-05 provisions', () => {
  const seats = async () =>
    (await acmeBilling.get(`${base(ACME)}/provisions`)).body.items.filter(
      (i: { deviceKitId: number | null }) => i.deviceKitId !== null,
    ) as { id: number; deviceKitId: number; serviceCode: string }[];
  const verify = (kit: number) =>
    acmeBilling.get(`/svc/ucaas/api/ucaas/account/${ACME}/service/verifyServiceCancellation/${kit}`);

  it('BILL-05 a provision is cancelled only once verifyServiceCancellation says yes; refused with the reason before', async () => {
    const list = await seats();
    expect(list.length).toBeGreaterThan(0);
    let blocked: (typeof list)[number] | undefined;
    for (const seat of list) if (!(await verify(seat.deviceKitId)).body.cancellable) blocked ??= seat;
    expect(blocked, 'a seat whose extension still has a phone or a number').toBeDefined();
    const check = await verify(blocked!.deviceKitId);
    expect(check.body.reasons.length).toBeGreaterThan(0);

    const refused = await acmeBilling.get(`${base(ACME)}/provisions/${blocked!.id}/cancel?reason=NOT_NEEDED`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('cancellation_not_verified');
    expect(refused.body.message).toContain(check.body.reasons[0]);
    expect((await seats()).map((s) => s.id)).toContain(blocked!.id);

    // Phones unassigned and numbers moved: now verification says yes, and the cancel goes through.
    await db()
      .update(devices)
      .set({ extensionId: null })
      .where(eq(devices.extensionId, blocked!.deviceKitId));
    await db()
      .update(phoneNumbers)
      .set({ extensionId: null })
      .where(eq(phoneNumbers.extensionId, blocked!.deviceKitId));
    expect((await verify(blocked!.deviceKitId)).body).toMatchObject({ cancellable: true, reasons: [] });
    const ok = await acmeBilling.get(`${base(ACME)}/provisions/${blocked!.id}/cancel?reason=NOT_NEEDED`);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('Cancelled');
    expect((await seats()).map((s) => s.id)).not.toContain(blocked!.id);
    expect(
      (await acmeBilling.get(`${base(ACME)}/provisions/${blocked!.id}/cancel?reason=NOT_NEEDED`)).status,
    ).toBe(409);
  });

  it('BILL-05 a provision changes only into what it converts to, moves only to the account’s own locations', async () => {
    const [seat] = await seats();
    const to = seat.serviceCode === 'SEAT-PREMIUM' ? 'SEAT-BASIC' : 'SEAT-PREMIUM';
    const changed = await acmeBilling.get(`${base(ACME)}/provisions/${seat.id}/change?serviceCode=${to}`);
    expect(changed.status).toBe(200);
    expect(changed.body.serviceCode).toBe(to);
    const all = (await acmeBilling.get(`${base(ACME)}/provisions`)).body.items;
    const fax = all.find((i: { serviceCode: string }) => i.serviceCode === 'FAX-LINE');
    const wrong = await acmeBilling.get(`${base(ACME)}/provisions/${fax.id}/change?serviceCode=SEAT-BASIC`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('serviceCode');
    expect(
      (await acmeBilling.get(`${base(ACME)}/provisions/${fax.id}/change?quantity=3`)).body.quantity,
    ).toBe(3);
    const mappings = await acmeBilling.get(`${base(ACME)}/service-convert-mappings`);
    expect(
      mappings.body.items.find((m: { serviceCode: string }) => m.serviceCode === 'SEAT-BASIC').convertsTo,
    ).toContain('SEAT-PREMIUM');

    const gbLocation = (await gbBilling.get(`${base(BRITANNIA)}/provisions`)).body.items[0].locationId;
    const foreign = await acmeBilling.get(`${base(ACME)}/provisions/${fax.id}/move?locationId=${gbLocation}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('locationId');
    const own = await acmeBilling.get(`${base(ACME)}/provisions/${fax.id}/move?locationId=${fax.locationId}`);
    expect(own.status).toBe(200);
  });

  it('BILL-05 another tenant’s provision is not found; an end user cannot cancel', async () => {
    const gb = (await gbBilling.get(`${base(BRITANNIA)}/provisions`)).body.items[0];
    expect((await acmeBilling.get(`${base(BRITANNIA)}/provisions/${gb.id}/cancel?reason=OTHER`)).status).toBe(
      404,
    );
    expect((await acmeBilling.get(`${base(ACME)}/provisions/${gb.id}/cancel?reason=OTHER`)).status).toBe(404);
    const endUser = await callers(p).as('end user');
    expect((await endUser.get(`${base(ACME)}/provisions`)).status).toBe(403);
  });

  it('BILL-05 the provisions come a page at a time (_pageSize, _offset, sortField): the pages hold every row once; the totals are the whole list’s', async () => {
    const all = (await acmeBilling.get(`${base(ACME)}/provisions?_pageSize=750`)).body;
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(4);
    const seen: number[] = [];
    for (let offset = 0; offset < all.total; offset += 3) {
      const page = (await acmeBilling.get(`${base(ACME)}/provisions?_pageSize=3&_offset=${offset}`)).body;
      expect(page.items.length).toBe(Math.min(3, all.total - offset));
      expect(page).toMatchObject({ total: all.total, monthlyMinor: all.monthlyMinor, currency: 'USD' });
      expect(page.serviceNames).toEqual(all.serviceNames);
      seen.push(...page.items.map((i: { id: number }) => i.id));
    }
    expect(seen).toEqual(all.items.map((i: { id: number }) => i.id));
    const byCode = (
      await acmeBilling.get(`${base(ACME)}/provisions?sortField=serviceCode&sortDirection=DESC`)
    ).body;
    const codes = byCode.items.map((i: { serviceCode: string }) => i.serviceCode);
    expect(codes).toEqual([...codes].sort().reverse());
    const bad = await acmeBilling.get(`${base(ACME)}/provisions?_pageSize=0&sortField=price`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['_pageSize', 'sortField']),
    );
  });

  it('BILL-05 services, their count, the status by platform and the CSV export read the provisions', async () => {
    const list = (await acmeBilling.get(`${base(ACME)}/provisions`)).body;
    expect(list.currency).toBe('USD');
    expect((await acmeBilling.get(`${base(ACME)}/services/count`)).body.count).toBe(list.total);
    const services = (await acmeBilling.get(`${base(ACME)}/services`)).body.items;
    expect(services.reduce((n: number, s: { monthlyMinor: number }) => n + s.monthlyMinor, 0)).toBe(
      list.monthlyMinor,
    );
    const status = (await acmeBilling.get(`${base(ACME)}/dashboard-status`)).body;
    expect(status.platforms.find((x: { platform: string }) => x.platform === 'fax')).toMatchObject({
      status: 'Running',
    });
    const csv = await acmeBilling.post(`${base(ACME)}/services/export`, {});
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body).split('\r\n')[0]).toContain('Service id');
    const counts = await acmeAdmin.get(`${base(ACME)}/service-info/counts`);
    const fresh = await acmeAdmin.get(`/svc/ucaas/api/ucaas/account/${ACME}/v4/serviceInfo/no-cache`);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(fresh.body).toEqual(counts.body);
  });
});

describe('account creation, contact and location', () => {
  it('BILL-01 the provider creates a simple account, a trial when asked; a partner may not', async () => {
    const trial = await provider.post('/svc/billing/api/billing/accounts', {
      name: 'Tryout Co',
      countryCode: 'GB',
      contactName: 'Tia Try',
      contactEmail: 'tia@tryout.example',
      trial: true,
    });
    expect(trial.status).toBe(201);
    expect(trial.body).toMatchObject({ status: 'Pending', partnerType: 'ssu', parentAccountId: 1 });
    const indicator = await provider.get(`/svc/billing/api/billing/v2/accounts/${trial.body.id}/indicator`);
    expect(indicator.body).toMatchObject({ trial: true, standing: 'trial' });
    const contact = await provider.get(`${base(trial.body.id)}/company-contact`);
    expect(contact.body).toMatchObject({ name: 'Tia Try', email: 'tia@tryout.example' });
    const byPartner = await partner.post('/svc/billing/api/billing/accounts', {
      name: 'Nope',
      countryCode: 'US',
      contactName: 'N',
      contactEmail: 'n@nope.example',
    });
    expect(byPartner.status).toBe(403);
    const bad = await provider.post('/svc/billing/api/billing/accounts', {
      name: '',
      countryCode: 'FR',
      contactEmail: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['contactEmail', 'contactName', 'countryCode', 'name'].sort(),
    );
  });

  it('BILL-01 a partner creates a child under itself; never under a customer or out of reach', async () => {
    const child = await partner.post(`${base(2)}/children`, {
      name: 'Newleaf Dental',
      countryCode: 'US',
      contactName: 'Nora Leaf',
      contactEmail: 'nora@newleaf.example',
    });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({ kind: 'customer', status: 'Active', parentAccountId: 2 });
    const underCustomer = await provider.post(`${base(ACME)}/children`, {
      name: 'Sub Acme',
      countryCode: 'US',
      contactName: 'S',
      contactEmail: 's@sub.example',
    });
    expect(underCustomer.status).toBe(403);
    expect(underCustomer.body.code).toBe('not_partner');
    expect(
      (
        await partner.post(`${base(LOTUS)}/children`, {
          name: 'X',
          countryCode: 'US',
          contactName: 'X',
          contactEmail: 'x@x.example',
        })
      ).status,
    ).toBe(404);
    expect((await acmeAdmin.post(`${base(ACME)}/children`, { name: 'X' })).status).toBe(403);
  });

  it('BILL-01 the location info is changed with field errors in the schema’s words', async () => {
    const bad = await acmeBilling.put(`${base(ACME)}/location-info`, { street: '', city: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['street', 'postalCode']),
    );
    const ok = await acmeBilling.put(`${base(ACME)}/location-info`, {
      street: '1 Market Street',
      city: 'San Francisco',
      region: 'CA',
      postalCode: '94105',
    });
    expect(ok.status).toBe(200);
    expect((await acmeBilling.get(`${base(ACME)}/location-info`)).body.street).toBe('1 Market Street');
  });

  it('BILL-01 one address: the location info written is the account info’s address, and the account info’s is the location info', async () => {
    const info = (v2 = true) => `/svc/ucaas/api/ucaas/account/${v2 ? 'v2/' : ''}${ACME}/info`;
    const billingWrite = {
      street: '2 Harbour Way',
      city: 'Oakland',
      region: 'CA',
      postalCode: '94607',
    };
    expect((await acmeBilling.put(`${base(ACME)}/location-info`, billingWrite)).status).toBe(200);
    const read = await acmeAdmin.get(info());
    expect(read.body.address).toEqual(billingWrite);
    const accountWrite = {
      name: read.body.name,
      timeZone: read.body.timeZone,
      locale: read.body.locale,
      address: { street: '3 Pier Road', city: 'Sausalito', region: null, postalCode: '94965' },
    };
    const put = await acmeAdmin.put(info(false), accountWrite);
    expect(put.status).toBe(200);
    const location = await acmeBilling.get(`${base(ACME)}/location-info`);
    expect(location.body).toEqual({ accountId: ACME, ...accountWrite.address });
    // No second copy is left behind in billing's own row.
    const [row] = (
      (await p.database.db.execute(
        sql`select * from account_billing_profiles where account_id = ${ACME}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(Object.keys(row)).not.toContain('street');
  });
});
