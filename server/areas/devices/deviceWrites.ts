// Changes to devices and lines (issue 16, decision 0082): create with lines and their SIP ids,
// change, assign to an extension, unassign, log out, change a line. Every write that puts lines
// on emergency locations or extensions checks them first, in the same transaction (ERR-07,
// ERR-08): nothing is half-written when one is refused.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ANOTHER_USER_LOGGED_IN, LOCATION_PROVISIONING } from '../../../src/domain/deviceErrors';
import { macKey } from '../../../src/domain/mac';
import {
  AUTO_DETECT_MODEL,
  type DeviceCreate,
  type DeviceUpdate,
  SOFTPHONE_MODEL,
} from '../../../src/domain/schemas/device';
import type { DbOrTx } from '../../db/client';
import {
  devices,
  emergencyLocations,
  extensions,
  hotelingSettings,
  lines,
  provisioningModels,
} from '../../db/schema';
import { violatedUniqueIndex } from '../../db/uniqueViolation';
import { ApiError, type FieldError, validationFailed } from '../../http/errors';
import { statusSql as locationStatusSql } from '../locations/locationStore';
import type { DeviceRow } from './deviceRows';

/** The realm of the phones' provisioning credential (HTTP digest), as the provisioning files check it. */
export const PROVISIONING_REALM = 'switchboard-provisioning';
/** The advisory lock class of an account's SIP ids (the account id is its second key). */
const SIP_IDS_LOCK = 0x736970;
const SECRET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SECRET_LENGTH = 20;

export const MAC_IN_USE = 'This MAC address is already in use.';

/** A random secret from crypto (SIP and provisioning passwords): letters and digits, no look-alikes. */
export function randomSecret(length = SECRET_LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)];
  return s;
}

export const macInUse = () => new ApiError(409, 'mac_in_use', MAC_IN_USE);

/** Whether a MAC address is held by any device, of any account: its formatted form is unique. */
export async function macHolder(db: DbOrTx, mac: string) {
  const [row] = await db
    .select({ id: devices.id, accountId: devices.accountId, extensionId: devices.extensionId })
    .from(devices)
    .where(eq(devices.macAddress, mac))
    .limit(1);
  return row;
}

/**
 * `count` new SIP ids of an account, `<accountId><seq, 5 digits>` from its hoteling settings'
 * next_sip_seq; ids some line already holds (seeded, or typed by hand) are skipped. Under the
 * account's advisory lock until the transaction ends, so two servers never hand out the same.
 */
