// The limits the spec gives, pinned at their edges: a limit that moved by one (> for >=) or a
// trim that went missing fails here.
import { describe, expect, it } from 'vitest';
import { brandIcon, isCspAccount, isFraudHold, isTrialAccount } from '../../../src/domain/accounts';
import { accountPageRoute, adminDashboardPath } from '../../../src/domain/adminPortal';
import { isStorelessPartner } from '../../../src/domain/billingStore';
import { canManageExtension } from '../../../src/domain/extensionManagement';
import { worldOfficeCountry } from '../../../src/domain/extensionTypes';
import { parsePermissionKey } from '../../../src/domain/permissions';
import { formatPhone } from '../../../src/domain/phone';
import { checkPhoneInput } from '../../../src/domain/phoneInput';
import { displayRole, isWholesalePartner, ROLE } from '../../../src/domain/roles';
import { stripRoomMarker } from '../../../src/domain/roomUsers';
import { emailProblem, loginNameProblem } from '../../../src/domain/schemas/user';

/** A valid US number padded inside with spaces to exactly `length` characters. */
const padded = (length: number) => {
  const [head, tail] = ['+1 415', '555 2671'];
  return head + ' '.repeat(length - head.length - tail.length) + tail;
};

describe('PHONE-01 input length', () => {
  it('PHONE-01 250 characters are read; 251 are too long', () => {
    expect(padded(250)).toHaveLength(250);
    expect(checkPhoneInput(padded(250), 'US')).toMatchObject({ ok: true, e164: '+14155552671' });
    expect(checkPhoneInput(padded(251), 'US')).toMatchObject({ ok: false, kind: 'TOO_LONG' });
  });

  it('PHONE-01 the limits count the trimmed input: spaces around do not make it too long', () => {
    expect(checkPhoneInput(`   ${padded(250)}   `, 'US')).toMatchObject({ ok: true, e164: '+14155552671' });
  });

  it('PHONE-01 one character is too short; two are parsed (letters are not a number)', () => {
    expect(checkPhoneInput('a', 'US')).toMatchObject({ ok: false, kind: 'TOO_SHORT' });
    expect(checkPhoneInput(' 7 ', 'US')).toMatchObject({ ok: false, kind: 'TOO_SHORT' });
    expect(checkPhoneInput('ab', 'US')).toMatchObject({ ok: false, kind: 'NOT_A_NUMBER' });
  });

  it('PHONE-01 anything but a string is not a number; an unknown country without +code is INVALID_COUNTRY', () => {
    expect(checkPhoneInput(4155552671, 'US')).toMatchObject({ ok: false, kind: 'NOT_A_NUMBER' });
    expect(checkPhoneInput('415 555 2671', 'XX')).toMatchObject({
      ok: false,
      kind: 'INVALID_COUNTRY',
      message: 'Add the country code (for example +44) or use a number of this account’s country.',
    });
  });
});

describe('PHONE-02 length checks, validity and extensions', () => {
  it('PHONE-02 too short and too long for the country; the right length but no valid pattern is INVALID', () => {
    expect(checkPhoneInput('+1 415 555 26', 'US')).toMatchObject({ ok: false, kind: 'TOO_SHORT' });
    expect(checkPhoneInput('+44 20 7946 09581', 'GB')).toMatchObject({ ok: false, kind: 'TOO_LONG' });
    expect(checkPhoneInput('+1 999 555 1234', 'US')).toEqual({
      ok: false,
      kind: 'INVALID',
      message: 'This is not a valid phone number for that country.',
    });
  });

  it("PHONE-02 an extension of up to 20 digits is kept as ';ext='; 21 digits are not a number", () => {
    const twenty = '12345678901234567890';
    expect(checkPhoneInput(`+1 415 555 2671 ext. ${twenty}`, 'US')).toMatchObject({
      ok: true,
      value: `+14155552671;ext=${twenty}`,
      e164: '+14155552671',
      rfc3966: `tel:+14155552671;ext=${twenty}`,
    });
    expect(checkPhoneInput(`+1 415 555 2671 ext. ${twenty}1`, 'US')).toMatchObject({
      ok: false,
      kind: 'NOT_A_NUMBER',
    });
    expect(checkPhoneInput('+1 415 555 2671', 'US')).toMatchObject({ ok: true, value: '+14155552671' });
  });

  it('PHONE-02 stored digits are shown in international format; what cannot be read is shown as stored', () => {
    expect(formatPhone('14155550100')).toBe('+1 415 555 0100');
    expect(formatPhone('+14155550100')).toBe('+1 415 555 0100');
    expect(formatPhone('1 (415) 555-0100')).toBe('+1 415 555 0100');
    expect(formatPhone('nope')).toBe('nope');
  });
});

