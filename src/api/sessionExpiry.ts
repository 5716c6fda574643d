// The session keep-alive calls (AUTH-09): both answer the session's expiry time.
import type { ApiClient } from './client';

export interface ExpiryAnswer {
  /** ISO 8601, or null when the platform names none. */
  expirationTime?: string | null;
}

export function keepAlive(client: ApiClient, signal?: AbortSignal) {
  return client.call<ExpiryAnswer>('sessionKeepAlive', { method: 'post', body: {}, signal });
}

export function getExpirationTime(client: ApiClient, signal?: AbortSignal) {
  return client.call<ExpiryAnswer>('sessionExpiration', { signal });
}
