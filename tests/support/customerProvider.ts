// A customer's own OpenID provider for tests (decision 0117): oidc-provider, a certified
// implementation, on a free loopback port. The login is the user's e-mail (any password); there
// is no consent step. `tamper` rewrites the id_token its token endpoint answers (re-signed with
// its own key), to play a provider gone wrong.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface CustomerProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  tamper?: (claims: Record<string, unknown>) => Record<string, unknown>;
  close(): Promise<void>;
}

const KID = 'customer-idp-1';

export async function startCustomerProvider(callbackUrl: string): Promise<CustomerProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const result: CustomerProvider = {
    issuer,
    clientId: 'switchboard-acme',
    clientSecret: 'acme-provider-secret-0123456789',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: result.clientId,
        client_secret: result.clientSecret,
        redirect_uris: [callbackUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    // The login is the user's e-mail; the provider vouches for it.
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    ttl: { IdToken: 60 },
    // No consent step: the organisation's own application.
    // biome-ignore lint/suspicious/noExplicitAny: oidc-provider's context is untyped.
    loadExistingGrant: async (ctx: any) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx: { path: string; body: unknown }, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (result.tamper && ctx.path === '/token' && body?.id_token) {
      const claims = result.tamper(decodeJwt(body.id_token));
      const idToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .sign(privateKey);
      ctx.body = { ...body, id_token: idToken };
    }
  });
  server.on('request', provider.callback());
  return result;
}
