import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  type AccountFacts,
  brandIcon,
  isAccountStatus,
  isCspAccount,
  isFraudHold,
  isTrialAccount,
} from '../../../src/domain/accounts';

const account = (facts: Partial<AccountFacts> = {}): AccountFacts => ({
  id: 500,
  kind: 'customer',
  status: 'Active',
  ...facts,
});

describe('account status', () => {
  it('BILL-01 the status values are Active, Suspended, Cancelled, Pending, Demo', () => {
    expect(ACCOUNT_STATUSES).toEqual(['Active', 'Suspended', 'Cancelled', 'Pending', 'Demo']);
  });

  it.each([
    ['Active', true],
    ['Suspended', true],
    ['Cancelled', true],
    ['Pending', true],
    ['Demo', true],
    ['Closed', false],
    ['active', false],
    ['', false],
  ])('BILL-01 %j is an account status: %s', (value, expected) => {
    expect(isAccountStatus(value)).toBe(expected);
  });
});

describe('isTrialAccount', () => {
  it.each([
    ['pending ssu', { status: 'Pending', partnerType: 'ssu' }, true],
    ['pending SSU in capitals', { status: 'Pending', partnerType: 'SSU' }, true],
    [
      'pending ssu, explicitly not Iceberg',
      { status: 'Pending', partnerType: 'ssu', isIceberg: false },
      true,
    ],
    ['pending ssu on Iceberg', { status: 'Pending', partnerType: 'ssu', isIceberg: true }, false],
    ['pending, other partner type', { status: 'Pending', partnerType: 'direct' }, false],
    ['pending, no partner type', { status: 'Pending', partnerType: null }, false],
    ['active ssu', { status: 'Active', partnerType: 'ssu' }, false],
    ['demo ssu', { status: 'Demo', partnerType: 'ssu' }, false],
    ['cancelled ssu', { status: 'Cancelled', partnerType: 'ssu' }, false],
    ['suspended ssu', { status: 'Suspended', partnerType: 'ssu' }, false],
  ] as [string, Partial<AccountFacts>, boolean][])('BILL-01 %s → trial %s', (_label, facts, expected) => {
    expect(isTrialAccount(account(facts))).toBe(expected);
  });
});

describe('isCspAccount', () => {
  it.each([
    ['indicator set', { id: 500, isCsp: true }, [], true],
    ['indicator clear, not listed', { id: 500, isCsp: false }, [], false],
    ['no indicator, not listed', { id: 500 }, undefined, false],
    ['listed, indicator clear', { id: 500, isCsp: false }, [400, 500], true],
    ['listed, no indicator', { id: 500 }, [500], true],
    ['other accounts listed', { id: 500, isCsp: false }, [400, 600], false],
    ['home account with indicator', { id: 1, isCsp: true }, [], false],
    ['home account listed', { id: 1, isCsp: false }, [1], false],
  ] as [string, Partial<AccountFacts>, number[] | undefined, boolean][])(
    'ROLE-08 %s → CSP %s',
    (_label, facts, list, expected) => {
      expect(isCspAccount(account(facts), list)).toBe(expected);
    },
  );
});

describe('isFraudHold', () => {
  it.each([
    ['CPQ, fraud review', { isCpq: true, fraudReview: true }, [], true],
    ['CPQ, trial on hold', { isCpq: true, freeTrialStatus: 'ON_HOLD' }, [], true],
    ['CPQ, both', { isCpq: true, fraudReview: true, freeTrialStatus: 'ON_HOLD' }, [], true],
    ['CPQ, trial active', { isCpq: true, freeTrialStatus: 'ACTIVE' }, [], false],
    ['CPQ, nothing flagged', { isCpq: true, fraudReview: false, freeTrialStatus: null }, [], false],
    ['not CPQ, fraud review', { isCpq: false, fraudReview: true }, [], false],
    ['not CPQ, trial on hold', { freeTrialStatus: 'ON_HOLD' }, [], false],
    ['CPQ CSP by indicator, fraud review', { isCpq: true, isCsp: true, fraudReview: true }, [], false],
    ['CPQ CSP by list, trial on hold', { isCpq: true, freeTrialStatus: 'ON_HOLD' }, [500], false],
    [
      'CPQ home account with CSP indicator, fraud review',
      { id: 1, isCpq: true, isCsp: true, fraudReview: true },
      [],
      true,
    ],
  ] as [string, Partial<AccountFacts>, number[], boolean][])(
    'BILL-01 %s → fraud hold %s',
    (_label, facts, list, expected) => {
      expect(isFraudHold(account(facts), list)).toBe(expected);
    },
  );
});

describe('brandIcon', () => {
  it.each([
    ['partner account', { kind: 'partner' }, [], 'custom'],
    ['CSP customer by indicator', { kind: 'customer', isCsp: true }, [], 'custom'],
    ['CSP customer by list', { kind: 'customer' }, [500], 'custom'],
    ['CSP reseller', { kind: 'reseller', isCsp: true }, [], 'custom'],
    ['plain customer', { kind: 'customer' }, [], 'default'],
    ['reseller, not CSP', { kind: 'reseller' }, [], 'default'],
    ['provider', { kind: 'provider', id: 2 }, [], 'default'],
    ['home account with CSP indicator', { kind: 'provider', id: 1, isCsp: true }, [], 'default'],
  ] as [string, Partial<AccountFacts>, number[], string][])(
    'ROLE-09 %s → %s icon',
    (_label, facts, list, expected) => {
      expect(brandIcon(account(facts), list)).toBe(expected);
    },
  );
});
