// The configuration files a phone fetches (decision 0083): GET /prov/<mac>.cfg (Yealink style:
// `key = value` lines) and GET /prov/<mac>.xml (Polycom style: reg.N.* attributes), each only to
// a phone of its make (phoneModels.ts). Public routes, beside /health: the phone proves itself
// with its own credential (provisionAuth.ts), failures are limited per address and per MAC
// (provisionLimits.ts), and each successful fetch is recorded on the device (when, and from which
// address); an Auto Detect phone learns its model from its User-Agent then.
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { formatMac } from '../../../src/domain/mac';
import type { DbOrTx } from '../../db/client';
import { accounts, devices, extensions, lines, phoneConfigurations, sipHandsetProps } from '../../db/schema';
import { clientAddress } from '../../http/clientAddress';
import { notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { filesOf, learnModel, modelsFor } from './phoneModels';
import { challenges, checkCredential } from './provisionAuth';
import { countFailure, refuseWhenFailedTooOften } from './provisionLimits';

/** The SIP registrar every line registers with. */
export const SIP_SERVER = 'sip.switchboard.example';

/** A file name a phone asks for: its MAC's twelve hex digits, any case, then the format. */
const FILE_NAME = /^([0-9a-fA-F]{12})\.(cfg|xml)$/;

export interface ProvisionedLine {
  position: number;
  sipId: string;
  sipPassword: string | null;
  label: string;
  displayName: string;
  e911LocationId: number | null;
}

export interface ProvisionedPhone {
  timeZone: string;
  lines: ProvisionedLine[];
  /** The phone configuration's settings, then the SIP handset props (a later key wins). */
  settings: Record<string, string>;
}

/** The device with this MAC, with what its credential check needs. */
async function deviceWithMac(db: DbOrTx, mac: string) {
  const [device] = await db.select().from(devices).where(eq(devices.macAddress, mac));
  return device;
}

/** What the file of a device says: its lines (by key), its account's time zone, its settings. */
export async function provisionedPhone(
  db: DbOrTx,
  device: typeof devices.$inferSelect,
): Promise<ProvisionedPhone> {
  const [account] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, device.accountId));
  const rows = await db
    .select({
      position: lines.position,
      sipId: lines.sipId,
      sipPassword: lines.sipPassword,
      e911LocationId: lines.e911LocationId,
      extensionNumber: extensions.extensionNumber,
      userName: extensions.userName,
    })
    .from(lines)
    .leftJoin(extensions, eq(extensions.id, lines.extensionId))
    .where(eq(lines.deviceId, device.id))
    .orderBy(asc(lines.position), asc(lines.id));
  const mac = device.macAddress ?? '';
  const [configuration] = device.model
    ? await db
        .select({ settings: phoneConfigurations.settings })
        .from(phoneConfigurations)
        .where(
          and(
            eq(phoneConfigurations.accountId, device.accountId),
            eq(phoneConfigurations.macAddress, mac),
            eq(phoneConfigurations.model, device.model),
          ),
        )
    : [];
  const [props] = await db
    .select({ props: sipHandsetProps.props })
    .from(sipHandsetProps)
    .where(and(eq(sipHandsetProps.accountId, device.accountId), eq(sipHandsetProps.macAddress, mac)));
  return {
    timeZone: account?.timeZone ?? 'UTC',
    // Keys are numbered from 1 in order, whatever gaps the positions leave.
    lines: rows.map((l, i) => ({
      position: i + 1,
      sipId: l.sipId,
      sipPassword: l.sipPassword,
      label: l.extensionNumber ?? l.sipId,
      displayName: l.userName ?? device.name,
      e911LocationId: l.e911LocationId,
    })),
    settings: { ...(configuration?.settings ?? {}), ...(props?.props ?? {}) },
  };
}

