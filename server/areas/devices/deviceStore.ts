// Reads of the devices area (issue 16, decision 0082): a device with its extension, logged-in
// user, lines and registration; a page of the account's devices; lines with their registration.
// Each read is one statement (json_agg for a device's lines, as `extensionPage`), so a page costs
// one round trip whatever its size.
import { type SQL, sql } from 'drizzle-orm';
import type {
  Device as DeviceJson,
  DeviceListItem,
  Line as LineJson,
  DeviceRegistration as Registration,
  RegistrationStatus,
} from '../../../src/domain/deviceAnswers';
import type { RowSource } from '../../auth/rows';
import type { DbOrTx } from '../../db/client';
import { devices, emergencyLocations, extensions, lines, users } from '../../db/schema';

// The answers' shapes are the domain's (src/domain/deviceAnswers.ts), under the names these reads use.
export type {
  Device as DeviceJson,
  DeviceRegistration as Registration,
  Line as LineJson,
  RegistrationStatus,
} from '../../../src/domain/deviceAnswers';

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A line's registration status at `now`, in SQL, from the line's columns under alias `l`. */
const lineStatus = (now: Date) => sql`(case
  when l.registration_expires_at > ${now.toISOString()}::timestamptz then 'registered'
  when l.registered_at is not null then 'unregistered' else 'never' end)`;

/** A line's JSON (the device answer's `lines`), its row under alias `l`. */
const lineObject = sql`json_build_object(
  'id', l.id, 'clientId', l.client_id, 'sipId', l.sip_id, 'accountId', l.account_id,
  'e911LocationId', l.e911_location_id,
  'e911Location', (select json_build_object('id', el.id, 'name', el.name, 'status',
                       -- Shown only; the database's clock (the line check reads the platform's, issue 19).
                       case when el.status = 'provisioning' and (el.provisioning_until is null
                         or el.provisioning_until > now()) then 'provisioning' else 'provisioned' end)
                     from ${emergencyLocations} el where el.id = l.e911_location_id),
  'extensionId', l.extension_id,
  'extensionNumber', (select le.extension_number from ${extensions} le where le.id = l.extension_id),
  'appType', l.app_type, 'position', l.position)`;

/** The line's last REGISTER as stored, read with the device; its status depends on the clock. */
interface SeenRegister {
  registeredAt: string | null;
  expiresAt: string | null;
  from: string | null;
  userAgent: string | null;
}

/** The device's status alone, for the list's filter and column, devices under alias `d`. */
export const deviceStatus = (now: Date) => sql`(
  select case when bool_or(l.registration_expires_at > ${now.toISOString()}::timestamptz) then 'registered'
              when bool_or(l.registered_at is not null) then 'unregistered' else 'never' end
    from ${lines} l where l.device_id = d.id)`;

/** A device as read, before the clock says its registration: what `deviceAnswer` turns into DEV-01. */
export type DeviceRead = Omit<DeviceJson, 'registration' | 'lines'> & {
  lines: (LineJson & { seen: SeenRegister })[];
  loggedInUserId: number | null;
};

