// Emergency locations (issue 19, CALL-06): one schema for the server, the API reference and the
// portal's form. A location is read as people type it and kept as the country writes it: the
// postal code in its written form, the province by its code. The country-dependent checks are
// the address data's (src/domain/address/check.ts).
import { addressProblems } from '../address/check';
import {
  COUNTRY_RULES,
  canonicalPostalCode,
  isLocationCountry,
  LOCATION_COUNTRIES,
} from '../address/countries';
import { findProvince } from '../address/provinces';
import { readPredirectional } from '../address/streets';
import { listQuerySchema } from './listQuery';
import { z } from './zod';

export const LOCATION_NAME_MAX = 100;
export const ADDRESS_LINE_MAX = 200;

const COUNTRY_LIST = LOCATION_COUNTRIES.map((c) => COUNTRY_RULES[c].name).join(', ');

const required = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `At most ${max} characters.` });

const optional = (max: number) =>
  z
    .string({ error: 'Enter text, or leave it blank.' })
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .nullish()
    .transform((v) => v || null);

export const locationFields = {
  name: required('a name for the location', LOCATION_NAME_MAX),
  countryCode: z.enum(LOCATION_COUNTRIES, { error: `Choose a country: ${COUNTRY_LIST}.` }),
  region: optional(100),
  city: required('the city', 100),
  street: required('the street address', ADDRESS_LINE_MAX),
  street2: optional(ADDRESS_LINE_MAX),
  predirectional: optional(20).refine((v) => v === null || readPredirectional(v) !== undefined, {
    error: 'Choose a direction: N, S, E, W, NE, NW, SE or SW.',
  }),
  postalCode: required('the postal code', 20),
};

const shape = z.object(locationFields);
export type LocationInput = z.input<typeof shape>;

