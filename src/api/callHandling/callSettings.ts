// The account's call settings (CALL-07, decision 0097): one function per endpoint, each with a
// trailing signal. Records and writes answer "unavailable" in a planned outage; the zones list
// answers empty.
import type {
  AccountTimeZone,
  InternationalCalling,
  OnHoldAudio,
  PbxSettings,
  SevenDigitAnswer,
  SevenDigitDialing,
  TimeZoneOption,
} from '../../domain/schemas/callHandling/callSettings';
import type { ApiClient } from '../client';

// The answers' types live with their schemas; re-exported for the callers of these functions.
export type {
  AccountTimeZone,
  SevenDigitAnswer,
  TimeZoneOption,
} from '../../domain/schemas/callHandling/callSettings';

export const getAvailableTimeZones = (client: ApiClient, signal?: AbortSignal) =>
  client.call<{ items: TimeZoneOption[] }>('availableTimeZones', { signal });

export const getAccountTimeZone = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<AccountTimeZone>('accountTimeZone', {
    params: { accountId },
    signal,
  });

export const getInternationalCalling = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<InternationalCalling>('internationalCalling', { params: { accountId }, signal });

export const setInternationalCalling = (
  client: ApiClient,
  accountId: number,
  value: InternationalCalling,
  signal?: AbortSignal,
) =>
  client.call<InternationalCalling>('internationalCalling', {
    method: 'put',
    params: { accountId },
    body: value,
    signal,
  });

export const getSevenDigitDialing = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<SevenDigitAnswer>('sevenDigitDialing', { params: { accountId }, signal });

export const setSevenDigitDialing = (
  client: ApiClient,
  accountId: number,
  value: SevenDigitDialing,
  signal?: AbortSignal,
) =>
  client.call<SevenDigitAnswer>('sevenDigitDialing', {
    method: 'put',
    params: { accountId },
    body: value,
    signal,
  });

export const getOnHoldAudio = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<OnHoldAudio>('onHoldAudio', { params: { accountId }, signal });

export const setOnHoldAudio = (
  client: ApiClient,
  accountId: number,
  value: OnHoldAudio,
  signal?: AbortSignal,
) => client.call<OnHoldAudio>('onHoldAudio', { method: 'put', params: { accountId }, body: value, signal });

export const getCallerIdSettings = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{
    outboundCallerIdNumber: string | null;
    outboundCallerIdName: string;
    usersChooseCallerId: boolean;
    callerIdNameMax: number;
  }>('callerIdSettings', { params: { accountId }, signal });

export const getPbxSettings = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<PbxSettings>('pbxSettings', { params: { accountId }, signal });

export const setPbxSettings = (
  client: ApiClient,
  accountId: number,
  value: PbxSettings,
  signal?: AbortSignal,
) => client.call<PbxSettings>('pbxSettings', { method: 'put', params: { accountId }, body: value, signal });
