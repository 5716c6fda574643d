// Emergency locations (issue 19, CALL-06): one function per endpoint, each with a trailing signal.
import type { Province } from '../../domain/address/provinces';
import type {
  LocationDeviceLine,
  LocationInput,
  LocationRecord,
  LocationValidation,
  NetworkLocationRecord,
  NetworkLocationRequest,
} from '../../domain/schemas/location';
import type { ApiClient } from '../client';

export type {
  LocationDeviceLine,
  LocationInput,
  LocationRecord,
  LocationValidation,
  NetworkLocationRecord,
  NetworkLocationRequest,
  Province,
};

export interface ProvinceList {
  countryCode: string;
  label?: string;
  required?: boolean;
  postalLabel?: string;
  postalHint?: string;
  items: Province[];
}

/** C-052: a page of the account's locations; `keyword` searches name and city. */
export const listLocations = (
  client: ApiClient,
  accountId: number,
  query: { keyword?: string; offset?: number; pageSize?: number } = {},
  signal?: AbortSignal,
) =>
  client.call<{ total: number; items: LocationRecord[] }>('locations', {
    params: { accountId },
    query: {
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.offset ? { _offset: query.offset } : {}),
      ...(query.pageSize ? { _pageSize: query.pageSize } : {}),
    },
    signal,
  });

export const getLocation = (client: ApiClient, accountId: number, locationId: number, signal?: AbortSignal) =>
  client.call<LocationRecord>('location', { params: { accountId, locationId }, signal });

export const createLocation = (
  client: ApiClient,
  accountId: number,
  body: LocationInput,
  signal?: AbortSignal,
) => client.call<LocationRecord>('locations', { method: 'post', params: { accountId }, body, signal });

export const updateLocation = (
  client: ApiClient,
  accountId: number,
  locationId: number,
  body: LocationInput,
  signal?: AbortSignal,
) =>
  client.call<LocationRecord>('location', { method: 'put', params: { accountId, locationId }, body, signal });

/** C-077: deletes a location no line uses (a 409 naming the lines otherwise). */
export const deleteLocation = (
  client: ApiClient,
  accountId: number,
  locationId: number,
  signal?: AbortSignal,
) =>
  client.call<{ deleted: number }>('locationDelete', {
    method: 'post',
    params: { accountId, locationId },
    body: { locationId },
    signal,
  });

export const validateLocation = (
  client: ApiClient,
  accountId: number,
  address: Partial<LocationInput>,
  signal?: AbortSignal,
) =>
  client.call<LocationValidation>('locationValidate', {
    method: 'post',
    params: { accountId },
    body: address,
    signal,
  });

/** C-078: the devices and lines on one location, or on every location. */
export const listLocationDevices = (
  client: ApiClient,
  accountId: number,
  locationId?: number,
  signal?: AbortSignal,
) =>
  client
    .call<{ total: number; items: LocationDeviceLine[] }>('locationDevices', {
      params: { accountId },
      query: locationId === undefined ? {} : { locationId },
      signal,
    })
    .then((a) => a.items);

export const listProvinces = (client: ApiClient, countryCode: string, signal?: AbortSignal) =>
  client.call<ProvinceList>('provinces', { params: { countryCode }, signal });

export const listCities = (
  client: ApiClient,
  countryCode: string,
  provinceCode: string,
  signal?: AbortSignal,
) =>
  client
    .call<{ items: string[] }>('cities', { params: { countryCode, provinceCode }, signal })
    .then((a) => a.items);

/** C-428: the account's networks, each with the location a phone on it is given. */
export const listNetworkLocations = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ total: number; items: NetworkLocationRecord[] }>('networkLocations', {
      params: { accountId },
      signal,
    })
    .then((a) => a.items);

/** C-429: maps a network to a location; answered as 'requested' until it is provisioned. */
export const requestNetworkLocation = (
  client: ApiClient,
  accountId: number,
  body: NetworkLocationRequest,
  signal?: AbortSignal,
) =>
  client.call<NetworkLocationRecord>('networkLocationRequests', {
    method: 'post',
    params: { accountId },
    body,
    signal,
  });
