// The app centre's data (issue 24 item 2; decision 0115): the catalogue (src/domain/apps.ts), each
// app's state in the account, and the purchase requests of priced apps, each a store order.
import { and, desc, eq } from 'drizzle-orm';
import { APPS, type AppPlan, type AppUserType } from '../../../src/domain/apps';
import { currencyOf } from '../../../src/domain/orders/money';
import type { DbOrTx } from '../../db/client';
import { accountApps, accounts, appPurchaseRequests, storeOrders } from '../../db/schema';

type StateRow = typeof accountApps.$inferSelect;

async function statesOf(db: DbOrTx, accountId: number): Promise<Map<string, StateRow>> {
  const rows = await db.select().from(accountApps).where(eq(accountApps.accountId, accountId));
  return new Map(rows.map((r) => [r.appKey, r]));
}

async function countryOf(db: DbOrTx, accountId: number): Promise<string> {
  const [row] = await db.select({ c: accounts.countryCode }).from(accounts).where(eq(accounts.id, accountId));
  return row?.c ?? 'US';
}

/** C-478: the apps the account may activate, with a priced app's monthly price in its currency. */
export async function appsConfig(db: DbOrTx, accountId: number) {
  const currency = currencyOf(await countryOf(db, accountId));
  return APPS.map((a) => ({
    key: a.key,
    name: a.name,
    description: a.description,
    category: a.category,
    sku: a.sku ?? null,
    price: a.prices ? { currency, monthlyMinor: a.prices[currency] } : null,
  }));
}

/** C-477: which user types may use each app (the account's choice, or the app's default). */
export async function appUserTypes(db: DbOrTx, accountId: number) {
  const states = await statesOf(db, accountId);
  return APPS.map((a) => ({
    appKey: a.key,
    userTypes: (states.get(a.key)?.userTypes as AppUserType[]) ?? a.userTypes,
  }));
}

export async function purchasedApps(db: DbOrTx, accountId: number): Promise<Set<string>> {
  const rows = await db
    .select({ appKey: appPurchaseRequests.appKey, status: storeOrders.status })
    .from(appPurchaseRequests)
    .innerJoin(storeOrders, eq(storeOrders.id, appPurchaseRequests.orderId))
    .where(eq(appPurchaseRequests.accountId, accountId));
  return new Set(rows.filter((r) => r.status !== 'Cancelled').map((r) => r.appKey));
}

/** C-479: each app's activation in the account; a priced app says whether it was purchased. */
export async function appActivations(db: DbOrTx, accountId: number) {
  const states = await statesOf(db, accountId);
  const bought = await purchasedApps(db, accountId);
  return APPS.map((a) => {
    const s = states.get(a.key);
    return {
      appKey: a.key,
      status: s?.active ? ('active' as const) : ('inactive' as const),
      changedAt: s?.changedAt.toISOString() ?? null,
      needsPurchase: a.sku !== undefined && !bought.has(a.key),
    };
  });
}

export async function setActivation(
  db: DbOrTx,
  accountId: number,
  app: AppPlan,
  active: boolean,
  userTypes: AppUserType[] | undefined,
  userId: number,
  now: Date,
) {
  const current = (await statesOf(db, accountId)).get(app.key);
  const types = userTypes ?? (current?.userTypes as AppUserType[] | undefined) ?? app.userTypes;
  await db
    .insert(accountApps)
    .values({ accountId, appKey: app.key, active, userTypes: types, changedBy: userId, changedAt: now })
    .onConflictDoUpdate({
      target: [accountApps.accountId, accountApps.appKey],
      set: { active, userTypes: types, changedBy: userId, changedAt: now },
    });
  return {
    appKey: app.key,
    status: active ? 'active' : 'inactive',
    userTypes: types,
    changedAt: now.toISOString(),
  };
}

/** C-480: the account's purchase requests, newest first, with their orders' status and total. */
export async function purchaseRequestsOf(db: DbOrTx, accountId: number) {
  const rows = await db
    .select({
      id: appPurchaseRequests.id,
      appKey: appPurchaseRequests.appKey,
      orderId: appPurchaseRequests.orderId,
      createdAt: appPurchaseRequests.createdAt,
      status: storeOrders.status,
      currency: storeOrders.currency,
      totalMinor: storeOrders.totalMinor,
      monthlyMinor: storeOrders.monthlyMinor,
    })
    .from(appPurchaseRequests)
    .innerJoin(storeOrders, eq(storeOrders.id, appPurchaseRequests.orderId))
    .where(eq(appPurchaseRequests.accountId, accountId))
    .orderBy(desc(appPurchaseRequests.createdAt), desc(appPurchaseRequests.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Links a store order to the app it bought, once per order (a replayed submit answers the same). */
export async function recordPurchaseRequest(
  db: DbOrTx,
  accountId: number,
  appKey: string,
  orderId: number,
  userId: number,
  now: Date,
) {
  await db
    .insert(appPurchaseRequests)
    .values({ accountId, appKey, orderId, createdBy: userId, createdAt: now })
    .onConflictDoNothing({ target: appPurchaseRequests.orderId });
  const [row] = await db
    .select()
    .from(appPurchaseRequests)
    .where(and(eq(appPurchaseRequests.accountId, accountId), eq(appPurchaseRequests.orderId, orderId)));
  return row;
}
