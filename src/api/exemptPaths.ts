// Paths whose failures are only logged (ERR-05) and whose second 401 does not end the session
// (AUTH-06): sign-on, phone number moves, messages, devices, features and receptionists.
// The spec says "and others" without naming them: docs/decisions/0006-exempt-paths.md.
const EXEMPT: RegExp[] = [
  /\/v1\/sso\//,
  /\/oauth2?\//,
  /\/accountPhoneNumbers\/moveToAccount/,
  /\/phoneNumbers?\/move/i,
  /^\/messages/,
  /\/messages\//,
  /\/devices?\b/,
  /\/features?\b/,
  /\/receptionists?\b/,
];

export function isExemptPath(path: string): boolean {
  return EXEMPT.some((re) => re.test(path));
}
