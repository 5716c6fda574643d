// Emergency locations of the demo (issue 19): besides each customer account's head office
// (telephony.ts), a few more sites in the account's country, so the list has rows to search, and
// one location per account still being provisioned, for an hour from the seed (on the clock the
// seed is given), so a newcomer sees ERR-07 when choosing it for a line. Each account also has
// a few active network locations (decision 0101): an office subnet and a Wi-Fi access point, so
// the Networks card shows how a softphone that moves between sites is found.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { emergencyLocations, networkLocations } from '../schema';
import { CUSTOMERS } from './tenantTree';

/** How long the demo's pending locations stay pending after the seed. */
const DEMO_PROVISIONING_MS = 60 * 60 * 1000;

type Site = [name: string, street: string, city: string, region: string, postalCode: string];

/** Per country: two provisioned sites, then the one still being provisioned. */
const SITES: Record<string, Site[]> = {
  US: [
    ['Warehouse', '2500 Harbor Blvd', 'Long Beach', 'CA', '90810'],
    ['Sales Office', '350 5th Ave', 'New York', 'NY', '10118'],
    ['New Branch', '1000 Congress Ave', 'Austin', 'TX', '78701'],
  ],
  GB: [
    ['Manchester Office', '1 Piccadilly Gardens', 'Manchester', 'ENG', 'M1 1RG'],
    ['Edinburgh Office', '10 Princes Street', 'Edinburgh', 'SCT', 'EH2 2AN'],
    ['Cardiff Office', '1 Central Square', 'Cardiff', 'WLS', 'CF10 1FS'],
  ],
  AU: [
    ['Melbourne Office', '120 Collins Street', 'Melbourne', 'VIC', '3000'],
    ['Brisbane Depot', '300 Queen Street', 'Brisbane', 'QLD', '4000'],
    ['Perth Office', '200 St Georges Terrace', 'Perth', 'WA', '6000'],
  ],
  IN: [
    ['Mumbai Office', 'Bandra Kurla Complex', 'Mumbai', 'MH', '400051'],
    ['Hyderabad Centre', 'HITEC City', 'Hyderabad', 'TS', '500081'],
    ['Chennai Office', '10 Anna Salai', 'Chennai', 'TN', '600002'],
  ],
};

export async function insertEmergencyLocations(tx: DbOrTx, now: Date): Promise<void> {
  const until = new Date(now.getTime() + DEMO_PROVISIONING_MS);
  const created = new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000);
  // A head office seeded as provisioning is the account's pending one: it gets its time.
  const pendingHeadOffice = CUSTOMERS.filter((c) => c.location.provisioning).map((c) => c.id);
  if (pendingHeadOffice.length)
    await tx
      .update(emergencyLocations)
      .set({ provisioningUntil: until })
      .where(
        and(
          inArray(emergencyLocations.accountId, pendingHeadOffice),
          eq(emergencyLocations.status, 'provisioning'),
        ),
      );
  const rows = CUSTOMERS.flatMap((c) =>
    (SITES[c.country] ?? []).map(([name, street, city, region, postalCode], i) => {
      const pending = i === 2 && !c.location.provisioning;
      return {
        accountId: c.id,
        name,
        street,
        city,
        region,
        postalCode,
        countryCode: c.country,
        status: pending ? 'provisioning' : 'provisioned',
        provisioningUntil: pending ? until : null,
        createdAt: pending ? now : created,
      };
    }),
  );
  if (!rows.length) return;
  const sites = await tx
    .insert(emergencyLocations)
    .values(rows)
    .returning({ id: emergencyLocations.id, accountId: emergencyLocations.accountId });
  await insertNetworkLocations(tx, sites, created);
}

/** Per account, by the index of its site (the first two are always provisioned): active networks. */
const NETWORKS: [site: number, kind: 'subnet' | 'bssid', network: string, description: string][] = [
  [0, 'subnet', '10.20.0.0/24', 'Office LAN'],
  [0, 'bssid', '00:1A:2B:3C:4D:5E', 'Ground floor access point'],
  [1, 'subnet', '10.20.1.0/24', 'Office LAN'],
];

async function insertNetworkLocations(
  tx: DbOrTx,
  sites: { id: number; accountId: number }[],
  createdAt: Date,
) {
  const byAccount = new Map<number, { id: number }[]>();
  for (const s of sites) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
  const rows = [...byAccount].flatMap(([accountId, own]) =>
    NETWORKS.filter(([site]) => own[site]).map(([site, kind, network, description]) => ({
      accountId,
      locationId: own[site].id,
      kind,
      network,
      description,
      provisioningUntil: null,
      createdAt,
    })),
  );
  if (rows.length) await tx.insert(networkLocations).values(rows);
}
