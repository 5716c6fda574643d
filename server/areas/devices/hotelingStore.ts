// Account-wide reads of the hoteling service (issue 16, decision 0082): its settings, the lines
// several devices share (SLA), who is logged in where, and the account's devices and lines read
// whole with a fields filter. One statement each, through the account's indexes.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deviceBlfKeys, devices, extensions, hotelingSettings, lines, users } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/** An account's hoteling settings; the defaults when it has no row yet (one is made on first need). */
export async function settingsOf(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(hotelingSettings).where(eq(hotelingSettings.accountId, accountId));
  return {
    accountId,
    enabled: row?.enabled ?? true,
    autoLogoutMinutes: row?.autoLogoutMinutes ?? null,
    migrationPhase: row?.migrationPhase ?? 'legacy',
  };
}

/**
 * Extensions whose lines sit on more than one device of the account (shared line appearances),
 * each with those devices; `deviceId` narrows to the extensions one device takes part in.
 */
export async function sharedLines(db: DbOrTx, accountId: number, deviceId?: number) {
  const result = await db.execute(sql`
    select l.extension_id as "extensionId", e.extension_number as "extensionNumber",
           json_agg(distinct jsonb_build_object('id', d.id, 'name', d.name)) as devices
      from ${lines} l
      join ${extensions} e on e.id = l.extension_id
      join ${devices} d on d.id = l.device_id
     where l.account_id = ${accountId} and l.extension_id is not null
       ${deviceId === undefined ? sql`` : sql`and l.extension_id in (select x.extension_id from ${lines} x where x.device_id = ${deviceId})`}
     group by l.extension_id, e.extension_number
    having count(distinct l.device_id) > 1
     order by e.extension_number`);
  return rowsOf<{ extensionId: number; extensionNumber: string; devices: unknown }>(result).map((r) => ({
    ...r,
    devices: json<{ id: number; name: string }[]>(r.devices).sort((a, b) => a.id - b.id),
  }));
}

/** The devices of the account someone is logged in to (C-450). */
export async function loggedInExtensions(db: DbOrTx, accountId: number) {
  const result = await db.execute(sql`
    select d.id as "deviceId", d.name as "deviceName", u.id as "userId",
           u.first_name || ' ' || u.last_name as "userName",
           (select ue.extension_number from ${extensions} ue where ue.user_id = u.id
             order by ue.is_default desc, ue.id limit 1) as "extensionNumber",
           d.logged_in_at as "loggedInAt"
      from ${devices} d join ${users} u on u.id = d.logged_in_user_id
     where d.account_id = ${accountId}
     order by d.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ ...r, loggedInAt: iso(r.loggedInAt) }));
}

/** The BLF keys of a device (C-458), by position. */
export async function blfKeys(db: DbOrTx, deviceId: number) {
  const result = await db.execute(sql`
    select k.position, k.extension_id as "extensionId", e.extension_number as "extensionNumber", k.label
      from ${deviceBlfKeys} k join ${extensions} e on e.id = k.extension_id
     where k.device_id = ${deviceId}
     order by k.position`);
  return rowsOf<{ position: number; extensionId: number; extensionNumber: string; label: string | null }>(
    result,
  );
}

/** A page of the account's devices with their lines (C-454) and the total, one statement. */
export async function devicesWithLines(
  db: DbOrTx,
  accountId: number,
  order: SQL,
  page: { limit: number; offset: number },
) {
  const result = await db.execute(sql`
    select (select count(*) from ${devices} d where d.account_id = ${accountId})::int as total,
           coalesce(json_agg(page order by page.rn), '[]'::json) as items from (
      select row_number() over (order by ${order}) as rn,
             d.id, d.name, d.mac_address as "macAddress", d.make, d.model, d.kind, d.extension_id as "extensionId",
             (select coalesce(json_agg(json_build_object('id', l.id, 'clientId', l.client_id, 'sipId', l.sip_id,
                        'e911LocationId', l.e911_location_id, 'extensionId', l.extension_id, 'appType', l.app_type,
                        'position', l.position) order by l.position, l.id), '[]'::json)
                from ${lines} l where l.device_id = d.id) as lines
        from ${devices} d
       where d.account_id = ${accountId}
       order by ${order}
       limit ${sql.raw(String(page.limit))} offset ${sql.raw(String(page.offset))}
    ) page`);
  const [row] = rowsOf<{ total: number; items: unknown }>(result);
  const items = json<(Record<string, unknown> & { rn?: number })[]>(row.items).map(({ rn: _rn, ...i }) => i);
  return { total: Number(row.total), items };
}

/** A page of the account's lines (C-455) and the total, one statement. */
export async function accountLines(
  db: DbOrTx,
  accountId: number,
  order: SQL,
  page: { limit: number; offset: number },
) {
  const result = await db.execute(sql`
    select (select count(*) from ${lines} l where l.account_id = ${accountId})::int as total,
           coalesce(json_agg(page order by page.rn), '[]'::json) as items from (
      select row_number() over (order by ${order}) as rn,
             l.id, l.device_id as "deviceId", l.client_id as "clientId", l.sip_id as "sipId",
             l.e911_location_id as "e911LocationId", l.extension_id as "extensionId",
             (select e.extension_number from ${extensions} e where e.id = l.extension_id) as "extensionNumber",
             l.app_type as "appType", l.position
        from ${lines} l
       where l.account_id = ${accountId}
       order by ${order}
       limit ${sql.raw(String(page.limit))} offset ${sql.raw(String(page.offset))}
    ) page`);
  const [row] = rowsOf<{ total: number; items: unknown }>(result);
  const items = json<(Record<string, unknown> & { rn?: number })[]>(row.items).map(({ rn: _rn, ...i }) => i);
  return { total: Number(row.total), items };
}

/** Only the fields asked for, of each item (REQ-11); every field when none are. */
export function narrowed<T extends Record<string, unknown>>(
  items: T[],
  fields: readonly string[] | undefined,
) {
  if (!fields) return items;
  return items.map((i) => Object.fromEntries(fields.map((f) => [f, i[f]])));
}
