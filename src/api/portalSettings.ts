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

/** C-497: how the account's people sign in. */
export interface LoginConfig {
  accountId: number;
  singleSignOn: { enabled: boolean; justInTimeUsers: boolean };
  secondFactorRequired: boolean;
  passwordPolicy: {
    minLength: number;
    requireDigit: boolean;
    requireUpper: boolean;
    requireSymbol: boolean;
    historyCount: number;
    expiryDays: number | null;
  } | null;
}

export const getLoginConfig = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<LoginConfig>('loginConfig', { params: { accountId }, signal });

/** C-498: the partner the account is sold through (itself when it is one). */
export interface PartnerSettings {
  accountId: number;
  partner: {
    own: boolean;
    name: string;
    kind: string;
    accountType: string | null;
    partnerType: string | null;
    whiteLabel: boolean;
    csp: boolean;
  } | null;
}

export const getPartnerSettings = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<PartnerSettings>('partnerSettings', { params: { accountId }, signal });

/** C-501: one finished task of the account. */
export interface CompletedTask {
  taskId: number;
  kind: string;
  status: 'done' | 'partial' | 'failed';
  total: number;
  succeeded: number;
  refused: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
}

export interface CompletedTaskQuery {
  sort?: 'finishedAt' | 'createdAt';
  direction?: 'ASC' | 'DESC';
  pageSize?: number;
  offset?: number;
}

/** C-501: the account's finished tasks, a page at a time, latest first unless asked otherwise. */
export const getCompletedTasks = (
  client: ApiClient,
  accountId: number,
  q: CompletedTaskQuery = {},
  signal?: AbortSignal,
) =>
  client.call<{ total: number; items: CompletedTask[] }>('completedTasks', {
    params: { accountId },
    query: {
      sortField: q.sort ?? 'finishedAt',
      sortDirection: q.direction ?? 'DESC',
      _pageSize: q.pageSize ?? 10,
      _offset: q.offset ?? 0,
    },
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
