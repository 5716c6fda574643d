// Branding (issue 24, decision 0115): the brand an account shows and its own, and its line groups.
import type { BrandColours, Branding, BrandingLineGroup, BrandingPatch } from '../domain/schemas/branding';
import type { ApiClient } from './client';

export interface BrandAnswer {
  accountId: number;
  /** Whether the account may set a brand (partner or CSP). */
  canBrand: boolean;
  own: { logo: string | null; favicon: string | null; colours: BrandColours; updatedAt: string } | null;
  effective: {
    logo: string | null;
    /** Only for partner and CSP accounts (ROLE-09); null shows the default icon. */
    favicon: string | null;
    colours: BrandColours;
    fromAccountId: number | null;
    fromAccountName: string | null;
  };
}

export interface LineGroup extends BrandingLineGroup {
  id: number;
  createdAt: string;
}

export const getBranding = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<BrandAnswer>('branding', { params: { accountId }, signal });

export const putBranding = (client: ApiClient, accountId: number, body: Branding, signal?: AbortSignal) =>
  client.call<BrandAnswer>('branding', { method: 'put', params: { accountId }, body, signal });

export const patchBranding = (
  client: ApiClient,
  accountId: number,
  body: BrandingPatch,
  signal?: AbortSignal,
) => client.call<BrandAnswer>('branding', { method: 'patch', params: { accountId }, body, signal });

export const listLineGroups = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ total: number; items: LineGroup[] }>('brandingLineGroups', { params: { accountId }, signal });

export const addLineGroup = (
  client: ApiClient,
  accountId: number,
  body: BrandingLineGroup,
  signal?: AbortSignal,
) => client.call<LineGroup>('brandingLineGroups', { method: 'post', params: { accountId }, body, signal });

export const changeLineGroup = (
  client: ApiClient,
  accountId: number,
  lineGroupId: number,
  body: BrandingLineGroup,
  signal?: AbortSignal,
) =>
  client.call<LineGroup>('brandingLineGroup', {
    method: 'put',
    params: { accountId, lineGroupId },
    body,
    signal,
  });

export const deleteLineGroup = (
  client: ApiClient,
  accountId: number,
  lineGroupId: number,
  signal?: AbortSignal,
) =>
  client.call<{ id: number; deleted: true }>('brandingLineGroup', {
    method: 'delete',
    params: { accountId, lineGroupId },
    signal,
  });

export const getReferralShareLink = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ code: string | null; shareLink: string | null }>('referralShareLink', {
    params: { accountId },
    signal,
  });
