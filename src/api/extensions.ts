// The extension calls (cat §7.2 extensionList, §7.3 extension): one function per endpoint.
import type { ApiClient } from './client';

export interface Extension {
  deviceKitId: number;
  accountId: number;
  extension: string;
  userName: string;
  deviceKitName: string;
  /** Only for callers who manage devices (update:devices); absent for everyone else. */
  provisionCode?: string | null;
  extensionType: string;
  servicePlan: string;
  worldOfficeCountry: string | null;
  isDefault: boolean;
  userId: number | null;
  ownerLoginName: string | null;
  /** The owner's role: what ROLE-06 compares with the actor's. */
  ownerRoleId: number | null;
  phoneNumbers: string[];
  devices: { id: number; name: string }[];
}

export interface ExtensionListParams {
  pageSize: number;
  offset: number;
  sortField?: 'extension' | 'userName' | 'extensionType' | 'servicePlan';
  sortDirection?: 'ASC' | 'DESC';
  keyword?: string;
  extensionType?: string;
}

/** v2: paged, sorted and searchable; items under phoneSystemExtension (USER-03). */
export async function listExtensions(
  client: ApiClient,
  accountId: number,
  p: ExtensionListParams,
  signal?: AbortSignal,
) {
  const page = await client.call<{ total: number; phoneSystemExtension: Extension[] }>('extensionList', {
    params: { accountId },
    query: {
      _pageSize: p.pageSize,
      _offset: p.offset,
      sortField: p.sortField,
      sortDirection: p.sortDirection,
      keyword: p.keyword || undefined,
      extensionType: p.extensionType || undefined,
    },
    signal,
  });
  return { total: page.total, items: page.phoneSystemExtension };
}

/** USER-07: the read asks not to include the voicemail count. */
export const getExtension = (client: ApiClient, deviceKitId: number, signal?: AbortSignal) =>
  client.call<Extension>('extension', {
    params: { kitId: deviceKitId },
    query: { includeVoicemailCount: false },
    signal,
  });

export const updateExtension = (
  client: ApiClient,
  deviceKitId: number,
  change: { userName?: string; extension?: string; provisionCode?: string | null },
  signal?: AbortSignal,
) =>
  client.call<Extension>('extension', {
    method: 'put',
    params: { kitId: deviceKitId },
    body: change,
    signal,
  });
