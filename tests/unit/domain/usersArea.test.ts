// The pure rules of the users area: phone input (PHONE-01, PHONE-02), room users (USER-02),
// the transformer of the request layer, CSV rows, world-office plans (USER-07).
import { describe, expect, it } from 'vitest';
import { fromPlatform, toPlatform } from '../../../src/api/userTransform';
import { worldOfficeCountry } from '../../../src/domain/extensionTypes';
import { checkPhoneInput } from '../../../src/domain/phoneInput';
import { stripRoomMarker, toPlatformLastName } from '../../../src/domain/roomUsers';
import { accessFields } from '../../../src/domain/userRules';
import { parseUsersCsv, resultsCsv } from '../../../src/screens/users/csvImport';

describe('phone input (PHONE-01, PHONE-02)', () => {
  it('PHONE-01 the error kinds are the spec’s, with plain messages', () => {
    expect(checkPhoneInput(42, 'US')).toMatchObject({ ok: false, kind: 'NOT_A_NUMBER' });
    expect(checkPhoneInput('1', 'US')).toMatchObject({ ok: false, kind: 'TOO_SHORT' });
    expect(checkPhoneInput('x'.repeat(251), 'US')).toMatchObject({ ok: false, kind: 'TOO_LONG' });
    expect(checkPhoneInput('hello', 'US')).toMatchObject({ ok: false, kind: 'NOT_A_NUMBER' });
    expect(checkPhoneInput('020 7946 0958', 'ZZ')).toMatchObject({ ok: false, kind: 'INVALID_COUNTRY' });
    expect(checkPhoneInput('+1 415 555 2671 4444 4444 44', 'US')).toMatchObject({
      ok: false,
      kind: 'TOO_LONG',
    });
    const bad = checkPhoneInput('12', 'US');
    expect(bad.ok ? '' : bad.message).toBe('This number is too short.');
  });

  it('PHONE-02 USER-06 numbers are trimmed, read against the account’s country and given in E.164 and international form', () => {
    expect(checkPhoneInput('  (415) 555-2671 ', 'US')).toMatchObject({
      ok: true,
      e164: '+14155552671',
      international: '+1 415 555 2671',
    });
    expect(checkPhoneInput('020 7946 0958', 'GB')).toMatchObject({ ok: true, e164: '+442079460958' });
    expect(checkPhoneInput('+1 415 555 2671 ext. 1234', 'US')).toMatchObject({
      ok: true,
      value: '+14155552671;ext=1234',
      rfc3966: 'tel:+14155552671;ext=1234',
    });
  });

  it('PHONE-02 an extension of up to 20 digits is kept; a longer one is refused', () => {
    expect(checkPhoneInput(`+1 415 555 2671;ext=${'1'.repeat(20)}`, 'US')).toMatchObject({
      ok: true,
      value: `+14155552671;ext=${'1'.repeat(20)}`,
    });
    expect(checkPhoneInput(`+1 415 555 2671;ext=${'1'.repeat(21)}`, 'US')).toMatchObject({ ok: false });
  });
});

describe('room users (USER-02) and access (USER-05)', () => {
  it('USER-02 the marker is added once and stripped', () => {
    expect(toPlatformLastName('Room 1', 'ROOM_USER')).toBe('Room 1 -room-');
    expect(toPlatformLastName('Room 1 -room-', 'ROOM_USER')).toBe('Room 1 -room-');
    expect(toPlatformLastName('Room 1 -room-', 'END_USER')).toBe('Room 1');
    expect(stripRoomMarker('Boardroom -room-')).toBe('Boardroom');
  });

  it('USER-02 the transformer: ROOM_USER → END_USER with the marker on the way out, and back on the way in', () => {
    expect(toPlatform({ lastName: 'Lobby', userType: 'ROOM_USER' as const })).toEqual({
      lastName: 'Lobby -room-',
      userType: 'END_USER',
    });
    expect(toPlatform({ lastName: 'Smith', userType: 'END_USER' as const })).toEqual({
      lastName: 'Smith',
      userType: 'END_USER',
    });
    expect(toPlatform({ allowLogin: true, userType: 'ROOM_USER' as const })).toEqual({ allowLogin: true });
    expect(fromPlatform({ lastName: 'Lobby -room-', userType: 'END_USER' })).toEqual({
      lastName: 'Lobby',
      userType: 'ROOM_USER',
    });
    expect(fromPlatform({ lastName: 'Smith', userType: 'END_USER' })).toEqual({
      lastName: 'Smith',
      userType: 'END_USER',
    });
  });

  it('USER-05 allowLogin is the inverse of blockAccess; sendEmail follows it unless given', () => {
    expect(accessFields(true)).toEqual({ blockAccess: false, sendEmail: true });
    expect(accessFields(false)).toEqual({ blockAccess: true, sendEmail: false });
    expect(accessFields(false, true)).toEqual({ blockAccess: true, sendEmail: true });
  });

  it('USER-07 world-office plans carry a two-letter country', () => {
    expect(worldOfficeCountry('Extension - World Office (GB)')).toBe('GB');
    expect(worldOfficeCountry('Extension - Unlimited')).toBeUndefined();
  });
});

describe('users CSV (USER-08)', () => {
  const header = 'firstName,lastName,email,loginName,extension,mobile,userType';
  it('USER-08 reads rows, refuses bad ones with every reason, keeps the rest', () => {
    const csv = [
      header,
      'Ada,Lovelace,ada@x.example,ada@x.example,2001,(415) 555-2671,END_USER',
      'Bad,Email,nope,bad@x.example,,,',
      'Dup,Login,dup@x.example,ADA@x.example,,,',
      'Room,Blue,blue@x.example,blue@x.example,,,room_user',
      ',,,,1,12,ALIEN',
    ].join('\n');
    const r = parseUsersCsv(csv, 'US');
    expect(r.users.map((u) => [u.rowNumber, u.userType, u.mobile])).toEqual([
      [1, 'END_USER', '+14155552671'],
      [4, 'ROOM_USER', undefined],
    ]);
    expect(r.issues.map((i) => i.rowNumber)).toEqual([2, 3, 5]);
    expect(r.issues[1].message).toBe('Login name: Also on row 1 of this file.');
    expect(r.issues[2].message).toMatch(
      /First name.*Last name.*E-mail.*Login name.*Extension.*Mobile.*User type/,
    );
    const out = resultsCsv(r.rows, [{ rowNumber: 2, status: 'error', message: 'E-mail: bad' }]);
    expect(out.split('\r\n')[0]).toBe(
      'row,outcome,reason,firstName,lastName,email,loginName,extension,mobile,userType',
    );
  });

  it('USER-08 a file without the needed columns is refused as a whole', () => {
    expect(parseUsersCsv('name,mail\nA,b', 'US').fileError).toMatch(/firstName, lastName, email, loginName/);
  });
});
