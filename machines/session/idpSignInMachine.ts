// Sign-in through the identity provider with PKCE (AUTH-07).
//
// idle ─(sso.start)─▶ preparing ─▶ redirecting          (verifier, S256 challenge and state kept
//                                                         for the round trip; the browser leaves)
// idle ─(sso.return)─▶ [state matches] exchanging ─▶ readingUserInfo ─▶ signedIn (session.adopt)
//                      [otherwise] failed
// any step failing ─▶ failed ─(sso.start)─▶ preparing
//
// While the password form is shown (idle), the login name typed is watched (decision 0121):
// idle.quiet ─(sso.loginNameChanged: an e-mail of a new domain)─▶ idle.waiting
//   ─(a pause of LOOKUP_DELAY_MS)─▶ idle.checking (GET /v1/sso/username) ─▶ idle.quiet
// Each key restarts the pause, so no request is made per key; a domain already asked about is not
// asked again. The answer says only whether the domain signs in through SSO (and whether it
// still offers passwords); `sso.start` then carries the login name as the provider's login hint.
//
// The round trip's secrets are made and stored by the app (Web Crypto, sessionStorage) and
// handed back in `sso.return`, so the machine stays free of browser APIs.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { SsoLookup, TokenGrant } from '../../src/domain/session';

/** What the portal keeps for the round trip to the identity provider. */
export interface SsoRoundTrip {
  state: string;
  verifier: string;
  /** The redirect_uri sent to authorize; the exchange must name the same. */
  redirectUri: string;
}

/** What GET /oauth2/userinfo?schema=openid answers. */
export interface UserInfo {
  legacy_access_token: string;
  legacy_refresh_token: string;
  user_id: number;
  account_id: number;
  expires_in?: number;
}

export type { SsoLookup };

/** A domain that signs in through the account's own provider. */
export interface SsoDomain {
  domain: string;
  passwordSignIn: boolean;
}

/** The pause after the last key before the domain is looked up. */
export const LOOKUP_DELAY_MS = 400;

/** The domain of a login name that looks like an e-mail (name@host.tld), lower case; else undefined. */
export function emailDomainOf(loginName: string): string | undefined {
  const at = loginName.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = loginName
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(domain) ? domain : undefined;
}

export interface IdpSignInContext {
  /** The login name typed in the password form, and its e-mail domain. */
  loginName?: string;
  domain?: string;
  /** Set when the typed domain signs in through SSO. */
  ssoDomain?: SsoDomain;
  code?: string;
  verifier?: string;
  redirectUri?: string;
  idpAccessToken?: string;
  error?: string;
}

export type IdpSignInEvent =
  | { type: 'sso.start' }
  /** The password form's login name changed (each key). */
  | { type: 'sso.loginNameChanged'; loginName: string }
  /** The identity provider sent the browser back: what it said, and what we kept. */
  | { type: 'sso.return'; code?: string; state?: string; error?: string; expected?: SsoRoundTrip };

export type IdpSignInEmitted =
  | { type: 'sso.redirect'; url: string }
  | { type: 'sso.signedIn'; grant: TokenGrant };

/** The legacy tokens of user info as a token grant; with no expires_in the token is refreshed at first use. */
export const grantFromUserInfo = (info: UserInfo): TokenGrant => ({
  access_token: info.legacy_access_token,
  refresh_token: info.legacy_refresh_token,
  expires_in: info.expires_in ?? 0,
  user_id: info.user_id,
  account_id: info.account_id,
});

const failure = (e: unknown) => {
  const f = e as { message?: string } | undefined;
  return `Single sign-on did not complete: ${f?.message ?? 'the identity provider could not be reached'}.`;
};

/** Each key: no e-mail, nothing to ask; the same domain, nothing new; a new domain, wait for a pause. */
const LOGIN_NAME_CHANGED = [
  { guard: 'noDomain', target: '#idpSignIn.idle.quiet', actions: 'forgetDomain' },
  { guard: 'sameDomain', actions: 'keepLoginName' },
  { target: '#idpSignIn.idle.waiting', actions: 'takeNewDomain' },
] as const;

