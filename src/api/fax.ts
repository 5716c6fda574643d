// Fax lines, fax services and cover pages (CALL-04): one function per endpoint, each with a
// trailing signal. A cover page's upload is a multipart/form-data POST (its name and the PDF in
// `file`); its download answers the PDF as a Blob.
import type {
  CoverPageDeletable,
  FAX_LOOKUPS,
  FaxCoverPage,
  FaxEmailCheck,
  FaxKit,
  FaxKitBody,
  FaxService,
} from '../domain/schemas/fax';
import type { ApiClient } from './client';

export type {
  CoverPageDeletable,
  FaxCoverPage,
  FaxEmailCheck,
  FaxKit,
  FaxKitBody,
  FaxService,
} from '../domain/schemas/fax';
export type FaxLookups = typeof FAX_LOOKUPS;

export const listFaxKits = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ faxKits: FaxKit[] }>('faxKits', { params: { accountId }, signal }).then((a) => a.faxKits);

export const getFaxKit = (client: ApiClient, accountId: number, kitId: number, signal?: AbortSignal) =>
  client.call<FaxKit>('faxKit', { params: { accountId, kitId }, signal });

export const updateFaxKit = (
  client: ApiClient,
  accountId: number,
  kitId: number,
  change: FaxKitBody,
  signal?: AbortSignal,
) => client.call<FaxKit>('faxKit', { method: 'put', params: { accountId, kitId }, body: change, signal });

export const listFaxServices = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ faxServices: FaxService[] }>('faxServices', { params: { accountId }, signal })
    .then((a) => a.faxServices);

/** C-560: whether the address already receives another fax line's faxes (`kitId`: the line asking). */
export const checkFaxEmail = (
  client: ApiClient,
  accountId: number,
  email: string,
  kitId?: number,
  signal?: AbortSignal,
) =>
  client.call<FaxEmailCheck>('faxEmailCheck', {
    params: { accountId },
    query: kitId === undefined ? { email } : { email, kitId },
    signal,
  });

export const detachFaxService = (
  client: ApiClient,
  accountId: number,
  faxServiceId: number,
  signal?: AbortSignal,
) =>
  client.call<FaxService>('faxServiceDetach', {
    method: 'post',
    params: { accountId, faxServiceId },
    signal,
  });

export const listCoverPages = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ coverPages: FaxCoverPage[] }>('faxCoverPages', { params: { accountId }, signal })
    .then((a) => a.coverPages);

export function uploadCoverPage(
  client: ApiClient,
  accountId: number,
  name: string,
  file: Blob,
  fileName: string,
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.append('name', name);
  body.append('file', file, fileName);
  return client.call<FaxCoverPage>('faxCoverPages', { method: 'post', params: { accountId }, body, signal });
}

export const getCoverPagePdf = (
  client: ApiClient,
  accountId: number,
  coverPageId: number,
  signal?: AbortSignal,
) => client.call<Blob>('faxCoverPage', { params: { accountId, coverPageId }, signal });

/** C-562: whether the page may go, and which fax services keep it. */
export const getCoverPageDeletable = (client: ApiClient, coverPageId: number, signal?: AbortSignal) =>
  client.call<CoverPageDeletable>('faxCoverPageDeletable', { params: { coverPageId }, signal });

/** Refused with 409 (`faxServices` in the answer) while fax services keep the page. */
export const deleteCoverPage = (
  client: ApiClient,
  accountId: number,
  coverPageId: number,
  signal?: AbortSignal,
) => client.call<void>('faxCoverPage', { method: 'delete', params: { accountId, coverPageId }, signal });

export const getFaxLookups = (client: ApiClient, signal?: AbortSignal) =>
  client.call<FaxLookups>('faxLookups', { signal });
