// Recording rules and the account's recording settings (REC-01, REC-03; decision 0105): one
// function per endpoint (src/api/recordingRulesEndpoints.ts) with a trailing signal.
import type {
  AccountService,
  FeatureName,
  RecordingRule,
  RecordingRuleCrud,
  RecordingRuleListChange,
  RecordingService,
} from '../domain/schemas/recordingRules';
import type { ApiClient } from './client';

export const listRecordingRules = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; items: RecordingRule[] }>('recordingRules', {
    params: { accountId },
    signal,
  });

/** Creates, changes or deletes a rule (C-248): the answer is the rule, or `{ deleted }`. */
export const writeRecordingRule = (
  client: ApiClient,
  accountId: number,
  crud: RecordingRuleCrud | Record<string, unknown>,
  signal?: AbortSignal,
) =>
  client.call<RecordingRule | { deleted: number }>('recordingRuleCrud', {
    method: 'post',
    params: { accountId },
    body: crud,
    signal,
  });

export const changeRecordingRuleList = (
  client: ApiClient,
  accountId: number,
  change: RecordingRuleListChange,
  signal?: AbortSignal,
) =>
  client.call<{ accountId: number; items: RecordingRule[] }>('recordingRuleList', {
    method: 'put',
    params: { accountId },
    body: change,
    signal,
  });

export const getEndUserRecordingAccess = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; enabled: boolean }>('endUserRecordingAccess', {
    params: { accountId },
    signal,
  });

export const setEndUserRecordingAccess = (
  client: ApiClient,
  accountId: number,
  enabled: boolean,
  signal?: AbortSignal,
) =>
  client.call<{ accountId: number; enabled: boolean }>('endUserRecordingAccess', {
    method: 'post',
    params: { accountId },
    body: { enabled },
    signal,
  });

export const listRecordingServices = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; items: AccountService[] }>('recordingServices', {
    params: { accountId },
    signal,
  });

export const setRecordingFeature = (
  client: ApiClient,
  accountId: number,
  service: RecordingService,
  featureName: FeatureName,
  value: unknown,
  signal?: AbortSignal,
) =>
  client.call<{ accountId: number; items: AccountService[] }>('recordingServiceFeature', {
    method: 'put',
    params: { accountId, accountServiceId: service, featureName },
    body: { value },
    signal,
  });

/** The rules that record one user (C-045). */
export const listUserRecordingRules = (client: ApiClient, userId: number, signal?: AbortSignal) =>
  client.call<{ userId: number; items: RecordingRule[] }>('userRecordingRules', {
    params: { userId },
    signal,
  });
