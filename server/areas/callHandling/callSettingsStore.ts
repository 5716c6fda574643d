// An account's call settings (CALL-07, decision 0097): one row per account, made with its
// defaults the first time it is written; the time zone is the account's own column. Each change
// that depends on the account (its country, its numbers, its extensions) is checked here.
import { and, eq } from 'drizzle-orm';
import type {
  InternationalCalling,
  OnHoldAudio,
  OnHoldTrack,
  PbxSettings,
  SevenDigitAnswer,
  SevenDigitDialing,
  TimeZoneOption,
} from '../../../src/domain/schemas/callHandling/callSettings';
import type { DbOrTx } from '../../db/client';
import { accountCallSettings, accounts, extensions, phoneNumbers } from '../../db/schema';
import { validationFailed } from '../../http/errors';

type Row = typeof accountCallSettings.$inferSelect;

/** North American numbering: the countries where a seven-digit number means something. */
const NANP = new Set(['US', 'CA']);

const DEFAULTS = (accountId: number): Row => ({
  accountId,
  internationalCalling: false,
  allowedCountries: [],
  sevenDigitDialing: false,
  sevenDigitAreaCode: null,
  onHoldAudio: 'classic',
  pbx: {},
});

async function settingsOf(db: DbOrTx, accountId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(accountCallSettings)
    .where(eq(accountCallSettings.accountId, accountId));
  return row ?? DEFAULTS(accountId);
}

async function save(db: DbOrTx, accountId: number, change: Partial<Omit<Row, 'accountId'>>) {
  await db
    .insert(accountCallSettings)
    .values({ ...DEFAULTS(accountId), ...change })
    .onConflictDoUpdate({ target: accountCallSettings.accountId, set: change });
}

export async function getInternationalCalling(db: DbOrTx, accountId: number): Promise<InternationalCalling> {
  const s = await settingsOf(db, accountId);
  return { enabled: s.internationalCalling, allowedCountries: s.allowedCountries as string[] };
}

export async function setInternationalCalling(db: DbOrTx, accountId: number, v: InternationalCalling) {
  await save(db, accountId, {
    internationalCalling: v.enabled,
    allowedCountries: [...new Set(v.allowedCountries)],
  });
  return getInternationalCalling(db, accountId);
}

async function countryOf(db: DbOrTx, accountId: number) {
  const [a] = await db
    .select({ countryCode: accounts.countryCode, timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return a;
}

export async function getSevenDigitDialing(db: DbOrTx, accountId: number): Promise<SevenDigitAnswer> {
  const s = await settingsOf(db, accountId);
  const { countryCode } = await countryOf(db, accountId);
  return { enabled: s.sevenDigitDialing, areaCode: s.sevenDigitAreaCode, available: NANP.has(countryCode) };
}

/** Seven-digit dialing is a North American habit: refused in words for other accounts. */
export async function setSevenDigitDialing(db: DbOrTx, accountId: number, v: SevenDigitDialing) {
  const { countryCode } = await countryOf(db, accountId);
  if (v.enabled && !NANP.has(countryCode))
    throw validationFailed([
      {
        field: 'enabled',
        message: 'Seven-digit dialing is only for accounts in the United States and Canada.',
      },
    ]);
  await save(db, accountId, { sevenDigitDialing: v.enabled, sevenDigitAreaCode: v.areaCode });
  return getSevenDigitDialing(db, accountId);
}

export async function getOnHoldAudio(db: DbOrTx, accountId: number): Promise<OnHoldAudio> {
  return { track: (await settingsOf(db, accountId)).onHoldAudio as OnHoldTrack };
}

export async function setOnHoldAudio(db: DbOrTx, accountId: number, v: OnHoldAudio) {
  await save(db, accountId, { onHoldAudio: v.track });
  return getOnHoldAudio(db, accountId);
}

type StoredPbx = Omit<PbxSettings, 'timeZone'>;

export async function getPbxSettings(db: DbOrTx, accountId: number): Promise<PbxSettings> {
  const s = await settingsOf(db, accountId);
  const { timeZone } = await countryOf(db, accountId);
  const pbx = s.pbx as Partial<StoredPbx>;
  return {
    timeZone,
    operatorExtensionId: pbx.operatorExtensionId ?? null,
    outboundCallerIdNumber: pbx.outboundCallerIdNumber ?? null,
    outboundCallerIdName: pbx.outboundCallerIdName ?? '',
    usersChooseCallerId: pbx.usersChooseCallerId ?? false,
  };
}

/** The operator must be one of the account's extensions and the caller id one of its numbers. */
export async function setPbxSettings(db: DbOrTx, accountId: number, v: PbxSettings) {
  const errors = [];
  if (v.operatorExtensionId !== null) {
    const [own] = await db
      .select({ id: extensions.id })
      .from(extensions)
      .where(and(eq(extensions.id, v.operatorExtensionId), eq(extensions.accountId, accountId)));
    if (!own)
      errors.push({ field: 'operatorExtensionId', message: 'Choose one of the account’s extensions.' });
  }
  if (v.outboundCallerIdNumber !== null) {
    const [own] = await db
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(
        and(eq(phoneNumbers.phoneNumber, v.outboundCallerIdNumber), eq(phoneNumbers.accountId, accountId)),
      );
    if (!own)
      errors.push({ field: 'outboundCallerIdNumber', message: 'This is not one of the account’s numbers.' });
  }
  if (errors.length) throw validationFailed(errors);
  const { timeZone, ...pbx } = v;
  await db.update(accounts).set({ timeZone }).where(eq(accounts.id, accountId));
  await save(db, accountId, { pbx });
  return getPbxSettings(db, accountId);
}

/** What the caller id settings screen shows: the account's default and the rules (C-117). */
export async function getCallerIdSettings(db: DbOrTx, accountId: number) {
  const pbx = await getPbxSettings(db, accountId);
  return {
    accountId,
    outboundCallerIdNumber: pbx.outboundCallerIdNumber,
    outboundCallerIdName: pbx.outboundCallerIdName,
    usersChooseCallerId: pbx.usersChooseCallerId,
    callerIdNameMax: 15,
  };
}

/** The zones the portal offers, with their offset now: "(UTC−08:00) America/Los_Angeles". */
export function availableTimeZones(now: Date): TimeZoneOption[] {
  return Intl.supportedValuesOf('timeZone').map((zone) => {
    const offset =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(now)
        .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const utc = /^GMT([+-]00:00)?$/.test(offset) ? 'UTC' : offset.replace('GMT', 'UTC').replace('-', '−');
    return { id: zone, offset: utc, label: `(${utc}) ${zone.replaceAll('_', ' ')}` };
  });
}
