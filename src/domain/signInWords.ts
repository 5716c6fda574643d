// The sign-in form's words, said by the portal's form and by the token endpoint alike. Plain
// text, not a schema: the sign-in page carries no schema library (its JavaScript budget, issue 12).
export const SIGN_IN_WORDS = {
  loginName: 'Enter your login name.',
  password: 'Enter your password.',
  both: 'Enter your login name and password.',
} as const;
