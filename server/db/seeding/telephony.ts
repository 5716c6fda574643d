// The telephony of each customer account: extensions (one per person and the shared ones of
// USER-07), the emergency location, phone numbers (local and toll-free), devices and their lines.
import { randomBytes } from 'node:crypto';
import { type NumberStatus, TOLL_FREE_PREFIXES } from '../../../src/domain/phoneNumbers';
import { ROLE } from '../../../src/domain/roles';
import { provisioningHa1 } from '../../auth/provisioningHa1';
import {
  deviceBlfKeys,
  devices,
  emergencyLocations,
  extensions,
  hotelingSettings,
  lines,
  phoneNumbers,
} from '../schema';
import { e164, type Numbering, pad } from './numbering';
import type { Person } from './people';
import type { DemoPlan, LinePlan, LineRow, PhoneRow } from './plan';
import type { CustomerSpec } from './tenantTree';
import { chunks, type Tx } from './writing';

/** NUM-06 */

/**
 * Desk phone models, each with its make (provisioning_models, migration 0015), the makes in turn
 * so that any three phones in a row are of three makes.
 */
export const DESK_MODELS: ReadonlyArray<{ make: string; model: string }> = [
  { make: 'Yealink', model: 'Yealink T54W' },
  { make: 'Polycom', model: 'Polycom VVX 450' },
  { make: 'Cisco', model: 'Cisco 8851' },
  { make: 'Yealink', model: 'Yealink T46U' },
  { make: 'Polycom', model: 'Poly Edge E350' },
  { make: 'Cisco', model: 'Cisco 7841' },
  { make: 'Yealink', model: 'Yealink T33G' },
  { make: 'Polycom', model: 'Polycom VVX 250' },
  { make: 'Cisco', model: 'Cisco 8851' },
];

/**
 * The provisioning credential of the US demo account's first desk phone, printed in the README:
 * its user is its MAC's digits in lower case (as for every phone, provisionUserOf).
 */
export const DEMO_PROVISIONING = {
  mac: 'AA:BB:CC:10:01:01',
  user: 'aabbcc100101',
  password: 'provision-demo-1',
};

/** A SIP password for a seeded line (random: the demo's phones are not real). */
const sipPassword = () => randomBytes(12).toString('base64url');

const HOUR_MS = 3_600_000;
/** What a registered desk phone's last REGISTER said, `now` being the seed's clock. */
function registered(now: Date, from: string, userAgent: string): Partial<LinePlan> {
  return {
    registeredAt: new Date(now.getTime() - HOUR_MS / 4),
    // Far ahead, so that the demo's phones stay registered while someone looks at them.
    registrationExpiresAt: new Date(now.getTime() + 365 * 24 * HOUR_MS),
    registeredFrom: from,
    userAgent,
  };
}
/** A phone that registered once and whose registration ran out two days ago. */
function lapsed(now: Date, from: string, userAgent: string): Partial<LinePlan> {
  return {
    registeredAt: new Date(now.getTime() - 3 * 24 * HOUR_MS),
    registrationExpiresAt: new Date(now.getTime() - 2 * 24 * HOUR_MS),
    registeredFrom: from,
    userAgent,
  };
}

/** The account's head office, where its lines' emergency calls are located. */
export function planLocation(c: CustomerSpec): DemoPlan['locations'][number] {
  return {
    accountId: c.id,
    name: 'Head Office',
    street: c.location.street,
    city: c.location.city,
    region: c.location.region,
    postalCode: c.location.postalCode,
    countryCode: c.country,
    status: c.location.provisioning ? 'provisioning' : 'provisioned',
  };
}

/**
 * The extensions, numbers and devices of one customer account. `people` are the account's
 * people in creation order, each with their own number; `nextDid` goes on handing out the
 * account's local numbers after theirs.
 */