/** A whole location, checked and in its written form. */
export const locationSchema = shape
  // Run even when another field failed, so a form shows every problem at once; only values that
  // are text are read.
  .superRefine((v, ctx) => {
    const region: unknown = v.region;
    if (typeof v.postalCode !== 'string' || (region != null && typeof region !== 'string')) return;
    for (const p of addressProblems(v)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  })
  .transform((v) => {
    const country = v.countryCode;
    return {
      ...v,
      postalCode: canonicalPostalCode(country, v.postalCode) ?? v.postalCode,
      region:
        v.region && isLocationCountry(country) ? (findProvince(country, v.region)?.code ?? v.region) : null,
      predirectional: v.predirectional ? (readPredirectional(v.predirectional) ?? null) : null,
    };
  })
  .meta({
    id: 'EmergencyLocation',
    description:
      'An emergency location: where emergency services are sent for the lines on it. Postal codes and provinces are checked for the United States, Canada, the United Kingdom, Australia and India.',
  });
export type Location = z.output<typeof locationSchema>;

/** A change of some of a location's fields (PATCH); the whole result is checked as a location. */
export const locationChangeSchema = shape.partial().meta({
  id: 'EmergencyLocationChange',
  description: 'The fields of a location to change; the others stay.',
});

/**
 * What validation is given (C-075, C-366): an address as typed, any field missing or wrong. The
 * answer says what is wrong; only text that is not text at all is refused before.
 */
const typedText = z.string({ error: 'Give the field as text.' }).nullish();
export const addressCheckSchema = z
  .object({
    name: typedText,
    countryCode: typedText,
    region: typedText,
    city: typedText,
    street: typedText,
    street2: typedText,
    predirectional: typedText,
    postalCode: typedText,
  })
  .meta({ id: 'EmergencyAddress', description: 'An address to check before it is saved, as typed.' });

/** The body of C-077: nothing, or the location's id again. */
export const locationDeleteSchema = z
  .object({ locationId: z.number().int().positive().optional() })
  .meta({ id: 'EmergencyLocationDelete', description: 'Nothing, or { locationId } (the path’s id).' });

export const LOCATION_STATUSES = ['provisioned', 'provisioning'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

/** A location as the platform answers it. */
export interface LocationRecord {
  id: number;
  accountId: number;
  name: string;
  countryCode: string;
  region: string | null;
  city: string;
  street: string;
  street2: string | null;
  predirectional: string | null;
  postalCode: string;
  status: LocationStatus;
  /** When its provisioning ends (ISO), while it is being provisioned; otherwise null. */
  provisioningUntil: string | null;
  createdAt: string;
  /** Lines on the location. */
  lineCount: number;
}

/** What validation answers (C-075, C-366). */
export interface LocationValidation {
  valid: boolean;
  problems: { field: string; message: string }[];
  /** The address as the country writes it, when that differs from what was given. */
  suggestion: {
    countryCode: string;
    region: string | null;
    city: string;
    street: string;
    street2: string | null;
    predirectional: string | null;
    postalCode: string;
  } | null;
  /** The fields the suggestion changes. */
  changed: string[];
}

/** A device and line on a location (C-078). */
export interface LocationDeviceLine {
  locationId: number;
  locationName: string;
  deviceId: number;
  deviceName: string;
  lineId: number;
  position: number;
  sipId: string;
  extensionId: number | null;
  extensionNumber: string | null;
  userName: string | null;
}

export type LocationChange = z.output<typeof locationChangeSchema>;

/** The locations list (C-052, C-362, C-371): paged, sorted, searched by name or city. */
export const locationListQuerySchema = listQuerySchema({
  sortFields: ['name', 'city', 'countryCode', 'createdAt'],
  defaultSort: 'name',
  pageSize: 100,
  keyword: 'Part of a name or a city.',
});
export type LocationListQuery = z.output<typeof locationListQuerySchema>;

/** The devices-per-location list (C-078): one location's, or every location's without it. */
export const locationDevicesQuerySchema = z.object({
  locationId: z.coerce
    .number({ error: 'locationId is a location’s id.' })
    .int({ error: 'locationId is a location’s id.' })
    .positive({ error: 'locationId is a location’s id.' })
    .optional(),
});

const IPV4_CIDR = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\/(3[0-2]|[12]?\d)$/;
const BSSID = /^[0-9A-F]{2}([:-][0-9A-F]{2}){5}$/i;

/** An add-location request (C-429): a network at one of the account's locations. */
export const networkLocationRequestSchema = z
  .object({
    locationId: z
      .number({ error: 'Choose an emergency location.' })
      .int({ error: 'Choose an emergency location.' })
      .positive({ error: 'Choose an emergency location.' }),
    network: z
      .string({ error: 'Enter a subnet (10.1.2.0/24) or an access point’s BSSID (AA:BB:CC:DD:EE:FF).' })
      .trim()
      .refine((v) => IPV4_CIDR.test(v) || BSSID.test(v), {
        error: 'Enter a subnet (10.1.2.0/24) or an access point’s BSSID (AA:BB:CC:DD:EE:FF).',
      })
      .transform((v) => (BSSID.test(v) ? v.toUpperCase().replaceAll('-', ':') : v)),
    description: z
      .string()
      .trim()
      .max(200, { error: 'At most 200 characters.' })
      .nullish()
      .transform((v) => v || null),
  })
  .meta({
    id: 'NetworkLocationRequest',
    description: 'A subnet or Wi-Fi access point at one of the account’s emergency locations.',
  });
export type NetworkLocationRequest = z.output<typeof networkLocationRequestSchema>;

/** A network location as the platform answers it (C-428). */
export interface NetworkLocationRecord {
  id: number;
  accountId: number;
  locationId: number;
  locationName: string;
  kind: 'subnet' | 'bssid';
  network: string;
  description: string | null;
  /** 'requested' while the network is provisioning the request; then 'active'. */
  status: 'requested' | 'active';
  provisioningUntil: string | null;
}
