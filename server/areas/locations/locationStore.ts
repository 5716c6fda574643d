// Emergency locations (issue 19, CALL-06; decision 0101): one store for the ucaas account
// locations, the appserver emergency locations and the appserver locations. A new location, or
// one whose address changes, is being provisioned for the configured time on the platform clock;
// lines may be put on it once that has passed (ERR-07 before, in the devices area's check).
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  Location,
  LocationChange,
  LocationDeviceLine,
  LocationListQuery,
  LocationRecord,
  LocationStatus,
} from '../../../src/domain/schemas/location';
import { tableRows } from '../../auth/rows';
import type { DbOrTx } from '../../db/client';
import { refusingKey } from '../../db/deleteImpact';
import { listOrder, listTotal } from '../../db/listPage';
import { devices, emergencyLocations, extensions, lines, users } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { ApiError } from '../../http/errors';

/** A location, by `:locationId`. */
export const locationRows = tableRows('location', emergencyLocations);
export type LocationRow = typeof emergencyLocations.$inferSelect;

/**
 * Whether a row is being provisioned at `now`: 'provisioning' and its time not yet passed (a row
 * without a time, written before provisioning had one, stays so until changed).
 */
export function statusAt(row: Pick<LocationRow, 'status' | 'provisioningUntil'>, now: Date): LocationStatus {
  return row.status === 'provisioning' && (!row.provisioningUntil || row.provisioningUntil > now)
    ? 'provisioning'
    : 'provisioned';
}

/** The same rule in SQL, for readers that answer many rows (the devices' lines). */
export function statusSql(now: Date): SQL<LocationStatus> {
  return sql<LocationStatus>`case when ${emergencyLocations.status} = 'provisioning' and (${emergencyLocations.provisioningUntil} is null or ${emergencyLocations.provisioningUntil} > ${now.toISOString()}::timestamptz) then 'provisioning' else 'provisioned' end`;
}

// Qualified by hand: drizzle writes a column of the outer table unqualified, which inside the
// subquery would name the line's own id.
const lineCountSql = sql<number>`(select count(*)::int from ${lines} l where l.e911_location_id = "emergency_locations"."id")`;

export function locationJson(row: LocationRow, lineCount: number, now: Date): LocationRecord {
  const status = statusAt(row, now);
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    countryCode: row.countryCode,
    region: row.region,
    city: row.city,
    street: row.street,
    street2: row.street2,
    predirectional: row.predirectional,
    postalCode: row.postalCode,
    status,
    provisioningUntil: status === 'provisioning' ? (row.provisioningUntil?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    lineCount: Number(lineCount),
  };
}

const SORT = {
  name: [emergencyLocations.name],
  city: [emergencyLocations.city, emergencyLocations.name],
  countryCode: [emergencyLocations.countryCode, emergencyLocations.name],
  createdAt: [emergencyLocations.createdAt],
} as const;

/** A page of the account's locations, searched by name or city. */
export async function listLocations(db: DbOrTx, accountId: number, query: LocationListQuery, now: Date) {
  const conditions: SQL[] = [eq(emergencyLocations.accountId, accountId)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(emergencyLocations.name, pattern), ilike(emergencyLocations.city, pattern))!);
  }
  const where = and(...conditions);
  const rows = await db
    .select({ row: emergencyLocations, lineCount: lineCountSql })
    .from(emergencyLocations)
    .where(where)
    .orderBy(...listOrder(query, SORT, emergencyLocations.id))
    .limit(query.pageSize)
    .offset(query.offset);
  const total = await listTotal(query, rows.length, () => db.$count(emergencyLocations, where));
  return { total, items: rows.map((r) => locationJson(r.row, r.lineCount, now)) };
}

export async function locationRecord(db: DbOrTx, row: LocationRow, now: Date): Promise<LocationRecord> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lines)
    .where(eq(lines.e911LocationId, row.id));
  return locationJson(row, n, now);
}

const until = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Adds a location: being provisioned for `provisioningSeconds` from now. */
export async function addLocation(
  db: DbOrTx,
  accountId: number,
  body: Location,
  now: Date,
  provisioningSeconds: number,
): Promise<LocationRecord> {
  const [row] = await db
    .insert(emergencyLocations)
    .values({
      accountId,
      ...body,
      status: 'provisioning',
      provisioningUntil: until(now, provisioningSeconds),
      createdAt: now,
    })
    .returning();
  return locationJson(row, 0, now);
}

