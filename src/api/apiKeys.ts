// API keys (issue 23, decision 0107): the session account's keys, create (the answer carries the
// secret, once), rename or expiry, revoke.
import type { ApiKeyCreate, ApiKeyCreated, ApiKeyItem, ApiKeyUpdate } from '../domain/schemas/apiKey';
import type { ApiClient } from './client';

export interface ApiKeyList {
  total: number;
  items: ApiKeyItem[];
  /** The account's API users, those a new key may act as. */
  apiUsers: { id: number; name: string }[];
}

export const listApiKeys = (client: ApiClient, signal?: AbortSignal) =>
  client.call<ApiKeyList>('apiKeys', { signal });

export const createApiKey = (client: ApiClient, body: ApiKeyCreate, signal?: AbortSignal) =>
  client.call<ApiKeyCreated>('apiKeys', { method: 'post', body, signal });

export const changeApiKey = (
  client: ApiClient,
  apiKeyId: number,
  change: ApiKeyUpdate,
  signal?: AbortSignal,
) => client.call<ApiKeyItem>('apiKey', { method: 'put', params: { apiKeyId }, body: change, signal });

export const revokeApiKey = (client: ApiClient, apiKeyId: number, signal?: AbortSignal) =>
  client.call<ApiKeyItem>('apiKey', { method: 'delete', params: { apiKeyId }, signal });
