// The store's data (issue 22, bill-orders; decision 0112): catalogues, pricing, and orders
// written once per idempotency key.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { currencyOf, taxRateOf } from '../../../src/domain/orders/money';
import { type CartItem, type OrderQuote, type Product, priceCart } from '../../../src/domain/orders/pricing';
import type { StoreOrdersQuery } from '../../../src/domain/schemas/listQuery';
import { PENDING_ORDER_STATUSES } from '../../../src/domain/schemas/orders';
import type { DbOrTx } from '../../db/client';
import { listOrder, listTotal, type SortColumns } from '../../db/listPage';
import { emergencyLocations, storeOrders, storeProducts } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import type { StoreAccount } from './storeAccess';

export type OrderKind = 'standard' | 'whiteLabel' | 'multiLocation';
export type OrderRow = typeof storeOrders.$inferSelect;

export async function catalogueOf(db: DbOrTx, accountId: number, whiteLabel: boolean): Promise<Product[]> {
  const rows = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.accountId, accountId), eq(storeProducts.whiteLabel, whiteLabel)))
    .orderBy(asc(storeProducts.position));
  return rows.map((r) => ({
    sku: r.sku,
    name: r.name,
    category: r.category as Product['category'],
    oneTimeMinor: r.oneTimeMinor,
    monthlyMinor: r.monthlyMinor,
    includes: r.includes,
  }));
}

/** The catalogue as answered: its currency, tax rate and products. */
export async function catalogueAnswer(db: DbOrTx, account: StoreAccount, whiteLabel: boolean) {
  return {
    currency: currencyOf(account.countryCode),
    taxRateBasisPoints: taxRateOf(account.countryCode),
    whiteLabel,
    items: await catalogueOf(db, account.id, whiteLabel),
  };
}

/** The cart priced for the account; 400 naming the line when a product or location is not its. */
export async function quote(
  db: DbOrTx,
  account: StoreAccount,
  items: CartItem[],
  kind: OrderKind,
  zeroCharge: boolean,
): Promise<OrderQuote> {
  if (kind === 'multiLocation') await checkLocations(db, account.id, items);
  const priced = priceCart(
    await catalogueOf(db, account.id, kind === 'whiteLabel'),
    items,
    currencyOf(account.countryCode),
    taxRateOf(account.countryCode),
    zeroCharge,
  );
  if (!priced.ok) throw validationFailed([{ field: priced.field, message: priced.message }]);
  return priced.quote;
}

/** ML v2 orders: each line names one of the account's emergency locations. */
async function checkLocations(db: DbOrTx, accountId: number, items: CartItem[]): Promise<void> {
  const ids = [...new Set(items.flatMap((i) => (i.locationId === undefined ? [] : [i.locationId])))];
  const found = ids.length
    ? await db
        .select({ id: emergencyLocations.id })
        .from(emergencyLocations)
        .where(and(eq(emergencyLocations.accountId, accountId), inArray(emergencyLocations.id, ids)))
    : [];
  const known = new Set(found.map((f) => f.id));
  const problems = items.flatMap((item, i) =>
    item.locationId === undefined || !known.has(item.locationId)
      ? [{ field: `items.${i}.locationId`, message: 'Choose one of this account’s locations for this line.' }]
      : [],
  );
  if (problems.length) throw validationFailed(problems);
}

const hashOf = (kind: OrderKind, items: CartItem[]) =>
  createHash('sha256')
    .update(JSON.stringify([kind, items.map((i) => [i.sku, i.quantity, i.locationId ?? null])]))
    .digest('hex');

export interface SubmitInput {
  account: StoreAccount;
  userId: number;
  key: string;
  kind: OrderKind;
  version: 'v2' | 'v4';
  items: CartItem[];
  previewTotalMinor: number;
  now: Date;
}

/**
 * Writes the order once per (account, key): a replay, even at the same moment, answers the order
 * the key made (`created: false`). The key sent with another cart is refused (409); so is a cart
 * whose total is no longer the preview's (409, the new preview in the answer).
 */
export async function submitOrder(
  db: DbOrTx,
  input: SubmitInput,
): Promise<{ order: OrderRow; created: boolean }> {
  const requestHash = hashOf(input.kind, input.items);
  const existing = await orderByKey(db, input.account.id, input.key);
  if (existing) return replay(existing, requestHash);
  const q = await quote(db, input.account, input.items, input.kind, true);
  if (q.totalMinor !== input.previewTotalMinor)
    throw new ApiError(
      409,
      'preview_outdated',
      'The prices changed since your preview. Check the new preview, then submit again.',
      undefined,
      { preview: q },
    );
  const [made] = await db
    .insert(storeOrders)
    .values({
      accountId: input.account.id,
      idempotencyKey: input.key,
      requestHash,
      kind: input.kind,
      apiVersion: input.version,
      currency: q.currency,
      subtotalMinor: q.subtotalMinor,
      taxMinor: q.taxMinor,
      totalMinor: q.totalMinor,
      monthlyMinor: q.monthlyMinor,
      taxRateBasisPoints: q.taxRateBasisPoints,
      lines: q.lines,
      createdBy: input.userId,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: [storeOrders.accountId, storeOrders.idempotencyKey] })
    .returning();
  if (made) return { order: made, created: true };
  const winner = await orderByKey(db, input.account.id, input.key);
  if (!winner) throw new ApiError(409, 'conflict', 'The order could not be saved. Try again.');
  return replay(winner, requestHash);
}

