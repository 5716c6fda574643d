// Data of the provisioning area: the provisioning models (reference data, migration 0015), an
// account's device-platform state (hoteling_settings), phone configurations and SIP handset
// props by MAC, and the lookups by MAC. MACs are stored formatted (DEV-02) and compared by macKey.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProvisioningModel } from '../../../src/domain/deviceAnswers';
import { formatMac, isCompleteMac, macKey } from '../../../src/domain/mac';
import type { PhoneSettings } from '../../../src/domain/schemas/provisioning';
import type { DbOrTx } from '../../db/client';
import {
  devices,
  extensions,
  hotelingSettings,
  lines,
  phoneConfigurations,
  provisioningModels,
  sipHandsetProps,
} from '../../db/schema';
import { validationFailed } from '../../http/errors';

/** The model a make's phone is given when its model is detected at its first fetch. */
export const AUTO_DETECT = 'Auto Detect';
/** A softphone or any device that is not a known phone: no MAC, no configuration file. */
export const SOFTPHONE_OTHER = 'Softphone/Other';
/** The make of the 'Softphone/Other' entry. */
const OTHER_MAKE = 'Other';

type ModelRow = typeof provisioningModels.$inferSelect;

function itemOf(m: ModelRow): ProvisioningModel {
  return {
    id: m.id,
    name: m.name,
    partnerNumber: m.partnerNumber,
    provisionModel: m.provisionModel,
    autoProvisionModel: m.autoProvisionModel,
    numOfLines: m.numOfLines,
    description: m.description,
    makeName: m.makeName,
    makeDescription: m.makeDescription,
  };
}

/**
 * The models of the table, then the synthetic entries DEV-03 always adds: one 'Auto Detect' per
 * make (ids 'auto-<make>', lines: the make's largest, since the phone may turn out to be any of
 * them) and one 'Softphone/Other' (id 'softphone', lines null). Text ids never meet the table's.
 */
export function withSyntheticModels(rows: ModelRow[]): ProvisioningModel[] {
  const items = rows.map(itemOf);
  const makes = new Map<string, ProvisioningModel[]>();
  for (const m of items) makes.set(m.makeName, [...(makes.get(m.makeName) ?? []), m]);
  for (const [make, models] of makes) {
    const lines = models.map((m) => m.numOfLines ?? 0);
    items.push({
      id: `auto-${make.toLowerCase()}`,
      name: AUTO_DETECT,
      partnerNumber: null,
      provisionModel: 'auto',
      autoProvisionModel: null,
      numOfLines: Math.max(...lines) || null,
      description: `A ${make} phone whose model is detected when it first fetches its configuration.`,
      makeName: make,
      makeDescription: models[0].makeDescription,
    });
  }
  items.push({
    id: 'softphone',
    name: SOFTPHONE_OTHER,
    partnerNumber: null,
    provisionModel: 'softphone',
    autoProvisionModel: null,
    numOfLines: null,
    description: 'A softphone, an app or a device that is not provisioned.',
    makeName: OTHER_MAKE,
    makeDescription: null,
  });
  return items;
}

export async function provisioningModelList(db: DbOrTx): Promise<ProvisioningModel[]> {
  const rows = await db
    .select()
    .from(provisioningModels)
    .orderBy(asc(provisioningModels.makeName), asc(provisioningModels.name));
  return withSyntheticModels(rows);
}

/** Makes and their models (C-423, C-469): only the models sold in `country` when it is given. */
export async function makesAndModels(db: DbOrTx, country?: string) {
  const rows = await db
    .select()
    .from(provisioningModels)
    .where(country ? sql`${provisioningModels.countries} ? ${country.toUpperCase()}` : undefined)
    .orderBy(asc(provisioningModels.makeName), asc(provisioningModels.name));
  const makes = new Map<
    string,
    { makeName: string; makeDescription: string | null; models: ProvisioningModel[] }
  >();
  for (const m of rows) {
    const make = makes.get(m.makeName) ?? {
      makeName: m.makeName,
      makeDescription: m.makeDescription,
      models: [],
    };
    make.models.push(itemOf(m));
    makes.set(m.makeName, make);
  }
  return [...makes.values()];
}

/** The model row of a device's model name, if it is a known one. */
export async function modelNamed(db: DbOrTx, name: string | null): Promise<ModelRow | undefined> {
  if (!name) return undefined;
  const [row] = await db.select().from(provisioningModels).where(eq(provisioningModels.name, name));
  return row;
}