export async function nextSipIds(tx: DbOrTx, accountId: number, count: number): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SIP_IDS_LOCK}, ${accountId})`);
  await tx.insert(hotelingSettings).values({ accountId }).onConflictDoNothing();
  const [settings] = await tx
    .select({ next: hotelingSettings.nextSipSeq })
    .from(hotelingSettings)
    .where(eq(hotelingSettings.accountId, accountId));
  const ids: string[] = [];
  let seq = settings.next;
  while (ids.length < count) {
    const window = Array.from({ length: count - ids.length + 8 }, (_, i) => seq + i);
    const candidates = window.map((n) => `${accountId}${String(n).padStart(5, '0')}`);
    const taken = new Set(
      (await tx.select({ sipId: lines.sipId }).from(lines).where(inArray(lines.sipId, candidates))).map(
        (r) => r.sipId,
      ),
    );
    for (const [i, candidate] of candidates.entries()) {
      if (ids.length === count) break;
      seq = window[i] + 1;
      if (!taken.has(candidate)) ids.push(candidate);
    }
  }
  await tx.update(hotelingSettings).set({ nextSipSeq: seq }).where(eq(hotelingSettings.accountId, accountId));
  return ids;
}

type LineTarget = { e911LocationId?: number | null; extensionId?: number | null };

/**
 * Refuses lines that would sit on an emergency location of another account or none (ERR-08), on
 * one still being provisioned at `now` (ERR-07; its time not yet passed, issue 19), or on an
 * extension of another account. `field(i)` is the i-th line's field prefix in the errors ('lines.0.').
 */
export async function checkLineTargets(
  db: DbOrTx,
  accountId: number,
  targets: readonly LineTarget[],
  now: Date,
  field: (i: number) => string = (i) => `lines.${i}.`,
): Promise<void> {
  const locationIds = [
    ...new Set(targets.map((t) => t.e911LocationId).filter((id): id is number => id != null)),
  ];
  const locations = new Map(
    locationIds.length
      ? (
          await db
            .select({ id: emergencyLocations.id, status: locationStatusSql(now) })
            .from(emergencyLocations)
            .where(
              and(eq(emergencyLocations.accountId, accountId), inArray(emergencyLocations.id, locationIds)),
            )
        ).map((l) => [l.id, l.status])
      : [],
  );
  const missing = targets.findIndex((t) => t.e911LocationId != null && !locations.has(t.e911LocationId));
  if (missing >= 0)
    throw new ApiError(
      400,
      'emergency_location_missing',
      `The emergency location ${targets[missing].e911LocationId} does not exist.`,
      [{ field: `${field(missing)}e911LocationId`, message: 'Choose an emergency location.' }],
    );
  if ([...locations.values()].some((status) => status === 'provisioning'))
    throw new ApiError(400, 'emergency_location_provisioning', LOCATION_PROVISIONING);
  const extensionIds = [
    ...new Set(targets.map((t) => t.extensionId).filter((id): id is number => id != null)),
  ];
  if (!extensionIds.length) return;
  const found = new Set(
    (
      await db
        .select({ id: extensions.id })
        .from(extensions)
        .where(and(eq(extensions.accountId, accountId), inArray(extensions.id, extensionIds)))
    ).map((e) => e.id),
  );
  const errors: FieldError[] = targets.flatMap((t, i) =>
    t.extensionId != null && !found.has(t.extensionId)
      ? [{ field: `${field(i)}extensionId`, message: 'Choose an extension of this account.' }]
      : [],
  );
  if (errors.length) throw validationFailed(errors);
}

/** An extension of the account, or a 400 on `field`. */
export async function extensionOf(db: DbOrTx, accountId: number, extensionId: number, field = 'extensionId') {
  const [row] = await db
    .select()
    .from(extensions)
    .where(and(eq(extensions.id, extensionId), eq(extensions.accountId, accountId)));
  if (!row) throw validationFailed([{ field, message: 'Choose an extension of this account.' }]);
  return row;
}

/** The MAC a create or change stores, refused with 409 when another device holds it. */
async function assertMacFree(db: DbOrTx, mac: string | null | undefined, deviceId?: number) {
  if (!mac) return;
  const holder = await macHolder(db, mac);
  if (holder && holder.id !== deviceId) throw macInUse();
}

/** A unique index on the MAC that refused a write two creates raced to: the same 409. */
function macRace(error: unknown): never {
  if (violatedUniqueIndex(error) === 'devices_mac_idx') throw macInUse();
  throw error;
}

/**
 * Refuses a make or a model the platform does not provision (DEV-03): a model is one of the
 * provisioning models, of the make given with it; 'Auto Detect' (or no model) needs a known make
 * or none; 'Softphone/Other' goes with any. A 400 on the field, before anything is written.
 */
export async function checkMakeAndModel(
  db: DbOrTx,
  make: string | null | undefined,
  model: string | null | undefined,
): Promise<void> {
  if (model === SOFTPHONE_MODEL) return;
  const specific = model && model !== AUTO_DETECT_MODEL ? model : undefined;
  if (specific) {
    const makes = await db
      .select({ make: provisioningModels.makeName })
      .from(provisioningModels)
      .where(eq(provisioningModels.name, specific));
    if (!makes.some((m) => !make || m.make === make))
      throw validationFailed([
        { field: 'model', message: make ? `Choose a model of ${make}.` : 'Choose a model from the list.' },
      ]);
  } else if (make && !(await db.$count(provisioningModels, eq(provisioningModels.makeName, make))))
    throw validationFailed([{ field: 'make', message: 'Choose a make from the list.' }]);
}

/** What `model` stores: 'Auto Detect' is told by the phone at its first fetch. */
const storedModel = (model: string | null | undefined) =>
  model === AUTO_DETECT_MODEL ? null : (model ?? null);
const kindOf = (body: {
  kind?: DeviceRow['kind'] | undefined;
  model?: string | null;
  macAddress?: string | null;
}) => body.kind ?? (body.model === SOFTPHONE_MODEL ? 'softphone' : 'deskphone');

export interface CreatedDevice {
  deviceId: number;
  sipPasswords: { lineId: number; sipId: string; sipPassword: string }[];
  provisioningPassword: string | null;
}

/** A new device with its lines (one when none is given), their SIP ids and passwords. */
export async function createDevice(
  db: DbOrTx,
  accountId: number,
  body: DeviceCreate,
  now: Date,
): Promise<CreatedDevice> {
  const mac = body.macAddress ?? null;
  const extensionId = body.extensionId ?? null;
  const wanted = (body.lines?.length ? body.lines : [{}]).map((l) => ({
    e911LocationId: l.e911LocationId ?? null,
    // A line with no extension of its own follows the device's.
    extensionId: l.extensionId === undefined ? extensionId : l.extensionId,
    appType: l.appType ?? null,
  }));
  await checkMakeAndModel(db, body.make, body.model);
  if (extensionId != null) await extensionOf(db, accountId, extensionId);
  await checkLineTargets(db, accountId, wanted, now);
  await assertMacFree(db, mac);
  const provisioningPassword = mac ? randomSecret() : null;
  const provisioningUser = mac ? macKey(mac).toLowerCase() : null;
  return db
    .transaction(async (tx) => {
      const [device] = await tx
        .insert(devices)
        .values({
          accountId,
          name: body.name,
          macAddress: mac,
          make: body.make || null,
          model: storedModel(body.model),
          kind: kindOf(body),
          extensionId,
          provisioningUser,
          provisioningHa1: provisioningPassword
            ? createHash('md5')
                .update(`${provisioningUser}:${PROVISIONING_REALM}:${provisioningPassword}`)
                .digest('hex')
            : null,
        })
        .returning({ id: devices.id });
      const sipIds = await nextSipIds(tx, accountId, wanted.length);
      const inserted = await tx
        .insert(lines)
        .values(
          wanted.map((l, i) => ({
            accountId,
            deviceId: device.id,
            sipId: sipIds[i],
            sipPassword: randomSecret(),
            position: i + 1,
            ...l,
          })),
        )
        .returning({ lineId: lines.id, sipId: lines.sipId, sipPassword: lines.sipPassword });
      return {
        deviceId: device.id,
        sipPasswords: inserted.map((l) => ({
          lineId: l.lineId,
          sipId: l.sipId,
          sipPassword: l.sipPassword ?? '',
        })),
        provisioningPassword,
      };
    })
    .catch(macRace);
}

/** A change to a device: its fields, its extension (its lines on the old one follow) and its lines. */
export async function updateDevice(
  db: DbOrTx,
  device: DeviceRow,
  body: DeviceUpdate,
  now: Date,
): Promise<void> {
  const values: Partial<DeviceRow> = {};
  // A make or model changed alone is checked with the other as the device has it.
  if (body.make !== undefined || body.model !== undefined)
    await checkMakeAndModel(
      db,
      body.make !== undefined ? body.make : device.make,
      body.model !== undefined ? body.model : device.model,
    );
  if (body.name !== undefined) values.name = body.name;
  if (body.macAddress !== undefined && body.macAddress !== device.macAddress) {
    await assertMacFree(db, body.macAddress, device.id);
    values.macAddress = body.macAddress;
  }
  if (body.make !== undefined) values.make = body.make || null;
  if (body.model !== undefined) values.model = storedModel(body.model);
  if (body.kind !== undefined) values.kind = body.kind;
  if (body.extensionId !== undefined && body.extensionId !== device.extensionId) {
    if (body.extensionId != null) await extensionOf(db, device.accountId, body.extensionId);
    values.extensionId = body.extensionId;
  }
  const lineChanges = body.lines ?? [];
  if (lineChanges.length) {
    const own = new Set(
      (await db.select({ id: lines.id }).from(lines).where(eq(lines.deviceId, device.id))).map((l) => l.id),
    );
    const strangers = lineChanges.flatMap((l, i) =>
      own.has(l.id) ? [] : [{ field: `lines.${i}.id`, message: 'Choose a line of this device.' }],
    );
    if (strangers.length) throw validationFailed(strangers);
    await checkLineTargets(db, device.accountId, lineChanges, now);
  }
  await db
    .transaction(async (tx) => {
      if (Object.keys(values).length) await tx.update(devices).set(values).where(eq(devices.id, device.id));
      if (values.extensionId !== undefined) await moveLines(tx, device, values.extensionId);
      for (const l of lineChanges) {
        const change: Partial<typeof lines.$inferInsert> = {};
        if (l.e911LocationId !== undefined) change.e911LocationId = l.e911LocationId;
        if (l.extensionId !== undefined) change.extensionId = l.extensionId;
        if (l.appType !== undefined) change.appType = l.appType;
        if (Object.keys(change).length) await tx.update(lines).set(change).where(eq(lines.id, l.id));
      }
    })
    .catch(macRace);
}

/** The device's lines on its old extension (or on none) follow it to `extensionId`. */
async function moveLines(tx: DbOrTx, device: DeviceRow, extensionId: number | null) {
  await tx
    .update(lines)
    .set({ extensionId })
    .where(
      and(
        eq(lines.deviceId, device.id),
        device.extensionId == null
          ? isNull(lines.extensionId)
          : or(eq(lines.extensionId, device.extensionId), isNull(lines.extensionId)),
      ),
    );
}

/**
 * Assigns a device to an extension (DEV-04). A device assigned to another extension moves only
 * with `replace_existing`; otherwise 409 naming the holder. A move logs out whoever was logged in.
 */
export async function assignDevice(
  db: DbOrTx,
  device: DeviceRow,
  extensionId: number,
  replaceExisting: boolean,
  now: Date,
): Promise<void> {
  const target = await extensionOf(db, device.accountId, extensionId);
  if (device.extensionId === target.id) return;
  if (device.extensionId != null && !replaceExisting) {
    const [holder] = await db.select().from(extensions).where(eq(extensions.id, device.extensionId));
    throw new ApiError(
      409,
      'device_assigned',
      `This device is assigned to extension ${holder.extensionNumber} (${holder.userName}).`,
      undefined,
      {
        holder: {
          extensionId: holder.id,
          extensionNumber: holder.extensionNumber,
          userName: holder.userName,
        },
      },
    );
  }
  const current = await db
    .select({ e911LocationId: lines.e911LocationId })
    .from(lines)
    .where(eq(lines.deviceId, device.id));
  await checkLineTargets(db, device.accountId, current, now);
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ extensionId: target.id, loggedInUserId: null, loggedInAt: null })
      .where(eq(devices.id, device.id));
    await moveLines(tx, device, target.id);
  });
}

/**
 * Unassigns a device from its extension (DEV-04); refused while a user other than the
 * extension's own is logged in (ERR-07): they log out first.
 */
export async function unassignDevice(db: DbOrTx, device: DeviceRow): Promise<void> {
  if (device.extensionId == null) return;
  if (device.loggedInUserId != null) {
    const [owner] = await db
      .select({ userId: extensions.userId })
      .from(extensions)
      .where(eq(extensions.id, device.extensionId));
    if (owner?.userId !== device.loggedInUserId)
      throw new ApiError(409, 'device_logged_in', ANOTHER_USER_LOGGED_IN);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ extensionId: null, loggedInUserId: null, loggedInAt: null })
      .where(eq(devices.id, device.id));
    await tx
      .update(lines)
      .set({ extensionId: null })
      .where(and(eq(lines.deviceId, device.id), eq(lines.extensionId, device.extensionId as number)));
  });
}

/** Ends the hot-desk login on a device (C-436). */
export async function logoutDevice(db: DbOrTx, deviceId: number): Promise<void> {
  await db.update(devices).set({ loggedInUserId: null, loggedInAt: null }).where(eq(devices.id, deviceId));
}