/** Devices matching `where` (over alias `d`), whole, in id order: one statement. */
export async function loadDevices(db: DbOrTx, where: SQL): Promise<DeviceRead[]> {
  const result = await db.execute(sql`
    select d.id, d.account_id as "accountId", d.name, d.mac_address as "macAddress", d.make, d.model, d.kind,
           d.extension_id as "extensionId", d.logged_in_user_id as "loggedInUserId",
           (select json_build_object('id', e.id, 'extensionNumber', e.extension_number, 'userName', e.user_name,
                                     'userId', e.user_id)
              from ${extensions} e where e.id = d.extension_id) as "extension",
           (select json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name,
                     'extensionNumber', (select ue.extension_number from ${extensions} ue
                                          where ue.user_id = u.id order by ue.is_default desc, ue.id limit 1))
              from ${users} u where u.id = d.logged_in_user_id) as "loggedInUser",
           d.logged_in_at as "loggedInAt",
           (select coalesce(json_agg(${lineObject}::jsonb || jsonb_build_object('seen', json_build_object(
                      'registeredAt', l.registered_at, 'expiresAt', l.registration_expires_at,
                      'from', l.registered_from, 'userAgent', l.user_agent)) order by l.position, l.id), '[]'::json)
              from ${lines} l where l.device_id = d.id) as "lines",
           d.last_provisioned_at as "lastProvisionedAt", d.last_provisioned_from as "lastProvisionedFrom",
           d.provisioning_user as "provisioningUser"
      from ${devices} d
     where ${where}
     order by d.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    ...(r as unknown as DeviceRead),
    extension: json(r.extension),
    loggedInUser: json(r.loggedInUser),
    lines: json(r.lines),
    loggedInAt: iso(r.loggedInAt),
    lastProvisionedAt: iso(r.lastProvisionedAt),
  }));
}

/**
 * The device answer (DEV-01) at `now`: 'registered' while a line's registration has not expired,
 * 'unregistered' once every one has, 'never' when no line ever registered; the last seen line
 * tells where from and what it is.
 */
export function deviceAnswer(device: DeviceRead, now: Date): DeviceJson {
  const { loggedInUserId: _hidden, lines: read, ...rest } = device;
  const seen = read
    .map((l) => l.seen)
    .filter((s) => s.registeredAt)
    .sort((a, b) => Date.parse(b.registeredAt ?? '') - Date.parse(a.registeredAt ?? ''));
  const status: RegistrationStatus = read.some(
    (l) => l.seen.expiresAt && Date.parse(l.seen.expiresAt) > now.getTime(),
  )
    ? 'registered'
    : seen.length
      ? 'unregistered'
      : 'never';
  return {
    ...rest,
    lines: read.map(({ seen: _seen, ...line }) => line),
    registration: {
      status,
      lastSeenAt: iso(seen[0]?.registeredAt),
      from: seen[0]?.from ?? null,
      userAgent: seen[0]?.userAgent ?? null,
    },
  };
}

/** One device, whole; undefined when there is none. */
export async function loadDevice(db: DbOrTx, deviceId: number): Promise<DeviceRead | undefined> {
  return (await loadDevices(db, sql`d.id = ${deviceId}`))[0];
}

/**
 * A device by its id in the path with everything its answer shows, in one statement run by the
 * access check (decision 0075): the read routes answer it without reading it again.
 */
export const deviceReads: RowSource<DeviceRead> = {
  name: 'device',
  table: 'devices',
  async load(db, id) {
    const device = await loadDevice(db, id);
    return device && { row: device, accountId: device.accountId };
  },
};

/** One line as the device answer shows it, with whether it has a SIP password. */
export async function loadLine(db: DbOrTx, lineId: number): Promise<LineRead | undefined> {
  return (await loadLines(db, [lineId]))[0];
}

export type LineRead = LineJson & { deviceId: number; hasSipPassword: boolean };

/** Lines by id, in id order, one statement. */
export async function loadLines(db: DbOrTx, lineIds: readonly number[]): Promise<LineRead[]> {
  if (!lineIds.length) return [];
  const result = await db.execute(sql`
    select ${lineObject} as line, l.device_id as "deviceId", (l.sip_password is not null) as "hasSipPassword"
      from ${lines} l where l.id in (${sql.join(
        lineIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by l.id`);
  return rowsOf<{ line: unknown; deviceId: number; hasSipPassword: boolean }>(result).map((row) => ({
    ...json<LineJson>(row.line),
    deviceId: row.deviceId,
    hasSipPassword: row.hasSipPassword,
  }));
}

/** A line by its id in the path, as its read answers it, loaded once by the access check. */
export const lineReads: RowSource<LineRead> = {
  name: 'line',
  table: 'lines',
  async load(db, id) {
    const line = await loadLine(db, id);
    return line && { row: line, accountId: line.accountId };
  },
};

/** A line's registration (C-461), its columns as read. */
export function lineRegistration(
  line: {
    registeredAt: Date | null;
    registrationExpiresAt: Date | null;
    registeredFrom: string | null;
    userAgent: string | null;
  },
  now: Date,
): Registration {
  const status: RegistrationStatus =
    line.registrationExpiresAt && line.registrationExpiresAt > now
      ? 'registered'
      : line.registeredAt
        ? 'unregistered'
        : 'never';
  return {
    status,
    lastSeenAt: line.registeredAt ? line.registeredAt.toISOString() : null,
    from: line.registeredFrom,
    userAgent: line.userAgent,
  };
}

/**
 * A page of devices (C-448) matching `where` (over alias `d`) and the total that matches, in one
 * statement.
 */
export async function devicePage(
  db: DbOrTx,
  where: SQL,
  order: SQL,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ total: number; items: DeviceListItem[] }> {
  const result = await db.execute(sql`
    select (select count(*) from ${devices} d where ${where})::int as total,
           coalesce(json_agg(page order by page.rn), '[]'::json) as items from (
      select row_number() over (order by ${order}) as rn,
             d.id, d.name, d.mac_address as "macAddress", d.make, d.model, d.kind, d.extension_id as "extensionId",
             e.extension_number as "extensionNumber", e.user_name as "userName",
             (select u.first_name || ' ' || u.last_name from ${users} u where u.id = d.logged_in_user_id)
               as "loggedInUserName",
             (select count(*) from ${lines} l where l.device_id = d.id)::int as "lineCount",
             ${deviceStatus(now)} as "registrationStatus",
             d.last_provisioned_at as "lastProvisionedAt"
        from ${devices} d left join ${extensions} e on e.id = d.extension_id
       where ${where}
       order by ${order}
       limit ${sql.raw(String(page.limit))} offset ${sql.raw(String(page.offset))}
    ) page`);
  const [row] = rowsOf<{ total: number; items: unknown }>(result);
  // rn orders the page inside the statement; it is not part of an item.
  const items = json<(DeviceListItem & { rn?: number })[]>(row.items).map(({ rn: _rn, ...i }) => ({
    ...i,
    lastProvisionedAt: iso(i.lastProvisionedAt),
  }));
  return { total: Number(row.total), items };
}

/** The lines of an account from `afterId`, with their registration (C-460, REQ-12), one statement. */
export async function registrationPage(
  db: DbOrTx,
  accountId: number,
  afterId: number,
  limit: number,
  now: Date,
) {
  const result = await db.execute(sql`
    select l.device_id as "deviceId", l.id as "lineId", l.sip_id as "sipId", ${lineStatus(now)} as status,
           l.registered_at as "lastSeenAt", l.registered_from as "from", l.user_agent as "userAgent"
      from ${lines} l
     where l.account_id = ${accountId} and l.id > ${afterId}
     order by l.id
     limit ${limit}`);
  return rowsOf<{
    deviceId: number;
    lineId: number;
    sipId: string;
    status: RegistrationStatus;
    lastSeenAt: unknown;
    from: string | null;
    userAgent: string | null;
  }>(result).map((r) => ({ ...r, lastSeenAt: iso(r.lastSeenAt) }));
}
