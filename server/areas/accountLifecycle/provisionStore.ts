// An account's services (provisions; BILL-05, decision 0114): the active list, change, move and
// cancel (only once verifyServiceCancellation says yes), assign, counts, export, and the status by
// platform.
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  canConvert,
  PLATFORM_NAMES,
  PLATFORMS,
  SERVICE_CONVERSIONS,
  SERVICES,
  serviceOf,
} from '../../../src/domain/billing/services';
import { type Currency, currencyOf } from '../../../src/domain/orders/money';
import type { ProvisionsQuery } from '../../../src/domain/schemas/listQuery';
import type { DbOrTx } from '../../db/client';
import { listOrder, listTotal } from '../../db/listPage';
import {
  accountProvisions,
  accounts,
  devices,
  emergencyLocations,
  extensions,
  phoneNumbers,
  users,
} from '../../db/schema';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { lifecycleOfRow } from './lifecycleStore';

export type ProvisionRow = typeof accountProvisions.$inferSelect;

export function provisionAnswer(
  p: ProvisionRow & { extensionNumber?: string | null; locationName?: string | null },
  currency: Currency,
) {
  const plan = serviceOf(p.serviceCode);
  const unit = plan?.monthly[currency] ?? 0;
  return {
    id: p.id,
    serviceCode: p.serviceCode,
    name: plan?.name ?? p.serviceCode,
    platform: plan?.platform ?? 'voice',
    quantity: p.quantity,
    deviceKitId: p.deviceKitId,
    extensionNumber: p.extensionNumber ?? null,
    locationId: p.locationId,
    locationName: p.locationName ?? null,
    status: p.status,
    currency,
    monthlyMinor: unit * p.quantity,
    convertsTo: SERVICE_CONVERSIONS[p.serviceCode] ?? [],
    createdAt: p.createdAt.toISOString(),
    changedAt: p.changedAt?.toISOString() ?? null,
  };
}

