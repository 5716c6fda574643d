import { describe, expect, it } from 'vitest';
import {
  type BillingAccess,
  type BillingAccessInput,
  billingAccess,
  isStoreDenied,
  isStorelessPartner,
} from '../../../src/domain/billingStore';

// A non-white-label customer account with no reseller restriction, seen by its own user.
const BASE: BillingAccessInput = {
  storeAppDisabled: false,
  hasAccount: true,
  hasUser: true,
  isParentOnOwnAccount: false,
  isWhiteLabel: false,
  parentAccessingChild: false,
  resellerSettings: null,
  partnerName: 'Acme Telecom',
  isVsu: false,
  accountStatus: 'Active',
  isIceberg: false,
};

const result = (
  canAddService: boolean,
  hideBilling: boolean,
  showPaymentInfo: boolean,
  storeEnabled: boolean,
): BillingAccess => ({ canAddService, hideBilling, showPaymentInfo, storeEnabled });

const ALLOWED = result(true, false, true, true);
const STORE_APP_OFF = result(true, false, false, false);
const NO_CONTEXT = result(false, true, false, false);
const HIDDEN = result(false, true, false, false);

describe('billingAccess', () => {
  it.each([
    // store app disabled wins over everything
    ['store app disabled', { storeAppDisabled: true }, STORE_APP_OFF],
    ['store app disabled, no account', { storeAppDisabled: true, hasAccount: false }, STORE_APP_OFF],
    ['store app disabled, white label', { storeAppDisabled: true, isWhiteLabel: true }, STORE_APP_OFF],
    ['store app disabled, cancelled', { storeAppDisabled: true, accountStatus: 'Cancelled' }, STORE_APP_OFF],
    // missing account or user
    ['no account', { hasAccount: false }, NO_CONTEXT],
    ['no user', { hasUser: false }, NO_CONTEXT],
    ['no account, parent on own account', { hasAccount: false, isParentOnOwnAccount: true }, NO_CONTEXT],
    ['no user, VSU', { hasUser: false, isVsu: true }, NO_CONTEXT],
    // parent on its own account
    ['parent on own account', { isParentOnOwnAccount: true }, ALLOWED],
    ['parent on own white-label account', { isParentOnOwnAccount: true, isWhiteLabel: true }, ALLOWED],
    [
      'parent on own account despite reseller hiding billing',
      { isParentOnOwnAccount: true, resellerSettings: { hideBilling: true, canAddService: false } },
      ALLOWED,
    ],
    [
      'parent on own Iceberg account',
      { isParentOnOwnAccount: true, isIceberg: true },
      result(true, false, true, false),
    ],
    // white label
    ['white label, parent accessing child', { isWhiteLabel: true, parentAccessingChild: true }, ALLOWED],
    ['white label, account user', { isWhiteLabel: true }, HIDDEN],
    [
      'white label, account user, reseller allows everything',
      { isWhiteLabel: true, resellerSettings: { hideBilling: false, canAddService: true } },
      HIDDEN,
    ],
    [
      'white label, account user who is VSU',
      { isWhiteLabel: true, isVsu: true },
      result(false, false, true, false),
    ],
    [
      'white label, parent accessing a demo child',
      { isWhiteLabel: true, parentAccessingChild: true, accountStatus: 'Demo' },
      result(true, false, true, false),
    ],
    // non-white-label child
    ['no reseller settings', {}, ALLOWED],
    [
      'reseller shows billing and allows adding',
      { resellerSettings: { hideBilling: false, canAddService: true } },
      ALLOWED,
    ],
    [
      'reseller shows billing, forbids adding',
      { resellerSettings: { hideBilling: false, canAddService: false } },
      result(false, false, true, false),
    ],
    ['reseller hides billing', { resellerSettings: { hideBilling: true, canAddService: true } }, HIDDEN],
    [
      'reseller hides billing, user is VSU',
      { isVsu: true, resellerSettings: { hideBilling: true, canAddService: true } },
      result(false, false, true, false),
    ],
    ['parent accessing a non-white-label child', { parentAccessingChild: true }, ALLOWED],
    ['Apple partner', { partnerName: 'Apple' }, result(false, false, true, false)],
    ['Amazon partner', { partnerName: 'Amazon Business' }, result(false, false, true, false)],
    ['amazon partner in lower case', { partnerName: 'amazon' }, result(false, false, true, false)],
    ['Pineapple partner is not Apple', { partnerName: 'Pineapple Telecom' }, ALLOWED],
    ['no partner name', { partnerName: null }, ALLOWED],
    // store denials
    ['demo account', { accountStatus: 'Demo' }, result(true, false, true, false)],
    ['cancelled account', { accountStatus: 'Cancelled' }, result(true, false, true, false)],
    ['suspended account', { accountStatus: 'Suspended' }, ALLOWED],
    ['pending account', { accountStatus: 'Pending' }, ALLOWED],
    ['Iceberg account', { isIceberg: true }, result(true, false, true, false)],
  ] as [string, Partial<BillingAccessInput>, BillingAccess][])('ROLE-08 %s', (_label, facts, expected) => {
    expect(billingAccess({ ...BASE, ...facts })).toEqual(expected);
  });
});

describe('store helpers', () => {
  it.each([
    ['Apple', true],
    ['APPLE', true],
    ['Apple Business Connect', true],
    ['Amazon', true],
    ['Amazon Web Services', true],
    ['Pineapple Telecom', false],
    ['Amazonia Networks', false],
    ['Acme', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('ROLE-08 partner %j has no store: %s', (name, expected) => {
    expect(isStorelessPartner(name)).toBe(expected);
  });

  it.each([
    [{ partnerName: 'Acme', accountStatus: 'Active', isIceberg: false }, false],
    [{ partnerName: 'Apple', accountStatus: 'Active', isIceberg: false }, true],
    [{ partnerName: 'Acme', accountStatus: 'Demo', isIceberg: false }, true],
    [{ partnerName: 'Acme', accountStatus: 'Cancelled', isIceberg: false }, true],
    [{ partnerName: 'Acme', accountStatus: 'Suspended', isIceberg: false }, false],
    [{ partnerName: 'Acme', accountStatus: null, isIceberg: false }, false],
    [{ partnerName: null, accountStatus: 'Active', isIceberg: true }, true],
  ])('ROLE-08 store denied for %o: %s', (input, expected) => {
    expect(isStoreDenied(input)).toBe(expected);
  });
});