export function planCustomerTelephony(
  plan: DemoPlan,
  c: CustomerSpec,
  a: number,
  num: Numbering,
  people: Person[],
  nextDid: () => string,
  now: Date,
): void {
  const worldOffice = `Extension - World Office (${c.country})`;
  for (const [u, p] of people.entries()) {
    const extensionNumber = String(101 + u);
    const did = p.did;
    // USER-07: most people have an 'Extension'; two have the unlimited kinds; in non-US
    // accounts some are on a world-office plan.
    const extensionType =
      u === 3 ? 'Unlimited Extension' : u === 6 ? 'Mobile Unlimited Extension' : 'Extension';
    const servicePlan =
      extensionType === 'Mobile Unlimited Extension'
        ? 'Mobile - Unlimited'
        : c.country !== 'US' && u % 3 === 1
          ? worldOffice
          : u % 4 === 2
            ? 'Extension - Metered'
            : 'Extension - Unlimited';
    plan.extensions.push({
      row: {
        accountId: c.id,
        extensionNumber,
        extensionType,
        servicePlan,
        userName: `${p.first} ${p.last}`,
        provisionCode: `${pad(c.id, 3)}${extensionNumber}`,
        isDefault: true,
      },
      userLogin: p.login,
    });
    plan.phones.push({
      row: {
        accountId: c.id,
        phoneNumber: did,
        country: c.country,
        productNumber: 'DID-LOCAL',
        initialAssign: 'Extension',
        callerId: null,
        callerIdName: `${p.first} ${p.last}`.toUpperCase().slice(0, 15),
        customTag: u % 3 === 0 ? (u % 2 === 0 ? 'Head office' : 'Sales floor') : null,
        status: 'Assigned',
      },
      extensionNumber,
    });
  }

  // The shared extensions of USER-07.
  const shared: Array<{
    number: string;
    type: string;
    plan: string;
    name: string;
    did: boolean;
    tag?: string;
  }> = [
    {
      number: '200',
      type: 'Virtual Extension',
      plan: 'Virtual Extension',
      name: 'After-hours Voicemail',
      did: false,
    },
    { number: '300', type: 'Call Group', plan: 'Call Group', name: 'Sales Team', did: false },
    {
      number: '400',
      type: 'Call Queue',
      plan: 'Call Queue - Standard',
      name: 'Support Queue',
      did: true,
      tag: 'Support line',
    },
    { number: '500', type: 'Page Group', plan: 'Page Group', name: 'Warehouse Paging', did: false },
    { number: '700', type: 'Conference', plan: 'Conference Bridge', name: 'Conference Bridge', did: true },
    {
      number: '800',
      type: 'Auto Attendant',
      plan: 'Auto Attendant',
      name: 'Main Menu',
      did: true,
      tag: 'Main line',
    },
    { number: '900', type: 'FAX', plan: 'Virtual Fax', name: 'Office Fax', did: true },
  ];
  for (const s of shared) {
    plan.extensions.push({
      row: {
        accountId: c.id,
        extensionNumber: s.number,
        extensionType: s.type,
        servicePlan: s.plan,
        userName: s.name,
        isDefault: false,
      },
    });
    if (s.did) {
      plan.phones.push({
        row: {
          accountId: c.id,
          phoneNumber: nextDid(),
          country: c.country,
          productNumber: 'DID-LOCAL',
          initialAssign: s.type,
          callerId: null,
          customTag: s.tag ?? null,
          callerIdName: s.name.toUpperCase().slice(0, 15),
          backupNumber: s.number === '800' ? e164(num.mobile(a, 0)) : null,
          status: 'Assigned',
        },
        extensionNumber: s.number,
      });
    }
  }
  // Spare local numbers: four available, two reserved.
  for (let i = 0; i < 6; i++) {
    plan.phones.push({
      row: {
        accountId: c.id,
        phoneNumber: nextDid(),
        country: c.country,
        productNumber: 'DID-LOCAL',
        status: i < 4 ? 'Available' : 'Reserved',
        customTag: i === 4 ? 'Reserved for new hire' : null,
      },
    });
  }
  // Numbers in the other states (NUM-03), from the other providers, some tagged (decision 0089).
  for (const [i, status] of SPREAD_STATUSES.entries()) {
    const providers = c.country === 'GB' ? SPREAD_PROVIDERS_GB : SPREAD_PROVIDERS;
    plan.phones.push({
      row: {
        accountId: c.id,
        phoneNumber: nextDid(),
        country: c.country,
        productNumber: 'DID-LOCAL',
        providerName: providers[i % providers.length],
        callerIdName: i % 2 === 0 ? c.name.toUpperCase().slice(0, 15) : null,
        customTag: i % 4 === 1 ? 'Marketing campaign' : i % 4 === 3 ? 'Porting batch' : null,
        status,
      },
    });
  }
  // Toll-free numbers (NUM-06), US accounts only; the first goes to the auto attendant.
  for (let t = 0; t < c.tollFree; t++) {
    const prefix = TOLL_FREE_PREFIXES[(a + t) % TOLL_FREE_PREFIXES.length];
    plan.phones.push({
      row: {
        accountId: c.id,
        phoneNumber: `${prefix}5550${pad(100 + a * 7 + t, 3)}`,
        country: 'US',
        productNumber: 'DID-TOLLFREE',
        isTollFree: true,
        initialAssign: t === 0 ? 'Auto Attendant' : null,
        customTag: t === 0 ? 'Toll-free main line' : null,
        status: t === 0 ? 'Assigned' : t % 3 === 2 ? 'Reserved' : 'Available',
      },
      extensionNumber: t === 0 ? '800' : undefined,
    });
  }

  // Devices (DEV-01): desk phones of three makes, most assigned to a person's extension, two
  // spares (hot desks); a conference phone in the boardroom; softphones and apps for the end user.
  // Registration: every third desk phone never registered, one lapsed, the rest registered.
  const mac = (d: number) => `AA:BB:CC:${pad(c.id, 2)}:${pad(d, 2)}:01`.toUpperCase();
  const sip = (d: number, l: number) => String(c.id * 100000 + d * 10 + l);
  const assignedDesks = c.deskPhones - 2;
  const officeAddress = (d: number) => `203.0.113.${(c.id * 7 + d) % 250}`;
  for (let d = 0; d < c.deskPhones; d++) {
    const { make, model } = DESK_MODELS[(a + d) % DESK_MODELS.length];
    const owner = d < assignedDesks ? people[d] : undefined;
    // The first phone after the owned ones is a hot desk: a shared phone on the first person's
    // extension, with the second person logged in (unassigning it is refused: ERR-07).
    const hotDesk = d === assignedDesks;
    const extensionNumber = owner ? String(101 + d) : hotDesk ? '101' : undefined;
    const agent = `${model.replace(' ', '-')}/1.0 (${mac(d + 1)})`;
    const registration =
      d % 3 === 2
        ? {}
        : d === 1
          ? lapsed(now, officeAddress(d), agent)
          : registered(now, officeAddress(d), agent);
    const deskLines: LinePlan[] = [
      {
        sipId: sip(d, 1),
        clientId: null,
        appType: null,
        extensionNumber,
        sipPassword: sipPassword(),
        position: 1,
        ...registration,
      },
    ];
    if (d === 0)
      deskLines.push({
        sipId: sip(d, 2),
        clientId: null,
        appType: null,
        extensionNumber: '300',
        sipPassword: sipPassword(),
        position: 2,
        ...registration,
      });
    const first = c.id === 10 && d === 0;
    plan.devices.push({
      row: {
        accountId: c.id,
        name: owner
          ? `${model} (${owner.first} ${owner.last})`
          : hotDesk
            ? `Hot desk ${model}`
            : `Spare ${model} #${d - assignedDesks}`,
        macAddress: mac(d + 1),
        make,
        model,
        kind: 'deskphone',
        // Every desk phone has a credential; only the README's one has a known password.
        provisioningUser: mac(d + 1)
          .replaceAll(':', '')
          .toLowerCase(),
        provisioningHa1: provisioningHa1(
          mac(d + 1)
            .replaceAll(':', '')
            .toLowerCase(),
          first ? DEMO_PROVISIONING.password : sipPassword(),
        ),
      },
      extensionNumber,
      loggedInLogin: hotDesk ? people[1].login : undefined,
      // The first phone watches the reception's and the support queue's lines.
      blfKeys:
        d === 0
          ? [
              { position: 1, extensionNumber: '102', label: 'Reception' },
              { position: 2, extensionNumber: '400', label: 'Support Queue' },
            ]
          : undefined,
      lines: deskLines,
    });
  }
  const boardroomIndex = people.findIndex((p) => p.isRoom);
  plan.devices.push({
    row: {
      accountId: c.id,
      name: 'Boardroom conference phone',
      macAddress: mac(60),
      make: 'Polycom',
      model: 'Poly Trio C60',
      kind: 'deskphone',
    },
    extensionNumber: String(101 + boardroomIndex),
    lines: [
      {
        sipId: sip(60, 1),
        clientId: null,
        appType: null,
        extensionNumber: String(101 + boardroomIndex),
        sipPassword: sipPassword(),
        position: 1,
      },
    ],
  });
  const endUserIndex = people.findIndex((p) => p.roleId === ROLE.END_USER);
  const noDashIndex = people.findIndex((p) => p.roleId === ROLE.END_USER_NO_DASHBOARD);
  const softphones: Array<{ index: number; appType: string; name: string; model: string }> = [
    {
      index: endUserIndex,
      appType: 'desktop',
      name: 'Switchboard for Desktop',
      model: 'Switchboard Desktop',
    },
    { index: endUserIndex, appType: 'mobile', name: 'Switchboard for iPhone', model: 'Switchboard Mobile' },
    {
      index: noDashIndex,
      appType: 'mobileconnect',
      name: 'Switchboard Mobile Connect',
      model: 'Switchboard Mobile Connect',
    },
  ];
  for (const [k, s] of softphones.entries()) {
    const person = people[s.index];
    const extensionNumber = String(101 + s.index);
    plan.devices.push({
      row: {
        accountId: c.id,
        name: `${s.name} (${person.first} ${person.last})`,
        macAddress: null,
        make: null,
        model: s.model,
        kind: s.appType === 'desktop' ? 'softphone' : 'mobile',
      },
      extensionNumber,
      loggedInLogin: person.login,
      lines: [
        {
          sipId: sip(70 + k, 1),
          clientId: `sb-${s.appType}-${c.id}-${pad(k + 1, 2)}`,
          appType: s.appType,
          extensionNumber,
          sipPassword: sipPassword(),
          position: 1,
          ...(k === 0 ? registered(now, '198.51.100.20', 'Switchboard-Desktop/3.2') : {}),
        },
      ],
    });
  }
}