async function currencyOfId(db: DbOrTx, accountId: number): Promise<Currency> {
  const [a] = await db
    .select({ country: accounts.countryCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return currencyOf(a?.country ?? 'US');
}

const ACTIVE = (accountId: number) =>
  and(eq(accountProvisions.accountId, accountId), eq(accountProvisions.status, 'Active'));

const provisionSelect = (db: DbOrTx) =>
  db
    .select({
      p: accountProvisions,
      extensionNumber: extensions.extensionNumber,
      locationName: emergencyLocations.name,
    })
    .from(accountProvisions)
    .leftJoin(extensions, eq(extensions.id, accountProvisions.deviceKitId))
    .leftJoin(emergencyLocations, eq(emergencyLocations.id, accountProvisions.locationId));

/** Every active provision of the account, oldest first, with its extension and location (the export). */
export async function activeProvisions(db: DbOrTx, accountId: number) {
  const rows = await provisionSelect(db).where(ACTIVE(accountId)).orderBy(asc(accountProvisions.id));
  const currency = await currencyOfId(db, accountId);
  const items = rows.map((r) =>
    provisionAnswer({ ...r.p, extensionNumber: r.extensionNumber, locationName: r.locationName }, currency),
  );
  return { total: items.length, currency, items };
}

/** The account's active services summed by code: how many rows and units of each, and their price. */
export async function activeByCode(db: DbOrTx, accountId: number) {
  const rows = await db
    .select({
      serviceCode: accountProvisions.serviceCode,
      rows: count(),
      quantity: sql<number>`coalesce(sum(${accountProvisions.quantity}), 0)::int`,
    })
    .from(accountProvisions)
    .where(ACTIVE(accountId))
    .groupBy(accountProvisions.serviceCode);
  const currency = await currencyOfId(db, accountId);
  const items = rows.map((r) => {
    const plan = serviceOf(r.serviceCode);
    const quantity = Number(r.quantity);
    return {
      serviceCode: r.serviceCode,
      name: plan?.name ?? r.serviceCode,
      platform: plan?.platform ?? 'voice',
      rows: Number(r.rows),
      quantity,
      monthlyMinor: (plan?.monthly[currency] ?? 0) * quantity,
    };
  });
  return { currency, items };
}

/**
 * The account's active provisions (C-312), a page at a time (decision 0120): the page's rows with
 * their extension and location; the whole list's count, monthly price and service names.
 */
export async function provisionsPage(db: DbOrTx, accountId: number, query: ProvisionsQuery) {
  const rows = await provisionSelect(db)
    .where(ACTIVE(accountId))
    .orderBy(
      ...listOrder(
        query,
        { createdAt: accountProvisions.createdAt, serviceCode: accountProvisions.serviceCode },
        accountProvisions.id,
      ),
    )
    .limit(query.pageSize)
    .offset(query.offset);
  const whole = await activeByCode(db, accountId);
  const items = rows.map((r) =>
    provisionAnswer(
      { ...r.p, extensionNumber: r.extensionNumber, locationName: r.locationName },
      whole.currency,
    ),
  );
  return {
    total: await listTotal(query, rows.length, async () => whole.items.reduce((n, i) => n + i.rows, 0)),
    currency: whole.currency,
    monthlyMinor: whole.items.reduce((sum, i) => sum + i.monthlyMinor, 0),
    serviceNames: SERVICES.filter((s) => whole.items.some((i) => i.serviceCode === s.code)).map(
      (s) => s.name,
    ),
    items,
  };
}

export async function provisionOf(db: DbOrTx, accountId: number, id: number): Promise<ProvisionRow> {
  const [row] = await db
    .select()
    .from(accountProvisions)
    .where(and(eq(accountProvisions.id, id), eq(accountProvisions.accountId, accountId)));
  if (!row) throw notFound('Service not found');
  return row;
}

/**
 * verifyServiceCancellation (C-140): may the service of this extension (device kit) end? Not
 * while a phone is assigned to it or a phone number rings it: those are moved first.
 */
export async function verifyCancellation(db: DbOrTx, accountId: number, deviceKitId: number) {
  const [ext] = await db
    .select({ id: extensions.id, number: extensions.extensionNumber })
    .from(extensions)
    .where(and(eq(extensions.id, deviceKitId), eq(extensions.accountId, accountId)));
  if (!ext) throw notFound('Extension not found');
  const [phones] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.accountId, accountId), eq(devices.extensionId, deviceKitId)));
  const [numbers] = await db
    .select({ n: count() })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountId, accountId), eq(phoneNumbers.extensionId, deviceKitId)));
  const reasons: string[] = [];
  if (phones.n > 0)
    reasons.push(
      `${phones.n === 1 ? 'A phone is' : `${phones.n} phones are`} still assigned to extension ${ext.number}. Unassign ${phones.n === 1 ? 'it' : 'them'} first.`,
    );
  if (numbers.n > 0)
    reasons.push(
      `${numbers.n === 1 ? 'A phone number still rings' : `${numbers.n} phone numbers still ring`} extension ${ext.number}. Move ${numbers.n === 1 ? 'it' : 'them'} to another extension first.`,
    );
  return { deviceKitId, extensionNumber: ext.number, cancellable: reasons.length === 0, reasons };
}

/** Provision cancel (C-314): refused with the reasons unless verifyServiceCancellation says yes. */
export async function cancelProvision(db: DbOrTx, p: ProvisionRow, reason: string, now: Date) {
  if (p.status !== 'Active') throw new ApiError(409, 'not_active', 'This service is already cancelled.');
  if (p.deviceKitId !== null) {
    const check = await verifyCancellation(db, p.accountId, p.deviceKitId);
    if (!check.cancellable)
      throw new ApiError(
        409,
        'cancellation_not_verified',
        `This service cannot be cancelled yet. ${check.reasons.join(' ')}`,
      );
  }
  const [row] = await db
    .update(accountProvisions)
    .set({ status: 'Cancelled', cancelledAt: now, cancelReasonCode: reason })
    .where(eq(accountProvisions.id, p.id))
    .returning();
  return provisionAnswer(row, await currencyOfId(db, p.accountId));
}

