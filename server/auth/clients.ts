// OAuth clients the platform knows. The mobile client proves itself with a Basic credential.
import { timingSafeEqual } from 'node:crypto';

export interface OAuthClient {
  id: string;
  /** Present for confidential clients, which must send `Authorization: Basic id:secret`. */
  secret?: string;
  /** Web clients get the refresh token in an HttpOnly cookie as well, so a reload keeps the session. */
  web: boolean;
}

export function knownClients(env: NodeJS.ProcessEnv = process.env): OAuthClient[] {
  return [
    { id: 'switchboard-portal', web: true },
    { id: 'switchboard-mobile', secret: env.MOBILE_CLIENT_SECRET || 'switchboard-mobile-secret', web: false },
    { id: 'switchboard-desktop', web: false },
  ];
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