/**
 * Inserts the extensions, the emergency locations, the devices and their lines, and the phone
 * numbers; answers an extension's id by account and number.
 */
export async function insertTelephony(
  tx: Tx,
  plan: DemoPlan,
  userId: (login: string) => number,
): Promise<(accountId: number, number: string | undefined) => number | null> {
  const extensionIds = new Map<string, number>();
  const extKey = (accountId: number, number: string) => `${accountId}:${number}`;
  for (const part of chunks(plan.extensions)) {
    const inserted = await tx
      .insert(extensions)
      .values(part.map((e) => ({ ...e.row, userId: e.userLogin ? userId(e.userLogin) : null })))
      .returning({
        id: extensions.id,
        accountId: extensions.accountId,
        extensionNumber: extensions.extensionNumber,
      });
    for (const r of inserted) extensionIds.set(extKey(r.accountId, r.extensionNumber), r.id);
  }
  const extensionId = (accountId: number, number: string | undefined) => {
    if (number === undefined) return null;
    const id = extensionIds.get(extKey(accountId, number));
    if (id === undefined) throw new Error(`seed: no extension ${number} in account ${accountId}`);
    return id;
  };

  const locationIds = new Map<number, number>();
  const insertedLocations = await tx
    .insert(emergencyLocations)
    .values(plan.locations)
    .returning({ id: emergencyLocations.id, accountId: emergencyLocations.accountId });
  for (const r of insertedLocations) locationIds.set(r.accountId, r.id);

  const deviceIds = new Map<string, number>();
  const devKey = (accountId: number, name: string) => `${accountId}:${name}`;
  for (const part of chunks(plan.devices)) {
    const inserted = await tx
      .insert(devices)
      .values(
        part.map((d) => ({
          ...d.row,
          extensionId: extensionId(d.row.accountId, d.extensionNumber),
          loggedInUserId: d.loggedInLogin ? userId(d.loggedInLogin) : null,
        })),
      )
      .returning({ id: devices.id, accountId: devices.accountId, name: devices.name });
    for (const r of inserted) deviceIds.set(devKey(r.accountId, r.name), r.id);
  }
  const lineRows: LineRow[] = plan.devices.flatMap((d) =>
    d.lines.map((l) => ({
      accountId: d.row.accountId,
      deviceId: deviceIds.get(devKey(d.row.accountId, d.row.name))!,
      clientId: l.clientId,
      sipId: l.sipId,
      e911LocationId: locationIds.get(d.row.accountId) ?? null,
      extensionId: extensionId(d.row.accountId, l.extensionNumber),
      appType: l.appType,
      sipPassword: l.sipPassword,
      position: l.position,
      registeredAt: l.registeredAt,
      registrationExpiresAt: l.registrationExpiresAt,
      registeredFrom: l.registeredFrom,
      userAgent: l.userAgent,
    })),
  );
  for (const part of chunks(lineRows)) await tx.insert(lines).values(part);
  const blfRows = plan.devices.flatMap((d) =>
    (d.blfKeys ?? []).map((k) => ({
      accountId: d.row.accountId,
      deviceId: deviceIds.get(devKey(d.row.accountId, d.row.name))!,
      position: k.position,
      extensionId: extensionId(d.row.accountId, k.extensionNumber)!,
      label: k.label,
    })),
  );
  if (blfRows.length > 0) await tx.insert(deviceBlfKeys).values(blfRows);
  // Every customer account's hoteling settings; new SIP ids start above the seeded ones.
  await tx.insert(hotelingSettings).values(
    plan.locations.map((l, i) => ({
      accountId: l.accountId,
      enabled: true,
      autoLogoutMinutes: i % 2 === 0 ? 480 : null,
      migrationPhase: i === 1 ? 'migrating' : i === 2 ? 'iceberg-devices' : 'legacy',
      nextSipSeq: 1000,
    })),
  );

  const phoneRows: PhoneRow[] = plan.phones.map((p) => ({
    ...p.row,
    extensionId: extensionId(p.row.accountId, p.extensionNumber),
  }));
  for (const part of chunks(phoneRows)) await tx.insert(phoneNumbers).values(part);

  return extensionId;
}

/** The statuses of the numbers of the spread, one number each (Available twice). */
const SPREAD_STATUSES: NumberStatus[] = [
  'Porting In',
  'Suspended',
  'Aging',
  'Call Queue',
  'Call Group',
  'Auto Attendant',
  'Conference',
  'Fax',
  'Porting Out',
  'Available',
  'Available',
  'Reserved',
];
/** Their providers in turn: mostly the platform's carrier. */
const SPREAD_PROVIDERS = [
  'Switchboard Carrier',
  'Bandwidth',
  'Switchboard Carrier',
  'Lumen',
  'Telnyx',
  'BYOC',
];
const SPREAD_PROVIDERS_GB = ['Switchboard Carrier', 'BT Wholesale', 'Switchboard Carrier', 'BYOC'];
