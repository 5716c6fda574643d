// The answer of a token grant (AUTH-01): what both the request layer and the token machine know.
export interface TokenGrant {
  access_token: string;
  /** Absent for the portal: its refresh token travels only in an HttpOnly cookie (decision 0002). */
  refresh_token?: string;
  expires_in: number;
  user_id: number;
  account_id: number;
  /** Only after a first MFA method was enrolled at sign-in: its recovery codes, shown once (decision 0121). */
  recovery_codes?: string[];
}

/** What the look-up of a typed login name's domain answers (GET /v1/sso/username, C-191; decision 0121). */
export interface SsoLookup {
  username?: string;
  sso: boolean;
  domain: string | null;
  /** False when the account signs its domains in through SSO only. */
  passwordSignIn?: boolean;
}
