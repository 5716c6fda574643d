// Network locations (C-428) and add-location requests (C-429; decision 0101): a subnet or a Wi-Fi
// access point at one of the account's emergency locations, so a phone is found by the network
// it is on. A request is being provisioned for the same time as a new location, then active.
import { and, asc, eq } from 'drizzle-orm';
import type { NetworkLocationRecord, NetworkLocationRequest } from '../../../src/domain/schemas/location';
import type { DbOrTx } from '../../db/client';
import { emergencyLocations, networkLocations } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { validationFailed } from '../../http/errors';

const toJson = (
  row: typeof networkLocations.$inferSelect,
  locationName: string,
  now: Date,
): NetworkLocationRecord => {
  const requested = !!row.provisioningUntil && row.provisioningUntil > now;
  return {
    id: row.id,
    accountId: row.accountId,
    locationId: row.locationId,
    locationName,
    kind: row.kind as NetworkLocationRecord['kind'],
    network: row.network,
    description: row.description,
    status: requested ? 'requested' : 'active',
    provisioningUntil: requested ? row.provisioningUntil!.toISOString() : null,
  };
};

export async function listNetworkLocations(db: DbOrTx, accountId: number, now: Date) {
  const rows = await db
    .select({ row: networkLocations, locationName: emergencyLocations.name })
    .from(networkLocations)
    .innerJoin(emergencyLocations, eq(emergencyLocations.id, networkLocations.locationId))
    .where(eq(networkLocations.accountId, accountId))
    .orderBy(asc(emergencyLocations.name), asc(networkLocations.network), asc(networkLocations.id));
  const items = rows.map((r) => toJson(r.row, r.locationName, now));
  return { accountId, total: items.length, items };
}

/** Records an add-location request: the location must be the account's; a network is mapped once. */
export async function requestNetworkLocation(
  db: DbOrTx,
  accountId: number,
  body: NetworkLocationRequest,
  now: Date,
  provisioningSeconds: number,
): Promise<NetworkLocationRecord> {
  const [location] = await db
    .select({ name: emergencyLocations.name })
    .from(emergencyLocations)
    .where(and(eq(emergencyLocations.id, body.locationId), eq(emergencyLocations.accountId, accountId)));
  if (!location) throw validationFailed([{ field: 'locationId', message: 'Choose an emergency location.' }]);
  try {
    const [row] = await db
      .insert(networkLocations)
      .values({
        accountId,
        locationId: body.locationId,
        kind: body.network.includes('/') ? 'subnet' : 'bssid',
        network: body.network,
        description: body.description,
        provisioningUntil: new Date(now.getTime() + provisioningSeconds * 1000),
        createdAt: now,
      })
      .returning();
    return toJson(row, location.name, now);
  } catch (error) {
    refuseUniqueViolation(error, {
      network_locations_account_network_idx: {
        field: 'network',
        message: 'This network is already mapped to a location of the account.',
      },
    });
  }
}
