// POST {second service}/api-gateway/jwt/token (AUTH-08) with the strategy's auth header:
// `Anonymous <client-id>` or, for builtin, the platform session's bearer token.
import { ofetch } from 'ofetch';
import type { AuthStrategy } from '../domain/authStrategy';
import { ApiFailure } from './failure';

export interface GatewayGrant {
  access_token: string;
  refresh_token?: string | null;
  expires_in: number;
}

export async function requestGatewayToken(
  gatewayBase: string,
  auth: { strategy: AuthStrategy; clientId: string; accessToken?: string },
  fetchFn?: typeof fetch,
): Promise<GatewayGrant> {
  const url = `${gatewayBase}/api-gateway/jwt/token`;
  const authorization =
    auth.strategy === 'anonymous' ? `Anonymous ${auth.clientId}` : `Bearer ${auth.accessToken ?? ''}`;
  const res = await ofetch.raw<GatewayGrant>(url, {
    method: 'POST',
    headers: { authorization, accept: 'application/json' },
    ignoreResponseError: true,
    retry: 0,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  if (res.status >= 400) throw new ApiFailure({ status: res.status, url, body: res._data });
  return res._data as GatewayGrant;
}