export const idpSignInMachine = setup({
  types: {
    context: {} as IdpSignInContext,
    events: {} as IdpSignInEvent,
    emitted: {} as IdpSignInEmitted,
    /** busy: a step of the sign-in is running; failed: it failed (the form shows why). */
    tags: {} as 'busy' | 'failed',
  },
  actors: {
    // Placeholders: the app provides Web Crypto + sessionStorage and the auth family's calls.
    /** Makes and keeps verifier, challenge and state; answers the authorize URL. */
    prepare: fromPromise<string, { loginHint?: string }>(async () => {
      throw new Error('prepare not provided');
    }),
    exchangeCode: fromPromise<
      { access_token: string; id_token?: string },
      { code: string; verifier: string; redirectUri: string }
    >(async () => {
      throw new Error('exchangeCode not provided');
    }),
    readUserInfo: fromPromise<UserInfo, { accessToken: string }>(async () => {
      throw new Error('readUserInfo not provided');
    }),
    /** GET /v1/sso/username (public): whether the login name's domain signs in through SSO. */
    lookUpSso: fromPromise<SsoLookup, { loginName: string }>(async () => {
      throw new Error('lookUpSso not provided');
    }),
  },
  delays: { lookupDelay: LOOKUP_DELAY_MS },
  actions: {
    forgetDomain: assign(({ event }) => ({
      loginName: (event as Extract<IdpSignInEvent, { type: 'sso.loginNameChanged' }>).loginName,
      domain: undefined,
      ssoDomain: undefined,
    })),
    keepLoginName: assign(({ event }) => ({
      loginName: (event as Extract<IdpSignInEvent, { type: 'sso.loginNameChanged' }>).loginName,
    })),
    takeNewDomain: assign(({ event }) => {
      const { loginName } = event as Extract<IdpSignInEvent, { type: 'sso.loginNameChanged' }>;
      return { loginName, domain: emailDomainOf(loginName), ssoDomain: undefined };
    }),
    fail: assign((_, params: { error: unknown }) => ({
      error: failure(params.error),
      code: undefined,
      verifier: undefined,
      redirectUri: undefined,
      idpAccessToken: undefined,
    })),
  },
  guards: {
    /** The login name is not an e-mail: nothing to look up. */
    noDomain: ({ event }) =>
      emailDomainOf((event as Extract<IdpSignInEvent, { type: 'sso.loginNameChanged' }>).loginName) ===
      undefined,
    /** The domain typed is the one already asked about (or being asked about). */
    sameDomain: ({ context, event }) =>
      emailDomainOf((event as Extract<IdpSignInEvent, { type: 'sso.loginNameChanged' }>).loginName) ===
      context.domain,
    /** The state came back as sent, with a code: this browser started this sign-in. */
    stateMatches: ({ event }) => {
      const e = event as Extract<IdpSignInEvent, { type: 'sso.return' }>;
      return !e.error && !!e.code && !!e.expected && !!e.state && e.state === e.expected.state;
    },
  },
}).createMachine({
  id: 'idpSignIn',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      initial: 'quiet',
      states: {
        quiet: {},
        /** A key was typed: the look-up waits for a pause. */
        waiting: { after: { lookupDelay: { target: 'checking' } } },
        checking: {
          invoke: {
            id: 'lookUpSso',
            src: 'lookUpSso',
            input: ({ context }) => ({ loginName: context.loginName ?? '' }),
            onDone: {
              target: 'quiet',
              actions: assign(({ context, event }) => ({
                ssoDomain:
                  event.output.sso && context.domain
                    ? { domain: context.domain, passwordSignIn: event.output.passwordSignIn !== false }
                    : undefined,
              })),
            },
            // The form works with a password as before; the SSO button stays.
            onError: { target: 'quiet' },
          },
        },
      },
      on: {
        'sso.loginNameChanged': LOGIN_NAME_CHANGED,
        'sso.start': { target: 'preparing' },
        'sso.return': [
          {
            guard: 'stateMatches',
            target: 'exchanging',
            actions: assign(({ event }) => ({
              code: event.code,
              verifier: event.expected?.verifier,
              redirectUri: event.expected?.redirectUri,
              error: undefined,
            })),
          },
          {
            target: 'failed',
            actions: {
              type: 'fail',
              params: ({ event }) => ({
                error: {
                  message: event.error ?? 'the answer did not match the sign-in this browser started',
                },
              }),
            },
          },
        ],
      },
    },
    preparing: {
      tags: ['busy'],
      entry: assign({ error: undefined }),
      invoke: {
        id: 'prepare',
        src: 'prepare',
        // A login name of an SSO domain goes to the provider as its login hint.
        input: ({ context }) => ({ loginHint: context.ssoDomain ? context.loginName : undefined }),
        onDone: {
          target: 'redirecting',
          actions: emit(({ event }) => ({ type: 'sso.redirect' as const, url: event.output })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The browser is on its way to the identity provider. */
    redirecting: {
      tags: ['busy'],
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({
          code: context.code ?? '',
          verifier: context.verifier ?? '',
          redirectUri: context.redirectUri ?? '',
        }),
        onDone: {
          target: 'readingUserInfo',
          actions: assign(({ event }) => ({
            idpAccessToken: event.output.access_token,
            code: undefined,
            verifier: undefined,
            redirectUri: undefined,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    readingUserInfo: {
      tags: ['busy'],
      invoke: {
        id: 'readUserInfo',
        src: 'readUserInfo',
        input: ({ context }) => ({ accessToken: context.idpAccessToken ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ idpAccessToken: undefined }),
            emit(({ event }) => ({ type: 'sso.signedIn' as const, grant: grantFromUserInfo(event.output) })),
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: { type: 'final' },
    failed: {
      tags: ['failed'],
      on: { 'sso.start': { target: 'preparing' }, 'sso.loginNameChanged': LOGIN_NAME_CHANGED },
    },
  },
});
