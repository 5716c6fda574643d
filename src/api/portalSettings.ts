// The portal's settings and preferences (issue 24, misc-cfg; decision 0116): the account's clock,
// a user's clock, the countries, the account's insights and the postal code lookup.
import type { PostalCodeAnswer } from '../domain/locale/postalCode';
import type { TimeFormat } from '../domain/schemas/portalSettings';
import type { SetupGuideState } from '../domain/setupGuide';
import type { ApiClient } from './client';

export interface AccountClock {
  accountId: number;
  timeFormat: TimeFormat | null;
}
export interface UserPreferences {
  userId: number;
  timeFormat: TimeFormat | null;
}
export interface Countries {
  countryCallingCodes: Record<string, string>;
  countryCodeToName: Record<string, string>;
}

export const getAccountClock = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<AccountClock>('portalSettings', { params: { accountId }, signal });

export const setAccountClock = (client: ApiClient, accountId: number, timeFormat: TimeFormat | null) =>
  client.call<AccountClock>('portalSettings', { method: 'put', params: { accountId }, body: { timeFormat } });

export const getUserPreferences = (client: ApiClient, userId: number, signal?: AbortSignal) =>
  client.call<UserPreferences>('userPreferences', { params: { userId }, signal });

export const setUserClock = (client: ApiClient, userId: number, timeFormat: TimeFormat | null) =>
  client.call<UserPreferences>('userPreferences', {
    method: 'put',
    params: { userId },
    body: { timeFormat },
  });

export const getCountries = (client: ApiClient, signal?: AbortSignal) =>
  client.call<Countries>('countries', { signal });

export const getAccountInsights = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; counts: Record<string, number> }>('accountInsights', {
    params: { accountId },
    signal,
  });

export const lookupPostalCode = (
  client: ApiClient,
  countryCode: string,
  postalCode: string,
  signal?: AbortSignal,
) => client.call<PostalCodeAnswer>('postalCode', { query: { countryCode, postalCode }, signal });

export const getSetupGuide = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<SetupGuideState>('setupGuide', { params: { accountId }, signal });

export interface MessageTexts {
  accountId: number;
  items: { key: string; text: string; defaultText?: string; edited?: boolean }[];
}

/** The account's texts in its own locale: its edits over the defaults (MISC-02). */
export const getMessageTexts = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<MessageTexts>('messageTexts', { params: { accountId }, signal });

/** The key tool (MISC-02): one text's new words for the account, in its own locale. */
export const setMessageText = (client: ApiClient, accountId: number, messageKey: string, text: string) =>
  client.call<MessageTexts>('messageText', {
    method: 'put',
    params: { accountId, messageKey },
    body: { text },
  });

/** The key tool (MISC-02): one text back to its default for the account, in its own locale. */
export const resetMessageText = (client: ApiClient, accountId: number, messageKey: string) =>
  client.call<MessageTexts>('messageText', { method: 'delete', params: { accountId, messageKey } });
