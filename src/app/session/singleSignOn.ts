// Single sign-on for the app (AUTH-07): the idpSignIn machine with Web Crypto, sessionStorage
// for the round trip, the browser redirect, and the hand-over of the tokens to the token actor.
//
// The identity provider sends the browser back to `<portal>/?sso=callback&code=...&state=...`:
// a query before the hash, so hash routing is untouched and the page's relative URLs
// (wgConfig.json) resolve as usual (docs/decisions/0014-identity-provider.md).
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { idpSignInMachine, type SsoRoundTrip } from '../../../machines/session/idpSignInMachine';
import type { WgConfig } from '../../api/config';
import { lookUpSso } from '../../api/ssoLookup';
import type { TokenActor } from './tokenActor';

// The identity provider's calls load with the first single sign-on, not with the sign-in page.
const idp = () => import('../../api/idp');

export type SsoActor = ActorRefFrom<typeof idpSignInMachine>;

export const ROUND_TRIP_KEY = 'switchboard.sso';
const CALLBACK_MARK = 'sso';

/** Where the identity provider sends the browser back: this page, with ?sso=callback. */
export const redirectUriFor = (loc: { origin: string; pathname: string }) =>
  `${loc.origin}${loc.pathname}?${CALLBACK_MARK}=callback`;

function takeRoundTrip(): SsoRoundTrip | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(ROUND_TRIP_KEY);
    globalThis.sessionStorage?.removeItem(ROUND_TRIP_KEY);
    return raw ? (JSON.parse(raw) as SsoRoundTrip) : undefined;
  } catch {
    return undefined;
  }
}

export function createSsoActor(
  config: WgConfig,
  tokenActor: TokenActor,
  opts: { fetch?: typeof fetch; navigate?: (url: string) => void } = {},
): SsoActor {
  const authBase = config.services.auth.url;
  const clientId = config.idpPkceClientId ?? '';
  const actor = createActor(
    idpSignInMachine.provide({
      actors: {
        prepare: fromPromise(async ({ input }) => {
          const { authorizeUrl, createPkce } = await idp();
          const { verifier, challenge, state } = await createPkce();
          const back = redirectUriFor(globalThis.location);
          const kept: SsoRoundTrip = { state, verifier, redirectUri: back };
          globalThis.sessionStorage.setItem(ROUND_TRIP_KEY, JSON.stringify(kept));
          return authorizeUrl(authBase, {
            clientId,
            redirectUri: back,
            challenge,
            state,
            loginHint: input.loginHint,
          });
        }),
        // The password form's look-up of a typed e-mail's domain (decision 0121).
        lookUpSso: fromPromise(({ input, signal }) =>
          lookUpSso(authBase, input.loginName, opts.fetch, signal),
        ),
        exchangeCode: fromPromise(async ({ input }) =>
          (await idp()).exchangeCode(authBase, { ...input, clientId }, opts.fetch),
        ),
        readUserInfo: fromPromise(async ({ input }) =>
          (await idp()).getUserInfo(authBase, input.accessToken, opts.fetch),
        ),
      },
    }),
  );
  actor.on('sso.redirect', (e) => (opts.navigate ?? ((url) => globalThis.location.assign(url)))(e.url));
  actor.on('sso.signedIn', async (e) => {
    // A reload's restore may still be running: adopt once the token actor has settled.
    await waitFor(tokenActor, (s) => !s.hasTag('restoring'));
    tokenActor.send({ type: 'session.adopt', grant: e.grant });
  });
  return actor;
}

/**
 * If this page is the identity provider's return, hands it to the actor and cleans the
 * address bar (the code must not linger in history). Answers whether it was a return.
 */
export function resumeSingleSignOn(actor: SsoActor, loc: Location = globalThis.location): boolean {
  const params = new URLSearchParams(loc.search);
  if (params.get(CALLBACK_MARK) !== 'callback') return false;
  const kept = takeRoundTrip();
  globalThis.history?.replaceState(null, '', `${loc.pathname}#/login`);
  actor.send({
    type: 'sso.return',
    code: params.get('code') ?? undefined,
    state: params.get('state') ?? undefined,
    error: params.get('error') ?? undefined,
    expected: kept,
  });
  return true;
}