/** Provision change (C-313): another service it converts to (C-316), or another quantity. */
export async function changeProvision(
  db: DbOrTx,
  p: ProvisionRow,
  change: { serviceCode?: string; quantity?: number },
  now: Date,
) {
  if (p.status !== 'Active') throw new ApiError(409, 'not_active', 'A cancelled service cannot be changed.');
  const to = change.serviceCode ?? p.serviceCode;
  if (!canConvert(p.serviceCode, to))
    throw validationFailed([
      {
        field: 'serviceCode',
        message: `${serviceOf(p.serviceCode)?.name ?? p.serviceCode} cannot be changed into ${serviceOf(to)?.name ?? to}.`,
      },
    ]);
  if (p.deviceKitId !== null && change.quantity !== undefined && change.quantity !== 1)
    throw validationFailed([
      { field: 'quantity', message: 'A user seat serves one extension: its quantity is 1.' },
    ]);
  const [row] = await db
    .update(accountProvisions)
    .set({ serviceCode: to, quantity: change.quantity ?? p.quantity, changedAt: now })
    .where(eq(accountProvisions.id, p.id))
    .returning();
  return provisionAnswer(row, await currencyOfId(db, p.accountId));
}

/** Provision move (C-315): to another location of the same account. */
export async function moveProvision(db: DbOrTx, p: ProvisionRow, locationId: number, now: Date) {
  if (p.status !== 'Active') throw new ApiError(409, 'not_active', 'A cancelled service cannot be moved.');
  const [location] = await db
    .select({ id: emergencyLocations.id })
    .from(emergencyLocations)
    .where(and(eq(emergencyLocations.id, locationId), eq(emergencyLocations.accountId, p.accountId)));
  if (!location)
    throw validationFailed([{ field: 'locationId', message: 'Choose one of this account’s locations.' }]);
  const [row] = await db
    .update(accountProvisions)
    .set({ locationId, changedAt: now })
    .where(eq(accountProvisions.id, p.id))
    .returning();
  return provisionAnswer(row, await currencyOfId(db, p.accountId));
}

/** Assign a service (C-055, C-512): a new provision; a seat names an extension of the account. */
export async function assignService(
  db: DbOrTx,
  accountId: number,
  body: { serviceCode: string; quantity: number; deviceKitId?: number },
  now: Date,
) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('Account not found');
  const life = lifecycleOfRow(account);
  if (life.standing === 'cancelled' || life.standing === 'suspended')
    throw new ApiError(
      403,
      'account_not_active',
      `Services cannot be added to a ${life.status.toLowerCase()} account.`,
    );
  const plan = serviceOf(body.serviceCode)!;
  if (plan.perExtension) {
    if (body.deviceKitId === undefined)
      throw validationFailed([
        { field: 'deviceKitId', message: 'A user seat names the extension it serves.' },
      ]);
    if (body.quantity !== 1)
      throw validationFailed([
        { field: 'quantity', message: 'A user seat serves one extension: its quantity is 1.' },
      ]);
  }
  if (body.deviceKitId !== undefined) {
    const [ext] = await db
      .select({ id: extensions.id })
      .from(extensions)
      .where(and(eq(extensions.id, body.deviceKitId), eq(extensions.accountId, accountId)));
    if (!ext)
      throw validationFailed([{ field: 'deviceKitId', message: 'Choose one of this account’s extensions.' }]);
  }
  const [row] = await db
    .insert(accountProvisions)
    .values({
      accountId,
      serviceCode: body.serviceCode,
      quantity: body.quantity,
      deviceKitId: plan.perExtension ? (body.deviceKitId ?? null) : null,
      createdAt: now,
    })
    .returning();
  return provisionAnswer(row, currencyOf(account.countryCode));
}