/** The account's device-platform state; an account without a row is on the defaults. */
export async function hotelingStateOf(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(hotelingSettings).where(eq(hotelingSettings.accountId, accountId));
  return (
    row ?? { accountId, enabled: true, autoLogoutMinutes: null, migrationPhase: 'legacy', nextSipSeq: 1 }
  );
}

/**
 * The SIP id a new line of the account gets from sequence number `seq`: the account's id, then the
 * sequence in five digits (as the device create hands them out, server/areas/devices/deviceWrites.ts).
 */
export function sipIdFor(accountId: number, seq: number): string {
  return `${accountId}${String(seq).padStart(5, '0')}`;
}

/** The next SIP id (C-169, C-465): read only; the device create consumes it. Skips ids in use. */
export async function peekNextSipId(db: DbOrTx, accountId: number): Promise<string> {
  let seq = (await hotelingStateOf(db, accountId)).nextSipSeq;
  for (;;) {
    const candidate = sipIdFor(accountId, seq);
    const [taken] = await db.select({ id: lines.id }).from(lines).where(eq(lines.sipId, candidate));
    if (!taken) return candidate;
    seq++;
  }
}

/** A MAC from a path or query, formatted (DEV-02); a 400 naming `field` when it is not complete. */
export function completeMac(raw: string, field = 'mac'): string {
  if (!isCompleteMac(raw)) throw validationFailed([{ field, message: 'Enter a complete MAC address.' }]);
  return formatMac(raw);
}

export async function phoneConfigurationOf(db: DbOrTx, accountId: number, mac: string, model: string) {
  const [row] = await db
    .select({ settings: phoneConfigurations.settings })
    .from(phoneConfigurations)
    .where(
      and(
        eq(phoneConfigurations.accountId, accountId),
        eq(phoneConfigurations.macAddress, mac),
        eq(phoneConfigurations.model, model),
      ),
    );
  return { macAddress: mac, model, settings: row?.settings ?? {} };
}

/** Replaces the settings of the phone (the whole map: what is not in it is gone). */
export async function savePhoneConfiguration(
  db: DbOrTx,
  accountId: number,
  mac: string,
  model: string,
  settings: PhoneSettings,
) {
  await db
    .insert(phoneConfigurations)
    .values({ accountId, macAddress: mac, model, settings })
    .onConflictDoUpdate({
      target: [phoneConfigurations.accountId, phoneConfigurations.macAddress, phoneConfigurations.model],
      set: { settings },
    });
  return { macAddress: mac, model, settings };
}

export async function sipHandsetPropsOf(db: DbOrTx, accountId: number, mac: string) {
  const [row] = await db
    .select({ props: sipHandsetProps.props })
    .from(sipHandsetProps)
    .where(and(eq(sipHandsetProps.accountId, accountId), eq(sipHandsetProps.macAddress, mac)));
  return { macAddress: mac, props: row?.props ?? {} };
}

export async function saveSipHandsetProps(db: DbOrTx, accountId: number, mac: string, props: PhoneSettings) {
  await db
    .insert(sipHandsetProps)
    .values({ accountId, macAddress: mac, props })
    .onConflictDoUpdate({ target: [sipHandsetProps.accountId, sipHandsetProps.macAddress], set: { props } });
  return { macAddress: mac, props };
}

/**
 * Each MAC asked for (C-168), as it was asked, with the extension of the account's device that
 * has it (compared by macKey), or null: no device of the account, or a device with no extension.
 */
export async function macAddressToExtensionMap(db: DbOrTx, accountId: number, macList: string[]) {
  const wanted = macList.map((m) => m.trim()).filter(Boolean);
  const formatted = [...new Set(wanted.filter(isCompleteMac).map(formatMac))];
  const found =
    formatted.length === 0
      ? []
      : await db
          .select({
            mac: devices.macAddress,
            extensionId: devices.extensionId,
            extensionNumber: extensions.extensionNumber,
          })
          .from(devices)
          .leftJoin(extensions, eq(extensions.id, devices.extensionId))
          .where(and(eq(devices.accountId, accountId), inArray(devices.macAddress, formatted)));
  const byKey = new Map(found.map((f) => [macKey(f.mac ?? ''), f]));
  const answer: Record<string, { extensionId: number; extensionNumber: string } | null> = {};
  for (const mac of wanted) {
    const hit = byKey.get(macKey(mac));
    answer[mac] =
      hit?.extensionId != null && hit.extensionNumber != null
        ? { extensionId: hit.extensionId, extensionNumber: hit.extensionNumber }
        : null;
  }
  return answer;
}
