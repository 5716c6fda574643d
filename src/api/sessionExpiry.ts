// The session keep-alive calls (AUTH-09): both answer the session's expiry time.
import type { ApiClient } from './client';

export interface ExpiryAnswer {
  /** ISO 8601, or null when the platform names none. */
  expirationTime?: string | null;
}

export function keepAlive(client: ApiClient) {
  return client.request<ExpiryAnswer>('auth', 'post', '/v1/sessions/keep-alive', { body: {} });
}

export function getExpirationTime(client: ApiClient) {
  return client.request<ExpiryAnswer>('auth', 'get', '/v1/sessions/expiration-time');
}
