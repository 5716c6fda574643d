// Call blocking (CALL-05, decision 0102): one function per endpoint (src/api/callBlockingEndpoints.ts)
// with a trailing signal. Lists answer empty in a planned outage; records and writes answer
// "unavailable".
import type {
  AccountCallBlocking,
  CallBlockOptions,
  CallBlockRule,
  CallBlockRuleInput,
  CallCountry,
  InternationalBlockRuleInput,
  UserCallBlocking,
  UserCallBlockOptions,
} from '../domain/schemas/callBlocking';
import type { ApiClient } from './client';

/** The rule as a form writes it: scope and extension left to the call. */
export type RuleDraft = Omit<CallBlockRuleInput, 'scope' | 'extensionId'> &
  Partial<Pick<CallBlockRuleInput, 'scope' | 'extensionId'>>;

// ---- the admin's ----

export const getCallBlocking = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<AccountCallBlocking>('callBlocking', { params: { accountId }, signal });

export const listSystemRules = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; items: CallBlockRule[] }>('callBlockingSystemRules', {
    params: { accountId },
    signal,
  });

/** The users' own rules, read whole (the list's declared page is every row). */
export const listUserRules = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; total: number; items: CallBlockRule[] }>('callBlockingUserRules', {
    params: { accountId },
    signal,
  });

export const saveInternationalRule = (
  client: ApiClient,
  accountId: number,
  rule: Partial<InternationalBlockRuleInput>,
  signal?: AbortSignal,
) =>
  client.call<CallBlockRule>('callBlockingIntRule', {
    method: 'post',
    params: { accountId },
    body: rule,
    signal,
  });

export const saveRule = (client: ApiClient, accountId: number, rule: RuleDraft, signal?: AbortSignal) =>
  client.call<CallBlockRule>('callBlockingRule', {
    method: 'post',
    params: { accountId },
    body: rule,
    signal,
  });

export const saveRuleUnchecked = (
  client: ApiClient,
  accountId: number,
  rule: RuleDraft,
  signal?: AbortSignal,
) =>
  client.call<CallBlockRule>('callBlockingRuleUnchecked', {
    method: 'post',
    params: { accountId },
    body: rule,
    signal,
  });

export const saveBlockingOptions = (
  client: ApiClient,
  accountId: number,
  options: CallBlockOptions,
  signal?: AbortSignal,
) =>
  client.call<AccountCallBlocking>('callBlockingOptions', {
    method: 'post',
    params: { accountId },
    body: options,
    signal,
  });

export const saveMasterSwitch = (
  client: ApiClient,
  accountId: number,
  enabled: boolean,
  signal?: AbortSignal,
) =>
  client.call<AccountCallBlocking>('callBlockingMasterSwitch', {
    method: 'post',
    params: { accountId },
    body: { enabled },
    signal,
  });

export const deleteRules = (client: ApiClient, accountId: number, ruleIds: number[], signal?: AbortSignal) =>
  client.call<{ deleted: number }>('callBlockingRules', {
    method: 'delete',
    params: { accountId },
    body: { ruleIds },
    signal,
  });

export const toggleRules = (
  client: ApiClient,
  accountId: number,
  ruleIds: number[],
  enabled: boolean,
  signal?: AbortSignal,
) =>
  client.call<{ changed: number }>('callBlockingRulesEnabled', {
    method: 'put',
    params: { accountId },
    body: { ruleIds, enabled },
    signal,
  });

export const listCallCountries = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; items: CallCountry[] }>('callCountries', {
    params: { accountId },
    signal,
  });

// ---- the end user's own ----

/** Whose blocking: the signed-in user's account, login name and (for writes) extension number. */
export interface Own {
  accountId: number;
  loginName: string;
}

export const getMyCallBlocking = (client: ApiClient, own: Own, signal?: AbortSignal) =>
  client.call<UserCallBlocking & { allowed: boolean }>('myCallBlocking', { params: { ...own }, signal });

export const saveMyOptions = (
  client: ApiClient,
  own: Own,
  extension: string,
  options: UserCallBlockOptions,
  signal?: AbortSignal,
) =>
  client.call<{ extensionId: number; options: UserCallBlockOptions }>('myCallBlockingOptions', {
    method: 'post',
    params: { ...own, extension },
    body: options,
    signal,
  });

export const saveMyRule = (
  client: ApiClient,
  own: Own,
  extension: string,
  rule: RuleDraft,
  signal?: AbortSignal,
) =>
  client.call<CallBlockRule>('myCallBlockingRule', {
    method: 'post',
    params: { ...own, extension },
    body: rule,
    signal,
  });

export const deleteMyRules = (
  client: ApiClient,
  own: Own,
  extension: string,
  ruleIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ deleted: number }>('myCallBlockingRules', {
    method: 'delete',
    params: { ...own, extension },
    body: { ruleIds },
    signal,
  });

export const toggleMyRules = (
  client: ApiClient,
  own: Own,
  extension: string,
  ruleIds: number[],
  enabled: boolean,
  signal?: AbortSignal,
) =>
  client.call<{ changed: number }>('myCallBlockingRulesEnabled', {
    method: 'put',
    params: { ...own, extension },
    body: { ruleIds, enabled },
    signal,
  });
