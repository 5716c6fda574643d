// Special headers (REQ-04): some paths take the token under another header name, the provisioning
// (SCIM) path carries a vendor token header, and grant-privileges paths carry an account id header.
// The names are ours (the spec does not show them): docs/decisions/0009-special-headers.md.

export const AUTH_TOKEN_HEADER = 'X-Auth-Token';
export const VENDOR_TOKEN_HEADER = 'X-Vendor-Token';
export const ACCOUNT_ID_HEADER = 'X-Account-Id';

export interface SpecialHeaderRule {
  /** Tested against the path after the family base, without the region and the query. */
  match: RegExp;
  /** Send the token under this header instead of `authorization: Bearer`. */
  tokenHeader?: string;
  /** Send the vendor token under this header (besides the bearer). */
  vendorHeader?: string;
  /** Send the account acted on under this header. */
  accountHeader?: string;
}

export const SPECIAL_HEADERS: SpecialHeaderRule[] = [
  // Business texting (cat §7.7) and the referral service (cat §7.11) read X-Auth-Token.
  { match: /^\/messages-10dlc\//, tokenHeader: AUTH_TOKEN_HEADER },
  { match: /^\/referral\//, tokenHeader: AUTH_TOKEN_HEADER },
  // The provisioning (SCIM) account path (cat §7.6).
  { match: /^\/v2\/accounts\/[^/]+\/?$/, vendorHeader: VENDOR_TOKEN_HEADER },
  // Granting and revoking privileges (cat §7.1).
  { match: /\/grantedPrivileges(\/|$)/, accountHeader: ACCOUNT_ID_HEADER },
];

export class MissingAccountIdHeaderError extends Error {
  constructor(path: string) {
    super(`${ACCOUNT_ID_HEADER} needs an account id for ${path}`);
    this.name = 'MissingAccountIdHeaderError';
  }
}

/** The authorization and special headers of one call. */
export function authHeadersFor(
  path: string,
  values: { token: string; vendorToken?: string; accountId?: string | number },
  rules: SpecialHeaderRule[] = SPECIAL_HEADERS,
): Record<string, string> {
  const bare = path.split('?')[0];
  const found = rules.filter((r) => r.match.test(bare));
  const tokenHeader = found.find((r) => r.tokenHeader)?.tokenHeader;
  const headers: Record<string, string> = tokenHeader
    ? { [tokenHeader]: values.token }
    : { authorization: `Bearer ${values.token}` };
  for (const rule of found) {
    if (rule.vendorHeader) headers[rule.vendorHeader] = values.vendorToken ?? values.token;
    if (rule.accountHeader) {
      if (values.accountId === undefined || values.accountId === '')
        throw new MissingAccountIdHeaderError(bare);
      headers[rule.accountHeader] = String(values.accountId);
    }
  }
  return headers;
}
