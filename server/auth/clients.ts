// OAuth clients the platform knows. The mobile client proves itself with a Basic credential.
import { timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config';

export interface OAuthClient {
  id: string;
  /** Present for confidential clients, which must send `Authorization: Basic id:secret`. */
  secret?: string;
  /** Web clients get the refresh token in an HttpOnly cookie as well, so a reload keeps the session. */
  web: boolean;
  /**
   * The redirect URIs registered for the OpenID Connect code flow (decision 0117), matched exactly.
   * The portal's are on the origin it is served at (see `redirectUrisOf`).
   */
  redirectUris: string[];
}

/** The portal's return addresses on its origin (decision 0014): its page with ?sso=callback. */
export const PORTAL_CALLBACK_PATHS = ['/?sso=callback', '/index.html?sso=callback'];

/** The redirect URIs a client registered; the portal's on `portalOrigin` (the trusted origin). */
export function redirectUrisOf(client: OAuthClient, portalOrigin: string | undefined): string[] {
  if (client.id !== PORTAL_CLIENT_ID) return client.redirectUris;
  return portalOrigin ? PORTAL_CALLBACK_PATHS.map((path) => `${portalOrigin}${path}`) : [];
}

export const PORTAL_CLIENT_ID = 'switchboard-portal';

/** The mobile client's secret in the source: accepted only with the demo data on (decision 0053). */
export const DEMO_MOBILE_CLIENT_SECRET = 'switchboard-mobile-secret';

function mobileSecret(config: ServerConfig): string | undefined {
  return config.mobileClientSecret ?? (config.demo ? DEMO_MOBILE_CLIENT_SECRET : undefined);
}

/** The clients this server accepts; the mobile client only when it has a secret. */
export function knownClients(config: ServerConfig): OAuthClient[] {
  const secret = mobileSecret(config);
  return [
    { id: PORTAL_CLIENT_ID, web: true, redirectUris: [] },
    ...(secret
      ? [
          {
            id: 'switchboard-mobile',
            secret,
            web: false,
            redirectUris: ['switchboard-mobile:/oauth/callback'],
          },
        ]
      : []),
    {
      id: 'switchboard-desktop',
      web: false,
      redirectUris: ['switchboard-desktop:/oauth/callback', 'http://127.0.0.1:53682/oauth/callback'],
    },
  ];
}

/** A line for the start-up output when the mobile client runs on the demo secret or not at all. */
export function mobileClientNotice(config: ServerConfig): string | undefined {
  if (config.mobileClientSecret) return undefined;
  return config.demo
    ? 'The mobile client accepts the demo secret from the source (demo data on): set MOBILE_CLIENT_SECRET in any real deployment.'
    : 'The mobile client is refused: set MOBILE_CLIENT_SECRET to allow it.';
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The client named by client_id, if its credential (when it needs one) checks out. */
export function authenticateClient(
  clients: OAuthClient[],
  clientId: string,
  authorization: string | undefined,
): OAuthClient | undefined {
  const client = clients.find((c) => c.id === clientId);
  if (!client) return undefined;
  if (!client.secret) return client;
  const m = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 0) return undefined;
  const [id, secret] = [decoded.slice(0, sep), decoded.slice(sep + 1)];
  return sameText(id, client.id) && sameText(secret, client.secret) ? client : undefined;
}
