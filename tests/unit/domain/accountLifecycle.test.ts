// The one rule of an account's standing (BILL-01; decision 0114), read alike by the server and the
// portal: trial, fraud hold, what closes the store, the notice, who may change a status, and the
// early-termination fee of a cancellation (BILL-05).
import { describe, expect, it } from 'vitest';
import {
  accountLifecycle,
  lifecycleNotice,
  type Standing,
  statusChangeRefusal,
} from '../../../src/domain/billing/lifecycle';
import { type Contract, earlyTerminationFee, monthsLeft } from '../../../src/domain/billing/services';
import { type StoreFacts, storeOpen } from '../../../src/domain/orders/storeRules';

const BASE = { id: 40, status: 'Active', isCpq: false, isCsp: false, isIceberg: false, fraudReview: false };

describe('BILL-01 the standing of an account', () => {
  const cases: [string, Partial<typeof BASE> & Record<string, unknown>, Standing, boolean, boolean][] = [
    ['active', {}, 'active', false, false],
    ['suspended', { status: 'Suspended' }, 'suspended', false, false],
    ['cancelled', { status: 'Cancelled' }, 'cancelled', false, false],
    ['demo', { status: 'Demo' }, 'demo', false, false],
    ['pending', { status: 'Pending' }, 'pending', false, false],
    ['pending ssu: trial', { status: 'Pending', partnerType: 'ssu' }, 'trial', true, false],
    [
      'pending ssu Iceberg: never a trial',
      { status: 'Pending', partnerType: 'ssu', isIceberg: true },
      'pending',
      false,
      false,
    ],
    ['active ssu: not a trial', { partnerType: 'ssu' }, 'active', false, false],
    ['CPQ under fraud review: hold', { isCpq: true, fraudReview: true }, 'fraudHold', false, true],
    ['CPQ trial ON_HOLD: hold', { isCpq: true, freeTrialStatus: 'ON_HOLD' }, 'fraudHold', false, true],
    [
      'CSP CPQ under review: no hold',
      { isCpq: true, isCsp: true, fraudReview: true },
      'active',
      false,
      false,
    ],
    ['not CPQ under review: no hold', { fraudReview: true }, 'active', false, false],
    ['CSP by the enabled list: no hold', { id: 77, isCpq: true, fraudReview: true }, 'active', false, false],
  ];
  it.each(cases)('BILL-01 %s', (_, facts, standing, trial, hold) => {
    const life = accountLifecycle({ ...BASE, ...facts }, [77]);
    expect(life).toMatchObject({ standing, isTrial: trial, isFraudHold: hold });
    expect(life.storeClosed).toBe(['suspended', 'cancelled', 'fraudHold', 'demo'].includes(standing));
  });

  it('BILL-01 the notice says why and whom to contact, for the four standings that limit an account', () => {
    for (const [status, more, title] of [
      ['Suspended', {}, 'This account is suspended'],
      ['Cancelled', {}, 'This account is cancelled'],
      ['Active', { isCpq: true, fraudReview: true }, 'This account is on hold for a review'],
      ['Pending', { partnerType: 'ssu' }, 'This account is a free trial'],
    ] as const) {
      const notice = lifecycleNotice(accountLifecycle({ ...BASE, status, ...more }), 'Bluebird Telecom');
      expect(notice?.title).toBe(title);
      expect(notice?.text).toContain('Bluebird Telecom');
    }
    expect(lifecycleNotice(accountLifecycle({ ...BASE, status: 'Demo' }), null)).toBeNull();
  });

  it('BILL-01 ROLE-08 the portal’s store closes for suspended accounts and accounts on fraud hold, as the server', () => {
    const acme: StoreFacts = {
      accountId: 10,
      kind: 'customer',
      status: 'Active',
      partnerAccountName: 'Bluebird Telecom',
      partnerAccountType: 'Reseller',
      config: { isIcebergAccount: false, isAcctWhiteLabelPartner: false },
    };
    expect(storeOpen(acme, 10)).toBe(true);
    expect(storeOpen({ ...acme, status: 'Suspended' }, 10)).toBe(false);
    expect(storeOpen({ ...acme, fraudReview: true, config: { ...acme.config, isAcctCPQ: true } }, 10)).toBe(
      false,
    );
  });
});

describe('BILL-02 who may change a status', () => {
  it('BILL-02 those above the account; never on their own account', () => {
    expect(statusChangeRefusal(1, 10, [4, 2, 1])).toBeNull();
    expect(statusChangeRefusal(2, 10, [4, 2, 1])).toBeNull();
    expect(statusChangeRefusal(10, 10, [4, 2, 1])).not.toBeNull();
    expect(statusChangeRefusal(3, 10, [4, 2, 1])).not.toBeNull();
  });
});

describe('BILL-05 the early-termination fee', () => {
  const contract: Contract = {
    startsAt: new Date('2026-01-15T00:00:00Z'),
    termMonths: 12,
    monthlyCommitmentMinor: 10000,
  };
  it('BILL-05 half the commitment of the months left, a started month counted whole; none after the end', () => {
    expect(monthsLeft(contract, new Date('2026-11-15T00:00:00Z'))).toBe(2);
    expect(monthsLeft(contract, new Date('2026-11-20T00:00:00Z'))).toBe(2);
    expect(monthsLeft(contract, new Date('2026-11-10T00:00:00Z'))).toBe(3);
    expect(monthsLeft(contract, new Date('2027-01-15T00:00:00Z'))).toBe(0);
    const fee = earlyTerminationFee(contract, new Date('2026-11-15T00:00:00Z'), 'TOO_EXPENSIVE', 'GBP');
    expect(fee).toMatchObject({ amountMinor: 10000, currency: 'GBP', monthsLeft: 2, waived: false });
    expect(
      earlyTerminationFee(contract, new Date('2026-11-15T00:00:00Z'), 'SERVICE_QUALITY', 'GBP'),
    ).toMatchObject({
      amountMinor: 0,
      waived: true,
    });
    expect(earlyTerminationFee(contract, new Date('2027-02-01T00:00:00Z'), 'OTHER', 'GBP').amountMinor).toBe(
      0,
    );
    expect(earlyTerminationFee(null, new Date(), 'OTHER', 'USD').amountMinor).toBe(0);
  });
});
