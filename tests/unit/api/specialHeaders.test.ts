import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ID_HEADER,
  AUTH_TOKEN_HEADER,
  authHeadersFor,
  MissingAccountIdHeaderError,
  VENDOR_TOKEN_HEADER,
} from '../../../src/api/specialHeaders';

describe('special headers (REQ-04)', () => {
  it('REQ-04 an ordinary path carries the bearer authorization only', () => {
    expect(authHeadersFor('/api/ucaas/account/1/info', { token: 't' })).toEqual({
      authorization: 'Bearer t',
    });
  });

  it('REQ-04 some paths take the token under a differently named header, and no bearer', () => {
    expect(authHeadersFor('/messages-10dlc/api/account/1/sms?x=1', { token: 't' })).toEqual({
      [AUTH_TOKEN_HEADER]: 't',
    });
    expect(authHeadersFor('/referral/share-link', { token: 't' })).toEqual({ [AUTH_TOKEN_HEADER]: 't' });
  });

  it('REQ-04 the provisioning path carries the vendor token header (configured, else the access token)', () => {
    expect(authHeadersFor('/v2/accounts/5', { token: 't', vendorToken: 'vendor' })).toEqual({
      authorization: 'Bearer t',
      [VENDOR_TOKEN_HEADER]: 'vendor',
    });
    expect(authHeadersFor('/v2/accounts/5', { token: 't' })[VENDOR_TOKEN_HEADER]).toBe('t');
    expect(authHeadersFor('/v2/accounts/5/users', { token: 't' })[VENDOR_TOKEN_HEADER]).toBeUndefined();
  });

  it('REQ-04 grant-privileges paths add the account id header, and need one', () => {
    expect(
      authHeadersFor('/api/ucaas/user/9/grantedPrivileges?granteeUserId=3', { token: 't', accountId: 12 }),
    ).toEqual({
      authorization: 'Bearer t',
      [ACCOUNT_ID_HEADER]: '12',
    });
    expect(() => authHeadersFor('/api/ucaas/user/9/grantedPrivileges', { token: 't' })).toThrow(
      MissingAccountIdHeaderError,
    );
    expect(authHeadersFor('/api/ucaas/user/9/userPrivileges', { token: 't' })).toEqual({
      authorization: 'Bearer t',
    });
  });
});