/** The Yealink-style file. The platform's own keys come last and are never overridden by settings. */
export function renderCfg(phone: ProvisionedPhone): string {
  const own: Array<[string, string]> = [];
  for (const l of phone.lines) {
    const n = l.position;
    own.push(
      [`account.${n}.enable`, '1'],
      [`account.${n}.label`, l.label],
      [`account.${n}.display_name`, l.displayName],
      [`account.${n}.auth_name`, l.sipId],
      [`account.${n}.user_name`, l.sipId],
      [`account.${n}.password`, l.sipPassword ?? ''],
      [`account.${n}.sip_server.1.address`, SIP_SERVER],
      [`account.${n}.e911_location_id`, l.e911LocationId === null ? '' : String(l.e911LocationId)],
    );
  }
  own.push(['local_time.time_zone_name', phone.timeZone]);
  const ownKeys = new Set(own.map(([k]) => k));
  const settings = Object.entries(phone.settings).filter(([k]) => !ownKeys.has(k));
  // Values are one line each (the settings schema refuses line breaks; names and ids are cleaned).
  const line = ([k, v]: [string, string]) => `${k} = ${v.replace(/[\r\n]+/g, ' ')}`;
  return ['#!version:1.0.0.1', ...settings.map(line), ...own.map(line), ''].join('\n');
}

export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string,
  );
}

/** A setting's key as an XML attribute name (one starting with a digit or a dot is not one: left out). */
const XML_NAME = /^[a-z_][a-z0-9_.]*$/;

/** The Polycom-style file: one <reg> element with reg.N.* attributes, the time zone, the settings. */
export function renderXml(phone: ProvisionedPhone): string {
  const attrs = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => ` ${k}="${xmlEscape(v)}"`).join('');
  const reg: Array<[string, string]> = phone.lines.flatMap((l) => {
    const n = l.position;
    return [
      [`reg.${n}.address`, l.sipId],
      [`reg.${n}.label`, l.label],
      [`reg.${n}.displayName`, l.displayName],
      [`reg.${n}.auth.userId`, l.sipId],
      [`reg.${n}.auth.password`, l.sipPassword ?? ''],
      [`reg.${n}.server.1.address`, SIP_SERVER],
      [`reg.${n}.e911LocationId`, l.e911LocationId === null ? '' : String(l.e911LocationId)],
    ] as Array<[string, string]>;
  });
  const settings = Object.entries(phone.settings).filter(([k]) => XML_NAME.test(k) && !k.startsWith('reg.'));
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<polycomConfig>',
    `  <reg${attrs(reg)}/>`,
    `  <localTime${attrs([['device.local.timeZoneName', phone.timeZone]])}/>`,
    `  <settings${attrs(settings)}/>`,
    '</polycomConfig>',
    '',
  ].join('\n');
}

/**
 * GET /prov/:file. An unknown MAC, a device without a credential and a wrong credential all
 * answer the same 401 with the same challenge, and count alike towards the same 429: a caller
 * learns nothing about which MACs exist. Only once the phone is authenticated does a file its make
 * does not use answer 404.
 */
export function provisionFile(deps: Deps) {
  return async (c: Context) => {
    const m = FILE_NAME.exec(c.req.param('file') ?? '');
    if (!m) throw notFound('No such file');
    const mac = formatMac(m[1]);
    await refuseWhenFailedTooOften(deps, c, mac);
    const device = await deviceWithMac(deps.db, mac);
    const uri = new URL(c.req.url).pathname;
    const verdict = await checkCredential(deps, device, c.req.header('authorization'), c.req.method, uri);
    if (verdict !== 'granted' || !device) {
      if (verdict === 'refused') await countFailure(deps, c, mac);
      for (const value of await challenges(deps, verdict === 'stale'))
        c.header('www-authenticate', value, { append: true });
      c.header('cache-control', 'no-store');
      return c.text('Unauthorized', 401);
    }
    const models = await modelsFor(deps.db, device);
    const extension = m[2] as 'cfg' | 'xml';
    if (!filesOf(device, models).includes(extension)) throw notFound('No such file');
    const learnt = await learnModel(deps.db, device, models, c.req.header('user-agent'));
    await deps.db
      .update(devices)
      .set({ lastProvisionedAt: deps.now(), lastProvisionedFrom: clientAddress(deps, c) })
      .where(eq(devices.id, device.id));
    const phone = await provisionedPhone(deps.db, learnt);
    c.header('cache-control', 'no-store');
    return extension === 'cfg'
      ? c.body(renderCfg(phone), 200, { 'content-type': 'text/plain; charset=utf-8' })
      : c.body(renderXml(phone), 200, { 'content-type': 'application/xml; charset=utf-8' });
  };
}