/** Service info counts (C-054, C-503): users, extensions, phones and numbers, read now. */
export async function serviceCounts(db: DbOrTx, accountId: number) {
  const countOf = async (table: typeof users | typeof extensions | typeof devices) =>
    (await db.select({ n: count() }).from(table).where(eq(table.accountId, accountId)))[0].n;
  const [numbers] = await db
    .select({ total: count(), tollFree: sql<number>`count(*) filter (where ${phoneNumbers.isTollFree})` })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.accountId, accountId));
  const [assigned] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.accountId, accountId), isNotNull(devices.extensionId)));
  return {
    accountId,
    users: await countOf(users),
    extensions: await countOf(extensions),
    devices: await countOf(devices),
    assignedDevices: assigned.n,
    phoneNumbers: { totalCount: numbers.total, tollFreeCount: Number(numbers.tollFree) },
  };
}

/** The account's services by code (C-301), in the price list's order. */
export async function servicesByCode(db: DbOrTx, accountId: number) {
  const { items, currency } = await activeByCode(db, accountId);
  const byCode = SERVICES.flatMap((s) => {
    const mine = items.find((i) => i.serviceCode === s.code);
    return mine && mine.quantity > 0
      ? [
          {
            serviceCode: s.code,
            name: s.name,
            platform: s.platform,
            quantity: mine.quantity,
            monthlyMinor: mine.monthlyMinor,
          },
        ]
      : [];
  });
  return { currency, items: byCode };
}

/** Services count (C-508): how many active provisions the account has. */
export async function activeCount(db: DbOrTx, accountId: number): Promise<number> {
  return Number(await db.$count(accountProvisions, ACTIVE(accountId)));
}

/** Dashboard status by platform (C-317): each platform's services and whether they run. */
export async function dashboardStatus(db: DbOrTx, accountId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('Account not found');
  const life = lifecycleOfRow(account);
  const { items } = await activeByCode(db, accountId);
  const paused = life.standing === 'suspended' || life.standing === 'cancelled';
  return {
    accountId,
    accountStatus: account.status,
    platforms: PLATFORMS.map((platform) => {
      const mine = items.filter((i) => i.platform === platform);
      const services = mine.reduce((sum, i) => sum + i.quantity, 0);
      return {
        platform,
        name: PLATFORM_NAMES[platform],
        services,
        status: services === 0 ? 'Not in use' : paused ? 'Paused' : 'Running',
      };
    }),
  };
}

const csvCell = (v: unknown) => {
  const text = String(v ?? '');
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Service export (C-304): the account's services as CSV, active and cancelled. */
export async function servicesCsv(db: DbOrTx, accountId: number): Promise<string> {
  const currency = await currencyOfId(db, accountId);
  const rows = await db
    .select({
      p: accountProvisions,
      extensionNumber: extensions.extensionNumber,
      locationName: emergencyLocations.name,
    })
    .from(accountProvisions)
    .leftJoin(extensions, eq(extensions.id, accountProvisions.deviceKitId))
    .leftJoin(emergencyLocations, eq(emergencyLocations.id, accountProvisions.locationId))
    .where(eq(accountProvisions.accountId, accountId))
    .orderBy(asc(accountProvisions.id))
    .limit(5000);
  const header = [
    'Service id',
    'Service',
    'Code',
    'Platform',
    'Quantity',
    'Extension',
    'Location',
    'Status',
    `Monthly (${currency} minor units)`,
  ];
  const lines = rows.map((r) => {
    const a = provisionAnswer(
      { ...r.p, extensionNumber: r.extensionNumber, locationName: r.locationName },
      currency,
    );
    return [
      a.id,
      a.name,
      a.serviceCode,
      a.platform,
      a.quantity,
      a.extensionNumber ?? '',
      a.locationName ?? '',
      a.status,
      a.monthlyMinor,
    ];
  });
  return `${[header, ...lines].map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