const ADDRESS_FIELDS = [
  'countryCode',
  'region',
  'city',
  'street',
  'street2',
  'predirectional',
  'postalCode',
] as const;

/**
 * Changes a location. A changed address is provisioned again (the emergency services must learn
 * the new one); a new name alone is not.
 */
export async function changeLocation(
  db: DbOrTx,
  row: LocationRow,
  body: Location,
  now: Date,
  provisioningSeconds: number,
): Promise<LocationRecord> {
  const moved = ADDRESS_FIELDS.some((f) => (row[f] ?? null) !== (body[f] ?? null));
  const [changed] = await db
    .update(emergencyLocations)
    .set({
      ...body,
      ...(moved ? { status: 'provisioning', provisioningUntil: until(now, provisioningSeconds) } : {}),
    })
    .where(eq(emergencyLocations.id, row.id))
    .returning();
  return locationRecord(db, changed, now);
}

/** The row's fields as a whole location, with a change laid over them (PATCH). */
export function withChange(row: LocationRow, change: LocationChange): Record<string, unknown> {
  const base = {
    name: row.name,
    countryCode: row.countryCode,
    region: row.region,
    city: row.city,
    street: row.street,
    street2: row.street2,
    predirectional: row.predirectional,
    postalCode: row.postalCode,
  };
  return { ...base, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) };
}

/** The devices and lines on a location, or on every location of the account (C-078). */
export async function devicesOnLocations(
  db: DbOrTx,
  accountId: number,
  locationId?: number,
): Promise<LocationDeviceLine[]> {
  const rows = await db
    .select({
      locationId: emergencyLocations.id,
      locationName: emergencyLocations.name,
      deviceId: devices.id,
      deviceName: devices.name,
      lineId: lines.id,
      position: lines.position,
      sipId: lines.sipId,
      extensionId: lines.extensionId,
      extensionNumber: extensions.extensionNumber,
      userName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(lines)
    .innerJoin(emergencyLocations, eq(emergencyLocations.id, lines.e911LocationId))
    .innerJoin(devices, eq(devices.id, lines.deviceId))
    .leftJoin(extensions, eq(extensions.id, lines.extensionId))
    .leftJoin(users, eq(users.id, extensions.userId))
    .where(
      and(
        eq(lines.accountId, accountId),
        locationId === undefined ? undefined : eq(lines.e911LocationId, locationId),
      ),
    )
    .orderBy(asc(emergencyLocations.name), asc(devices.name), asc(lines.position), asc(lines.id));
  return rows;
}

/** "Reception phone (line 1, ext. 201)" */
const lineLabel = (l: LocationDeviceLine) =>
  `${l.deviceName} (line ${l.position}${l.extensionNumber ? `, ext. ${l.extensionNumber}` : ''})`;

/**
 * Deletes a location no line uses. While lines use it, answers 409 `in_use` naming the devices
 * and lines, with them in `usedBy`; the lines' key (RESTRICT) refuses a delete that races a new
 * line the same way.
 */
export async function deleteLocation(db: DbOrTx, row: LocationRow): Promise<void> {
  const usedBy = await devicesOnLocations(db, row.accountId, row.id);
  const refuse = (used: LocationDeviceLine[]) => {
    const names = used.slice(0, 5).map(lineLabel);
    const more = used.length > 5 ? ` and ${used.length - 5} more` : '';
    return new ApiError(
      409,
      'in_use',
      `${row.name} is the emergency location of ${names.join(', ')}${more}. Move ${used.length > 1 ? 'those lines' : 'that line'} to another location first.`,
      undefined,
      { usedBy: used },
    );
  };
  if (usedBy.length) throw refuse(usedBy);
  try {
    await db.delete(emergencyLocations).where(eq(emergencyLocations.id, row.id));
  } catch (error) {
    if (!refusingKey(error)) throw error;
    throw refuse(await devicesOnLocations(db, row.accountId, row.id));
  }
}