describe('login names and e-mail addresses are trimmed', () => {
  it('a login name of spaces is missing; spaces around a good one do not count', () => {
    expect(loginNameProblem('   ')).toBe('Enter a login name.');
    expect(loginNameProblem('  nia.okafor@acme.example  ')).toBeUndefined();
    expect(loginNameProblem('ab')).toBe(
      'A login name has 3 to 100 letters, digits or . _ % + @ - and no spaces.',
    );
    expect(loginNameProblem('abc')).toBeUndefined();
    expect(loginNameProblem('a'.repeat(100))).toBeUndefined();
    expect(loginNameProblem('a'.repeat(101))).toMatch(/^A login name has 3 to 100/);
  });

  it('an e-mail of spaces is missing; spaces around a good one do not count', () => {
    expect(emailProblem('   ')).toBe('Enter an e-mail address.');
    expect(emailProblem('  nia@acme.example  ')).toBeUndefined();
    expect(emailProblem('nia@acme')).toBe('Enter an e-mail address like name@example.com.');
  });
});

describe('edges of the other domain rules', () => {
  it('ROLE-06 an extension with no owner can be managed by an account administrator and a users admin', () => {
    expect(canManageExtension(ROLE.ACCOUNT_ADMINISTRATOR, undefined)).toBe(true);
    expect(canManageExtension(ROLE.USERS_ADMIN, undefined)).toBe(true);
  });

  it('ROLE-04 a permission key needs a colon between a known action and resource', () => {
    expect(parsePermissionKey('readbilling')).toBeUndefined();
    expect(parsePermissionKey(':billing')).toBeUndefined();
    expect(parsePermissionKey('read:billing')).toEqual({ action: 'read', resource: 'billing' });
  });

  it('ROLE-05 no role label for an unknown role id; no account type text is no wholesaler', () => {
    expect(displayRole(9999)).toBeUndefined();
    expect(isWholesalePartner(undefined)).toBe(false);
    expect(isWholesalePartner(null)).toBe(false);
  });

  it('BILL-01 no partner name is not a storeless partner; no partner type is not a trial; no CSP list is empty', () => {
    expect(isStorelessPartner(undefined)).toBe(false);
    expect(isTrialAccount({ status: 'PENDING', partnerType: undefined, isIceberg: false } as never)).toBe(
      false,
    );
    expect(isCspAccount({ id: 5, isCsp: false })).toBe(false);
    expect(
      isFraudHold({ id: 5, isCsp: false, isCpq: true, fraudReview: true, freeTrialStatus: null } as never),
    ).toBe(true);
    expect(brandIcon({ id: 5, kind: 'customer', isCsp: false } as never)).toBe('default');
  });

  it('USER-02 the room marker is stripped with the spaces after it, not the ones before the name', () => {
    expect(stripRoomMarker(' Boardroom -room-')).toBe(' Boardroom');
  });

  it('ROLE-03 the admin dashboard path and the account page route of an account', () => {
    expect(adminDashboardPath(42)).toBe('/adminv2/account/42/dashboard');
    expect(accountPageRoute(42)).toBe('/management/m/account/42');
  });

  it('no service plan is no world-office country', () => {
    expect(worldOfficeCountry(undefined)).toBeUndefined();
    expect(worldOfficeCountry('Extension - World Office (GB)')).toBe('GB');
  });
});