function replay(order: OrderRow, requestHash: string): { order: OrderRow; created: boolean } {
  if (order.requestHash !== requestHash)
    throw new ApiError(
      409,
      'idempotency_key_reused',
      'This order key was already used for a different cart. Start a new order.',
    );
  return { order, created: false };
}

async function orderByKey(db: DbOrTx, accountId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.accountId, accountId), eq(storeOrders.idempotencyKey, key)));
  return row;
}

/** The order as answered (the key stays on the server). */
export function orderAnswer(o: OrderRow) {
  return {
    vOrderId: o.id,
    accountId: o.accountId,
    status: o.status,
    kind: o.kind,
    apiVersion: o.apiVersion,
    currency: o.currency,
    subtotalMinor: o.subtotalMinor,
    taxMinor: o.taxMinor,
    totalMinor: o.totalMinor,
    monthlyMinor: o.monthlyMinor,
    taxRateBasisPoints: o.taxRateBasisPoints,
    lines: o.lines as OrderQuote['lines'],
    createdAt: o.createdAt.toISOString(),
  };
}
export type OrderAnswer = ReturnType<typeof orderAnswer>;

const SORT: SortColumns<StoreOrdersQuery['sortField']> = {
  createdAt: storeOrders.createdAt,
  total: storeOrders.totalMinor,
  status: storeOrders.status,
};

/** A page of the account's orders (C-278) and their total. */
export async function ordersOf(db: DbOrTx, accountId: number, query: StoreOrdersQuery) {
  const rows = await db
    .select()
    .from(storeOrders)
    .where(eq(storeOrders.accountId, accountId))
    .orderBy(...listOrder(query, SORT, storeOrders.id))
    .limit(query.pageSize)
    .offset(query.offset);
  const total = await listTotal(query, rows.length, () => orderCount(db, accountId));
  return { total, items: rows.map(orderAnswer) };
}

/** The account's orders; with `pendingOnly`, those not yet completed (BILL-06). */
export async function orderCount(db: DbOrTx, accountId: number, pendingOnly = false): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.accountId, accountId),
        pendingOnly ? inArray(storeOrders.status, [...PENDING_ORDER_STATUSES]) : undefined,
      ),
    );
  return Number(row.n);
}

export async function orderOf(db: DbOrTx, accountId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.accountId, accountId), eq(storeOrders.id, id)));
  if (!row) throw notFound('Order not found');
  return row;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The account's orders as CSV (C-305), newest first, up to 5,000 (decision 0112). */
export async function ordersCsv(db: DbOrTx, accountId: number): Promise<string> {
  const rows = (
    await db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.accountId, accountId))
      .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
      .limit(5000)
  ).map(orderAnswer);
  const head = ['Order', 'Date', 'Status', 'Currency', 'Subtotal', 'Tax', 'Total', 'Monthly', 'Items'];
  const body = rows.map((o) =>
    [
      o.vOrderId,
      o.createdAt,
      o.status,
      o.currency,
      decimal(o.subtotalMinor),
      decimal(o.taxMinor),
      decimal(o.totalMinor),
      decimal(o.monthlyMinor),
      o.lines.map((l) => `${l.quantity} × ${l.name}`).join('; '),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[head.join(','), ...body].join('\r\n')}\r\n`;
}

/** Addresses for an order (C-558): the account's own emergency locations matching the text. */
export async function addressSuggestions(db: DbOrTx, accountId: number, text: string) {
  const pattern = containsPattern(text.trim());
  const rows = await db
    .select()
    .from(emergencyLocations)
    .where(
      and(
        eq(emergencyLocations.accountId, accountId),
        or(
          ilike(emergencyLocations.name, pattern),
          ilike(emergencyLocations.street, pattern),
          ilike(emergencyLocations.city, pattern),
          ilike(emergencyLocations.postalCode, pattern),
        ),
      ),
    )
    .orderBy(asc(emergencyLocations.name))
    .limit(10);
  return rows.map((r) => ({
    locationId: r.id,
    name: r.name,
    street: r.street,
    city: r.city,
    region: r.region ?? undefined,
    postalCode: r.postalCode,
    countryCode: r.countryCode,
  }));
}
